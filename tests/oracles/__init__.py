"""Literal reference pairers, written straight from the rule text, for comparing engines on
small tournaments. Slow by design; never used by the CLI."""
