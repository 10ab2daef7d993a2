"""The version of trfcheck, in a leaf module: any layer may read it without importing the
front door (``trfcheck/__init__.py``, which reaches every layer)."""

__version__ = "0.1.0"
