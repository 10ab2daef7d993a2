"""Write fixtures/broken/: one defect per reader finding code, and where it is.

Each file is the specification's example (fixtures/examples/example-trf16.trf, 6 players,
3 rounds) with one edit. The expected place of the finding is derived here from the edit
and the column table of the TRF16 001 record (docs/trf-format.md: start rank 5-8, rating 49-52,
points 81-84, round r's block at b = 92 + 10 (r - 1): opponent b..b+3, colour b+5,
result b+7), never from trfcheck's output. ``alternatives`` lists the other line of a
pair when the defect is a contradiction between two 001 lines (either line is the cause).

    python scripts/make_broken_fixtures.py      # rewrites fixtures/broken/
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BASE = ROOT / "fixtures" / "examples" / "example-trf16.trf"
OUT = ROOT / "fixtures" / "broken"

# 1-based line of each player's 001 record in the base file.
PLAYER_LINE = {sr: 12 + sr for sr in range(1, 7)}


def block(round_no: int) -> int:
    """First column of round ``round_no``'s block (docs/trf-format.md, "Round blocks")."""
    return 92 + 10 * (round_no - 1)


@dataclass(frozen=True)
class Case:
    """One broken file: its defect and where the finding must point."""

    name: str
    code: str
    severity: str
    line: int
    column: int
    defect: str
    alternatives: list[list[int]] = field(default_factory=list)


def _put(lines: list[str], line: int, column: int, text: str) -> None:
    """Overwrite ``text`` at 1-based ``line`` and ``column``."""
    s = lines[line - 1]
    lines[line - 1] = s[: column - 1] + text + s[column - 1 + len(text) :]


def _cases(base: list[str]) -> list[tuple[Case, list[str]]]:
    out: list[tuple[Case, list[str]]] = []

    def edit(case: Case, *changes: tuple[int, int, str]) -> None:
        lines = list(base)
        for line, column, text in changes:
            _put(lines, line, column, text)
        out.append((case, lines))

    p = PLAYER_LINE
    edit(
        Case("ply001_duplicate_rank", "PLY001", "error", p[3], 5, "player 3's start rank is 2"),
        (p[3], 5, "   2"),
    )
    edit(
        Case("ply002_rating_letters", "PLY002", "warning", p[4], 49, "rating 22O5 (letter O)"),
        (p[4], 49, "22O5"),
    )
    edit(
        Case(
            "ply004_truncated",
            "PLY004",
            "error",
            p[6],
            67,
            "player 6's line cut after column 66, inside the FIDE ID",
        ),
    )
    out[-1][1][p[6] - 1] = out[-1][1][p[6] - 1][:66]
    edit(
        Case(
            "ply004_cut_after_rank",
            "PLY004",
            "error",
            p[6],
            90,
            "player 6's line cut after column 89, the rank: no round blocks, while players 3 "
            "and 5 name 6 as opponent (their RND002 findings depend on it)",
        ),
    )
    out[-1][1][p[6] - 1] = out[-1][1][p[6] - 1][:89]
    edit(
        Case("rnd001_unknown_opponent", "RND001", "error", p[1], block(1), "opponent 99"),
        (p[1], block(1), "  99"),
    )
    edit(
        Case(
            "rnd003_same_colours",
            "RND003",
            "error",
            p[2],
            block(1) + 5,
            "player 2 has White against 5, who also has White",
            [[p[5], block(1) + 5]],
        ),
        (p[2], block(1) + 5, "w"),
    )
    edit(
        Case(
            "rnd004_both_win",
            "RND004",
            "error",
            p[5],
            block(1) + 7,
            "player 5 and player 2 both win round 1 (0-0, 0-1/2 and 1/2-0 are legal unusual "
            "results, trf.md §7; 1-1 is not)",
            [[p[2], block(1) + 7]],
        ),
        (p[5], block(1) + 7, "1"),
        (p[5], 81, " 2.0"),
    )
    edit(
        Case(
            "rnd006_two_pabs",
            "RND006",
            "error",
            p[6],
            block(2) + 7,
            "player 6 also has the PAB in round 2",
            [[p[5], block(2) + 7]],
        ),
        (p[6], block(2) + 7, "U"),
        (p[6], 81, " 2.0"),
    )
    edit(
        Case("pts001_points", "PTS001", "error", p[1], 81, "player 1's points 3.5, not 2.5"),
        (p[1], 81, " 3.5"),
    )
    edit(
        Case("res001_unknown_result", "RES001", "error", p[3], block(1) + 7, "result Q"),
        (p[3], block(1) + 7, "Q"),
    )
    edit(
        Case("res002_unknown_colour", "RES002", "error", p[3], block(2) + 5, "colour x"),
        (p[3], block(2) + 5, "x"),
    )
    edit(
        Case("res010_plus_bye", "RES010", "warning", p[5], block(2) + 7, "PAB as 0000 - +"),
        (p[5], block(2) + 7, "+"),
    )
    edit(
        Case("res011_equals_bye", "RES011", "warning", p[6], block(2) + 7, "H as 0000 - ="),
        (p[6], block(2) + 7, "="),
    )
    edit(
        Case(
            "res012_minus_bye",
            "RES012",
            "warning",
            p[6],
            block(2) + 7,
            "absence as 0000 - - (points adjusted to 1.0)",
        ),
        (p[6], block(2) + 7, "-"),
        (p[6], 81, " 1.0"),
    )
    edit(
        Case("res014_draw_bye", "RES014", "warning", p[6], block(2) + 7, "H as 0000 - D"),
        (p[6], block(2) + 7, "D"),
    )
    edit(
        Case(
            "res015_blank_result",
            "RES015",
            "warning",
            p[6],
            block(2) + 7,
            "0000 - with no result; the points column still credits the H",
        ),
        (p[6], block(2) + 7, " "),
    )
    edit(Case("hdr001_player_count", "HDR001", "warning", 6, 5, "062 says 7 players"), (6, 5, "7"))
    edit(
        Case("hdr003_start_date", "HDR003", "warning", 4, 5, "042 2026/13/45"), (4, 5, "2026/13/45")
    )
    out.append(
        (Case("hdr004_rounds_word", "HDR004", "warning", 19, 5, "XXR five"), [*base, "XXR five"])
    )
    out.append(
        (
            Case("lin001_unknown_line", "LIN001", "warning", 19, 1, "a line 999 hello"),
            [*base, "999 hello"],
        )
    )
    out.append(
        (
            Case("ext002_xxa_value", "EXT002", "warning", 19, 10, "XXA    1  x.x"),
            [*base, "XXA    1  x.x"],
        )
    )
    out.append(
        (Case("t26005_initial_colour", "T26005", "warning", 19, 5, "152 X"), [*base, "152 X"])
    )
    edit(
        Case(
            "ply001_gap_in_ranks",
            "PLY001",
            "warning",
            p[6],
            5,
            "start ranks 1-5 and 7 (no 6); player 5's opponent renumbered too",
        ),
        (p[6], 5, "   7"),
        (p[3], block(1), "   7"),
        (p[5], block(3), "   7"),
    )
    edit(
        Case(
            "rnd002_asymmetric",
            "RND002",
            "error",
            p[4],
            block(3),
            "player 4 names 3 in round 3, player 3 names 1, player 2 still names 4",
            [[p[3], block(3)], [p[2], block(3)]],
        ),
        (p[4], block(3), "   3"),
    )
    edit(
        Case(
            "rnd005_bye_with_opponent",
            "RND005",
            "error",
            p[6],
            block(2),
            "player 6's H bye names opponent 4 (the opponent or the code is wrong)",
            [[p[6], block(2) + 7]],
        ),
        (p[6], block(2), "   4"),
    )
    edit(
        Case(
            "ply003_shifted_record",
            "PLY003",
            "error",
            p[3],
            1,
            "player 3's 001 line starts with a blank: every field one column right",
        ),
    )
    out[-1][1][p[3] - 1] = " " + out[-1][1][p[3] - 1]
    edit(
        Case(
            "ply003_shifted_block",
            "PLY003",
            "warning",
            p[2],
            block(2) + 4,
            "a character in the blank column between opponent and colour of round 2",
        ),
        (p[2], block(2) + 4, "x"),
    )
    out.append(
        (
            Case("ext001_xxs_code", "EXT001", "warning", 19, 5, "XXS Q=1.0 (no scoring code Q)"),
            [*base, "XXS Q=1.0"],
        )
    )
    out.append(
        (
            Case("val001_rounds", "VAL001", "error", 19, 5, "XXR 1000 (at most 999 rounds)"),
            [*base, "XXR 1000"],
        )
    )
    return out


def main() -> None:
    base = BASE.read_text().splitlines()
    OUT.mkdir(exist_ok=True)
    manifest = []
    for case, lines in _cases(base):
        (OUT / f"{case.name}.trf").write_text("\n".join(lines) + "\n")
        manifest.append(asdict(case))
    # ENC001: one CP1252 byte in a name (not UTF-8); the finding is about the whole file.
    enc = BASE.read_bytes().replace(b"Berg, Anna ", b"Berg, Ann\xe9 ")
    (OUT / "enc001_cp1252.trf").write_bytes(enc)
    manifest.append(asdict(Case("enc001_cp1252", "ENC001", "warning", 1, 1, "byte E9 in a name")))
    text = json.dumps({"source": __doc__.split("\n\n")[0], "cases": manifest}, indent=1)
    (OUT / "manifest.json").write_text(text + "\n")


if __name__ == "__main__":
    main()
