"""The last check every engine's round passes through: a pairing that breaks an absolute
rule is never returned.

An engine that works as designed never fails this check; it is there for input the
engine was not designed for (a corrupted file, a model built by hand) and for engine
bugs. What it checks are the rules every FIDE Swiss system shares:

- C.04.1 art. 2 (basic rules) and Dutch 2026 C1: two participants meet at most once
  (played games and published pending games, GHR 3.5; forfeits do not count);
- C.04.1 art. 4: at most one pairing-allocated bye per round;
- C.04.2 art. 3.2-3.3: a participant absent from the round (a bye written in the
  round's column, a 240 record, an XXZ line) is not paired;
- the prohibited pairs of the file (XXP, 260; C.04.2 art. 3.5 and the TRF-26 260 record);
- each participant of the round appears exactly once, on a board or with a bye, and
  every start rank named exists in the file.
"""

from __future__ import annotations

from collections import Counter

from trfcheck.pairers.base import IllegalPairing, RoundPairing
from trfcheck.trf.model import ResultCode, Tournament

from .state import forbidden_partners, opponents_before, participants

__all__ = ["check_round", "illegalities"]


def check_round(tournament: Tournament, pairing: RoundPairing) -> RoundPairing:
    """``pairing`` itself if it is legal (see the module notes); IllegalPairing otherwise."""
    problems = illegalities(tournament, pairing)
    if problems:
        raise IllegalPairing(f"round {pairing.round_no}: " + "; ".join(problems[:5]))
    return pairing


def illegalities(tournament: Tournament, pairing: RoundPairing) -> list[str]:
    """Why ``pairing`` breaks an absolute rule, one sentence per problem (empty: legal)."""
    r = pairing.round_no
    known = {p.start_rank for p in tournament.players}
    named = [x for b in pairing.boards for x in (b.white, b.black)]
    named += [bye.player for bye in pairing.byes]
    problems = [f"player {x} does not exist" for x in sorted(set(named) - known)]
    twice = sorted(x for x, n in Counter(named).items() if n > 1)
    problems += [f"player {x} appears more than once" for x in twice]
    pabs = [bye.player for bye in pairing.byes if bye.kind is ResultCode.PAB]
    if len(pabs) > 1:
        problems.append(f"more than one pairing-allocated bye ({', '.join(map(str, pabs))})")
    playing = {x for b in pairing.boards for x in (b.white, b.black)} | set(pabs)
    allowed = set(participants(tournament, r))
    problems += [f"player {x} is not to be paired in round {r}" for x in sorted(playing - allowed)]
    problems += [f"player {x} is left out" for x in sorted(allowed - set(named))]
    for b in pairing.boards:
        if b.black in opponents_before(tournament, r, b.white):
            problems.append(f"players {b.white} and {b.black} have already played each other")
    partners = forbidden_partners(tournament, r)
    problems += [
        f"players {b.white} and {b.black} may not be paired (prohibited pair)"
        for b in pairing.boards
        if b.black in partners.get(b.white, ())
    ]
    return problems
