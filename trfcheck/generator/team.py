"""Random team tournaments (``generate --system team``): teams of N boards, every round
paired by trfcheck's Swiss Team engine (C.04.6), board results drawn from the ratings.

``generate_team(config, seed)`` depends on ``random.Random(seed)`` alone. The file is
TRF-26: 142, 152, 162 (``P`` = half a game per board, the drawn match of C.04.6 1.4), 192,
352, 362, 310 (totals and ranks on the primary score), 330 for whole-match forfeits, 250
for Baku (C.04.7 with match points), and one 001 line per player.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace

from trfcheck.pairers.base import NoValidPairing
from trfcheck.pairers.team import TeamRoundPairing, TeamSystem
from trfcheck.trf.document import Dialect
from trfcheck.trf.dump import dumpb
from trfcheck.trf.model import (
    Colour,
    ForfeitedMatch,
    MatchForfeit,
    Player,
    ResultCode,
    RoundEntry,
    Scoring,
    Team,
    TeamScoring,
    Tournament,
)
from trfcheck.trf.team_rounds import match_history
from trfcheck.trf.teams import TeamScore, read_team_code

from .draw import draw_game

__all__ = ["TeamConfig", "draw_team_config", "generate_team", "team_code"]


@dataclass(frozen=True, slots=True)
class TeamConfig:
    """What a team tournament looks like; rates are per match (forfeit) or per board."""

    teams: int = 12
    boards: int = 4
    rounds: int = 7
    colour_model: str = "TYPEA"  # TYPEA, TYPEB or "" (no colour preferences)
    primary: str = "MP"
    secondary: bool = True
    baku: bool = False
    match_forfeit_rate: float = 0.03
    board_forfeit_rate: float = 0.02
    draw_rate: float = 0.3
    pattern: str = "WBWB"


def draw_team_config(
    seed: int, teams: tuple[int, int], rounds: tuple[int, int], boards: int = 4
) -> TeamConfig:
    """The configuration of event ``seed``: team count and rounds drawn from the ranges
    (inclusive; rounds at most teams - 1), Type A, MP primary with GP for colours."""
    rng = random.Random(seed)
    n = rng.randint(*teams)
    return TeamConfig(teams=n, boards=boards, rounds=min(rng.randint(*rounds), max(1, n - 1)))


def team_code(config: TeamConfig) -> str:
    """The TRF-26 192 code of ``config`` (docs/team.md, "Reading a team file")."""
    words = ["FIDE_TEAM"]
    if config.colour_model:
        words.append(config.colour_model)
    words.append(config.primary)
    if config.secondary:
        words.append("GP" if config.primary == "MP" else "MP")
    if config.baku:
        words.append("BAKU")
    return "_".join(words)


#: Events drawn for one seed before giving up: a drawn event whose results leave a round
#: with no pairing that meets C1 (C.04.6 3.3.3: no two teams meet twice) is drawn again.
MAX_ATTEMPTS = 50


def generate_team(config: TeamConfig, seed: int) -> tuple[Tournament, bytes]:
    """One team tournament paired round by round; an event whose round cannot be paired is
    drawn again (the same random stream goes on, so a seed gives one event); raises
    NoValidPairing after MAX_ATTEMPTS draws."""
    rng = random.Random(seed)
    engine = TeamSystem()
    for attempt in range(1, MAX_ATTEMPTS + 1):
        t = _field(rng, config, seed)
        try:
            for r in range(1, config.rounds + 1):
                pairing = engine.pair(t, r, [x.number or 0 for x in t.teams])
                t = _play(rng, t, pairing, config)
        except NoValidPairing:
            if attempt == MAX_ATTEMPTS:
                raise
            continue
        break
    t = _totals(t)
    return t, dumpb(t, None, dialect=Dialect.TRF26)


def _field(rng: random.Random, config: TeamConfig, seed: int) -> Tournament:
    pattern = (config.pattern * config.boards)[: config.boards]
    players, teams = [], []
    strengths = sorted((rng.randint(1400, 2700) for _ in range(config.teams)), reverse=True)
    for i, strength in enumerate(strengths, start=1):
        members = []
        for k in range(config.boards):
            start_rank = (i - 1) * config.boards + k + 1
            rating = max(1000, strength - 40 * k + rng.randint(-60, 60))
            players.append(Player(start_rank, name=f"T{i}B{k + 1}", rating=rating))
            members.append(start_rank)
        teams.append(Team(f"Team {i}", tuple(members), i, f"T{i}", strength))
    code = team_code(config)
    acceleration: dict[tuple[int, int], int] = {}
    if config.baku and config.primary == "MP":
        group = 2 * math.ceil(config.teams / 4)
        accelerated = math.ceil(config.rounds / 2)
        full = math.ceil(accelerated / 2)
        acceleration = {
            (team, r): 20 if r <= full else 10
            for team in range(1, group + 1)
            for r in range(1, accelerated + 1)
        }
    return Tournament(
        players=tuple(players),
        name=f"Team tournament {seed}",
        total_rounds=config.rounds,
        initial_colour=rng.choice((Colour.WHITE, Colour.BLACK)),
        scoring=replace(Scoring(), pab=5),
        system=code,
        teams=tuple(teams),
        board_colours=tuple(Colour.WHITE if c == "W" else Colour.BLACK for c in pattern),
        team_scoring=TeamScoring(),
        team_acceleration=acceleration,
    )


def _play(
    rng: random.Random, t: Tournament, pairing: TeamRoundPairing, c: TeamConfig
) -> Tournament:
    r = pairing.round_no
    players = {p.start_rank: p for p in t.players}
    teams = {x.number or 0: x for x in t.teams}
    forfeits = list(t.forfeited_matches)
    if pairing.pab is not None:
        for member in teams[pairing.pab].members:
            players[member] = players[member].with_entry(
                r, RoundEntry(None, Colour.NONE, ResultCode.PAB)
            )
    for match in pairing.matches:
        white, black = teams[match.white].members, teams[match.black].members
        whole = rng.random() < c.match_forfeit_rate
        winner = rng.choice(("+-", "-+", "--")) if whole else ""
        if whole:
            forfeits.append(ForfeitedMatch(MatchForfeit(winner), r, match.white, match.black))
        for k, (a, b) in enumerate(zip(white, black, strict=True)):
            colour = match.board_colours[k]
            if whole:
                ra, rb = _forfeit(winner)
            elif rng.random() < c.board_forfeit_rate:
                ra, rb = _forfeit(rng.choice(("+-", "-+")))
            else:
                pw, pb = (a, b) if colour is Colour.WHITE else (b, a)
                res_w, res_b = draw_game(rng, players[pw].rating, players[pb].rating, c.draw_rate)
                ra, rb = (res_w, res_b) if colour is Colour.WHITE else (res_b, res_w)
            players[a] = players[a].with_entry(r, RoundEntry(b, colour, ra))
            players[b] = players[b].with_entry(r, RoundEntry(a, colour.opposite, rb))
    return replace(
        t,
        players=tuple(players[k] for k in sorted(players)),
        forfeited_matches=tuple(forfeits),
    )


def _forfeit(kind: str) -> tuple[ResultCode, ResultCode]:
    codes = {"+": ResultCode.FORFEIT_WIN, "-": ResultCode.FORFEIT_LOSS}
    return codes[kind[0]], codes[kind[1]]


def _totals(t: Tournament) -> Tournament:
    """310 match and game points, ranks (ties share) on the primary score; player points."""
    history = match_history(t)
    code = read_team_code(t.system)
    gp_first = code is not None and code.primary is TeamScore.GAME_POINTS
    totals = {
        team: (sum(m.match_points for m in ms), sum(m.game_points for m in ms))
        for team, ms in history.items()
    }
    primary = {team: v[1] if gp_first else v[0] for team, v in totals.items()}
    teams = tuple(
        replace(
            x,
            match_points=totals[x.number or 0][0],
            game_points=totals[x.number or 0][1],
            rank=1 + sum(1 for v in primary.values() if v > primary[x.number or 0]),
        )
        for x in t.teams
    )
    players = tuple(
        replace(p, points=sum(t.scoring.points(e.result, e.colour) for e in p.rounds if e.result))
        for p in t.players
    )
    return replace(t, teams=teams, players=players)
