"""The quality criteria of the Dutch 2017 edition that differ from 2026 (C.04.3 till 2026).

2017 measures a bracket by its pairing score difference (A.8, PSD): one entry
per pair, the absolute score difference, and one per downfloater, its score
minus one point less than the lowest score of the bracket; the entries sorted
in descending order are compared lexicographically, smaller being better.

A sorted list of fixed length is minimised by minimising, from the largest
value down, how many entries have each value. So each value is a bit field;
every player starts as a downfloater (its entry is counted), and pairing two
players removes their downfloater entries and adds the pair's. The criteria
that fix the list length rank above (C.5 the number of pairs; C.12-C.15 how
many players repeat a float), so the fields compare lists of equal length.

Criteria here: C.6 (PSD of the bracket), C.7 (pairs, then PSD, of the
following bracket; not in the PPB or the CLB), C.16-C.19 (score differences
of players who get the same float as one or two rounds before). C.5 and
C.8-C.15 are the 2026 C6 and C10-C17 and share their fields.

Reading, decided by the article and checked against bbpPairings v5.0.1: the
players of C.16/C.18 are those who receive a downfloat in the bracket (A.4:
the higher player of a pair with different scores, or a downfloater), with the
downfloater's entry taken as in A.8; those of C.17/C.19 are the lower players
of pairs with different scores.
"""

from __future__ import annotations

from collections.abc import Iterable

from trfcheck.pairers.core.weights import FieldLayout

from .round_facts import RoundContext

__all__ = ["Psd"]

ONE_POINT = 10  # A.8: "one point less" than the lowest score, in tenths


class Psd:
    """Value fields of one sorted-list criterion: ``name:value`` for each possible entry."""

    def __init__(self, name: str, values: Iterable[int]) -> None:
        self.name = name
        self.values = sorted(set(values), reverse=True)

    def add(self, lay: FieldLayout, per_edge: int) -> None:
        """Reserve one field per value, from the largest (most significant) down."""
        for v in self.values:
            lay.add(f"{self.name}:{v}", per_edge)

    def weight(
        self, shift: dict[str, int], base: int, added: Iterable[int], removed: Iterable[int]
    ) -> int:
        """The fields of one edge: ``base`` minus entries it adds plus entries it removes."""
        delta: dict[int, int] = dict.fromkeys(self.values, base)
        for v in added:
            delta[v] -= 1
        for v in removed:
            delta[v] += 1
        return sum(d << shift[f"{self.name}:{v}"] for v, d in delta.items() if d)


def floater_entry(ctx: RoundContext, x: int, lowest: int) -> int:
    """A.8: a downfloater's entry, its score minus (the bracket's lowest score - one point)."""
    return ctx.score[x] - lowest + ONE_POINT


def pair_values(ctx: RoundContext, players: Iterable[int]) -> set[int]:
    """Every score difference two of ``players`` can have."""
    scores = sorted({ctx.score[x] for x in players})
    return {abs(a - b) for a in scores for b in scores}
