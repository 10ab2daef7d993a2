"""Direction B, candidate -> ours (docs/endorse.md, "Direction B").

For one seed the candidate's generator writes a tournament; trfcheck checks every round
(the replay of ``trfcheck check``, with its explanation of a differing round) and the standings (the
rank column against the 202/212 tie-break list, ``STD001``), in this process, as
``trfcheck check --format json`` would. A Double-Swiss file is checked match by match, a
match being one round of the run, with the dialect's and the matches' own checks
(``units``, ``double.file_discrepancies``).
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from trfcheck.pairers.base import PairingError
from trfcheck.ruleset import Overrides, UnknownRules, resolve
from trfcheck.trf import TrfError, read
from trfcheck.verify.audit import audit_tournament

from .classify import from_explanation
from .direction_a import call_failure
from .evidence import Evidence, javafo_text, side_by_side
from .outcome import Direction, Discrepancy, Kind, Outcome, Status
from .runner import Caller
from .settings import RunSettings, config_file
from .templates import expand
from .units import units_for

__all__ = ["check_file", "run_b"]


def check_file(
    settings: RunSettings, data: bytes, path: str
) -> tuple[int, list[Discrepancy], str | None]:
    """Rounds checked, discrepancies, and a note: trfcheck's check of a candidate's file."""
    try:
        loaded = read(data, path)
    except TrfError as error:
        return 0, [Discrepancy(0, Kind.UNREADABLE, "unreadable", "rtg", reason=str(error))], None
    t = loaded.tournament
    try:
        ruleset = resolve(t, Overrides(system=settings.system, edition=settings.edition))
        result = audit_tournament(t, ruleset, findings=loaded.findings)
    except (UnknownRules, PairingError) as error:
        return 0, [Discrepancy(0, Kind.UNREADABLE, "unsupported", "rtg", reason=str(error))], None
    units = units_for(settings.system)
    found: list[Discrepancy] = []
    for r in result.discrepant:
        number = units.number(r.round_no)
        ours, theirs = [list(p) for p in r.expected], [list(p) for p in r.published]
        if r.error is not None:
            found.append(
                Discrepancy(
                    number, Kind.NOPAIR, "nopair", "unclassified", ours, theirs, None, r.error
                )
            )
            continue
        evidence, cls = from_explanation(r.rule, r.measure)
        found.append(
            Discrepancy(number, Kind.PAIRING, evidence, cls, ours, theirs, r.rule, r.reason)
        )
    findings = list(dict.fromkeys([*loaded.findings, *result.diagnostics]))
    found = units.file_discrepancies(t, findings, found)
    ranks = [v for v in result.diagnostics if v.code == "STD001"]
    if ranks:
        text = "; ".join(v.message for v in ranks[:5]) + ("; ..." if len(ranks) > 5 else "")
        last = units.number(t.rounds_played)
        found.append(Discrepancy(last, Kind.STANDINGS, "standings", "unclassified", reason=text))
    return len(result.rounds), found, result.note


def run_b(settings: RunSettings, seed: int, workdir: Path, call_candidate: Caller) -> Outcome:
    """Have the candidate generate tournament ``seed`` (through ``call_candidate``) and
    check it with trfcheck."""
    template = settings.templates.generate
    assert template is not None
    kept = Evidence()
    with tempfile.TemporaryDirectory(prefix=f"b{seed}-", dir=workdir / "tmp") as name:
        folder = Path(name)
        out = folder / f"{settings.system}-{seed}.trf"
        values = {
            "out": str(out),
            "seed": str(seed),
            "config": str(config_file(settings, seed, folder)),
            "system": settings.system,
            "dir": str(folder),
        }
        call = call_candidate(expand(template, values), settings.timeout, folder)
        failure = call_failure(call, 0, [])
        if failure is not None and failure.kind is Kind.NOPAIR:
            failure = Discrepancy(
                0, Kind.CRASH, "generator-exit-1", "candidate", reason=failure.reason
            )
        if failure is None and not out.is_file():
            failure = Discrepancy(
                0, Kind.CRASH, "no-file", "candidate", reason=f"no file {out.name} written"
            )
        if failure is not None:
            found, rounds, note = [failure], 0, None
        else:
            data = out.read_bytes()
            rounds, found, note = check_file(settings, data, str(out))
        if found:
            kept.call("generate.", call)
            if out.is_file():
                kept.add("tournament.trf", out.read_bytes())
            kept.add("candidate.cfg", Path(values["config"]).read_bytes())
    for d in found:
        if d.kind is Kind.PAIRING or d.kind is Kind.NOPAIR:
            prefix = f"{units_for(settings.system).name}-{d.round:02d}."
            kept.add(f"{prefix}expected.txt", javafo_text(d.expected))
            kept.add(f"{prefix}diff.txt", side_by_side(d.expected, d.found, "trfcheck", "file"))
        elif d.kind is Kind.STANDINGS:
            kept.add("standings.txt", (d.reason or "") + "\n")
    outcome = Outcome(
        Direction.CANDIDATE_TO_OURS,
        seed,
        Status.DISCREPANT if found else Status.OK,
        rounds,
        tuple(found),
        note,
    )
    if found:
        kept.write(workdir / "discrepancies" / outcome.id)
    return outcome
