"""trfcheck as its own candidate, through the command templates: no discrepancy
(0 discrepancies on 200 tournaments per system; docs/endorse.md, "Tests").

Direction A: ``python -m trfcheck pair {in} --format trf -o {out}`` pairs each round
from the input the harness writes (the byes of the round pre-set, 240 records), and the
harness reads the round back from the file it wrote (``--candidate-output trf``).
Direction B: ``python -m trfcheck generate ... -o {dir}`` writes the tournament, which
the harness checks in-process (pairings and standings).
"""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path

import pytest

from trfcheck.endorse import Direction, RunSettings, Templates, run

from .conftest import SMALL

PYTHON = shlex.quote(sys.executable)
PAIR = f"{PYTHON} -m trfcheck pair {{in}} --system {{system}} --format trf -o {{out}}"
GENERATE = (
    f"{PYTHON} -m trfcheck generate --system {{system}} --seed {{seed}} --count 1 "
    "--format trf26 --players 16-64 --rounds 5-9 -o {dir}"
)
SYSTEMS = ("dutch", "dubov", "lim")


def _settings(
    system: str, count: int, pair: str, output: str, rtg: tuple[tuple[str, str], ...]
) -> RunSettings:
    return RunSettings(
        system=system,
        count=count,
        templates=Templates(pair=pair, generate=GENERATE, output=output),
        directions=(Direction.OURS_TO_CANDIDATE, Direction.CANDIDATE_TO_OURS),
        rtg_settings=rtg,
    )


def _assert_clean(summary: dict[str, object], count: int) -> None:
    directions = summary["directions"]
    assert isinstance(directions, dict)
    for name in ("ours-to-candidate", "candidate-to-ours"):
        block = directions[name]
        assert block["completed"] == count, name
        assert block["rounds"] > 0, name
        assert block["discrepant_tournaments"] == 0, (name, summary["discrepancies"])
        assert block["generator_failures"] == 0, name
    assert summary["verdict"] == "pass"


@pytest.mark.parametrize("system", SYSTEMS)
def test_trfcheck_cli_as_its_own_candidate(system: str, tmp_path: Path) -> None:
    """A few small tournaments through ``python -m trfcheck pair`` / ``generate``."""
    summary = run(_settings(system, 2, PAIR, "trf", SMALL), tmp_path, 2)
    _assert_clean(summary, 2)


# 200 per system (docs/endorse.md, "Tests"). Through the persistent candidate (``trfcheck endorse
# serve``, one process per worker answering every call of the templates) that takes about
# a minute per system on 2 cores; TRFCHECK_ENDORSE_COUNT changes it.
ENDORSE_COUNT = int(os.environ.get("TRFCHECK_ENDORSE_COUNT", "200"))
SERVE = f"{PYTHON} -m trfcheck endorse serve"


@pytest.mark.slow
@pytest.mark.parametrize("system", SYSTEMS)
def test_tournaments_per_system_without_a_discrepancy(system: str, tmp_path: Path) -> None:
    """Default-size tournaments per system in both directions, every round of direction A
    paired by ``python -m trfcheck pair`` and direction B written by ``python -m trfcheck
    generate``, both answered by the persistent candidate."""
    summary = run(_settings(system, ENDORSE_COUNT, PAIR, "trf", ()), tmp_path, 2, server=SERVE)
    _assert_clean(summary, ENDORSE_COUNT)
