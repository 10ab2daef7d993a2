"""``trfcheck norms`` against the literal reading of B.01 2024 (``literal_norms.event_verdicts``,
no code shared with ``trfcheck.titles``) on whole events: every real file of ``fixtures/``
(real, external, Swiss-Manager, the norm cases) and random events, Swiss and round robin,
single and double, with forfeits in the last round, byes, unrated and 1-1399 players, the
exemption, both values of the reading ``norm-round-robin`` and the 7 games of 1.4.1b.

Compared: which players and titles are examined, and for each whether the articles of 1.4
(1.4.1 to 1.4.8, with the sets of games 1.4.1e/f and 1.4.2c allow) are met, not met, or not
decided. The event's conditions (1.1.x) are not part of it. A norm whose search stopped at its
bound (``search_bounded``) is not compared (counted, and there are none in these cases).
"""

from __future__ import annotations

import random
from datetime import date
from pathlib import Path

import pytest

from tests.conftest import corpus_id
from tests.titles import literal_norms as literal
from trfcheck.ruleset import Overrides, resolve, resolve_rating
from trfcheck.titles import EventFacts, Exemption, NormOptions, NormReport, examine_norms
from trfcheck.trf import read_file
from trfcheck.trf.errors import TrfUnsupportedError
from trfcheck.trf.header import HeaderRecords, header_records
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Tournament
from trfcheck.trf.schedule import round_dates, time_control
from trfcheck.trf.tunx import TunxError, banner

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
FILES = sorted(
    [
        *(FIXTURES / "real").rglob("*.trf"),
        *(FIXTURES / "external").rglob("*.trf"),
        *(FIXTURES / "norms").glob("*.trf"),
        *(FIXTURES / "swiss-manager").glob("*.TUNX"),
    ]
)


def _ours(report: NormReport) -> dict[tuple[int, str], bool | None]:
    out: dict[tuple[int, str], bool | None] = {}
    for n in report.norms:
        if n.bounded:
            continue
        verdicts = [a.met for a in n.articles if a.article.startswith("1.4")]
        out[(n.start_rank, n.title.value)] = (
            False if False in verdicts else (None if None in verdicts else True)
        )
    return out


def _bounded(report: NormReport) -> set[tuple[int, str]]:
    return {(n.start_rank, n.title.value) for n in report.norms if n.bounded}


@pytest.mark.parametrize("path", FILES, ids=corpus_id)
def test_every_real_file_agrees_with_the_literal_reading(path: Path) -> None:
    try:
        loaded = read_file(path)
    except (TrfUnsupportedError, TunxError) as error:  # norms refuses such a file too
        pytest.skip(f"not read: {error}")
    t, doc = loaded.tournament, loaded.document
    ruleset = resolve(t)
    event = EventFacts(header_records(doc), round_dates(doc), time_control(doc))
    women = bool(banner(doc))
    options = NormOptions(women_marked_only=women)
    rating = resolve_rating(t, doc).edition.value
    report = examine_norms(t, ruleset, event, options, rating_edition=rating)
    expected = literal.event_verdicts(
        t,
        round_robin=ruleset.round_robin.value,
        host=event.header.federation,
        women_marked_only=women,
    )
    for key in _bounded(report):
        expected.pop(key, None)
    assert _ours(report) == expected


_TITLES = ["GM", "GM", "IM", "IM", "FM", "WGM", "WIM", "WFM", "CM", "", "", ""]
_FEDS = ["ENG", "GER", "FRA", "FID", "ESP", "NED", ""]


def _random_field(rng: random.Random, n: int) -> list[tuple[str, int, str, str]]:
    """(title, rating, federation, sex) for start ranks 1..n, strongest first."""
    field = []
    for _ in range(n):
        roll = rng.random()
        rating = (
            0 if roll < 0.07 else rng.randint(1300, 1399) if roll < 0.1 else rng.randint(1900, 2750)
        )
        fed = rng.choice(_FEDS) if rng.random() < 0.05 else rng.choice(_FEDS[:-1])
        field.append((rng.choice(_TITLES), rating, fed, rng.choice(["m", "w", ""])))
    return field


_FLIP = {
    ResultCode.WIN: ResultCode.LOSS, ResultCode.LOSS: ResultCode.WIN,
    ResultCode.DRAW: ResultCode.DRAW, ResultCode.FORFEIT_WIN: ResultCode.FORFEIT_LOSS,
    ResultCode.FORFEIT_LOSS: ResultCode.FORFEIT_WIN,
}  # fmt: skip


def _result(rng: random.Random, white: int, black: int, last: bool) -> ResultCode:
    """White's result: player 1 strong, forfeits rare except in the last round."""
    if rng.random() < (0.12 if last else 0.03):
        return rng.choice([ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS])
    if 1 in (white, black):
        mine = rng.choice([ResultCode.WIN] * 5 + [ResultCode.DRAW] * 3 + [ResultCode.LOSS])
        return mine if white == 1 else _FLIP[mine]
    return rng.choice([ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS])


def _circle(n: int) -> list[list[tuple[int, int]]]:
    players = list(range(1, n + 1)) + ([0] if n % 2 else [])
    size = len(players)
    rounds = []
    for r in range(size - 1):
        rounds.append(
            [
                (players[i], players[size - 1 - i])
                if (r + i) % 2 == 0
                else (players[size - 1 - i], players[i])
                for i in range(size // 2)
            ]
        )
        players = [players[0], players[-1], *players[1:-1]]
    return rounds  # fmt: skip


def _random_event(rng: random.Random, round_robin: bool) -> Tournament:
    if round_robin:
        n = rng.randint(8, 12)
        schedule = _circle(n)
        if rng.random() < 0.3 and n <= 8:
            schedule = schedule + [[(b, w) for w, b in pairs] for pairs in schedule]
    else:
        n = rng.randint(10, 16)
        schedule = []
        for _ in range(rng.randint(9, 11)):
            order = list(range(1, n + 1))
            rng.shuffle(order)
            if n % 2:
                order.append(0)
            schedule.append([(order[i], order[i + 1]) for i in range(0, len(order), 2)])
    total = len(schedule)
    played = total if rng.random() < 0.85 else rng.randint(max(1, total - 3), total)
    entries: dict[int, list[RoundEntry]] = {sr: [] for sr in range(1, n + 1)}
    for r, pairs in enumerate(schedule[:played], start=1):
        for w, b in pairs:
            if 0 in (w, b):
                code = ResultCode.PAB if not round_robin else ResultCode.ZERO_BYE
                entries[w or b].append(RoundEntry(None, Colour.NONE, code))
                continue
            res = _result(rng, w, b, r == total)
            entries[w].append(RoundEntry(b, Colour.WHITE, res))
            entries[b].append(RoundEntry(w, Colour.BLACK, _FLIP[res]))
    field = _random_field(rng, n)
    players = tuple(
        Player(sr, name=f"P{sr}", sex=sex, title=title, rating=rating, federation=fed,
               rounds=tuple(entries[sr]))
        for sr, (title, rating, fed, sex) in enumerate(field, start=1)
    )  # fmt: skip
    start = rng.choice([date(2023, 6, 1), date(2024, 5, 1), date(2025, 3, 1)])
    return Tournament(players, start_date=start, total_rounds=total)


def _agree(seed: int) -> tuple[int, int, int]:
    """The random event of ``seed``: (norms compared, met, 1.4.2c or 1.4.1f games chosen)."""
    rng = random.Random(seed)
    round_robin = rng.random() < 0.4
    t = _random_event(rng, round_robin)
    host = rng.choice(["ENG", "GER", ""])
    exemption = rng.random() < 0.1
    reading = rng.choice(["norm-possible", "mix"])
    team = rng.random() < 0.1
    options = NormOptions(
        exemption=Exemption.NATIONAL_CHAMPIONSHIP if exemption else None,
        team_championship=team,
        round_robin_reading=reading,
    )
    ruleset = resolve(t, Overrides(round_robin=round_robin))
    event = EventFacts(HeaderRecords(federation=host), (), None)
    rating = resolve_rating(t, None).edition.value
    report = examine_norms(t, ruleset, event, options, rating_edition=rating)
    expected = literal.event_verdicts(
        t, round_robin=round_robin, host=host, exemption=exemption, reading=reading,
        min_games=7 if team else 9,
    )  # fmt: skip
    for key in _bounded(report):
        expected.pop(key, None)
    ours = _ours(report)
    assert ours == expected, (seed, round_robin, reading, exemption, team)
    chosen = sum(1 for n in report.norms if n.met is not False and n.basis != "all games")
    return len(ours), sum(1 for v in ours.values() if v), chosen


@pytest.mark.parametrize("block", range(3))
def test_random_events_agree_with_the_literal_reading(block: int) -> None:
    # 3 x 100 events here; tests/titles/test_literal_events.py::..._slow runs 3000.
    compared = met = chosen = 0
    for seed in range(block * 100, block * 100 + 100):
        c, m, s = _agree(seed)
        compared, met, chosen = compared + c, met + m, chosen + s
    assert compared > 100 and met > 0  # the events reach norms: the comparison means something


@pytest.mark.slow
def test_three_thousand_random_events_agree_with_the_literal_reading() -> None:
    compared = met = chosen = 0
    for seed in range(10_000, 13_000):
        c, m, s = _agree(seed)
        compared, met, chosen = compared + c, met + m, chosen + s
    assert met > 100 and chosen > 10
