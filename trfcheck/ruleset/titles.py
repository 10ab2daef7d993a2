"""The edition of the title regulations (B.01) that applies to an event's norms.

The 2024 text applies to events that start on or after 1 Jan 2024 (``TitleEdition.B2024``);
it is the only text implemented, so older events get it with a note (docs/norms.md).
"""

from __future__ import annotations

import enum
from datetime import date

from trfcheck.trf.model import Tournament

from .choice import Choice, Source

__all__ = ["TITLE_TEXT_START", "TitleEdition", "title_edition"]

#: B.01 2024 (the title regulations) applies to events that start on or after this date.
TITLE_TEXT_START = date(2024, 1, 1)


class TitleEdition(enum.StrEnum):
    """The edition of the title regulations B.01 (norms); only the 2024 text is implemented."""

    B2024 = "2024"

    def text(self) -> str:
        """The name of the text (for output)."""
        return "B.01 2024, in force from 1 Jan 2024"


def title_edition(t: Tournament) -> Choice[TitleEdition]:
    """B.01 2024 by the start date (042); the only text implemented, so an older event gets it
    with a note, and an event without a start date with the reason said."""
    start = t.start_date
    if start is None:
        return Choice(
            TitleEdition.B2024,
            "no start date (042): the regulations in force now",
            source=Source.DEFAULT,
        )
    if start >= TITLE_TEXT_START:
        return Choice(
            TitleEdition.B2024,
            f"start date {start.isoformat()}, on or after {TITLE_TEXT_START.isoformat()}",
            source=Source.FILE,
        )
    return Choice(
        TitleEdition.B2024,
        f"start date {start.isoformat()}, before {TITLE_TEXT_START.isoformat()}",
        note=f"the event started on {start}, before B.01 2024 came into force "
        f"({TITLE_TEXT_START}): the only implemented text, 2024, was applied to the norms",
        source=Source.FILE,
    )
