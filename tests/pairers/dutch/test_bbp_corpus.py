"""Every round of the bbpPairings v6 Dutch corpus re-derives exactly.

The tournaments in fixtures/generated/bbpPairings-dutch/ were generated and
checked by bbpPairings v6.0.0, a FIDE-endorsed engine for the 2026 Dutch rules: each
published round is the reference pairing of that round. The two large files (300 and
1000 players) are marked slow; they still run in CI.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES
from trfcheck.pairers.dutch import DutchSystem
from trfcheck.ruleset import PairingEdition
from trfcheck.trf import read_file
from trfcheck.verify.replay import replay


def _corpus(folder: str) -> list[Path]:
    files = sorted((FIXTURES / "generated" / folder).glob("*.trf"))
    if len(files) < 60:
        raise RuntimeError(f"expected the generated {folder} corpus, found {len(files)} files")
    return files


def _params(folder: str) -> list[object]:
    out: list[object] = []
    for path in _corpus(folder):
        marks = [pytest.mark.slow] if "large" in path.name else []
        out.append(pytest.param(path, id=path.name, marks=marks))
    return out


@pytest.mark.parametrize("path", _params("bbpPairings-dutch"))
def test_dutch_2026_corpus_replays_without_discrepancy(path: Path) -> None:
    tournament = read_file(path).tournament
    rounds = replay(tournament, DutchSystem(PairingEdition.R2026))
    assert len(rounds) == tournament.rounds_played > 0
    bad = [(r.round_no, r.error or (r.expected, r.published)) for r in rounds if not r.ok]
    assert not bad, f"{path.name}: discrepant rounds {bad[:2]}"


@pytest.mark.parametrize("path", _params("bbpPairings-v5-dutch2017"))
def test_dutch_2017_corpus_replays_without_discrepancy(path: Path) -> None:
    """bbpPairings v5.0.1 implements the 2017 rules (C.04.3 till 2026)."""
    tournament = read_file(path).tournament
    rounds = replay(tournament, DutchSystem(PairingEdition.PRE2026))
    assert len(rounds) == tournament.rounds_played > 0
    bad = [(r.round_no, r.error or (r.expected, r.published)) for r in rounds if not r.ok]
    assert not bad, f"{path.name}: discrepant rounds {bad[:2]}"
