"""Fuzzing: Hypothesis strategies that build TRF files, mutations of the corpus, and the
reproducers of ``fixtures/fuzz`` as regression tests. ``python -m tests.fuzz``
runs a long campaign (see ``tests/fuzz/__main__.py``)."""
