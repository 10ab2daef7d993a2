"""``trf.header.header_records``: the event header as written (TRF16 012-132), for reports."""

from __future__ import annotations

from trfcheck.trf import parse
from trfcheck.trf.header import HeaderRecords, header_records

# The header of fixtures/examples/example-trf16.trf, with a second 112 and a second 012.
EXAMPLE = "\n".join(
    [
        "012 Example Open 2026",
        "012 A later 012 is not the name",
        "022 Lisbon",
        "032 POR",
        "042 2026/03/06",
        "052 2026/03/08",
        "092 Individual: Swiss-System (FIDE Dutch)",
        "102 IA Santos, Maria",
        "112 FA Doe, John",
        "112 NA Roe, Jane",
        "122 90'/40 moves + 30', 30\" increment from move 1",
        "001    1 m GM Adams, Peter                      2610 ENG      400001 1975/03/17  0.0    1",
    ]
)


def test_header_records_as_written() -> None:
    h = header_records(parse(EXAMPLE + "\n"))
    assert h.name == "Example Open 2026"  # the first 012 names the event (docs/trf-format.md)
    assert (h.place, h.federation, h.start, h.end) == ("Lisbon", "POR", "2026/03/06", "2026/03/08")
    assert h.chief_arbiter == "IA Santos, Maria"
    assert h.deputy_arbiters == ("FA Doe, John", "NA Roe, Jane")  # 112 may repeat
    assert h.time_control.startswith("90'/40 moves")
    assert h.event_type == "Individual: Swiss-System (FIDE Dutch)"


def test_no_document_gives_an_empty_header() -> None:
    assert header_records(None) == HeaderRecords()
