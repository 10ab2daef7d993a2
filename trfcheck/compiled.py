"""The compiled build (``TRFCHECK_COMPILE=1 pip install .``, setup.py ``COMPILED``).

mypyc compiles the listed modules into C extension modules; everything else, and every
module of an ordinary install, stays Python. The code is the same, with one difference that
matters outside the process: a frozen dataclass of a compiled module cannot be unpickled
(its instances are restored attribute by attribute, which ``frozen`` forbids), and the
batch commands send audits and tournaments between processes. ``make_picklable`` gives
those classes a reduction through their constructor, as the Python build's pickling
amounts to (every field is an ``__init__`` argument; none has ``__post_init__``: checked
by tests/test_compiled.py). This is item 2 of the compiled build's boundary,
docs/compiled.md.

``describe()`` is what ``trfcheck --version`` says of the install: which build (plain or
compiled) and which matching core (the C extension, or the pure-Python one when no compiler
was there at install time, setup.py). It imports no engine, so the version answers at once.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import sys
from pathlib import Path
from typing import Any

__all__ = ["compiled_modules", "describe", "is_compiled", "make_picklable", "version_line"]

_EXTENSIONS = tuple(importlib.machinery.EXTENSION_SUFFIXES)

#: The module whose form tells the build apart: the Dutch engine's brackets, compiled in
#: the compiled build (setup.py ``COMPILED``), Python in the plain one.
_WITNESS = ("pairers", "dutch", "bracket")


def _compiled_build() -> bool:
    """True when the import system would load the witness module as an extension module
    (it prefers an extension to a ``.py`` beside it), found without importing its package."""
    import trfcheck

    folders = [str(Path(p, *_WITNESS[:-1])) for p in trfcheck.__path__]
    name = "trfcheck." + ".".join(_WITNESS)
    spec = importlib.machinery.PathFinder.find_spec(name, folders)
    return spec is not None and str(spec.origin or "").endswith(_EXTENSIONS)


def _c_matching_core() -> bool:
    """True when the C matching core imports (the module ``pairers.core.matching`` loads)."""
    try:
        importlib.import_module("trfcheck.pairers.core._matching_c")
    except ImportError:
        return False
    return True


def describe() -> str:
    """The build and the matching core in use, as ``trfcheck --version`` prints them."""
    build = "mypyc-compiled build" if _compiled_build() else "plain build"
    if _c_matching_core():
        return f"{build}, C matching core"
    return f"{build}, pure-Python matching core: the C extension was not built"


def version_line(version: str) -> str:
    """``trfcheck VERSION (BUILD, MATCHING CORE)``: the line of ``trfcheck --version``."""
    return f"trfcheck {version} ({describe()})"


def compiled_modules() -> list[str]:
    """The imported trfcheck modules that are compiled (not the matching core, which is C
    in every build)."""
    return sorted(
        name
        for name, module in list(sys.modules.items())
        if name.startswith("trfcheck.")
        and not name.endswith("._matching_c")
        and str(getattr(module, "__file__", "") or "").endswith(_EXTENSIONS)
    )


def is_compiled() -> bool:
    """True when the Dutch engine is the compiled build."""
    from trfcheck.pairers.dutch import bracket

    return bracket.__name__ in compiled_modules()


def _rebuild(cls: type[Any], values: dict[str, Any]) -> Any:
    return cls(**values)


def _reduce(obj: Any) -> tuple[Any, ...]:
    import dataclasses

    values = {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)}
    return (_rebuild, (type(obj), values))


#: Compiled modules whose frozen dataclasses ``make_picklable`` has registered.
_REGISTERED: set[str] = set()


def make_picklable() -> None:
    """Register a constructor reduction for every frozen dataclass of the compiled modules
    imported so far, once per module (nothing in the Python build)."""
    import copyreg
    import dataclasses

    for name in compiled_modules():
        if name in _REGISTERED:
            continue
        _REGISTERED.add(name)
        for value in list(vars(sys.modules[name]).values()):
            if (
                isinstance(value, type)
                and value.__module__ == name
                and dataclasses.is_dataclass(value)
                and value.__dataclass_params__.frozen  # type: ignore[attr-defined]
            ):
                copyreg.pickle(value, _reduce)
