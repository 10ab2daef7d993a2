"""The generator's settings file: ``key = value`` lines, comments, JaVaFo names, errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from trfcheck.generator import (
    Config,
    ConfigError,
    OutputFormat,
    RatingKind,
    describe,
    parse_config,
    parse_range,
    with_settings,
)


def test_file_settings_override_the_defaults() -> None:
    text = """
    # a comment line
    players = 10-20      # trailing comment
    rounds = 7
    format = TRF26
    ratings = normal 2100 150 1800 2400
    draw_rate = 35%
    half-bye = 0.03
    baku = yes
    tiebreaks = BH/C1, SB
    """
    config = parse_config(text)
    assert config.players == (10, 20) and config.rounds == (7, 7)
    assert config.format is OutputFormat.TRF26
    assert config.ratings.kind is RatingKind.NORMAL
    assert (config.ratings.mean, config.ratings.sd, config.ratings.low) == (2100, 150, 1800)
    assert config.draw_rate == pytest.approx(0.35)
    assert config.half_bye == pytest.approx(0.03)
    assert config.baku == 1.0
    assert config.tiebreaks == ("BH/C1", "SB")


def test_javafo_names_are_understood() -> None:
    text = "PlayersNumber=30\nRoundsNumber=9\nLowestRating=1500\nHighestRating=2500\n"
    text += "DrawPercentage=40\n"
    config = parse_config(text)
    assert config.players == (30, 30) and config.rounds == (9, 9)
    assert (config.ratings.low, config.ratings.high) == (1500, 2500)
    assert config.draw_rate == pytest.approx(0.40)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("players 12", "gen.cfg:1: expected key = value"),
        ("colour = red", "gen.cfg:1: unknown setting 'colour'"),
        ("\nforfeit_rate = often", "gen.cfg:2: forfeit_rate: expected a rate"),
        ("rounds = 5-3x", "gen.cfg:1: rounds: expected N or LO-HI"),
        ("ratings = triangle 1 2", "gen.cfg:1: ratings: expected uniform"),
        ("format = pgn", "gen.cfg:1: format: expected trf16 or trf26"),
    ],
)
def test_bad_lines_name_the_file_and_line(text: str, message: str) -> None:
    with pytest.raises(ConfigError) as caught:
        parse_config(text, Path("gen.cfg"))
    assert str(caught.value).startswith(message)


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("players", "1", "players: expected at least 2"),
        ("rounds", "9-5", "rounds: expected N or LO-HI with 1 <= LO <= HI"),
        ("draw_rate", "1.5", "draw_rate: expected a rate from 0 to 1"),
        ("half_bye", "0.6", "half_bye + full_bye + zero_bye"),
        ("tiebreaks", "BH,XYZ", "tiebreaks: expected tie-breaks trfcheck computes"),
        ("ratings", "uniform 2600 1400", "ratings: expected 0 <= low <= high"),
    ],
)
def test_values_out_of_range_are_refused(key: str, value: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message.replace("+", r"\+")):
        with_settings(Config(), [(key, value)]).validate()


def test_missing_model_file_is_reported(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read the model file"):
        with_settings(Config(), [("ratings", f"model {tmp_path / 'none.trf'}")])


def test_parse_range() -> None:
    assert parse_range("12", "players") == (12, 12)
    assert parse_range(" 6 - 30 ", "players") == (6, 30)


def test_describe_lists_what_differs_from_the_defaults() -> None:
    config = with_settings(Config(), [("players", "6-30"), ("rounds", "5"), ("baku", "0.5")])
    assert describe(config) == ["system=dutch", "players=6-30", "rounds=5", "baku=0.5"]
    assert describe(Config()) == ["system=dutch"]
