"""Every shared fixture reads, writes back byte for byte, and survives JSON and canonical forms.

The independent source is the file itself: the
output must equal the input bytes.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import corpus_id, corpus_trf_files
from trfcheck.trf import Dialect, TrfWriteError, dumpb, parse, read, to_json
from trfcheck.trf.load import load

FILES = corpus_trf_files()


@pytest.mark.parametrize("path", FILES, ids=corpus_id)
def test_unchanged_document_writes_back_byte_for_byte(path: Path) -> None:
    data = path.read_bytes()
    doc = parse(data, str(path))
    loaded = load(doc)
    assert dumpb(loaded.tournament, doc) == data


@pytest.mark.parametrize("path", FILES, ids=corpus_id)
def test_json_round_trip(path: Path) -> None:
    data = path.read_bytes()
    loaded = read(data, str(path))
    text = to_json(loaded.tournament, loaded.document)
    again = read(text.encode(), "copy.json")
    assert again.tournament == loaded.tournament
    assert again.document is not None
    assert dumpb(again.tournament, again.document) == data
    assert to_json(again.tournament, again.document) == text
    for dialect in (Dialect.TRF16, Dialect.TRF26):
        assert _canonical(loaded, dialect) == _canonical(again, dialect)


def _canonical(loaded: object, dialect: Dialect) -> bytes | str:
    from trfcheck.trf import Loaded

    assert isinstance(loaded, Loaded)
    try:
        return dumpb(loaded.tournament, loaded.document, dialect=dialect)
    except TrfWriteError as error:  # the same refusal from both sides is agreement too
        return str(error)


@pytest.mark.parametrize("path", FILES, ids=corpus_id)
def test_canonical_trf26_reads_back_to_the_same_tournament(path: Path) -> None:
    loaded = read(path.read_bytes(), str(path))
    try:
        text = dumpb(loaded.tournament, loaded.document, dialect=Dialect.TRF26)
    except TrfWriteError:
        pytest.fail("every fixture's data fits TRF-26")
    assert read(text).tournament == loaded.tournament
