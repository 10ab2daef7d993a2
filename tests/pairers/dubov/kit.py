"""Small Dubov tournaments for the rule tests: a crosstable in a few tokens, written as TRF.

Each player is a rating and a string of round tokens, in start-rank order: ``"4w1"`` is a
game against start rank 4 with White, won (results ``1 = 0``, forfeits ``+ -``); ``U`` is
a PAB; ``H``, ``F`` and ``Z`` are half-point, full-point and zero-point byes; ``.`` is an
empty block (not paired). ``tournament_text`` checks that every game is written the same
way on both lines, so a fixture cannot contradict itself.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tests.oracles.dubov_literal import DubovLiteral
from tests.pairers.crosstable import BYE_NAMES, POINTS, block, check_symmetry
from trfcheck.pairers.base import RoundPairing
from trfcheck.pairers.dubov import DubovSystem
from trfcheck.ruleset import PairingEdition
from trfcheck.trf import read
from trfcheck.trf.model import (
    Colour,
    ForbiddenPairs,
    Player,
    ResultCode,
    RoundEntry,
    Tournament,
)

__all__ = ["build", "literal", "load", "pair", "rows_of", "show", "tournament_text"]


def tournament_text(
    rows: Sequence[tuple[int, str]],
    *,
    total_rounds: int,
    initial: str = "white1",
    extra: Sequence[str] = (),
) -> str:
    """TRF(x) text of the players ``rows`` ((rating, tokens) in start-rank order).

    ``initial`` goes to XXC (white1 or black1); ``extra`` lines (XXA, XXP, 240, 250, 260)
    are written after the header lines.
    """
    table = [tokens.split() for _, tokens in rows]
    check_symmetry(table)
    lines = ["012 trfcheck Dubov rule test", f"XXR {total_rounds}", f"XXC {initial}", *extra]
    for rank, ((rating, _), tokens) in enumerate(zip(rows, table, strict=True), 1):
        points = sum(POINTS[t] if t in POINTS else POINTS[t[-1]] for t in tokens)
        head = (
            f"001 {rank:>4} m    {'Player ' + str(rank):<33} {rating:>4} FID "
            f"{100000 + rank:>11} 2000/01/01 {points // 10:>2}.{points % 10} {rank:>4}"
        )
        lines.append((head + "".join("  " + block(t) for t in tokens)).rstrip())
    return "\n".join(lines) + "\n"


_RESULTS = {
    "1": (ResultCode.WIN, ResultCode.LOSS),
    "=": (ResultCode.DRAW, ResultCode.DRAW),
    "0": (ResultCode.LOSS, ResultCode.WIN),
    "+": (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
    "-": (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
}


def build(
    n: int,
    rounds: Sequence[str],
    *,
    total_rounds: int,
    ratings: Sequence[int] | None = None,
    initial: Colour = Colour.WHITE,
    acceleration: Mapping[tuple[int, int], int] | None = None,
    forbidden: Sequence[tuple[int, int]] = (),
) -> Tournament:
    """A tournament of ``n`` players from one string per round: ``"1-4:1 2-5:= 6:U 7:Z"`` is
    1 (White) beating 4, 2 (White) drawing with 5, a PAB for 6 and a zero-point bye for 7
    (results ``1 = 0 + -`` for White; byes ``U H F Z``). Players a round does not name have
    an empty block. Ratings default to 2400, 2390, ... by start rank; ``acceleration``
    maps (start rank, round) to virtual points in tenths; ``forbidden`` pairs apply in
    every round.
    """
    blocks: list[list[RoundEntry]] = [[] for _ in range(n)]
    for r, text in enumerate(rounds, 1):
        for token in text.split():
            if token.count(":") != 1:
                raise ValueError(f"round {r}: bad token {token!r}")
            who, what = token.split(":")
            if "-" in who:
                w, b = (int(x) for x in who.split("-"))
                rw, rb = _RESULTS[what]
                _put(blocks, r, w, RoundEntry(b, Colour.WHITE, rw))
                _put(blocks, r, b, RoundEntry(w, Colour.BLACK, rb))
            else:
                _put(blocks, r, int(who), RoundEntry(None, Colour.NONE, ResultCode(what)))
    marks = ratings if ratings is not None else [2400 - 10 * i for i in range(n)]
    players = tuple(
        Player(start_rank=i + 1, name=f"P{i + 1}", rating=marks[i], rounds=tuple(blocks[i]))
        for i in range(n)
    )
    return Tournament(
        players=players,
        total_rounds=total_rounds,
        initial_colour=initial,
        acceleration=dict(acceleration or {}),
        forbidden=tuple(ForbiddenPairs(frozenset(pair)) for pair in forbidden),
    )


def _put(blocks: list[list[RoundEntry]], r: int, who: int, entry: RoundEntry) -> None:
    row = blocks[who - 1]
    while len(row) < r - 1:
        row.append(RoundEntry(None, Colour.NONE, None))
    if len(row) >= r:
        raise ValueError(f"round {r}: player {who} appears twice")
    row.append(entry)


def load(text: str) -> Tournament:
    """The tournament of TRF ``text``."""
    return read(text).tournament


def pair(source: str | Tournament, round_no: int, edition: str = "2026") -> RoundPairing:
    """Round ``round_no`` of a tournament (or TRF text) as the engine pairs it."""
    t = load(source) if isinstance(source, str) else source
    return DubovSystem(PairingEdition.parse(edition)).pair(t, round_no)


def literal(source: str | Tournament, round_no: int, edition: str = "2026") -> RoundPairing:
    """Round ``round_no`` of a tournament (or TRF text) as the literal reference pairer pairs it."""
    t = load(source) if isinstance(source, str) else source
    return DubovLiteral(edition).pair(t, round_no)


def show(pairing: RoundPairing) -> str:
    """``"1-5, 3-2; PAB 6"``: boards (White first) in published order, then the byes."""
    text = ", ".join(f"{b.white}-{b.black}" for b in pairing.boards)
    return text + "".join(f"; {BYE_NAMES[b.kind]} {b.player}" for b in pairing.byes)


def rows_of(t: Tournament, rounds: int) -> list[tuple[int, str]]:
    """The (rating, tokens) rows of the first ``rounds`` rounds of ``t`` (to write fixtures)."""
    codes = {ResultCode.WIN: "1", ResultCode.DRAW: "=", ResultCode.LOSS: "0"}
    codes |= {ResultCode.FORFEIT_WIN: "+", ResultCode.FORFEIT_LOSS: "-"}
    out = []
    for p in t.players:
        tokens = []
        for r in range(1, rounds + 1):
            e = p.entry(r)
            if e.result is not None and e.result.is_bye:
                tokens.append(e.result.value)
            elif e.opponent is None or e.result is None:
                tokens.append(".")
            else:
                colour = "w" if e.colour is Colour.WHITE else "b"
                tokens.append(f"{e.opponent}{colour}{codes[e.result]}")
        out.append((p.rating, " ".join(tokens)))
    return out
