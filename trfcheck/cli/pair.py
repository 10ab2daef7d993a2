"""``trfcheck pair IN [--system S] [--edition E] [--round N] [--ahead]
[--format text|json|trf] [-o OUT]``."""

from __future__ import annotations

import enum
import json
from pathlib import Path
from typing import Annotated

import typer

from trfcheck.cli.common import load_input, write_output
from trfcheck.cli.options import EditionOption, MaxiOption, SystemOption, WideOption, overrides
from trfcheck.cli.outcome import CommandError, ExitCode, guarded
from trfcheck.pairers.base import RoundPairing
from trfcheck.pairers.core.state import rounds_paired
from trfcheck.pairers.next_round import pair_round
from trfcheck.pairers.registry import rules_for
from trfcheck.report.tables import WIDTH, fit_table
from trfcheck.ruleset import Ruleset, System
from trfcheck.trf import dumpb
from trfcheck.trf.model import ResultCode, Tournament

__all__ = ["PairFormat", "register", "render_json", "render_text"]


class PairFormat(enum.StrEnum):
    """Outputs of ``pair``."""

    TEXT = "text"
    JSON = "json"
    TRF = "trf"


_BYE_KIND = {
    ResultCode.PAB: "PAB",
    ResultCode.HALF_BYE: "H",
    ResultCode.FULL_BYE: "F",
    ResultCode.ZERO_BYE: "Z",
}


def render_text(t: Tournament, pairing: RoundPairing, width: int | None = WIDTH) -> str:
    """Boards in FIDE board order (GHR 3.6), then the byes; names shortened to ``width``."""
    names = {p.start_rank: p.name for p in t.players}
    rows = [
        [i, b.white, names.get(b.white, ""), b.black, names.get(b.black, "")]
        for i, b in enumerate(pairing.boards, 1)
    ]
    text = f"Round {pairing.round_no}\n"
    text += fit_table(rows, ["Board", "White", "", "Black", ""], shrink=(2, 4), width=width)
    if pairing.byes:
        byes = [[b.player, names.get(b.player, ""), _BYE_KIND[b.kind]] for b in pairing.byes]
        text += "\n\n" + fit_table(byes, ["Bye", "", "Kind"], shrink=(1,), width=width)
    return text + "\n"


def render_json(pairing: RoundPairing, ruleset: Ruleset | None = None) -> str:
    """``{"round", "boards": [{"board", "white", "black"}], "byes": [{"player", "kind"}],
    "rules": {...}}`` (``rules``: ``Ruleset.to_dict``)."""
    data: dict[str, object] = {
        "round": pairing.round_no,
        "boards": [
            {"board": i, "white": b.white, "black": b.black}
            for i, b in enumerate(pairing.boards, 1)
        ],
        "byes": [{"player": b.player, "kind": _BYE_KIND[b.kind]} for b in pairing.byes],
    }
    if ruleset is not None:
        data["rules"] = ruleset.to_dict()
    return json.dumps(data, indent=2) + "\n"


def pair(
    source: Annotated[
        Path, typer.Argument(metavar="FILE", help="TRF or trfcheck JSON file ('-' for stdin).")
    ],
    system: SystemOption = None,
    edition: EditionOption = None,
    round_no: Annotated[
        int | None,
        typer.Option("--round", metavar="N", help="Round to pair (default: the next one)."),
    ] = None,
    ahead: Annotated[
        bool,
        typer.Option(
            "--ahead",
            help="Pair even if the previous round has no results or the round is beyond "
            "the declared number of rounds.",
        ),
    ] = False,
    fmt: Annotated[PairFormat, typer.Option("--format", help="Output format.")] = PairFormat.TEXT,
    maxi: MaxiOption = None,
    wide: WideOption = False,
    output: Annotated[
        Path | None,
        typer.Option("-o", "--output", metavar="FILE", help="Output file (default: stdout)."),
    ] = None,
) -> None:
    """Pair the next round (or re-pair round N from the rounds before it)."""

    def body() -> ExitCode:
        loaded = load_input(source)
        t = loaded.tournament
        ruleset = rules_for(t, overrides(system, edition, maxi=maxi))
        if maxi is not None and ruleset.system.value is not System.LIM:
            raise CommandError(
                ExitCode.USAGE,
                f"--maxi applies to the Lim system only, not {ruleset.system.value}",
            )
        for line in ruleset.describe():
            typer.echo(f"trfcheck: {line}", err=True)
        pairing = pair_round(t, ruleset, round_no, ahead=ahead)
        if fmt is PairFormat.TRF:
            if pairing.round_no <= rounds_paired(t):
                raise CommandError(
                    ExitCode.USAGE,
                    f"--format trf writes a new round; round {pairing.round_no} is already "
                    "in the file (use text or json to re-pair it)",
                )
            data = dumpb(t.with_round(pairing.round_no, pairing.entries()), loaded.document)
        elif fmt is PairFormat.JSON:
            data = render_json(pairing, ruleset).encode()
        else:
            data = render_text(t, pairing, None if wide else WIDTH).encode()
        write_output(output, data, [source])
        return ExitCode.OK

    raise typer.Exit(guarded(body))


def register(app: typer.Typer) -> None:
    """Add ``pair`` to the application."""
    app.command("pair")(pair)
