"""What the HTML report shows, as plain data: one builder per section of the page.

The templates (``templates/report.html.j2``) only lay these values out; every decision
(which boards differ, which cell is a forfeit, which findings concern a player) is taken
here, where it can be tested without a browser. Text from the TRF file (names, federation
codes, the event's header) is passed through unchanged: the templates escape it.

Sections: the verdict (``Audit.verdict``, counts by severity, the rules applied with their
reasons), the event header, the standings (``standings_view``, kept apart so that the
standings code can change under it), the cross-table, each round published beside the
rules' pairing, the findings, and one view per player (colours, floats, byes, opponents,
scores; ``Event.player_states``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from trfcheck.event import Event
from trfcheck.event.history import Float, PlayerState, RoundKind
from trfcheck.ruleset import Ruleset
from trfcheck.trf.checks import computed_points
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.trf.header import HeaderRecords
from trfcheck.trf.model import Colour, Player, PointCategory, ResultCode, RoundEntry, Tournament
from trfcheck.trf.values import format_tenths
from trfcheck.verify.audit import Audit
from trfcheck.verify.replay import Pair, RoundCheck

__all__ = [
    "SYMBOL",
    "BoardRow",
    "Cell",
    "FindingView",
    "PlayerRound",
    "PlayerView",
    "RoundView",
    "Verdict",
    "crosstable_cells",
    "event_rows",
    "finding_views",
    "player_views",
    "round_views",
    "verdict_view",
]

#: The symbol printed beside every colour of a severity (colour is never the only signal).
SYMBOL = {Severity.ERROR: "\u2718", Severity.WARNING: "\u26a0", Severity.INFO: "\u2139"}


@dataclass(frozen=True, slots=True)
class Verdict:
    """The head of the page: PASS / FAIL, the one-line verdict and the counts."""

    passed: bool
    head: str
    text: str
    counts: tuple[tuple[str, str, int], ...]  # (severity, symbol, count)
    rounds: int
    differing: int
    scope: tuple[str, ...]
    rules: tuple[tuple[str, str, str, str], ...]  # (choice, value, reason, note)


def verdict_view(event: Event, result: Audit) -> Verdict:
    """The verdict section: ``Audit.verdict`` and every choice of the ``Ruleset`` with its
    reason (the same facts as the text and JSON outputs), the kind of ``event`` among them
    when a choice made it."""
    counts = tuple((s.value, SYMBOL[s], result.independent_counts[s]) for s in Severity)
    return Verdict(
        result.passed,
        result.head,
        result.verdict(),
        counts,
        len(result.rounds),
        len(result.discrepant),
        result.scope,
        _rules(event, result.ruleset),
    )


def _rules(event: Event, r: Ruleset) -> tuple[tuple[str, str, str, str], ...]:
    system = r.system.value
    rows = [
        ("system", system.value, r.system.reason, r.system.note),
        ("pairing rules", r.edition.value.text(system), r.edition.reason, r.edition.note),
        (
            "tie-break rules",
            r.tiebreak_edition.value.text(),
            r.tiebreak_edition.reason,
            r.tiebreak_edition.note,
        ),
    ]
    if r.baku.value:
        rows.append(("acceleration", "Baku, C.04.7", r.baku.reason, r.baku.note))
    if r.maxi.value is not None:
        rows.append(("Maxi-tournament", "yes" if r.maxi.value else "no", r.maxi.reason, ""))
    claimed = event.claimed_by  # the kind of event, when a choice made it (a team event)
    if claimed is not None:
        rows.append((event.label, "yes", claimed.reason, claimed.note))
    return tuple(rows)


def event_rows(t: Tournament, header: HeaderRecords, ruleset: Ruleset) -> list[tuple[str, str]]:
    """The event header as (label, value) rows; absent records are left out."""
    dates = " to ".join(d for d in (header.start, header.end) if d)
    if not dates and t.start_date is not None:
        dates = t.start_date.isoformat()
    played = t.rounds_played
    rounds = f"{played} played" + (f" of {t.total_rounds}" if t.total_rounds else "")
    arbiters = "; ".join(header.deputy_arbiters)
    rows = [
        ("Event", header.name or t.name),
        ("Place", header.place),
        ("Federation", header.federation),
        ("Dates", dates),
        ("Chief arbiter", header.chief_arbiter),
        ("Deputy arbiters", arbiters),
        ("Time control", header.time_control),
        ("Type", header.event_type),
        ("Rounds", rounds),
        ("Players", str(len(t.players))),
        ("System", ruleset.system.value.value + (f" (192: {t.system})" if t.system else "")),
    ]
    return [(label, value) for label, value in rows if value]


# -- the cross-table -------------------------------------------------------------------

_RESULT = {
    ResultCode.WIN: "1",
    ResultCode.DRAW: "\u00bd",
    ResultCode.LOSS: "0",
    ResultCode.WIN_UNRATED: "1u",
    ResultCode.DRAW_UNRATED: "\u00bdu",
    ResultCode.LOSS_UNRATED: "0u",
    ResultCode.FORFEIT_WIN: "+",
    ResultCode.FORFEIT_LOSS: "\u2212",
}
_BYE = {
    ResultCode.PAB: ("PAB", "pairing-allocated bye"),
    ResultCode.HALF_BYE: ("H\u00bd", "half-point bye"),
    ResultCode.FULL_BYE: ("F1", "full-point bye"),
    ResultCode.ZERO_BYE: ("Z0", "zero-point bye or absence"),
}
_COLOUR = {Colour.WHITE: "w", Colour.BLACK: "b", Colour.NONE: ""}
_GAME = {PointCategory.WIN: "win", PointCategory.DRAW: "draw", PointCategory.LOSS: "loss"}


@dataclass(frozen=True, slots=True)
class Cell:
    """One round of one player: ``kind`` is game, forfeit, bye, pending or empty; ``text``
    the result as printed, ``label`` its words (for screen readers and the legend)."""

    kind: str
    opponent: int | None
    colour: str
    text: str
    label: str


_EMPTY_CELL = Cell("empty", None, "", "\u2013", "not paired")


def cell(entry: RoundEntry) -> Cell:
    """The cross-table cell of one round block (its TRF16 result code, docs/trf-format.md)."""
    if entry.is_empty:
        return _EMPTY_CELL
    colour = _COLOUR[entry.colour]
    result = entry.result
    if result is None:
        return Cell("pending", entry.opponent, colour, "?", "result pending")
    if result in _BYE:
        text, label = _BYE[result]
        return Cell("bye", None, "", text, label)
    if result in (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS):
        won = result is ResultCode.FORFEIT_WIN
        label = "forfeit win" if won else "forfeit loss"
        return Cell("forfeit", entry.opponent, colour, _RESULT[result], label)
    label = _GAME[result.category]
    if result in (ResultCode.WIN_UNRATED, ResultCode.DRAW_UNRATED, ResultCode.LOSS_UNRATED):
        label += " (less than one move played)"
    return Cell("game", entry.opponent, colour, _RESULT[result], label)


def crosstable_cells(t: Tournament, rounds: int) -> dict[int, list[Cell]]:
    """Every player's cells for rounds 1..``rounds``, by start rank."""
    return {p.start_rank: [cell(p.entry(r)) for r in range(1, rounds + 1)] for p in t.players}


# -- the rounds ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BoardRow:
    """One row of a round: a published pair beside the rules' pair. ``differs_*`` marks a
    pair that is in one pairing only; a bye is ``(player, 0)``."""

    number: int
    published: Pair | None
    expected: Pair | None
    published_differs: bool
    expected_differs: bool


@dataclass(frozen=True, slots=True)
class RoundView:
    """One round as the page shows it."""

    number: int
    ok: bool
    error: str | None
    rule: str | None
    reason: str | None
    players: tuple[int, ...]
    rows: tuple[BoardRow, ...]
    differing: int  # pairs in one pairing only (``RoundCheck.differing``)
    findings: tuple[int, ...]
    replayed: bool = True  # False: a round of the file that was not checked (``Audit.scope``)
    depends_on: str = ""  # the root cause the round rests on (``Audit.round_depends_on``)


def round_views(
    event: Event,
    result: Audit,
    rounds: int,
    scores: Mapping[int, PlayerState],
    by_round: Mapping[int, list[int]],
) -> list[RoundView]:
    """Rounds 1..``rounds`` (or more if more were replayed). A replayed round shows the
    published boards in board order (C.04.2 art. 3.6, by the scores before the round:
    ``Event.board_order``),
    each beside the rules' pair that shares a player with it when they differ; the rules'
    pairs that match no published pair follow. A round that was not replayed says so."""
    checks = {rc.round_no: rc for rc in result.rounds}
    out = []
    for number in range(1, max(rounds, *checks, 0) + 1):
        rc = checks.get(number)
        if rc is None:
            findings = tuple(by_round.get(number, ()))
            out.append(RoundView(number, True, None, None, None, (), (), 0, findings, False))
            continue
        rows = _board_rows(event, rc, scores)
        differing = 0 if rc.ok or rc.error else len(rc.differing)
        out.append(
            RoundView(
                rc.round_no,
                rc.ok,
                rc.error,
                rc.rule,
                rc.reason,
                rc.players,
                tuple(rows),
                differing,
                tuple(by_round.get(rc.round_no, ())),
                depends_on=result.round_depends_on(rc.round_no),
            )
        )
    return out


def _board_rows(event: Event, rc: RoundCheck, states: Mapping[int, PlayerState]) -> list[BoardRow]:
    published = event.board_order(rc.published, rc.round_no, states)
    expected = event.board_order(rc.expected, rc.round_no, states)
    if rc.error is not None:
        return [BoardRow(i, p, None, False, False) for i, p in enumerate(published, 1)]
    if rc.ok:
        # equal as ordered pairs, or a colourless published pair (``same_round``)
        return [BoardRow(i, p, p, False, False) for i, p in enumerate(published, 1)]
    both = set(rc.published) & set(rc.expected)
    left = [e for e in expected if e not in both]
    rows = []
    for i, p in enumerate(published, 1):
        if p in both:
            rows.append(BoardRow(i, p, p, False, False))
            continue
        partner = next((e for e in left if set(e) & set(p) - {0}), None)
        if partner is not None:
            left.remove(partner)
        rows.append(BoardRow(i, p, partner, True, partner is not None))
    n = len(rows)
    rows += [BoardRow(n + i, None, e, False, True) for i, e in enumerate(left, 1)]
    return rows


# -- findings --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FindingView:
    """One finding with its anchor number (``f-N``) and its place in the source."""

    number: int
    code: str
    severity: str
    symbol: str
    rule: str
    round: int | None
    players: tuple[int, ...]
    where: str
    message: str


def finding_views(
    diagnostics: Sequence[Diagnostic],
) -> tuple[list[FindingView], dict[int, list[int]], dict[int, list[int]]]:
    """The findings numbered from 1, and the numbers of the findings of each round and of
    each player (the links back from rounds and players)."""
    views = []
    by_round: dict[int, list[int]] = defaultdict(list)
    by_player: dict[int, list[int]] = defaultdict(list)
    for n, d in enumerate(diagnostics, 1):
        views.append(
            FindingView(
                n,
                d.code,
                d.severity.value,
                SYMBOL[d.severity],
                d.rule,
                d.round,
                d.players,
                d.where if d.located else "",
                d.detail + (f" (depends on {d.depends_on})" if d.depends_on else ""),
            )
        )
        if d.round is not None:
            by_round[d.round].append(n)
        for p in dict.fromkeys(d.players):
            by_player[p].append(n)
    return views, by_round, by_player


# -- players ---------------------------------------------------------------------------

_FLOAT = {Float.NONE: "", Float.DOWN: "\u2193 down", Float.UP: "\u2191 up"}
_KIND_TEXT = {
    RoundKind.PLAYED: "",
    RoundKind.FORFEIT_WIN: "forfeit win",
    RoundKind.FORFEIT_LOSS: "forfeit loss",
    RoundKind.PAB: "PAB",
    RoundKind.FULL_BYE: "full-point bye",
    RoundKind.HALF_BYE: "half-point bye",
    RoundKind.ZERO_BYE: "zero-point bye / absent",
    RoundKind.PENDING: "pending",
}


@dataclass(frozen=True, slots=True)
class PlayerRound:
    """One round of the per-player view."""

    number: int
    cell: Cell
    kind: str
    float: str
    score: str  # after the round


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player: identity, colour sequence, rounds and findings."""

    player: Player
    points: str
    declared: str  # the file's points column when it disagrees with the results
    colours: str
    floats: str
    byes: str
    rounds: tuple[PlayerRound, ...]
    findings: tuple[int, ...]


def player_views(
    t: Tournament,
    states: Mapping[int, PlayerState],
    cells: Mapping[int, list[Cell]],
    by_player: Mapping[int, list[int]],
    compared: bool = True,
) -> list[PlayerView]:
    """The per-player view of every player, by start rank; ``compared``: the points column
    is set against the results (``Event.points_are_sums``; not in a team event)."""
    out = []
    for p in t.players:
        s = states[p.start_rank]
        rounds = tuple(
            PlayerRound(
                r,
                c,
                _KIND_TEXT[s.kinds[r - 1]] if r <= len(s.kinds) else "",
                _FLOAT[s.float_in(r)],
                format_tenths(s.scores[r]) if r < len(s.scores) else "",
            )
            for r, c in enumerate(cells[p.start_rank], 1)
        )
        colours = " ".join(_COLOUR[c].upper() for c in s.colours) or "none"
        floats = " ".join(
            f"R{r} {_FLOAT[f]}" for r, f in enumerate(s.floats, 1) if f is not Float.NONE
        )
        byes = ", ".join(
            f"R{r} {_KIND_TEXT[k]}"
            for r, k in enumerate(s.kinds, 1)
            if k not in (RoundKind.PLAYED, RoundKind.PENDING)
        )
        points = computed_points(t, p)
        differs = compared and p.points is not None and p.points != points
        declared = p.points if differs else None
        out.append(
            PlayerView(
                p,
                format_tenths(points),
                "" if declared is None else format_tenths(declared),
                colours,
                floats or "none",
                byes or "none",
                rounds,
                tuple(by_player.get(p.start_rank, ())),
            )
        )
    return out
