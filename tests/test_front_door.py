"""The front door (``trfcheck/__init__.py``): its doctests run here, from the repository's
root (they read ``fixtures/example.trf``), and importing ``trfcheck`` loads only its
version.

The doctests' expected values are worked from the rules or read from the file itself, as
each docstring says (the pairing of round 3 by C.04.1 art. 2 and C.04.3 5.2.3-5.2.4, the points
of the standings from the file's 001 points column, the conversion back to the same
bytes).
"""

from __future__ import annotations

import doctest
import subprocess
import sys
from pathlib import Path

import pytest

import trfcheck
from tests.conftest import REPO


def test_the_doctests_of_the_front_door_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(REPO)
    result = doctest.testmod(trfcheck, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
    assert result.attempted >= 12  # read, rules, check, pair, rank, convert


def test_every_function_of_the_front_door_has_a_doctest() -> None:
    finder = doctest.DocTestFinder()
    tested = {t.name.rsplit(".", 1)[-1] for t in finder.find(trfcheck) if t.examples}
    assert {"read", "rules", "check", "pair", "rank", "convert"} <= tested


def test_importing_trfcheck_loads_no_subpackage() -> None:
    """The functions import what they use: ``import trfcheck`` loads its version only and
    stays cheap (docs/performance.md measures the start-up)."""
    code = (
        "import sys, trfcheck; print(sorted(m for m in sys.modules if m.startswith('trfcheck.')))"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "['trfcheck.version']"


def test_rank_of_a_file_without_results_raises_no_results(tmp_path: Path) -> None:
    """``rank`` of an event before round 1: no standings to give, said by the standings'
    own error type (a ValueError too), not a bare ValueError."""
    from trfcheck.standings.report import NoResults

    lines = (REPO / "fixtures" / "example.trf").read_text().splitlines()
    path = tmp_path / "before.trf"
    path.write_text("\n".join(ln[:80] + " 0.0" if ln.startswith("001") else ln for ln in lines))
    with pytest.raises(NoResults, match="no round has a game result yet"):
        trfcheck.rank(path)


def test_the_front_door_shows_only_its_api() -> None:
    """``dir(trfcheck)`` lists the API of ``__all__``, the subpackages and private names:
    no module or helper it uses (``os``, ``TYPE_CHECKING``, ``annotations``)."""
    public = {n for n in dir(trfcheck) if not n.startswith("_")}
    assert {"os", "TYPE_CHECKING", "annotations"}.isdisjoint(public)
    assert set(trfcheck.__all__) - {"__version__"} <= public
    subpackages = {n for n in public if getattr(trfcheck, n).__class__.__name__ == "module"}
    assert public - subpackages == set(trfcheck.__all__) - {"__version__"}
