"""``trfcheck pair IN [--system S] [--edition E] [--round N] [--format text|json|trf] [-o OUT]``."""

from __future__ import annotations

import enum
import json
from dataclasses import replace
from pathlib import Path
from typing import Annotated

import typer
from tabulate import tabulate

from trfcheck.cli.common import (
    CommandError,
    ExitCode,
    MaxiOption,
    guarded,
    load_input,
    write_output,
)
from trfcheck.pairers import system_for
from trfcheck.pairers.base import NoValidPairing, RoundPairing, UnsupportedRules
from trfcheck.pairers.core.state import rounds_paired
from trfcheck.pairers.editions import choose, engine_options
from trfcheck.trf import Loaded, dumpb
from trfcheck.trf.model import Colour, ResultCode, RoundEntry, Tournament

__all__ = ["PairFormat", "pair_round", "register", "with_round"]


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


def type_text(loaded: Loaded) -> str | None:
    """The 092 record (tournament type) of the file, when it has one."""
    doc = loaded.document
    if doc is None:
        return None
    for line in doc.lines:
        text = line.text
        if text.startswith("092"):
            return text[4:].strip() or None
    return None


def pair_round(
    loaded: Loaded,
    system: str | None,
    edition: str | None,
    round_no: int | None,
    maxi: bool | None = None,
) -> RoundPairing:
    """Pair ``round_no`` (default: the round after the last one played) with the chosen rules.

    Raises CommandError: exit 2 for a bad option, 1 when no valid pairing exists, 4 for
    rules trfcheck does not implement.
    """
    t = loaded.tournament
    try:
        choice = choose(t, system, edition, type_text(loaded), maxi)
        if maxi is not None and choice.system != "lim":
            raise ValueError(f"--maxi applies to the Lim system only, not {choice.system}")
        options = engine_options(choice)
        engine = system_for(choice.system, choice.edition, **options)
    except KeyError as error:  # a known system whose engine is not installed
        raise CommandError(ExitCode.UNSUPPORTED, f"no pairing engine for {error}") from None
    except UnsupportedRules as error:
        raise CommandError(ExitCode.UNSUPPORTED, str(error)) from None
    except ValueError as error:
        raise CommandError(ExitCode.USAGE, str(error)) from None
    last = rounds_paired(t)
    target = round_no if round_no is not None else last + 1
    if target < 1 or target > last + 1:
        raise CommandError(
            ExitCode.USAGE,
            f"--round {target}: expected a round from 1 to {last + 1}",
        )
    try:
        return engine.pair(t, target)
    except NoValidPairing as error:
        raise CommandError(
            ExitCode.FINDINGS, f"round {target}: no valid pairing: {error}"
        ) from None


def with_round(t: Tournament, pairing: RoundPairing) -> Tournament:
    """The tournament with the new round's pairings written in (results pending)."""
    r = pairing.round_no
    entries: dict[int, RoundEntry] = {}
    for b in pairing.boards:
        entries[b.white] = RoundEntry(b.black, Colour.WHITE, None)
        entries[b.black] = RoundEntry(b.white, Colour.BLACK, None)
    for bye in pairing.byes:
        entries[bye.player] = RoundEntry(None, Colour.NONE, bye.kind)
    players = tuple(
        p.with_entry(r, entries[p.start_rank]) if p.start_rank in entries else p for p in t.players
    )
    return replace(t, players=players)


def render_text(t: Tournament, pairing: RoundPairing) -> str:
    """Boards in FIDE board order (GHR 3.6), then the byes."""
    names = {p.start_rank: p.name for p in t.players}
    rows = [
        [i, b.white, names.get(b.white, ""), b.black, names.get(b.black, "")]
        for i, b in enumerate(pairing.boards, 1)
    ]
    text = f"Round {pairing.round_no}\n"
    text += tabulate(rows, headers=["Board", "White", "", "Black", ""], tablefmt="simple")
    if pairing.byes:
        byes = [[b.player, names.get(b.player, ""), _BYE_KIND[b.kind]] for b in pairing.byes]
        text += "\n\n" + tabulate(byes, headers=["Bye", "", "Kind"], tablefmt="simple")
    return text + "\n"


def render_json(pairing: RoundPairing) -> str:
    """``{"round", "boards": [{"board", "white", "black"}], "byes": [{"player", "kind"}]}``."""
    data = {
        "round": pairing.round_no,
        "boards": [
            {"board": i, "white": b.white, "black": b.black}
            for i, b in enumerate(pairing.boards, 1)
        ],
        "byes": [{"player": b.player, "kind": _BYE_KIND[b.kind]} for b in pairing.byes],
    }
    return json.dumps(data, indent=2) + "\n"


def pair(
    source: Annotated[Path, typer.Argument(help="TRF or trfcheck JSON file ('-' for stdin).")],
    system: Annotated[
        str | None, typer.Option("--system", help="dutch, dubov or lim (default: from the file).")
    ] = None,
    edition: Annotated[
        str | None,
        typer.Option("--edition", help="Rules edition, e.g. 2026 or 2017 (default: by 042 date)."),
    ] = None,
    round_no: Annotated[
        int | None, typer.Option("--round", help="Round to pair (default: the next one).")
    ] = None,
    fmt: Annotated[PairFormat, typer.Option("--format", help="Output format.")] = PairFormat.TEXT,
    maxi: MaxiOption = None,
    output: Annotated[
        Path | None, typer.Option("-o", "--output", help="Output file (default: stdout).")
    ] = None,
) -> None:
    """Pair the next round (or re-pair round N from the rounds before it)."""

    def body() -> ExitCode:
        loaded = load_input(source)
        pairing = pair_round(loaded, system, edition, round_no, maxi)
        t = loaded.tournament
        if fmt is PairFormat.TRF:
            if pairing.round_no <= rounds_paired(t):
                raise CommandError(
                    ExitCode.USAGE,
                    f"--format trf writes a new round; round {pairing.round_no} is already "
                    "in the file (use text or json to re-pair it)",
                )
            data = dumpb(with_round(t, pairing), loaded.document)
        elif fmt is PairFormat.JSON:
            data = render_json(pairing).encode()
        else:
            data = render_text(t, pairing).encode()
        write_output(output, data, [source])
        return ExitCode.OK

    raise typer.Exit(guarded(body))


def register(app: typer.Typer) -> None:
    """Add ``pair`` to the application."""
    app.command("pair")(pair)
