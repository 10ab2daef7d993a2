"""Stage 2, ``load``: a Document to a Tournament, with the findings met on the way.

Lenient: every problem becomes a ``Diagnostic`` and reading goes on; only a file
without any 001 record is refused (TrfSyntaxError). ``strict=True`` raises on
the first warning or error instead (docs/diagnostics.md).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, NoReturn

from .checks import TrfLocator, check_tournament
from .columns import block_base, player_field
from .diagnostics import Diagnostic
from .document import Document, LineKind
from .double_swiss import is_double_swiss, reader_findings
from .errors import Severity, TrfSyntaxError, caret_context
from .limits import MAX_ACCELERATION_ENTRIES, MAX_ITEMS, MAX_ROUNDS, MAX_START_RANK, OUT_OF_RANGE
from .model import (
    AbsenceRecord,
    Colour,
    ForbiddenPairs,
    ForfeitedMatch,
    LineUp,
    Player,
    ResultCode,
    RoundEntry,
    Team,
    TeamPab,
    TeamScoring,
    TiebreakChange,
    Tournament,
)
from .players import decode_player
from .records import (
    apply_scoring_line,
    decode_240,
    decode_250,
    decode_260,
    decode_xxa,
    decode_xxc,
    finish_scoring,
)
from .reporter import Reporter
from .values import parse_date, parse_int

__all__ = ["Loaded", "load"]


@dataclass(frozen=True, slots=True)
class Loaded:
    """The result of ``load``: the tournament, the findings and where each player's line is.

    ``document`` is None for a JSON file that carries no source document.
    """

    tournament: Tournament
    findings: tuple[Diagnostic, ...]
    document: Document | None
    player_lines: Mapping[int, int] = field(default_factory=dict)  # start rank -> line index

    @property
    def errors(self) -> tuple[Diagnostic, ...]:
        """The findings of severity error."""
        return tuple(f for f in self.findings if f.severity is Severity.ERROR)


@dataclass(slots=True)
class _Header:
    """What the header, parameter and extension lines say, collected in file order."""

    name: str | None = None
    start: str | None = None
    end: str | None = None
    date_lines: dict[str, int] = field(default_factory=dict)  # 042/052 -> line number
    system: str | None = None
    event_type: str | None = None
    tiebreaks: tuple[str, ...] = ()
    standings_order: tuple[str, ...] = ()
    tiebreak_changes: list[TiebreakChange] = field(default_factory=list)
    team_data: _TeamData | None = None
    rounds_142: int | None = None
    rounds_xxr: int | None = None
    rounds_lines: dict[str, int] = field(default_factory=dict)  # 142/XXR -> line number
    colour_152: Colour | None = None
    colour_xxc: Colour | None = None
    scoring: dict[str, int] = field(default_factory=dict)
    acceleration: dict[tuple[int, int], int] = field(default_factory=dict)
    forbidden: list[ForbiddenPairs] = field(default_factory=list)
    absences: list[AbsenceRecord] = field(default_factory=list)
    xxz: list[tuple[int, frozenset[int]]] = field(default_factory=list)  # (line, ids)
    declared_players: tuple[int, int] | None = None  # (line, value of 062)


def load(doc: Document, *, strict: bool = False, check: bool = True) -> Loaded:
    """Stage 2: decode ``doc`` into a Tournament and collect findings.

    Raises TrfSyntaxError if the document has no 001 record, or (``strict``) at the
    first finding of severity warning or error.
    """
    out = Reporter(doc.path)
    if doc.encoding != "utf-8":
        reason = f" ({doc.encoding_reason})" if doc.encoding_reason else ""
        out.add(
            "ENC001",
            Severity.WARNING,
            f"file is not UTF-8; read as {doc.encoding.upper()}{reason}",
            expected="UTF-8",
            found=doc.encoding,
            line=1,
            column=1,
        )
    players, player_lines = _players(doc, out)
    _report_cut_records(doc, players, player_lines, out)
    header = _header(doc, [p.start_rank for p in players], out)
    if header.team_data is None or not header.team_data.teams:
        # a team event's "0000 - +" is a board won against an empty board, not a PAB
        players = _normalise_plus_byes(players, player_lines, out)
    tournament = _tournament(players, header, out)
    if check:
        check_tournament(tournament, TrfLocator(doc.path, player_lines), out)
        _check_header(header, tournament, out)
        _report_uncoded_blocks(tournament, player_lines, out)
        if is_double_swiss(tournament):  # two columns per match (trf.double_swiss)
            out.findings[:] = reader_findings(tournament, doc, player_lines, out.findings)
    loaded = Loaded(tournament, tuple(out.findings), doc, player_lines)
    if strict:
        raise_first(loaded.findings, doc)
    return loaded


_POINTS_END = player_field("points").last
_RANK_END = player_field("rank").last


def _report_cut_records(
    doc: Document, players: list[Player], lines: Mapping[int, int], out: Reporter
) -> None:
    """PLY004 (docs/diagnostics.md) for a record cut after its rank column (a file cut there): the
    record ends at or before column 89, has no round block, and other players' blocks name
    it as their opponent. A record without round blocks is legitimate (a player who has
    not played yet: a file before round 1, a late entry, appended at the end of the file),
    and so is one with blank blocks written out; only the other players' games against it
    show that its blocks were lost. A record cut before the points is PLY004 already
    (``decode_player``)."""
    if all(p.rounds for p in players):
        return
    named = {opponent for p in players for opponent in _opponents(p)}
    for p in players:
        if p.rounds or p.start_rank not in named or p.start_rank not in lines:
            continue
        text = doc.lines[lines[p.start_rank]].text
        if len(text) > _RANK_END or len(text.rstrip()) < _POINTS_END:
            continue
        others = sorted({q.start_rank for q in players if p.start_rank in _opponents(q)})
        shown = ", ".join(map(str, others[:10])) + (" ..." if len(others) > 10 else "")
        out.add(
            "PLY004",
            Severity.ERROR,
            f"001 record is truncated after the rank: no round block, though player"
            f"{'s' if len(others) > 1 else ''} {shown} name{'' if len(others) > 1 else 's'} "
            f"{p.start_rank} as opponent",
            expected=f"round blocks from column {block_base(1)}",
            found=f"{len(text)} columns",
            line=lines[p.start_rank] + 1,
            column=len(text) + 1,
            player=p.start_rank,
        )


def _opponents(p: Player) -> set[int]:
    """The start ranks ``p``'s round blocks name as opponent (its own excluded)."""
    return {e.opponent for e in p.rounds if e.opponent not in (None, p.start_rank)}


def _report_uncoded_blocks(t: Tournament, lines: Mapping[int, int], out: Reporter) -> None:
    """RES015, once per file: round blocks with no result code (``0000 -`` and a blank
    result, or an all-blank block) before a player's last block. docs/trf-format.md reads them as
    "not paired" (a zero-point bye, ``Z``); files of some programs mean a bye worth points,
    which the PTS001 findings of those players then show. A warning when the points
    column credits any of them (PTS001 on one of those players), else info. The finding
    names every player with such a block (the first one first): the points of each rest
    on it (``verify.causes``)."""
    blocks = [
        (p.start_rank, r)
        for p in t.players
        for r, e in enumerate(p.rounds, start=1)
        if e.opponent is None and e.result is None
    ]
    if not blocks:
        return
    players = {sr for sr, _ in blocks}
    credited = sorted(
        {f.player for f in out.findings if f.code == "PTS001" and f.player in players} - {None}
    )
    first_player, first_round = blocks[0]
    shown = ", ".join(map(str, credited[:10])) + (" ..." if len(credited) > 10 else "")
    tail = (
        f"; the points column credits points for them to {len(credited)} of those players "
        f"({shown}, see PTS001)"
        if credited
        else ""
    )
    out.add(
        "RES015",
        Severity.WARNING if credited else Severity.INFO,
        f"{_count(len(blocks), 'round block')} of {_count(len(players), 'player')} "
        "without a result code; "
        f"read as not paired (zero-point bye, docs/trf-format.md){tail}",
        expected="a result code (U, H, F, Z, + ...) in every block up to the last one",
        found="blank result",
        line=lines[first_player] + 1 if first_player in lines else 0,
        column=92 + 10 * (first_round - 1) + 7,
        player=first_player,
        round_no=first_round,
        others=tuple(sorted(players - {first_player})),
    )


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")


def raise_first(findings: tuple[Diagnostic, ...], doc: Document | None = None) -> None:
    """Strict mode: raise TrfSyntaxError for the first warning or error, if any."""
    for finding in findings:
        if finding.severity is not Severity.INFO:
            context = ""
            if doc is not None and 1 <= finding.line <= len(doc.lines):
                context = caret_context(doc.lines[finding.line - 1].text, finding.column)
            raise TrfSyntaxError(
                finding.expected,
                f"{finding.found} (--strict refuses a {finding.severity})",
                path=finding.path,
                line=finding.line,
                column=finding.column,
                context=context,
                code=finding.code,
                severity=finding.severity.value,
                message=finding.message,
            )


def _shifted_player(text: str) -> bool:
    """A 001 record moved right by blanks (`` 001    3 ...``): its fields are out of their
    columns, so it cannot be read as a player."""
    stripped = text.lstrip(" \t")
    return len(stripped) < len(text) and stripped[:4] == "001 "


def _report_shifted_player(text: str, line_no: int, out: Reporter) -> None:
    """PLY003 (a shifted line, docs/diagnostics.md) as an error: the player of this record
    is missing from the tournament, so every round that names it is unreliable."""
    shift = len(text) - len(text.lstrip(" \t"))
    rank = parse_int(text[shift + 4 : shift + 8])
    out.add(
        "PLY003",
        Severity.ERROR,
        f"001 record shifted right by {shift} column{'s' if shift != 1 else ''}: it cannot "
        "be read as a player, who is missing from the tournament",
        expected="'001' in columns 1-3",
        found=repr(text[: shift + 8]),
        line=line_no,
        column=1,
        player=rank if rank else None,
    )


def _players(doc: Document, out: Reporter) -> tuple[list[Player], dict[int, int]]:
    players: list[Player] = []
    lines: dict[int, int] = {}
    if not any(line.kind is LineKind.PLAYER for line in doc.lines):
        _no_players(doc)
    for index, line in enumerate(doc.lines):
        if line.kind is LineKind.PLAYER:
            player = decode_player(line.text, index + 1, out)
            if player is None:
                continue
            if player.start_rank in lines:
                out.add(
                    "PLY001",
                    Severity.ERROR,
                    f"start rank {player.start_rank} used twice",
                    expected="unique start ranks",
                    found=f"also on line {lines[player.start_rank] + 1}",
                    line=index + 1,
                    column=5,
                    player=player.start_rank,
                )
                continue
            lines[player.start_rank] = index
            players.append(player)
        elif line.kind is LineKind.OTHER and _shifted_player(line.text):
            _report_shifted_player(line.text, index + 1, out)
        elif line.kind is LineKind.OTHER:
            out.add(
                "LIN001",
                Severity.WARNING,
                "unrecognised line, kept as it is",
                expected="a TRF record",
                found=repr(line.text[:20]),
                line=index + 1,
                column=1,
            )
    if not players:
        _no_players(doc)
    return players, lines


def _no_players(doc: Document) -> NoReturn:
    """Raise the error for a document without any usable 001 record."""
    found = "an empty file" if not doc.lines else "no 001 record"
    first = next((i for i, ln in enumerate(doc.lines) if ln.text.strip()), 0)
    text = doc.lines[first].text if doc.lines else ""
    raise TrfSyntaxError(
        "at least one 001 player record",
        found if not text else f"{found} (first line starts {text[:20]!r})",
        path=doc.path,
        line=first + 1,
        column=1,
        context=caret_context(text, 1) if text else "",
    )


def _header(doc: Document, start_ranks: list[int], out: Reporter) -> _Header:
    """Header, parameter and extension lines, in file order (last one wins)."""
    known = frozenset(start_ranks)
    header = _Header()
    for index, line in enumerate(doc.lines):
        if line.kind in _HEADER_KINDS:
            _header_line(header, line.text, index + 1, known, out)
        elif line.kind is LineKind.COMMENT and (change := _tiebreak_change(line.text)):
            header.tiebreak_changes.append(change)
    header.team_data = _team_records(doc, out)
    header.scoring = dict(header.scoring)
    return header


_HEADER_KINDS = frozenset(
    {
        LineKind.HEADER,
        LineKind.PARAMETER,
        LineKind.INDIVIDUAL_26,
        LineKind.EXTENSION,
        LineKind.BBP_POINTS,
    }
)


def _header_line(h: _Header, text: str, line_no: int, ranks: frozenset[int], out: Reporter) -> None:
    code, value = text[:3], text[4:].strip()
    if code == "012" and h.name is None:
        h.name = value
    elif code == "042":
        h.start = value
        h.date_lines["042"] = line_no
    elif code == "052":
        h.end = value
        h.date_lines["052"] = line_no
    elif code == "062":
        number = parse_int(value)
        h.declared_players = (line_no, number) if number is not None else None
    elif code == "192":
        h.system = value or None
    elif code == "092":
        h.event_type = value or None
    elif code == "202":
        h.tiebreaks = _bounded_items(code, value, line_no, out)
    elif code == "212":
        h.standings_order = _bounded_items(code, value, line_no, out)
    elif code in ("142", "XXR"):
        _rounds(h, code, value, line_no, out)
    elif code == "152":
        h.colour_152 = {"W": Colour.WHITE, "B": Colour.BLACK}.get(value.upper())
        if h.colour_152 is None:
            out.add(
                "T26005",
                Severity.WARNING,
                "152 is not W or B",
                expected="W or B",
                found=repr(value),
                line=line_no,
                column=5,
            )
    elif code == "XXC":
        h.colour_xxc = decode_xxc(text)[0] or h.colour_xxc
    elif code in ("XXS", "162") or code.startswith("BB"):
        apply_scoring_line(h.scoring, text, line_no, out)
    elif code in ("XXA", "250"):
        decoded = (
            decode_xxa(text, line_no, out)
            if code == "XXA"
            else decode_250(text, line_no, ranks, out)
        )
        unknown = sorted({sr for sr, _ in decoded} - ranks)
        if unknown:
            out.add(
                "EXT002",
                Severity.WARNING,
                f"{code}: virtual points for a player not in the file; ignored",
                expected="the start rank of a 001 record",
                found=", ".join(map(str, unknown[:5])),
                line=line_no,
                column=5,
            )
            decoded = {key: v for key, v in decoded.items() if key[0] not in unknown}
        if len(h.acceleration) + len(decoded) > MAX_ACCELERATION_ENTRIES:
            out.add(
                OUT_OF_RANGE,
                Severity.ERROR,
                f"{code}: too many (player, round) pairs of virtual points; line ignored",
                expected=f"at most {MAX_ACCELERATION_ENTRIES} in a file (docs/limits.md)",
                found=f"{len(h.acceleration) + len(decoded)}",
                line=line_no,
                column=1,
            )
        else:
            h.acceleration.update(decoded)
    elif code == "XXP":
        h.forbidden.append(ForbiddenPairs(_token_ids(text, line_no, out)))
    elif code == "260":
        h.forbidden.append(decode_260(text, line_no, out))
    elif code == "XXZ":
        h.xxz.append((line_no, _token_ids(text, line_no, out)))
    elif code == "240":
        record = decode_240(text, line_no, out)
        if record is not None:
            h.absences.append(record)


_TIEBREAK_CHANGE = re.compile(r"###\s*Tie-?breaks\s*@\s*Round\s*(\d+)\s*:(.*?)->(.*)", re.I)


def _tiebreak_change(text: str) -> TiebreakChange | None:
    """A ``### Tie-breaks @ Round n: OLD -> NEW`` record (checklist Q202), else None."""
    match = _TIEBREAK_CHANGE.match(text)
    if match is None:
        return None
    return TiebreakChange(int(match.group(1)), _items(match.group(2)), _items(match.group(3)))


def _items(value: str) -> tuple[str, ...]:
    """The items of a 202/212 record, separated by commas (MTB26) or blanks (as
    Gacrux reads them); empty items are dropped."""
    return tuple(item for item in re.split(r"[,\s]+", value) if item)


def _bounded_items(code: str, value: str, line_no: int, out: Reporter) -> tuple[str, ...]:
    """The items of a 202/212 record (at most ``MAX_ITEMS``)."""
    items = _items(value)
    if len(items) > MAX_ITEMS:
        out.add(
            OUT_OF_RANGE,
            Severity.ERROR,
            f"{code}: more than {MAX_ITEMS} items; the first {MAX_ITEMS} are used",
            expected=f"at most {MAX_ITEMS} items (docs/limits.md)",
            found=f"{len(items)} items",
            line=line_no,
            column=5,
        )
    return items[:MAX_ITEMS]


@dataclass(slots=True)
class _TeamData:
    """The team records of a document (docs/team.md), in file order."""

    teams: list[Team] = field(default_factory=list)
    lineups: list[LineUp] = field(default_factory=list)
    pab: TeamPab | None = None
    forfeits: list[ForfeitedMatch] = field(default_factory=list)
    board_colours: tuple[Colour, ...] = ()
    scoring: TeamScoring | None = None
    acceleration: dict[tuple[int, int], int] = field(default_factory=dict)


def _team_records(doc: Document, out: Reporter) -> _TeamData:
    """The team records: legacy 013 and TRF-26 310, 300, 320, 330, 352, 362 and the 250
    records with match points (the last 320, 352 and 362 win). The model's teams are those
    of the 310 records, else those of the 013 records."""
    data = _TeamData()
    # the team decoders (trf.teams) are imported at the first team record, never for an
    # individual event (start-up: tests/cli/test_imports.py)
    for index, line in enumerate(doc.lines):
        text, kind = line.text, line.kind
        if kind is LineKind.TEAM_LEGACY:
            from .teams import decode_team_013

            data.teams.append(decode_team_013(text))
        elif kind is LineKind.TEAM_26 or (kind is LineKind.PARAMETER and text[:3] in _TEAM_PARAMS):
            _team_line(data, text, index + 1, out)
        elif kind is LineKind.INDIVIDUAL_26 and text.startswith("250"):
            from .teams import decode_team_250

            data.acceleration.update(decode_team_250(text))
    return data


_TEAM_PARAMS = ("352", "362")


def _team_line(data: _TeamData, text: str, line_no: int, out: Reporter) -> None:
    from .teams import decode_300, decode_310, decode_320, decode_330, decode_352, decode_362

    code = text[:3]
    decoded: object = None
    if code == "310":
        decoded = team = decode_310(text)
        if team.number is not None:
            data.teams.append(team)
        else:
            decoded = None
    elif code == "300":
        decoded = lineup = decode_300(text)
        if lineup is not None:
            data.lineups.append(lineup)
    elif code == "320":
        decoded = data.pab = decode_320(text)
    elif code == "330":
        decoded = forfeit = decode_330(text)
        if forfeit is not None:
            data.forfeits.append(forfeit)
    elif code == "352":
        decoded = colours = decode_352(text)
        data.board_colours = colours or data.board_colours
    elif code == "362":
        decoded = data.scoring = decode_362(text) or data.scoring
    else:
        return  # 801/802: informative, kept verbatim
    if decoded is None:
        out.add(
            "T26006",
            Severity.WARNING,
            f"unreadable {code} team record, kept as it is",
            expected=_TEAM_LAYOUTS[code],
            found=repr(text[4:40]),
            line=line_no,
            column=5,
        )


_TEAM_LAYOUTS = {
    "310": "team number at columns 5-7",
    "300": "round 5-7, team 9-11, opponent 13-15, players from 17",
    "320": "PAB match points 5-8, game points 10-13, teams from 15",
    "330": "+- -+ or -- at 5-6, round 8-10, teams 12-14 and 16-18",
    "352": "board colours W/B from column 5",
    "362": "TW, TD, TL with their match points",
}


def _rounds(h: _Header, code: str, value: str, line_no: int, out: Reporter) -> None:
    number = parse_int(value)
    if number is None:
        out.add(
            "HDR004",
            Severity.WARNING,
            f"{code} is not a number of rounds",
            expected="a whole number",
            found=repr(value),
            line=line_no,
            column=5,
        )
    elif number > MAX_ROUNDS:
        out.add(
            OUT_OF_RANGE,
            Severity.ERROR,
            f"{code}: number of rounds beyond the maximum; ignored",
            expected=f"at most {MAX_ROUNDS} rounds (docs/limits.md)",
            found=value if len(value) <= 20 else f"a {len(value)}-digit number",
            line=line_no,
            column=5,
        )
    elif code == "142":
        h.rounds_142 = number
        h.rounds_lines[code] = line_no
    else:
        h.rounds_xxr = number
        h.rounds_lines[code] = line_no


def _token_ids(text: str, line_no: int, out: Reporter) -> frozenset[int]:
    """The start ranks of an XXP or XXZ line (whitespace-separated, 1..MAX_START_RANK)."""
    ids = set()
    for token in text[3:].split():
        number = parse_int(token)
        if number is None or number == 0:
            continue
        if number > MAX_START_RANK:
            out.add(
                OUT_OF_RANGE,
                Severity.ERROR,
                f"{text[:3]}: start rank beyond the maximum; ignored",
                expected=f"a start rank 1-{MAX_START_RANK} (docs/limits.md)",
                found=token if len(token) <= 20 else f"a {len(token)}-digit number",
                line=line_no,
                column=text.find(token) + 1,
            )
            continue
        ids.add(number)
    return frozenset(ids)


def _normalise_plus_byes(
    players: list[Player], lines: Mapping[int, int], out: Reporter
) -> list[Player]:
    """RES010 (docs/trf-format.md): a forfeit win without opponent is the round's PAB, if
    it has none yet."""
    has_pab: set[int] = set()
    for player in players:
        for r, entry in enumerate(player.rounds, start=1):
            if entry.result is ResultCode.PAB:
                has_pab.add(r)
    result = []
    for player in players:
        for r, entry in enumerate(player.rounds, start=1):
            if entry.result is ResultCode.FORFEIT_WIN and entry.opponent is None:
                if r in has_pab:
                    message = "forfeit win without opponent in a round that has a PAB"
                else:
                    has_pab.add(r)
                    player = player.with_entry(r, RoundEntry(None, Colour.NONE, ResultCode.PAB))
                    message = "PAB written as a forfeit win without opponent ('0000 - +')"
                out.add(
                    "RES010",
                    Severity.WARNING,
                    f"round {r}: {message}",
                    expected="U for a pairing-allocated bye",
                    found="'+' without opponent",
                    line=lines[player.start_rank] + 1,
                    column=92 + 10 * (r - 1) + 7,
                    player=player.start_rank,
                    round_no=r,
                )
        result.append(player)
    return result


def _tournament(players: list[Player], h: _Header, out: Reporter) -> Tournament:
    played = max((len(p.rounds) for p in players), default=0)
    absences = [a for a in h.absences if a.players]  # an absence of nobody says nothing
    for _, ids in h.xxz:
        if ids:
            absences.append(AbsenceRecord(played + 1, ResultCode.ZERO_BYE, ids))
    total = h.rounds_142 if h.rounds_142 is not None else h.rounds_xxr
    return Tournament(
        players=tuple(sorted(players, key=lambda p: p.start_rank)),
        name=h.name or "",
        start_date=parse_date(h.start) if h.start else None,
        end_date=parse_date(h.end) if h.end else None,
        total_rounds=h.rounds_142 if h.rounds_142 is not None else h.rounds_xxr,
        initial_colour=h.colour_152 or h.colour_xxc,
        scoring=finish_scoring(h.scoring),
        acceleration=dict(sorted(h.acceleration.items())),
        forbidden=tuple(_every_round(f, total) for f in h.forbidden),
        absences=tuple(absences),
        system=h.system,
        event_type=h.event_type,
        tiebreaks=h.tiebreaks,
        standings_order=h.standings_order,
        tiebreak_changes=tuple(h.tiebreak_changes),
        **_team_fields(h.team_data),
    )


def _team_fields(data: _TeamData | None) -> dict[str, Any]:
    if data is None:
        return {}
    return {
        # the 310 records; else the legacy 013 (a TRF-26 file may keep 013 for old readers)
        "teams": tuple(x for x in data.teams if x.number is not None) or tuple(data.teams),
        "lineups": tuple(data.lineups),
        "team_pab": data.pab,
        "forfeited_matches": tuple(data.forfeits),
        "board_colours": data.board_colours,
        "team_scoring": data.scoring,
        "team_acceleration": dict(sorted(data.acceleration.items())) if data.teams else {},
    }


def _every_round(f: ForbiddenPairs, total: int | None) -> ForbiddenPairs:
    """One form for "every round": a 260 record from round 1 (or 0) to the last round of
    the event (142/XXR, or 999, the largest its 3 columns hold) is an XXP line's None/None,
    so the two families convert into each other without change (docs/trf-format.md)."""
    first = None if f.first_round is not None and f.first_round <= 1 else f.first_round
    last = f.last_round
    if last is not None and (last >= MAX_ROUNDS or (total is not None and last >= total)):
        last = None
    return (
        f
        if (first, last) == (f.first_round, f.last_round)
        else replace(f, first_round=first, last_round=last)
    )


def _check_header(h: _Header, t: Tournament, out: Reporter) -> None:
    """HDR001 (docs/diagnostics.md): 062 against the 001 lines, XXR/142 against the rounds
    present."""
    if h.declared_players is not None and h.declared_players[1] != len(t.players):
        out.add(
            "HDR001",
            Severity.WARNING,
            "062 does not match the number of 001 records",
            expected=str(len(t.players)),
            found=str(h.declared_players[1]),
            line=h.declared_players[0],
            column=5,
        )
    if t.total_rounds is not None and t.total_rounds < t.rounds_played:
        out.add(
            "HDR001",
            Severity.WARNING,
            "fewer rounds declared than present",
            expected=f"at least {t.rounds_played}",
            found=str(t.total_rounds),
            line=h.rounds_lines.get("142" if h.rounds_142 is not None else "XXR", 0),
            column=5,
        )
    for name, raw, parsed in (("042", h.start, t.start_date), ("052", h.end, t.end_date)):
        if raw and parsed is None:
            out.add(
                "HDR003",
                Severity.WARNING,
                f"{name} date not understood",
                expected="a date such as 2026/03/06",
                found=repr(raw),
                line=h.date_lines.get(name, 0),
                column=5,
            )
