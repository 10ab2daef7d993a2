"""Irish (ICU) files whose points column exceeds the results: one PTS001 per player.

The expected players are computed here from the raw
text with the default FIDE scoring (1, ½, 0; docs/trf-format.md), independently of the reader.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES
from trfcheck.trf import read

_TENTHS = {"1": 10, "+": 10, "W": 10, "F": 10, "U": 10, "=": 5, "D": 5, "H": 5}


def irish_files() -> list[Path]:
    root = FIXTURES / "real"
    return sorted((root / "icu_tournament").glob("*.trf")) + sorted(
        (root / "icu_ratings_app").glob("*.trf")
    )


def excess_players(data: bytes) -> dict[int, int]:
    """start rank -> line number of players whose declared points exceed their results."""
    found = {}
    try:
        text = data.decode("utf-8-sig")  # columns count characters, not bytes
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    for number, line in enumerate(text.replace("\r\n", "\n").split("\n"), start=1):
        if not line.startswith("001 "):
            continue
        declared = line[80:84].strip()
        if not declared:
            continue
        total = sum(_TENTHS.get(line[c].upper(), 0) for c in range(98, len(line), 10))
        if round(float(declared) * 10) > total:
            found[int(line[4:8])] = number
    return found


IRISH = irish_files()
AFFECTED = [p for p in IRISH if excess_players(p.read_bytes())]


def test_the_corpus_has_such_files() -> None:
    names = {p.name for p in AFFECTED}
    assert "bunratty_challengers_2011.trf" in names and len(names) >= 4


@pytest.mark.parametrize("path", IRISH, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_one_located_finding_per_affected_player(path: Path) -> None:
    data = path.read_bytes()
    expected = excess_players(data)
    loaded = read(data, str(path))
    points = [f for f in loaded.findings if f.code == "PTS001"]
    assert {f.player: f.line for f in points} == expected
    assert len(points) == len(expected)
    assert all(f.column == 81 and float(f.found) * 10 > 0 for f in points)
