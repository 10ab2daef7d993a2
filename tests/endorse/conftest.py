"""Helpers of the harness tests: the test candidate's command templates and a small run."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path
from typing import Any

from trfcheck.endorse import Direction, RunSettings, Templates, run

CANDIDATE = Path(__file__).with_name("candidate.py")
PYTHON = shlex.quote(sys.executable)
#: Small tournaments keep the per-round candidate calls few.
SMALL = (("players", "6-12"), ("rounds", "3-5"))


def pair_template(*faults: str) -> str:
    """The test candidate's pair command, with ``name=K`` faults."""
    extra = "".join(f" {f}" for f in faults)
    return f"{PYTHON} {shlex.quote(str(CANDIDATE))} pair {{system}} {{in}} {{out}}{extra}"


def generate_template(*faults: str) -> str:
    """The test candidate's generate command, with ``name=K`` faults."""
    extra = "".join(f" {f}" for f in faults)
    script = shlex.quote(str(CANDIDATE))
    return f"{PYTHON} {script} generate {{system}} {{seed}} {{out}} cfg={{config}}{extra}"


def settings(
    count: int,
    *,
    pair: str | None = None,
    generate: str | None = None,
    system: str = "dutch",
    seed: int = 1,
    timeout: float = 60.0,
    rtg: tuple[tuple[str, str], ...] = SMALL,
    output: str = "javafo",
) -> RunSettings:
    """A run of ``count`` small tournaments in the directions whose commands are given."""
    directions = tuple(
        d
        for d, given in (
            (Direction.OURS_TO_CANDIDATE, pair),
            (Direction.CANDIDATE_TO_OURS, generate),
        )
        if given
    )
    return RunSettings(
        system=system,
        count=count,
        templates=Templates(pair=pair, generate=generate, output=output),
        seed=seed,
        directions=directions,
        timeout=timeout,
        rtg_settings=rtg,
    )


def run_in(workdir: Path, s: RunSettings, jobs: int = 1) -> dict[str, Any]:
    """``run`` in ``workdir``."""
    return run(s, workdir, jobs)
