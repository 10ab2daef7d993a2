"""What the random tournament generator draws, and the ``key = value`` file that sets it.

Every rate is a probability from 0 to 1 (``0.02``) or a percentage (``2%``). The
file format (docs/generate.md, after JaVaFo's and bbpPairings' generator files):
one ``key = value`` per line, ``#`` starts a comment (unless a digit follows: ``#3`` is a
count, ``frequency.py``), keys are case-insensitive and
``-`` may stand for ``_``. ``PlayersNumber``, ``RoundsNumber``, ``LowestRating``,
``HighestRating`` and ``DrawPercentage`` are accepted under their JaVaFo names.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from trfcheck.standings.tiebreaks import parse_tiebreak
from trfcheck.trf import TrfError, read_file

from .frequency import Frequency, FrequencyError, parse_frequency

__all__ = [
    "KEYS",
    "Config",
    "ConfigError",
    "GeneratorError",
    "OutputFormat",
    "RatingKind",
    "Ratings",
    "describe",
    "parse_config",
    "parse_range",
    "with_settings",
]


class GeneratorError(ValueError):
    """Base of the generator's errors: a setting it cannot honour."""


class ConfigError(GeneratorError):
    """A bad setting: where it came from, what was expected and what was found."""


class OutputFormat(enum.StrEnum):
    """The TRF dialect written: TRF16 with extension lines (XXR, XXC, XXA, BB?), or TRF-26."""

    TRF16 = "trf16"
    TRF26 = "trf26"


class RatingKind(enum.StrEnum):
    """Where ratings come from."""

    UNIFORM = "uniform"  # whole numbers, every value from low to high equally likely
    NORMAL = "normal"  # mean and standard deviation, clipped to low..high
    MODEL = "model"  # drawn from the ratings of a model TRF file


@dataclass(frozen=True, slots=True)
class Ratings:
    """A rating distribution; ``pool`` holds the model file's ratings (kind MODEL)."""

    kind: RatingKind = RatingKind.UNIFORM
    low: int = 1400
    high: int = 2600
    mean: int = 1900
    sd: int = 250
    pool: tuple[int, ...] = ()
    source: str = ""  # the model file's path, for messages

    def describe(self) -> str:
        """The setting as written in a configuration file."""
        match self.kind:
            case RatingKind.UNIFORM:
                return f"uniform {self.low} {self.high}"
            case RatingKind.NORMAL:
                return f"normal {self.mean} {self.sd} {self.low} {self.high}"
            case RatingKind.MODEL:
                return f"model {self.source}"


@dataclass(frozen=True, slots=True)
class Config:
    """Settings of one generator run; each tournament draws its own values within them.

    ``baku`` and ``scoring_310`` are the shares of tournaments with Baku acceleration
    (C.04.7) and with 3-1-0 scoring; a tournament never has both (C.04.7 1.1 needs a
    win worth two draws).
    """

    system: str = "dutch"
    edition: str | None = None
    players: tuple[int, int] = (16, 64)
    rounds: tuple[int, int] = (5, 9)
    format: OutputFormat = OutputFormat.TRF16
    ratings: Ratings = field(default_factory=Ratings)
    unrated: float = 0.0  # share of players without a rating
    draw_rate: float = 0.3  # draw probability between equal ratings
    forfeit_rate: float = 0.02  # per game
    double_forfeit: float = 0.0  # share of forfeits where neither player came
    half_bye: float = 0.01  # per player and round: a requested half-point bye (H)
    full_bye: float = 0.0  # ... a requested full-point bye (F)
    zero_bye: float = 0.01  # ... a requested zero-point bye (Z)
    withdrawal: float = 0.02  # per player: leaves after some round
    late_entry: float = 0.02  # per player: joins in a later round
    baku: float = 0.0
    scoring_310: float = 0.0
    tiebreaks: tuple[str, ...] = ("BH/C1", "BH", "SB")
    lim_maxi: bool = False  # Lim: fields above 2**rounds players (Maxi by definition)
    # FIDE's endorsement checklist Q24 (docs/generate.md): H/F/Z byes given as #N or per
    # round (the rate fields above are then 0); forfeits by colour and unusual results
    # (frequency.py); the tie-break record.
    bye_schedule: tuple[tuple[str, Frequency], ...] = ()
    forfeit_win: Frequency = field(default_factory=Frequency)  # White wins by forfeit
    forfeit_loss: Frequency = field(default_factory=Frequency)  # White loses by forfeit
    unusual: Frequency = field(default_factory=Frequency)  # played games scored ½-0, 0-½, 0-0
    unusual_mix: tuple[int, int, int] = (1, 1, 1)  # weights of ½-0, 0-½ and 0-0
    tiebreak_record: int = 202  # 202 (the list after PTS) or 212 (the whole order)

    def bye_frequency(self, key: str) -> Frequency:
        """The frequency of ``half_bye``, ``full_bye`` or ``zero_bye``."""
        for name, frequency in self.bye_schedule:
            if name == key:
                return frequency
        rate: float = getattr(self, key)
        return Frequency(rate)

    def validate(self) -> Config:
        """The config itself; raises ConfigError for a setting out of range."""
        for name, (low, high) in (("players", self.players), ("rounds", self.rounds)):
            if low < 1 or high < low:
                raise ConfigError(
                    f"{name}: expected N or LO-HI with 1 <= LO <= HI, found {low}-{high}"
                )
        if self.players[0] < 2:
            raise ConfigError(f"players: expected at least 2, found {self.players[0]}")
        if self.players[1] > 9999:
            raise ConfigError(f"players: expected at most 9999, found {self.players[1]}")
        if self.rounds[1] > 99:
            raise ConfigError(f"rounds: expected at most 99, found {self.rounds[1]}")
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in _RATES and not 0.0 <= value <= 1.0:
                raise ConfigError(f"{f.name}: expected a rate from 0 to 1, found {value}")
        byes = [self.bye_frequency(k) for k in ("half_bye", "full_bye", "zero_bye")]
        top = max([self.rounds[1], *(r for f in byes for r, _, _ in f.rounds)])
        if any(sum(f.rate_in(r) for f in byes) >= 0.5 for r in range(1, top + 1)):
            raise ConfigError("half_bye + full_bye + zero_bye: expected less than 0.5 in all")
        if sum(self.unusual_mix) <= 0 or min(self.unusual_mix) < 0:
            raise ConfigError(
                f"unusual_mix: expected three weights A:B:C, found {self.unusual_mix}"
            )
        if self.tiebreak_record not in (202, 212):
            raise ConfigError(f"tiebreak_record: expected 202 or 212, found {self.tiebreak_record}")
        if self.baku + self.scoring_310 > 1.0:
            raise ConfigError(
                "baku + scoring_310: expected at most 1 (Baku acceleration needs a win worth "
                "two draws, C.04.7 1.1, so no tournament has both)"
            )
        _check_tiebreaks(self.tiebreaks)
        r = self.ratings
        if not 0 <= r.low <= r.high <= 9999 or (r.kind is RatingKind.MODEL and not r.pool):
            raise ConfigError(f"ratings: expected 0 <= low <= high <= 9999, found {r.describe()}")
        return self


def _check_tiebreaks(items: tuple[str, ...]) -> None:
    for item in items:
        try:
            supported = parse_tiebreak(item).supported
        except ValueError:
            supported = False
        if not supported:
            raise ConfigError(f"tiebreaks: expected tie-breaks trfcheck computes, found {item!r}")


_RATES = frozenset(
    {
        "unrated",
        "draw_rate",
        "forfeit_rate",
        "double_forfeit",
        "half_bye",
        "full_bye",
        "zero_bye",
        "withdrawal",
        "late_entry",
        "baku",
        "scoring_310",
    }
)
_ALIASES = {
    "playersnumber": "players",
    "roundsnumber": "rounds",
    "lowestrating": "lowest_rating",
    "highestrating": "highest_rating",
    "draw": "draw_rate",
    "forfeit": "forfeit_rate",
    "withdrawals": "withdrawal",
    "late_entries": "late_entry",
}
_FREQUENCIES = frozenset({"forfeit_win", "forfeit_loss", "unusual"})
_BYES = ("half_bye", "full_bye", "zero_bye")
#: Keys of the configuration file, with what each expects.
KEYS: Mapping[str, str] = {
    "system": "dutch, dubov, burstein or lim",
    "edition": "the rules edition, e.g. 2026 or 2017",
    "players": "N or LO-HI",
    "rounds": "N or LO-HI",
    "format": "trf16 or trf26",
    "ratings": "uniform LO HI | normal MEAN SD [LO HI] | model FILE.trf",
    "lowest_rating": "a rating (the low end of a uniform or normal distribution)",
    "highest_rating": "a rating (the high end)",
    "tiebreaks": "a 202 list such as BH/C1,BH,SB",
    "lim_maxi": "yes or no: Lim Maxi-tournaments (more than 2**rounds players)",
    "acceleration": "baku (C.04.7, the one FIDE method), none, or the share of Baku tournaments",
    "unusual_mix": "weights A:B:C of the unusual results 1/2-0, 0-1/2, 0-0 (1:1:1)",
    "tiebreak_record": "202 or 212: the record the tie-break list is written in",
    **dict.fromkeys(
        sorted(_FREQUENCIES), "a rate per board (0.02, 2%), #N in all, or rK:RATE|#N per round"
    ),
    **dict.fromkeys(sorted(_RATES), "a rate from 0 to 1, or a percentage such as 2%"),
    **dict.fromkeys(_BYES, "a rate per player and round (2%), #N in all, or rK:RATE|#N"),
}


def describe(config: Config) -> list[str]:
    """``key=value`` for the system and every setting that differs from the defaults."""
    default = Config()
    out = [f"system={config.system}"]
    for f in fields(config):
        value = getattr(config, f.name)
        if f.name == "system" or value == getattr(default, f.name):
            continue
        if isinstance(value, tuple) and f.name in ("players", "rounds"):
            text = f"{value[0]}-{value[1]}" if value[0] != value[1] else str(value[0])
        elif f.name == "bye_schedule":
            out.extend(f"{key}={frequency.describe()}" for key, frequency in value)
            continue
        elif f.name == "unusual_mix":
            text = ":".join(map(str, value))
        elif isinstance(value, tuple):
            text = ",".join(value)
        elif isinstance(value, Ratings | Frequency):
            text = value.describe()
        else:
            text = str(value)
        out.append(f"{f.name}={text}")
    return out


def parse_range(text: str, what: str) -> tuple[int, int]:
    """``N`` or ``LO-HI`` as (LO, HI); raises ConfigError."""
    match = re.fullmatch(r"\s*(\d+)\s*(?:-\s*(\d+)\s*)?", text)
    if match is None:
        raise ConfigError(f"{what}: expected N or LO-HI, found {text!r}")
    low = int(match.group(1))
    return low, int(match.group(2)) if match.group(2) else low


def _rate(text: str, key: str) -> float:
    value = text.strip().lower()
    if value in ("yes", "true", "on"):
        return 1.0
    if value in ("no", "false", "off"):
        return 0.0
    try:
        if value.endswith("%"):
            return float(value[:-1]) / 100
        number = float(value)
    except ValueError:
        raise ConfigError(f"{key}: expected a rate such as 0.02 or 2%, found {text!r}") from None
    return number


def _mix(text: str) -> tuple[int, int, int]:
    parts = text.replace(" ", "").split(":")
    try:
        a, b, c = (int(p) for p in parts)
    except ValueError:
        raise ConfigError(f"unusual_mix: expected three weights A:B:C, found {text!r}") from None
    return a, b, c


def _int(text: str, key: str) -> int:
    try:
        return int(text.strip())
    except ValueError:
        raise ConfigError(f"{key}: expected a whole number, found {text!r}") from None


def _ratings(text: str, base: Ratings, where: Path | None) -> Ratings:
    words = text.split()
    kind = words[0].lower() if words else ""
    try:
        if kind == "uniform" and len(words) == 3:
            return replace(base, kind=RatingKind.UNIFORM, low=int(words[1]), high=int(words[2]))
        if kind == "normal" and len(words) in (3, 5):
            low, high = (int(words[3]), int(words[4])) if len(words) == 5 else (1000, 2900)
            mean, sd = int(words[1]), int(words[2])
            return Ratings(RatingKind.NORMAL, low, high, mean, sd)
    except ValueError:
        pass
    if kind == "model" and len(words) >= 2:
        path = Path(text.split(None, 1)[1].strip())
        if where is not None and not path.is_absolute():
            path = where.parent / path
        return model_ratings(path)
    raise ConfigError(f"ratings: expected {KEYS['ratings']}, found {text!r}")


def model_ratings(path: Path) -> Ratings:
    """The ratings of a model TRF file's players (unrated ones left out); raises ConfigError."""
    try:
        loaded = read_file(path)
    except (OSError, TrfError) as error:
        raise ConfigError(f"ratings: cannot read the model file {path}: {error}") from None
    pool = tuple(sorted(p.rating for p in loaded.tournament.players if p.rating > 0))
    if not pool:
        raise ConfigError(f"ratings: the model file {path} has no rated player")
    return Ratings(RatingKind.MODEL, pool[0], pool[-1], pool=pool, source=str(path))


def with_settings(
    config: Config, settings: Iterable[tuple[str, str]], where: Path | None = None
) -> Config:
    """``config`` with each ``(key, value)`` applied in order; raises ConfigError."""
    for raw_key, value in settings:
        key = raw_key.strip().lower().replace("-", "_")
        if key == "drawpercentage":  # JaVaFo's key: a whole percentage
            key, value = "draw_rate", f"{value.strip()}%"
        key = _ALIASES.get(key, key)
        config = _apply(config, key, value.strip(), where)
    return config


def _apply(config: Config, key: str, value: str, where: Path | None) -> Config:
    match key:
        case "system":
            return replace(config, system=value.lower())
        case "edition":
            return replace(config, edition=value or None)
        case "players" | "rounds":
            changes: dict[str, Any] = {key: parse_range(value, key)}
            return replace(config, **changes)
        case "format":
            try:
                return replace(config, format=OutputFormat(value.lower()))
            except ValueError:
                raise ConfigError(f"format: expected trf16 or trf26, found {value!r}") from None
        case "ratings":
            return replace(config, ratings=_ratings(value, config.ratings, where))
        case "lowest_rating":
            return replace(config, ratings=replace(config.ratings, low=_int(value, key)))
        case "highest_rating":
            return replace(config, ratings=replace(config.ratings, high=_int(value, key)))
        case "lim_maxi":
            return replace(config, lim_maxi=_rate(value, key) >= 0.5)
        case "tiebreaks":
            items = tuple(i.strip() for i in value.split(",") if i.strip())
            return replace(config, tiebreaks=items)
        case "acceleration":
            word = value.lower()
            share = {"baku": "1", "none": "0", "": "0"}.get(word, value)
            return replace(config, baku=_rate(share, "acceleration (baku, none or a share)"))
        case "unusual_mix":
            return replace(config, unusual_mix=_mix(value))
        case "tiebreak_record":
            return replace(config, tiebreak_record=_int(value, key))
        case _ if key in _BYES or key in _FREQUENCIES:
            try:
                frequency = parse_frequency(value, key)
            except FrequencyError as error:
                raise ConfigError(str(error)) from None
            if key in _FREQUENCIES:
                changed: dict[str, Any] = {key: frequency}
                return replace(config, **changed)
            schedule = tuple((k, f) for k, f in config.bye_schedule if k != key)
            if frequency.is_plain_rate:
                plain: dict[str, Any] = {key: frequency.rate}
                return replace(config, bye_schedule=schedule, **plain)
            zero: dict[str, Any] = {key: 0.0}
            return replace(config, bye_schedule=(*schedule, (key, frequency)), **zero)
        case _ if key in _RATES:
            rate: dict[str, Any] = {key: _rate(value, key)}
            return replace(config, **rate)
    known = ", ".join(sorted(KEYS))
    raise ConfigError(f"unknown setting {key!r}: expected one of {known}")


#: A comment starts at ``#`` unless a digit follows (``zero_bye = #3`` is a count).
_COMMENT = re.compile(r"#(?!\d)")


def parse_config(text: str, path: Path | None = None, base: Config | None = None) -> Config:
    """A configuration file's settings applied to ``base`` (default: ``Config()``).

    Raises ConfigError naming ``path:line`` for a line that is not ``key = value``.
    """
    config = base or Config()
    for number, line in enumerate(text.splitlines(), start=1):
        content = _COMMENT.split(line, maxsplit=1)[0].strip()
        if not content:
            continue
        key, sep, value = content.partition("=")
        if not sep or not key.strip():
            raise ConfigError(
                f"{path or '<config>'}:{number}: expected key = value, found {line!r}"
            )
        try:
            config = with_settings(config, [(key, value)], path)
        except ConfigError as error:
            raise ConfigError(f"{path or '<config>'}:{number}: {error}") from None
    return config
