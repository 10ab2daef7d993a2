"""Golden Dutch 2026 pairings: ``fixtures/pairing/dutch/<case>.trf`` with ``<case>.expected``.

An expected file starts with ``#`` lines naming its source (a worked example, the
rule text, a reference engine), then ``round N``, one ``white black`` line per
board in published order and ``PAB n`` (or ``H n``, ``F n``, ``Z n``) per bye.
Adding a case means adding the two files.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from trfcheck.pairers.dutch import DutchSystem
from trfcheck.ruleset import PairingEdition
from trfcheck.trf import read_file

from .kit import show

CASES = sorted((Path(__file__).resolve().parents[3] / "fixtures/pairing/dutch").glob("*.trf"))


def _expected(path: Path) -> tuple[int, str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    source = [line for line in lines if line.startswith("#")]
    assert source, f"{path.name}: golden files must name their source in '#' lines"
    body = [line.split() for line in lines if line.strip() and not line.startswith("#")]
    assert body[0][0] == "round", f"{path.name}: expected 'round N' first"
    boards = ", ".join(f"{w}-{b}" for w, b in body[1:] if w.isdigit())
    byes = "".join(f"; {kind} {player}" for kind, player in body[1:] if not kind.isdigit())
    return int(body[0][1]), boards + byes


def test_golden_cases_exist() -> None:
    assert CASES, "no fixtures/pairing/dutch/*.trf"


@pytest.mark.parametrize("trf", CASES, ids=[p.stem for p in CASES])
def test_golden_pairing(trf: Path) -> None:
    """The engine pairs the round named in ``<case>.expected`` as that file says."""
    round_no, expected = _expected(trf.with_suffix(".expected"))
    tournament = read_file(trf).tournament
    assert show(DutchSystem(PairingEdition.R2026).pair(tournament, round_no)) == expected
