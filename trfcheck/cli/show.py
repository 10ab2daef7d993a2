"""``trfcheck show IN``: standings and crosstable, points recomputed, disagreements marked.

A team event gets its team standings (C.07 art. 11-13, ``report.standings_text.team_section``)
above the players' table, and its players' points columns are not compared (a team event
scores matches and boards, 162/362: ``Event.points_are_sums``)."""

from __future__ import annotations

from collections.abc import Mapping

import typer

from trfcheck.cli.common import exit_code, open_input, report_findings
from trfcheck.cli.options import (
    EncodingOption,
    ExitZeroOption,
    SourceArgument,
    StrictOption,
    WideOption,
)
from trfcheck.cli.outcome import ExitCode, guarded
from trfcheck.report.standings_text import team_section
from trfcheck.report.tables import WIDTH, fit_table, wrap
from trfcheck.trf.checks import computed_points
from trfcheck.trf.model import Colour, Player, RoundEntry, Tournament
from trfcheck.trf.values import format_tenths

__all__ = ["crosstable", "register", "show", "standings"]

MISMATCH = "!="  # marks a points column that disagrees with the results


def _points(value: int | None) -> str:
    return format_tenths(value) if value is not None else ""


def standings(t: Tournament, width: int | None = WIDTH, compared: bool = True) -> tuple[str, int]:
    """The standings table (by recomputed points, then start rank) and the disagreements;
    ``compared``: the points column is set against the results (not in a team event).
    No tie-break is applied: players with the same points share a place ("3=")."""
    rows = []
    mismatches = 0
    order = sorted(t.players, key=lambda p: (-computed_points(t, p), p.start_rank))
    scores = [computed_points(t, p) for p in order]
    for p in order:
        computed = computed_points(t, p)
        above = sum(s > computed for s in scores)
        place = f"{above + 1}=" if scores.count(computed) > 1 else str(above + 1)
        differs = compared and p.points is not None and p.points != computed
        mismatches += differs
        rows.append(
            [
                place,
                p.start_rank,
                p.title,
                p.name,
                p.rating or "",
                p.federation,
                _points(computed),
                _points(p.points),
                MISMATCH if differs else "",
                p.rank or "",
            ]
        )
    # "Decl." and "Rank": the points and the rank the file declares; "Diff": MISMATCH when
    # the declared points differ from the computed ones
    head = ["#", "SR", "Title", "Name", "Rtg", "Fed", "Pts", "Decl.", "Diff", "Rank"]
    return fit_table(rows, head, shrink=(3, 5), width=width), mismatches


def _cell(entry: RoundEntry) -> str:
    if entry.is_empty:
        return ""
    opponent = str(entry.opponent) if entry.opponent is not None else "-"
    colour = entry.colour.value if entry.colour is not Colour.NONE else ""
    result = entry.result.value if entry.result is not None else "?"
    return f"{opponent}{colour}{result}"


def crosstable(
    t: Tournament,
    width: int | None = WIDTH,
    compared: bool = True,
    berger: Mapping[int, int] | None = None,
) -> str:
    """One row per player by start rank: each round as opponent, colour and result; the
    declared points marked when they differ and ``compared`` (column "Decl.", left out when
    no row has one). ``berger`` (a round robin: start rank -> Berger number, C.05 Annex 1)
    orders the rows by Berger number, in a first column "BN"."""
    rounds = max((len(p.rounds) for p in t.players), default=0)
    players = sorted(t.players, key=lambda p: berger[p.start_rank]) if berger else t.players
    rows = [
        [
            *([berger[p.start_rank]] if berger else []),
            p.start_rank,
            p.name,
            *(_cell(p.entry(r)) for r in range(1, rounds + 1)),
            _points(computed_points(t, p)),
            _mark(t, p) if compared else "",
        ]
        for p in players
    ]
    head = [
        *(["BN"] if berger else []),
        "SR",
        "Name",
        *(f"R{r}" for r in range(1, rounds + 1)),
        "Pts",
        "Decl.",
    ]
    if not any(row[-1] for row in rows):  # no declared points differ: no "Decl." column
        head.pop()
        rows = [row[:-1] for row in rows]
    first = 1 if berger else 0
    return fit_table(rows, head, shrink=(first + 1,), split=first + 2, width=width, padding=0)


def _mark(t: Tournament, p: Player) -> str:
    if p.points is None or p.points == computed_points(t, p):
        return ""
    return f"{MISMATCH} {_points(p.points)}"


def show(
    source: SourceArgument,
    strict: StrictOption = False,
    wide: WideOption = False,
    encoding: EncodingOption = None,
    exit_zero: ExitZeroOption = False,
) -> None:
    """Print standings and crosstable; points are recomputed and disagreements marked '!='."""

    def body() -> ExitCode:
        event = open_input(source, strict=strict, encoding=encoding)
        t = event.tournament
        width = None if wide else WIDTH
        title = t.name or str(source)
        compared = event.points_are_sums
        table, mismatches = standings(t, width, compared)
        rules = "\n".join(wrap(event.ruleset.describe(), width=width))
        teams = team_section(event, width)
        berger = event.berger_numbers
        order = " in Berger order (BN: Berger number, C.05 Annex 1)" if berger else ""
        typer.echo(
            f"{title}\n{rules}\n\n{teams + chr(10) * 2 if teams else ''}Standings "
            f"by points, no tie-breaks ({len(t.players)} players, {t.rounds_played} rounds)"
            f"\n\n{table}\n\n"
            f"Crosstable{order}\n\n{crosstable(t, width, compared, berger)}"
        )
        if not compared:  # the kind's own points rule (a team's 162/362, a match's DSW007)
            typer.echo(f"\n{event.points_note}")
        elif mismatches:
            typer.echo(
                f"\n{mismatches} player{'s' if mismatches != 1 else ''}: the points column "
                f"disagrees with the results "
                f"(marked {MISMATCH})"
            )
        findings = event.findings
        report_findings(findings)
        if exit_zero:
            return ExitCode.OK
        return ExitCode.FINDINGS if mismatches else exit_code(findings)

    raise typer.Exit(guarded(body))


def register(app: typer.Typer) -> None:
    """Add ``show`` to the application."""
    app.command("show")(show)
