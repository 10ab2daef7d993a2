"""TEC "Exercises in Tie-Breaking" (IA M. Held, 2024): every published answer, both editions.

Golden data: ``fixtures/external/tiebreakserver/held_expected.csv`` (see SOURCES.md there):
``value_2023`` are the published answers (C.07 2023/2024 unplayed-round rules),
``value_2026`` the values under the caps of C.07 2026 art. 16.4. Exercises 23-26 give the
rank after ``PTS, DE`` (C.07 art. 6); an empty value means "no value" (exercise 18: the
only played game is cut).
"""

from __future__ import annotations

import csv
from dataclasses import replace
from fractions import Fraction
from functools import cache

import pytest

from tests.conftest import FIXTURES
from trfcheck.ruleset import TiebreakEdition
from trfcheck.standings.codes import parse_tiebreak
from trfcheck.standings.crosstable import Rounds
from trfcheck.standings.ranking import is_round_robin, standings
from trfcheck.standings.tiebreaks import format_value, values
from trfcheck.trf import read_file
from trfcheck.trf.model import Tournament

HELD = FIXTURES / "external" / "tiebreakserver"
EDITIONS = {"value_2023": TiebreakEdition.C2024, "value_2026": TiebreakEdition.C2026}


@cache
def _tournament(name: str) -> Tournament:
    return read_file(HELD / name).tournament


def _rows() -> list[dict[str, str]]:
    with (HELD / "held_expected.csv").open(encoding="utf-8") as f:
        return list(csv.DictReader(f))


def _cases() -> list[pytest.param]:  # type: ignore[valid-type]
    out = []
    for row in _rows():
        for column in EDITIONS:
            case_id = f"ex{row['exercise']}-{row['tiebreak']}-{row['player']}-{column[-4:]}"
            out.append(pytest.param(row, column, id=case_id))
    return out


def _computed(row: dict[str, str], edition: TiebreakEdition) -> str:
    t = _tournament(row["trf"])
    # The exercise is a round robin; the file has no 192/092 saying so (docs/tiebreaks.md:
    # no guessing from the field size), so the test says it.
    data = Rounds.of(t, edition, round_robin=row["trf"] == "held_round_robin.trf")
    player = int(row["player"])
    if row["tiebreak"].startswith("DE"):
        table = standings(data, [parse_tiebreak("PTS"), parse_tiebreak("DE")])
        return str(table.positions()[player][0])
    tb = parse_tiebreak(row["tiebreak"].replace("GE(=REP)", "GE"))
    return format_value(tb, values(data, tb)[player])


@pytest.mark.parametrize(("row", "column"), _cases())
def test_held_exercise(row: dict[str, str], column: str) -> None:
    """C.07 (the article of each code, ``codes.REGISTRY``): the published value."""
    expected = row[column]
    got = _computed(row, EDITIONS[column])
    if expected == "":
        assert got == "-", f"exercise {row['exercise']}: no value expected"
    else:
        assert Fraction(got) == Fraction(expected), f"exercise {row['exercise']} ({row['note']})"


def test_round_robin_is_not_guessed_from_the_field_size() -> None:
    """docs/tiebreaks.md (15.2): only 192/092 make a round robin; 6 players in 5 rounds are not
    enough."""
    assert not is_round_robin(_tournament("held_round_robin.trf"))
    marked = replace(_tournament("held_round_robin.trf"), event_type="Individual: Round-Robin")
    assert is_round_robin(marked)


def test_direct_encounter_counts_the_round_robin_forfeit() -> None:
    """C.07 15.2: in a round robin the forfeit 6-5 is a game, so 6, 5, 4 on 1.5 points; as a
    Swiss event (forfeits excluded, 6.1.1) 5 and 6 have not met and nobody is separated."""
    t = _tournament("held_round_robin.trf")
    criteria = [parse_tiebreak("PTS"), parse_tiebreak("DE")]
    rr = standings(Rounds.of(t, round_robin=True), criteria)
    assert rr.groups[-3:] == ((6,), (5,), (4,))
    swiss = standings(Rounds.of(t, round_robin=False), criteria)
    assert swiss.groups[-1] == (4, 5, 6)


def test_the_2026_caps_change_exactly_the_listed_values() -> None:
    """C.07 2026 16.4: 23 values of the csv change, all in the 5-round Swiss."""
    changed = [r for r in _rows() if r["value_2023"] != r["value_2026"]]
    assert len(changed) == 23
    assert {r["trf"] for r in changed} == {"held_swiss_5.trf"}
