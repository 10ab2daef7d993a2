"""Write fixtures/verify/: small tournaments with one kind of defect each, and their golden files.

Run from the repository root: ``python scripts/make_verify_fixtures.py``. It uses no trfcheck
code: the TRF lines are written here from a compact description, points are summed and ranks
given by points here, and every expected finding is written below by hand, derived from the
defect introduced (fixtures/verify/README.md tells the derivations). Re-running it rewrites the
same bytes.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "fixtures" / "verify"

# (white, black, result) with result "1-0", "0-1", "=", "+-", "-+", "--"; or (player, bye) with
# bye "U", "H", "F", "Z".
Game = tuple[int, int, str]
Bye = tuple[int, str]
Round = Sequence[Game | Bye]

NAMES = ["Alder", "Birch", "Cedar", "Dogwood", "Elm", "Fir", "Ginkgo", "Hazel"]
RATINGS = [2400, 2350, 2300, 2250, 2200, 2150, 2100, 2050]

# A clean 8-player, 5-round Swiss: no rematch, colours alternate, no bye (README).
BASE_A: list[Round] = [
    [(1, 5, "1-0"), (6, 2, "0-1"), (3, 7, "1-0"), (8, 4, "0-1")],
    [(4, 1, "0-1"), (2, 3, "="), (5, 6, "1-0"), (7, 8, "=")],
    [(1, 2, "="), (8, 5, "0-1"), (3, 4, "1-0"), (6, 7, "1-0")],
    [(2, 8, "1-0"), (4, 6, "="), (5, 3, "0-1"), (7, 1, "0-1")],
    [(1, 3, "="), (6, 8, "1-0"), (4, 2, "0-1"), (7, 5, "0-1")],
]

# 8 players, 5 of 6 rounds: player 8 loses every game and is paired upwards from round 2.
BASE_C: list[Round] = [
    [(1, 5, "1-0"), (6, 2, "0-1"), (3, 7, "1-0"), (8, 4, "0-1")],
    [(1, 8, "1-0"), (2, 3, "="), (4, 5, "1-0"), (7, 6, "=")],
    [(8, 2, "0-1"), (4, 1, "0-1"), (6, 3, "0-1"), (5, 7, "=")],
    [(3, 8, "1-0"), (2, 1, "="), (7, 4, "0-1"), (5, 6, "1-0")],
    [(8, 7, "0-1"), (1, 6, "1-0"), (4, 3, "="), (2, 5, "1-0")],
]

# 5 players, 4 rounds, a PAB every round (players 3, 5, 4, 2).
BASE_D: list[Round] = [
    [(1, 4, "1-0"), (5, 2, "0-1"), (3, "U")],
    [(2, 1, "="), (4, 3, "0-1"), (5, "U")],
    [(3, 2, "="), (1, 5, "1-0"), (4, "U")],
    [(3, 1, "="), (5, 4, "0-1"), (2, "U")],
]

_RESULTS = {"1-0": ("1", "0"), "0-1": ("0", "1"), "=": ("=", "="), "+-": ("+", "-")}
_RESULTS |= {"-+": ("-", "+"), "--": ("-", "-")}
_POINTS = {"1": 10, "=": 5, "0": 0, "+": 10, "-": 0, "U": 10, "H": 5, "F": 10, "Z": 0}


@dataclass
class Case:
    """One fixture: the tournament, how to check it, and the findings expected by hand."""

    name: str
    why: str
    rounds: Sequence[Round]
    expected: Sequence[tuple[str, str, int | None, list[int]]]
    system: str = "generic"
    edition: str = "2026"
    players: int = 8
    total: int | None = None
    ratings: dict[int, int] = field(default_factory=dict)
    titles: dict[int, str] = field(default_factory=dict)
    names: dict[int, str] = field(default_factory=dict)
    points: dict[int, float] = field(default_factory=dict)  # declared points overriding sums
    ranks: dict[int, int] = field(default_factory=dict)  # declared ranks overriding
    overrides: dict[tuple[int, int], str] = field(default_factory=dict)  # (player, round) block
    extra: list[str] = field(default_factory=list)  # header lines (XXS, 202 ...)
    start: str = "2026/03/01"
    pairings: tuple[str, str] | None = None  # (file suffix, content)
    options: dict[str, bool] = field(default_factory=dict)


def blocks(rounds: Sequence[Round], n: int) -> dict[int, list[str]]:
    """The 10-column round blocks of every player (col 92 onwards), from the round lists."""
    out: dict[int, list[str]] = {p: [] for p in range(1, n + 1)}
    for r, pairs in enumerate(rounds, start=1):
        for item in pairs:
            if len(item) == 2:
                pid, bye = item
                out[pid].append(f"  0000 - {bye}")
            elif len(item) == 3:
                white, black, result = item
                rw, rb = _RESULTS[result]
                out[white].append(f"  {black:4d} w {rw}")
                out[black].append(f"  {white:4d} b {rb}")
        for p in out:
            if len(out[p]) < r:
                out[p].append("          ")
    return out


def render(case: Case) -> str:
    """The TRF text of ``case`` (TRF16 001 columns, docs/trf-format.md)."""
    n = case.players
    rounds = blocks(case.rounds, n)
    for (pid, r), text in case.overrides.items():
        rounds[pid][r - 1] = text
    sums = {p: sum(_POINTS.get(b[-1], 0) for b in rounds[p] if b.strip()) for p in rounds}
    points = {p: case.points.get(p, sums[p] / 10) for p in rounds}
    order = sorted(rounds, key=lambda p: (-sums[p], p))
    ranks = {p: case.ranks.get(p, order.index(p) + 1) for p in rounds}
    lines = [f"012 verify fixture {case.name}", f"042 {case.start}", f"062 {n}"]
    lines += [f"XXR {case.total or len(case.rounds)}", *case.extra]
    for p in range(1, n + 1):
        name = case.names[p] if p in case.names else f"{NAMES[p - 1]}, Player"
        rating = case.ratings[p] if p in case.ratings else RATINGS[p - 1]
        title = case.titles.get(p, "")
        head = f"001 {p:4d} m{title:>3} {name:<33} {rating:4d}     {'':11} {'':10}"
        head += f" {points[p]:4.1f} {ranks[p]:4d}"
        lines.append((head + "".join(rounds[p])).rstrip())
    return "\n".join(lines) + "\n"


BOARDS_ORDER = json.dumps(
    {
        "round": 5,
        "boards": [
            {"board": 1, "white": 1, "black": 3},
            {"board": 2, "white": 7, "black": 5},
            {"board": 3, "white": 4, "black": 2},
            {"board": 4, "white": 6, "black": 8},
        ],
    },
    indent=1,
)


def cases() -> list[Case]:
    """Every fixture with its expected findings (code, severity, round, players)."""
    a, c, d = BASE_A, BASE_C, BASE_D
    r5_rematch: Round = [(1, 3, "="), (6, 5, "1-0"), (4, 2, "0-1"), (7, 8, "0-1")]
    a_forfeit_r1: Round = [(1, 5, "1-0"), (6, 2, "0-1"), (3, 7, "1-0"), (8, 4, "-+")]
    r5_forfeit_rematch: Round = [(1, 3, "="), (8, 4, "1-0"), (6, 2, "0-1"), (7, 5, "0-1")]
    r3_swapped: Round = [(2, 1, "="), (8, 5, "0-1"), (3, 4, "1-0"), (6, 7, "1-0")]
    r4_1_white: Round = [(2, 8, "1-0"), (4, 6, "="), (5, 3, "0-1"), (1, 7, "1-0")]
    dutch_a: list[tuple[str, str, int | None, list[int]]] = [
        ("FLT001", "warning", 4, [1]),
        ("FLT001", "warning", 4, [3]),
        ("FLT001", "warning", 5, [2]),
        ("FLT002", "warning", 4, [8]),
        ("FLT002", "warning", 5, [7]),
        ("FLT002", "warning", 5, [8]),
    ]
    d_second_pab: list[Round] = [*d[:3], [(2, 4, "1-0"), (3, 1, "="), (5, "U")]]
    d_full_bye: list[Round] = [
        [(1, 4, "1-0"), (3, 5, "1-0"), (2, "F")],
        [(2, 1, "="), (4, 3, "0-1"), (5, "U")],
        [(3, 2, "="), (1, 5, "1-0"), (4, "U")],
        [(3, 1, "="), (5, 4, "0-1"), (2, "U")],
    ]
    d_forfeit: list[Round] = [[(1, 4, "1-0"), (5, 2, "-+"), (3, "U")], *d[1:]]
    d_lim_later: list[Round] = [*d[:3], [(2, 4, "1-0"), (5, 3, "="), (1, "U")]]
    lim_maxi: list[Round] = [
        [(1, 4, "1-0"), (2, 3, "1-0"), (5, "U")],
        [(3, 1, "0-1"), (5, 2, "0-1"), (4, "U")],
    ]
    # Round 3: the 0.5-point group {5, 7, 8} (below the median, paired upward) receives 2
    # (0 points) as an upfloater; 2 meets 8 and 5-7 is paired: the group is even with the
    # floater and floats nobody (2.3.4), so 8 is no evenness floater (README).
    # Round 2: the 1-point group {1, 2, 3, 8, 9} floats #8 (due Black like the majority, 66
    # points from #9: 3.2.2-3.2.3); the median (0.5) is empty and #8 has met #4, the upfloater,
    # so 2.6 undoes 3-9: 3-4 and 9-8 are paired there (README).
    lim_maxi_crack: list[Round] = [
        [(1, 5, "1-0"), (6, 2, "0-1"), (3, 7, "1-0"), (8, 4, "1-0"), (9, "U")],
        [(2, 1, "1-0"), (9, 8, "0-1"), (4, 3, "1-0"), (5, 6, "1-0"), (7, "U")],
    ]
    # Round 3: the 1.5-point group {1, 3, 6} floats #3 although #6 is the lowest ranked: #6
    # has met #2 and, like #8, has had White twice, so he has no opponent in the next group
    # (type c; 3.9.2 floats the type d #3 first) (README).
    lim_maxi_type_c: list[Round] = [
        [(1, 5, "="), (6, 2, "1-0"), (3, 7, "1-0"), (8, 4, "1-0")],
        [(8, 1, "0-1"), (2, 5, "1-0"), (6, 3, "="), (7, 4, "=")],
        [(1, 6, "0-1"), (4, 2, "1-0"), (3, 8, "1-0"), (5, 7, "1-0")],
    ]
    lim_maxi_incoming: list[Round] = [
        [(1, 5, "1-0"), (6, 2, "1-0"), (3, 7, "="), (8, 4, "0-1")],
        [(4, 1, "0-1"), (2, 3, "0-1"), (7, 6, "0-1"), (5, 8, "=")],
        [(1, 6, "="), (3, 4, "="), (8, 2, "0-1"), (7, 5, "=")],
    ]
    return [
        Case("clean_base_a", "the clean base: no finding", a, []),
        Case(
            "rematch_two_pairs",
            "round 5 pairs 6-5 and 7-8, who played in round 2",
            [*a[:4], r5_rematch],
            [("RMT001", "error", 5, [5, 6]), ("RMT001", "error", 5, [7, 8])],
        ),
        Case(
            "rematch_after_forfeit",
            "8-4 is forfeited in round 1 and played in round 5 (allowed, GHR 3.5); 6-2, played "
            "in round 1, meets again in round 5",
            [a_forfeit_r1, *a[1:4], r5_forfeit_rematch],
            [("RMT001", "error", 5, [2, 6])],
        ),
        Case(
            "rematch_forbidden_pairs",
            "XXP forbids 5-6 (they play in round 2); 260 forbids 1-3 in rounds 4-5 (round 5)",
            a,
            [("RMT002", "error", 2, [5, 6]), ("RMT002", "error", 5, [1, 3])],
            extra=["XXP 5 6", "260   4   5    1    3"],
        ),
        Case(
            "colours_three_in_a_row",
            "round 3 game 1-2 with colours swapped: 1 gets B B B, 2 gets W W W in rounds 2-4",
            [*a[:2], r3_swapped, *a[3:]],
            [("CLR002", "error", 4, [1]), ("CLR002", "error", 4, [2])],
        ),
        Case(
            "colours_last_round_dutch",
            "1 plays White in rounds 3, 4 and 5 (CD +3); round 5 is the last and 1 a topscorer "
            "(3.5 of 4): the Dutch exception applies",
            [*a[:3], r4_1_white, a[4]],
            [("CLR001", "info", 5, [1]), ("CLR002", "info", 5, [1]), *dutch_a],
            system="dutch",
        ),
        Case(
            "colours_last_round_dubov",
            "the same file under Dubov: no exception",
            [*a[:3], r4_1_white, a[4]],
            [
                ("CLR001", "error", 5, [1]),
                ("CLR002", "error", 5, [1]),
                ("FLT004", "warning", 4, [8]),
            ],
            system="dubov",
        ),
        Case(
            "bye_second_pab",
            "round 4 gives the PAB to 5, who had it in round 2",
            d_second_pab,
            [("BYE001", "error", 4, [5])],
            players=5,
        ),
        Case(
            "bye_after_full_point_bye_2026",
            "2 takes a full-point bye in round 1 and gets the PAB in round 4 (2026 art. 4)",
            d_full_bye,
            [("BYE002", "error", 4, [2])],
            players=5,
        ),
        Case(
            "bye_after_full_point_bye_pre2026",
            "the same file under the pre-2026 rules: a full-point bye did not bar the PAB",
            d_full_bye,
            [],
            players=5,
            edition="pre2026",
            start="2025/03/01",
        ),
        Case(
            "bye_after_forfeit_win_pre2026",
            "2 wins by forfeit in round 1 and gets the PAB in round 4 (C.04.1 d)",
            d_forfeit,
            [("BYE002", "error", 4, [2])],
            players=5,
            edition="pre2026",
            start="2025/03/01",
        ),
        Case(
            "floats_dutch_base",
            "base A under Dutch 2026: repeated floats",
            a,
            dutch_a,
            system="dutch",
        ),
        Case(
            "floats_dutch_upward",
            "player 8 paired upwards in rounds 2-5, under Dutch 2026",
            c,
            [
                ("FLT001", "warning", 4, [3]),
                ("FLT001", "warning", 5, [1]),
                ("FLT001", "warning", 5, [3]),
                ("FLT002", "warning", 3, [5]),
                ("FLT002", "warning", 3, [8]),
                ("FLT002", "warning", 4, [8]),
                ("FLT002", "warning", 5, [8]),
            ],
            system="dutch",
            total=6,
        ),
        Case(
            "floats_dubov_max_upfloater",
            "player 8 upfloats in rounds 2-5 of 6 (MaxT 3): Dubov [C8] and [C10]",
            c,
            [
                ("FLT003", "warning", 5, [8]),
                ("FLT004", "warning", 3, [5]),
                ("FLT004", "warning", 3, [8]),
                ("FLT004", "warning", 4, [8]),
                ("FLT004", "warning", 5, [8]),
            ],
            system="dubov",
            total=6,
        ),
        Case(
            "lim_pab_round_one",
            "Lim: the round-1 PAB goes to 3, not to the lowest-rated 5 (art. 7.1)",
            d,
            [("BYE003", "error", 1, [3, 5])],
            system="lim",
            players=5,
        ),
        Case(
            "lim_pab_later_round",
            "Lim: round 4 PAB to 1 (2.5 points) while 2 (2 points, eligible) could take it",
            d_lim_later,
            [("BYE003", "error", 1, [3, 5]), ("BYE003", "error", 4, [1, 2])],
            system="lim",
            players=5,
        ),
        Case(
            "lim_maxi_floater",
            "Lim maxi-tournament: 1 (2500) floats down from the 1-point group instead of 5 "
            "(2200), who did not float in round 1",
            lim_maxi,
            [("FLT005", "error", 2, [1, 5])],
            system="lim",
            players=5,
            total=4,
            ratings={1: 2500},
            options={"lim_maxi": True},
        ),
        Case(
            "lim_maxi_crack",
            "Lim Maxi-tournament, clean: in round 2 #3 leaves the 1-point group although #9, "
            "867 points below him, did not float; the 2.3.4 floater was #8 and 2.6 undid 3-9",
            lim_maxi_crack,
            [],
            system="lim",
            players=9,
            total=7,
            ratings={1: 2400, 2: 2381, 3: 2312, 4: 2212, 5: 2072, 6: 2026, 7: 1516, 8: 1511}
            | {9: 1445},
            names={9: "Ivy, Player"},
            options={"lim_maxi": True},
        ),
        Case(
            "lim_maxi_type_c",
            "Lim Maxi-tournament, clean: in round 3 #3 floats from the 1.5-point group, 393 "
            "points above #6, who has no compatible opponent in the next group (type c)",
            lim_maxi_type_c,
            [],
            system="lim",
            total=4,
            ratings={1: 1574, 2: 1548, 3: 1542, 4: 1402, 5: 1236, 6: 1149, 7: 1067, 8: 1010},
            options={"lim_maxi": True},
        ),
        Case(
            "lim_maxi_incoming",
            "Lim maxi-tournament, clean: in round 3 the odd 0.5-point group {5, 7, 8} receives "
            "the upfloater 2, who meets 8 (150 points below 5); nobody floats out to make the "
            "group even",
            lim_maxi_incoming,
            [],
            system="lim",
            options={"lim_maxi": True},
        ),
        Case(
            "crosstable_asymmetric",
            "7's round-2 block names 6 instead of 8",
            a,
            [("RND002", "error", 2, [7]), ("RND002", "error", 2, [8])],
            overrides={(7, 2): "     6 w ="},
        ),
        Case(
            "crosstable_results",
            "round 3: both 3 and 4 record a win",
            a,
            [("RND004", "error", 3, [3])],
            overrides={(4, 3): "     3 b 1"},
        ),
        Case(
            "crosstable_colours",
            "round 4: both 2 and 8 record White",
            a,
            [("RND003", "error", 4, [2])],
            overrides={(8, 4): "     2 w 0"},
        ),
        Case(
            "crosstable_forfeits",
            "round 2: 7 and 8 both record a forfeit win",
            a,
            [("RND004", "error", 2, [7])],
            overrides={(7, 2): "     8 w +", (8, 2): "     7 b +"},
        ),
        Case(
            "points_declared",
            "player 3 declares 3.5 points for results worth 4.0",
            a,
            [("PTS001", "error", None, [3])],
            points={3: 3.5},
        ),
        Case(
            "points_scoring_system",
            "XXS W=3 D=1 but the points are written under 1/0.5/0",
            a,
            [("PTS001", "error", None, [p]) for p in range(1, 9)],
            extra=["XXS W=3 D=1"],
        ),
        Case(
            "ranks_points",
            "ranks of 5 (3.0 points) and 6 (2.5 points) swapped",
            a,
            [("STD001", "error", None, [5]), ("STD001", "error", None, [6])],
            ranks={5: 5, 6: 4},
        ),
        Case(
            "ranks_tiebreak",
            "202 BH,KS: 1 and 3 (BH 13.0) outrank 2 (BH 12.5) on 4.0 points; KS not computed",
            a,
            [
                ("STD001", "error", None, [2]),
                ("STD001", "error", None, [3]),
                ("STD002", "info", None, []),
            ],
            extra=["202 BH,KS"],
        ),
        Case(
            "initial_rating",
            "4 is rated 2320, above 3 (2300)",
            a,
            [("INI001", "warning", None, [3, 4])],
            ratings={4: 2320},
        ),
        Case(
            "initial_title_name",
            "5 and 6 both 2200, 6 an FM; 7 and 8 both 2100 untitled, 8's name first",
            a,
            [("INI001", "warning", None, [5, 6]), ("INI001", "warning", None, [7, 8])],
            ratings={6: 2200, 8: 2100},
            titles={6: "FM"},
            names={7: "Zeta, Player", 8: "Alpha, Player"},
        ),
        Case(
            "boards_order",
            "round 5 list (JSON) puts 7-5 (scores 2+0.5) before 4-2 (3+1.5)",
            a,
            [("BRD001", "warning", 5, [7, 5, 4, 2])],
            pairings=("pairings.json", BOARDS_ORDER + "\n"),
        ),
        Case(
            "boards_mismatch",
            "round 5 list (CSV) has 3 with White against 1 and leaves out 6-8",
            a,
            [("BRD002", "error", 5, [3, 1]), ("BRD002", "error", 5, [6, 8])],
            pairings=("pairings.csv", "board,white,black\n1,3,1\n2,4,2\n3,7,5\n"),
        ),
        Case(
            "boards_malformed",
            "round 5 list (CSV) puts 1 on two boards and names a player 9",
            a,
            [("BRD003", "error", 5, [1]), ("BRD003", "error", 5, [9])],
            pairings=("pairings.csv", "1,1,3,5\n2,4,2,5\n3,7,1,5\n4,6,9,5\n"),
        ),
    ]


def main() -> None:
    """Write every case's .trf, .violations.json and pairing list."""
    OUT.mkdir(parents=True, exist_ok=True)
    for case in cases():
        (OUT / f"{case.name}.trf").write_text(render(case), encoding="utf-8", newline="\n")
        golden: dict[str, object] = {
            "source": f"by hand from the defect: {case.why}",
            "system": case.system,
            "edition": case.edition,
        }
        if case.options:
            golden["options"] = case.options
        if case.pairings is not None:
            suffix, content = case.pairings
            file_name = f"{case.name}.{suffix}"
            (OUT / file_name).write_text(content, encoding="utf-8", newline="\n")
            golden["pairings"] = file_name
        golden["violations"] = [
            {"code": code, "severity": sev, "round": r, "players": players}
            for code, sev, r, players in case.expected
        ]
        text = json.dumps(golden, indent=1) + "\n"
        (OUT / f"{case.name}.violations.json").write_text(text, encoding="utf-8", newline="\n")


if __name__ == "__main__":
    main()
