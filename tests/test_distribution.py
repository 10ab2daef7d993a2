"""The wheel and the sdist hold one and the same ``trfcheck/`` tree.

Builds both with ``python -m build`` (PEP 517, in an isolated environment: it needs the
package index for setuptools) into a temporary folder and compares their file lists: the
sdist has the package's source files and the build files, nothing else (no virtual
environment, caches, tests or fixtures); the wheel has the same package files plus the
compiled matching core, which the sdist holds as its C source.
"""

from __future__ import annotations

import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from tests.conftest import REPO
from trfcheck import __version__

# What an sdist holds besides the package: the build files and setuptools' metadata.
SDIST_BUILD_FILES = {
    "PKG-INFO",
    "README.md",
    "pyproject.toml",
    "setup.cfg",
    "setup.py",
    "MANIFEST.in",
    "build_backend/trfcheck_build.py",  # the in-tree build backend (pyproject.toml)
}
COMPILED = (".so", ".pyd")


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    run = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(REPO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    return out


def _sdist_files(dist: Path) -> set[str]:
    (sdist,) = dist.glob("*.tar.gz")
    with tarfile.open(sdist) as archive:
        names = [m.name for m in archive.getmembers() if m.isfile()]
    # every member sits under "trfcheck-<version>/"
    return {name.split("/", 1)[1] for name in names}


def _wheel_files(dist: Path) -> set[str]:
    (wheel,) = dist.glob("*.whl")
    with zipfile.ZipFile(wheel) as archive:
        return {name for name in archive.namelist() if not name.endswith("/")}


def _package(files: set[str]) -> set[str]:
    return {name for name in files if name.startswith("trfcheck/")}


@pytest.mark.slow
def test_the_wheel_and_the_sdist_hold_the_same_package_tree(dist: Path) -> None:
    wheel = _package(_wheel_files(dist))
    sdist = _package(_sdist_files(dist))
    compiled = {name for name in wheel if name.endswith(COMPILED)}
    assert compiled, "the wheel has no compiled matching core"
    assert all("/pairers/core/_matching_c." in name for name in compiled), compiled
    assert wheel - compiled == sdist
    assert "trfcheck/pairers/core/_matching_c.c" in sdist
    assert {"trfcheck/trf/grammar.lark", "trfcheck/py.typed"} <= sdist
    # the HTML report's templates are package data (pyproject.toml, package-data)
    templates = {
        "trfcheck/report/templates/report.html.j2",
        "trfcheck/report/templates/index.html.j2",
        "trfcheck/report/templates/link.html.j2",
        "trfcheck/report/templates/report.css",
    }
    assert templates <= wheel and templates <= sdist


@pytest.mark.slow
def test_the_wheel_holds_the_package_and_its_metadata_only(dist: Path) -> None:
    """No tests, fixtures or other top-level files in the wheel (fixtures/SOURCES.md)."""
    files = _wheel_files(dist)
    rest = files - _package(files)
    assert rest and all(name.split("/")[0].endswith(".dist-info") for name in rest), sorted(rest)


@pytest.mark.slow
def test_the_sdist_holds_the_package_and_its_build_files_only(dist: Path) -> None:
    files = _sdist_files(dist)
    rest = {
        name
        for name in files - _package(files)
        if name not in SDIST_BUILD_FILES and not name.startswith("trfcheck.egg-info/")
    }
    assert not rest, sorted(rest)
    assert not [name for name in files if "__pycache__" in name or name.endswith(COMPILED)]


@pytest.mark.slow
def test_the_package_tree_is_the_repository_tree(dist: Path) -> None:
    """Every tracked file under trfcheck/ is in the sdist (no package data forgotten)."""
    tracked = subprocess.run(
        ["git", "ls-files", "trfcheck"], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout.split()
    if not tracked:
        pytest.skip("not a git checkout")
    missing = set(tracked) - _package(_sdist_files(dist))
    assert not missing, sorted(missing)


@pytest.mark.slow
def test_the_built_version_is_the_package_version(dist: Path) -> None:
    """One version, ``trfcheck.__version__`` (pyproject.toml reads it): the wheel's name and
    metadata carry it, so ``--version``, the report footers, the generator's comment line
    and the endorse summary all say what the package metadata says."""
    (wheel,) = dist.glob("*.whl")
    assert wheel.name.startswith(f"trfcheck-{__version__}-")
    with zipfile.ZipFile(wheel) as archive:
        meta = archive.read(f"trfcheck-{__version__}.dist-info/METADATA").decode()
    assert f"\nVersion: {__version__}\n" in meta
