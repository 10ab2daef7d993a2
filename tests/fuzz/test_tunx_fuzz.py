"""Malformed and truncated Swiss-Manager ``.TUNX`` files never crash or hang
(docs/tunx.md).

The inputs are the shared files of ``fixtures/swiss-manager/`` cut short or mutated where the
layout is most fragile (docs/tunx.md): the counts that size the sections (players, rounds,
records a round), the section index, the string lengths, the pairing records' players and
result codes, and random bytes. Each goes through every operation of ``harness.survive``
(read, the conversions, the engines): an expected refusal (TrfError, exit 3 or 4) is fine,
any other exception is a crash and an operation over the CPU budget a hang. The budget is
bounded and derandomized (60 examples, a fixed seed) so each run is the same.
"""

from __future__ import annotations

import struct
from functools import cache

from hypothesis import given
from hypothesis import strategies as st

from tests.conftest import FIXTURES
from tests.fuzz.harness import survive
from tests.fuzz.strategies import SUITE_SETTINGS
from trfcheck.trf import TrfError
from trfcheck.trf.tunx import read_tunx

# The smaller files: the engines run on every decoded input, so the budget stays short.
NAMES = (
    "sample.TUNX",
    "esp_1385606.TUNX",
    "hungarian_rapid_1382000.TUNX",
    "isr_1385616.TUNX",
    "albanian_roundrobin_1381000.TUNX",
    "brazilian_circuit_1370000.TUNX",
    "cro_1386026.TUNX",
    "more/romanian_u1700_1350000.TUNX",  # half-point byes
    "more/isr_1385730.TUNX",  # a C5 section, an index with empty slots
)
VALUES = (0, 1, 2, 3, 9, 0x1D, 0x7FFF, 0xFFFE, 0xFFFF)


@cache
def source(name: str) -> bytes:
    return (FIXTURES / "swiss-manager" / name).read_bytes()


@cache
def fragile_offsets(name: str) -> tuple[int, ...]:
    """Offsets of the values that size or index things: the settings' counts, each round's
    record count, the index slots, the first bytes of each section and pairing record."""
    data = source(name)
    out = []
    settings = data.find(b"\x95\xff\x89\x44") + 4
    if settings >= 4:
        out += [settings + 0x00, settings + 0x0B, settings + 0x11, settings + 0x13]
    index = len(data) - 36
    out += [index + 4 + 4 * i for i in range(7)]
    for tag in (0xA3, 0xA5, 0xB3):
        at = data.find(bytes((tag, 0xFF, 0x89, 0x44)))
        if at >= 0:
            out += [at, at + 4, at + 4 + 36, at + 4 + 38]
    pairings = data.find(b"\xb3\xff\x89\x44") + 4
    out += [pairings + 21 * k + j for k in range(0, 40, 3) for j in (0, 2, 4, 6)]
    return tuple(o for o in out if 0 <= o < len(data) - 1)


@st.composite
def tunx_mutations(draw: st.DrawFn) -> bytes:
    name = draw(st.sampled_from(NAMES))
    data = bytearray(source(name))
    for _ in range(draw(st.integers(min_value=1, max_value=4))):
        kind = draw(st.sampled_from(["cut", "u16", "flip", "delete", "insert"]))
        if kind == "cut":
            del data[draw(st.integers(min_value=0, max_value=len(data))) :]
        elif kind == "u16" and len(data) > 2:
            at = draw(st.sampled_from(fragile_offsets(name)))
            if at + 2 <= len(data):
                data[at : at + 2] = struct.pack("<H", draw(st.sampled_from(VALUES)))
        elif kind == "flip" and data:
            at = draw(st.integers(min_value=0, max_value=len(data) - 1))
            data[at] = draw(st.integers(min_value=0, max_value=255))
        elif kind == "delete" and data:
            at = draw(st.integers(min_value=0, max_value=len(data) - 1))
            del data[at : at + draw(st.integers(min_value=1, max_value=64))]
        elif kind == "insert":
            at = draw(st.integers(min_value=0, max_value=len(data)))
            data[at:at] = draw(st.binary(min_size=1, max_size=32))
    return bytes(data)


@SUITE_SETTINGS
@given(tunx_mutations())
def test_mutated_tunx_files_never_crash_or_hang(data: bytes) -> None:
    assert survive(data, check=False).problems == []


def test_every_truncation_of_a_file_is_refused_cleanly() -> None:
    """Every 61st length of sample.TUNX, and the last 40: refused (TUNX001), never another
    exception; the whole file reads."""
    whole = source("sample.TUNX")
    lengths = [*range(0, len(whole), 61), *range(len(whole) - 40, len(whole))]
    for size in lengths:
        try:
            read_tunx(whole[:size], "cut.TUNX")
        except TrfError as error:
            assert str(error).startswith("cut.TUNX:0x"), (size, str(error))
        else:
            raise AssertionError(f"a file cut at {size} bytes was read")
    assert read_tunx(whole, "whole.TUNX").tournament.total_rounds == 7
