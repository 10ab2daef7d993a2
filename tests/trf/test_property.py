"""Property: mutating a valid file never makes the reader fail with anything but TrfError.

Bounded examples keep it fast. When a mutant reads, it must still write back byte
for byte (the document is lossless whatever the content).
"""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import FIXTURES
from trfcheck.trf import TrfError, dumpb, read

SEEDS = [p.read_bytes() for p in sorted((FIXTURES / "trf" / "valid").glob("*.trf"))] + [
    p.read_bytes() for p in sorted((FIXTURES / "examples").glob("*.trf"))
]
INTERESTING = st.sampled_from(list(b"0123456789 -+=wbWBHFUZ\t\r\n.#X|\xff\xef\xbb\xbf\x00"))


@st.composite
def mutants(draw: st.DrawFn) -> bytes:
    data = bytearray(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 8))):
        at = draw(st.integers(0, max(0, len(data) - 1)))
        match draw(st.sampled_from(["replace", "insert", "delete", "cut"])):
            case "replace" if data:
                data[at] = draw(st.one_of(INTERESTING, st.integers(0, 255)))
            case "insert":
                data[at:at] = bytes(draw(st.lists(INTERESTING, min_size=1, max_size=12)))
            case "delete":
                del data[at : at + draw(st.integers(1, 40))]
            case _:
                del data[at:]
    return bytes(data)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutants())
def test_mutated_files_never_crash_the_reader(data: bytes) -> None:
    try:
        loaded = read(data, "mutant.trf")
    except TrfError:
        return
    assert loaded.document is not None
    assert dumpb(loaded.tournament, loaded.document) == data


def test_seeds_exist() -> None:
    assert len(SEEDS) >= 10 and all(isinstance(s, bytes) for s in SEEDS)
    assert Path(FIXTURES).is_dir()
