"""Colour rules shared by the systems: the history walk of Dutch 2026 5.2.3 (GHR 3.4) and
the initial colour drawn by lot before round 1.

Each system allocates colours in its own module (``dutch.colours``, ``dubov.colours``,
``burstein.colours``, ``lim``, ``team.colours``); they share these. The initial colour is
one rule in every FIDE Swiss system (Dutch 2026 5.1 and 5.2.5, Dubov 2026 5.1 and 5.2.1,
Burstein 2026 5.1 and 5.2.1, Lim 7.2 [14.2], Swiss Team C.04.6 4.1 and 4.3.1): the lot
gives a colour to pairing number 1, and between two players (or teams) without a colour
history the higher-ranked one gets it if his pairing number is odd (``lot_colour``). A
file that does not declare it (XXC, 152) is read back from its first round-1 game by the
same rule (``initial_colour``): the systems differ only in how that game's higher-ranked
side and its number are found (``round_one_games`` for players; teams: ``pairers.team``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence

from trfcheck.trf.model import Colour, ResultCode, Tournament

__all__ = [
    "colour_difference",
    "initial_colour",
    "last_differing",
    "lot_colour",
    "round_one_games",
    "round_one_numbers",
]


def lot_colour(initial: Colour, number: int) -> Colour:
    """The colour the lot gives pairing number ``number`` when neither side of a pair has a
    colour history (Dutch 2026 5.2.5, Dubov 2026 5.2.1, Burstein 2026 5.2.1, Lim 7.2,
    C.04.6 4.3.1): the initial colour when the number is odd, else the other.

    Its own inverse: the colour an odd or even number had in round 1 gives the initial
    colour back (``initial_colour``).
    """
    return initial if number % 2 == 1 else initial.opposite


def initial_colour(declared: Colour | None, games: Iterable[tuple[int, Colour]]) -> Colour:
    """The colour drawn by lot before round 1 (Dutch 2026 5.1, Dubov 2026 5.1, Burstein
    2026 5.1, Lim 7.2, C.04.6 4.1).

    ``declared`` when the file gives it (XXC, 152); else read back from the first of
    ``games``, each the pairing number of a round-1 game's higher-ranked side and the colour
    it had (``lot_colour`` is its own inverse); White when round 1 has no game yet. ``games``
    is read only when nothing is declared (pass a generator).
    """
    if declared is not None:
        return declared
    for number, colour in games:
        return lot_colour(colour, number)
    return Colour.WHITE


def round_one_games(
    tournament: Tournament, paired_numbers: bool, by_score: bool = True
) -> Iterator[tuple[int, Colour]]:
    """The round-1 games of an individual event as ``initial_colour`` reads them, in order
    of the smaller start rank listing one: the pairing number of the higher-ranked player
    and his colour. The pairing number is his position among the players paired in round 1
    with ``paired_numbers`` (``round_one_numbers``), else his start rank (Dubov, Lim, and
    Dutch read ``dutch-tpn=registered``).

    Higher-ranked: the higher pairing score, i.e. the virtual points of round 1 (C.04.7 1.5;
    Dutch 2026 1.2, Dubov 1.2.3, Burstein 1.8), then the smaller start rank; with
    ``by_score`` false the smaller start rank alone (Lim 7.2: #1 is the highest).
    """
    accel = tournament.acceleration if by_score else {}
    numbers: Mapping[int, int] | None = None
    for p in sorted(tournament.players, key=lambda q: q.start_rank):
        e = p.entry(1)
        if e.opponent is None or e.colour is Colour.NONE:
            continue
        mine = (-accel.get((p.start_rank, 1), 0), p.start_rank)
        theirs = (-accel.get((e.opponent, 1), 0), e.opponent)
        higher, colour = (
            (p.start_rank, e.colour) if mine < theirs else (e.opponent, e.colour.opposite)
        )
        if paired_numbers and numbers is None:
            numbers = round_one_numbers(tournament)
        yield (numbers.get(higher, higher) if numbers is not None else higher), colour


def round_one_numbers(tournament: Tournament) -> dict[int, int]:
    """The pairing numbers of round 1 (Dutch 2026 5.2.5 and GHR 2.4, read ``dutch-tpn=paired``;
    Burstein 2026 5.1 in its seeding rounds): the positions, by TPN, of the players whose
    round-1 block comes from the pairing (a game, a forfeit, the PAB)."""
    paired = sorted(
        p.start_rank
        for p in tournament.players
        if p.entry(1).opponent is not None or p.entry(1).result is ResultCode.PAB
    )
    return {pid: k for k, pid in enumerate(paired, 1)}


def colour_difference(colours: Sequence[Colour]) -> int:
    """Whites minus blacks over a played-colour history (GHR 3.4; Dutch 2026 1.6, Dubov 2026
    1.6, Burstein 2026 1.5, Lim 5.1-5.2, C.04.6 1.6.2)."""
    return 2 * colours.count(Colour.WHITE) - len(colours)


def last_differing(a: Sequence[Colour], b: Sequence[Colour]) -> Colour | None:
    """The history walk of GHR 3.4 (Dutch 2026 5.2.3, Dubov 5.2.4, Burstein 5.2.4, Lim 5.4,
    C.04.6 4.3.6): walking two played-colour histories back from each side's latest game
    (right-aligned), the colour ``a`` had at the first step where they differ; None if
    either history runs out first."""
    for ca, cb in zip(reversed(a), reversed(b), strict=False):
        if ca is not cb:
            return ca
    return None
