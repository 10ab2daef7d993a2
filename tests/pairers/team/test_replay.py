"""Every round of the team files is reproduced by the Swiss Team engine.

Golden data: the markdechamps corpus (fixtures/external/SOURCES.md §2), each round paired by
gacrux, the FIDE TEC reference implementation of C.04.6 (1.11.65 reproduces all 90 rounds);
and, for the two real TRF-26 team files that follow C.04.6 with Baku acceleration, gacrux
1.11.65 itself, run on the file (test-only dependency): the published rounds of those files
are not a Swiss Team pairing, so the engine is compared with gacrux's re-pairing of each
round, not with the file.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES
from tests.pairers.team.gacrux_oracle import repair_rounds
from trfcheck.trf import read_file
from trfcheck.verify.team import replay_team

CORPUS = sorted((FIXTURES / "external" / "markdechamps-swiss-team-2026").glob("*.trf"))
REAL_BAKU = [
    FIXTURES / "real" / "echecsjs_trf" / "grandmommyscup.trf",
    FIXTURES / "real" / "sharly_chess" / "fide_tec_trf2026_sample.trf",
]


def test_the_corpus_has_ninety_rounds() -> None:
    rounds = sum(read_file(p).tournament.rounds_played for p in CORPUS)
    assert (len(CORPUS), rounds) == (12, 90)


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.name)
def test_every_round_of_the_gacrux_corpus_is_reproduced(path: Path) -> None:
    checks = replay_team(read_file(path).tournament)
    assert checks
    differing = [(c.round_no, c.error, c.differing) for c in checks if not c.ok]
    assert differing == []


@pytest.mark.parametrize("path", REAL_BAKU, ids=lambda p: p.name)
def test_real_baku_team_files_are_paired_as_gacrux_pairs_them(path: Path) -> None:
    """C.04.6 with C.04.7 (250 records for teams), 240 team byes, 260 forbidden team pairs,
    330 forfeits without boards, 300 line-ups with empty boards."""
    ours = {c.round_no: tuple(sorted(c.expected)) for c in replay_team(read_file(path).tournament)}
    theirs = repair_rounds(str(path))
    assert len(theirs) == 14
    assert ours == theirs
