"""A deliberately faulty candidate: the harness reports exactly the injected faults, with
the right kind, class, file (seed) and round (docs/endorse.md, "Direction A" to "Classification").

The candidate (``candidate.py``) is trfcheck's own engine, so every difference is a
fault it injected; the expected rounds follow from the fault's rule (``r % K == 0``).
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from trfcheck.endorse import Direction, Kind, Outcome, Status, Templates
from trfcheck.endorse.workdir import load_results

from .conftest import PYTHON, generate_template, pair_template, run_in, settings

COUNT = 4


def _outcomes(workdir: Path, direction: Direction) -> list[Outcome]:
    results = load_results(workdir)
    return sorted((o for (d, _), o in results.items() if d is direction), key=lambda o: o.seed)


def _injected(outcome: Outcome, k: int) -> list[int]:
    return [r for r in range(1, outcome.rounds + 1) if r % k == 0]


@pytest.mark.parametrize(
    ("fault", "kind", "evidence", "cls"),
    [
        ("swap", Kind.PAIRING, None, "candidate"),
        ("drop", Kind.PAIRING, "illegal", "candidate"),
        ("crash", Kind.CRASH, "exit-2", "candidate"),
        ("garble", Kind.CRASH, "unreadable-output", "candidate"),
        ("reject", Kind.CRASH, "input-rejected", "rtg"),
    ],
)
def test_direction_a_reports_each_injected_fault(
    tmp_path: Path, fault: str, kind: Kind, evidence: str | None, cls: str
) -> None:
    """Every round compared ("Direction A"), failures are results ("What counts"), automatic
    classes ("Classification")."""
    k = 2
    summary = run_in(tmp_path, settings(COUNT, pair=pair_template(f"{fault}={k}")))
    outcomes = _outcomes(tmp_path, Direction.OURS_TO_CANDIDATE)
    assert [o.seed for o in outcomes] == list(range(1, COUNT + 1))
    for o in outcomes:
        assert [d.round for d in o.discrepancies] == _injected(o, k), o.id
        for d in o.discrepancies:
            assert d.kind is kind
            assert d.auto_class == cls
            if evidence is not None:
                assert d.evidence == evidence
            else:  # a colour swap is worse on a colour rule, or breaks C3 (illegal)
                assert d.evidence.startswith(("worse:", "illegal:C3")), d.evidence
                assert d.expected != d.found
        assert o.status is (Status.DISCREPANT if o.discrepancies else Status.OK)
    discrepant = [o for o in outcomes if o.discrepancies]
    block = summary["directions"]["ours-to-candidate"]
    assert block["discrepant_tournaments"] == len(discrepant)
    assert block["discrepant_rounds"] == sum(len(o.discrepancies) for o in outcomes)
    assert block["by_class"][cls] == len(discrepant)
    assert [d["id"] for d in summary["discrepancies"]] == [o.id for o in discrepant]
    for o in discrepant:  # "The folder": the evidence of each discrepant round is kept
        folder = tmp_path / "discrepancies" / o.id
        first = o.discrepancies[0].round
        names = {p.name for p in folder.iterdir()}
        assert "tournament.trf" in names
        for part in ("input.trf", "command.txt", "stdout.txt", "stderr.txt", "expected.txt"):
            assert f"round-{first:02d}.{part}" in names, (o.id, part)
    assert not (tmp_path / "discrepancies" / "A-000001").exists() or outcomes[0].discrepancies


def test_a_hanging_candidate_is_timed_out_per_call(tmp_path: Path) -> None:
    """A timeout is recorded with kind timeout and the run goes on ("What counts")."""
    k = 3
    run_in(tmp_path, settings(2, pair=pair_template(f"hang={k}"), timeout=3.0))
    outcomes = _outcomes(tmp_path, Direction.OURS_TO_CANDIDATE)
    assert len(outcomes) == 2
    for o in outcomes:
        assert [d.round for d in o.discrepancies] == _injected(o, k)
        assert all(d.kind is Kind.TIMEOUT and d.auto_class == "candidate" for d in o.discrepancies)


def test_direction_b_reports_the_tournaments_with_a_swapped_board(tmp_path: Path) -> None:
    """trfcheck checks every round of the candidate's files ("Direction B"); the faulty ones
    are exactly the seeds the fault picks, in the round it changed (the last)."""
    k = 2
    summary = run_in(tmp_path, settings(COUNT, generate=generate_template(f"swap={k}")))
    outcomes = _outcomes(tmp_path, Direction.CANDIDATE_TO_OURS)
    assert [o.seed for o in outcomes if o.discrepancies] == [
        s for s in range(1, COUNT + 1) if s % k == 0
    ]
    for o in outcomes:
        if not o.discrepancies:
            continue
        assert [d.round for d in o.discrepancies] == [o.rounds]
        (d,) = o.discrepancies
        assert d.kind is Kind.PAIRING
        assert d.auto_class == "candidate"
        assert d.evidence.startswith(("worse:", "illegal:C3"))
        assert (tmp_path / "discrepancies" / o.id / "tournament.trf").is_file()
    written = json.loads((tmp_path / "summary.json").read_text())
    assert written == summary
    assert summary["directions"]["candidate-to-ours"]["discrepant_tournaments"] == COUNT // k


def test_direction_b_a_crashing_generator_counts(tmp_path: Path) -> None:
    """A generator that fails is a crash of that seed, nothing else ("What counts")."""
    run_in(tmp_path, settings(3, generate=generate_template("crash=3")))
    outcomes = _outcomes(tmp_path, Direction.CANDIDATE_TO_OURS)
    assert [(o.seed, [d.kind for d in o.discrepancies]) for o in outcomes] == [
        (1, []),
        (2, []),
        (3, [Kind.CRASH]),
    ]


def test_candidate_checker_once_per_file(tmp_path: Path) -> None:
    """``--candidate-check`` runs once on the whole file ("Direction A"): exit 0 consistent
    (trfcheck's own checker), exit 1 a discrepancy of the file (round 0, left to a person)."""
    check = f"{PYTHON} -m trfcheck check {{in}} --system {{system}}"
    s = replace(settings(2, pair=None), templates=Templates(check=check))
    summary = run_in(tmp_path / "clean", replace(s, directions=(Direction.OURS_TO_CANDIDATE,)))
    assert summary["directions"]["ours-to-candidate"]["discrepant_tournaments"] == 0
    no = f"{PYTHON} -c 'import sys; sys.exit(1)' {{in}}"
    s = replace(s, templates=Templates(check=no), directions=(Direction.OURS_TO_CANDIDATE,))
    run_in(tmp_path / "no", s)
    for o in _outcomes(tmp_path / "no", Direction.OURS_TO_CANDIDATE):
        assert [(d.round, d.kind, d.evidence, d.auto_class) for d in o.discrepancies] == [
            (0, Kind.PAIRING, "candidate-check", "unclassified")
        ]
