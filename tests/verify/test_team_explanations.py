"""A team event read as an arbiter reads it: reserves are not absences, and a
differing team round names its rule (C.04.6) and the teams.

``grandmommyscup.trf`` is FIDE's TRF-2026 team sample (fixtures/real/SOURCES.md). Round 1,
worked by hand from C.04.6: no team has played, so 4.3.1 gives the first-team (equal
scores: the smaller TPN, 4.2.3) the initial colour when its TPN is odd, else the other; the
file's initial colour (152) is Black. Team 4 (even TPN) is the first-team against 16, so it
gets White: 4-16; the file has 16-4 (team 3 is absent in round 1, and the published round
numbers the teams present; 1.1 keeps an absent team's TPN, so that is no open reading).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from tests.pairers.team import gacrux_oracle
from trfcheck.cli import app
from trfcheck.ruleset import resolve
from trfcheck.trf import Severity, read_file
from trfcheck.verify.audit import audit_tournament
from trfcheck.verify.team import replay_team

SAMPLE = FIXTURES / "real/echecsjs_trf/grandmommyscup.trf"


def _audit() -> list[tuple[str, Severity, int | None, tuple[int, ...], str, str]]:
    loaded = read_file(SAMPLE)
    result = audit_tournament(
        loaded.tournament, resolve(loaded.tournament), findings=loaded.findings
    )
    return [(d.code, d.severity, d.round, d.players, d.rule, d.message) for d in result.diagnostics]


def test_reserves_who_do_not_play_are_not_absences() -> None:
    """1,328 '0000 - -' blocks, most of them reserves of teams that played: none of those is a
    finding; the blocks of teams without a match are one finding naming each team's rounds."""
    found = [d for d in _audit() if d[0] in ("RES012", "RES014")]
    assert len(found) == 1
    _, severity, round_no, players, _, message = found[0]
    assert severity is Severity.WARNING and round_no is None and players == ()
    assert message.startswith("27 teams have rounds without a match")
    assert "team 31 rounds 5-7" in message


def test_each_differing_team_round_names_its_rule_and_teams() -> None:
    rounds = [d for d in _audit() if d[0] == "RPL001"]
    assert [d[2] for d in rounds] == [1, 2, 3, 6, 7, 8, 9, 12, 13]  # gacrux: the same nine
    for _, _, _, teams, rule, message in rounds:
        assert rule.startswith("C.04.6 ") and rule != "C.04.6", rule
        assert teams, message
        assert all(f"{t}" in message for t in teams[:2]), message
    first = rounds[0]
    assert first[4] == "C.04.6 4.3.1" and first[3] == (4, 16)
    assert "published 16-4, art. 4.3.1 gives 4-16" in first[5]


def test_check_of_the_team_sample_prints_under_200_lines() -> None:
    result = CliRunner(env={"COLUMNS": "80"}).invoke(app, ["check", str(SAMPLE)])
    assert result.exit_code == 1, result.output
    lines = result.stdout.splitlines()
    assert len(lines) < 200, len(lines)
    heads = [line for line in lines if line.startswith("Round ")]
    assert len(heads) == 9


REAL_TEAM = [SAMPLE, FIXTURES / "real/sharly_chess/fide_tec_trf2026_sample.trf"]


@pytest.mark.parametrize("path", REAL_TEAM, ids=lambda p: p.name)
def test_team_explanations_hold_against_the_rounds_and_gacrux(path: Path) -> None:
    """Every claim checked from the rounds themselves, on both real team files: the rounds
    explained are the rounds gacrux's checker finds differing (witness); a colour rule of
    4.3 is named only when the published round has the rules' matches, and the teams it
    names play each other there with the colours swapped; any other rule names teams of
    differing matches or of the bracket in question."""
    if not gacrux_oracle.available():
        pytest.skip("gacrux is not installed (pip install -e '.[test]')")
    loaded = read_file(path)
    rounds = [rc for rc in replay_team(loaded.tournament) if not rc.ok]
    witness = {d.round_no for d in gacrux_oracle.check_file(str(path))}
    assert {rc.round_no for rc in rounds} == witness
    for rc in rounds:
        assert rc.rule and "C.04.6 " in rc.rule and rc.players, rc
        pairs = {frozenset(p) for p in rc.published}
        if "4.3." in rc.rule:
            assert pairs == {frozenset(p) for p in rc.expected}, rc.round_no
            swapped = [set(p) for p in rc.published if (p[1], p[0]) in rc.expected and p[1]]
            assert set(rc.players) in swapped, rc.round_no
        else:
            differing = {t for pair in set(rc.published) ^ set(rc.expected) for t in pair}
            assert set(rc.players) & differing, (rc.round_no, rc.rule, rc.players)
