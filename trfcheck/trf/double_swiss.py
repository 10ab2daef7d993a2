"""The two-round dialect of a Double-Swiss event (C.04.5, 2026): match *k* of two games is
written as the TRF rounds (columns) 2k-1 (game 1) and 2k (game 2).

A TRF round block holds one opponent, one colour and one result, so it cannot hold a match
of two games (C.04.5 Preface). The dialect is switched on by the 192 codes
``FIDE_DOUBLESWISS`` and ``FIDE_DOUBLESWISS_BAKU`` (``is_double_swiss``); without them the
file is an ordinary tournament with twice the rounds. ``matches`` reads each player's
matches from the columns; ``validate`` reports every column pair that is not a match
(docs/double-swiss.md, "The dialect"), located at the 001 record's round block, and the
240 records that name one column of a match. The document itself is never changed: the
writer gives it back byte for byte.

Points (C.04.5 Preface, 1.4): each game is scored on its own with 162 ``W``/``D``/``L``/``A``;
the byes of 162 (``P``, ``F``, ``H``) are values *per match* (``match_scoring``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from .columns import R240_FIRST_ID, R240_ROUND, R240_TYPE, block_base, player_field
from .diagnostics import Diagnostic, Severity
from .document import Document
from .model import Colour, Player, ResultCode, RoundEntry, Scoring, Tournament
from .reporter import Reporter
from .values import parse_int

__all__ = [
    "DOUBLE_SWISS_CODES",
    "MatchEntry",
    "MatchScoring",
    "is_double_swiss",
    "match_count",
    "match_entries",
    "match_scoring",
    "player_points",
    "reader_findings",
    "validate",
]

#: The 192 codes that switch the two-round dialect on (ETT26).
DOUBLE_SWISS_CODES = ("FIDE_DOUBLESWISS", "FIDE_DOUBLESWISS_BAKU")

_FORFEITS = (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS)
_POINTS_COLUMN = player_field("points").first
#: both games of a match forfeited by one player (a forfeit match, C.04.5 Preface)
_BOTH_FORFEITED = (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS)


def is_double_swiss(t: Tournament) -> bool:
    """True when the file's 192 code names the Double-Swiss system (C.04.5)."""
    return (t.system or "").strip().upper() in DOUBLE_SWISS_CODES


@dataclass(frozen=True, slots=True)
class MatchEntry:
    """One player's match of two games (columns 2k-1 and 2k): the opponent (None for a
    bye), the colour scheduled in game 1, each game's result code (None: not entered) and
    the opponent's (for the forfeit rule of the Preface). A bye fills both columns."""

    opponent: int | None
    colour: Colour
    games: tuple[ResultCode | None, ResultCode | None]
    opponent_games: tuple[ResultCode | None, ResultCode | None] = (None, None)

    @property
    def bye(self) -> ResultCode | None:
        """The bye of the match (U, F, H, Z), or None."""
        first = self.games[0]
        return first if self.opponent is None and first is not None and first.is_bye else None

    @property
    def forfeited(self) -> bool:
        """Preface: a forfeit match, at least one player forfeited both games."""
        if self.opponent is None:
            return False
        return self.games == _BOTH_FORFEITED or self.opponent_games == _BOTH_FORFEITED

    @property
    def won_by_forfeit(self) -> bool:
        """C2 (2.1.2): the opponent forfeited both games and this player did not."""
        if self.opponent is None:
            return False
        return self.opponent_games == _BOTH_FORFEITED and self.games != _BOTH_FORFEITED

    @property
    def met(self) -> bool:
        """C1 (2.1.1): the players met, any match but a forfeit match (Preface)."""
        return self.opponent is not None and not self.forfeited

    @property
    def played(self) -> bool:
        """1.6: at least one game of the match was played over the board (the colour of
        the match counts only then)."""
        return self.opponent is not None and any(g is not None and g.played for g in self.games)


@dataclass(frozen=True, slots=True)
class MatchScoring:
    """Points in tenths: each game by the 162 values of ``games``; the byes per match
    (1.4: the PAB is a match with one game won and one drawn, 1.5 by default)."""

    games: Scoring
    pab: int
    full_bye: int
    half_bye: int

    def points(self, m: MatchEntry) -> int:
        """The points of one match (C.04.5 Preface: the sum of its games)."""
        bye = m.bye
        if bye is ResultCode.PAB:
            return self.pab
        if bye is ResultCode.FULL_BYE:
            return self.full_bye
        if bye is ResultCode.HALF_BYE:
            return self.half_bye
        if bye is not None:
            return 0
        total = 0
        for k, g in enumerate(m.games):
            if g is not None:
                colour = m.colour if k == 0 else m.colour.opposite
                total += self.games.points(g, colour)
        return total


def match_scoring(t: Tournament) -> MatchScoring:
    """The per-match values of 162 ``P``, ``F``, ``H`` under Double-Swiss; a value the file
    leaves at the per-game default (equal to a win, or to a draw for ``H``) is the match
    default: the PAB a win and a draw (1.4), a full-point bye two wins, a half-point bye
    two draws (docs/double-swiss.md, "The dialect")."""
    s = t.scoring
    win, draw = s.win, s.draw
    pab = s.pab if s.pab != win else win + draw
    full = s.full_bye if s.full_bye != win else 2 * win
    half = s.half_bye if s.half_bye != draw else 2 * draw
    return MatchScoring(s, pab, full, half)


def player_points(t: Tournament, player: Player) -> int:
    """``player``'s points in tenths: the game points of the matches, each bye once per
    match (C.04.5 Preface, 1.4; ``match_scoring``)."""
    scoring = match_scoring(t)
    total = 0
    for k in range(1, (len(player.rounds) + 1) // 2 + 1):
        one, two = player.entry(2 * k - 1), player.entry(2 * k)
        total += scoring.points(MatchEntry(one.opponent, one.colour, (one.result, two.result)))
    return total


def match_count(t: Tournament) -> int:
    """The matches the file holds: half its columns, rounded up (a half-recorded match
    is one, ``validate`` reports it)."""
    return (t.rounds_played + 1) // 2


def match_entries(t: Tournament, matches: int | None = None) -> dict[int, tuple[MatchEntry, ...]]:
    """Each player's first ``matches`` matches (default: all in the file), by start rank;
    a match without an entry in game 1 is an empty entry (opponent None, no games)."""
    count = match_count(t) if matches is None else matches
    by_rank = {p.start_rank: p for p in t.players}
    out: dict[int, tuple[MatchEntry, ...]] = {}
    for p in t.players:
        row = []
        for k in range(1, count + 1):
            one, two = p.entry(2 * k - 1), p.entry(2 * k)
            opp_games: tuple[ResultCode | None, ResultCode | None] = (None, None)
            other = by_rank.get(one.opponent or 0)
            if other is not None:
                opp_games = (other.entry(2 * k - 1).result, other.entry(2 * k).result)
            row.append(MatchEntry(one.opponent, one.colour, (one.result, two.result), opp_games))
        out[p.start_rank] = tuple(row)
    return out


def validate(
    t: Tournament, doc: Document | None, player_lines: Mapping[int, int]
) -> list[Diagnostic]:
    """Every column pair of the file that is not a match of the dialect (DSW001-DSW004),
    every 240 record that names one column of a match (DSW005, a warning: the reader
    extends it to both) and every 250 range that splits a match (DSW006); each located at
    the 001 round block or the record (docs/double-swiss.md, "The dialect")."""
    out = Reporter(doc.path if doc is not None else "")
    declared = t.total_rounds
    if declared is not None and declared % 2:
        out.add(
            "DSW001",
            Severity.ERROR,
            "a Double-Swiss event has two columns per match: the rounds (142/XXR) must be even",
            expected="an even number of rounds",
            found=str(declared),
            line=_record_line(doc, ("142", "XXR")),
            column=5,
        )
    matches = match_count(t)
    for p in t.players:
        line = player_lines.get(p.start_rank, -1) + 1
        for k in range(1, matches + 1):
            problem = _column_pair(p.entry(2 * k - 1), p.entry(2 * k))
            if problem is not None:
                code, message, expected, found = problem
                out.add(
                    code,
                    Severity.ERROR,
                    f"match {k} (columns {2 * k - 1}-{2 * k}): {message}",
                    expected=expected,
                    found=found,
                    line=line,
                    column=block_base(2 * k),
                    player=p.start_rank,
                    round_no=2 * k,
                )
    _points(t, player_lines, out)
    if doc is not None:
        _records(t, doc, out)
    return [_ruled(d) for d in out.findings]


def reader_findings(
    t: Tournament,
    doc: Document | None,
    player_lines: Mapping[int, int],
    found: Sequence[Diagnostic],
) -> list[Diagnostic]:
    """The reader's findings of a Double-Swiss file: its points check per column (PTS001,
    which counts a bye once per column) replaced by the match check (DSW007), and the
    dialect's findings (``validate``) added."""
    kept = [d for d in found if d.code != "PTS001"]
    return kept + validate(t, doc, player_lines)


def _points(t: Tournament, player_lines: Mapping[int, int], out: Reporter) -> None:
    """DSW007: the 001 points are the game points of the matches (Preface, 1.4)."""
    for player in t.players:
        p = player.start_rank
        total = player_points(t, player)
        if player.points is not None and player.points != total:
            out.add(
                "DSW007",
                Severity.ERROR,
                "declared points do not match the matches' game points",
                expected=f"{total / 10:.1f} (the games, and the byes per match)",
                found=f"{player.points / 10:.1f}",
                line=player_lines.get(p, -1) + 1,
                column=_POINTS_COLUMN,
                player=p,
            )


def _ruled(d: Diagnostic) -> Diagnostic:
    return replace(d, rule=_RULES[d.code])


_RULES = {
    "DSW001": "C.04.5 Preface; TRF 142 (two columns per match, docs/double-swiss.md)",
    "DSW002": "C.04.5 Preface (a match of two games, same opponent, colours alternate)",
    "DSW003": "C.04.5 Preface (byes apply to whole matches only)",
    "DSW004": "C.04.5 Preface (a match of two games)",
    "DSW005": "TRF 240; C.04.5 Preface (byes apply to whole matches only)",
    "DSW006": "TRF 250; C.04.5 (a match of two columns)",
    "DSW007": "TRF 001 points; C.04.5 Preface, 1.4",
}


def _column_pair(one: RoundEntry, two: RoundEntry) -> tuple[str, str, str, str] | None:
    """(code, message, expected, found) when the two columns are not one match."""
    if one.is_empty and two.is_empty:
        return None
    if (
        one.opponent is not None
        and one.opponent == two.opponent
        and one.colour is not Colour.NONE
        and two.colour is one.colour.opposite
    ):
        return None  # a match of two games (the common case, decided first)
    shown = f"{_block(one)} / {_block(two)}"
    if one.is_empty or two.is_empty:
        return ("DSW004", "only one game of the match is recorded", "both columns", shown)
    bye_one = one.opponent is None and one.result is not None and one.result.is_bye
    bye_two = two.opponent is None and two.result is not None and two.result.is_bye
    if bye_one or bye_two:
        if bye_one and bye_two and one.result is two.result:
            return None
        return (
            "DSW003",
            "a bye covers the whole match: the same bye code in both columns",
            "the same bye in both columns",
            shown,
        )
    if one.opponent != two.opponent:
        return ("DSW002", "the two games have different opponents", "the same opponent", shown)
    uncoloured = one.colour is Colour.NONE and two.colour is Colour.NONE
    if uncoloured and all(e.result in _FORFEITS for e in (one, two)):
        return None  # forfeits written without colours: no game played, no colour (1.6)
    if one.colour is Colour.NONE or two.colour is not one.colour.opposite:
        return (
            "DSW002",
            "the colours of the two games must alternate",
            "w then b, or b then w",
            shown,
        )
    return None


def _block(e: RoundEntry) -> str:
    opponent = f"{e.opponent:04d}" if e.opponent else "0000"
    return f"{opponent} {e.colour.value} {e.result.value if e.result else ' '}"


def _record_line(doc: Document | None, codes: tuple[str, ...]) -> int:
    if doc is None:
        return 0
    for i, line in enumerate(doc.lines):
        if line.text[:3] in codes:
            return i + 1
    return 0


def _records(t: Tournament, doc: Document, out: Reporter) -> None:
    """240 records naming one column of a match (DSW005) and 250 ranges that do not start
    on a game-1 column and end on a game-2 column (DSW006)."""
    byes: dict[tuple[int, str, frozenset[int]], int] = {}
    for i, line in enumerate(doc.lines):
        code, text = line.text[:3], line.text.replace("\t", " ")
        if code == "240":
            round_no = parse_int(R240_ROUND.take(text)) or 0
            ids = frozenset(int(x) for x in text[R240_FIRST_ID - 1 :].split() if x.isdigit())
            byes[(round_no, R240_TYPE.take(text).upper(), ids)] = i + 1
        elif code == "250":
            first = parse_int(text[14:17]) or 0
            last = parse_int(text[18:21]) or 0
            if first % 2 == 0 or last % 2:
                out.add(
                    "DSW006",
                    Severity.ERROR,
                    "a 250 range of rounds splits a match: it must start on a game-1 column "
                    "(odd) and end on a game-2 column (even)",
                    expected="odd first round, even last round",
                    found=f"{first}-{last}",
                    line=i + 1,
                    column=15,
                )
    for (round_no, kind, ids), line_no in byes.items():
        partner = round_no + 1 if round_no % 2 else round_no - 1
        if partner >= 1 and (partner, kind, ids) not in byes:
            out.add(
                "DSW005",
                Severity.WARNING,
                f"the 240 record names column {round_no} only; read as naming both columns "
                f"of match {(round_no + 1) // 2}",
                expected=f"a 240 record for column {partner} too",
                found=f"column {round_no} only",
                line=line_no,
                column=7,
            )
