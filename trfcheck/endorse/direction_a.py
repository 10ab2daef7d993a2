"""Direction A, ours -> candidate (docs/endorse.md, "Direction A").

For one seed, trfcheck's generator makes the tournament (in this process, with the
engine that the run keeps). Then, for every round r, the candidate pairs r from the
same state (rounds before r, the byes of r pre-set) and its pairing is compared with
the generated round as ordered pairs plus the PAB, as ``trfcheck check`` compares them.
Where given, the candidate's checker checks the whole file once: exit 0 consistent, 1
discrepant, else a crash.
A Double-Swiss event is asked match by match, a match of two TRF rounds being one round
of the run (``units``, ``double``).
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from trfcheck.generator import GeneratorError
from trfcheck.pairers.base import Engine
from trfcheck.trf.model import Tournament
from trfcheck.verify.replay import Explaining, Pair

from .classify import from_explanation
from .evidence import Evidence, javafo_text, side_by_side
from .inputs import render_as
from .outcome import Direction, Discrepancy, Kind, Outcome, Status
from .pairs import OutputError, parse_javafo
from .runner import Call, Caller
from .settings import RunSettings, config_file
from .templates import expand
from .units import Units, units_for

__all__ = ["INPUT_REJECTED", "call_failure", "run_a"]

#: The exit code with which bbpPairings (and trfcheck) refuse an invalid input file.
INPUT_REJECTED = 3


def call_failure(call: Call, round_no: int, expected: list[list[int]]) -> Discrepancy | None:
    """The discrepancy of a call that did not succeed (docs/endorse.md, "What counts"), or
    None for exit 0.

    Exit 1 is "no valid pairing" (bbpPairings, JaVaFo); exit 3 an input the candidate
    rejected; any other exit, a program that cannot start, or a timeout is a crash.
    """
    if call.timed_out:
        return Discrepancy(round_no, Kind.TIMEOUT, "timeout", "candidate", expected)
    if call.missing:
        return Discrepancy(
            round_no, Kind.CRASH, "not-started", "candidate", expected, [], None, call.missing
        )
    if call.returncode == 0:
        return None
    tail = (call.stderr.strip().splitlines() or [""])[-1][:300] or None
    if call.returncode == 1:
        return Discrepancy(round_no, Kind.NOPAIR, "nopair", "candidate", expected, [], None, tail)
    if call.returncode == INPUT_REJECTED:
        return Discrepancy(round_no, Kind.CRASH, "input-rejected", "rtg", expected, [], None, tail)
    return Discrepancy(
        round_no, Kind.CRASH, f"exit-{call.returncode}", "candidate", expected, [], None, tail
    )


def _read_output(settings: RunSettings, units: Units, out: Path, number: int) -> tuple[Pair, ...]:
    if not out.is_file():
        raise OutputError(f"no output file {out.name}")
    if settings.templates.output == "trf":
        return units.read_trf(out.read_bytes(), number, str(out))
    return parse_javafo(out.read_text(encoding="utf-8", errors="replace"))


def _compare(
    t: Tournament, units: Units, r: int, found: tuple[Pair, ...], engine: Engine
) -> Discrepancy | None:
    expected = units.expected(t, r)
    ours = [list(p) for p in expected]
    theirs = [list(p) for p in found]
    bad = units.illegal(t, r, found)
    if bad is not None:
        rule, why = bad
        evidence = "illegal" if rule is None else f"illegal:{rule}"
        return Discrepancy(r, Kind.PAIRING, evidence, "candidate", ours, theirs, rule, why)
    if units.same(t, r, found, expected):
        return None
    rule = reason = None
    measure = None
    if isinstance(engine, Explaining):
        try:
            explanation = engine.explain(t, units.column(r), found)
            rule, reason = explanation.rule, explanation.text
            measure = explanation.measure
        except Exception as error:  # an explanation must not stop the run
            reason = f"no explanation (internal error: {type(error).__name__}: {error})"
    evidence, cls = from_explanation(rule, measure)
    return Discrepancy(r, Kind.PAIRING, evidence, cls, ours, theirs, rule, reason)


def _pair_round(
    settings: RunSettings,
    units: Units,
    t: Tournament,
    r: int,
    engine: Engine,
    folder: Path,
    values: dict[str, str],
    kept: Evidence,
    call_candidate: Caller,
) -> Discrepancy | None:
    template = settings.templates.pair
    assert template is not None
    source, out = Path(values["in"]), Path(values["out"])
    data = units.candidate_input(t, r, settings.templates.dialect)
    source.write_bytes(data)
    out.unlink(missing_ok=True)
    column = str(units.column(r))
    call = call_candidate(expand(template, {**values, "round": column}), settings.timeout, folder)
    expected = [list(p) for p in units.expected(t, r)]
    found = call_failure(call, r, expected)
    if found is None:
        try:
            found = _compare(t, units, r, _read_output(settings, units, out, r), engine)
        except OutputError as error:
            found = Discrepancy(
                r, Kind.CRASH, "unreadable-output", "candidate", expected, [], None, str(error)
            )
    if found is not None:
        prefix = f"{units.name}-{r:02d}."
        kept.add(f"{prefix}input{source.suffix}", data)
        kept.call(prefix, call, out)
        kept.add(f"{prefix}expected.txt", javafo_text(expected))
        kept.add(f"{prefix}diff.txt", side_by_side(expected, found.found, "trfcheck", "candidate"))
    return found


def _check_file(
    settings: RunSettings,
    made: bytes,
    t: Tournament,
    trf26: bool,
    folder: Path,
    values: dict[str, str],
    kept: Evidence,
    call_candidate: Caller,
) -> Discrepancy | None:
    """The candidate's checker on the whole file: the generated file itself when the
    candidate reads TRF-26 (docs/endorse.md, "Direction A": run it once on the whole file), else the
    tournament written in its dialect."""
    template = settings.templates.check
    assert template is not None
    source = Path(values["in"])
    dialect = settings.templates.dialect
    data = made if trf26 and dialect == "trf26" else render_as(t, dialect)
    source.write_bytes(data)
    call = call_candidate(expand(template, {**values, "round": "0"}), settings.timeout, folder)
    found = call_failure(call, 0, [])
    if found is not None and found.kind is Kind.NOPAIR:  # exit 1: the checker disagrees
        found = Discrepancy(
            0,
            Kind.PAIRING,
            "candidate-check",
            "unclassified",
            [],
            [],
            None,
            (call.stdout.strip().splitlines() or [""])[-1][:300] or None,
        )
    if found is not None:
        kept.call("check.", call)
    return found


def run_a(settings: RunSettings, seed: int, engine: Engine, workdir: Path, call: Caller) -> Outcome:
    """Generate tournament ``seed`` and have the candidate pair (and check) it through
    ``call``, round by round (a Double-Swiss event: match by match, ``units``)."""
    config = settings.generator_config()
    units = units_for(settings.system)
    try:
        t, data = units.make(config, seed, engine)
    except GeneratorError as error:
        return Outcome(
            Direction.OURS_TO_CANDIDATE, seed, Status.GENERATOR_FAILURE, message=str(error)
        )
    rounds = units.count(t)
    kept = Evidence()
    found: list[Discrepancy] = []
    with tempfile.TemporaryDirectory(prefix=f"a{seed}-", dir=workdir / "tmp") as name:
        folder = Path(name)
        values = _values(settings, seed, folder)
        if settings.templates.pair is not None:
            for r in range(1, rounds + 1):
                d = _pair_round(settings, units, t, r, engine, folder, values, kept, call)
                if d is not None:
                    found.append(d)
        if settings.templates.check is not None:
            trf26 = config.format.value == "trf26"
            d = _check_file(settings, data, t, trf26, folder, values, kept, call)
            if d is not None:
                found.append(d)
    outcome = Outcome(
        Direction.OURS_TO_CANDIDATE,
        seed,
        Status.DISCREPANT if found else Status.OK,
        rounds,
        tuple(found),
    )
    if found:
        kept.add("tournament.trf", data)
        kept.write(workdir / "discrepancies" / outcome.id)
    return outcome


def _values(settings: RunSettings, seed: int, folder: Path) -> dict[str, str]:
    return {
        "in": str(folder / f"{settings.system}-{seed}.trf"),
        "out": str(folder / ("out.trf" if settings.templates.output == "trf" else "out.txt")),
        "seed": str(seed),
        "config": str(config_file(settings, seed, folder)),
        "system": settings.system,
        "dir": str(folder),
    }
