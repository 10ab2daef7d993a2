"""The settings of one harness run, frozen into ``DIR/harness.json`` at its first start.

Everything that can change a result is frozen: system, edition, count, seed, the
directions, tolerance, time limit, the generator's settings, the candidate's templates
and configuration, and both tools' versions. ``--jobs`` is not: it changes no result.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from trfcheck import __version__
from trfcheck.generator import Config, parse_config, with_settings

from .outcome import Direction
from .templates import Templates
from .units import system_defaults

__all__ = ["RunSettings", "config_file", "default_candidate_config"]


@dataclass(frozen=True, slots=True)
class RunSettings:
    """One run: what is generated, what the candidate is, and what counts."""

    system: str
    count: int
    templates: Templates
    edition: str | None = None
    seed: int = 1
    directions: tuple[Direction, ...] = (
        Direction.OURS_TO_CANDIDATE,
        Direction.CANDIDATE_TO_OURS,
    )
    #: discrepant tournaments allowed per direction; None: FIDE's rate (``allowed``)
    tolerance: int | None = None
    timeout: float = 60.0
    rtg_config: str = ""  # the text of --rtg-config
    rtg_settings: tuple[tuple[str, str], ...] = ()  # --set KEY=VALUE, in order
    candidate_config: str | None = None  # the text of --candidate-config ({seed} replaced)
    candidate_version: str | None = None
    trfcheck: str = __version__

    def generator_config(self) -> Config:
        """trfcheck's generator settings for direction A (TRF-26 unless set otherwise;
        Double-Swiss: from ``generate --system double``'s ranges, ``units.system_defaults``);
        raises ConfigError."""
        base = with_settings(Config(), [("format", "trf26"), *system_defaults(self.system)])
        config = parse_config(self.rtg_config, Path("--rtg-config"), base)
        config = with_settings(config, self.rtg_settings)
        config = with_settings(config, [("system", self.system)])
        if self.edition is not None:
            config = with_settings(config, [("edition", self.edition)])
        return config.validate()

    @property
    def allowed(self) -> int:
        """Discrepant tournaments allowed per direction: ``tolerance`` when given, else
        FIDE's rate, 10 per 50,000 tournaments (TEC Manual §3.9.4.4), scaled to ``count``
        and rounded down (0 for fewer than 5,000)."""
        if self.tolerance is not None:
            return self.tolerance
        return 10 * self.count // 50000

    def seeds(self) -> range:
        """The seeds of the run: X .. X+N-1 (the same in both directions)."""
        return range(self.seed, self.seed + self.count)

    def frozen(self) -> dict[str, Any]:
        """The content of ``harness.json``."""
        t = self.templates
        return {
            "system": self.system,
            "edition": self.edition,
            "count": self.count,
            "seed": self.seed,
            "directions": [d.value for d in self.directions],
            "tolerance": self.tolerance,
            "timeout": self.timeout,
            "rtg": {"config": self.rtg_config, "settings": [list(s) for s in self.rtg_settings]},
            "candidate": {
                "pair": t.pair,
                "check": t.check,
                "generate": t.generate,
                "output": t.output,
                "dialect": t.dialect,
                "config": self.candidate_config,
                "version": self.candidate_version,
            },
            "trfcheck": self.trfcheck,
        }

    @classmethod
    def thaw(cls, data: dict[str, Any]) -> RunSettings:
        """The settings ``frozen`` wrote; KeyError or ValueError for a damaged file."""
        c = data["candidate"]
        return cls(
            system=data["system"],
            edition=data["edition"],
            count=int(data["count"]),
            seed=int(data["seed"]),
            directions=tuple(Direction(d) for d in data["directions"]),
            tolerance=None if data["tolerance"] is None else int(data["tolerance"]),
            timeout=float(data["timeout"]),
            rtg_config=data["rtg"]["config"],
            rtg_settings=tuple((k, v) for k, v in data["rtg"]["settings"]),
            templates=Templates(c["pair"], c["check"], c["generate"], c["output"], c["dialect"]),
            candidate_config=c["config"],
            candidate_version=c["version"],
            trfcheck=data["trfcheck"],
        )


def default_candidate_config(settings: RunSettings, seed: int) -> str:
    """The generator file given to ``{config}`` without ``--candidate-config``.

    The JaVaFo / bbpPairings keys (``PlayersNumber``, ``RoundsNumber``), each drawn from
    trfcheck's own ranges with ``random.Random(seed)``, so a seed gives the same file.
    """
    config = settings.generator_config()
    rng = random.Random(seed)
    players = rng.randint(*config.players)
    rounds = min(rng.randint(*config.rounds), max(1, players - 1))
    return f"PlayersNumber={players}\nRoundsNumber={rounds}\n"


def config_file(settings: RunSettings, seed: int, folder: Path) -> Path:
    """Write the candidate's generator file for ``seed`` into ``folder`` (``{config}``):
    ``--candidate-config`` with ``{seed}`` replaced, else ``default_candidate_config``."""
    path = folder / "candidate.cfg"
    if settings.candidate_config is not None:
        text = settings.candidate_config.replace("{seed}", str(seed))
    else:
        text = default_candidate_config(settings, seed)
    path.write_text(text, encoding="utf-8")
    return path
