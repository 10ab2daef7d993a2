"""Writes the norm cases of ``fixtures/norms/`` (run once: ``python -m
tests.titles.make_norm_fixtures``; the files are committed and reviewed as data).

Each case is a single round robin (circle method; a bye when the field is odd) in which the
applicant, start rank 1, has the results the case gives against each opponent and every other
game is drawn, except that an unrated player who "loses all" loses every game against rated
players. The header dates every round on its own day (132), gives a classical time control
(222: 145 minutes for 60 moves) and an IA as chief arbiter (102), so that the event's
conditions (B.01 1.1) are met and each case turns on the article it is named after. The
numbers of each case are worked out from the regulation in ``test_norm_cases.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

FOLDER = Path(__file__).resolve().parents[2] / "fixtures" / "norms"


@dataclass(frozen=True)
class Entrant:
    """A player of a case: title, rating (0 = unrated), federation, sex, and the applicant's
    result against this player (``1 = 0``); ``loses_all``: an unrated player who loses every
    game against a rated one."""

    title: str
    rating: int
    federation: str
    result: str = "="
    sex: str = "m"
    loses_all: bool = False


@dataclass(frozen=True)
class Case:
    """One fixture: the applicant and the opponents in start-rank order (an odd field gives
    a zero-point bye each round, never a PAB)."""

    name: str
    event: str
    applicant: Entrant
    opponents: tuple[Entrant, ...]
    event_type: str = "Round Robin"


def _schedule(n: int) -> list[list[tuple[int, int]]]:
    """The rounds of a single round robin of ``n`` players (circle method); ``0`` is the bye
    when ``n`` is odd. Each pair is (white, black)."""
    players = list(range(1, n + 1)) + ([0] if n % 2 else [])
    size = len(players)
    rounds = []
    for r in range(size - 1):
        pairs = []
        for i in range(size // 2):
            a, b = players[i], players[size - 1 - i]
            pairs.append((a, b) if (r + i) % 2 == 0 else (b, a))
        rounds.append(pairs)
        players = [players[0], players[-1], *players[1:-1]]
    return rounds


_FLIP = {"1": "0", "0": "1", "=": "="}


def _results(case: Case) -> tuple[list[dict[int, tuple[int, str, str]]], int]:
    field = (case.applicant, *case.opponents)
    n = len(field)
    rounds = _schedule(n)
    table: list[dict[int, tuple[int, str, str]]] = []
    for pairs in rounds:
        row: dict[int, tuple[int, str, str]] = {}
        for white, black in pairs:
            if 0 in (white, black):
                row[white or black] = (0, "-", "Z")  # a zero-point bye, not a PAB
                continue
            result = "="
            if 1 in (white, black):
                other = black if white == 1 else white
                mine = field[other - 1].result
                result = mine if white == 1 else _FLIP[mine]
            else:
                w, b = field[white - 1], field[black - 1]
                if w.loses_all and b.rating:
                    result = "0"
                elif b.loses_all and w.rating:
                    result = "1"
            row[white] = (black, "w", result)
            row[black] = (white, "b", _FLIP[result])
        table.append(row)
    return table, n


_POINTS = {"1": 10, "=": 5, "0": 0, "Z": 0, "H": 5, "U": 10, "+": 10, "-": 0}


def render(case: Case) -> str:
    """The TRF text of ``case``."""
    field = (case.applicant, *case.opponents)
    table, n = _results(case)
    start = date(2026, 4, 1)
    days = [start + timedelta(days=r) for r in range(len(table))]
    dates = "".join(f"  {d:%y/%m/%d}" for d in days)
    lines = [
        f"012 {case.event}",
        "022 Sample Town",
        "032 ENG",
        f"042 {start:%Y/%m/%d}",
        f"052 {start + timedelta(days=len(table) - 1):%Y/%m/%d}",
        f"062 {n}",
        f"092 {case.event_type}",
        "102 IA Umpire, Una",
        "122 100 min/40 moves + 15 min, 30 s a move from move 1",
        "132" + " " * 86 + dates,
        "142 " + str(len(table)),
        "222 40/6000+30:900+30",
    ]
    for sr, entrant in enumerate(field, start=1):
        blocks = ""
        points = 0
        for row in table:
            opponent, colour, result = row[sr]
            points += _POINTS[result]
            blocks += f"  {opponent or '0000':>4} {colour} {result}"
        name = "Applicant, Ann" if sr == 1 else f"Player{sr:02d}, P"
        rating = f"{entrant.rating:4d}" if entrant.rating else "    "
        line = (
            f"001 {sr:4d} {entrant.sex}{entrant.title:>3} {name:<33} {rating} "
            f"{entrant.federation:<3} {1000 + sr:11d} 1990/01/01 {points // 10:2d}."
            f"{points % 10}     {blocks}"
        )
        lines.append(line)
    return "\n".join(lines) + "\n"


_GM_FIELD = (  # B.01 worked cases: Ra of these nine = 21610 / 9 = 2401.1 -> 2401
    ("GM", 2500, "GER"), ("GM", 2480, "FRA"), ("GM", 2460, "ESP"), ("IM", 2420, "NED"),
    ("IM", 2400, "ENG"), ("IM", 2380, "ENG"), ("FM", 2350, "USA"), ("FM", 2320, "POL"),
    ("", 2300, "SWE"),
)  # fmt: skip


def _field(results: str, base: tuple[tuple[str, int, str], ...] = _GM_FIELD) -> tuple[Entrant, ...]:
    return tuple(Entrant(t, r, f, res) for (t, r, f), res in zip(base, results, strict=True))


IM_APPLICANT = Entrant("IM", 2450, "ENG")
FM_APPLICANT = Entrant("FM", 2350, "ENG")

CASES = (
    Case("gm_met", "Norm case: GM met", IM_APPLICANT, _field("11111====")),
    Case("im_only", "Norm case: IM met, GM not", FM_APPLICANT, _field("1111====0")),
    Case("fail_1_4_1", "Norm case: 8 games", IM_APPLICANT, _field("1111====", _GM_FIELD[:8])),
    Case("fail_1_4_2", "Norm case: a game excluded", IM_APPLICANT,
         (*_field("1111====", _GM_FIELD[:8]), Entrant("", 0, "SWE", "1", loses_all=True))),
    Case("fail_1_4_3", "Norm case: one foreign federation", IM_APPLICANT,
         _field("11111====", tuple((t, r, "ENG" if i < 5 else "GER")
                                   for i, (t, r, _) in enumerate(_GM_FIELD)))),
    Case("fail_1_4_5", "Norm case: two GMs", IM_APPLICANT,
         _field("11111====", (_GM_FIELD[0], _GM_FIELD[1], ("IM", 2460, "ESP"), *_GM_FIELD[3:]))),
    Case("fail_1_4_6", "Norm case: one rating raised", IM_APPLICANT,
         _field("11111===0", (("GM", 2600, "GER"), ("GM", 2560, "FRA"), ("GM", 2520, "ESP"),
                              ("IM", 2500, "NED"), ("IM", 2480, "USA"), ("FM", 2460, "POL"),
                              ("FM", 2430, "SWE"), ("", 2000, "ENG"), ("", 2100, "ENG")))),
    Case("fail_1_4_7", "Norm case: Ra below 2380", IM_APPLICANT,
         _field("1111111==", (("GM", 2450, "GER"), ("GM", 2440, "FRA"), ("GM", 2420, "ESP"),
                              ("IM", 2400, "NED"), ("IM", 2380, "ENG"), ("FM", 2350, "USA"),
                              ("FM", 2330, "POL"), ("", 2300, "SWE"), ("", 2260, "ENG")))),
    Case("fail_1_4_8", "Norm case: Rp below 2600", IM_APPLICANT, _field("11111===0")),
    Case("fail_1_4_9", "Norm case: 33 %", IM_APPLICANT,
         _field("111000000", (("GM", 2760, "GER"), ("GM", 2750, "FRA"), ("GM", 2740, "ESP"),
                              ("GM", 2730, "NED"), ("GM", 2725, "USA"), ("GM", 2720, "POL"),
                              ("GM", 2710, "SWE"), ("GM", 2700, "ENG"), ("GM", 2700, "NOR")))),
)  # fmt: skip


def main() -> None:
    """Write every case into ``fixtures/norms/``."""
    FOLDER.mkdir(parents=True, exist_ok=True)
    for case in CASES:
        (FOLDER / f"{case.name}.trf").write_text(render(case), encoding="utf-8")


if __name__ == "__main__":
    main()
