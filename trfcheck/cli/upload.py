"""The options of the pre-flight before an upload (``trfcheck check FILE --for rating|title``)
and what they become: ``--for``, ``--today``, ``--fide-list``, ``--chief-arbiter-ia``.

The pre-flight itself is ``trfcheck.verify.preflight`` (docs/preflight.md); this module only
turns the options into its request, once per run, and the request into findings per file.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from trfcheck.cli.outcome import CommandError, ExitCode

if TYPE_CHECKING:
    from trfcheck.event import Event
    from trfcheck.trf.diagnostics import Diagnostic
    from trfcheck.verify.preflight import Purpose

__all__ = [
    "ChiefArbiterOption",
    "FideListOption",
    "ForOption",
    "TodayOption",
    "UploadRequest",
    "upload_request",
]

ForOption = Annotated[
    str | None,
    typer.Option(
        "--for",
        metavar="PURPOSE",
        help="Pre-flight before an upload to FIDE: rating, or title (a norm event); "
        "docs/preflight.md.",
    ),
]
TodayOption = Annotated[
    str | None,
    typer.Option(
        "--today",
        metavar="YYYY-MM-DD",
        help="With --for: the day the deadlines of B.02 0.2 and 9.1 are counted to "
        "(default: the system date).",
    ),
]
FideListOption = Annotated[
    Path | None,
    typer.Option(
        "--fide-list",
        metavar="LIST",
        help="With --for: the FIDE rating list (XML or TXT, zipped or not): the players' "
        "and arbiters' ids, the chief arbiter's IA/FA title.",
    ),
]
ChiefArbiterOption = Annotated[
    bool,
    typer.Option(
        "--chief-arbiter-ia",
        help="With --for title: the chief arbiter is an IA or FA (B.01 1.1.5), when the "
        "rating list does not say.",
    ),
]


@dataclass(frozen=True, slots=True)
class UploadRequest:
    """The pre-flight asked for, checked once for the whole run (it runs in the workers)."""

    purpose: Purpose
    today: date
    today_given: bool
    fide_list: Path | None
    chief_arbiter_ia: bool

    def findings(self, event: Event) -> list[Diagnostic]:
        """The pre-flight findings of one file's ``event``; CommandError (exit 3) if the
        list cannot be read."""
        from trfcheck.verify.preflight import Preflight, arbiter_ids, preflight

        scanned = None
        if self.fide_list is not None:
            from trfcheck.rating.fidelist import ListError, read_fide_list

            ids = [p.fide_id for p in event.tournament.players]
            ids += arbiter_ids(event.records.header)
            try:
                scanned = read_fide_list(self.fide_list, ids)
            except (OSError, ListError) as error:
                raise CommandError(
                    ExitCode.BAD_INPUT, f"{self.fide_list}: cannot read the list: {error}"
                ) from None
        options = Preflight(
            self.purpose, self.today, self.today_given, scanned, self.chief_arbiter_ia
        )
        return preflight(event, options)


def upload_request(
    purpose: str | None, today: str | None, fide_list: Path | None, chief_arbiter_ia: bool
) -> UploadRequest | None:
    """The request of ``--for`` and its options (None without ``--for``); CommandError: exit 2
    for an unknown purpose, a bad date, or an option of the pre-flight without ``--for``."""
    if purpose is None:
        given = [n for n, v in (("--today", today), ("--fide-list", fide_list)) if v]
        given += ["--chief-arbiter-ia"] if chief_arbiter_ia else []
        if given:
            raise CommandError(ExitCode.USAGE, f"{', '.join(given)}: only with --for")
        return None
    from trfcheck.verify.preflight import Purpose

    try:
        chosen = Purpose(purpose.lower())
    except ValueError:
        raise CommandError(ExitCode.USAGE, f"--for {purpose}: expected rating or title") from None
    day = date.today()
    if today is not None:
        try:
            day = date.fromisoformat(today)
        except ValueError:
            raise CommandError(
                ExitCode.USAGE, f"--today {today}: expected a date YYYY-MM-DD"
            ) from None
    return UploadRequest(chosen, day, today is not None, fide_list, chief_arbiter_ia)
