"""Small tournaments for the Dutch rule tests: a crosstable in a few tokens, written as TRF.

Each player is one string of round tokens, in start-rank order (start rank 1
first, ratings falling with the start rank): ``"4w1"`` is a game against
start rank 4 with White, won (results ``1 = 0``, forfeits ``+ -``); ``U`` is a
PAB; ``H``, ``F`` and ``Z`` are half-point, full-point and zero-point byes;
``.`` is an empty block (not paired). ``tournament_text`` checks that every
game is written the same way on both lines, so a fixture cannot contradict
itself, and computes the points column (1 / ½ / 0, PAB and F worth a win).
"""

from __future__ import annotations

from collections.abc import Sequence

from tests.pairers.crosstable import BYE_NAMES, MIRROR, POINTS, block, check_symmetry
from trfcheck.pairers.base import RoundPairing
from trfcheck.pairers.dutch import DutchSystem
from trfcheck.ruleset import PairingEdition
from trfcheck.trf import read
from trfcheck.trf.model import Tournament

__all__ = [
    "boards",
    "duel",
    "histories",
    "load",
    "pair",
    "show",
    "tournament_text",
    "with_fillers",
]


def tournament_text(
    rows: Sequence[str],
    *,
    total_rounds: int,
    initial: str = "white1",
    extra: Sequence[str] = (),
) -> str:
    """TRF(x) text of the players ``rows`` (tokens as in the module docstring).

    ``initial`` goes to XXC (white1 or black1); ``extra`` lines (XXA, XXP, XXZ,
    240, 250, 260, 192 ...) are written after the header lines.
    """
    table = [row.split() for row in rows]
    check_symmetry(table)
    lines = ["012 trfcheck rule test", f"XXR {total_rounds}", f"XXC {initial}", *extra]
    for rank, tokens in enumerate(table, 1):
        points = sum(POINTS[t[-1]] if t not in POINTS else POINTS[t] for t in tokens)
        head = (
            f"001 {rank:>4} m    {'Player ' + str(rank):<33} {2700 - 10 * rank:>4} FID "
            f"{100000 + rank:>11} 2000/01/01 {points // 10:>2}.{points % 10} {rank:>4}"
        )
        blocks = "".join("  " + block(t) for t in tokens)
        lines.append((head + blocks).rstrip())
    return "\n".join(lines) + "\n"


def duel(
    first: str, second: str, *, total_rounds: int | None = None, winners: tuple[int, ...] = ()
) -> str:
    """``histories`` of two players: only 1 and 2 are paired in the next round."""
    return histories(first, second, total_rounds=total_rounds, winners=winners)


def histories(
    *sequences: str, total_rounds: int | None = None, winners: tuple[int, ...] = ()
) -> str:
    """TRF text where players 1, 2, ... played the colour sequences given, in that order.

    A sequence has one letter per round: ``W`` or ``B`` for a game with that colour
    against a player of its own (start ranks after the last sequence, one game
    each), ``.`` for a half-point bye, ``F`` for a full-point bye. Games are drawn,
    except that the players in ``winners`` win theirs. Every other player is absent
    from the next round (XXZ), so only the players with sequences are paired in
    it, and none of them has met another. ``total_rounds`` defaults to two more
    than the rounds played.
    """
    rounds = len(sequences[0])
    if any(len(sequence) != rounds for sequence in sequences):
        raise ValueError("every sequence needs one letter per round")
    games = sum(letter in "WB" for sequence in sequences for letter in sequence)
    rows = [["Z"] * rounds for _ in range(len(sequences) + games)]
    next_filler = len(sequences) + 1
    for player, sequence in enumerate(sequences, 1):
        for r, letter in enumerate(sequence):
            if letter in ".F":
                rows[player - 1][r] = "H" if letter == "." else "F"
                continue
            own, other = ("w", "b") if letter == "W" else ("b", "w")
            result, mirror = ("1", "0") if player in winners else ("=", "=")
            rows[player - 1][r] = f"{next_filler}{own}{result}"
            rows[next_filler - 1][r] = f"{player}{other}{mirror}"
            next_filler += 1
    absent = " ".join(str(f) for f in range(len(sequences) + 1, next_filler))
    return tournament_text(
        [" ".join(row) for row in rows],
        total_rounds=total_rounds or rounds + 2,
        extra=[f"XXZ {absent}"] if absent else [],
    )


def with_fillers(rows: Sequence[str], *, total_rounds: int, extra: Sequence[str] = ()) -> str:
    """``tournament_text`` where a token ``W1@1.5`` is a game against a player of its own.

    ``W1@1.5``: played White, won (``1 = 0``), against a new player who had 1.5
    points before that round (reached with full- and half-point byes, so that the
    float of the game, art. 1.4.2, is as written). Other tokens are as in
    ``tournament_text``. The added players come after ``rows`` and are absent from
    the next round (XXZ).
    """
    table = [row.split() for row in rows]
    rounds = max(len(tokens) for tokens in table)
    added: list[list[str]] = []
    for rank, tokens in enumerate(table, 1):
        for r, token in enumerate(tokens):
            if "@" not in token:
                continue
            game, before = token.split("@")
            filler = len(table) + len(added) + 1
            byes = []
            need = round(float(before) * 10)
            for _ in range(r):
                bye = "F" if need >= 10 else "H" if need >= 5 else "Z"
                need -= POINTS[bye]
                byes.append(bye)
            other = "b" if game[0] == "W" else "w"
            byes.append(f"{rank}{other}{MIRROR[game[1]]}")
            added.append(byes + ["Z"] * (rounds - r - 1))
            tokens[r] = f"{filler}{game[0].lower()}{game[1]}"
    absent = " ".join(str(len(table) + i) for i in range(1, len(added) + 1))
    return tournament_text(
        [" ".join(tokens) for tokens in table + added],
        total_rounds=total_rounds,
        extra=[*extra, f"XXZ {absent}"] if absent else extra,
    )


def load(text: str) -> Tournament:
    """The tournament of TRF ``text``."""
    return read(text).tournament


def pair(text: str, round_no: int, edition: str = "2026") -> RoundPairing:
    """Round ``round_no`` of TRF ``text`` as the Dutch engine pairs it (2026 rules by default)."""
    return DutchSystem(PairingEdition.parse(edition)).pair(load(text), round_no)


def show(pairing: RoundPairing) -> str:
    """``"1-5, 3-2; PAB 6"``: boards (White first) in published order, then the byes."""
    text = boards(pairing)
    return text + "".join(f"; {BYE_NAMES[b.kind]} {b.player}" for b in pairing.byes)


def boards(pairing: RoundPairing) -> str:
    """``"1-5, 3-2"``: the boards only (White first), in published order."""
    return ", ".join(f"{b.white}-{b.black}" for b in pairing.boards)
