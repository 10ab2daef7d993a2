"""Team findings of a team event (verify/team.py): each code fires on a file that breaks its
rule and on no file that keeps it.

Golden data: the articles named by each finding; the clean files are the gacrux-paired
corpus (fixtures/external/SOURCES.md §2) and events the generator pairs with the engine.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tests.conftest import FIXTURES
from trfcheck.generator.team import TeamConfig, generate_team
from trfcheck.ruleset import Overrides, resolve
from trfcheck.trf import read_file
from trfcheck.trf.model import Colour, ForfeitedMatch, MatchForfeit, Tournament
from trfcheck.verify.audit import audit_tournament
from trfcheck.verify.team import check_team

CORPUS = sorted((FIXTURES / "external" / "markdechamps-swiss-team-2026").glob("*.trf"))


def codes(t: Tournament) -> list[str]:
    return sorted({v.code for v in check_team(t)})


def event(teams: int = 4, rounds: int = 3, seed: int = 7) -> Tournament:
    t, _ = generate_team(TeamConfig(teams=teams, boards=2, rounds=rounds), seed)
    return t


def with_round_copied(t: Tournament, source: int, target: int) -> Tournament:
    """Every player's block of ``source`` written again in ``target``."""
    players = tuple(p.with_entry(target, p.entry(source)) for p in t.players)
    return replace(
        t,
        players=players,
        teams=tuple(replace(x, match_points=None, game_points=None) for x in t.teams),
    )


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.name)
def test_gacrux_corpus_has_no_team_findings(path: object) -> None:
    assert check_team(read_file(str(path)).tournament) == []


@pytest.mark.parametrize("seed", range(10))
def test_generated_events_have_no_team_findings(seed: int) -> None:
    assert check_team(event(teams=5 + seed % 4, rounds=4, seed=seed)) == []


def test_team003_team004_totals_against_the_boards() -> None:
    t = event()
    teams = list(t.teams)
    teams[0] = replace(teams[0], match_points=(teams[0].match_points or 0) + 10)
    teams[1] = replace(teams[1], game_points=(teams[1].game_points or 0) + 5)
    assert codes(replace(t, teams=tuple(teams))) == ["TEAM003", "TEAM004"]


def test_team005_c1_teams_meet_twice() -> None:
    assert codes(with_round_copied(event(teams=4), 1, 3)) == ["TEAM005"]


def test_team006_c2_second_pab() -> None:
    found = codes(with_round_copied(event(teams=5), 1, 3))
    assert "TEAM006" in found


def test_team002_board_colours_against_352() -> None:
    """Board 1 gives the team its colour (1.6.1); board 2 played the colour 352 forbids."""
    t = event()
    second = t.player(2)  # board 2 of team 1
    entry = second.entry(1)
    opponent = t.player(entry.opponent or 0)
    flipped = (
        second.with_entry(1, replace(entry, colour=entry.colour.opposite)),
        opponent.with_entry(1, replace(opponent.entry(1), colour=entry.colour)),
    )
    players = {p.start_rank: p for p in (*t.players, *flipped)}
    assert codes(replace(t, players=tuple(players[k] for k in sorted(players)))) == ["TEAM002"]


def test_team007_forfeit_record_for_a_played_match() -> None:
    t = event()
    board1 = t.player(1).entry(1)  # team 1's board 1 in round 1
    other = next(x.number or 0 for x in t.teams if board1.opponent in x.members)
    white, black = (1, other) if board1.colour is Colour.WHITE else (other, 1)
    record = ForfeitedMatch(MatchForfeit.WHITE_WINS, 1, white, black)
    assert codes(replace(t, forfeited_matches=(record,))) == ["TEAM007"]


def test_team009_board_colours_starting_with_black_is_info() -> None:
    t = event()
    pattern = tuple(c.opposite for c in t.board_colours)
    found = check_team(replace(t, board_colours=pattern))
    assert [(v.code, v.severity.value) for v in found if v.code == "TEAM009"] == [
        ("TEAM009", "info")
    ]


def test_only_a_swiss_team_code_or_the_option_asks_for_the_replay() -> None:
    league = read_file(FIXTURES / "real" / "icu_tournament" / "armstrong_2011.trf").tournament
    assert not resolve(league).swiss_team.value
    assert resolve(league, Overrides(system="team")).swiss_team.value
    swiss = read_file(CORPUS[0]).tournament
    assert resolve(swiss).swiss_team.value


TEAM_FILES = [
    *CORPUS,
    FIXTURES / "real" / "echecsjs_trf" / "grandmommyscup.trf",
    FIXTURES / "real" / "sharly_chess" / "fide_tec_trf2026_sample.trf",
    FIXTURES / "real" / "sharly_chess" / "trf-team-import-test.trf",
    FIXTURES / "real" / "icu_tournament" / "armstrong_2011.trf",
    FIXTURES / "external" / "chesspairing" / "trf2026-team.trf",
]
#: Findings of the individual rules (verify.rules) and of the individual 001 points and PAB.
INDIVIDUAL = ("BRD", "BYE", "CLR", "FLT", "INI", "RMT", "STD", "PTS001", "RND006", "RND007")


@pytest.mark.parametrize("path", TEAM_FILES, ids=lambda p: p.name)
def test_a_team_event_gets_team_findings_only(path: Path) -> None:
    """No individual-event finding fires on a team event; team findings and
    replay findings name teams, reader findings name lines."""
    loaded = read_file(path)
    result = audit_tournament(
        loaded.tournament, resolve(loaded.tournament), findings=loaded.findings
    )
    assert result.ruleset.team.value
    fired = {d.code for d in result.diagnostics}
    assert not {c for c in fired if c.startswith(INDIVIDUAL)}, fired
    if path in CORPUS:
        assert fired == set() and len(result.rounds) == loaded.tournament.rounds_played
