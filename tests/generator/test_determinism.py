"""Same seed, same configuration and same trfcheck version: the same bytes (docs/generate.md).

The seed is written into each file (012, and the file name); a run of K tournaments from
seed S uses S .. S+K-1, so any one of them can be made again alone. A child interpreter
with another hash seed must give the same bytes (no dependence on set or dict order of
strings, no global random state).
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace

import pytest

from trfcheck.generator import Config, OutputFormat, generate, seeds

MIXED = Config(
    players=(6, 20),
    rounds=(3, 7),
    baku=0.3,
    scoring_310=0.3,
    half_bye=0.05,
    full_bye=0.02,
    zero_bye=0.02,
    withdrawal=0.1,
    late_entry=0.1,
    forfeit_rate=0.05,
    double_forfeit=0.2,
    unrated=0.1,
)


@pytest.mark.parametrize("fmt", list(OutputFormat))
def test_same_seed_gives_the_same_bytes(fmt: OutputFormat) -> None:
    config = replace(MIXED, format=fmt)
    for seed in (1, 2, 3):
        assert generate(config, seed).data == generate(config, seed).data


def test_different_seeds_give_different_tournaments() -> None:
    data = {generate(MIXED, seed).data for seed in range(1, 6)}
    assert len(data) == 5


def test_seed_is_in_the_012_record_and_the_file_name() -> None:
    made = generate(MIXED, 4242)
    first = made.data.decode().splitlines()[0]
    assert first == "012 trfcheck generate dutch seed 4242"
    assert made.file_name("dutch") == "dutch-4242.trf"


def test_trf26_comment_names_the_seed_and_the_settings() -> None:
    made = generate(Config(format=OutputFormat.TRF26, players=(8, 8), rounds=(3, 3)), 9)
    comment = made.data.decode().splitlines()[0]
    assert comment.startswith("### trfcheck ")
    assert "generate seed 9: system=dutch players=8 rounds=3 format=trf26" in comment


def test_each_tournament_of_a_run_can_be_made_alone() -> None:
    run = [generate(MIXED, seed).data for seed in seeds(20, 3)]
    assert seeds(20, 3) == [20, 21, 22]
    assert generate(MIXED, 22).data == run[2]


def test_another_hash_seed_gives_the_same_bytes() -> None:
    code = (
        "import sys; from trfcheck.generator import Config, generate; "
        "sys.stdout.buffer.write(generate(Config(players=(6, 20), rounds=(3, 7), baku=0.3, "
        "scoring_310=0.3, half_bye=0.05, full_bye=0.02, zero_bye=0.02, withdrawal=0.1, "
        "late_entry=0.1, forfeit_rate=0.05, double_forfeit=0.2, unrated=0.1), 3).data)"
    )
    outputs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        command = [sys.executable, "-c", code]
        done = subprocess.run(command, env=env, capture_output=True, check=True)
        outputs.append(done.stdout)
    assert outputs[0] == outputs[1] == generate(MIXED, 3).data
