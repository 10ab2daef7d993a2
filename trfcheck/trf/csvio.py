"""CSV export: one row per player, with per-round opponent, colour and result columns."""

from __future__ import annotations

import csv
import io

from .checks import computed_points
from .model import Tournament
from .values import format_tenths

__all__ = ["to_csv"]


def to_csv(t: Tournament) -> str:
    """CSV text (RFC 4180, CRLF): static fields, declared and computed points, then rounds."""
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
        for r in range(1, rounds + 1):
            e = p.entry(r)
            row += [
                e.opponent or "",
                e.colour.value if not e.is_empty else "",
                e.result.value if e.result else "",
            ]
        writer.writerow(row)
    return buffer.getvalue()
