"""The generator's endorsement parameters (TEC Manual §3.9.4.2.d; checklist Q24;
docs/generate.md): byes by count, share and round, forfeits by colour, the unusual results
½-0, 0-½, 0-0, the acceleration setting and the tie-break record.

Expected counts follow from the settings' definitions (``#N`` = exactly N); each file
must still pass trfcheck's own checker (a generator's files must pass its own pairing and
tie-break checker).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from trfcheck.generator import Config, ConfigError, generate, parse_config, with_settings
from trfcheck.generator.frequency import Frequency, parse_frequency
from trfcheck.ruleset import resolve
from trfcheck.trf import Severity, read
from trfcheck.trf.model import ResultCode, Tournament
from trfcheck.verify.audit import audit_tournament

R = ResultCode
QUIET = Config(
    players=(10, 16),
    rounds=(5, 7),
    forfeit_rate=0.0,
    half_bye=0.0,
    zero_bye=0.0,
    withdrawal=0.0,
    late_entry=0.0,
)


def _config(*settings: tuple[str, str]) -> Config:
    return with_settings(replace(QUIET), [("format", "trf26"), *settings]).validate()


def _files(config: Config, seeds: range = range(1, 6)) -> list[tuple[Tournament, bytes]]:
    out = []
    for seed in seeds:
        data = generate(config, seed).data
        out.append((read(data).tournament, data))
    return out


def _byes(t: Tournament) -> Counter[tuple[int, ResultCode]]:
    """(round, code) of every bye written in advance."""
    return Counter(
        (r, e.result)
        for p in t.players
        for r, e in enumerate(p.rounds, start=1)
        if e.opponent is None and e.result in (R.HALF_BYE, R.FULL_BYE, R.ZERO_BYE)
    )


def _games(t: Tournament) -> Counter[tuple[int, ResultCode, ResultCode]]:
    """(round, White's code, Black's code) of every board."""
    out: Counter[tuple[int, ResultCode, ResultCode]] = Counter()
    for p in t.players:
        for r, e in enumerate(p.rounds, start=1):
            if e.opponent is not None and e.colour.value == "w":
                black = t.player(e.opponent).entry(r)
                assert e.result is not None and black.result is not None
                out[(r, e.result, black.result)] += 1
    return out


def _clean(t: Tournament, data: bytes) -> None:
    loaded = read(data)
    result = audit_tournament(t, resolve(t), findings=loaded.findings)
    assert not result.discrepant
    assert not result.errors, result.errors


def test_frequency_forms() -> None:
    """docs/generate.md: ``0.02``/``2%``, ``#N`` and ``rK:F`` items, combinable with commas."""
    assert parse_frequency("2%", "k") == Frequency(0.02)
    assert parse_frequency("#3", "k") == Frequency(0.0, 3)
    assert parse_frequency("r1:#2,r5:10%", "k") == Frequency(
        0.0, None, ((1, 0.0, 2), (5, 0.1, None))
    )
    f = parse_frequency("1%,r3:#4", "k")
    assert (f.rate_in(1), f.rate_in(3)) == (0.01, 0.0)
    assert f.describe() == "0.01,r3:#4"
    for bad in ("#", "r0:1%", "150%", "r2", "x"):
        with pytest.raises(ValueError, match="k"):
            parse_frequency(bad, "k")


def test_half_byes_by_count_are_exactly_that_many() -> None:
    for t, data in _files(_config(("half_bye", "#3"))):
        byes = _byes(t)
        assert sum(byes.values()) == 3
        assert {code for _, code in byes} == {R.HALF_BYE}
        _clean(t, data)


def test_full_byes_per_round() -> None:
    """``full_bye = r2:#2``: two F byes in round 2, none elsewhere."""
    for t, data in _files(_config(("full_bye", "r2:#2"))):
        assert _byes(t) == Counter({(2, R.FULL_BYE): 2})
        _clean(t, data)


def test_zero_byes_by_round_rate() -> None:
    """``zero_bye = r1:100%`` is refused (half the field or more away); ``r1:30%`` only round 1."""
    with pytest.raises(ConfigError, match=r"less than 0\.5"):
        _config(("zero_bye", "r1:100%"))
    for t, _ in _files(_config(("zero_bye", "r1:30%"))):
        assert {r for r, _ in _byes(t)} <= {1}


def test_forfeits_by_colour() -> None:
    """``forfeit_win``: White wins by forfeit (+ -); ``forfeit_loss``: White loses (- +)."""
    for t, data in _files(_config(("forfeit_win", "#2"), ("forfeit_loss", "r1:100%"))):
        games = _games(t)
        wins = sum(n for (r, w, b), n in games.items() if (w, b) == (R.FORFEIT_WIN, R.FORFEIT_LOSS))
        round_one = [(w, b) for (r, w, b), n in games.items() if r == 1 for _ in range(n)]
        assert set(round_one) == {(R.FORFEIT_LOSS, R.FORFEIT_WIN)}
        later_wins = sum(
            n
            for (r, w, b), n in games.items()
            if r > 1 and (w, b) == (R.FORFEIT_WIN, R.FORFEIT_LOSS)
        )
        assert later_wins <= wins <= 2
        _clean(t, data)


@pytest.mark.parametrize(
    ("mix", "pair"),
    [("1:0:0", (R.DRAW, R.LOSS)), ("0:1:0", (R.LOSS, R.DRAW)), ("0:0:1", (R.LOSS, R.LOSS))],
)
def test_unusual_results(mix: str, pair: tuple[ResultCode, ResultCode]) -> None:
    """½-0, 0-½, 0-0 as played games (checklist Q24), accepted by the reader with an info
    finding."""
    for t, data in _files(_config(("unusual", "#3"), ("unusual_mix", mix))):
        games = _games(t)
        assert sum(n for (_, w, b), n in games.items() if (w, b) == pair) == 3
        findings = [f for f in read(data).findings if f.code == "RND004"]
        assert len(findings) == 3
        assert all(f.severity is Severity.INFO for f in findings)
        _clean(t, data)


def test_acceleration_baku_setting() -> None:
    """``acceleration = baku`` (C.04.7, the one acceleration method FIDE names)."""
    config = _config(("acceleration", "baku"))
    assert config.baku == 1.0
    assert _config(("acceleration", "none")).baku == 0.0
    for t, data in _files(config, range(1, 3)):
        assert t.system is not None and t.system.endswith("_BAKU")
        assert b"\n250 " in data
        _clean(t, data)


def test_tiebreak_record_212_lists_pts_first() -> None:
    for t, data in _files(_config(("tiebreak_record", "212"), ("tiebreaks", "BH,SB")), range(1, 3)):
        lines = [line for line in data.decode().splitlines() if line.startswith("212 ")]
        assert len(lines) == 1 and lines[0].startswith("212 PTS,BH,SB")
        assert not [line for line in data.decode().splitlines() if line.startswith("202 ")]
        _clean(t, data)


def test_counts_in_a_settings_file_are_not_comments() -> None:
    """``#`` starts a comment, ``#N`` (a digit after it) is a count."""
    config = parse_config("zero_bye = #2  # two in all\nfull_bye = 1%,r3:#2 # and so on\n")
    assert config.bye_frequency("zero_bye") == Frequency(0.0, 2)
    assert config.bye_frequency("full_bye") == Frequency(0.01, None, ((3, 0.0, 2),))
