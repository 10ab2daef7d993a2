"""Root causes: the reader's findings that make rounds unreliable, and the findings that
depend on them.

A truncated or shifted 001 record, a start rank used twice, a round block that cannot be
read or has no result while the points column credits it (RES015 as a warning: read as
"not paired", which the points contradict) and a cross-table that contradicts
itself (docs/diagnostics.md: PLY001-PLY004, RES001, RES002, RES015, RND001-RND006) leave the rounds
they touch, and every later round, resting on data the reader could not take as written:
the replay re-pairs those rounds from that data, and the rank check computes the standings
from it. So a replay finding (RPL001, RPL002) in a touched round, the rank finding (STD001)
after one, a cross-table finding about a player whose whole record or whose block of that
round is broken (or an unknown opponent when a record was dropped for its start rank), and
the points column (PTS001) of a player whose record or round block is broken are
consequences: each keeps its severity and carries the finding it depends on
(``Diagnostic.cause``, printed as ``depends_on``), and the verdict names the root cause
first and does not count its consequences as independent causes. Three links follow from
the TRF16 column table: a 001 line shifted by a character (PLY003, the first column
of the line that must be blank and is not) moves every later field, so the line's field
findings at later columns (PLY002, PLY003, PLY004) rest on it; a cross-table finding rests
on the block of the opponent its player names in that round when that block is broken or
names an opponent who is not in the file (RND001: the asymmetry follows from it); and
blocks without a result code (RES015) name every player who has one, so the points column
of each of them rests on it.

Which rounds a root cause touches: a finding of one round block (its ``round``) from that
round on (later rounds are paired from its history); a finding of a whole record (no
round: truncated, shifted, a second start rank, a rating that is not a number, which
orders the players) every round.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from trfcheck.trf.columns import player_field
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.trf.model import Tournament

__all__ = ["ROOT_CODES", "Causes", "find_causes"]

#: The reader's codes that can make rounds unreliable (docs/diagnostics.md, "Reading the file").
ROOT_CODES = frozenset(
    {"PLY001", "PLY002", "PLY003", "PLY004", "RES001", "RES002", "RES015"}
    | {f"RND00{n}" for n in range(1, 7)}
)

#: The findings whose conclusion rests on the rounds' data: the replay's and the ranks'.
_DEPENDENT_CODES = frozenset({"RPL001", "RPL002", "STD001"})

#: The reader's findings of a field of a 001 line: a shift of the line moves them.
_FIELD_CODES = frozenset({"PLY002", "PLY003", "PLY004"})

#: A whole record's findings: the player's data are unreliable in every round.
_RECORD_CODES = frozenset({"PLY003", "PLY004"})

_RATING_COLUMN = player_field("rating").first


def _first_round(d: Diagnostic) -> int | None:
    """The first round ``d`` makes unreliable (1: every round), or None when ``d`` is not
    a root cause (module notes)."""
    if d.code not in ROOT_CODES or d.severity is Severity.INFO:
        return None  # RES015 as info: the points column agrees with "not paired"
    if d.round is not None:
        return d.round
    if d.code == "PLY002" and d.severity is not Severity.ERROR and d.column != _RATING_COLUMN:
        return None  # sex, birth date, FIDE ID: no pairing rests on them
    if d.code == "PLY001" and d.severity is not Severity.ERROR:
        return None  # a gap in the start ranks: the players are renumbered, nothing lost
    return 1


@dataclass(frozen=True, slots=True)
class Causes:
    """The root causes of an audit (``find_causes`` gives their order) and its findings,
    each consequence marked with the root cause it depends on."""

    roots: tuple[Diagnostic, ...]
    diagnostics: tuple[Diagnostic, ...]

    @property
    def dependent(self) -> tuple[Diagnostic, ...]:
        """The findings that depend on a root cause."""
        return tuple(d for d in self.diagnostics if d.cause is not None)


def find_causes(tournament: Tournament, diagnostics: Sequence[Diagnostic]) -> Causes:
    """Mark the consequences among ``diagnostics`` (module notes) and put the root causes
    first (by the first round they touch, a whole record before a block, then in the order
    of the file); the other reader findings follow in the order of the file, then the
    findings of the rule checks and the replay as they were."""
    cause = _shifted_fields(diagnostics)
    candidates = [d for d in diagnostics if id(d) not in cause and _first_round(d) is not None]
    records = {
        p: d
        for d in candidates
        if d.round is None and (d.code in _RECORD_CODES or d.code == "PLY001")
        for p in d.players
    }
    dropped = next(
        (d for d in candidates if d.code == "PLY001" and d.severity is Severity.ERROR), None
    )
    blocks = {p: d for d in reversed(candidates) for p in d.players}
    unread = {  # a block the reader could not read (RES001, RES002, PLY002, PLY003), or
        # one that names an opponent who is not in the file (RND001)
        (p, d.round): d
        for d in reversed(candidates)
        if d.round is not None and (d.code == "RND001" or not d.code.startswith("RND"))
        for p in d.players
    }
    for d in diagnostics:
        root = None
        if d.code.startswith("RND"):
            root = _record_root(tournament, d, records)
            root = root or next(
                (unread[b] for b in _blocks(tournament, d) if unread.get(b, d) is not d), None
            )
            if root is None and d.code == "RND001":
                root = dropped  # the opponent may be the record read under another rank
        elif d.code == "PTS001":  # the points of a player whose record or block is broken
            root = next((blocks[p] for p in d.players if p in blocks), None)
        if root is not None and root is not d and id(d) not in cause:
            cause[id(d)] = root
    marked = [d.resting_on(_root(d, cause)) if id(d) in cause else d for d in diagnostics]
    roots = sorted(
        (d for d in marked if d.cause is None and _first_round(d) is not None),
        key=lambda d: (_first_round(d) or 0, d.round is not None, d.line or 1 << 30, d.code),
    )
    is_root = {id(d) for d in roots}
    reader: list[Diagnostic] = []
    rest: list[Diagnostic] = []
    for d in marked:
        if id(d) in is_root:
            continue
        if d.code in _DEPENDENT_CODES and d.round is not None and d.cause is None:
            root = next((r for r in roots if (_first_round(r) or 1 << 30) <= d.round), None)
            if root is not None:
                d = d.resting_on(root)
        (reader if d.line and d.code not in _DEPENDENT_CODES else rest).append(d)
    reader.sort(key=lambda d: (d.line, d.column))
    return Causes(tuple(roots), (*roots, *reader, *rest))


def _shifted_fields(diagnostics: Sequence[Diagnostic]) -> dict[int, Diagnostic]:
    """A 001 line shifted by a character (PLY003: a TRF16 column that must be blank is
    not) moves every later field: the first such finding of a line is the root cause of the
    line's field findings at later columns (a points column read as "  0.", PLY002; the
    blank column of a round block, PLY003; a line ending early, PLY004). Keyed by ``id``."""
    shifts: dict[int, Diagnostic] = {}
    for d in diagnostics:
        first = d.code == "PLY003" and d.line and _first_round(d) is not None
        if first and (d.line not in shifts or d.column < shifts[d.line].column):
            shifts[d.line] = d
    return {
        id(d): shift
        for d in diagnostics
        if d.code in _FIELD_CODES
        and (shift := shifts.get(d.line)) is not None
        and d.column > shift.column
    }


def _root(d: Diagnostic, cause: dict[int, Diagnostic]) -> Diagnostic:
    """The root cause at the end of ``d``'s chain of causes (a field finding of a shifted
    line whose player other findings name rests on the shift)."""
    seen = {id(d)}
    root = cause[id(d)]
    while id(root) in cause and id(root) not in seen:
        seen.add(id(root))
        root = cause[id(root)]
    return root


def _blocks(tournament: Tournament, d: Diagnostic) -> Iterator[tuple[int, int]]:
    """The round blocks a cross-table finding ``d`` rests on: its players' blocks of its
    round and the blocks of the opponents they name in that round."""
    r = d.round or 0
    for p in d.players:
        yield p, r
    for p in d.players:
        try:
            opponent = tournament.player(p).entry(r).opponent
        except KeyError:
            continue
        if opponent is not None:
            yield opponent, r


def _record_root(
    tournament: Tournament, d: Diagnostic, records: dict[int, Diagnostic]
) -> Diagnostic | None:
    """The whole-record finding a cross-table finding ``d`` rests on: that of one of its
    players, or of the opponent the player's block names in that round."""
    for p in d.players:
        if p in records:
            return records[p]
        if d.round is None:
            continue
        try:
            opponent = tournament.player(p).entry(d.round).opponent
        except KeyError:
            continue
        if opponent is not None and opponent in records:
            return records[opponent]
    return None
