"""Shared test helpers: where the fixtures are, and loaders for them.

The read-only corpus lives in ``<repo>/../shared`` and is never copied into the
repository. If it is missing, collection fails loudly: these tests must not pass
by skipping.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
FIXTURES = REPO / "fixtures"


def shared_dir() -> Path:
    """``<repo>/../shared``; raises (failing collection) if it is missing."""
    if not (SHARED / "fixtures").is_dir() or not (SHARED / "spec" / "examples").is_dir():
        raise RuntimeError(
            f"shared fixtures missing: expected {SHARED}/fixtures and {SHARED}/spec/examples "
            "beside the repository (the tests read them from ../shared)"
        )
    return SHARED


def shared_trf_files() -> list[Path]:
    """Every TRF file under ../shared/fixtures and ../shared/spec/examples."""
    root = shared_dir()
    files = sorted((root / "fixtures").rglob("*.trf")) + sorted(
        (root / "spec" / "examples").glob("*.trf")
    )
    if len(files) < 100:
        raise RuntimeError(f"expected the full fixture corpus under {root}, found {len(files)}")
    return files


def shared_id(path: Path) -> str:
    """A short test id: the path below ../shared."""
    return str(path.relative_to(SHARED))


@pytest.fixture
def trf_fixture() -> Callable[[str], bytes]:
    """Loader of the repository's own fixtures: ``trf_fixture("valid/trf16_lf.trf")``."""

    def load(name: str) -> bytes:
        return (FIXTURES / "trf" / name).read_bytes()

    return load


@pytest.fixture
def shared_file() -> Callable[[str], Path]:
    """Path of a file below ../shared: ``shared_file("fixtures/real/...")``."""

    def locate(name: str) -> Path:
        path = shared_dir() / name
        assert path.is_file(), path
        return path

    return locate
