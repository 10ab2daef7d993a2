"""Build the C extension of the matching core; all other metadata lives in pyproject.toml.

The extension is declared under its import name ``trfcheck.pairers.core._matching_c``, so
both ``pip install .`` and ``pip install -e .`` (which builds in place) put the compiled module
next to its source, trfcheck/pairers/core/_matching_c.c. It needs only a C99 compiler and the Python
headers; without it trfcheck falls back to the pure-Python solver.
"""

import sys

from setuptools import Extension, setup

COMPILE_ARGS = [] if sys.platform == "win32" else ["-O2", "-std=c99"]

setup(
    ext_modules=[
        Extension(
            "trfcheck.pairers.core._matching_c",
            sources=["trfcheck/pairers/core/_matching_c.c"],
            extra_compile_args=COMPILE_ARGS,
        )
    ]
)
