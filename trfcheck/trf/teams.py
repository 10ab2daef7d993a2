"""The team records of TRF-26 (310, 300, 320, 330, 352, 362, team 250; legacy 013) and the
team codes of record 192: decoding and rendering.

Columns are those of the TRF-26 team records (docs/team.md, "Reading a team file").
Rendering is used only when a record changed (the writer keeps unchanged lines byte for
byte) or when a document without them is written in canonical form.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from .aspects import ASPECTS, Family
from .model import (
    Colour,
    ForfeitedMatch,
    LineUp,
    MatchForfeit,
    Team,
    TeamPab,
    TeamScoring,
    Tournament,
)
from .values import format_tenths, parse_int, parse_tenths

__all__ = [
    "TEAM_ASPECTS",
    "TeamAspect",
    "TeamCode",
    "TeamColourModel",
    "TeamScore",
    "decode_300",
    "decode_310",
    "decode_320",
    "decode_330",
    "decode_352",
    "decode_362",
    "decode_team_013",
    "decode_team_250",
    "read_team_code",
    "render_300",
    "render_310",
    "render_320",
    "render_330",
    "render_352",
    "render_362",
    "render_team_250",
]


def _cols(text: str, first: int, last: int) -> str:
    """Columns ``first``..``last`` (1-based, inclusive), tabs read as blanks."""
    return text[first - 1 : last].replace("\t", " ")


def _ids(text: str, first: int, *, keep_zero: bool) -> tuple[int, ...]:
    """Ids of width 4 from column ``first`` every 5 columns (blank fields skipped)."""
    out = []
    for i in range(first - 1, len(text), 5):
        field = text[i : i + 4].replace("\t", " ").strip()
        number = parse_int(field) if field else None
        if number is None or (number == 0 and not keep_zero):
            continue
        out.append(number)
    return tuple(out)


def decode_team_013(text: str) -> Team:
    """TRF16 013: name at cols 5-36, members from col 37 every 5."""
    return Team(_cols(text, 5, 36).strip(), _ids(text, 37, keep_zero=False))


def decode_310(text: str) -> Team:
    """310: number 5-7, name 9-40, nickname 42-46, strength 48-53, match points 55-60, game
    points 62-67, rank 69-71, members from col 74 every 5 (board order)."""
    return Team(
        name=_cols(text, 9, 40).strip(),
        members=_ids(text, 74, keep_zero=False),
        number=parse_int(_cols(text, 5, 7).strip()),
        nickname=_cols(text, 42, 46).strip(),
        strength=parse_int(_cols(text, 48, 53).strip()),
        match_points=parse_tenths(_cols(text, 55, 60).strip()),
        game_points=parse_tenths(_cols(text, 62, 67).strip()),
        rank=parse_int(_cols(text, 69, 71).strip()),
    )


def render_310(team: Team) -> str:
    """The 310 line of ``team`` (number, name, nickname, strength, points, rank, members)."""

    def opt(value: int | None, width: int, tenths: bool = False) -> str:
        if value is None:
            return " " * width
        return f"{format_tenths(value) if tenths else value:>{width}}"

    line = (
        f"310 {opt(team.number, 3)} {team.name[:32]:<32} {team.nickname[:5]:<5} "
        f"{opt(team.strength, 6)} {opt(team.match_points, 6, True)} "
        f"{opt(team.game_points, 6, True)} {opt(team.rank, 3)} "
    )
    return (line + "".join(f" {m:>4}" for m in team.members)).rstrip()


def render_013(team: Team) -> str:
    """The legacy 013 line of ``team``."""
    return (f"013 {team.name[:32]:<32}" + "".join(f" {m:>4}" for m in team.members)).rstrip()


def decode_300(text: str) -> LineUp | None:
    """300: round 5-7, team 9-11, opponent 13-15, players from col 17 every 5 (0 = empty)."""
    numbers = [parse_int(_cols(text, a, b).strip()) for a, b in ((5, 7), (9, 11), (13, 15))]
    if any(n is None for n in numbers):
        return None
    round_no, team, opponent = (n or 0 for n in numbers)
    return LineUp(round_no, team, opponent, _ids(text, 17, keep_zero=True))


def render_300(lineup: LineUp) -> str:
    """The 300 line of ``lineup``."""
    head = f"300 {lineup.round_no:>3} {lineup.team:>3} {lineup.opponent:>3}"
    return head + "".join(f" {p:>4}" for p in lineup.players)


def decode_320(text: str) -> TeamPab:
    """320: PAB match points 5-8, game points 10-13, the PAB team of round r at cols
    15 + 4(r - 1) .. 17 + 4(r - 1) (blank or 000 = none)."""
    teams = []
    for start in range(15, len(text) + 1, 4):
        field = _cols(text, start, start + 2).strip()
        teams.append(parse_int(field) or 0 if field else 0)
    while teams and teams[-1] == 0:
        teams.pop()
    return TeamPab(
        parse_tenths(_cols(text, 5, 8).strip()),
        parse_tenths(_cols(text, 10, 13).strip()),
        tuple(teams),
    )


def render_320(pab: TeamPab) -> str:
    """The 320 line of ``pab``."""

    def opt(value: int | None) -> str:
        return f"{format_tenths(value):>4}" if value is not None else "    "

    line = f"320 {opt(pab.match_points)} {opt(pab.game_points)}"
    return (line + "".join(f" {t:>3}" if t else "    " for t in pab.teams)).rstrip()


def decode_330(text: str) -> ForfeitedMatch | None:
    """330: result 5-6 (``+-`` ``-+`` ``--``), round 8-10, white team 12-14, black 16-18."""
    try:
        result = MatchForfeit(_cols(text, 5, 6))
    except ValueError:
        return None
    numbers = [parse_int(_cols(text, a, b).strip()) for a, b in ((8, 10), (12, 14), (16, 18))]
    if any(n is None for n in numbers):
        return None
    round_no, white, black = (n or 0 for n in numbers)
    return ForfeitedMatch(result, round_no, white, black)


def render_330(match: ForfeitedMatch) -> str:
    """The 330 line of ``match``."""
    return f"330 {match.result.value} {match.round_no:>3} {match.white:>3} {match.black:>3}"


def decode_352(text: str) -> tuple[Colour, ...] | None:
    """352: the board colours (``W``/``B``, board 1 first) of the team that has White; None
    if the record holds anything else."""
    letters = text[4:].strip().upper()
    if not letters or set(letters) - {"W", "B"}:
        return None
    return tuple(Colour.WHITE if c == "W" else Colour.BLACK for c in letters)


def render_352(colours: tuple[Colour, ...]) -> str:
    """The 352 line."""
    return "352 " + "".join("W" if c is Colour.WHITE else "B" for c in colours)


_362 = re.compile(r"\b(TW|TD|TL)\s+(-?\d+(?:\.\d)?)")


def decode_362(text: str) -> TeamScoring | None:
    """362: ``TW``, ``TD``, ``TL`` with their match points (any spacing is read; the FIDE
    layout is ``362 TW 2.0   TD 1.0   TL 0.0``); None when no code is readable."""
    values: dict[str, int] = {}
    for code, value in _362.findall(text[4:].upper()):
        tenths = parse_tenths(value)
        if tenths is not None:
            values[code] = tenths
    if not values:
        return None
    default = TeamScoring()
    return TeamScoring(
        values.get("TW", default.win),
        values.get("TD", default.draw),
        values.get("TL", default.loss),
    )


def render_362(scoring: TeamScoring) -> str:
    """The 362 line in the FIDE layout (groups of 9 columns from col 5)."""
    groups = (("TW", scoring.win), ("TD", scoring.draw), ("TL", scoring.loss))
    return "362 " + "   ".join(f"{code} {format_tenths(v):>3}" for code, v in groups)


def decode_team_250(text: str) -> dict[tuple[int, int], int]:
    """250 with match points (cols 5-8): virtual match points for the teams numbered
    23-26 .. 28-31 in rounds 15-17 .. 19-21 (C.04.7 for teams); empty otherwise."""
    points = parse_tenths(_cols(text, 5, 8).strip())
    rounds = parse_int(_cols(text, 15, 17).strip()), parse_int(_cols(text, 19, 21).strip())
    ids = parse_int(_cols(text, 23, 26).strip()), parse_int(_cols(text, 28, 31).strip())
    if points is None or rounds[0] is None or rounds[1] is None:
        return {}
    if ids[0] is None or ids[1] is None:
        return {}
    return {
        (team, r): points
        for team in range(ids[0], ids[1] + 1)
        for r in range(rounds[0], rounds[1] + 1)
    }


def render_team_250(acceleration: Mapping[tuple[int, int], int]) -> list[str]:
    """250 lines (match points only) covering ``acceleration``: one per round and run of
    consecutive team numbers with the same virtual points."""
    lines = []
    for r in sorted({r for _, r in acceleration}):
        teams = sorted(t for t, rr in acceleration if rr == r)
        start = prev = teams[0]
        for t in [*teams[1:], None]:
            if t is not None and t == prev + 1 and acceleration[(t, r)] == acceleration[(prev, r)]:
                prev = t
                continue
            points = format_tenths(acceleration[(start, r)])
            lines.append(f"250 {points:>4} {'':4} {r:>3} {r:>3} {start:>4} {prev:>4}")
            if t is not None:
                start = prev = t
    return lines


class TeamColourModel(enum.StrEnum):
    """Colour preferences of C.04.6 1.7: Type A (default), Type B, or none."""

    TYPE_A = "A"
    TYPE_B = "B"
    NONE = "none"


class TeamScore(enum.StrEnum):
    """A team score of C.04.6 1.2: match points or game points."""

    MATCH_POINTS = "MP"
    GAME_POINTS = "GP"


@dataclass(frozen=True, slots=True)
class TeamCode:
    """What a team code of record 192 says (docs/team.md).

    ``swiss`` is False for the team round-robin codes and the organiser-defined
    ``CUSTOM_TEAM_SWISS``; ``known`` is False for a code this table does not hold.
    ``secondary_for_colour`` says whether the secondary score is used in C.04.6 4.2.2.
    """

    text: str
    swiss: bool
    known: bool
    colour_model: TeamColourModel = TeamColourModel.TYPE_A
    primary: TeamScore = TeamScore.MATCH_POINTS
    secondary_for_colour: bool = True
    baku: bool = False

    @property
    def secondary(self) -> TeamScore:
        """The score that is not the primary one."""
        if self.primary is TeamScore.MATCH_POINTS:
            return TeamScore.GAME_POINTS
        return TeamScore.MATCH_POINTS


_NOT_SWISS = ("ROUNDROBIN", "BERGER", "CUSTOM")


def read_team_code(code: str | None) -> TeamCode | None:
    """The team code of a 192 value, or None when the value is not a team code.

    ``FIDE_TEAM`` is Type A, MP primary, GP for colours; a code without ``TYPEA`` or
    ``TYPEB`` but with scores (``FIDE_TEAM_MP_GP``) has no colour preferences; the first
    score named is primary and a second one is used for colours; ``_BAKU`` adds Baku
    acceleration (MP primary only).
    """
    if code is None or "TEAM" not in code.upper():
        return None
    text = code.strip()
    upper = text.upper()
    if any(word in upper for word in _NOT_SWISS):
        return TeamCode(text, swiss=False, known=upper.startswith(("FIDE_", "BERGER", "CUSTOM")))
    if not upper.startswith("FIDE_TEAM"):
        return TeamCode(text, swiss=False, known=False)
    words = [w for w in upper[len("FIDE_TEAM") :].split("_") if w]
    model = None
    scores: list[TeamScore] = []
    baku, known = False, True
    for word in words:
        if word in ("TYPEA", "TYPEB") and model is None and not scores:
            model = TeamColourModel.TYPE_A if word == "TYPEA" else TeamColourModel.TYPE_B
        elif word in ("MP", "GP") and len(scores) < 2 and word not in scores:
            scores.append(TeamScore(word))
        elif word == "BAKU" and not baku:
            baku = True
        else:
            known = False
    if model is None:
        model = TeamColourModel.NONE if scores else TeamColourModel.TYPE_A
    if not scores:
        scores = [TeamScore.MATCH_POINTS, TeamScore.GAME_POINTS]
    if baku and scores[0] is not TeamScore.MATCH_POINTS:
        known = False
    return TeamCode(
        text,
        swiss=True,
        known=known,
        colour_model=model,
        primary=scores[0],
        secondary_for_colour=len(scores) == 2,
        baku=baku,
    )


@dataclass(frozen=True, slots=True)
class TeamAspect:
    """One piece of team data, the record codes that carry it, and its rendering (the
    writer rewrites those records only when the rendering changed)."""

    name: str
    codes: tuple[str, ...]
    render: Callable[[Tournament], list[str]]
    kind: str  # the LineKind name of the rendered lines


def _render_310(t: Tournament) -> list[str]:
    return [render_310(x) for x in t.teams if x.number is not None]


def _render_013(t: Tournament) -> list[str]:
    return [render_013(x) for x in t.teams if x.number is None]


def _render_pab(t: Tournament) -> list[str]:
    return [render_320(t.team_pab)] if t.team_pab is not None else []


def _render_colours(t: Tournament) -> list[str]:
    return [render_352(t.board_colours)] if t.board_colours else []


def _render_scoring(t: Tournament) -> list[str]:
    return [render_362(t.team_scoring)] if t.team_scoring is not None else []


def _render_250(t: Tournament) -> list[str]:
    """Every 250 record: the individual ones (game points) and the team ones (match points)."""
    individual = next(a for a in ASPECTS if a.name == "acceleration")
    return individual.render(t, Family.TRF26, ()) + render_team_250(t.team_acceleration)


TEAM_ASPECTS: tuple[TeamAspect, ...] = (
    TeamAspect("team_acceleration", ("250",), _render_250, "INDIVIDUAL_26"),
    TeamAspect("board_colours", ("352",), _render_colours, "PARAMETER"),
    TeamAspect("team_scoring", ("362",), _render_scoring, "PARAMETER"),
    TeamAspect("teams", ("310",), _render_310, "TEAM_26"),
    TeamAspect("legacy_teams", ("013",), _render_013, "TEAM_LEGACY"),
    TeamAspect("lineups", ("300",), lambda t: [render_300(x) for x in t.lineups], "TEAM_26"),
    TeamAspect("team_pab", ("320",), _render_pab, "TEAM_26"),
    TeamAspect(
        "forfeited_matches",
        ("330",),
        lambda t: [render_330(x) for x in t.forfeited_matches],
        "TEAM_26",
    ),
)
