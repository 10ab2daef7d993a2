"""JSON form of a tournament (schema: ``trf.schema.json``) and its reader.

The JSON holds the decoded tournament and, optionally, the source document's
raw lines, so that ``convert --to trf`` from the JSON gives back the original
bytes and ``--to trf16`` gives the same text as from the original TRF. When
the tournament part is edited, the writer patches the document as it would
for a TRF file. Points are in tenths (``points_tenths``).
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Mapping
from datetime import date
from importlib import resources
from typing import TYPE_CHECKING, Any, TypeVar

from .document import (
    MAX_INPUT_SIZE,
    Dialect,
    Document,
    Line,
    LineKind,
    detect_dialect,
    looks_like_json,
)
from .encoding import DOCUMENT_ENCODINGS
from .errors import TrfSyntaxError
from .limits import MAX_DIGITS
from .model import (
    AbsenceRecord,
    Colour,
    ForbiddenPairs,
    ForfeitedMatch,
    LineUp,
    MatchForfeit,
    Player,
    ResultCode,
    RoundEntry,
    Scoring,
    Team,
    TeamPab,
    TeamScoring,
    Tournament,
)

if TYPE_CHECKING:
    import jsonschema.protocols

__all__ = [
    "FORMAT",
    "VERSION",
    "from_json",
    "looks_like_json",
    "to_json",
    "validate_schema",
]

FORMAT = "trfcheck-tournament"
VERSION = 1
_SCORING = tuple(Scoring.__dataclass_fields__)
_EOLS = {"\n", "\r\n", "\r", ""}
T = TypeVar("T")


def to_json(t: Tournament, doc: Document | None = None) -> str:
    """The JSON text (UTF-8, indented, newline-terminated) for ``t`` and its source ``doc``."""
    body: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "dialect": (doc.dialect if doc else Dialect.TRF16).value,
        "tournament": _tournament(t),
    }
    if doc is not None:
        body["document"] = _document(doc)
    return _escaped_controls(json.dumps(body, ensure_ascii=False, indent=1)) + "\n"


def _tournament(t: Tournament) -> dict[str, Any]:
    return {
        "name": t.name,
        "start_date": t.start_date.isoformat() if t.start_date else None,
        "end_date": t.end_date.isoformat() if t.end_date else None,
        "total_rounds": t.total_rounds,
        "initial_colour": t.initial_colour.value if t.initial_colour else None,
        "system": t.system,
        "event_type": t.event_type,
        "tiebreaks": list(t.tiebreaks),
        "standings_order": list(t.standings_order),
        "scoring_tenths": {name: getattr(t.scoring, name) for name in _SCORING},
        "acceleration": [
            {"start_rank": sr, "round": r, "points_tenths": v}
            for (sr, r), v in sorted(t.acceleration.items())
        ],
        "forbidden": [
            {"players": sorted(f.players), "first_round": f.first_round, "last_round": f.last_round}
            for f in t.forbidden
        ],
        "absences": [
            {"round": a.round_no, "kind": a.kind.value, "players": sorted(a.players)}
            for a in t.absences
        ],
        **_team_json(t),
        "players": [_player(p) for p in t.players],
    }


def _team_json(t: Tournament) -> dict[str, Any]:
    """The team records (013/310, 300, 320, 330, 352, 362, team 250), points in tenths."""
    pab = t.team_pab
    scoring = t.team_scoring
    return {
        "teams": [
            {
                "number": x.number,
                "name": x.name,
                "nickname": x.nickname,
                "strength": x.strength,
                "match_points_tenths": x.match_points,
                "game_points_tenths": x.game_points,
                "rank": x.rank,
                "members": list(x.members),
            }
            for x in t.teams
        ],
        "lineups": [
            {
                "round": x.round_no,
                "team": x.team,
                "opponent": x.opponent,
                "players": list(x.players),
            }
            for x in t.lineups
        ],
        "team_pab": None
        if pab is None
        else {
            "match_points_tenths": pab.match_points,
            "game_points_tenths": pab.game_points,
            "teams": list(pab.teams),
        },
        "forfeited_matches": [
            {"result": x.result.value, "round": x.round_no, "white": x.white, "black": x.black}
            for x in t.forfeited_matches
        ],
        "board_colours": "".join(c.value for c in t.board_colours),
        "team_scoring_tenths": None
        if scoring is None
        else {"win": scoring.win, "draw": scoring.draw, "loss": scoring.loss},
        "team_acceleration": [
            {"team": team, "round": r, "match_points_tenths": v}
            for (team, r), v in sorted(t.team_acceleration.items())
        ],
    }


def _player(p: Player) -> dict[str, Any]:
    return {
        "start_rank": p.start_rank,
        "name": p.name,
        "sex": p.sex,
        "title": p.title,
        "rating": p.rating,
        "federation": p.federation,
        "fide_id": p.fide_id,
        "birth_date": p.birth_date,
        "points_tenths": p.points,
        "rank": p.rank,
        "rounds": [
            {
                "opponent": e.opponent,
                "colour": e.colour.value,
                "result": e.result.value if e.result else None,
            }
            for e in p.rounds
        ],
    }


def _document(doc: Document) -> dict[str, Any]:
    return {
        "encoding": doc.encoding,
        "bom": doc.bom,
        "lines": [line.text for line in doc.lines],
        "line_endings": [line.eol for line in doc.lines],
    }


def from_json(text: str | bytes, path: str = "") -> tuple[Tournament, Document | None]:
    """The tournament and (if present) the source document of a trfcheck JSON file.

    Raises TrfSyntaxError, located by line and column for bad JSON and by a
    ``$.``-pointer (in ``found``) for a value of the wrong shape.
    """
    if len(text) > MAX_INPUT_SIZE:
        raise TrfSyntaxError(
            f"a file of at most {MAX_INPUT_SIZE // (1024 * 1024)} MB",
            f"{len(text) / (1024 * 1024):.1f} MB",
            path=path,
        )
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise TrfSyntaxError(
                "JSON in UTF-8",
                f"byte {error.object[error.start]:#04x} at offset {error.start}",
                path=path,
            ) from None
    try:
        data = json.loads(text, parse_int=_bounded_int)
    except json.JSONDecodeError as error:
        expected, found = _json_error(error)
        raise TrfSyntaxError(
            expected, found, path=path, line=error.lineno, column=error.colno
        ) from None
    except RecursionError:
        raise TrfSyntaxError("JSON nested at most 1000 deep", "deeper nesting", path=path) from None
    validate_schema(data, path)
    reader = _Reader(path)
    root = reader.obj(data, "$")
    if root.get("format") != FORMAT:
        reader.fail("$.format", f"{FORMAT!r}", root.get("format"))
    tournament = reader.tournament(reader.obj(root.get("tournament"), "$.tournament"))
    doc = None
    if root.get("document") is not None:
        doc = reader.document(reader.obj(root["document"], "$.document"), path)
    return tournament, doc


#: What JSON text never holds raw (it can only stand in a string): DEL, the C1 controls and
#: the bidi controls, written as ``\\uXXXX``, the same string to every JSON reader
#: (``json.dumps`` escapes the C0 controls itself); a terminal is never driven by them.
_JSON_ESCAPES = {
    code: f"\\u{code:04x}"
    for code in (*range(0x7F, 0xA0), *range(0x202A, 0x202F), *range(0x2066, 0x206A))
} | {0x200E: "\\u200e", 0x200F: "\\u200f", 0x061C: "\\u061c"}


def _escaped_controls(text: str) -> str:
    return text.translate(_JSON_ESCAPES)


def _bounded_int(text: str) -> int:
    """A JSON integer; one of more than MAX_DIGITS digits reads as ``10 ** MAX_DIGITS``
    (with its sign), beyond every maximum of the schema (docs/limits.md): Python refuses
    to convert numbers of thousands of digits."""
    digits = text.lstrip("-").lstrip("0")
    if len(digits) > MAX_DIGITS:
        return -(10**MAX_DIGITS) if text.startswith("-") else 10**MAX_DIGITS
    return int(text)


@functools.cache
def _validator() -> jsonschema.protocols.Validator:
    # jsonschema is imported on first use: it takes longer to import than a small TRF
    # file takes to check, and only JSON input needs it (tests/cli/test_imports.py)
    import jsonschema.validators

    schema = json.loads(resources.files(__package__).joinpath("trf.schema.json").read_text())
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema, format_checker=cls.FORMAT_CHECKER)


def validate_schema(data: Any, path: str = "") -> None:
    """Refuse ``data`` unless it satisfies ``trf.schema.json`` (TrfSyntaxError naming the
    place, as a ``$.``-pointer, and the schema's expectation)."""
    import jsonschema.exceptions

    error = jsonschema.exceptions.best_match(_validator().iter_errors(data))
    if error is None:
        return
    where = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.path)
    found = json.dumps(error.instance, ensure_ascii=False)
    if len(found) > 40:
        found = found[:37] + "..."
    raise TrfSyntaxError(
        f"a value that satisfies trf.schema.json ({error.message[:120]})",
        f"{found} at {where}",
        path=path,
    )


class _Reader:
    """Shape checks with JSON-pointer locations; raises TrfSyntaxError on the first problem."""

    def __init__(self, path: str) -> None:
        self.path = path

    def fail(self, where: str, expected: str, found: object) -> None:
        raise TrfSyntaxError(expected, f"{json.dumps(found)[:40]} at {where}", path=self.path)

    def obj(self, value: object, where: str) -> Mapping[str, Any]:
        if not isinstance(value, dict):
            self.fail(where, "an object", value)
        assert isinstance(value, dict)
        return value

    def typed(self, value: object, kind: type[T], where: str, optional: bool = False) -> T:
        if value is None and optional:
            return value  # type: ignore[return-value]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            self.fail(where, f"a {kind.__name__}" + (" or null" if optional else ""), value)
        return value  # type: ignore[return-value]

    def items(self, value: object, where: str) -> list[Any]:
        return self.typed(value, list, where)

    def enum(self, value: object, make: Callable[[str], T], where: str) -> T:
        try:
            return make(self.typed(value, str, where))
        except ValueError:
            self.fail(where, "a known code", value)
            raise

    def tournament(self, t: Mapping[str, Any]) -> Tournament:
        w = "$.tournament"
        scoring = self.obj(t.get("scoring_tenths", {}), f"{w}.scoring_tenths")
        values = {
            k: self.typed(scoring.get(k, getattr(Scoring(), k)), int, f"{w}.scoring_tenths.{k}")
            for k in _SCORING
        }
        colour = t.get("initial_colour")
        return Tournament(
            players=tuple(
                self.player(self.obj(p, f"{w}.players[{i}]"), f"{w}.players[{i}]")
                for i, p in enumerate(self.items(t.get("players"), f"{w}.players"))
            ),
            name=self.typed(t.get("name", ""), str, f"{w}.name"),
            start_date=self.date(t.get("start_date"), f"{w}.start_date"),
            end_date=self.date(t.get("end_date"), f"{w}.end_date"),
            total_rounds=self.typed(t.get("total_rounds"), int, f"{w}.total_rounds", True),
            initial_colour=None
            if colour is None
            else self.enum(colour, Colour, f"{w}.initial_colour"),
            scoring=Scoring(**values),
            acceleration=self.acceleration(t.get("acceleration", []), f"{w}.acceleration"),
            forbidden=tuple(
                self.forbidden(self.obj(f, f"{w}.forbidden[{i}]"), f"{w}.forbidden[{i}]")
                for i, f in enumerate(self.items(t.get("forbidden", []), f"{w}.forbidden"))
            ),
            absences=tuple(
                self.absence(self.obj(a, f"{w}.absences[{i}]"), f"{w}.absences[{i}]")
                for i, a in enumerate(self.items(t.get("absences", []), f"{w}.absences"))
            ),
            system=self.typed(t.get("system"), str, f"{w}.system", True),
            event_type=self.typed(t.get("event_type"), str, f"{w}.event_type", True),
            tiebreaks=self.strings(t.get("tiebreaks", []), f"{w}.tiebreaks"),
            standings_order=self.strings(t.get("standings_order", []), f"{w}.standings_order"),
            teams=tuple(
                self.team(self.obj(x, f"{w}.teams[{i}]"), f"{w}.teams[{i}]")
                for i, x in enumerate(self.items(t.get("teams", []), f"{w}.teams"))
            ),
            lineups=tuple(
                self.lineup(self.obj(x, f"{w}.lineups[{i}]"), f"{w}.lineups[{i}]")
                for i, x in enumerate(self.items(t.get("lineups", []), f"{w}.lineups"))
            ),
            team_pab=self.team_pab(t.get("team_pab"), f"{w}.team_pab"),
            forfeited_matches=tuple(
                self.forfeit(
                    self.obj(x, f"{w}.forfeited_matches[{i}]"), f"{w}.forfeited_matches[{i}]"
                )
                for i, x in enumerate(
                    self.items(t.get("forfeited_matches", []), f"{w}.forfeited_matches")
                )
            ),
            board_colours=tuple(
                self.enum(c, Colour, f"{w}.board_colours")
                for c in self.typed(t.get("board_colours", ""), str, f"{w}.board_colours")
            ),
            team_scoring=self.team_scoring(
                t.get("team_scoring_tenths"), f"{w}.team_scoring_tenths"
            ),
            team_acceleration=self.team_acceleration(
                t.get("team_acceleration", []), f"{w}.team_acceleration"
            ),
        )

    def strings(self, value: object, w: str) -> tuple[str, ...]:
        return tuple(self.typed(x, str, f"{w}[{i}]") for i, x in enumerate(self.items(value, w)))

    def ints(self, value: object, w: str) -> tuple[int, ...]:
        return tuple(self.typed(x, int, f"{w}[{i}]") for i, x in enumerate(self.items(value, w)))

    def opt_int(self, value: object, w: str) -> int | None:
        return self.typed(value, int, w, True)

    def team(self, x: Mapping[str, Any], w: str) -> Team:
        return Team(
            name=self.typed(x.get("name", ""), str, f"{w}.name"),
            members=self.ints(x.get("members", []), f"{w}.members"),
            number=self.opt_int(x.get("number"), f"{w}.number"),
            nickname=self.typed(x.get("nickname", ""), str, f"{w}.nickname"),
            strength=self.opt_int(x.get("strength"), f"{w}.strength"),
            match_points=self.opt_int(x.get("match_points_tenths"), f"{w}.match_points_tenths"),
            game_points=self.opt_int(x.get("game_points_tenths"), f"{w}.game_points_tenths"),
            rank=self.opt_int(x.get("rank"), f"{w}.rank"),
        )

    def lineup(self, x: Mapping[str, Any], w: str) -> LineUp:
        return LineUp(
            self.typed(x.get("round"), int, f"{w}.round"),
            self.typed(x.get("team"), int, f"{w}.team"),
            self.typed(x.get("opponent"), int, f"{w}.opponent"),
            self.ints(x.get("players", []), f"{w}.players"),
        )

    def team_pab(self, value: object, w: str) -> TeamPab | None:
        if value is None:
            return None
        x = self.obj(value, w)
        return TeamPab(
            self.opt_int(x.get("match_points_tenths"), f"{w}.match_points_tenths"),
            self.opt_int(x.get("game_points_tenths"), f"{w}.game_points_tenths"),
            self.ints(x.get("teams", []), f"{w}.teams"),
        )

    def forfeit(self, x: Mapping[str, Any], w: str) -> ForfeitedMatch:
        return ForfeitedMatch(
            self.enum(x.get("result"), MatchForfeit, f"{w}.result"),
            self.typed(x.get("round"), int, f"{w}.round"),
            self.typed(x.get("white"), int, f"{w}.white"),
            self.typed(x.get("black"), int, f"{w}.black"),
        )

    def team_scoring(self, value: object, w: str) -> TeamScoring | None:
        if value is None:
            return None
        x = self.obj(value, w)
        default = TeamScoring()
        return TeamScoring(
            self.typed(x.get("win", default.win), int, f"{w}.win"),
            self.typed(x.get("draw", default.draw), int, f"{w}.draw"),
            self.typed(x.get("loss", default.loss), int, f"{w}.loss"),
        )

    def team_acceleration(self, value: object, w: str) -> dict[tuple[int, int], int]:
        out: dict[tuple[int, int], int] = {}
        for i, item in enumerate(self.items(value, w)):
            a = self.obj(item, f"{w}[{i}]")
            key = (
                self.typed(a.get("team"), int, f"{w}[{i}].team"),
                self.typed(a.get("round"), int, f"{w}[{i}].round"),
            )
            out[key] = self.typed(
                a.get("match_points_tenths"), int, f"{w}[{i}].match_points_tenths"
            )
        return out

    def date(self, value: object, where: str) -> date | None:
        if value is None:
            return None
        try:
            return date.fromisoformat(self.typed(value, str, where))
        except ValueError:
            self.fail(where, "a date YYYY-MM-DD", value)
            raise

    def player(self, p: Mapping[str, Any], w: str) -> Player:
        rounds = self.items(p.get("rounds", []), f"{w}.rounds")
        return Player(
            start_rank=self.typed(p.get("start_rank"), int, f"{w}.start_rank"),
            name=self.typed(p.get("name", ""), str, f"{w}.name"),
            sex=self.typed(p.get("sex", ""), str, f"{w}.sex"),
            title=self.typed(p.get("title", ""), str, f"{w}.title"),
            rating=self.typed(p.get("rating", 0), int, f"{w}.rating"),
            federation=self.typed(p.get("federation", ""), str, f"{w}.federation"),
            fide_id=self.typed(p.get("fide_id", ""), str, f"{w}.fide_id"),
            birth_date=self.typed(p.get("birth_date", ""), str, f"{w}.birth_date"),
            points=self.typed(p.get("points_tenths"), int, f"{w}.points_tenths", True),
            rank=self.typed(p.get("rank"), int, f"{w}.rank", True),
            rounds=tuple(
                self.entry(self.obj(e, f"{w}.rounds[{i}]"), f"{w}.rounds[{i}]")
                for i, e in enumerate(rounds)
            ),
        )

    def entry(self, e: Mapping[str, Any], w: str) -> RoundEntry:
        result = e.get("result")
        return RoundEntry(
            self.typed(e.get("opponent"), int, f"{w}.opponent", True),
            self.enum(e.get("colour", "-"), Colour, f"{w}.colour"),
            None if result is None else self.enum(result, ResultCode, f"{w}.result"),
        )

    def acceleration(self, value: object, w: str) -> dict[tuple[int, int], int]:
        out: dict[tuple[int, int], int] = {}
        for i, item in enumerate(self.items(value, w)):
            a = self.obj(item, f"{w}[{i}]")
            key = (
                self.typed(a.get("start_rank"), int, f"{w}[{i}].start_rank"),
                self.typed(a.get("round"), int, f"{w}[{i}].round"),
            )
            out[key] = self.typed(a.get("points_tenths"), int, f"{w}[{i}].points_tenths")
        return out

    def ids(self, value: object, w: str) -> frozenset[int]:
        return frozenset(
            self.typed(x, int, f"{w}[{i}]") for i, x in enumerate(self.items(value, w))
        )

    def forbidden(self, f: Mapping[str, Any], w: str) -> ForbiddenPairs:
        return ForbiddenPairs(
            self.ids(f.get("players"), f"{w}.players"),
            self.typed(f.get("first_round"), int, f"{w}.first_round", True),
            self.typed(f.get("last_round"), int, f"{w}.last_round", True),
        )

    def absence(self, a: Mapping[str, Any], w: str) -> AbsenceRecord:
        return AbsenceRecord(
            self.typed(a.get("round"), int, f"{w}.round"),
            self.enum(a.get("kind"), ResultCode, f"{w}.kind"),
            self.ids(a.get("players"), f"{w}.players"),
        )

    def document(self, d: Mapping[str, Any], path: str) -> Document:
        from .document import parse

        texts = [
            self.typed(x, str, f"$.document.lines[{i}]")
            for i, x in enumerate(self.items(d.get("lines"), "$.document.lines"))
        ]
        eols = self.items(d.get("line_endings"), "$.document.line_endings")
        if len(eols) != len(texts) or any(e not in _EOLS for e in eols):
            self.fail(
                "$.document.line_endings", "one ending (\\n, \\r\\n, \\r or '') per line", eols[:3]
            )
        if any("\n" in x or "\r" in x for x in texts):
            self.fail("$.document.lines", "lines without line breaks", "a line break")
        encoding = self.typed(d.get("encoding", "utf-8"), str, "$.document.encoding")
        if encoding != "utf-8" and encoding not in DOCUMENT_ENCODINGS:
            self.fail("$.document.encoding", "utf-8 or a code page of encoding.py", encoding)
        kinds = [line.kind for line in parse("\n".join(texts) + "\n", path).lines]
        lines = tuple(
            Line(x, e, k if x else LineKind.EMPTY)
            for x, e, k in zip(texts, eols, kinds, strict=False)
        )
        return Document(lines, path, encoding, bool(d.get("bom", False)), detect_dialect(lines))


#: What the JSON decoder expected, in the words of trfcheck's other messages.
_JSON_EXPECTED = {
    "Expecting value": "a JSON value",
    "Expecting property name enclosed in double quotes": "a property name in double quotes",
    "Expecting ',' delimiter": "',' or the end of the list or object",
    "Expecting ':' delimiter": "':' after a property name",
    "Extra data": "the end of the file after the JSON value",
    "Unterminated string starting at": "a closing '\"' of the string",
    "Invalid control character at": "a string without control characters",
    "Invalid \\escape": 'a valid escape (\\n, \\t, \\", \\uXXXX ...)',
}


def _json_error(error: json.JSONDecodeError) -> tuple[str, str]:
    """``(expected, found)`` for a JSON syntax error: what was expected where it stopped,
    and the character found there (or the end of the file)."""
    expected = _JSON_EXPECTED.get(error.msg, f"valid JSON ({error.msg.lower()})")
    at = error.doc[error.pos : error.pos + 1]
    return expected, repr(at) if at else "the end of the file"
