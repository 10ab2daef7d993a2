"""Fuzzing reproducers that crashed or hung inside the Lim engine (fixtures/fuzz/README.md).

An engine never crashes and never returns an illegal pairing: it pairs the round, or raises
NoValidPairing with a reason. Each case runs under an alarm, so a hang fails the test
instead of blocking the run.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from tests.oracles.lim_literal import LimLiteral
from trfcheck.pairers.base import NoValidPairing, RoundPairing
from trfcheck.pairers.lim import LimSystem, maxi_by_definition, maxi_setting
from trfcheck.ruleset import PairingEdition
from trfcheck.trf import read_file
from trfcheck.trf.model import Tournament

FUZZ = Path(__file__).resolve().parents[3] / "fixtures" / "fuzz"
SECONDS = 30  # the hangs never finished (2**rounds with a round count of 10**15)


@pytest.fixture
def alarm() -> Iterator[None]:
    """Fail a test that runs longer than SECONDS (SIGALRM, main thread)."""

    def expire(signum: int, frame: object) -> None:
        raise TimeoutError(f"over {SECONDS} s")

    old = signal.signal(signal.SIGALRM, expire)
    signal.alarm(SECONDS)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def _load(name: str) -> Tournament:
    return read_file(FUZZ / name).tournament


def _legal(t: Tournament, p: RoundPairing) -> None:
    """Every listed participant once; no rematch of a game either record shows (Lim 2.1)."""
    seen = [x for b in p.boards for x in (b.white, b.black)] + [b.player for b in p.byes]
    assert len(seen) == len(set(seen))
    met = {
        frozenset((q.start_rank, e.opponent))
        for q in t.players
        for e in q.rounds
        if e.opponent is not None and e.result is not None and e.result.played
    }
    assert not any(frozenset((b.white, b.black)) in met for b in p.boards)


@pytest.mark.parametrize("name", ["crash/crash-01.trf", "crash/crash-03.trf"])
def test_game_listed_on_one_side_only_is_a_game_for_both(name: str, alarm: None) -> None:
    """Lim 2.1: players who have met are not compatible, whichever record shows the game.
    The files list a game on one side only (the other record is cut short); the engine
    crashed on the one-sided compatibility graph (AssertionError in group._pick /
    engine.pair_round). Here no other pairing exists: NoValidPairing with a reason."""
    t = _load(name)
    r = t.rounds_played + 1
    for engine in (LimSystem(None, PairingEdition.R2026), LimLiteral()):
        with pytest.raises(NoValidPairing, match=r"\S"):
            engine.pair(t, r)


def test_crash_03_earlier_round_pairs_legally(alarm: None) -> None:
    """crash-03: round 2 (the same one-sided records) pairs, with no rematch (Lim 2.1)."""
    t = _load("crash/crash-03.trf")
    got = LimSystem(None, PairingEdition.R2026).pair(t, 2)
    _legal(t, got)
    assert got == LimLiteral().pair(t, 2)


@pytest.mark.parametrize(
    ("name", "rounds"),
    [
        ("crash/crash-06.trf", 36288),  # 2**36288 has over 4300 digits
        ("hang/hang-02.trf", 826632985552550),  # 2**(10**15) never finishes
        ("hang/hang-11.trf", 1532642306),
    ],
)
def test_maxi_definition_with_a_huge_round_count(name: str, rounds: int, alarm: None) -> None:
    """Maxi-tournament (1988 GA definition: more than 2**rounds players) decided without
    building 2**rounds; the round is then paired legally. The reader now refuses such a
    round count (HDR004, trf.limits), so the huge value is set on the model directly: the
    engine must not trust it as a loop bound either."""
    t = replace(_load(name), total_rounds=rounds)
    assert maxi_by_definition(t) is False
    setting = maxi_setting(t)
    assert setting.maxi is False
    assert f"not more than 2**{rounds}" in setting.why
    assert len(setting.why) < 200
    r = min(t.rounds_played + 1, 200)
    got = LimSystem(None, PairingEdition.R2026).pair(t, r)
    _legal(t, got)


def test_maxi_definition_small_counts_unchanged() -> None:
    """The 1988 definition still compares exactly: 9 players > 2**3, 8 players are not."""
    from dataclasses import replace

    t = _load("hang/hang-11.trf")
    for players, rounds, expected in ((9, 3, True), (8, 3, False), (1, 0, False), (2, 0, True)):
        small = replace(t, players=t.players[:players], total_rounds=rounds)
        assert maxi_by_definition(small) is expected
        assert maxi_setting(small).maxi is expected
