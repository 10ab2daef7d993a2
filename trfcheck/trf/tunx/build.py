"""Stage 2 for ``.TUNX``: the decoded records to the tournament, or a refusal.

``build(raw)`` gives each pairing record its meaning (docs/tunx.md, "Pairing records"),
checks that the rounds are consistent (each player once per round, every player of a paired
round accounted for, a known result code, at most one PAB) and raises ``TunxError``
TUNX002 at the offending record otherwise, so a file is never converted wrongly. What had
to be inferred rather than read (TUNX003) and the bytes that are not understood (TUNX004)
are findings located at their file offset.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import date

from ..diagnostics import Diagnostic, Severity
from ..model import (
    AbsenceRecord,
    Colour,
    Player,
    ResultCode,
    RoundEntry,
    Scoring,
    Tournament,
)
from . import layout as L
from .decode import RawPlayer, RawRecord, RawRound, TunxFile
from .layout import TunxError

__all__ = ["BANNER", "Built", "build"]

#: The rule each TUNX code rests on.
RULE = "Swiss-Manager .TUNX layout (docs/tunx.md)"

#: The first words of the first line of a document converted from a TUNX file.
BANNER = "### converted by trfcheck from the Swiss-Manager file"
NAME_WIDTH = 33  # TRF16 001 name: cols 15-47
FIDE_TITLES = frozenset({"GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM"})

# Game result codes (u16 at +4 of a record between two players): docs/tunx.md.
_GAMES: dict[int, tuple[ResultCode, ResultCode] | None] = {
    0: None,  # paired, no result entered yet
    1: (ResultCode.WIN, ResultCode.LOSS),
    2: (ResultCode.DRAW, ResultCode.DRAW),
    3: (ResultCode.LOSS, ResultCode.WIN),
    4: (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
    5: (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
}
_PAB_CODES = frozenset({0, 9})  # with 0xFFFF: 9 scored, 0 not yet
# With 0xFFFE (not paired): the points as a game's code gives them to White (inferred).
_NOT_PAIRED = {
    0: ResultCode.ZERO_BYE,  # no result (as for a game), or a player out of the event
    1: ResultCode.FULL_BYE,
    2: ResultCode.HALF_BYE,
    3: ResultCode.ZERO_BYE,
}


#: Characters a TRF record cannot hold (trf.writer refuses them): control characters and
#: line separators.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


@dataclass(slots=True)
class Built:
    """The tournament of a TUNX file, the TRF header records the model does not hold
    (``extra``: whole lines such as ``122 90min + 30s``), the ``###`` lines of the converted
    document (``comments``), the findings, and each player's record offset."""

    tournament: Tournament
    extra: list[str] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)
    findings: list[Diagnostic] = field(default_factory=list)
    player_offsets: dict[int, int] = field(default_factory=dict)


class _Out:
    """Collects findings located at file offsets."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.findings: list[Diagnostic] = []

    def text(self, value: str, what: str, offset: int) -> str:
        """``value`` on one line: blanks collapsed, control characters made blanks (with a
        finding, since the TRF shows a different text)."""
        if _CONTROL.search(value):
            self.add(
                "TUNX003",
                Severity.INFO,
                offset,
                f"{what} holds control characters or line breaks; written with blanks instead",
            )
            value = _CONTROL.sub(" ", value)
        return " ".join(value.split())

    def add(
        self,
        code: str,
        severity: Severity,
        offset: int,
        message: str,
        *,
        round_no: int | None = None,
        players: tuple[int, ...] = (),
    ) -> None:
        self.findings.append(
            Diagnostic(
                code=code,
                severity=severity,
                round=round_no,
                players=players,
                rule=RULE,
                message=message,
                path=self.path,
                pointer=f"0x{offset:X}",
            )
        )


def build(raw: TunxFile) -> Built:
    """The tournament of ``raw`` (module notes); TunxError TUNX002 if it is inconsistent."""
    out = _Out(raw.path)
    n = len(raw.players)
    players = [_player(p, out) for p in raw.players]
    paired, absences = _split_rounds(raw, out)
    round_robin = raw.setting_u8(L.SETTINGS_TYPE) == 1
    rounds: dict[int, dict[int, RoundEntry]] = {}
    for rnd in paired:
        rounds[rnd.number] = _round_entries(rnd, n, raw.path, out, round_robin)
    last = max(rounds, default=0)
    scoring = Scoring()
    built_players = []
    for p in players:
        entries = tuple(rounds[r][p.start_rank] for r in range(1, last + 1))
        points = sum(scoring.points(e.result, e.colour) for e in entries if e.result is not None)
        built_players.append(
            Player(
                p.start_rank,
                p.name,
                p.sex,
                p.title,
                p.rating,
                p.federation,
                p.fide_id,
                p.birth_date,
                points,
                None,
                entries,
            )
        )
    if last:
        out.add(
            "TUNX003",
            Severity.WARNING,
            paired[0].records[0].offset if paired[0].records else paired[0].offset,
            "the file stores no points or ranks: each player's points are the sum of his "
            "results at 1, 1/2 and 0 with the PAB worth a win (C.04.1 art. 3; the PAB's value "
            "in the settings is not located), and no rank is given",
        )
    paired_setting = raw.setting_u8(L.SETTINGS_ROUNDS_PAIRED)
    if paired_setting != last:
        out.add(
            "TUNX004",
            Severity.WARNING,
            raw.settings_offset + L.SETTINGS_ROUNDS_PAIRED,
            f"the settings say {paired_setting} rounds paired, the pairing records hold {last}",
        )
    total = raw.setting_u16(L.SETTINGS_ROUNDS)
    kind = raw.setting_u8(L.SETTINGS_TYPE)
    tournament = Tournament(
        players=tuple(built_players),
        name=out.text(raw.strings[L.META_NAME], "the tournament name", L.HEADER_SIZE),
        start_date=_date(raw.setting_u32(L.SETTINGS_START)),
        end_date=_date(raw.setting_u32(L.SETTINGS_END)),
        total_rounds=total or None,
        absences=tuple(absences),
        event_type=_event_type(kind, raw, out),
    )
    built = Built(tournament, findings=out.findings)
    built.player_offsets = {p.start_rank: p.offset for p in raw.players}
    built.extra = _header_records(raw, out)
    built.comments = _comments(raw, out)
    _undecoded(raw, out)
    _extra_sections(raw, out)
    return built


@dataclass(frozen=True, slots=True)
class _PlayerData:
    start_rank: int
    name: str
    sex: str
    title: str
    rating: int
    federation: str
    fide_id: str
    birth_date: str


def _player(p: RawPlayer, out: _Out) -> _PlayerData:
    strings, block = p.strings, p.block
    what = f"player {p.start_rank}'s name"
    surname = out.text(strings[L.PLAYER_SURNAME], what, p.offset)
    first = out.text(strings[L.PLAYER_FIRST_NAME], what, p.offset)
    name = f"{surname}, {first}" if first else surname
    if len(name) > NAME_WIDTH:
        out.add(
            "TUNX003",
            Severity.INFO,
            p.offset,
            f"player {p.start_rank}: name {name!r} is cut to the TRF's {NAME_WIDTH} columns",
            players=(p.start_rank,),
        )
        name = name[:NAME_WIDTH].rstrip()
    sex_byte = block[L.PLAYER_SEX]
    if sex_byte not in (0, 1):
        out.add(
            "TUNX004",
            Severity.WARNING,
            p.block_offset + L.PLAYER_SEX,
            f"player {p.start_rank}: sex byte {sex_byte} is not decoded (0 or 1 known); "
            "sex left blank",
            players=(p.start_rank,),
        )
    title = out.text(strings[L.PLAYER_TITLE], f"player {p.start_rank}'s title", p.offset).upper()
    if title and title not in FIDE_TITLES:
        out.add(
            "TUNX003",
            Severity.INFO,
            p.offset,
            f"player {p.start_rank}: title {title!r} is not a FIDE title; left out of the "
            "TRF title column",
            players=(p.start_rank,),
        )
        title = ""
    federation = out.text(
        strings[L.PLAYER_FEDERATION], f"player {p.start_rank}'s federation", p.offset
    )
    if len(federation) > 3:
        out.add(
            "TUNX003",
            Severity.INFO,
            p.offset,
            f"player {p.start_rank}: federation {federation!r} does not fit the TRF's 3 "
            "columns; left out",
            players=(p.start_rank,),
        )
        federation = ""
    fide_id = L.u32_at(block, L.PLAYER_FIDE_ID)
    birth = L.u32_at(block, L.PLAYER_BIRTH)
    return _PlayerData(
        p.start_rank,
        name,
        "w" if sex_byte == 1 else "",
        title,
        L.u16_at(block, L.PLAYER_RATING),
        federation,
        str(fide_id) if fide_id else "",
        _birth_date(birth, p, out),
    )


def _birth_date(value: int, p: RawPlayer, out: _Out) -> str:
    if value == 0:
        return ""
    year, month, day = value // 10000, value // 100 % 100, value % 100
    if 1800 <= year <= 2200 and month <= 12 and day <= 31 and (day == 0 or month):
        return f"{year:04d}/{month:02d}/{day:02d}"
    out.add(
        "TUNX004",
        Severity.WARNING,
        p.block_offset + L.PLAYER_BIRTH,
        f"player {p.start_rank}: birth date {value} is not a YYYYMMDD date; left out",
        players=(p.start_rank,),
    )
    return ""


def _date(value: int) -> date | None:
    if value == 0:
        return None
    try:
        return date(value // 10000, value // 100 % 100, value % 100)
    except ValueError:
        return None


def _split_rounds(raw: TunxFile, out: _Out) -> tuple[list[RawRound], list[AbsenceRecord]]:
    """The rounds that are paired (a game or a PAB among their records) and the absences
    announced for the rounds after the last of them (docs/tunx.md, "Rounds")."""
    paired = [r for r in raw.rounds if any(rec.black != L.NO_PLAYER for rec in r.records)]
    last = paired[-1].number if paired else 0
    absences = []
    for rnd in raw.rounds:
        if rnd in paired or not rnd.records:
            if not rnd.records and rnd.number < last:
                raise TunxError(
                    "TUNX002",
                    f"round {rnd.number} has no pairing records but round {last} has",
                    rnd.offset,
                    raw.path,
                )
            continue
        first = rnd.records[0]
        if rnd.number < last:
            raise TunxError(
                "TUNX002",
                f"round {rnd.number} pairs nobody (only players marked not paired) but "
                f"round {last} is paired",
                first.offset,
                raw.path,
            )
        ranks = set()
        for rec in rnd.records:
            if rec.result != 0 or not 1 <= rec.white <= len(raw.players) or rec.white in ranks:
                raise TunxError(
                    "TUNX002",
                    f"round {rnd.number} is not paired, but its record for player "
                    f"{rec.white} does not read as an announced absence (result code "
                    f"{rec.result})",
                    rec.offset,
                    raw.path,
                )
            ranks.add(rec.white)
        out.add(
            "TUNX003",
            Severity.WARNING,
            first.offset,
            f"round {rnd.number} is not paired yet; its {len(ranks)} records of players not "
            "paired are read as absences announced for it (a zero-point bye, TRF 240)",
            round_no=rnd.number,
            players=tuple(sorted(ranks)),
        )
        absences.append(AbsenceRecord(rnd.number, ResultCode.ZERO_BYE, frozenset(ranks)))
    return paired, absences


def _round_entries(
    rnd: RawRound, n: int, path: str, out: _Out, round_robin: bool
) -> dict[int, RoundEntry]:
    """The round blocks of one paired round; TUNX002 for anything inconsistent. In a round
    robin the 0xFFFF record is the free round of the Berger table (the player sits out, no
    pairing allocates it): a zero-point bye, not a PAB."""
    entries: dict[int, RoundEntry] = {}
    seen: dict[int, int] = {}
    inferred: Counter[str] = Counter()
    first_at: dict[str, int] = {}

    def fail(rec: RawRecord, message: str) -> TunxError:
        return TunxError("TUNX002", f"round {rnd.number}: {message}", rec.offset, path)

    def place(rank: int, entry: RoundEntry, rec: RawRecord) -> None:
        if not 1 <= rank <= n:
            raise fail(rec, f"player {rank} does not exist ({n} players)")
        if rank in seen:
            raise fail(rec, f"player {rank} is in two records (the other at 0x{seen[rank]:X})")
        seen[rank] = rec.offset
        entries[rank] = entry

    def note(kind: str, rec: RawRecord) -> None:
        inferred[kind] += 1
        first_at.setdefault(kind, rec.offset)

    pabs = 0
    for rec in rnd.records:
        white, black, code = rec.white, rec.black, rec.result
        if any(rec.rest):
            rest = rec.rest.rstrip(b"\x00").hex(" ")
            out.add(
                "TUNX004",
                Severity.WARNING,
                rec.offset + 6,
                f"round {rnd.number}: bytes +6..+20 of the record of player {white} are not "
                f"decoded ({rest}); the result is read from "
                "its result code alone",
                round_no=rnd.number,
                players=(white,),
            )
        if black == L.BYE:
            if code not in _PAB_CODES:
                raise fail(rec, f"the PAB of player {white} has result code {code} (0 or 9 known)")
            pabs += 1
            if pabs > 1:
                raise fail(rec, f"a second PAB (player {white})")
            if round_robin:
                place(white, RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE), rec)
                note("free", rec)
            else:
                place(white, RoundEntry(None, Colour.NONE, ResultCode.PAB), rec)
                note("pab" if code == 9 else "pab-pending", rec)
        elif black == L.NO_PLAYER:
            if code not in _NOT_PAIRED:
                raise fail(
                    rec, f"player {white}, not paired, has result code {code} (0 to 3 known)"
                )
            place(white, RoundEntry(None, Colour.NONE, _NOT_PAIRED[code]), rec)
            note({0: "absent-pending", 1: "full", 2: "half", 3: "absent"}[code], rec)
        else:
            if white == black:
                raise fail(rec, f"player {white} is paired with himself")
            if code not in _GAMES:
                raise fail(rec, f"result code {code} of the game {white} - {black} is not decoded")
            results = _GAMES[code]
            w_res, b_res = results if results is not None else (None, None)
            place(white, RoundEntry(black, Colour.WHITE, w_res), rec)
            place(black, RoundEntry(white, Colour.BLACK, b_res), rec)
    missing = sorted(set(range(1, n + 1)) - seen.keys())
    if missing:
        raise TunxError(
            "TUNX002",
            f"round {rnd.number}: players {', '.join(map(str, missing[:10]))} are in no "
            f"record of a paired round ({len(rnd.records)} records, {n} players)",
            rnd.records[0].offset,
            path,
        )
    texts = {
        "pab": "a record with opponent 0xFFFF and code 9 is read as the PAB",
        "pab-pending": "a record with opponent 0xFFFF and code 0 is read as the PAB, "
        "not yet scored",
        "free": "in a round robin, a record with opponent 0xFFFF is read as the free round "
        "of the Berger table, a zero-point bye (Z): the file does not say its value",
        "absent": "a record with opponent 0xFFFE and code 3 (a game's 0-1) is read as a "
        "player not paired, a zero-point bye (Z)",
        "half": "a record with opponent 0xFFFE and code 2 (a game's 1/2-1/2) is read as a "
        "half-point bye (H)",
        "full": "a record with opponent 0xFFFE and code 1 (a game's 1-0) is read as a "
        "full-point bye (F)",
        "absent-pending": "a record with opponent 0xFFFE and code 0 (the code of a game "
        "without a result) is read as a player not paired, a zero-point bye (Z)",
    }
    for kind, count in inferred.items():
        out.add(
            "TUNX003",
            Severity.INFO,
            first_at[kind],
            f"round {rnd.number}: {texts[kind]} ({count} record{'s' if count > 1 else ''})",
            round_no=rnd.number,
        )
    return entries


_EVENT_TYPES = {0: "Swiss-Manager: Swiss system", 1: "Swiss-Manager: round robin"}


def _event_type(kind: int, raw: TunxFile, out: _Out) -> str | None:
    """The 092 text for the settings' tournament type (0 Swiss, 1 round robin)."""
    if kind == 0:
        out.add(
            "TUNX003",
            Severity.INFO,
            raw.settings_offset + L.SETTINGS_TYPE,
            "a Swiss event (type 0); the Swiss system and any acceleration are not located in "
            "the settings, so the system is the one trfcheck assumes without a 192 record",
        )
    if kind in _EVENT_TYPES:
        return _EVENT_TYPES[kind]
    raise TunxError(
        "TUNX002",
        f"tournament type {kind} is not decoded (0 Swiss, 1 round robin known)",
        raw.settings_offset + L.SETTINGS_TYPE,
        raw.path,
    )


def _header_records(raw: TunxFile, out: _Out) -> list[str]:
    """TRF header records the model holds only in part (092, read back as the event type)
    or not at all: 022 city, 032 federation, 102 chief
    arbiter, 112 deputy arbiters, 122 time control, 132 round dates."""
    lines = []
    kind = raw.setting_u8(L.SETTINGS_TYPE)
    lines.append(f"092 {_EVENT_TYPES[kind]}")
    for code, index in (
        ("022", L.META_CITY),
        ("032", L.META_FEDERATION),
        ("102", L.META_CHIEF_ARBITER),
        ("112", L.META_DEPUTY_ARBITERS),
        ("122", L.META_TIME_CONTROL),
    ):
        text = out.text(raw.strings[index], f"the text of {code}", L.HEADER_SIZE)
        if text:
            lines.append(f"{code} {text}")
    dates = [_date(r.date) for r in raw.rounds]
    if any(dates):
        lines.append(_round_dates(dates))
    for r, (rnd, d) in enumerate(zip(raw.rounds, dates, strict=True), start=1):
        if rnd.date and d is None:
            out.add(
                "TUNX004",
                Severity.WARNING,
                rnd.offset,
                f"round {r}: date {rnd.date} is not a YYYYMMDD date; left out of 132",
                round_no=r,
            )
    return lines


def _round_dates(dates: list[date | None]) -> str:
    """A 132 record: each round's date (YY/MM/DD) at its round block's columns."""
    text = "132"
    for r, d in enumerate(dates, start=1):
        column = 92 + 10 * (r - 1)  # TRF16: base column of round r's block
        if d is not None:
            text = text.ljust(column - 1) + d.strftime("%y/%m/%d")
    return text


def _comments(raw: TunxFile, out: _Out) -> list[str]:
    """``###`` lines for the converted file: what it was converted from, the tie-breaks
    the file lists (not carried over), the round times."""
    name = " ".join(_CONTROL.sub(" ", raw.path.replace("\\", "/").rsplit("/", 1)[-1]).split())
    lines = [
        f"{BANNER} {name}"
        + (f" (chess-results tournament {raw.event_id})" if raw.event_id else ""),
        "### points computed from the results (the file stores none); see docs/tunx.md",
    ]
    count = raw.setting_u16(L.SETTINGS_TIEBREAK_COUNT)
    if count:
        shown = min(count, L.SETTINGS_TIEBREAK_SLOTS)
        numbers = [raw.setting_u16(L.SETTINGS_TIEBREAKS + 2 * i) for i in range(shown)]
        lines.append(
            "### Swiss-Manager tie-break numbers (not decoded): " + " ".join(map(str, numbers))
        )
        out.add(
            "TUNX004",
            Severity.WARNING,
            raw.settings_offset + L.SETTINGS_TIEBREAKS,
            f"the file lists {count} tie-breaks by Swiss-Manager's numbers "
            f"({', '.join(map(str, numbers))}); their meaning and parameters are not "
            "established, so no 202 record is written",
        )
    times = [out.text(r.time, f"the time of round {r.number}", r.offset) for r in raw.rounds]
    if any(times):
        lines.append("### round times: " + ", ".join(t or "-" for t in times))
    return lines


def _extra_sections(raw: TunxFile, out: _Out) -> None:
    """TUNX004 for each section between the pairings and the index (seen: C5, 8 bytes)."""
    for tag, offset, body in raw.extra:
        shown = body[:16].hex(" ") + (" ..." if len(body) > 16 else "")
        out.add(
            "TUNX004",
            Severity.WARNING,
            offset,
            f"section {tag:02X} ({len(body)} bytes: {shown}) is not decoded; forbidden pairs "
            "or requested byes, if it holds them, are not read",
        )


def _settings_decoded(raw: TunxFile) -> frozenset[int]:
    """The offsets of the settings section that ``build`` reads (docs/tunx.md)."""
    count = min(raw.setting_u16(L.SETTINGS_TIEBREAK_COUNT), L.SETTINGS_TIEBREAK_SLOTS)
    spans = [
        (L.SETTINGS_ROUNDS, 2),
        (L.SETTINGS_TYPE, 1),
        (L.SETTINGS_ROUNDS_PAIRED, 1),
        (L.SETTINGS_PLAYERS, 2),
        (L.SETTINGS_TIEBREAK_COUNT, 2),
        (L.SETTINGS_TIEBREAKS, 2 * count),
        (L.SETTINGS_START, 4),
        (L.SETTINGS_END, 4),
    ]
    return frozenset(i for start, size in spans for i in range(start, start + size))


def _undecoded(raw: TunxFile, out: _Out) -> None:
    """TUNX004 for non-zero bytes outside the decoded fields: one finding for the settings
    section, one for the round records, one per offset of the player blocks (the first
    player that has one, and how many do)."""
    known = _settings_decoded(raw)
    rest = [i for i, byte in enumerate(raw.settings) if byte and i not in known]
    if rest:
        out.add(
            "TUNX004",
            Severity.WARNING,
            raw.settings_offset + rest[0],
            f"{len(rest)} non-zero bytes of the settings section are not decoded (first at "
            f"+0x{rest[0]:X}): the pairing system's variant, an acceleration, the PAB's value "
            "and forbidden pairs, if the file holds them, are among them and not read",
        )
    odd = [r for r in raw.rounds if r.unknown]
    if odd:
        out.add(
            "TUNX004",
            Severity.INFO,
            odd[0].offset,
            f"the records of {len(odd)} rounds hold non-zero bytes besides the time, the "
            "date and the number of pairing records (dates and flags of Swiss-Manager's "
            "own, not decoded)",
        )
    found: dict[int, list[RawPlayer]] = defaultdict(list)
    for p in raw.players:
        for i, byte in enumerate(p.block):
            if byte and i not in L.PLAYER_KNOWN:
                found[i].append(p)
    for i, who in sorted(found.items()):
        first = who[0]
        out.add(
            "TUNX004",
            Severity.WARNING,
            first.block_offset + i,
            f"byte +0x{i:02X} of the player block is not decoded and is non-zero for "
            f"{len(who)} player{'s' if len(who) > 1 else ''} (first: player "
            f"{first.start_rank}, value {first.block[i]}); it may hold a bye or a "
            "withdrawal the TRF would need",
            players=tuple(p.start_rank for p in who[:10]),
        )
