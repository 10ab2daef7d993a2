"""Every setting of the generator changes what it should, seen in the files.

Expected values come from the rules: C.04.7 art. 1.2-1.4 (Baku: GA = 2·ceil(N/4), the
handbook's example of 9 rounds: +1 in rounds 1-3 and +½ in rounds 4-5), C.04.2 art. 2.2
(start ranks by rating), the TRF16 result codes and the TRF16, TRF-26 and extension records
(docs/trf-format.md).
"""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path

import pytest

from trfcheck.generator import (
    Config,
    ConfigError,
    OutputFormat,
    RatingKind,
    generate,
    parse_config,
    with_settings,
)
from trfcheck.pairers.lim.maxi import maxi_setting
from trfcheck.trf import read
from trfcheck.trf.model import ResultCode, Tournament

QUIET = Config(
    players=(10, 16),
    rounds=(5, 5),
    forfeit_rate=0.0,
    half_bye=0.0,
    zero_bye=0.0,
    withdrawal=0.0,
    late_entry=0.0,
)


def _made(config: Config, seeds: range = range(1, 6)) -> list[tuple[Tournament, str]]:
    out = []
    for seed in seeds:
        data = generate(config, seed).data
        out.append((read(data).tournament, data.decode()))
    return out


def _codes(made: list[tuple[Tournament, str]]) -> list[ResultCode]:
    return [e.result for t, _ in made for p in t.players for e in p.rounds if e.result]


def test_quiet_config_has_games_and_pabs_only() -> None:
    codes = set(_codes(_made(QUIET)))
    assert codes <= {ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS, ResultCode.PAB}


def test_players_and_rounds_stay_in_their_ranges() -> None:
    for t, text in _made(replace(QUIET, players=(7, 9), rounds=(3, 4)), range(1, 11)):
        assert 7 <= len(t.players) <= 9
        assert t.total_rounds == t.rounds_played
        assert 3 <= (t.total_rounds or 0) <= 4
        assert f"062 {len(t.players)}" in text


def test_rounds_are_capped_below_the_number_of_players() -> None:
    """C.04.1 art. 2: four players can meet three different opponents at most."""
    for t, _ in _made(replace(QUIET, players=(4, 4), rounds=(9, 9))):
        assert t.total_rounds == 3


def test_draw_rate_zero_gives_no_draw_and_one_gives_many() -> None:
    none = _codes(_made(replace(QUIET, draw_rate=0.0)))
    many = _codes(_made(replace(QUIET, draw_rate=1.0)))
    assert ResultCode.DRAW not in none
    assert many.count(ResultCode.DRAW) > 3 * _codes(_made(QUIET)).count(ResultCode.DRAW) / 2


def test_forfeits_keep_their_scheduled_colours() -> None:
    made = _made(replace(QUIET, forfeit_rate=0.3))
    codes = _codes(made)
    assert codes.count(ResultCode.FORFEIT_WIN) == codes.count(ResultCode.FORFEIT_LOSS) > 10
    for t, _ in made:
        for p in t.players:
            for e in p.rounds:
                if e.result in (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS):
                    assert e.opponent is not None and e.colour.value in "wb"


def test_double_forfeit_makes_both_players_lose() -> None:
    codes = _codes(_made(replace(QUIET, forfeit_rate=0.3, double_forfeit=1.0)))
    assert ResultCode.FORFEIT_WIN not in codes
    assert codes.count(ResultCode.FORFEIT_LOSS) > 10


@pytest.mark.parametrize(
    ("key", "code"),
    [
        ("half_bye", ResultCode.HALF_BYE),
        ("full_bye", ResultCode.FULL_BYE),
        ("zero_bye", ResultCode.ZERO_BYE),
    ],
)
def test_each_requested_bye_rate_writes_its_code(key: str, code: ResultCode) -> None:
    config = with_settings(QUIET, [(key, "0.2")])
    codes = _codes(_made(config))
    assert codes.count(code) > 10
    others = {ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.ZERO_BYE} - {code}
    assert not others & set(codes)


def test_withdrawn_players_stay_away_to_the_end() -> None:
    for t, _ in _made(replace(QUIET, withdrawal=1.0)):
        for p in t.players:
            kinds = [e.result for e in p.rounds]
            assert kinds[0] is not ResultCode.ZERO_BYE
            first = kinds.index(ResultCode.ZERO_BYE)
            assert first >= 1 and set(kinds[first:]) == {ResultCode.ZERO_BYE}


def test_late_entries_miss_the_first_rounds_only() -> None:
    for t, _ in _made(replace(QUIET, late_entry=1.0)):
        for p in t.players:
            kinds = [e.result for e in p.rounds]
            joined = next(i for i, k in enumerate(kinds) if k is not ResultCode.ZERO_BYE)
            assert 1 <= joined <= 3  # rounds 1 .. k-1 missed, k <= middle round + 1
            assert ResultCode.ZERO_BYE not in kinds[joined:]


def _accelerated(n: int) -> dict[tuple[int, int], int]:
    """C.04.7 1.2/1.4 for 9 rounds (the handbook's example): GA = 2·ceil(N/4) gets
    +1 in rounds 1-3 and +½ in rounds 4-5; tenths."""
    ga = 2 * math.ceil(n / 4)
    return {(sr, r): 10 if r <= 3 else 5 for sr in range(1, ga + 1) for r in range(1, 6)}


@pytest.mark.parametrize("fmt", list(OutputFormat))
def test_baku_writes_the_c047_virtual_points(fmt: OutputFormat) -> None:
    config = replace(QUIET, players=(13, 17), rounds=(9, 9), baku=1.0, format=fmt)
    for t, text in _made(config, range(1, 4)):
        assert dict(t.acceleration) == _accelerated(len(t.players))
        assert ("XXA " in text) == (fmt is OutputFormat.TRF16)
        assert ("\n250 " in text) == (fmt is OutputFormat.TRF26)
        assert "FIDE_DUTCH_2026_BAKU" in text


def test_no_baku_means_no_acceleration() -> None:
    for t, text in _made(QUIET):
        assert not t.acceleration and "XXA" not in text


def _points(t: Tournament, win: int, draw: int) -> dict[int, int]:
    value = {"1": win, "+": win, "F": win, "U": win, "=": draw, "H": draw}
    return {
        p.start_rank: sum(value.get(e.result.value, 0) for e in p.rounds if e.result)
        for p in t.players
    }


@pytest.mark.parametrize(("fmt", "line"), [("trf16", "BBW  3.0"), ("trf26", "162  W 3.0")])
def test_scoring_310_writes_its_lines_and_points(fmt: str, line: str) -> None:
    config = replace(
        QUIET, scoring_310=1.0, format=OutputFormat(fmt), half_bye=0.1, forfeit_rate=0.1
    )
    for t, text in _made(config):
        assert line in text
        assert t.scoring.win == 30 and t.scoring.draw == 10 and t.scoring.half_bye == 10
        assert {p.start_rank: p.points for p in t.players} == _points(t, 30, 10)


def test_default_scoring_writes_no_scoring_line_and_fide_points() -> None:
    for t, text in _made(replace(QUIET, half_bye=0.1)):
        assert not any(code in text for code in ("BBW", "XXS", "\n162"))
        assert {p.start_rank: p.points for p in t.players} == _points(t, 10, 5)


def test_baku_and_310_together_are_refused() -> None:
    with pytest.raises(ConfigError, match=r"C\.04\.7"):
        replace(QUIET, baku=1.0, scoring_310=0.5).validate()


def test_ranks_are_unique_and_follow_points() -> None:
    for t, _ in _made(replace(QUIET, half_bye=0.1, forfeit_rate=0.1)):
        order = sorted(t.players, key=lambda p: p.rank or 0)
        assert [p.rank for p in order] == list(range(1, len(t.players) + 1))
        points = [p.points or 0 for p in order]
        assert points == sorted(points, reverse=True)


def test_trf26_writes_its_parameter_records() -> None:
    config = replace(QUIET, format=OutputFormat.TRF26, tiebreaks=("BH", "SB", "WIN"))
    for _, text in _made(config, range(1, 3)):
        lines = text.splitlines()
        for code in ("012", "042", "052", "062", "072", "092", "132", "142", "152", "192"):
            assert any(x.startswith(code + " ") for x in lines), code
        # C.07 2026 (the start date): TPN (7.8) closes the list, so the ranks are reproducible.
        assert "202 BH,SB,WIN,TPN" in lines
        assert "192 FIDE_DUTCH_2026" in lines
        assert not any(x.startswith(("XXR", "XXC")) for x in lines)


def test_trf16_writes_the_extension_records_and_no_trf26_one() -> None:
    for _, text in _made(QUIET, range(1, 3)):
        lines = text.splitlines()
        assert any(x.startswith("XXR 5") for x in lines)
        assert any(x in ("XXC white1", "XXC black1") for x in lines)
        assert not any(x[:3] in ("142", "152", "192", "202", "###") for x in lines)
        assert "092 Individual: Swiss-System, FIDE_DUTCH_2026" in lines


def test_the_initial_colour_is_drawn() -> None:
    colours = {t.initial_colour for t, _ in _made(QUIET, range(1, 11))}
    assert len(colours) == 2


def test_edition_2017_writes_its_code_and_an_earlier_start() -> None:
    for t, text in _made(replace(QUIET, edition="2017")):
        assert "FIDE_DUTCH_2017" in text
        assert t.start_date is not None and t.start_date.isoformat() < "2026-02-01"


def test_other_systems_write_their_codes() -> None:
    assert "FIDE_DUBOV_2026" in _made(replace(QUIET, system="dubov"), range(1, 2))[0][1]
    assert "FIDE_LIM_2026" in _made(replace(QUIET, system="lim"), range(1, 2))[0][1]


def test_uniform_ratings_stay_in_range_in_start_rank_order() -> None:
    config = with_settings(QUIET, [("ratings", "uniform 1500 1600")])
    for t, _ in _made(config):
        ratings = [p.rating for p in t.players]
        assert all(1500 <= r <= 1600 for r in ratings)
        assert ratings == sorted(ratings, reverse=True)  # C.04.2 art. 2.2


def test_normal_ratings_centre_on_the_mean() -> None:
    config = with_settings(replace(QUIET, players=(40, 40)), [("ratings", "normal 2000 100")])
    ratings = [p.rating for t, _ in _made(config) for p in t.players]
    assert abs(sum(ratings) / len(ratings) - 2000) < 4 * 100 / math.sqrt(len(ratings))


def test_model_file_ratings_come_from_the_model(tmp_path: Path) -> None:
    model = generate(replace(QUIET, players=(12, 12)), 77).data
    (tmp_path / "model.trf").write_bytes(model)
    config = parse_config("ratings = model model.trf\n", tmp_path / "gen.cfg", QUIET)
    pool = {p.rating for p in read(model).tournament.players}
    assert config.ratings.kind is RatingKind.MODEL
    for t, _ in _made(config):
        assert {p.rating for p in t.players} <= pool


def test_unrated_players_come_last_without_a_rating() -> None:
    for t, text in _made(replace(QUIET, unrated=1.0)):
        assert all(p.rating == 0 for p in t.players)
        assert "072 0" in text
    made = _made(replace(QUIET, unrated=0.5, players=(20, 20)))
    for t, _ in made:
        ratings = [p.rating for p in t.players]
        assert ratings == sorted(ratings, reverse=True) and 0 in ratings


def test_lim_fields_are_capped_unless_maxi() -> None:
    """1988 GA definition: more than 2**rounds players is a Maxi-tournament; the written
    file says so by its size (and, in TRF-26, by the 192 marker)."""
    small = replace(QUIET, system="lim", players=(20, 20), rounds=(3, 3))
    assert all(len(t.players) == 8 for t, _ in _made(small))
    maxi = replace(small, lim_maxi=True, format=OutputFormat.TRF26)
    for t, text in _made(maxi, range(1, 3)):
        assert len(t.players) == 20 and "192 FIDE_LIM_2026_MAXI" in text
    # TRF-16 has no 192 record: the file is a Maxi-tournament by the definition alone
    for t, text in _made(replace(small, lim_maxi=True), range(1, 2)):
        assert "192" not in text and maxi_setting(t).maxi
