"""The summary of a run (docs/endorse.md, "The folder"): ``DIR/summary.json`` and its text form.

Per requested direction: tournaments requested and completed, rounds compared,
discrepant tournaments and rounds, no-pairing / crash / timeout / unreadable counts,
generator failures, and the discrepant tournaments by class. ``verdict`` is ``pass``
when every requested direction is complete with at most ``tolerance`` discrepant
tournaments, ``fail`` when one has more, ``incomplete`` otherwise. The tolerance is FIDE's
rate by default, 10 discrepant tournaments per 50,000 (TEC Manual §3.9.4.4), scaled to the
count and rounded down (``RunSettings.allowed``); the summary states the figure and the
count. The tie-break edition is the resolver's (``ruleset.tiebreak_edition_on``) for the
start dates of the generated tournaments, not a consequence of the pairing edition. The
summary holds no timing, so the same seeds and versions give the same file whatever ``--jobs`` or
interruptions. ``round_unit`` says what a round of the run is: ``round``, or ``match`` (a
Double-Swiss match of two games, two TRF rounds, is one round of the run).
"""

from __future__ import annotations

import json
import textwrap
from collections import Counter
from pathlib import Path
from typing import Any

from trfcheck.generator import start_dates
from trfcheck.ruleset import TIEBREAK_CUTOVER, PairingEdition, UnknownRules, tiebreak_edition_on
from trfcheck.trf import write_atomically

from .classify import CLASSES
from .outcome import Direction, Kind, Outcome, Status
from .settings import RunSettings
from .units import is_double, units_for
from .workdir import load_classifications, load_results, read_frozen

__all__ = ["SUMMARY", "build_summary", "summary_text", "write_summary"]

SUMMARY = "summary.json"

_KIND_COUNTS = {
    Kind.NOPAIR: "nopair",
    Kind.CRASH: "crashes",
    Kind.TIMEOUT: "timeouts",
    Kind.UNREADABLE: "unreadable",
    Kind.STANDINGS: "standings",
}


def _tournament_class(outcome: Outcome, manual: dict[str, dict[str, str]]) -> tuple[str, str]:
    """(class, note): a person's classification, else the first discrepant round's."""
    if outcome.id in manual:
        entry = manual[outcome.id]
        return entry["class"], entry.get("note", "")
    first = outcome.discrepancies[0]
    return first.auto_class, f"auto: {first.evidence}"


def _direction(
    settings: RunSettings,
    direction: Direction,
    outcomes: list[Outcome],
    manual: dict[str, dict[str, str]],
) -> dict[str, Any]:
    kinds: Counter[str] = Counter()
    classes: Counter[str] = Counter(dict.fromkeys(CLASSES, 0))
    for o in outcomes:
        for d in o.discrepancies:
            if d.kind in _KIND_COUNTS:
                kinds[_KIND_COUNTS[d.kind]] += 1
        if o.discrepancies:
            classes[_tournament_class(o, manual)[0]] += 1
    return {
        "requested": settings.count,
        "completed": len(outcomes),
        "rounds": sum(o.rounds for o in outcomes),
        "discrepant_tournaments": sum(1 for o in outcomes if o.status is Status.DISCREPANT),
        "discrepant_rounds": sum(
            len({d.round for d in o.discrepancies if d.kind is not Kind.STANDINGS})
            for o in outcomes
        ),
        **{name: kinds[name] for name in _KIND_COUNTS.values()},
        "generator_failures": sum(1 for o in outcomes if o.status is Status.GENERATOR_FAILURE),
        "by_class": {c: classes[c] for c in CLASSES},
    }


def build_summary(workdir: Path) -> dict[str, Any]:
    """The summary of everything ``workdir`` holds (WorkdirError for a damaged folder)."""
    frozen = read_frozen(workdir)
    settings = RunSettings.thaw(frozen)
    results = load_results(workdir)
    manual = load_classifications(workdir)
    wanted = set(settings.seeds())
    directions: dict[str, Any] = {}
    discrepancies: list[dict[str, Any]] = []
    verdict = "pass"
    for direction in settings.directions:
        outcomes = sorted(
            (o for (d, seed), o in results.items() if d is direction and seed in wanted),
            key=lambda o: o.seed,
        )
        block = _direction(settings, direction, outcomes, manual)
        directions[direction.value] = block
        if block["discrepant_tournaments"] > settings.allowed:
            verdict = "fail"
        elif block["completed"] < block["requested"] and verdict == "pass":
            verdict = "incomplete"
        for o in outcomes:
            if not o.discrepancies:
                continue
            cls, note = _tournament_class(o, manual)
            first = o.discrepancies[0]
            discrepancies.append(
                {
                    "id": o.id,
                    "direction": direction.value,
                    "seed": o.seed,
                    "rounds": sorted({d.round for d in o.discrepancies}),
                    "kind": first.kind.value,
                    "class": cls,
                    "note": note,
                    "rule": first.rule,
                    "reason": first.reason,
                    "evidence": f"discrepancies/{o.id}",
                }
            )
    try:
        edition = PairingEdition.parse(settings.edition or PairingEdition.R2026)
    except UnknownRules:
        edition = PairingEdition.R2026
    tiebreaks, why = _tiebreak_edition(settings, edition)
    return {
        "system": settings.system,
        "edition": edition.value,
        "tiebreak_edition": tiebreaks,
        "tiebreak_edition_reason": why,
        "round_unit": units_for(settings.system).name,
        "trfcheck": settings.trfcheck,
        "candidate": {
            "pair": settings.templates.pair,
            "check": settings.templates.check,
            "generate": settings.templates.generate,
            "version": settings.candidate_version,
        },
        "directions": directions,
        "tolerance": settings.allowed,
        "tolerance_given": settings.tolerance is not None,
        "scaled_tolerance": _scaled(settings),
        "verdict": verdict,
        "discrepancies": discrepancies,
    }


def _tiebreak_edition(settings: RunSettings, edition: PairingEdition) -> tuple[str, str]:
    """The C.07 edition of the generated tournaments' standings, with its reason."""
    if is_double(settings.system):  # ruleset.tiebreak_edition: no 042, the text in force
        return "2026", "Double-Swiss events are written without a start date (042): C.07 2026"
    opens, closes = start_dates(edition)
    editions = sorted({tiebreak_edition_on(opens).value, tiebreak_edition_on(closes).value})
    return " or ".join(editions), (
        f"by each tournament's start date (C.07 2026 from {TIEBREAK_CUTOVER.isoformat()}, "
        f"2024 before); trfcheck's tournaments start {opens.isoformat()} to "
        f"{closes.isoformat()}"
    )


def _scaled(settings: RunSettings) -> str:
    """The tolerance with its figure and the count (FIDE's 10 per 50,000:
    TEC Manual §3.9.4.4)."""
    fide = 10 * settings.count / 50000
    rate = f"FIDE's rate, 10 per 50,000, is {fide:g} for {settings.count}"
    of = f"at most {settings.allowed} discrepant tournaments of {settings.count} per direction"
    if settings.tolerance is None:
        return f"{of} ({rate}, rounded down)"
    return f"{of} (--tolerance {settings.tolerance}; {rate})"


def write_summary(workdir: Path) -> dict[str, Any]:
    """Build the summary and write ``DIR/summary.json`` atomically."""
    summary = build_summary(workdir)
    text = json.dumps(summary, indent=2, sort_keys=False) + "\n"
    write_atomically(workdir / SUMMARY, text.encode())
    return summary


def summary_text(summary: dict[str, Any]) -> str:
    """The summary as a plain-text report."""
    c = summary["candidate"]
    lines = [
        f"trfcheck endorse: {summary['system']} (edition {summary['edition']}), "
        f"trfcheck {summary['trfcheck']}",
        *(f"  candidate {k}: {c[k]}" for k in ("pair", "check", "generate") if c[k]),
        *([f"  candidate version: {c['version']}"] if c["version"] else []),
        *(
            ["  a round of this run is a match of two games (two TRF rounds)"]
            if summary.get("round_unit") == "match"
            else []
        ),
        "",
    ]
    keys = [
        "requested",
        "completed",
        "rounds",
        "discrepant_tournaments",
        "discrepant_rounds",
        "nopair",
        "crashes",
        "timeouts",
        "unreadable",
        "standings",
        "generator_failures",
    ]
    names = list(summary["directions"])
    width = max([len(k) for k in keys] + [16])
    lines.append(" " * width + "".join(f"{n:>20}" for n in names))
    for key in keys:
        values = "".join(f"{summary['directions'][n][key]:>20}" for n in names)
        lines.append(f"{key:<{width}}{values}")
    for cls in CLASSES:
        values = "".join(f"{summary['directions'][n]['by_class'][cls]:>20}" for n in names)
        lines.append(f"{'  ' + cls:<{width}}{values}")
    lines += [
        "",
        f"tie-break edition: {summary['tiebreak_edition']} "
        f"({summary.get('tiebreak_edition_reason', 'by start date')})",
        f"tolerance: {summary['scaled_tolerance']}",
        f"verdict: {summary['verdict']}",
    ]
    if summary["discrepancies"]:
        lines.append("")
        lines.append("discrepancies:")
    for d in summary["discrepancies"]:
        rounds = ",".join(str(r) for r in d["rounds"])
        why = (
            f" [{d['rule']}] {d['reason']}"
            if d["rule"]
            else (f" {d['reason']}" if d["reason"] else "")
        )
        lines.append(
            f"  {d['id']} seed {d['seed']} {summary.get('round_unit', 'round')} {rounds}: "
            f"{d['kind']}, {d['class']}"
            f" ({d['note']}){why}"
        )
    return "\n".join(_fit(line) for line in lines) + "\n"


def _fit(line: str, width: int = 80) -> str:
    """``line`` wrapped to ``width`` columns, continuation lines indented four more spaces
    than the line's own indent (a command template or a reason can be long)."""
    if len(line) <= width:
        return line
    indent = line[: len(line) - len(line.lstrip())]
    return "\n".join(
        textwrap.wrap(
            line.strip(),
            width,
            initial_indent=indent,
            subsequent_indent=indent + "    ",
            break_on_hyphens=False,
            break_long_words=False,
        )
    )
