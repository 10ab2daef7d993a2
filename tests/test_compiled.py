"""The compiled build (``TRFCHECK_COMPILE=1``, setup.py ``COMPILED``) behaves as the Python
modules: the same generated files and the same audits, byte for byte.

The modules are compiled with the mypyc of the test environment (mypy is a test extra) into
a copy of the package, once for the whole file (the module-scoped fixture ``compiled``: the
build is most of the file's time), then ``compiled_guard.py`` runs under each build; the
Python build is the reference (every other test runs it). Its five configurations call into
every module of ``COMPILED`` (the Dutch engine's joint look-ahead, ``pairers/dutch/joint.py``,
first at seed 8, every other module at seed 1 or 3), so ``SEEDS`` = 40 is a margin, not a
minimum: the files and audits of 200 tournaments are compared byte for byte.
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO

GUARD = Path(__file__).with_name("compiled_guard.py")
SEEDS = 40
#: Files for the batch check in two processes (bbpPairings-generated, fixtures/SOURCES.md).
BATCH = sorted((REPO / "fixtures" / "generated" / "bbpPairings-dutch").glob("*.trf"))[:8]


def _compiled_modules() -> list[str]:
    tree = ast.parse((REPO / "setup.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.AnnAssign | ast.Assign):
            targets = [node.target] if isinstance(node, ast.AnnAssign) else node.targets
            if any(isinstance(t, ast.Name) and t.id == "COMPILED" for t in targets):
                assert node.value is not None
                value = ast.literal_eval(node.value)
                assert isinstance(value, list)
                return [str(v) for v in value]
    raise AssertionError("setup.py has no COMPILED list")


def _guard(path: Path, cwd: Path) -> list[str]:
    env = {**os.environ, "PYTHONPATH": str(path)}
    run = subprocess.run(
        [sys.executable, str(GUARD), str(SEEDS)],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    return run.stdout.splitlines()


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the package with the modules of ``COMPILED`` built in place by mypyc."""
    root = tmp_path_factory.mktemp("compiled")
    shutil.copytree(
        REPO / "trfcheck", root / "trfcheck", ignore=shutil.ignore_patterns("*.so", "__pycache__")
    )
    shutil.copy(REPO / "setup.py", root / "setup.py")
    # no pyproject.toml: setup.py alone, with the setuptools of the test environment
    run = subprocess.run(
        [sys.executable, "setup.py", "build_ext", "--inplace"],
        cwd=root,
        env={**os.environ, "TRFCHECK_COMPILE": "1"},
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    return root


def test_the_dataclasses_of_compiled_modules_are_rebuilt_by_their_constructor() -> None:
    """trfcheck/compiled.py pickles them through ``__init__``: every field must be an
    ``__init__`` argument, and no ``__post_init__`` may change what it is given. The classes
    defined in them, as ``make_picklable`` registers (not those they import)."""
    for name in _compiled_modules():
        module = importlib.import_module(name[:-3].replace("/", ".").removesuffix(".__init__"))
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and value.__module__ == module.__name__
                and dataclasses.is_dataclass(value)
            ):
                assert all(f.init for f in dataclasses.fields(value)), (name, value)
                assert not hasattr(value, "__post_init__"), (name, value)


@pytest.mark.slow
def test_every_listed_module_is_compiled(compiled: Path) -> None:
    modules = _compiled_modules()
    # the module by which trfcheck/compiled.py tells the builds apart (``--version``)
    assert "trfcheck/pairers/dutch/bracket.py" in modules
    for name in modules:
        source = compiled / name
        assert source.is_file(), name
        built = list(source.parent.glob(source.stem + ".*.so"))
        assert built, f"{name} was not compiled"


@pytest.mark.slow
def test_the_compiled_build_generates_and_audits_as_the_python_build(
    compiled: Path, tmp_path: Path
) -> None:
    python = _guard(REPO, tmp_path)
    native = _guard(compiled, tmp_path)
    assert python[0].endswith("bracket.py"), python[0]
    assert native[0].endswith(".so") and native[0].startswith(str(compiled)), native[0]
    assert len(python) == len(native) == 6
    assert native[1:] == python[1:]


def _batch(path: Path, cwd: Path) -> str:
    run = subprocess.run(
        [sys.executable, "-m", "trfcheck", "check", *map(str, BATCH), "--jobs", "2"],
        cwd=cwd,
        env={**os.environ, "PYTHONPATH": str(path)},
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode in (0, 1), run.stderr[-3000:]
    assert not run.stderr, run.stderr[-3000:]
    return "\n".join(line for line in run.stdout.splitlines() if not line.endswith(" s"))


@pytest.mark.slow
def test_a_batch_check_in_two_processes_prints_what_the_python_build_prints(
    compiled: Path, tmp_path: Path
) -> None:
    """Audits cross process boundaries (pickled): frozen dataclasses of compiled modules
    must survive the trip (trfcheck/compiled.py, ``make_picklable``)."""
    assert len(BATCH) == 8
    python = _batch(REPO, tmp_path)
    assert python.count(": PASS") == 8
    assert _batch(compiled, tmp_path) == python
