"""trfcheck tests; they mirror the packages (trf, pairers, verify, cli)."""
