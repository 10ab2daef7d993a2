"""Read a candidate's pairing: the JaVaFo pairs format, or round r of a TRF it wrote.

JaVaFo pairs format (docs/endorse.md, "Templates and presets"; bbpPairings, py4swiss and
Vega write it): the
first line is the number of pairs, then one ``white black`` line per pair, the PAB as
``player 0``. Writers disagree on whether the PAB line is counted in the first line, so
both counts are accepted.
"""

from __future__ import annotations

from collections.abc import Iterable

from trfcheck.trf import TrfError, read
from trfcheck.trf.model import ResultCode, Tournament
from trfcheck.trf.numbers import ascii_digits
from trfcheck.verify.replay import Pair, published_round

__all__ = ["OutputError", "illegal", "parse_javafo", "trf_round"]


class OutputError(ValueError):
    """The candidate's output cannot be read as a pairing."""


def parse_javafo(text: str) -> tuple[Pair, ...]:
    """The pairs of a JaVaFo pairs file as sorted (white, black), the PAB as (player, 0)."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if not lines:
        raise OutputError("empty pairs output: expected the number of pairs on line 1")
    try:
        count = int(lines[0])
    except ValueError:
        raise OutputError(f"line 1: expected the number of pairs, found {lines[0]!r}") from None
    pairs: list[Pair] = []
    for number, line in enumerate(lines[1:], start=2):
        words = line.split()
        if len(words) != 2 or not all(ascii_digits(w) and len(w) <= 5 for w in words):
            raise OutputError(f"line {number}: expected 'white black', found {line!r}")
        white, black = int(words[0]), int(words[1])
        if white == 0:
            raise OutputError(f"line {number}: player 0 cannot have White, found {line!r}")
        pairs.append((white, black))
    byes = sum(1 for _, black in pairs if black == 0)
    if count not in (len(pairs), len(pairs) - byes):
        raise OutputError(f"line 1: {count} pairs announced, {len(pairs)} lines follow")
    return tuple(sorted(pairs))


def trf_round(data: bytes, round_no: int, path: str = "") -> tuple[Pair, ...]:
    """Round ``round_no`` of a TRF file the candidate wrote, as ``published_round`` reads it."""
    try:
        loaded = read(data, path)
    except TrfError as error:
        raise OutputError(f"the output is not a readable TRF file: {error}") from None
    return published_round(loaded.tournament, round_no)


def illegal(
    tournament: Tournament, round_no: int, pairs: Iterable[Pair], where: str = ""
) -> str | None:
    """Why ``pairs`` cannot be a pairing of ``round_no`` (C.04.1 art. 1-4), or None;
    ``where`` names the round in the message (default ``round N``: a Double-Swiss match
    is named by its number).

    Every player to be paired appears exactly once (a player with a pre-set bye or absent,
    not at all); nobody outside the field; at most one PAB (art. 4). Criteria of the
    system (rematches, colours) are for the explanation, not this test.
    """
    to_pair = {
        p.start_rank
        for p in tournament.players
        if (e := p.entry(round_no)).opponent is not None or e.result is ResultCode.PAB
    }
    where = where or f"round {round_no}"
    seen: dict[int, int] = {}
    byes = 0
    for white, black in pairs:
        byes += black == 0
        for player in (white, black) if black else (white,):
            seen[player] = seen.get(player, 0) + 1
    unknown = sorted(set(seen) - to_pair)
    if unknown:
        return f"players not to be paired in {where} are paired: {unknown}"
    twice = sorted(p for p, n in seen.items() if n > 1)
    if twice:
        return f"players paired more than once: {twice}"
    missing = sorted(to_pair - set(seen))
    if missing:
        return f"players left out of the pairing: {missing}"
    if byes > 1:
        return f"{byes} pairing-allocated byes (C.04.1 art. 4: at most one)"
    return None
