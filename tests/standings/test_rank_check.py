"""The rank check (STD001, ``verify.rules.ranks``) on generated files: clean files are clean,
one swapped pair of ranks is flagged at both positions with the deciding values.

Golden data: the generator writes ranks from the C.07 standings of its own list (202 in
TRF-26 files, ties broken by TPN under C.07 2026, art. 7.8); the swap is made
here, so the expected findings follow from the swap alone.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pytest

from tests.conftest import FIXTURES
from tests.named_rules import check_named
from trfcheck.generator import Config, OutputFormat, generate
from trfcheck.ruleset import TiebreakEdition, resolve
from trfcheck.trf import read, read_file
from trfcheck.trf.model import TiebreakChange, Tournament

CONFIG = Config(
    players=(8, 30),
    rounds=(4, 9),
    forfeit_rate=0.05,
    half_bye=0.03,
    zero_bye=0.03,
    withdrawal=0.05,
    late_entry=0.05,
    scoring_310=0.2,
    baku=0.2,
)
FORMATS = (OutputFormat.TRF26, OutputFormat.TRF16)


def _generated(seed: int, fmt: OutputFormat) -> Tournament:
    data = generate(replace(CONFIG, format=fmt), seed).data
    return read(data, f"seed-{seed}.trf").tournament


def _ranks(t: Tournament) -> list[str]:
    found = check_named(t, "dutch", "2026", findings=())
    return [str(v) for v in found if v.code.startswith("STD")]


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("seed", range(1, 31))
def test_generated_files_have_no_rank_finding(seed: int, fmt: OutputFormat) -> None:
    """C.07 art. 4.2: the generator's ranks follow its list under the event's edition."""
    assert _ranks(_generated(seed, fmt)) == []


def _swap(t: Tournament, a: int, b: int) -> Tournament:
    ranks = {p.start_rank: p.rank for p in t.players}
    ranks[a], ranks[b] = ranks[b], ranks[a]
    return replace(t, players=tuple(replace(p, rank=ranks[p.start_rank]) for p in t.players))


@pytest.mark.parametrize("seed", range(1, 11))
def test_one_swapped_pair_is_flagged_trf26(seed: int) -> None:
    """Two players ranked next to each other on different points swapped give
    STD001 at both positions. Under C.07 2026 the 202 list ends with TPN, so every group is
    one player and each finding names exactly the two players and the deciding value."""
    t = _generated(seed, OutputFormat.TRF26)
    order = sorted(t.players, key=lambda p: p.rank or 0)
    a, b = next((x, y) for x, y in pairwise(order) if x.points != y.points)
    swapped = _swap(t, a.start_rank, b.start_rank)
    found = [v for v in check_named(swapped, "dutch", "2026", findings=()) if v.code == "STD001"]
    assert len(found) == 2, found
    assert {v.round for v in found} == {t.rounds_played}
    assert all(" before " in v.message and "C.07 art. 4.2" in v.message for v in found)
    if resolve(t).tiebreak_edition.value is TiebreakEdition.C2026:
        assert [v.players for v in found] == [tuple(sorted((a.start_rank, b.start_rank)))] * 2


@pytest.mark.parametrize("seed", range(1, 11))
def test_one_swapped_pair_is_flagged_trf16(seed: int) -> None:
    """TRF16 (no list in the file: the points alone, C.07 art. 4.2): two
    players on different points swapped give one STD001 per position, each naming the
    player written there."""
    t = _generated(seed, OutputFormat.TRF16)
    order = sorted(t.players, key=lambda p: p.rank or 0)
    a, b = next((x, y) for x, y in pairwise(order) if x.points != y.points)
    found = [
        v
        for v in check_named(_swap(t, a.start_rank, b.start_rank), "dutch", "2026", findings=())
        if v.code == "STD001"
    ]
    assert len(found) == 2, found
    assert a.start_rank in found[0].players or a.start_rank in found[1].players
    assert all(b.start_rank in v.players or a.start_rank in v.players for v in found)
    assert all("on PTS" in v.message for v in found)


def test_list_change_is_reported() -> None:
    """A ### Tie-breaks record (FIDE's software checklist; docs/trf-format.md) is
    noted; a 202 that disagrees with its last change is a warning (the stated list is used)."""
    t = _generated(1, OutputFormat.TRF26)
    changed = replace(t, tiebreak_changes=(TiebreakChange(3, ("BH",), ("SB", "BH")),))
    found = {
        (v.code, v.severity.value)
        for v in check_named(changed, "dutch", "2026", findings=())
        if v.code.startswith("STD")
    }
    assert found == {("STD012", "info"), ("STD012", "warning")}
    agreeing = replace(changed, tiebreaks=("SB", "BH"))
    kept = [v for v in check_named(agreeing, "dutch", "2026", findings=()) if v.code == "STD012"]
    assert [v.severity.value for v in kept] == ["info"]


def test_check_rules_takes_the_tiebreak_edition() -> None:
    """The edition of C.07 is an input (ruleset), never re-derived from the pairing edition."""
    t = _generated(2, OutputFormat.TRF26)
    for edition in TiebreakEdition:
        check_named(t, "dutch", "2026", findings=(), tiebreak_edition=edition)


def _example_3(order: tuple[str, ...]) -> Tournament:
    path = FIXTURES / "standings" / "tiebreaks_example3.trf"
    return replace(read_file(path).tournament, standings_order=order)


def test_round_robin_list_with_buchholz_is_a_warning() -> None:
    """C.07 art. 8 (2026): the Buchholz family must not be used in round robins: STD020,
    ranks checked on the criteria before it (PTS, DE: 1, 2, 3, 4 as written)."""
    found = check_named(_example_3(("PTS", "DE", "BH", "SB")), "generic", "2026", findings=())
    std = [(v.code, v.severity.value) for v in found if v.code.startswith("STD")]
    assert std == [("STD020", "warning")]
    assert "PTS, DE" in next(v.message for v in found if v.code == "STD020")


def test_unknown_item_is_reported_and_the_rest_checked() -> None:
    """C.07 4.1 allows self-defined tie-breaks (OTHER_...): not computed, STD002 (info)."""
    found = check_named(_example_3(("PTS", "OTHER_LOTS")), "generic", "2026", findings=())
    assert [v.code for v in found if v.code.startswith("STD")] == ["STD002"]


@pytest.mark.parametrize("seed", range(1, 11))
def test_generated_212_order_is_checked(seed: int) -> None:
    """TRF-26 212 (a list naming PTS is a whole order): the generator writes it, the ranks
    follow it (STD before the points, C.07 7.7), and a swap is flagged."""
    config = replace(CONFIG, format=OutputFormat.TRF26, tiebreaks=("STD", "PTS", "SB", "DE"))
    t = read(generate(config, seed).data, f"seed-{seed}.trf").tournament
    assert t.standings_order[:4] == ("STD", "PTS", "SB", "DE") and not t.tiebreaks
    assert _ranks(t) == []
    order = sorted(t.players, key=lambda p: p.rank or 0)
    found = [
        v
        for v in check_named(
            _swap(t, order[0].start_rank, order[-1].start_rank), "dutch", "2026", findings=()
        )
        if v.code == "STD001"
    ]
    assert len(found) == 2 and all("STD" in v.message for v in found), found


def test_a_202_list_separated_by_blanks() -> None:
    """TRF-26 202/212: items are separated by commas or blanks ("SB WIN" is
    two items, not the unknown code SBWIN)."""
    player = "001    1      A" + " " * 34 + "0000" + " " * 30 + "0.0"
    text = f"012 Blanks\n202 SB  WIN\n212 PTS BH/C1,  SB\n{player}\n"
    t = read(text.encode(), "blanks.trf").tournament
    assert t.tiebreaks == ("SB", "WIN")
    assert t.standings_order == ("PTS", "BH/C1", "SB")
