"""The JSON form of an audit (README, "Checking"): one object per file."""

from __future__ import annotations

from typing import Any

from trfcheck.ruleset import System
from trfcheck.trf.diagnostics import Severity
from trfcheck.verify.audit import Audit

__all__ = ["audit_json", "failure_json"]


def audit_json(path: str, result: Audit) -> dict[str, Any]:
    """The audit of ``path`` as JSON; byes as ``[player, 0]``.

    ``verdict`` is the one-line verdict and its counts (``not_checked``: what could not be
    checked; ``partial``: something was not checked; ``premise``: what was assumed because
    the file does not say it; ``errors``/``warnings``/``info`` count the findings that do
    not depend on a root cause, ``depending`` those that do, ``first`` the finding the
    verdict names); ``violations`` every finding of every stage (reader, rule checks, replay).
    ``rules`` holds every choice of the ``Ruleset`` with its reason; ``system``,
    ``edition`` and ``edition_reason`` repeat the pairing system and edition at the top
    level for programs written against the first version of this output.
    """
    r = result.ruleset
    counts = result.independent_counts
    first = result.first
    data: dict[str, Any] = {
        "file": path,
        "verdict": {
            "passed": result.passed,
            "partial": bool(result.scope),
            "head": result.head,
            "premise": result.ruleset.premises,
            "text": result.verdict(),
            "errors": counts[Severity.ERROR],
            "warnings": counts[Severity.WARNING],
            "info": counts[Severity.INFO],
            "depending": len(result.dependent),
            "first": None if first is None else first.to_dict(),
            "not_checked": list(result.scope),
        },
        "system": r.system.value.value,
        "edition": r.edition.value.value,
        "edition_reason": r.edition.reason,
        "tiebreak_edition": r.tiebreak_edition.value.value,
        "tiebreak_edition_reason": r.tiebreak_edition.reason,
        "rules": r.to_dict(),
    }
    if r.maxi.value is not None and r.system.value is System.LIM:
        data["maxi"] = r.maxi.value
        data["maxi_reason"] = r.maxi.reason
    data["rounds"] = [
        {
            "round": rc.round_no,
            "ok": rc.ok,
            "expected": [list(p) for p in rc.expected],
            "published": [list(p) for p in rc.published],
            **({"error": rc.error} if rc.error else {}),
            **({"reason": {"rule": rc.rule, "text": rc.reason}} if rc.reason else {}),
            **({"depends_on": d} if (d := result.round_depends_on(rc.round_no)) else {}),
            **(
                {"reading": {"text": rc.reading, "matches": rc.other_reading or None}}
                if rc.reading
                else {}
            ),
        }
        for rc in result.rounds
    ]
    data["summary"] = {
        "rounds_checked": len(result.rounds),
        "discrepant_rounds": len(result.discrepant),
    }
    data["violations"] = [v.to_dict() for v in result.diagnostics]
    if result.note:
        data["note"] = result.note
    return data


def failure_json(path: str, code: int, message: str) -> dict[str, Any]:
    """The JSON line of a file that could not be checked (unreadable, unsupported)."""
    return {"file": path, "exit": code, "error": message}
