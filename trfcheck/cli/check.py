"""``trfcheck check IN... [--system S] [--edition E] [--format text|json]``; ``trfcheck IN``."""

from __future__ import annotations

import enum
import json
from itertools import zip_longest
from pathlib import Path
from typing import Annotated, Any

import typer
from tabulate import tabulate

from trfcheck.cli.common import CommandError, ExitCode, guarded, load_input, report_findings
from trfcheck.cli.pair import type_text
from trfcheck.pairers.base import UnsupportedRules
from trfcheck.verify.audit import Audit, audit
from trfcheck.verify.replay import Pair

__all__ = ["CheckFormat", "audit_json", "register"]


class CheckFormat(enum.StrEnum):
    """Outputs of ``check``."""

    TEXT = "text"
    JSON = "json"


def _inputs(paths: list[Path]) -> list[Path]:
    out: list[Path] = []
    for path in paths:
        if path.is_dir():
            out.extend(sorted(p for p in path.rglob("*") if p.suffix.lower() in (".trf", ".json")))
        else:
            out.append(path)
    return out


def _pair_text(pair: Pair | None) -> str:
    if pair is None:
        return ""
    white, black = pair
    return f"{white:>5} - bye" if black == 0 else f"{white:>5} - {black:<5}"


def _lowest(pair: Pair) -> tuple[int, int]:
    white, black = pair
    return (min(white, black) if black else white, max(white, black))


def audit_text(path: str, result: Audit) -> str:
    """The published and expected boards of each differing round, side by side."""
    c = result.choice
    lines = [
        f"{path}: {c.system} system, edition {c.edition} ({c.why_edition}); "
        f"{len(result.rounds)} rounds checked, {len(result.discrepant)} differ"
    ]
    for r in result.discrepant:
        head = f"Round {r.round_no}:" + (f" no valid pairing: {r.error}" if r.error else "")
        if r.reason:
            head += f" {r.reason} [{r.rule}]"
        lines.append(head)
        same = set(r.published) & set(r.expected)
        published = sorted(set(r.published) - same, key=_lowest)
        expected = sorted(set(r.expected) - same, key=_lowest)
        rows = [[_pair_text(p), _pair_text(e)] for p, e in zip_longest(published, expected)]
        table = tabulate(rows, headers=["Published", "Expected by the rules"], tablefmt="simple")
        lines.extend("  " + line for line in table.splitlines())
        lines.append(f"  ({len(same)} other boards agree)")
    return "\n".join(lines) + "\n"


def audit_json(path: str, result: Audit) -> dict[str, Any]:
    """The replay as JSON (README, "trfcheck check"); byes as ``[player, 0]``."""
    c = result.choice
    return {
        "file": path,
        "system": c.system,
        "edition": c.edition,
        "edition_reason": c.why_edition,
        "rounds": [
            {
                "round": r.round_no,
                "ok": r.ok,
                "expected": [list(p) for p in r.expected],
                "published": [list(p) for p in r.published],
                **({"error": r.error} if r.error else {}),
                **({"reason": {"rule": r.rule, "text": r.reason}} if r.reason else {}),
            }
            for r in result.rounds
        ],
        "summary": {
            "rounds_checked": len(result.rounds),
            "discrepant_rounds": len(result.discrepant),
        },
        "violations": list(result.violations),
    }


def _audit_one(path: Path, system: str | None, edition: str | None) -> Audit:
    loaded = load_input(path)
    report_findings(loaded.findings)
    try:
        return audit(loaded.tournament, system, edition, type_text(loaded))
    except KeyError as error:
        raise CommandError(ExitCode.UNSUPPORTED, f"no pairing system named {error}") from None
    except ValueError as error:
        raise CommandError(ExitCode.USAGE, str(error)) from None
    except UnsupportedRules as error:
        raise CommandError(ExitCode.UNSUPPORTED, f"{path}: {error}") from None


def check(
    sources: Annotated[list[Path], typer.Argument(help="TRF or JSON files, or folders of them.")],
    system: Annotated[
        str | None, typer.Option("--system", help="dutch, dubov or lim (default: from the file).")
    ] = None,
    edition: Annotated[
        str | None,
        typer.Option("--edition", help="Rules edition, e.g. 2026 or 2017 (default: by 042 date)."),
    ] = None,
    fmt: Annotated[CheckFormat, typer.Option("--format", help="Output format.")] = CheckFormat.TEXT,
) -> None:
    """Re-pair every round from the rounds before it and report each discrepancy."""

    def body() -> ExitCode:
        worst = ExitCode.OK
        for path in _inputs(sources):
            result = _audit_one(path, system, edition)
            if fmt is CheckFormat.JSON:
                typer.echo(json.dumps(audit_json(str(path), result)))
            else:
                typer.echo(audit_text(str(path), result), nl=False)
            if result.discrepant:
                worst = ExitCode.FINDINGS
        return worst

    raise typer.Exit(guarded(body))


def register(app: typer.Typer) -> None:
    """Add ``check`` to the application."""
    app.command("check")(check)
