"""Malformed input: a located message and exit 3 (unreadable) or findings (exit 1), never a crash.

Expected codes and places come from how each fixture was
cut (fixtures/trf/invalid/, built from valid/trf16_lf.trf) and from the finding codes of
docs/diagnostics.md.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from tests.conftest import FIXTURES
from trfcheck.trf import Severity, TrfError, TrfSyntaxError, TrfUnsupportedError, read

INVALID = FIXTURES / "trf" / "invalid"

# fixture -> (code, line, column) of the finding that names the damage
FINDINGS = {
    "truncated_line.trf": ("PLY004", 7, 57),
    "letters_in_points.trf": ("PLY002", 7, 81),
    "letters_in_opponent.trf": ("PLY002", 7, 92),
    "unknown_result_code.trf": ("RES001", 8, 99),
    "asymmetric_pairing.trf": ("RND002", 6, 92),
    "duplicate_start_rank.trf": ("PLY001", 10, 5),
    "opponent_out_of_range.trf": ("RND001", 9, 92),
}
# fixture -> (exception class, line, column)
REFUSED: dict[str, tuple[type[TrfError], int, int]] = {
    "empty.trf": (TrfSyntaxError, 1, 1),
    "no_player_records.trf": (TrfSyntaxError, 1, 1),
    "vega_tdf.trf": (TrfUnsupportedError, 1, 1),
}


def test_every_invalid_fixture_has_an_expectation() -> None:
    assert {p.name for p in INVALID.iterdir()} == set(FINDINGS) | set(REFUSED)


@pytest.mark.parametrize("name", sorted(FINDINGS))
def test_damage_is_reported_where_it_is(name: str) -> None:
    code, line, column = FINDINGS[name]
    loaded = read((INVALID / name).read_bytes(), name)
    hits = [f for f in loaded.findings if f.code == code]
    assert hits, [str(f) for f in loaded.findings]
    assert (hits[0].line, hits[0].column, hits[0].severity) == (line, column, Severity.ERROR)
    assert str(hits[0]).startswith(f"{name}:{line}:{column}: error {code}")


@pytest.mark.parametrize("name", sorted(FINDINGS))
def test_strict_mode_raises_at_the_first_finding(name: str) -> None:
    with pytest.raises(TrfSyntaxError) as caught:
        read((INVALID / name).read_bytes(), name, strict=True)
    assert caught.value.line >= 1 and caught.value.column >= 1


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_unreadable_input_is_refused_with_a_place(name: str) -> None:
    kind, line, column = REFUSED[name]
    with pytest.raises(kind) as caught:
        read((INVALID / name).read_bytes(), name)
    assert str(caught.value).startswith(f"{name}:{line}:{column}:")


def test_random_bytes_are_refused_with_a_place() -> None:
    data = random.Random(20260101).randbytes(200_000)
    with pytest.raises(TrfSyntaxError) as caught:
        read(data, "noise.trf")
    assert str(caught.value).startswith("noise.trf:")
    assert "001 player record" in str(caught.value)


@pytest.mark.slow
def test_fifty_megabytes_of_junk(tmp_path: Path) -> None:
    """Made at test time, never stored: the size limit answers before any decoding. The
    bytes start with a letter: random bytes that began with ``{`` would be read as JSON
    (about one run in 256), whose refusal names no format."""
    junk = tmp_path / "junk.trf"
    with junk.open("wb") as stream:
        stream.write(b"junk ")
        for _ in range(50):
            stream.write(os.urandom(1024 * 1024))
    with pytest.raises(TrfSyntaxError) as caught:
        read(junk.read_bytes(), str(junk))
    assert str(caught.value).startswith(f"{junk}:1:1: error: expected a TRF file of at most")
