"""Tests of trfcheck.trf."""
