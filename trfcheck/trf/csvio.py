"""CSV export: one row per player, with per-round opponent, colour and result columns."""

from __future__ import annotations

import csv
import io

from .checks import computed_points
from .model import Tournament
from .values import format_tenths

__all__ = ["to_csv"]


def to_csv(t: Tournament) -> str:
    """CSV text (RFC 4180, CRLF): static fields, declared and computed points, the team (team
    events only: number, name and board of the 310/013 record), then rounds."""
    rounds = max(t.rounds_played, max((len(p.rounds) for p in t.players), default=0))
    head = [
        "start_rank",
        "name",
        "sex",
        "title",
        "rating",
        "federation",
        "fide_id",
        "birth_date",
        "points",
        "computed_points",
        "rank",
    ]
    team_of = _team_of(t)
    if team_of:
        head += ["team", "team_name", "team_board"]
    for r in range(1, rounds + 1):
        head += [f"r{r}_opponent", f"r{r}_colour", f"r{r}_result"]
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(head)
    for p in t.players:
        row: list[object] = [
            p.start_rank,
            p.name,
            p.sex,
            p.title,
            p.rating or "",
            p.federation,
            p.fide_id,
            p.birth_date,
            format_tenths(p.points) if p.points is not None else "",
            format_tenths(computed_points(t, p)),
            p.rank or "",
        ]
        if team_of:
            number, name, board = team_of.get(p.start_rank, ("", "", ""))
            row += [number, name, board]
        for r in range(1, rounds + 1):
            e = p.entry(r)
            row += [
                e.opponent or "",
                e.colour.value if not e.is_empty else "",
                e.result.value if e.result else "",
            ]
        writer.writerow(row)
    return buffer.getvalue()


def _team_of(t: Tournament) -> dict[int, tuple[object, str, int]]:
    """Start rank -> (team number or "", team name, board in the team record), for team
    events (310 records, else 013)."""
    teams = [x for x in t.teams if x.number is not None] or list(t.teams)
    return {
        member: (x.number if x.number is not None else "", x.name, board)
        for x in teams
        for board, member in enumerate(x.members, start=1)
    }
