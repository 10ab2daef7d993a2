"""The FIDE Swiss pairing systems on a shared core (pairers.core)."""
