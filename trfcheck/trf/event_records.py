"""What a file says about its event, read once: ``event_records(doc, tournament)``.

The header records 012-122 (``header.header_records``), the round dates of 132
(``schedule.round_dates``), the time control (222, else a readable 122 text: the measure of
B.02 1.1 and B.01 1.1.3), where those records stand (so that a finding on them names its
line), and the planned number of rounds (XXR, else 142: ``planned_rounds``, the one
function every layer asks). Every
layer above takes this value; none reads a record of the document itself (raw lines are
read in ``trf`` only).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from .document import Document, LineKind
from .header import HeaderRecords, header_records
from .model import Tournament
from .schedule import TimeControl, round_dates, time_control
from .time_text import free_time_control

__all__ = ["EventRecords", "event_records", "marks_women_only", "planned_rounds"]


@dataclass(frozen=True, slots=True)
class EventRecords:
    """The event's records of one file (module notes); ``*_line`` are 1-based line numbers,
    0 when the record is absent."""

    header: HeaderRecords
    #: the round dates of 132, round 1 first (None: blank or unreadable)
    dates: tuple[date | None, ...]
    #: the time control: 222 decoded, else the 122 text read (None: neither can be read)
    control: TimeControl | None
    #: the 222 record (else 122) as written, "" when neither has a text
    control_text: str = ""
    control_line: int = 0
    dates_line: int = 0
    #: the planned number of rounds (XXR, else 142), None when the file does not say
    planned_rounds: int | None = None
    #: the record the time control was read from: "222", "122" (its free text) or ""
    control_record: str = ""
    #: the file marks women only (converted from a Swiss-Manager file, whose sex byte says
    #: 1 for a woman and 0 for "not said"; docs/tunx.md): a blank sex is not a missing sex
    women_marked_only: bool = False
    #: the record codes the file writes with a value (text from column 5): what a
    #: pre-flight before an upload finds missing
    present: frozenset[str] = frozenset()
    #: the lines of the chief arbiter's record (102, 0 when absent) and of each deputy's
    #: (112 with a value, in the order of ``header.deputy_arbiters``)
    chief_arbiter_line: int = 0
    deputy_lines: tuple[int, ...] = ()


def event_records(doc: Document | None, tournament: Tournament) -> EventRecords:
    """The event's records of ``doc`` (module notes); for None (a JSON file without its
    source document, a tournament built in memory) the header is empty and there is no
    schedule or time control."""
    text, line = _time_control_line(doc)
    encoded = time_control(doc)
    control = encoded or free_time_control(doc)
    return EventRecords(
        header=header_records(doc),
        dates=round_dates(doc),
        control=control,
        control_text=text,
        control_line=line,
        dates_line=_line_of(doc, "132"),
        planned_rounds=tournament.total_rounds,
        control_record="222" if encoded is not None else ("122" if control else ""),
        women_marked_only=marks_women_only(doc),
        present=_present(doc),
        chief_arbiter_line=_line_of(doc, "102"),
        deputy_lines=_deputy_lines(doc),
    )


def marks_women_only(doc: Document | None) -> bool:
    """True for a document converted from a Swiss-Manager file, which marks women only (its
    sex byte: 1 a woman, 0 not said; docs/tunx.md): a blank sex there is no missing sex."""
    heads = [ln.text for ln in doc.lines[:3]] if doc is not None else []
    if not any(head.startswith("### converted") for head in heads):
        return False
    from .tunx import banner  # only for such a document

    return bool(banner(doc))


def planned_rounds(tournament: Tournament, known: int = 0) -> int:
    """The planned number of rounds: the file's (XXR, else 142) when it declares one, else
    ``known``, what the caller knows of the event (the rounds played or paired, the round
    it pairs). The last-round rules read it (Dutch C.04.3 topscorers, Dubov MaxT 1.8.2,
    Burstein's seeding rounds; C.04.7 acceleration).

    The rules that apply only to a declared number read ``Tournament.total_rounds`` itself:
    Lim's last round, the last two rounds of C.04.6 (C7, C10), the last match of C.04.5
    and the limit of ``pairers.next_round``. Without a declared number none of them
    applies (no round is the last), where this function makes the rounds ``known`` the
    plan; and a declared 0 counts for them, where here it is none."""
    return tournament.total_rounds or known


def _time_control_line(doc: Document | None) -> tuple[str, int]:
    """The 222 record (else 122) as written, and its line number (0: none)."""
    for code in ("222", "122"):
        line = _line_of(doc, code)
        if line and doc is not None and doc.lines[line - 1].text[4:].strip():
            return doc.lines[line - 1].text.strip(), line
    return "", 0


def _line_of(doc: Document | None, code: str) -> int:
    """The line number of the last record ``code`` of ``doc`` (0: none)."""
    if doc is None:
        return 0
    found = 0
    for number, line in enumerate(doc.lines, start=1):
        if line.text[:3] == code and line.text[3:4] in (" ", ""):
            found = number
    return found


def _present(doc: Document | None) -> frozenset[str]:
    """The record codes of ``doc`` with a value from column 5."""
    if doc is None:
        return frozenset()
    return frozenset(
        line.text[:3] for line in doc.lines if line.text[3:4] == " " and line.text[4:].strip()
    )


def _deputy_lines(doc: Document | None) -> tuple[int, ...]:
    """The line numbers of the 112 records with a value (``header.deputy_arbiters``)."""
    if doc is None:
        return ()
    return tuple(
        number
        for number, line in enumerate(doc.lines, start=1)
        if line.kind is LineKind.HEADER and line.text[:3] == "112" and line.text[4:].strip()
    )
