"""``trfcheck generate --system S --players N|LO-HI --rounds R|LO-HI [--count K] [--seed X]
[--config FILE] [--set KEY=VALUE]... [--format trf16|trf26] -o DIR``."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Annotated

import typer

from trfcheck.cli.outcome import CommandError, ExitCode, error_text, guarded
from trfcheck.generator import (
    KEYS,
    Config,
    ConfigError,
    EngineUnavailable,
    NoTournament,
    engine_for,
    generate,
    parse_config,
    parse_range,
    seeds,
    with_settings,
)
from trfcheck.pairers.base import NoValidPairing, PairingSystem
from trfcheck.ruleset import System, UnknownRules
from trfcheck.trf import write_atomically

__all__ = ["register", "resolve_config"]


def _read_config(path: Path) -> Config:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise CommandError(ExitCode.BAD_INPUT, f"{path}: cannot read: {error.strerror}") from None
    except UnicodeDecodeError:
        raise CommandError(ExitCode.BAD_INPUT, f"{path}: expected UTF-8 text") from None
    try:
        return parse_config(text, path)
    except ConfigError as error:
        raise CommandError(ExitCode.BAD_INPUT, str(error)) from None


def resolve_config(
    config_file: Path | None, settings: list[str], options: dict[str, str | None]
) -> Config:
    """Defaults, then the configuration file, then ``--set`` items, then the named options.

    Raises CommandError: exit 3 for a bad configuration file, 2 for a bad option.
    """
    config = _read_config(config_file) if config_file is not None else Config()
    pairs: list[tuple[str, str]] = []
    for item in settings:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise CommandError(ExitCode.USAGE, f"--set: expected KEY=VALUE, found {item!r}")
        pairs.append((key, value))
    pairs += [(key, value) for key, value in options.items() if value is not None]
    try:
        return with_settings(config, pairs).validate()
    except ConfigError as error:
        raise CommandError(ExitCode.USAGE, str(error)) from None


def generate_command(
    output: Annotated[
        Path, typer.Option("-o", "--output", metavar="DIR", help="Folder for the TRF files.")
    ],
    system: Annotated[
        str | None,
        typer.Option(
            "--system",
            metavar="NAME",
            help="dutch, dubov, burstein, lim, team, roundrobin or double (default: dutch; "
            "double: --rounds counts matches of two games).",
        ),
    ] = None,
    edition: Annotated[
        str | None,
        typer.Option(
            "--edition", metavar="EDITION", help="Rules edition (default: the 2026 rules)."
        ),
    ] = None,
    players: Annotated[
        str | None,
        typer.Option("--players", metavar="N|LO-HI", help="N or LO-HI (default: 16-64)."),
    ] = None,
    rounds: Annotated[
        str | None, typer.Option("--rounds", metavar="R|LO-HI", help="R or LO-HI (default: 5-9).")
    ] = None,
    count: Annotated[
        int, typer.Option("--count", metavar="K", min=1, help="Tournaments to write.")
    ] = 1,
    seed: Annotated[
        int, typer.Option("--seed", metavar="X", min=0, help="Seed of the first one.")
    ] = 1,
    config_file: Annotated[
        Path | None, typer.Option("--config", metavar="FILE", help="A key = value settings file.")
    ] = None,
    settings: Annotated[
        list[str] | None,
        typer.Option(
            "--set", metavar="KEY=VALUE", help="KEY=VALUE, as in the settings file (repeatable)."
        ),
    ] = None,
    force: Annotated[
        bool, typer.Option("--force", help="Replace files that already exist in the folder.")
    ] = False,
    fmt: Annotated[
        str | None,
        typer.Option("--format", metavar="FORMAT", help="trf16 or trf26 (default: trf16)."),
    ] = None,
    double: Annotated[
        bool,
        typer.Option(
            "--double",
            help="--system roundrobin: a double round robin (C.05 Annex 1, the first "
            "cycle's last two rounds exchanged).",
        ),
    ] = False,
) -> None:
    """Write random tournaments, every round paired by trfcheck's own engine."""

    def body() -> ExitCode:
        given = {
            "--edition": edition is not None,
            "--config": config_file is not None,
            "--set": bool(settings),
            "--format": fmt is not None,
            "--rounds": rounds is not None,
            "--double": double,
        }
        if system is not None and _names(system) is System.TEAM:
            _refuse_unused("team", given, takes={"--rounds"})
            return _write_teams(output, players, rounds, count, seed, force)
        if system is not None and _names(system) is System.DOUBLE:
            _refuse_unused("double", given, takes={"--rounds"})
            return _write_doubles(output, players, rounds, count, seed, force)
        if system is not None and system.lower() in ("roundrobin", "berger"):
            _refuse_unused(system.lower(), given, takes={"--double"})
            return _write_round_robins(output, players, double, count, seed, force)
        _refuse_unused(system or "dutch", given, takes=set(given) - {"--double"})
        options = {
            "system": system,
            "edition": edition,
            "players": players,
            "rounds": rounds,
            "format": fmt,
        }
        config = resolve_config(config_file, settings or [], options)
        try:
            engine = engine_for(config)
        except EngineUnavailable as error:
            raise CommandError(ExitCode.UNSUPPORTED, str(error)) from None
        except ConfigError as error:
            raise CommandError(ExitCode.USAGE, str(error)) from None
        _make_folder(output)
        for number in seeds(seed, count):
            _write_one(output, config, engine, number, force)
        return ExitCode.OK

    raise typer.Exit(guarded(body))


def _write_one(output: Path, config: Config, engine: PairingSystem, seed: int, force: bool) -> None:
    """Generate tournament ``seed`` and write it atomically into ``output`` (an existing
    file only with ``force``)."""
    path = output / f"{config.system}-{seed}.trf"
    _refuse_existing(path, force)
    try:
        made = generate(config, seed, engine)
    except NoTournament as error:
        raise CommandError(ExitCode.FINDINGS, str(error)) from None
    if made.note:
        typer.echo(error_text(f"seed {seed}: {made.note}"), err=True)
    _write(path, made.data)
    t = made.tournament
    typer.echo(f"{path}: {len(t.players)} players, {t.total_rounds} rounds")


def _refuse_unused(system: str, given: dict[str, bool], takes: set[str]) -> None:
    """A usage error naming the options given that the generator of ``system`` does not
    take (they would be ignored without a word): teams and Double-Swiss events take
    ``--players`` and ``--rounds``, round robins ``--players`` and ``--double`` (their
    rounds follow from the players, C.05 Annex 1), the other systems every option but
    ``--double``."""
    unused = [option for option, was_given in given.items() if was_given and option not in takes]
    if unused:
        raise CommandError(
            ExitCode.USAGE,
            f"--system {system}: {', '.join(unused)} not taken by this generator "
            f"(it takes --players{''.join(f', {o}' for o in sorted(takes & set(given)))}, "
            "--count, --seed, --force)",
        )


def _names(system: str) -> System | None:
    """The system ``--system`` names (None for a name the generator reports itself)."""
    try:
        return System.parse(system)
    except UnknownRules:
        return None


def _write_teams(
    output: Path, teams: str | None, rounds: str | None, count: int, seed: int, force: bool
) -> ExitCode:
    """``--system team``: Swiss Team events (C.04.6, TRF-26) of ``--players`` teams (N or
    LO-HI, default 8-16) and ``--rounds`` rounds (default 5-9), teams of 4 boards."""
    from trfcheck.generator.team import draw_team_config, generate_team

    try:
        team_range = parse_range(teams or "8-16", "--players")
        round_range = parse_range(rounds or "5-9", "--rounds")
    except ConfigError as error:
        raise CommandError(ExitCode.USAGE, str(error)) from None
    _make_folder(output)
    for number in seeds(seed, count):
        config = draw_team_config(number, team_range, round_range)
        try:
            t, data = generate_team(config, number)
        except NoValidPairing as error:
            raise CommandError(ExitCode.FINDINGS, f"seed {number}: {error}") from None
        path = output / f"team-{number}.trf"
        _refuse_existing(path, force)
        _write(path, data)
        typer.echo(f"{path}: {len(t.teams)} teams, {t.total_rounds} rounds")
    return ExitCode.OK


def _write_doubles(
    output: Path, players: str | None, matches: str | None, count: int, seed: int, force: bool
) -> ExitCode:
    """``--system double``: Double-Swiss events (C.04.5, TRF-26 two-round dialect) of
    ``--players`` players (default 8-40) and ``--rounds`` matches of two games (default 3-7)."""
    from trfcheck.generator.double import generate_double

    try:
        player_range = parse_range(players or "8-40", "--players")
        match_range = parse_range(matches or "3-7", "--rounds")
    except ConfigError as error:
        raise CommandError(ExitCode.USAGE, str(error)) from None
    _make_folder(output)
    for number in seeds(seed, count):
        try:
            event = generate_double(number, player_range, match_range)
        except NoValidPairing as error:
            raise CommandError(ExitCode.FINDINGS, str(error)) from None
        path = output / f"double-{number}.trf"
        _refuse_existing(path, force)
        _write(path, event.data)
        t = event.tournament
        typer.echo(f"{path}: {len(t.players)} players, {(t.total_rounds or 0) // 2} matches")
    return ExitCode.OK


def _write_round_robins(
    output: Path, players: str | None, double: bool, count: int, seed: int, force: bool
) -> ExitCode:
    """``--system roundrobin``: round robins of ``--players`` players (N or LO-HI, default
    4-16) paired from the Berger tables (C.05 Annex 1), TRF-26."""
    from trfcheck.generator.roundrobin import RoundRobinConfig, round_robin, round_robin_trf
    from trfcheck.pairers.roundrobin import Variant

    try:
        low, high = parse_range(players or "4-16", "--players")
    except ConfigError as error:
        raise CommandError(ExitCode.USAGE, str(error)) from None
    if low < 3:
        raise CommandError(ExitCode.USAGE, f"--players {players}: a round robin needs 3 or more")
    variant = Variant.DOUBLE_SWAPPED if double else Variant.SINGLE
    _make_folder(output)
    for number in seeds(seed, count):
        n = random.Random(f"roundrobin-{number}").randint(low, high)
        t = round_robin(RoundRobinConfig(n, variant), number)
        path = output / f"roundrobin-{number}.trf"
        _refuse_existing(path, force)
        _write(path, round_robin_trf(t))
        typer.echo(f"{path}: {len(t.players)} players, {t.total_rounds} rounds")
    return ExitCode.OK


def _refuse_existing(path: Path, force: bool) -> None:
    """A usage error when ``path`` exists and ``--force`` was not given."""
    if path.exists() and not force:
        raise CommandError(
            ExitCode.USAGE, f"{path}: exists; not overwritten (use --force to replace it)"
        )


def _write(path: Path, data: bytes) -> None:
    """Write ``data`` at ``path`` atomically; exit 5 when it cannot be done."""
    try:
        write_atomically(path, data)
    except OSError as error:
        raise CommandError(
            ExitCode.WRITE_FAILED, f"{path}: cannot write: {error.strerror}"
        ) from None


def _make_folder(path: Path) -> None:
    if path.exists() and not path.is_dir():
        raise CommandError(ExitCode.USAGE, f"-o {path}: expected a folder, found a file")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise CommandError(
            ExitCode.WRITE_FAILED, f"{path}: cannot create: {error.strerror}"
        ) from None


def register(app: typer.Typer) -> None:
    """Add ``generate`` to the application."""
    rates = [k for k, v in KEYS.items() if v.startswith("a rate")]
    others = "; ".join(f"{k}: {v}" for k, v in KEYS.items() if k not in rates)
    text = (
        f"{generate_command.__doc__}\n\nSettings (--config FILE, --set KEY=VALUE): {others}; "
        f"rates from 0 to 1 or as N%: {', '.join(rates)}. See docs/generate.md."
    )
    app.command("generate", help=text)(generate_command)
