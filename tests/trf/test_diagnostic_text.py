"""How a finding reads on stderr (``Diagnostic.__str__``, ``one_line``): one line, as
compilers and linters write them: located ones as ``FILE:LINE:COL: severity
CODE: message [rule]``, the others as ``FILE: severity CODE: round r, players a,b: message
[rule]``, with what was expected and found when set, and every character printable."""

from __future__ import annotations

from tests.conftest import FIXTURES
from trfcheck.trf import read_file
from trfcheck.trf.diagnostics import Diagnostic, Severity


def test_a_tournament_wide_finding_names_no_empty_player_list() -> None:
    d = Diagnostic("HDR001", Severity.WARNING, None, (), "XXR", "too few", "6", "5")
    assert str(d) == "<input>: warning HDR001: too few: expected 6, found 5 [XXR]"
    assert d.one_line("t.trf") == "t.trf: warning HDR001: too few: expected 6, found 5 [XXR]"


def test_a_round_finding_names_its_players() -> None:
    d = Diagnostic("RMT001", Severity.ERROR, 3, (4, 9), "C1", "rematch")
    assert str(d) == "<input>: error RMT001: round 3, players 4,9: rematch [C1]"


def test_a_located_finding_starts_with_its_place() -> None:
    d = Diagnostic("RES001", Severity.ERROR, 2, (3,), "TRF", "unknown", "W", "'Q'", "a.trf", 5, 99)
    assert str(d) == "a.trf:5:99: error RES001: unknown: expected W, found 'Q' [TRF]"


def test_a_consequence_names_its_root_cause() -> None:
    d = Diagnostic(
        "RPL001", Severity.ERROR, 2, (1,), "C6", "differs", depends_on="PLY004 at line 9"
    )
    assert (
        str(d)
        == "<input>: error RPL001: round 2, player 1: differs (depends on PLY004 at line 9) [C6]"
    )


def test_control_characters_are_escaped() -> None:
    d = Diagnostic("LIN001", Severity.WARNING, None, (), "TRF", "unknown line", "", "'\x1b[2J'")
    assert "\x1b" not in str(d) and "\\x1b[2J" in str(d)


def test_fewer_rounds_declared_says_how_many() -> None:
    """py4swiss's too_many_results.trf declares 5 rounds (XXR) and has 6: the warning says
    both numbers (it used to say neither)."""
    path = FIXTURES / "external" / "py4swiss" / "too_many_results.trf"
    loaded = read_file(path)
    (hdr,) = [d for d in loaded.findings if d.code == "HDR001"]
    assert "fewer rounds declared than present: expected at least 6, found 5 [" in str(hdr)
    # located at the XXR record that declares the rounds, its value in column 5
    lines = path.read_text(encoding="utf-8").splitlines()
    (xxr,) = [i for i, line in enumerate(lines, start=1) if line.startswith("XXR")]
    assert (hdr.line, hdr.column) == (xxr, 5)
