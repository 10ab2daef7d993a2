"""The compiled build (``TRFCHECK_COMPILE=1 pip install .``, setup.py ``COMPILED``).

mypyc compiles the listed modules into C extension modules; everything else, and every
module of an ordinary install, stays Python. The code is the same, with one difference that
matters outside the process: a frozen dataclass of a compiled module cannot be unpickled
(its instances are restored attribute by attribute, which ``frozen`` forbids), and the
batch commands send audits and tournaments between processes. ``make_picklable`` gives
those classes a reduction through their constructor, as the Python build's pickling
amounts to (every field is an ``__init__`` argument; none has ``__post_init__``: checked
by tests/test_compiled.py).
"""

from __future__ import annotations

import copyreg
import dataclasses
import importlib.machinery
import sys
from typing import Any

__all__ = ["compiled_modules", "is_compiled", "make_picklable"]

_EXTENSIONS = tuple(importlib.machinery.EXTENSION_SUFFIXES)


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
    values = {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)}
    return (_rebuild, (type(obj), values))


#: Compiled modules whose frozen dataclasses ``make_picklable`` has registered.
_REGISTERED: set[str] = set()


def make_picklable() -> None:
    """Register a constructor reduction for every frozen dataclass of the compiled modules
    imported so far, once per module (nothing in the Python build)."""
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
