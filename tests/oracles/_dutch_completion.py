"""Completion of a round by brute force (Dutch 2026 C4/C5, Dutch 2017 C.4), for small fields.

Players are numbered 0..n-1 in the pairing order (Dutch art. 1.2) and sets of players are
bit masks. "Can these players all be paired?" is answered by trying every partner of the
lowest-numbered player, memoised on the mask: at most 2**n states, fine for the dozen or
so players the literal pairer is meant for.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

__all__ = ["EVEN", "Completion", "bits", "mask_of"]

EVEN = -1  # pab_score of a set that is paired completely, without a PAB


def bits(mask: int) -> Iterator[int]:
    """The members of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def mask_of(players: Sequence[int]) -> int:
    """The bit mask of ``players``."""
    m = 0
    for p in players:
        m |= 1 << p
    return m


class Completion:
    """Existence of complete pairings of subsets of the field (Dutch 2026 art. 1.9.1).

    ``partners[i]`` is the mask of players ``i`` may meet (C1, C3); ``eligible[i]`` says
    whether ``i`` may receive the PAB (C2); ``score[i]`` is the pairing score.
    """

    def __init__(
        self, partners: Sequence[int], eligible: Sequence[bool], score: Sequence[int]
    ) -> None:
        self.partners = tuple(partners)
        self.eligible = tuple(eligible)
        self.score = tuple(score)
        self._perfect: dict[tuple[int, int], bool] = {}
        self._pab: dict[int, int | None] = {}

    def perfect(self, mask: int, apart: int = 0) -> bool:
        """True if every player of ``mask`` can be paired within ``mask`` under C1 and C3,
        never two players of ``apart`` with each other (two MDPs never meet: art. 3.2)."""
        if mask == 0:
            return True
        key = (mask, apart & mask)
        known = self._perfect.get(key)
        if known is not None:
            return known
        low = mask & -mask
        first = low.bit_length() - 1
        rest = mask ^ low
        options = self.partners[first] & rest
        if low & apart:
            options &= ~apart
        found = any(self.perfect(rest ^ (1 << j), apart) for j in bits(options))
        self._perfect[key] = found
        return found

    def pab_score(self, mask: int) -> int | None:
        """C4 and C5 over the players of ``mask``: None if they admit no complete pairing
        (art. 1.9.1: all paired but at most one, who is PAB-eligible); EVEN if all can be
        paired; otherwise the lowest pairing score of an eligible player who can be the
        one left over."""
        if mask in self._pab:
            return self._pab[mask]
        result: int | None
        if mask.bit_count() % 2 == 0:
            result = EVEN if self.perfect(mask) else None
        else:
            scores = [
                self.score[x]
                for x in bits(mask)
                if self.eligible[x] and self.perfect(mask ^ (1 << x))
            ]
            result = min(scores) if scores else None
        self._pab[mask] = result
        return result

    def pab_score_after(self, floaters: int, below: int) -> int | None:
        """``pab_score`` of the players left when a bracket leaves ``floaters`` unpaired and
        ``below`` are still to be paired; with nobody below, the floaters are left for good,
        so more than one of them is no complete pairing."""
        if below == 0 and floaters.bit_count() > 1:
            return None
        return self.pab_score(floaters | below)

    def completes(self, mask: int) -> bool:
        """Dutch 2017 A.9 / C.4: the players of ``mask`` admit a complete pairing."""
        return self.pab_score(mask) is not None
