"""How a finding reads on stderr (``Diagnostic.__str__``): located ones as ``FILE:LINE:COL``,
the others with their round (or the tournament), players and, when set, what was expected
and found."""

from __future__ import annotations

from tests.conftest import FIXTURES
from trfcheck.trf import read_file
from trfcheck.trf.diagnostics import Diagnostic, Severity


def test_a_tournament_wide_finding_names_no_empty_player_list() -> None:
    d = Diagnostic("HDR001", Severity.WARNING, None, (), "XXR", "too few", "6", "5")
    assert str(d) == "warning HDR001 [XXR] tournament: too few: expected 6, found 5"


def test_a_round_finding_names_its_players() -> None:
    d = Diagnostic("RMT001", Severity.ERROR, 3, (4, 9), "C1", "rematch")
    assert str(d) == "error RMT001 [C1] round 3 (4, 9): rematch"


def test_fewer_rounds_declared_says_how_many() -> None:
    """py4swiss's too_many_results.trf declares 5 rounds (XXR) and has 6: the warning says
    both numbers (it used to say neither)."""
    path = FIXTURES / "external" / "py4swiss" / "too_many_results.trf"
    loaded = read_file(path)
    (hdr,) = [d for d in loaded.findings if d.code == "HDR001"]
    assert str(hdr).endswith("fewer rounds declared than present: expected at least 6, found 5")
    # located at the XXR record that declares the rounds, its value in column 5
    lines = path.read_text(encoding="utf-8").splitlines()
    (xxr,) = [i for i, line in enumerate(lines, start=1) if line.startswith("XXR")]
    assert (hdr.line, hdr.column) == (xxr, 5)
