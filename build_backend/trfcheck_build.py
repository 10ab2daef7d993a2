"""The build backend: setuptools', plus mypy when a compiled build is asked for.

``TRFCHECK_COMPILE=1 pip install .`` compiles the hot modules listed in ``setup.py``
(``COMPILED``) with mypyc, which comes with mypy; this backend adds mypy to the build
requirements only then, so an ordinary install does not download it. The platform wheels
are compiled builds (pyproject.toml ``[tool.cibuildwheel]``); why, and what else the
compiled build costs the code: docs/compiled.md.
"""

from __future__ import annotations

import os
from typing import Any

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403 (the rest of the PEP 517 hooks)

#: The mypy that compiles (mypyc is part of it); the version the sources are checked with.
MYPY = "mypy>=1.10"


def _extra() -> list[str]:
    return [MYPY] if os.environ.get("TRFCHECK_COMPILE") == "1" else []


def _asking(hook: Any, config_settings: Any) -> list[str]:
    """setuptools' answer (it runs setup.py, before mypy is there: ``TRFCHECK_REQUIRES``
    tells setup.py not to compile yet), and mypy for a compiled build."""
    os.environ["TRFCHECK_REQUIRES"] = "1"
    try:
        return list(hook(config_settings)) + _extra()
    finally:
        del os.environ["TRFCHECK_REQUIRES"]


def get_requires_for_build_wheel(config_settings: Any = None) -> list[str]:
    """setuptools' requirements, and mypy for a compiled build."""
    return _asking(_setuptools.get_requires_for_build_wheel, config_settings)


def get_requires_for_build_editable(config_settings: Any = None) -> list[str]:
    """setuptools' requirements, and mypy for a compiled build."""
    return _asking(_setuptools.get_requires_for_build_editable, config_settings)
