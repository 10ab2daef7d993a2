"""The event header of a TRF document as free text: what a report shows about the event.

The model (``Tournament``) holds what pairing and checking need (name, dates, rounds,
system); a report also names the place, the federation, the arbiters and the time control
(records 022, 032, 102, 112, 122; docs/trf-format.md). They are read here, in the ``trf`` layer, so
that no other layer reads record codes. Values are the text of the record from column 5,
stripped; nothing is validated (the reader's findings do that). The producer's side, the
records a program writes, is ``compose.EventHeader``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .document import Document, LineKind

__all__ = ["HeaderRecords", "header_records"]


@dataclass(frozen=True, slots=True)
class HeaderRecords:
    """The header records of an event as written (empty strings when absent).

    ``deputy_arbiters`` lists every 112 record (the record may repeat); ``start`` and
    ``end`` are the 042/052 text as written (the model holds the parsed dates).
    """

    name: str = ""
    place: str = ""
    federation: str = ""
    start: str = ""
    end: str = ""
    players: str = ""
    rated_players: str = ""
    team_count: str = ""
    event_type: str = ""
    chief_arbiter: str = ""
    deputy_arbiters: tuple[str, ...] = ()
    time_control: str = ""


_FIELDS = {
    "012": "name",
    "022": "place",
    "032": "federation",
    "042": "start",
    "052": "end",
    "062": "players",
    "072": "rated_players",
    "082": "team_count",
    "092": "event_type",
    "102": "chief_arbiter",
    "122": "time_control",
}


def header_records(doc: Document | None) -> HeaderRecords:
    """The header records 012-122 of ``doc`` (TRF16: the first 012 names the event,
    later records of the other codes replace earlier ones, 112 may repeat); an empty header
    for None (a JSON file without its source document)."""
    if doc is None:
        return HeaderRecords()
    values: dict[str, str] = {}
    deputies: list[str] = []
    for line in doc.lines:
        if line.kind is not LineKind.HEADER:
            continue
        code, value = line.text[:3], line.text[4:].strip()
        if code == "112":
            if value:
                deputies.append(value)
        elif code in _FIELDS and not (code == "012" and "name" in values):
            values[_FIELDS[code]] = value
    return HeaderRecords(**values, deputy_arbiters=tuple(deputies))
