"""PLY004 (docs/diagnostics.md) for a file cut right after the last player's rank column.

The example tournament (fixtures/examples/example-trf16.trf) with player 6's line cut
after column 89 (fixtures/broken/ply004_cut_after_rank.trf): the record reads as a player
without games, so players 3 and 5, who name 6 as opponent, meet asymmetric pairings
(RND002). The finding that names the damage is a PLY004 at the cut record itself (line 18,
column 90), and the RND002 findings depend on it. A record without round blocks that no
other player names (a file before round 1, a late entry) is no finding.
"""

from __future__ import annotations

from tests.conftest import FIXTURES
from trfcheck.trf import Severity, read
from trfcheck.verify.causes import find_causes

EXAMPLE = (FIXTURES / "examples" / "example-trf16.trf").read_text()
CUT = FIXTURES / "broken" / "ply004_cut_after_rank.trf"


def _lines() -> list[str]:
    return EXAMPLE.splitlines()


def test_a_record_cut_after_the_rank_is_ply004_at_that_record() -> None:
    loaded = read(CUT.read_bytes(), "cut.trf")
    cut = [f for f in loaded.findings if f.code == "PLY004"]
    assert [(f.line, f.column, f.severity, f.players) for f in cut] == [
        (18, 90, Severity.ERROR, (6,))
    ]
    assert "players 3, 5 name 6 as opponent" in cut[0].message


def test_the_asymmetric_pairings_depend_on_the_cut_record() -> None:
    loaded = read(CUT.read_bytes(), "cut.trf")
    causes = find_causes(loaded.tournament, loaded.findings)
    assert [(d.code, d.line) for d in causes.roots] == [("PLY004", 18)]
    asymmetric = [d for d in causes.diagnostics if d.code == "RND002"]
    assert [d.line for d in asymmetric] == [15, 17]  # players 3 and 5
    assert {d.depends_on for d in asymmetric} == {"PLY004 at line 18"}


def test_the_same_cut_without_a_trailing_line_end_is_found_too() -> None:
    lines = _lines()
    lines[-1] = lines[-1][:89]
    loaded = read("\n".join(lines).encode(), "cut.trf")
    assert [(f.code, f.line) for f in loaded.findings if f.code == "PLY004"] == [("PLY004", 18)]


def test_a_record_without_rounds_that_nobody_names_is_no_finding() -> None:
    """A late entry appended at the end of the file, before his first round: his line ends
    at the rank column and no other block names him."""
    lines = _lines()
    late = lines[-1][:89].replace("   6 m    Fischer, Jan ", "   7 m    Late, Entry  ")
    lines.append(late[:80] + " 0.0    7")
    lines[lines.index(next(ln for ln in lines if ln.startswith("062")))] = "062 7"
    loaded = read(("\n".join(lines) + "\n").encode(), "late.trf")
    assert len(lines[-1]) == 89
    assert not [f for f in loaded.findings if f.code in ("PLY004", "RND002")]


def test_a_file_before_round_1_is_no_finding() -> None:
    lines = [ln[:89] if ln.startswith("001") else ln for ln in _lines()]
    loaded = read(("\n".join(lines) + "\n").encode(), "before.trf")
    assert not [f for f in loaded.findings if f.code == "PLY004"]


def test_blank_round_blocks_written_out_are_not_a_cut() -> None:
    """A record padded with blanks past the rank column was written whole: the asymmetric
    pairing is then the finding, at the line that names the opponent."""
    lines = _lines()
    lines[-1] = lines[-1][:89].ljust(119)
    loaded = read(("\n".join(lines) + "\n").encode(), "blank.trf")
    assert not [f for f in loaded.findings if f.code == "PLY004"]
    assert [f.line for f in loaded.findings if f.code == "RND002"] == [15, 17]
