"""Tests of trfcheck.verify."""
