"""The JSON form of an audit (README, "Checking"): one object per file."""

from __future__ import annotations

from typing import Any

from trfcheck.verify.audit import Audit

__all__ = ["audit_json"]


def audit_json(path: str, result: Audit) -> dict[str, Any]:
    """The audit of ``path`` as JSON; byes as ``[player, 0]``.

    ``rules`` holds every choice of the ``Ruleset`` with its reason; ``system``,
    ``edition`` and ``edition_reason`` repeat the pairing system and edition at the top
    level for programs written against the first version of this output.
    """
    r = result.ruleset
    data: dict[str, Any] = {
        "file": path,
        "system": r.system.value.value,
        "edition": r.edition.value.value,
        "edition_reason": r.edition.reason,
        "tiebreak_edition": r.tiebreak_edition.value.value,
        "tiebreak_edition_reason": r.tiebreak_edition.reason,
        "rules": r.to_dict(),
    }
    if r.maxi.value is not None and r.system.value.value == "lim":
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
        }
        for rc in result.rounds
    ]
    data["summary"] = {
        "rounds_checked": len(result.rounds),
        "discrepant_rounds": len(result.discrepant),
    }
    data["violations"] = [v.to_dict() for v in result.violations]
    if result.note:
        data["note"] = result.note
    return data
