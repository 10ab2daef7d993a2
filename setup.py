"""Build the C extension of the matching core, and on request the compiled build; all other
metadata lives in pyproject.toml.

The extension is declared under its import name ``trfcheck.pairers.core._matching_c``, so
both ``pip install .`` and ``pip install -e .`` (which builds in place) put the compiled module
next to its source, trfcheck/pairers/core/_matching_c.c. It needs only a C99 compiler and the Python
headers, and it is optional: without a compiler (Windows without Visual C++, a slim container
image; ``CC=/bin/false`` imitates one) the build says so in one line and the install goes on
with the pure-Python solver, which gives the same matchings (``trfcheck --version`` names the
matching core in use). Only this extension is optional: a compiled build that was asked for
(``TRFCHECK_COMPILE=1``) fails without a compiler.

``TRFCHECK_COMPILE=1 pip install .`` also compiles the modules of ``COMPILED`` with mypyc
(the build backend, build_backend/trfcheck_build.py, then fetches mypy): the same code,
type-checked by ``mypy --strict``, as C extension modules, about 1.5 times faster on
generating and auditing tournaments (docs/endorse.md, "Speed"); the endorsement runs use it.
Every other module, and every module of an ordinary install, stays Python. Not for
``pip install -e .``: a compiled module would shadow its edited source.
"""

import os
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

#: The import name of the optional C matching core.
MATCHING = "trfcheck.pairers.core._matching_c"

COMPILE_ARGS = [] if sys.platform == "win32" else ["-O2", "-std=c99"]

#: The modules of the compiled build (what the platform wheels ship: docs/compiled.md): the
#: ones that carry its gain, measured (callgrind instructions, docs/compiled.md "Which
#: modules"): the 30 modules with the most self time in generating, reading and auditing
#: tournaments, pairing 1000 players and checking a 1000-player file (cProfile), which keep
#: 97 % of the gain of compiling all 58 candidates, at 60 % of the build time.
#: tests/test_compiled.py checks that the build gives the same files, audits and batch
#: output as the Python modules. Left out: the rest of the candidates (the header, document
#: and diagnostics of the reader, the other writers, the tie-breaks other than Buchholz, the
#: byes and Baku acceleration of the engines, the audit's driver and its other rule checks,
#: the generator's driver and output: each under 0.5 % of the self time, together about 3 %
#: of the gain), the modules mypyc cannot compile as they are (event/replay.py: a
#: runtime-checkable Protocol; pairers/core/matching.py: an exception class), the other
#: systems' engines (not timed by the endorsement runs yet) and the command line.
COMPILED = [
    # the model and the file format (reading: load, players, checks; writing: writer)
    "trfcheck/trf/model.py",
    "trfcheck/trf/recent.py",
    "trfcheck/trf/columns.py",
    "trfcheck/trf/values.py",
    "trfcheck/trf/players.py",
    "trfcheck/trf/load.py",
    "trfcheck/trf/checks.py",
    "trfcheck/trf/writer.py",
    # the standings (C.07)
    "trfcheck/standings/buchholz.py",
    "trfcheck/standings/crosstable.py",
    # the pairing engines' common parts and the Dutch engine
    "trfcheck/pairers/base.py",
    "trfcheck/pairers/core/state.py",
    "trfcheck/pairers/core/colours.py",
    "trfcheck/pairers/core/weights.py",
    "trfcheck/pairers/core/legality.py",
    "trfcheck/pairers/core/boards.py",
    "trfcheck/pairers/dutch/__init__.py",
    "trfcheck/pairers/dutch/bracket.py",
    "trfcheck/pairers/dutch/completion.py",
    "trfcheck/pairers/dutch/round_facts.py",
    "trfcheck/pairers/dutch/engine.py",
    "trfcheck/pairers/dutch/colours.py",
    "trfcheck/pairers/dutch/staged.py",
    "trfcheck/pairers/dutch/joint.py",
    # the audit and its rule checks
    "trfcheck/verify/rules/floats.py",
    "trfcheck/verify/rules/colours.py",
    "trfcheck/verify/rules/check_inputs.py",
    # the generator
    "trfcheck/generator/config.py",
    "trfcheck/generator/draw.py",
    "trfcheck/generator/play.py",
]


class OptionalMatchingCore(build_ext):
    """setuptools' build_ext, except that a failure to build the C matching core (no
    compiler, no Python headers) is said once and leaves the pure-Python core in use."""

    def build_extension(self, ext: Extension) -> None:
        if ext.name != MATCHING:
            super().build_extension(ext)
            return
        try:
            super().build_extension(ext)
        except Exception as error:  # CompileError, LinkError, PlatformError (no compiler)
            print(
                f"trfcheck: the C matching core was not built ({type(error).__name__}: no "
                "working C compiler); the pure-Python matching core will be used (the same "
                "matchings, slower on large fields)",
                file=sys.stderr,
            )


def _extensions() -> list[Extension]:
    # optional: setuptools' own copy of an in-place build (pip install -e .) skips it when
    # it was not built
    matching = Extension(
        MATCHING,
        sources=["trfcheck/pairers/core/_matching_c.c"],
        extra_compile_args=COMPILE_ARGS,
        optional=True,
    )
    if os.environ.get("TRFCHECK_COMPILE") != "1" or os.environ.get("TRFCHECK_REQUIRES"):
        return [matching]  # TRFCHECK_REQUIRES: the backend asks for requirements only
    from mypyc.build import mypycify

    # The build environment has mypy but not trfcheck's dependencies nor their stubs: what
    # the compiled modules get from them is typed Any (checked by ``mypy --strict`` in CI).
    return [matching, *mypycify(["--ignore-missing-imports", *COMPILED], opt_level="3")]


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalMatchingCore})
