"""The random tournament generator (RTG, FIDE TEC Manual §3.9.4.2.d; docs/generate.md).

``generate(config, seed)`` draws one tournament from ``random.Random(seed)`` alone,
pairs every round with trfcheck's own engine and returns it with its TRF bytes; the
same seed, configuration and trfcheck version give the same bytes. A run of K
tournaments from seed S uses the seeds S, S+1, ..., S+K-1, so each file (whose 012
record and name carry its seed) can be made again on its own.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from datetime import date, timedelta

from trfcheck.pairers.base import NoValidPairing, PairingSystem, UnsupportedRules
from trfcheck.pairers.registry import ENGINES, Checked
from trfcheck.pairers.registry import engine_for as registry_engine_for
from trfcheck.ruleset import PairingEdition, Ruleset, System, UnknownRules
from trfcheck.trf.model import Colour, Player, Scoring, Tournament
from trfcheck.version import __version__

from .config import (
    KEYS,
    Config,
    ConfigError,
    GeneratorError,
    OutputFormat,
    RatingKind,
    Ratings,
    describe,
    parse_config,
    parse_range,
    with_settings,
)
from .draw import baku_acceleration, draw_absences, draw_field
from .output import final_points, final_ranks, to_trf
from .play import play_rounds

__all__ = [
    "KEYS",
    "MAX_ATTEMPTS",
    "SCORING_310",
    "Config",
    "ConfigError",
    "EngineUnavailable",
    "Generated",
    "GeneratorError",
    "NoTournament",
    "OutputFormat",
    "RatingKind",
    "Ratings",
    "describe",
    "engine_for",
    "generate",
    "parse_config",
    "parse_range",
    "seeds",
    "start_dates",
    "system_code",
    "with_settings",
]

#: A tournament in which some round has no valid pairing is drawn again (same stream).
MAX_ATTEMPTS = 50
#: Three points for a win, one for a draw (C.04.1 art. 3 allows other scoring systems).
SCORING_310 = Scoring.per_game(30, 10)


class EngineUnavailable(GeneratorError):
    """The pairing system has no engine in this installation."""


class NoTournament(GeneratorError):
    """Every attempt for a seed ran into a round without a valid pairing."""


@dataclass(frozen=True, slots=True)
class Generated:
    """One generated tournament: its seed, the model, and the TRF file's bytes."""

    seed: int
    tournament: Tournament
    data: bytes
    attempts: int
    note: str = ""  # what the generator changed in the drawn settings (a capped Lim field)

    def file_name(self, system: str) -> str:
        """``<system>-<seed>.trf`` (the seed in the name, docs/generate.md)."""
        return f"{system}-{self.seed}.trf"


def seeds(seed: int, count: int) -> list[int]:
    """The seeds of a run of ``count`` tournaments from ``seed``."""
    return [seed + i for i in range(count)]


def _system(config: Config) -> System:
    """The system of ``config``; ConfigError for a name that is no FIDE system (a known
    system without an engine is EngineUnavailable, from ``engine_for``)."""
    try:
        system = System.parse(config.system)
    except UnknownRules:
        system = System.GENERIC
    if system is System.GENERIC:
        choices = ", ".join(sorted(s.value for s in ENGINES))
        raise ConfigError(f"system: expected one of {choices}, found {config.system!r}")
    return system


def _edition(config: Config) -> PairingEdition:
    _system(config)
    try:
        return PairingEdition.parse(config.edition or PairingEdition.R2026)
    except UnknownRules as error:
        raise ConfigError(f"edition: {error}") from None


def engine_for(config: Config) -> PairingSystem:
    """The pairing engine of ``config``; ConfigError for an unknown system or edition,
    EngineUnavailable when trfcheck has no engine for it."""
    edition = _edition(config.validate())
    try:
        engine = registry_engine_for(Ruleset.default(_system(config), edition))
    except UnsupportedRules as error:
        raise EngineUnavailable(
            f"no {config.system} engine in this installation of trfcheck ({error})"
        ) from None
    if not isinstance(engine, Checked):  # the Swiss Team engine pairs teams: generator.team
        raise EngineUnavailable(
            f"no {config.system} engine for individual events: team events are drawn by "
            "generator.team (trfcheck generate --system team)"
        )
    return engine


def system_code(system: str, edition: PairingEdition, baku: bool, maxi: bool = False) -> str:
    """The 192 code (TRF-26, ETT26): FIDE_DUTCH_2026, FIDE_DUTCH_2017 (the Dutch text before
    2026), FIDE_DUBOV_2026, FIDE_DUBOV ...; ``_BAKU`` when accelerated. Lim has no ETT26 code:
    FIDE_LIM[_2026], with ``_MAXI`` for a Maxi-tournament (the marker the Lim engine reads)."""
    code = f"FIDE_{system.upper()}"
    if edition is PairingEdition.R2026:
        code += "_2026"
    elif System.parse(system) is System.DUTCH:
        code += "_2017"
    return code + ("_BAKU" if baku else "") + ("_MAXI" if maxi else "")


def _field_size(rng: random.Random, config: Config) -> tuple[int, int, str]:
    """Players and rounds. Rounds are capped at players - 1 (C.04.1 art. 2: no rematch).

    Lim: a tournament of more than 2**rounds players is a Maxi-tournament (1988 GA
    definition, C.04.4.3 preamble; ``ruleset.maxi_setting``). Unless ``lim_maxi`` is set, the
    field is capped at 2**rounds players; TRF-26 output also carries the ``_MAXI`` marker.
    """
    n = rng.randint(*config.players)
    drawn = rng.randint(*config.rounds)
    rounds = min(drawn, max(1, n - 1))
    note = ""
    if rounds < drawn:
        note = (
            f"{drawn} rounds asked, {rounds} written: {n} players can play at most "
            f"{rounds} rounds without meeting twice (C.04.1 art. 2)"
        )
    if _system(config) is System.LIM and not config.lim_maxi and n > 2**rounds:
        note = (note + "; " if note else "") + (
            f"{n} players drawn, capped at 2**{rounds} = {2**rounds}: more would make a "
            "Lim Maxi-tournament (set lim_maxi to allow it)"
        )
        n = 2**rounds
    return n, rounds, note


def generate(config: Config, seed: int, engine: PairingSystem | None = None) -> Generated:
    """Tournament ``seed`` of ``config``; raises ConfigError, EngineUnavailable or
    NoTournament (no valid pairing in MAX_ATTEMPTS draws)."""
    edition = _edition(config.validate())
    engine = engine or engine_for(config)
    rng = random.Random(seed)
    for attempt in range(1, MAX_ATTEMPTS + 1):
        t, strengths, note = _draw(rng, config, edition, seed)
        absent = draw_absences(rng, len(t.players), t.total_rounds or 0, config)
        try:
            t = play_rounds(rng, t, engine, absent, strengths, config)
        except NoValidPairing:
            continue
        t, data = _finish(t, config, seed, edition)
        return Generated(seed, t, data, attempt, note)
    raise NoTournament(
        f"seed {seed}: no valid pairing in {MAX_ATTEMPTS} drawn tournaments "
        f"(players {config.players[0]}-{config.players[1]}, "
        f"rounds {config.rounds[0]}-{config.rounds[1]})"
    )


def start_dates(edition: PairingEdition) -> tuple[date, date]:
    """The first and the last start date (042) a generated tournament of ``edition`` may
    have: the 2026 rules from 2 Feb 2026, the earlier texts from 8 Jan 2024, over 300 days."""
    first = date(2026, 2, 2) if edition is PairingEdition.R2026 else date(2024, 1, 8)
    return first, first + timedelta(days=300)


def _draw(
    rng: random.Random, config: Config, edition: PairingEdition, seed: int
) -> tuple[Tournament, list[int], str]:
    """The field, the number of rounds, scoring, acceleration and dates of one tournament,
    with the players' playing strengths (by start rank - 1)."""
    n, rounds, note = _field_size(rng, config)
    roll = rng.random()
    scoring = SCORING_310 if roll < config.scoring_310 else Scoring()
    baku = not roll < config.scoring_310 and roll < config.scoring_310 + config.baku
    initial = rng.choice((Colour.WHITE, Colour.BLACK))
    entrants = draw_field(rng, n, config)
    players = tuple(
        Player(start_rank=i, name=f"Player {i:04d}", rating=e.rating, federation="FID")
        for i, e in enumerate(entrants, start=1)
    )
    first, last = start_dates(edition)
    start = first + timedelta(days=rng.randint(0, (last - first).days))
    t = Tournament(
        players=players,
        name=f"trfcheck generate {config.system} seed {seed}",
        start_date=start,
        end_date=start + timedelta(days=rounds - 1),
        total_rounds=rounds,
        initial_colour=initial,
        scoring=scoring,
        acceleration=baku_acceleration(n, rounds, scoring.win) if baku else {},
        system=system_code(config.system, edition, baku, maxi=n > 2**rounds and config.lim_maxi),
    )
    return t, [e.strength for e in entrants], note


def _finish(
    t: Tournament, config: Config, seed: int, edition: PairingEdition
) -> tuple[Tournament, bytes]:
    """Points, ranks, and the file (its TRF-26 ``###`` comment says how to make it again)."""
    comment = f"trfcheck {__version__} generate seed {seed}: " + " ".join(describe(config))
    if config.tiebreak_record == 212 and not any(i.upper() == "PTS" for i in config.tiebreaks):
        config = replace(config, tiebreaks=("PTS", *config.tiebreaks))  # 212: the whole order
    t = final_ranks(final_points(t), config.tiebreaks)
    return t, to_trf(t, config, t.system or "", comment)
