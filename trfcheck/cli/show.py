"""``trfcheck show IN``: standings and crosstable, points recomputed, disagreements marked."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from tabulate import tabulate

from trfcheck.cli.common import exit_code, load_input, report_findings
from trfcheck.cli.outcome import ExitCode, guarded
from trfcheck.pairers.registry import rules_for
from trfcheck.trf.checks import computed_points
from trfcheck.trf.model import Colour, Player, RoundEntry, Tournament
from trfcheck.trf.values import format_tenths

__all__ = ["crosstable", "register", "show", "standings"]

MISMATCH = "!="  # marks a points column that disagrees with the results


def _points(value: int | None) -> str:
    return format_tenths(value) if value is not None else ""


def standings(t: Tournament) -> tuple[str, int]:
    """The standings table (by recomputed points, then start rank) and the disagreements."""
    rows = []
    mismatches = 0
    order = sorted(t.players, key=lambda p: (-computed_points(t, p), p.start_rank))
    for place, p in enumerate(order, start=1):
        computed = computed_points(t, p)
        differs = p.points is not None and p.points != computed
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
    head = ["#", "SR", "Title", "Name", "Rating", "Fed", "Pts", "File pts", "", "File rank"]
    return tabulate(rows, head, tablefmt="simple", disable_numparse=True), mismatches


def _cell(entry: RoundEntry) -> str:
    if entry.is_empty:
        return ""
    opponent = str(entry.opponent) if entry.opponent is not None else "-"
    colour = entry.colour.value if entry.colour is not Colour.NONE else ""
    result = entry.result.value if entry.result is not None else "?"
    return f"{opponent}{colour}{result}"


def crosstable(t: Tournament) -> str:
    """One row per player by start rank: each round as opponent, colour and result."""
    rounds = max((len(p.rounds) for p in t.players), default=0)
    rows = [
        [
            p.start_rank,
            p.name,
            *(_cell(p.entry(r)) for r in range(1, rounds + 1)),
            _points(computed_points(t, p)),
            _mark(t, p),
        ]
        for p in t.players
    ]
    head = ["SR", "Name", *(f"R{r}" for r in range(1, rounds + 1)), "Pts", ""]
    return tabulate(rows, head, tablefmt="simple", disable_numparse=True)


def _mark(t: Tournament, p: Player) -> str:
    if p.points is None or p.points == computed_points(t, p):
        return ""
    return f"{MISMATCH} {_points(p.points)}"


def show(
    source: Annotated[
        Path, typer.Argument(metavar="FILE", help="TRF or trfcheck JSON file ('-' for stdin).")
    ],
    strict: Annotated[
        bool, typer.Option("--strict", help="Refuse input with any warning or error (exit 3).")
    ] = False,
) -> None:
    """Print standings and crosstable; points are recomputed and disagreements marked '!='."""

    def body() -> ExitCode:
        loaded = load_input(source, strict=strict)
        t = loaded.tournament
        table, mismatches = standings(t)
        title = t.name or str(source)
        rules = "\n".join(rules_for(t).describe())
        typer.echo(
            f"{title}\n{rules}\n\nStandings ({len(t.players)} players, "
            f"{t.rounds_played} rounds)\n\n{table}\n\nCrosstable\n\n{crosstable(t)}"
        )
        if mismatches:
            typer.echo(
                f"\n{mismatches} players' points column disagrees with the results "
                f"(marked {MISMATCH})"
            )
        report_findings(loaded.findings)
        return ExitCode.FINDINGS if mismatches else exit_code(loaded.findings)

    raise typer.Exit(guarded(body))


def register(app: typer.Typer) -> None:
    """Add ``show`` to the application."""
    app.command("show")(show)
