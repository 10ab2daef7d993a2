"""Differential test: every supported tie-break and modifier, trfcheck against Gacrux.

Gacrux 1.11.65 (the TEC's tie-break tool, MIT; a test-only dependency) computes the same
items on 500 generated tournaments (byes of every kind, forfeits and double forfeits,
withdrawals, late entries, 3-1-0 scoring, Baku acceleration, unrated players; half of
them started before 1 Mar 2026, so both C.07 editions are exercised) and on every
individual event of fixtures/real. Every value must agree; AOB, APRO and APPO are
compared after rounding trfcheck's exact value half up to the decimals Gacrux keeps.
Known divergences (docs/tiebreaks.md, "Divergences from Gacrux") are readings that these
inputs do not reach; a new difference fails the test.

How Gacrux is driven (docs/tiebreaks.md, "Gacrux as an oracle"): Fore Buchholz items run
in a separate call (computing FB changes Gacrux's state for the items after it); items of
the Buchholz family carry ``/V2024`` or ``/V2026`` so that both tools apply the same
edition; real files are given to Gacrux in trfcheck's canonical TRF-26 form, with points
recomputed from the results and colourless forfeits given a colour (Gacrux refuses them;
the colour of a forfeit changes no Swiss tie-break).
"""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from tests.conftest import FIXTURES
from tests.standings.gacrux_oracle import gacrux_values
from trfcheck.generator import Config, OutputFormat, generate
from trfcheck.ruleset import resolve
from trfcheck.standings.codes import parse_tiebreak
from trfcheck.standings.crosstable import Rounds
from trfcheck.standings.ranking import is_round_robin, standings
from trfcheck.standings.tiebreaks import values
from trfcheck.trf import Dialect, read, read_file, render
from trfcheck.trf.checks import computed_points
from trfcheck.trf.model import Colour, Player, RoundEntry, Tournament

#: Every individual tie-break with every modifier MTB26 gives it (KS limits signed, see
#: docs/tiebreaks.md), and the Gacrux extension /U for unrated players.
ITEMS = [
    "PTS",
    "BH",
    "BH/C1",
    "BH/C2",
    "BH/M1",
    "BH/P",
    "BH/C1/P",
    "FB",
    "FB/C1",
    "FB/M1",
    "FB/P",
    "AOB",
    "AOB/F",
    "AOB/P",
    "SB",
    "SB/C1",
    "SB/C2",
    "SB/P",
    "SB/C1/P",
    "PS",
    "PS/C1",
    "WIN",
    "WON",
    "BPG",
    "BWG",
    "REP",
    "GE",
    "STD",
    "TPN",
    "TPN/R",
    "KS",
    "KS/L-1",
    "KS/L+2",
    "ARO",
    "ARO/C1",
    "ARO/M1",
    "TPR",
    "PTP",
    "APRO",
    "APPO",
    "RTNG",
    "RTNG/R",
    "ARO/U1400",
    "ARO/C1/U1400",
    "TPR/U1400",
    "PTP/U1400",
    "APRO/U1400",
    "APPO/U1400",
    "RTNG/U1400",
]
#: Type-A tie-breaks have no value: the ranks after PTS and the item are compared.
ORDERS = (("PTS", "DE"), ("PTS", "DE/P"))
_FORE = frozenset(i for i in ITEMS if i.startswith("FB") or i.startswith("AOB/F"))
_FAMILY = ("BH", "FB", "SB", "AOB")
_ROUNDED = ("AOB", "APRO", "APPO")

CONFIG = Config(
    players=(6, 24),
    rounds=(3, 9),
    format=OutputFormat.TRF26,
    unrated=0.05,
    forfeit_rate=0.08,
    double_forfeit=0.2,
    half_bye=0.04,
    full_bye=0.02,
    zero_bye=0.04,
    withdrawal=0.08,
    late_entry=0.08,
    baku=0.25,
    scoring_310=0.25,
)
SEEDS = range(1, 501)
QUICK = range(1, 11)


def _gacrux(text: str, data: Rounds, items: list[str]) -> dict[str, dict[int, Fraction | None]]:
    tag = f"/V{data.edition.value}"
    out: dict[str, dict[int, Fraction | None]] = {}
    for group in ([i for i in items if i not in _FORE], [i for i in items if i in _FORE]):
        if not group:
            continue
        tagged = [i + tag if i.split("/")[0] in _FAMILY else i for i in group]
        found, _, _ = gacrux_values(text, tagged, data.round_robin, data.n)
        out.update({item: found[t] for item, t in zip(group, tagged, strict=True)})
    return out


def _same(item: str, mine: Fraction | None, theirs: Fraction | None) -> bool:
    if mine is None or theirs is None or not item.startswith(_ROUNDED):
        return mine == theirs
    exact = Decimal(theirs.numerator) / Decimal(theirs.denominator)
    places = max(0, -int(exact.as_tuple().exponent))
    ours = (Decimal(mine.numerator) / Decimal(mine.denominator)).quantize(
        Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP
    )
    return ours == exact


def _differences(text: str, t: Tournament) -> list[str]:
    rr = is_round_robin(t)
    data = Rounds.of(t, resolve(t).tiebreak_edition.value, round_robin=rr)
    items = [i for i in ITEMS if not (rr and i.split("/")[0] in ("BH", "FB", "AOB"))]
    theirs = _gacrux(text, data, items)
    out = []
    for item in items:
        for pid, mine in values(data, parse_tiebreak(item)).items():
            if not _same(item, mine, theirs[item].get(pid)):
                out.append(f"{item} of {pid}: trfcheck {mine}, Gacrux {theirs[item].get(pid)}")
    for order in ORDERS:
        _, ranks, _ = gacrux_values(text, list(order), rr, data.n)
        positions = standings(data, [parse_tiebreak(i) for i in order]).positions()
        out += [
            f"rank by {','.join(order)} of {pid}: trfcheck {low}, Gacrux {ranks.get(pid)}"
            for pid, (low, _) in positions.items()
            if low != ranks.get(pid)
        ]
    return out


def _generated(seed: int) -> tuple[str, Tournament]:
    """Tournament ``seed``; even seeds start in Oct 2025 (C.07 2024), odd ones in 2026."""
    text = generate(CONFIG, seed).data.decode()
    if seed % 2 == 0:
        text = re.sub(r"(?m)^042 \d{4}/\d\d/\d\d", "042 2025/10/15", text)
    return text, read(text.encode(), f"seed-{seed}.trf").tournament


@pytest.mark.parametrize("seed", QUICK)
def test_generated_agree_quick(seed: int) -> None:
    """C.07 (each item's article, codes.REGISTRY): no difference on the first seeds."""
    assert _differences(*_generated(seed)) == []


@pytest.mark.slow
@pytest.mark.parametrize("seed", SEEDS)
def test_generated_agree(seed: int) -> None:
    """500 generated tournaments, every item, zero differences."""
    assert _differences(*_generated(seed)) == []


def _real_files() -> list[Path]:
    return sorted((FIXTURES / "real").rglob("*.trf"))


def _for_gacrux(t: Tournament) -> str:
    """Canonical TRF-26 text with recomputed points and every forfeit given a colour."""

    def coloured(p: Player, e: RoundEntry) -> RoundEntry:
        if e.opponent is None or e.colour is not Colour.NONE:
            return e
        return replace(e, colour=Colour.WHITE if p.start_rank < e.opponent else Colour.BLACK)

    players = tuple(
        replace(p, points=computed_points(t, p), rounds=tuple(coloured(p, e) for e in p.rounds))
        for p in t.players
    )
    document = render(replace(t, players=players), dialect=Dialect.TRF26).document
    return "".join(line.text + "\n" for line in document.lines)


@pytest.mark.slow
@pytest.mark.parametrize("path", _real_files(), ids=lambda p: str(p.relative_to(FIXTURES)))
def test_real_files_agree(path: Path) -> None:
    """Every real file agrees; a team event's standings are team standings (C.07
    art. 11-13, the team module), so its individual tie-breaks are not compared."""
    t = read_file(path).tournament
    if resolve(t).team.value:
        pytest.skip("a team event: team tie-breaks (C.07 art. 11-13) belong to the team module")
    assert _differences(_for_gacrux(t), t) == []


def test_real_corpus_has_individual_events() -> None:
    """The real-file comparison is not empty: most of fixtures/real are individual events."""
    individual = [p for p in _real_files() if not resolve(read_file(p).tournament).team.value]
    assert len(individual) >= 20


def _example_3() -> tuple[str, Rounds]:
    path = FIXTURES / "standings" / "tiebreaks_example3.trf"
    t = read_file(path).tournament
    data = Rounds.of(t, resolve(t).tiebreak_edition.value, round_robin=is_round_robin(t))
    return path.read_text(encoding="utf-8"), data


@pytest.mark.parametrize(
    ("item", "ours", "gacrux"),
    [
        # C.07 14.5: /L1 moves the Koya limit by one half point (4.5 -> 5.0); Gacrux reads an
        # unsigned number as a percentage of the maximum (1 % of 9 = 0.09): everybody qualifies.
        ("KS/L1", "0 0 1 1", "5 4 4 2"),
        # C.07 15.2 (2026): 3's forfeit win against 4 (with Black) is a regular game for
        # type-B tie-breaks; Gacrux counts no forfeit in WON, BPG, BWG.
        ("WON", "1 1 1 0", "1 1 0 0"),
        ("BPG", "1 1 2 2", "1 1 1 2"),
        ("BWG", "0 0 1 0", "0 0 0 0"),
    ],
)
def test_documented_divergences(item: str, ours: str, gacrux: str) -> None:
    """docs/tiebreaks.md "Divergences from Gacrux": each listed difference is real, with the
    values of the hand computation there (tiebreaks_example3.trf, the round robin)."""
    text, data = _example_3()
    mine = values(data, parse_tiebreak(item))
    theirs, _, _ = gacrux_values(text, [item], True, data.n)
    assert [mine[p] for p in sorted(mine)] == [Fraction(x) for x in ours.split()]
    assert [theirs[item][p] for p in sorted(mine)] == [Fraction(x) for x in gacrux.split()]
