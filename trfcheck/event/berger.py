"""The audit of a round robin: every published round against the Berger table (C.05 Annex 1)
under the numbering the file follows (``pairers.roundrobin.numbering``).

Findings, each at its round and players:

- RR001: a pair the table does not put in this round (it pairs them in another round);
- RR002: a pair of the table with the colours reversed;
- RR003: the free round (odd field) on another player than the table's; the boards it
  displaces are said in its message, not reported again;
- RR004: a pair that meets twice in one cycle, or (once a cycle is complete) never;
- RR005: players of one federation who meet in the last three rounds although the Varma
  groups (C.05 Annex 2) keep them apart (only when a restricted draw is asked for);
- RR006: a whole round of the table played in the wrong place (the table's round k);
- RR007: a round beyond the schedule (more rounds than the cycles of the table have).

A player without an opponent where the table gives him one is an unplayed game (an absence
or a withdrawal, C.05 6.6), not a finding. ``RoundRobinCheck.summary`` is the verdict's
statement (``9 rounds follow the Berger table for 10, numbering = start rank``).

A file whose rounds follow the table from a later round (the file of a later rating period:
``Numbering.offset``) is compared with the table's rounds from there; findings are at the
file's rounds, and their messages give the table's rounds too. The verdict says so and what
it rests on: the rounds fit the table from that round, which the file itself does not state
(``rounds 1-4 of this file are rounds 6-9 of the Berger table for 10``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from trfcheck.pairers.base import Pair
from trfcheck.pairers.roundrobin import Schedule, TableRound
from trfcheck.pairers.roundrobin.numbering import (
    Numbering,
    PublishedRound,
    find_numbering,
    published_rounds,
)
from trfcheck.pairers.roundrobin.varma import groups
from trfcheck.standings.withdrawals import Withdrawal, withdrawals
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.trf.model import Tournament

from .replay import RoundCheck, published_round

__all__ = ["RoundRobinCheck", "check_round_robin"]

ANNEX1 = "C.05 Annex 1 (Berger tables)"
ANNEX2 = "C.05 Annex 2 (Varma tables)"


@dataclass(frozen=True, slots=True)
class RoundRobinCheck:
    """What the comparison with the Berger table found: the numbering and schedule, one
    ``RoundCheck`` a published round (the table's pairing beside the published one), the
    findings, and the unplayed games (absences) by round."""

    numbering: Numbering
    rounds: tuple[RoundCheck, ...]
    diagnostics: tuple[Diagnostic, ...]
    unplayed: int = 0
    #: the players who withdrew (C.05 6.6, ``standings.withdrawals``)
    withdrawals: tuple[Withdrawal, ...] = ()

    @property
    def summary(self) -> str:
        """The verdict's statement about the schedule (module notes)."""
        nb = self.numbering
        s, k = nb.schedule, nb.offset
        n = len(self.rounds)
        departing = [rc.round_no for rc in self.rounds if not rc.ok]
        numbering = _numbering_text(nb)
        table = s.describe()
        if k:
            table = f"rounds {k + 1}-{k + n} of {table}" if n > 1 else f"round {k + 1} of {table}"
        if not departing:
            if not k:
                text = f"{n} round{'s' if n != 1 else ''} follow {table}, {numbering}"
            elif n > 1:
                text = f"rounds 1-{n} of this file are {table}, {numbering}"
            else:
                text = f"round 1 of this file is {table}, {numbering}"
        else:
            shown = ", ".join(map(str, departing[:12])) + (" ..." if len(departing) > 12 else "")
            text = (
                f"{n - len(departing)} of {n} rounds follow {table} ({numbering}; the "
                f"closest numbering places {nb.matched} of {nb.total} boards and free rounds "
                f"as the table does); round{'s' if len(departing) > 1 else ''} {shown} depart"
            )
        if k:
            text += (
                f"; the file's round 1 is the table's round {k + 1}, found by comparing the "
                "rounds with the table (the file does not say so; the file of a later rating "
                "period begins there)"
            )
        return text

    @property
    def notes(self) -> tuple[str, ...]:
        """What the verdict adds on lines of its own: the games of the table left unplayed
        and the withdrawals (C.05 6.6)."""
        unplayed = (
            (f"{self.unplayed} game{'s' if self.unplayed != 1 else ''} of the table unplayed",)
            if self.unplayed
            else ()
        )
        return (*unplayed, *(w.describe() for w in self.withdrawals))


def _numbering_text(nb: Numbering) -> str:
    if nb.is_start_rank:
        return "numbering = start rank"
    moved = nb.differing()
    shown = ", ".join(f"{r}->{nb.berger[r]}" for r in moved[:10])
    return (
        f"numbering found by search, not the start rank ({len(moved)} players: start rank "
        f"-> Berger number {shown}{' ...' if len(moved) > 10 else ''})"
    )


def check_round_robin(
    t: Tournament, *, restricted: bool = False, numbering: Numbering | None = None
) -> RoundRobinCheck:
    """The round robin ``t`` against its Berger table (module notes); ``restricted``: the
    regulations asked for a restricted draw (C.05 Annex 2), so RR005 is checked;
    ``numbering``: the one its rounds follow, if it was searched already (None: searched
    here, ``find_numbering``)."""
    nb = numbering if numbering is not None else find_numbering(t)
    s = nb.schedule
    pub = published_rounds(t)[: len(s.rounds) - nb.offset]
    to_rank = {v: r for r, v in nb.berger.items()}
    findings: list[Diagnostic] = []
    explained: set[frozenset[int]] = set()
    met: dict[tuple[int, frozenset[int]], list[int]] = defaultdict(list)
    for pr in pub:
        cycle = nb.table_round(pr.number).cycle
        for w, b, _ in pr.games:
            met[(cycle, frozenset((w, b)))].append(pr.number)
    unplayed = 0
    checks = []
    for pr in pub:
        tr = nb.table_round(pr.number)
        found, absent = _round_findings(t, nb, tr, pr, to_rank, met, explained)
        unplayed += absent
        findings.extend(found)
        checks.append(_round_check(t, tr, pr, to_rank, ok=not found))
    findings.extend(_never_met(nb, pub, to_rank, met, explained))
    if restricted:
        findings.extend(_restricted(t, nb, pub, to_rank))
    findings.extend(_beyond(t, nb))
    findings.sort(key=lambda d: (d.round or 0, d.code, d.players))
    failed = {d.round for d in findings}
    checks = [c if c.round_no not in failed else _failed(c) for c in checks]
    return RoundRobinCheck(nb, tuple(checks), tuple(findings), unplayed, withdrawals(t))


def _failed(rc: RoundCheck) -> RoundCheck:
    return RoundCheck(rc.round_no, rc.expected, rc.published, False, reason=rc.reason)


def _round_check(
    t: Tournament, tr: TableRound, pr: PublishedRound, to_rank: dict[int, int], *, ok: bool
) -> RoundCheck:
    """The table's pairing of the round (start ranks) beside the published one."""
    published = published_round(t, pr.number)
    expected: list[Pair] = [(to_rank[w], to_rank[b]) for w, b in tr.boards]
    if tr.free is not None and any(b == 0 for _, b in published):
        expected.append((to_rank[tr.free], 0))
    reason = f"the table's round {tr.table_round}" + (f", cycle {tr.cycle}" if tr.cycle > 1 else "")
    return RoundCheck(pr.number, tuple(sorted(expected)), published, ok, reason=reason)


def _diag(
    code: str, r: int, players: tuple[int, ...], message: str, rule: str = ANNEX1
) -> Diagnostic:
    severity = Severity.ERROR
    return Diagnostic(code, severity, r, players, rule, message)


def _round_findings(
    t: Tournament,
    nb: Numbering,
    tr: TableRound,
    pr: PublishedRound,
    to_rank: dict[int, int],
    met: dict[tuple[int, frozenset[int]], list[int]],
    explained: set[frozenset[int]],
) -> tuple[list[Diagnostic], int]:
    """RR001-RR004 and RR006 of one round, and the number of the table's games not played."""
    table = {frozenset((to_rank[w], to_rank[b])): (to_rank[w], to_rank[b]) for w, b in tr.boards}
    games = {frozenset((w, b)): (w, b, known) for w, b, known in pr.games}
    s = nb.schedule
    moved = None if games.keys() == table.keys() else _wrong_order(s, tr, games, to_rank)
    if moved is not None:
        explained.update(table)
        explained.update(games)
        return [
            _diag(
                "RR006",
                pr.number,
                (),
                f"round {pr.number} is the table's round {moved.number}, played in the wrong "
                f"order (the table's round {tr.number}: {_boards(table.values())})",
            )
        ], 0
    out: list[Diagnostic] = []
    free = to_rank[tr.free] if tr.free is not None else None
    displaced: set[frozenset[int]] = set()
    if free is not None and free not in pr.unpaired:
        instead = list(pr.unpaired)
        opp = next(w if b == free else b for w, b, _ in pr.games if free in (w, b))
        displaced = {k for k in games if free in k}
        displaced |= {k for k in table if set(k) & set(instead)}
        explained.update(displaced)
        who = ", ".join(map(str, instead)) or "nobody"
        out.append(
            _diag(
                "RR003",
                pr.number,
                (free, *instead),
                f"the free round is on {who}, but the table gives it to {free} (Berger number "
                f"{tr.free}), who plays {opp} instead; the boards this moves are not reported "
                "again",
            )
        )
    absent = 0
    for key, (w, b) in table.items():
        if key not in games and (w in pr.unpaired or b in pr.unpaired) and key not in displaced:
            absent += 1
            explained.add(key)
    for key, (w, b, known) in sorted(games.items(), key=lambda kv: kv[1]):
        if key in displaced:
            continue
        if key in table:
            if known and table[key] != (w, b):
                ew, eb = table[key]
                out.append(
                    _diag(
                        "RR002",
                        pr.number,
                        (w, b),
                        f"{w}-{b}: colours reversed; the table has {ew} White against {eb}",
                    )
                )
            continue
        rounds = met[(tr.cycle, key)]
        scheduled = _where(nb, _table_round(s, tr.cycle, key, to_rank))
        if len(rounds) > 1:
            explained.add(key)
            out.append(
                _diag(
                    "RR004",
                    pr.number,
                    (w, b),
                    f"{w}-{b} meet twice in cycle {tr.cycle} (rounds "
                    f"{', '.join(map(str, rounds))}); the table pairs them once, in "
                    f"{scheduled}",
                )
            )
        else:
            out.append(
                _diag(
                    "RR001",
                    pr.number,
                    (w, b),
                    f"{w}-{b} is not a pair of the table in round {pr.number}"
                    f"{_here(nb, pr.number)}: the table pairs them in {scheduled}",
                )
            )
    return out, absent


def _where(nb: Numbering, number: int) -> str:
    """Round ``number`` of the schedule as a message says it: ``round 7``, or for a file that
    begins at a later round of the table ``the table's round 7 (round 2 here)``."""
    if not nb.offset:
        return f"round {number}"
    here = number - nb.offset
    return f"the table's round {number} " + (
        f"(round {here} here)" if here >= 1 else "(before this file's round 1)"
    )


def _here(nb: Numbering, file_round: int) -> str:
    """`` (the table's round 7)`` after the file's round ``file_round`` when the file begins
    at a later round of the table; empty otherwise."""
    return f" (the table's round {file_round + nb.offset})" if nb.offset else ""


def _boards(pairs: Iterable[tuple[int, int]]) -> str:
    return ", ".join(f"{w}-{b}" for w, b in sorted(pairs))


def _wrong_order(
    s: Schedule,
    tr: TableRound,
    games: dict[frozenset[int], tuple[int, int, bool]],
    to_rank: dict[int, int],
) -> TableRound | None:
    """The table round of the same cycle whose boards the published round has, when it is
    not this one (RR006); None otherwise."""
    if not games:
        return None
    keys = set(games)
    for other in s.rounds:
        if other.cycle != tr.cycle or other.number == tr.number:
            continue
        if {frozenset((to_rank[w], to_rank[b])) for w, b in other.boards} == keys:
            return other
    return None


def _table_round(s: Schedule, cycle: int, key: frozenset[int], to_rank: dict[int, int]) -> int:
    """The round of ``cycle`` where the table pairs the two players of ``key``."""
    for tr in s.rounds:
        if tr.cycle == cycle and any(
            frozenset((to_rank[w], to_rank[b])) == key for w, b in tr.boards
        ):
            return tr.number
    return 0


def _never_met(
    nb: Numbering,
    pub: tuple[PublishedRound, ...],
    to_rank: dict[int, int],
    met: dict[tuple[int, frozenset[int]], list[int]],
    explained: set[frozenset[int]],
) -> list[Diagnostic]:
    """RR004 for each pair of a cycle the file holds whole that never met (an unplayed game
    of an absent player apart)."""
    out = []
    first, last = nb.offset + 1, nb.offset + len(pub)
    for cycle in (1, 2):
        rounds = [tr for tr in nb.schedule.rounds if tr.cycle == cycle]
        if not rounds or not all(first <= tr.number <= last for tr in rounds):
            continue
        for tr in rounds:
            for w, b in tr.boards:
                key = frozenset((to_rank[w], to_rank[b]))
                if met.get((cycle, key)) or key in explained:
                    continue
                a, c = to_rank[w], to_rank[b]
                out.append(
                    _diag(
                        "RR004",
                        tr.number - nb.offset,
                        (a, c),
                        f"{a}-{c} never meet in cycle {cycle}; the table pairs them in "
                        f"{_where(nb, tr.number)}",
                    )
                )
    return out


def _beyond(t: Tournament, nb: Numbering) -> list[Diagnostic]:
    """RR007 for each round of the file after the last round of the schedule."""
    s = nb.schedule
    return [
        _diag(
            "RR007",
            r,
            (),
            f"round {r}{_here(nb, r)} is beyond {s.describe()}, which has {len(s.rounds)} rounds",
        )
        for r in range(len(s.rounds) - nb.offset + 1, t.rounds_played + 1)
    ]


def _restricted(
    t: Tournament, nb: Numbering, pub: tuple[PublishedRound, ...], to_rank: dict[int, int]
) -> list[Diagnostic]:
    """RR005: players of one federation meeting in the last three rounds of a cycle, when
    the Varma groups (C.05 Annex 2) would have kept them apart."""
    s = nb.schedule
    if groups(s.players) is None:
        return []
    fed = {p.start_rank: p.federation for p in t.players}
    last = {tr.number for tr in s.rounds if tr.table_round > s.rounds_per_cycle - 3}
    out = []
    for pr in pub:
        if pr.number + nb.offset not in last:
            continue
        for w, b, _ in pr.games:
            if fed.get(w) and fed.get(w) == fed.get(b):
                out.append(
                    _diag(
                        "RR005",
                        pr.number,
                        (w, b),
                        f"{w}-{b}, both of {fed[w]}, meet in one of the last three rounds: a "
                        "restricted draw by the Varma groups keeps players of one federation "
                        "apart there",
                        ANNEX2,
                    )
                )
    return out
