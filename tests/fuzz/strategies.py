"""Hypothesis strategies for fuzzing the reader, the writer, the engines and the checker.

Two sources of inputs:

- ``trf_documents``: TRF files built line by line from the record layouts of docs/trf-format.md
  (001 lines with random fields and round blocks, headers, TRF-26 records, JaVaFo and
  bbpPairings lines, junk), with huge numbers, control characters and odd encodings
  mixed in;
- ``corpus_mutations``: a file of the public corpus (fixtures/) with a few mutations
  (bytes flipped, deleted or inserted, lines duplicated or shifted, numbers made huge).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st

from tests.conftest import FIXTURES

#: The suite's fuzz budget (tests/fuzz/test_fuzz.py, test_tunx_fuzz.py): fixed examples, no
#: shrinking, so a run's cost is bounded and the same on every machine.
SUITE_SETTINGS = settings(
    max_examples=60,
    derandomize=True,
    deadline=None,
    database=None,
    phases=(Phase.explicit, Phase.generate),  # no shrinking: the budget stays bounded
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

__all__ = ["SUITE_SETTINGS", "corpus_mutations", "fuzz_inputs", "trf_documents"]

_NAMES = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=40
) | st.sampled_from(["Alpha, Ann", "Řehoř, Jiří", "Łukasiewicz, Paweł", "Tab\tName", "Line\nBreak"])
_DIGITS = st.integers(min_value=0, max_value=10**6).map(str) | st.sampled_from(
    ["", " ", "0", "9999", "10000", "-1", "1" * 30, "1\x1c", "٣", "2.5", "99.9"]
)
_HUGE = st.sampled_from(["20000", "1532642306", "6224257466852309512756", "9" * 5000, "0"])


def _field(value: str, width: int, right: bool = True) -> str:
    return value[:width].rjust(width) if right else value[:width].ljust(width)


@st.composite
def _block(draw: st.DrawFn, players: int) -> str:
    opponent = draw(
        st.integers(min_value=0, max_value=players + 2).map(lambda n: f"{n:>4}")
        | st.sampled_from(["0000", "    ", "-999", "abcd", " 12 "])
    )
    colour = draw(st.sampled_from("wb- WBx"))
    result = draw(st.sampled_from("10=WDL+-HFUZ ?"))
    return f"{opponent[:4]:>4} {colour} {result}"


@st.composite
def _player_line(draw: st.DrawFn, players: int) -> str:
    rank = draw(st.integers(min_value=0, max_value=players + 3).map(str) | _DIGITS)
    rounds = draw(st.lists(_block(players), max_size=draw(st.sampled_from([3, 9, 12]))))
    line = "001 " + _field(rank, 4) + " " + draw(st.sampled_from(["m", "w", " ", "f", "?"]))
    line += _field(draw(st.sampled_from(["GM", "IM", "wg", "", "XYZ"])), 3) + " "
    line += _field(draw(_NAMES), 33, right=False) + " "
    line += _field(draw(_DIGITS), 4) + " " + _field(draw(st.sampled_from(["CZE", "POL", ""])), 3)
    line += " " + _field(draw(_DIGITS), 11) + " " + _field("1990/01/01", 10) + " "
    line += _field(draw(_DIGITS | st.sampled_from(["2.5", "10.0", "-1.0"])), 4) + " "
    line += _field(draw(_DIGITS), 4) + "  " + "  ".join(rounds)
    shift = draw(st.integers(min_value=-1, max_value=1))
    if shift > 0:
        cut = draw(st.integers(min_value=4, max_value=len(line)))
        line = line[:cut] + " " + line[cut:]
    elif shift < 0 and len(line) > 10:
        cut = draw(st.integers(min_value=4, max_value=len(line) - 1))
        line = line[:cut] + line[cut + 1 :]
    return line


@st.composite
def _other_line(draw: st.DrawFn, players: int) -> str:
    ids = " ".join(draw(st.lists(st.integers(0, players + 2).map(str) | _HUGE, max_size=5)))
    number = draw(st.integers(0, 30).map(str) | _HUGE)
    choices = [
        f"012 {draw(_NAMES)}",
        f"042 {draw(st.sampled_from(['2026/03/06', '06.03.2026', '99/99/99', 'May 29, 2020']))}",
        f"062 {number}",
        f"092 {draw(st.sampled_from(['Swiss', 'FIDE_DUTCH_2025', 'FIDE_BURSTEIN']))}",
        f"132 {' ' * 87}" + "  ".join(draw(st.lists(st.just("26/03/06"), max_size=12))),
        f"142 {number}",
        f"152 {draw(st.sampled_from(['W', 'B', 'X']))}",
        f"162  W {draw(st.sampled_from(['3.0', '1.0', '999.9']))}    D 1.0",
        f"192 {draw(st.sampled_from(['FIDE_DUTCH_2026', 'FIDE_DUBOV_2026', 'FIDE_LIM_2026']))}",
        "202 "
        + ",".join(draw(st.lists(st.sampled_from(["BH", "BH/C1", "SB", "DE"]), max_size=60))),
        f"240 {draw(st.sampled_from('HFZ?'))} {number[:3]:>3} {ids}",
        f"250      {draw(st.sampled_from(['1.0', '99.9']))}   1 {number[:3]:>3}"
        f"    1 {number[:4]:>4}",
        f"260   1 {number[:3]:>3} {ids}",
        f"XXR {number}",
        f"XXC {draw(st.sampled_from(['white1', 'black1', 'rank', 'rank rank']))}",
        f"XXS {draw(st.sampled_from(['W=3', 'BL=100000000.0', 'D=.5 PAB=0']))}",
        f"XXA {draw(st.integers(0, players + 2)):>4} {draw(st.sampled_from(['1.0', '9999']))}",
        f"XXP {ids}",
        f"XXZ {ids}",
        f"BBW {draw(st.sampled_from(['3.0', '1.0', '9999.9']))}",
        f"310   1 {draw(_NAMES)}",
        draw(st.text(max_size=30)),
    ]
    return draw(st.sampled_from(choices))


@st.composite
def trf_documents(draw: st.DrawFn) -> bytes:
    """A TRF file built line by line (module notes), encoded as a real file would be."""
    players = draw(st.integers(min_value=1, max_value=14))
    lines = draw(
        st.lists(_player_line(players) | _other_line(players), min_size=1, max_size=players + 12)
    )
    eol = draw(st.sampled_from(["\r\n", "\n", "\r"]))
    text = eol.join(lines) + draw(st.sampled_from([eol, ""]))
    encoding = draw(st.sampled_from(["utf-8", "cp1252", "cp1250", "utf-8-sig"]))
    return text.encode(encoding, errors="replace")


@cache
def _corpus() -> tuple[Path, ...]:
    folders = ("real", "generated", "external", "examples", "trf")
    files = [p for f in folders for p in sorted((FIXTURES / f).rglob("*.trf"))]
    return tuple(p for p in files if p.stat().st_size < 60_000)


@st.composite
def corpus_mutations(draw: st.DrawFn) -> bytes:
    """A corpus file with one to four mutations (module notes)."""
    data = bytearray(draw(st.sampled_from(_corpus())).read_bytes())
    for _ in range(draw(st.integers(min_value=1, max_value=4))):
        if not data:
            break
        at = draw(st.integers(min_value=0, max_value=len(data) - 1))
        kind = draw(st.sampled_from(["flip", "delete", "insert", "line", "huge", "shift"]))
        if kind == "flip":
            data[at] = draw(st.integers(0, 255))
        elif kind == "delete":
            del data[at : at + draw(st.integers(1, 12))]
        elif kind == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=8))
        elif kind == "huge":
            data[at:at] = draw(_HUGE).encode()
        elif kind == "shift":
            data[at:at] = b" "
        else:
            start = data.rfind(b"\n", 0, at) + 1
            end = data.find(b"\n", at)
            end = len(data) if end < 0 else end + 1
            data[start:start] = data[start:end] * draw(st.integers(1, 3))
    return bytes(data)


def fuzz_inputs() -> st.SearchStrategy[bytes]:
    """Either source, half and half."""
    return trf_documents() | corpus_mutations()
