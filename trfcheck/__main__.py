"""``python -m trfcheck`` runs the command line."""

from trfcheck.cli import main

if __name__ == "__main__":
    main()
