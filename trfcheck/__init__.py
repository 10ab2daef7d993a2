"""trfcheck: read, pair, verify and convert FIDE Tournament Report Files.

Subpackages: ``trfcheck.trf`` (the file format and the domain model),
``trfcheck.pairers`` (the FIDE Swiss systems), ``trfcheck.verify`` (the
checks and the replay) and ``trfcheck.cli`` (the command line). Dependencies
point one way: model <- pairers <- verify <- cli.
"""

__version__ = "0.1.0"
