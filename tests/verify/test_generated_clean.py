"""No error-level finding on the generated tournaments (clean by construction).

bbpPairings generated and checked every file of fixtures/generated/; the Dutch
folders are checked under their own edition, the Burstein one (bbpPairings' own older
Burstein, not the FIDE text) under the system-independent rules only.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FIXTURES
from tests.named_rules import check_named
from trfcheck.ruleset import Overrides, resolve
from trfcheck.standings.ranking import tiebreak_list
from trfcheck.trf import read_file
from trfcheck.trf.errors import Severity
from trfcheck.verify.audit import audit_tournament

FOLDERS = {
    "bbpPairings-dutch": ("dutch", "2026"),
    "bbpPairings-v5-dutch2017": ("dutch", "2017"),
    "bbpPairings-burstein": ("generic", "2026"),
}


def _files() -> list[tuple[Path, str, str]]:
    root = FIXTURES / "generated"
    out = []
    for folder, (system, edition) in FOLDERS.items():
        files = sorted((root / folder).glob("*.trf"))
        assert len(files) > 50, folder
        out += [(f, system, edition) for f in files]
    return out


@pytest.mark.slow
@pytest.mark.parametrize(
    ("path", "system", "edition"), _files(), ids=lambda x: x.name if isinstance(x, Path) else x
)
def test_generated_tournament_has_no_error(path: Path, system: str, edition: str) -> None:
    """Every rule check passes at error level; warnings (float repeats) may remain."""
    loaded = read_file(path)
    found = check_named(
        loaded.tournament,
        system,
        edition,
        findings=loaded.findings,
        tiebreaks=tiebreak_list(loaded.tournament),
    )
    errors = [str(v) for v in found if v.severity is Severity.ERROR]
    assert errors == []


DUTCH = [(p, e) for p, s, e in _files() if s == "dutch"]


@pytest.mark.slow
@pytest.mark.parametrize(("path", "edition"), DUTCH, ids=lambda x: getattr(x, "name", x))
def test_generated_dutch_tournament_passes_the_whole_audit(path: Path, edition: str) -> None:
    """As ``trfcheck check FILE --edition E`` sees it, every file of
    the bbpPairings corpora (both editions) passes: no round differs, and no float finding
    is above info in a round the engine reproduces (the rules' own pairing has it too)."""
    loaded = read_file(path)
    ruleset = resolve(loaded.tournament, Overrides(edition=edition))
    result = audit_tournament(loaded.tournament, ruleset, findings=loaded.findings)
    assert result.passed, result.verdict()
    assert result.discrepant == []
    reproduced = {rc.round_no for rc in result.rounds if rc.ok}
    loud = [
        str(d)
        for d in result.diagnostics
        if d.code.startswith("FLT") and d.round in reproduced and d.severity is not Severity.INFO
    ]
    assert loud == []
