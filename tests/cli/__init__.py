"""Tests of trfcheck.cli."""
