"""Shared test helpers: where the fixtures are, and loaders for them.

Every file the tests read is in the repository's ``fixtures/`` folder (the public corpus
was copied there with its sources and licences: ``fixtures/SOURCES.md``), so a plain
clone runs the whole suite; nothing is read from outside the repository.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
FIXTURES = REPO / "fixtures"

# The public corpus: real files, generated tournaments, other projects' test files and the
# example files (examples/). The fuzzing reproducers (fixtures/fuzz) are tested on their own.
CORPUS_FOLDERS = ("real", "generated", "external", "lim-cases", "examples")


def corpus_trf_files() -> list[Path]:
    """Every TRF file of the public corpus under fixtures/ (see CORPUS_FOLDERS)."""
    files = sorted(p for folder in CORPUS_FOLDERS for p in (FIXTURES / folder).rglob("*.trf"))
    if len(files) < 100:
        raise RuntimeError(f"expected the full fixture corpus under {FIXTURES}, found {len(files)}")
    return files


def corpus_id(path: Path) -> str:
    """A short test id: the path below fixtures/."""
    return str(path.relative_to(FIXTURES))


@pytest.fixture
def trf_fixture() -> Callable[[str], bytes]:
    """Loader of the repository's own fixtures: ``trf_fixture("valid/trf16_lf.trf")``."""

    def load(name: str) -> bytes:
        return (FIXTURES / "trf" / name).read_bytes()

    return load
