"""The norm articles one by one (B.01 2024 art. 1.4; docs/norms.md), on games and events
built here; every expected number is worked out in the test from the text. dp values used
(B.02 8.1.1): .67 -> 125, .69 -> 141, .72 -> 166, .75 -> 193, .78 -> 220, .80 -> 240,
.89 -> 351."""

from __future__ import annotations

from datetime import date

from trfcheck.titles.articles import Context, measure, titled_count
from trfcheck.titles.event import EventFacts, big_swiss, event_articles
from trfcheck.titles.games import NormGame, OpponentFacts, PlayerGames, player_games
from trfcheck.titles.regulations import NormTitle
from trfcheck.titles.search import best_games
from trfcheck.trf.header import HeaderRecords
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Tournament
from trfcheck.trf.schedule import parse_time_control

GM_OPPONENTS = (  # Ra 21610 / 9 = 2401 (test_norm_cases.py)
    ("GM", 2500, "GER"), ("GM", 2480, "FRA"), ("GM", 2460, "ESP"), ("IM", 2420, "NED"),
    ("IM", 2400, "ENG"), ("IM", 2380, "ENG"), ("FM", 2350, "USA"), ("FM", 2320, "POL"),
    ("", 2300, "SWE"),
)  # fmt: skip
CONTEXT = Context("ENG", 9, False, False)


def _games(results: str, field: tuple[tuple[str, int, str], ...] = GM_OPPONENTS) -> list[NormGame]:
    points = {"1": 10, "=": 5, "0": 0}
    return [
        NormGame(r, 100 + r, points[res], OpponentFacts(rating, title, fed))
        for r, ((title, rating, fed), res) in enumerate(zip(field, results, strict=True), 1)
    ]


def _verdicts(games: list[NormGame], context: Context = CONTEXT) -> dict[str, bool | None]:
    _, articles = measure(games, NormTitle.GM, context)
    return {f"{a.article} {a.name}": a.met for a in articles}


def _failing(games: list[NormGame], context: Context = CONTEXT) -> list[str]:
    return [k for k, v in _verdicts(games, context).items() if v is False]


def test_1_4_1c_eight_games_and_a_pab_in_nine_rounds_count_as_nine() -> None:
    # 6/8 against the first eight: Ra 2414, p 75 %, Rp 2607 (no 1.4.1d point above 6)
    eight = _games("1111====", GM_OPPONENTS[:8])
    assert _failing(eight) == ["1.4.1 games"]
    assert _failing(eight, Context("ENG", 9, True, True)) == []
    assert _failing(eight, Context("ENG", 9, True, False)) == ["1.4.1 games"]  # not 9 rounds


def test_1_4_1d_full_points_above_the_norm_do_not_reach_the_minimum() -> None:
    # 1.4.1d counts extra games for a norm achieved, towards a title application (1.5.1), not
    # towards the 9 games of 1.4.1a (docs/norms.md, "1.4.1d"). 7/8 against the first eight:
    # p 87.5 % -> 88 %, dp 336, Rp 2414 + 336 = 2750. The least score for 2600 is 6 (6/8 =
    # 75 %, dp 193, 2607; 5.5/8 = 69 %, dp 141, 2555): one full point above it, yet 8 < 9.
    _, articles = measure(_games("11111=1=", GM_OPPONENTS[:8]), NormTitle.GM, CONTEXT)
    games = articles[0]
    assert (games.value, games.met) == (8, False)
    assert "1.4.1d: 1 full point(s) above the norm count as games of the norm towards a title" \
        in games.note  # fmt: skip


def test_1_4_1d_a_wim_result_on_eight_games_is_no_norm() -> None:
    # The case of the report: 4/8 against opponents averaging 2349 (all WIM-titled, of eight
    # federations): p 50 %, dp 0, Rp 2349 >= 2250 and Ra 2349 >= 2030, but 8 games. The least
    # score for 2250 is 3 (3/8 = 37.5 % -> 38 %, dp -87, 2262; 2.5/8 = 31 %, dp -141, 2208):
    # one full point above it, which 1.4.1d does not turn into a ninth game.
    feds = ("GER", "FRA", "ESP", "NED", "USA", "POL", "SWE", "NOR")
    ratings = (2400, 2380, 2360, 2350, 2340, 2330, 2320, 2312)
    assert sum(ratings) == 18792 == 8 * 2349
    field = tuple(("WIM", r, f) for r, f in zip(ratings, feds, strict=True))
    games = _games("1=0=1=0=", field)
    perf, articles = measure(games, NormTitle.WIM, CONTEXT)
    assert (perf.average, perf.percent, perf.performance) == (2349, 50, 2349)
    assert [a.article for a in articles if a.met is False] == ["1.4.1"]


def test_1_4_1d_said_for_a_norm_with_its_nine_games() -> None:
    # 8/9 against the GM field: p 88.9 % -> 89 %, dp 351, Rp 2401 + 351 = 2752; the least
    # score for 2600 is 6.5 (72 %, dp 166, 2567 misses; 7/9 = 78 %, dp 220, 2621): one full
    # point above it, said as a game towards the title application.
    _, articles = measure(_games("11111111="), NormTitle.GM, CONTEXT)
    games = articles[0]
    assert (games.value, games.met) == (9, True)
    assert "1.4.1d: 1 full point(s) above the norm" in games.note


def test_a_seven_game_result_fails_1_4_1_and_is_not_left_undecided() -> None:
    # 7/7 against seven of the GM field, one of them without a federation (1.4.3 not decided):
    # before, 1.4.1d turned the full points into games and left the norm "not decided"; 7 games
    # are fewer than 9, so the norm is not met whatever the federation.
    field = tuple((t, r, "" if i == 0 else f) for i, (t, r, f) in enumerate(GM_OPPONENTS[:7]))
    choice = best_games(PlayerGames(1, tuple(_games("1111111", field)), None, (), ()),
                        NormTitle.GM, CONTEXT, round_robin=False)  # fmt: skip
    assert choice.met is False
    assert choice.articles[0].article == "1.4.1" and choice.articles[0].met is False


def test_1_4_1e_a_swiss_prefix_keeps_the_norm() -> None:
    # Ten rounds: 7/9 in rounds 1-9 (the GM case, Rp 2621), then a loss to a 2300 in round
    # 10: 7/10 = 70 %, dp 149, Ra (21610 + 2300) / 10 = 2391, Rp 2540 < 2600. Rounds 1-9
    # give the norm in a Swiss (1.4.1e), not in a round robin.
    field = (*GM_OPPONENTS, ("", 2300, "NOR"))
    player = PlayerGames(1, tuple(_games("11111====0", field)), None, (), ())
    swiss = best_games(player, NormTitle.GM, CONTEXT, round_robin=False)
    assert swiss.met is True and swiss.basis == "rounds 1-9 (1.4.1e)"
    assert swiss.performance.performance == 2621
    robin = best_games(player, NormTitle.GM, CONTEXT, round_robin=True)
    assert robin.met is False and robin.basis == "all games"
    assert robin.performance.performance == 2391 + 149


def test_1_4_1f_a_won_game_left_out_keeps_the_norm() -> None:
    # The GM field with a fourth GM (the 2420), 7/9, plus wins against a 1700 and a 1900:
    # 9/11 = 81.8 % -> 82 %, dp 262; Ra = (21610 + 2200, the 1700 raised to the floor,
    # + 1900) / 11 = 2337.3 -> 2337 < 2380, Rp 2599 < 2600. Leaving out the win against the
    # 1700 (1.4.1f): 8/10 = 80 %, dp 240, the 1900 raised: Ra = (21610 + 2200) / 10 = 2381,
    # Rp 2621; 4 GMs >= max(3, 10 / 3). (Leaving out a win against a GM lowers Ra.)
    base = tuple(("GM", r, f) if r == 2420 else (t, r, f) for t, r, f in GM_OPPONENTS)
    field = (*base, ("", 1700, "NOR"), ("", 1900, "ITA"))
    player = PlayerGames(1, tuple(_games("11111====11", field)), None, (), ())
    whole = measure(player.games, NormTitle.GM, CONTEXT)[0]
    assert (whole.average, whole.performance) == (2337, 2337 + 262)
    choice = best_games(player, NormTitle.GM, CONTEXT, round_robin=True)
    assert choice.met is True
    assert choice.basis == "without the won games against 110 (1.4.1f)"
    assert (choice.performance.average, choice.performance.performance) == (2381, 2621)


def test_1_4_2c_the_opponents_last_round_forfeit_counts_as_a_lost_game() -> None:
    # 1.4.2c: an opponent's last-round forfeit leaves the norm valid when the player had to
    # play to have the required games and could afford to lose. 6.5/8 against the first eight:
    # Ra 2414, p 81 %, Rp 2665, but 8 games. The last-round opponent, a 2700 GM, forfeited:
    # counted as a game lost, 6.5/9 = 72 %, dp 166, Ra = (19310 + 2700) / 9 = 2445.6 -> 2446,
    # Rp 2612: 9 games and the norm.
    games = tuple(_games("11111===", GM_OPPONENTS[:8]))
    forfeit = NormGame(9, 109, 0, OpponentFacts(2700, "GM", "NOR"), forfeit=True)
    alone = best_games(PlayerGames(1, games, None, (), ()), NormTitle.GM, CONTEXT,
                       round_robin=True)  # fmt: skip
    assert alone.met is False and alone.performance.performance == 2414 + 251
    choice = best_games(PlayerGames(1, games, forfeit, (), ()), NormTitle.GM, CONTEXT,
                        round_robin=True)  # fmt: skip
    assert choice.met is True
    assert choice.basis == "all games, the opponent's last-round forfeit as a game lost (1.4.2c)"
    assert (choice.performance.average, choice.performance.performance) == (2446, 2612)


def test_1_4_2c_not_used_when_the_player_has_the_games() -> None:
    # Nine games played: the player did not have to play a tenth, so the forfeit stays out
    # (6.5/9 as test_1_4_8: Rp 2567, no norm; with a lost tenth game it would be worse still).
    games = tuple(_games("11111===0"))
    forfeit = NormGame(10, 110, 0, OpponentFacts(2800, "GM", "NOR"), forfeit=True)
    choice = best_games(PlayerGames(1, games, forfeit, (), ()), NormTitle.GM, CONTEXT,
                        round_robin=False)  # fmt: skip
    assert choice.met is False and len(choice.games) < 10


def _forfeit_event(result: ResultCode) -> Tournament:
    """Player 1 meets players 2-10 in rounds 1-9 (draws), the last round with ``result``."""
    w = Colour.WHITE
    rounds = tuple(_entry(r + 1, w, ResultCode.DRAW if r < 9 else result) for r in range(1, 10))
    players = [Player(1, rating=2400, federation="ENG", rounds=rounds)]
    players += [Player(sr, rating=2400, federation="GER") for sr in range(2, 11)]
    return Tournament(tuple(players), total_rounds=9)


def test_1_4_2c_reads_the_forfeit_by_who_forfeited() -> None:
    # The opponent's forfeit ("+" for the applicant) in the last round is kept as a game that
    # may count as lost; the applicant's own forfeit ("-") is a forfeit like any other, never
    # a game (docs/norms.md, "1.4.2c").
    facts = {sr: OpponentFacts(2400, "", "GER") for sr in range(1, 11)}
    t = _forfeit_event(ResultCode.FORFEIT_WIN)
    won = player_games(t, t.players[0], facts, round_robin=False, rounds=9)
    assert won.last_round_forfeit is not None and won.last_round_forfeit.opponent == 10
    assert won.last_round_forfeit.points == 0 and "1.4.2c" in won.exclusions[-1].reason
    t = _forfeit_event(ResultCode.FORFEIT_LOSS)
    lost = player_games(t, t.players[0], facts, round_robin=False, rounds=9)
    assert lost.last_round_forfeit is None
    assert lost.exclusions[-1].reason == "forfeit loss (1.4.2c)"
    # not the last round of the event (10 rounds scheduled): no 1.4.2c
    t = _forfeit_event(ResultCode.FORFEIT_WIN)
    early = player_games(t, t.players[0], facts, round_robin=False, rounds=9, last_round=10)
    assert early.last_round_forfeit is None


def test_1_4_3_three_fifths_and_two_thirds() -> None:
    # Six ENG opponents of an ENG applicant: 6 > floor(3 x 9 / 5) = 5
    field = tuple((t, r, "ENG" if i < 6 else f) for i, (t, r, f) in enumerate(GM_OPPONENTS))
    assert _failing(_games("11111====", field)) == ["1.4.4 own federation (3/5)"]
    # Seven GER opponents of an ENG applicant: 7 > floor(2 x 9 / 3) = 6 (and ENG 2, FRA 0)
    field = tuple((t, r, "GER" if i < 7 else "ESP") for i, (t, r, _) in enumerate(GM_OPPONENTS))
    assert _failing(_games("11111====", field)) == ["1.4.4 one federation (2/3)"]


def test_1_4_3_fid_is_not_a_foreign_federation() -> None:
    # Four ENG, four FID and one GER: one federation other than ENG (FID is none)
    feds = ["ENG"] * 4 + ["FID"] * 4 + ["GER"]
    field = tuple((t, r, f) for (t, r, _), f in zip(GM_OPPONENTS, feds, strict=True))
    assert _failing(_games("11111====", field)) == ["1.4.3 foreign federations"]


def test_1_4_3_undecided_without_federations() -> None:
    field = tuple((t, r, "" if i == 0 else f) for i, (t, r, f) in enumerate(GM_OPPONENTS))
    verdicts = _verdicts(_games("11111====", field))
    assert verdicts["1.4.3 foreign federations"] is None


def test_1_4_5_half_title_holders() -> None:
    # Four title-holders of nine (CM and WCM do not count): 4 < 4.5, and GMs 3 still >= 3
    titles = ["GM", "GM", "GM", "FM", "CM", "WCM", "", "", ""]
    field = tuple((t, r, f) for (_, r, f), t in zip(GM_OPPONENTS, titles, strict=True))
    assert _failing(_games("11111====", field)) == ["1.4.5 title-holders (50 %)"]


def test_1_4_5_a_double_round_robin_counts_half_as_players() -> None:
    # 1.4.5: in a double round robin of at least 6 players the titled opponents required are
    # half, rounded up, counted as players. 14 games (a double round robin of 8), two GMs met
    # twice: one third of 14 is 5 (at least 3): by game 4 < 5; as players 2 < 3 (half of 5).
    field = (("GM", 2500, "GER"), ("GM", 2480, "FRA"), *GM_OPPONENTS[3:8])
    games = _games("=" * 7, field) + _games("=" * 7, field)
    assert titled_count(games, NormTitle.GM, CONTEXT) == (4, 5)
    double = Context("ENG", 9, False, False, double_round_robin=True)
    assert titled_count(games, NormTitle.GM, double) == (2, 3)


def test_wim_counts_im_and_wgm_opponents() -> None:
    # 1.4.5e: for WIM, WIM, WGM, IM and GM opponents count
    _, articles = measure(_games("11111===="), NormTitle.WIM, CONTEXT)
    counted = next(a for a in articles if a.name.startswith("GM/IM/WGM/WIM"))
    assert counted.value == 6 and counted.met


def _entry(opponent: int | None, colour: Colour, result: ResultCode) -> RoundEntry:
    return RoundEntry(opponent, colour, result)


def test_1_4_2b_unrated_without_a_point_against_rated_in_a_round_robin() -> None:
    w, b = Colour.WHITE, Colour.BLACK
    win, draw, loss = ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS
    players = (
        Player(1, rating=2400, rounds=(_entry(3, w, win), _entry(2, b, draw))),
        Player(2, rating=2300, rounds=(_entry(3, b, win), _entry(1, w, draw))),
        Player(3, rating=0, rounds=(_entry(1, b, loss), _entry(2, w, loss))),
    )
    t = Tournament(players)
    facts = {p.start_rank: OpponentFacts(p.rating, "", "ENG") for p in players}
    robin = player_games(t, players[0], facts, round_robin=True, rounds=2)
    assert [g.opponent for g in robin.games] == [2]
    assert "1.4.2b" in robin.exclusions[0].reason
    swiss = player_games(t, players[0], facts, round_robin=False, rounds=2)
    assert [g.opponent for g in swiss.games] == [3, 2]


def _event(dates: tuple[date | None, ...], control: str | None, arbiter: str) -> EventFacts:
    tc = parse_time_control(control) if control else None
    return EventFacts(HeaderRecords(chief_arbiter=arbiter), dates, tc)


def test_event_three_rounds_a_day_and_a_fast_control() -> None:
    # 3 rounds on 1 Apr: more than 2 a day (1.1.3); 90 min + 0 s: 90 < 120 minutes for 60
    # moves; 3 x 2 x 90 min = 9 hours <= 12 (1.1.2)
    day = date(2026, 4, 1)
    t = Tournament((Player(1, name="Ann Applicant"),))
    event = event_articles(t, _event((day, day, day), "5400", "FA Some One"), 3)
    verdicts = {(a.article, a.name): (a.met, a.value) for a in event}
    assert verdicts[("1.1.3", "rounds a day")] == (False, 3)
    assert verdicts[("1.1.3", "minutes for 60 moves")] == (False, "90")
    assert verdicts[("1.1.2", "hours of play a day")] == (True, "9.0")
    assert verdicts[("1.1.5", "chief arbiter IA or FA")] == (True, "FA")


def test_event_more_than_12_hours() -> None:
    # 2 rounds a day of 40/2h + 1h (no increment): 180 minutes for 60 moves, 2 x 2 x 3 h = 12
    # hours: met; with 30 s a move from move 1 (+30 min): 2 x 2 x 3.5 h = 14 > 12
    day = date(2026, 4, 1)
    t = Tournament((Player(1, name="Ann Applicant"),))
    met = event_articles(t, _event((day, day), "40/7200:3600", "IA X"), 2)[0]
    assert (met.met, met.value) == (True, "12.0")
    over = event_articles(t, _event((day, day), "40/7200+30:3600+30", "IA X"), 2)[0]
    assert (over.met, over.value) == (False, "14.0")


def test_event_undecided_without_records_and_an_arbiter_who_plays() -> None:
    t = Tournament((Player(1, name="Umpire, Una"), Player(2, name="Other, Olga")))
    event = event_articles(t, _event((), None, "NA Una Umpire"), 9)
    verdicts = {(a.article, a.name): a.met for a in event}
    assert verdicts[("1.1.2", "hours of play a day")] is None
    assert verdicts[("1.1.3", "rounds a day")] is None
    assert verdicts[("1.1.5", "chief arbiter IA or FA")] is None  # NA: --chief-arbiter-ia
    assert verdicts[("1.1.6", "no arbiter playing")] is False


def test_big_swiss_counts_players_who_miss_at_most_one_round() -> None:
    # 1.4.3d: 21 foreign rated players of 3 federations, 10 of them GM/IM/WGM/WIM; player 21
    # missed two rounds (a zero-point bye and a forfeit loss), so 20 count; a PAB is no miss.
    w = Colour.WHITE
    game, pab = _entry(99, w, ResultCode.DRAW), _entry(None, Colour.NONE, ResultCode.PAB)
    zero = _entry(None, Colour.NONE, ResultCode.ZERO_BYE)
    forfeit = _entry(99, w, ResultCode.FORFEIT_LOSS)
    players = []
    feds = ["GER", "FRA", "ESP"]
    for sr in range(1, 22):
        rounds = (game, pab, game) if sr != 21 else (game, zero, forfeit)
        players.append(Player(sr, title="GM" if sr <= 10 else "", rating=2300,
                              federation=feds[sr % 3], rounds=rounds))  # fmt: skip
    players.append(Player(22, rating=2300, federation="ENG", rounds=(game, game, game)))
    t = Tournament(tuple(players))
    facts = {p.start_rank: OpponentFacts(p.rating, p.title, p.federation) for p in players}
    swiss = big_swiss(t, facts, "ENG", 3, round_robin=False)
    assert (swiss.players, swiss.federations, swiss.titled, swiss.met) == (20, 3, 10, True)
    fewer = {**facts, 1: OpponentFacts(2300, "", "GER")}  # 9 titled
    assert big_swiss(t, fewer, "ENG", 3, round_robin=False).met is False
