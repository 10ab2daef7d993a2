"""A literal reference pairer for the FIDE (Dutch) system, C.04.3, for small tournaments.

Written straight from the rule text so that a reader can check it against the handbook
article by article; the fast engine (``trfcheck.pairers.dutch``) is compared against it on
random small tournaments. It shares only the history facts of ``pairers.core.state`` and
the result types of ``pairers.base`` with the engine, never its decision code: brackets
are paired by generating candidates in the handbook's order (art. 4) and evaluating the
criteria in order (art. 2), with brute force where the text asks "can the rest still be
paired?" (C4). No matching algorithm is used.

Editions: "2026" (C.04.3 in force from 1 Feb 2026) and "2017" (Baku 2016 / Goynuk 2017,
in force until 31 Jan 2026). Where the text is open, bbpPairings (v6 for 2026, v5 for 2017;
FIDE-endorsed) settles the reading; each such reading is stated where it is applied.

Notes: exponential; meant for up to about twelve players. Readings applied throughout:

- Pairing score = score + virtual points (C.04.7); it orders players and brackets and
  decides every criterion. The published board order uses real points (GHR 3.6, as
  bbpPairings v6 does).
- C1 also forbids the pairs the arbiter forbade for the round (TRF 260 / XXP).
- Topscorers (art. 1.8) exist only when the last round is paired; without a known number
  of rounds, the round being paired is taken as the last (as the engine does).
- MaxPairs (art. 3.1) is counted under the criteria that outrank C6, i.e. C1-C5; M1 is
  the number of MDPs the best candidates pair (2017: "the maximum number ... (see C.6)").
- Art. 5.2.5 (2017 E.5) takes the parity of the pairing number in force: the players
  paired in this round or an earlier one hold numbers 1, 2, ... by start rank; a late
  entrant holds none before its first pairing (C.04.2 late entries; bbpPairings).
- Byes: the PAB first, then the players not paired (H, F or Z) by start rank.
- The criteria of each edition and their readings: ``_dutch_bracket2026``,
  ``_dutch_bracket2017``; generation order: ``_dutch_order``, ``_dutch_search``.
"""

from __future__ import annotations

from itertools import groupby

from trfcheck.pairers.base import Board, Bye, NoValidPairing, RoundPairing
from trfcheck.pairers.core.byes import preset_byes
from trfcheck.trf.model import Colour, ResultCode, Tournament

from ._dutch_bracket2017 import Bracket2017, Mode
from ._dutch_bracket2026 import Bracket2026
from ._dutch_completion import mask_of
from ._dutch_field import EDITIONS, Field, field_of
from ._dutch_order import Pair
from ._dutch_search import pair_colours

__all__ = ["pair_literal"]


def pair_literal(tournament: Tournament, round_no: int, edition: str = "2026") -> RoundPairing:
    """Pair ``round_no`` of ``tournament`` from the rounds before it by the Dutch system of
    ``edition`` ("2026" or "2017"); raises NoValidPairing when no complete pairing exists
    (art. 1.9.3: the arbiter decides) and ValueError for an unknown edition."""
    if edition not in EDITIONS:
        raise ValueError(f"Dutch editions are {', '.join(EDITIONS)}, not {edition!r}")
    f = field_of(tournament, round_no, edition)
    pairs, pab = _pair_round_2026(f) if edition == "2026" else _pair_round_2017(f)
    boards = []
    for pair in pairs:
        hi_colour, _ = pair_colours(f, pair)
        hi, lo = f.ids[pair[0]], f.ids[pair[1]]
        boards.append(Board(hi, lo) if hi_colour is Colour.WHITE else Board(lo, hi))
    byes = [Bye(f.ids[pab], ResultCode.PAB)] if pab is not None else []
    byes.extend(preset_byes(tournament, round_no, set(f.ids)))
    real = {s.id: s.score for s in f.states}
    return RoundPairing(round_no, _board_order(boards, real), tuple(byes))


def _pair_round_2026(f: Field) -> tuple[list[Pair], int | None]:
    """Dutch 2026 art. 1.9: check that a complete pairing exists, then pair the brackets
    from the top scoregroup down; the player left after the last bracket gets the PAB."""
    if f.n == 0:
        return [], None
    pab_score = f.completion.pab_score((1 << f.n) - 1)
    if pab_score is None:
        raise NoValidPairing("no pairing of the round satisfies C1-C3 (art. 1.9.3)")
    groups = _scoregroups(f)
    pairs: list[Pair] = []
    mdps: tuple[int, ...] = ()
    for k, residents in enumerate(groups):
        lower = mask_of([x for g in groups[k + 1 :] for x in g])
        nxt = groups[k + 1] if k + 1 < len(groups) else ()
        made, mdps = Bracket2026(f, mdps, residents, lower, nxt, pab_score).pair()
        pairs.extend(made)
    if len(mdps) > 1:  # cannot happen: C4 held after the last bracket
        raise NoValidPairing("the last bracket left more than one player unpaired")
    return pairs, (mdps[0] if mdps else None)


def _pair_round_2017(f: Field) -> tuple[list[Pair], int | None]:
    """Dutch 2017 A.9: if no complete pairing exists the arbiter decides; otherwise pair
    bracket by bracket from the top. When the downfloaters of the bracket just paired and
    all lower players cannot complete the round, that bracket is the PPB: it is paired
    again with C.4, and its downfloaters with every lower player (the collapsed
    scoregroup) form the CLB, the last bracket. The last bracket gives the PAB."""
    if f.n == 0:
        return [], None
    comp = f.completion
    if not comp.completes((1 << f.n) - 1):
        raise NoValidPairing("no pairing of the round satisfies C.1-C.3 (A.9)")
    groups = _scoregroups(f)
    pairs: list[Pair] = []
    mdps: tuple[int, ...] = ()
    for k, residents in enumerate(groups):
        below = [x for g in groups[k + 1 :] for x in g]
        lower = mask_of(below)
        if not below:
            made, mdps = Bracket2017(f, mdps, residents, 0, (), Mode.LAST).pair()
            pairs.extend(made)
            break
        made, floaters = Bracket2017(f, mdps, residents, lower, groups[k + 1], Mode.NORMAL).pair()
        if comp.completes(mask_of(floaters) | lower):
            pairs.extend(made)
            mdps = floaters
            continue
        made, floaters = Bracket2017(f, mdps, residents, lower, (), Mode.PPB).pair()
        pairs.extend(made)
        made, mdps = Bracket2017(f, floaters, below, 0, (), Mode.LAST).pair()
        pairs.extend(made)
        break
    if len(mdps) > 1:  # cannot happen: the last bracket completes the round
        raise NoValidPairing("the last bracket left more than one player unpaired")
    return pairs, (mdps[0] if mdps else None)


def _scoregroups(f: Field) -> list[tuple[int, ...]]:
    """Art. 1.3.1: players with the same pairing score, highest score first."""
    return [tuple(g) for _, g in groupby(range(f.n), key=lambda i: f.score[i])]


def _board_order(boards: list[Board], score: dict[int, int]) -> tuple[Board, ...]:
    """GHR 3.6: boards by the higher-ranked player's score, then the lower-ranked player's
    score (the sum of the two, for the same first key), then the higher-ranked player's
    TPN; real points, and "higher-ranked" by real points then TPN (bbpPairings v6)."""

    def key(b: Board) -> tuple[int, int, int]:
        hi, lo = sorted((b.white, b.black), key=lambda p: (-score[p], p))
        return (-score[hi], -score[lo], hi)

    return tuple(sorted(boards, key=key))
