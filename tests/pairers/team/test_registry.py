"""The Swiss Team system (C.04.6) is registered like the others (a team event
is one more system in the registry, not a special case).

``engine_for`` gives the team engine for a team Swiss (a 192 FIDE team Swiss code or
``--system team``) and refuses a team event that is not one, with the phrase the audit
reports as not checked; the audit's replay of a team file is the one replay, whose rounds
name teams (the published matches of the file, ``published_team_round``).
"""

from __future__ import annotations

import pytest

from tests.conftest import FIXTURES
from trfcheck.pairers.base import UnsupportedRules
from trfcheck.pairers.registry import ENGINES, engine_for
from trfcheck.pairers.team import TeamSystem, published_team_round
from trfcheck.ruleset import Overrides, System, resolve
from trfcheck.trf import read_file
from trfcheck.verify.audit import audit_tournament

TEAM = FIXTURES / "external" / "markdechamps-swiss-team-2026" / "team-2000.trf"
LEAGUE = FIXTURES / "real" / "icu_tournament" / "armstrong_2011.trf"


def test_every_system_with_an_engine_is_in_one_table() -> None:
    assert set(ENGINES) == {
        System.DUTCH,
        System.DUBOV,
        System.LIM,
        System.BURSTEIN,
        System.TEAM,
        System.DOUBLE,
    }


def test_a_team_swiss_gets_the_team_engine_from_the_registry() -> None:
    """192 FIDE_TEAM_MP_GP names a team Swiss (C.04.6): the resolver says so once."""
    t = read_file(TEAM).tournament
    ruleset = resolve(t)
    assert ruleset.swiss_team.value and "FIDE_TEAM_MP_GP" in ruleset.swiss_team.reason
    assert isinstance(engine_for(ruleset), TeamSystem)


def test_a_team_event_that_is_not_a_team_swiss_is_refused() -> None:
    """A league (092 Team League, no 192): C.04.6 does not pair it; ``--system team`` does."""
    t = read_file(LEAGUE).tournament
    with pytest.raises(UnsupportedRules) as refused:
        engine_for(resolve(t))
    assert refused.value.not_checked.startswith("a team event that is not a team Swiss")
    assert isinstance(engine_for(resolve(t, Overrides(system="team"))), TeamSystem)


def test_the_audit_replays_the_team_rounds_through_the_registry() -> None:
    """The audit's rounds are the file's published matches (team numbers, PAB as (team, 0)),
    each reproduced by the engine (the gacrux-paired corpus, tests/pairers/team/test_replay)."""
    t = read_file(TEAM).tournament
    result = audit_tournament(t, resolve(t))
    assert [rc.published for rc in result.rounds] == [
        published_team_round(t, r) for r in range(1, t.rounds_played + 1)
    ]
    assert all(rc.ok for rc in result.rounds) and result.scope == ()
