"""The check_rules API: names of systems and editions, the Diagnostic record, pairing lists."""

from __future__ import annotations

import json

import pytest

from tests.conftest import FIXTURES
from tests.named_rules import check_named
from trfcheck.ruleset import Overrides, PairingEdition, System, resolve
from trfcheck.trf import read_file
from trfcheck.trf.diagnostics import Diagnostic, Severity, sort_diagnostics
from trfcheck.verify.rules import PairingsFileError, parse_pairings

VERIFY = FIXTURES / "verify"


def test_violation_json_round_trip() -> None:
    """to_dict gives the issue's six keys and from_dict reads them back."""
    v = Diagnostic("RMT001", Severity.ERROR, 5, (5, 6), "C.04.1 art. 2", "met twice")
    data = v.to_dict()
    assert set(data) == {"code", "severity", "round", "players", "rule", "message"}
    assert json.loads(json.dumps(data))["severity"] == "error"
    assert Diagnostic.from_dict(data) == v


def test_sort_puts_tournament_wide_findings_last() -> None:
    a = Diagnostic("INI001", Severity.WARNING, None, (3, 4), "C.04.2 art. 2.2", "")
    b = Diagnostic("RMT001", Severity.ERROR, 2, (1, 2), "C.04.1 art. 2", "")
    assert sort_diagnostics([a, b]) == [b, a]


@pytest.mark.parametrize(
    ("name", "system"),
    [
        ("dutch", System.DUTCH),
        ("FIDE_DUTCH_2026_BAKU", System.DUTCH),
        ("Dubov", System.DUBOV),
        ("FIDE_BURSTEIN", System.BURSTEIN),
        ("lim", System.LIM),
        ("FIDE_TEAM_BAKU", System.TEAM),
        ("", System.GENERIC),
        (None, System.GENERIC),
    ],
)
def test_parse_system(name: str | None, system: System) -> None:
    assert System.parse(name) is system


def test_unknown_system_and_edition_are_refused() -> None:
    t = read_file(VERIFY / "clean_base_a.trf").tournament
    with pytest.raises(ValueError, match="unknown pairing system"):
        resolve(t, Overrides(system="monrad", edition="2026"))
    with pytest.raises(ValueError, match="unknown rules edition"):
        resolve(t, Overrides(system="dutch", edition="1997"))


def test_editions_by_name_and_date() -> None:
    """2026 rules from 1 Feb 2026 by the 042 date; 2017/2018/pre2026 name the old texts."""
    assert PairingEdition.parse("2017") is PairingEdition.PRE2026
    assert PairingEdition.parse("pre2026") is PairingEdition.PRE2026
    assert PairingEdition.parse("2026") is PairingEdition.R2026
    clean = read_file(VERIFY / "clean_base_a.trf").tournament
    assert resolve(clean).edition.value is PairingEdition.R2026
    old = read_file(VERIFY / "bye_after_forfeit_win_pre2026.trf").tournament
    assert resolve(old).edition.value is PairingEdition.PRE2026


def test_team_event_checks_only_the_file() -> None:
    """A FIDE_TEAM_... event pairs teams: the colour and rematch rules of players do not apply."""
    t = read_file(VERIFY / "colours_three_in_a_row.trf").tournament
    assert [v.code for v in check_named(t, "generic", "2026")] == ["CLR002", "CLR002"]
    assert check_named(t, "FIDE_TEAM_BAKU", "2026") == []


def test_reader_findings_are_reported_once() -> None:
    """Without the load findings check_rules runs the reader's checks; with () it reports none."""
    t = read_file(VERIFY / "crosstable_results.trf").tournament
    assert [v.code for v in check_named(t, "generic", "2026")] == ["RND004"]
    assert check_named(t, "generic", "2026", findings=()) == []


def test_every_message_cites_its_rule() -> None:
    """The rule is in the record and named in the message."""
    for case in sorted(VERIFY.glob("*.trf")):
        for v in check_named(read_file(case).tournament, "dutch", "2026"):
            assert v.rule
            if v.code.startswith(("RMT", "CLR", "BYE", "FLT", "STD", "INI", "BRD00")):
                assert v.rule.split(" (")[0] in v.message or v.code == "STD002", v


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1,3\n", "expected board,white,black"),
        ("1,x,3\n", "white: expected a whole number"),
        ('{"boards": 3}', "expected a list of boards"),
        ('{"boards": [', "expected JSON"),
        ('[{"white": 1}]', "expected {board, white, black}"),
        ('{"boards": [], "byes": [{"player": 3, "kind": "Q"}]}', "expected a kind PAB"),
        ('{"boards": [], "byes": [{"kind": "PAB"}]}', "expected {player, kind}"),
    ],
)
def test_bad_pairing_lists(text: str, message: str) -> None:
    """A pairing list that cannot be read says where, what was expected and what was found."""
    with pytest.raises(PairingsFileError, match=message):
        parse_pairings(text, "list.csv")


def test_pairing_list_forms() -> None:
    """CSV with or without header, JSON object or list of rows; black 0 is a bye."""
    a = parse_pairings("board,white,black\n1,3,7\n2,5,0\n")
    b = parse_pairings("[[1, 3, 7], [2, 5, 0]]")
    assert a.boards == b.boards
    assert a.boards[1].black == 0
    assert parse_pairings('{"round": 4, "boards": [[1, 3, 7]]}').round_no == 4


def test_pairing_list_with_the_byes_of_trfcheck_pair() -> None:
    """The form ``trfcheck pair --format json`` writes (README, "Pairing"): the PAB
    in ``byes`` is the board after the last (C.04.2 art. 3.6, the PAB last); a requested
    bye (H, F, Z) is no board."""
    text = (
        '{"round": 2, "boards": [{"board": 1, "white": 12, "black": 7}], '
        '"byes": [{"player": 15, "kind": "PAB"}, {"player": 4, "kind": "H"}]}'
    )
    pairing = parse_pairings(text)
    assert [(b.board, b.white, b.black) for b in pairing.boards] == [(1, 12, 7), (2, 15, 0)]
