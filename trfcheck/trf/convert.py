"""Conversion to a canonical format that either keeps the tournament or refuses.

``convert(loaded, dialect)`` writes the canonical form (``render``) and then proves it:
the output is read back and must give the same tournament (every field of the model),
converting it again must give the same bytes (idempotence), and reading it must not
raise a new error finding. Anything else raises TrfWriteError (exit 4 on the command
line) naming what the target format would lose, and nothing is written. Records the
model does not hold and the target cannot carry (TRF-26 records in TRF16) are refused
the same way; unknown lines and comments, which carry no data, are dropped with a note.
"""

from __future__ import annotations

import re
from dataclasses import MISSING, fields, replace
from typing import Any

from .aspects import ASPECTS, Family
from .document import Dialect, LineKind, parse
from .dump import Rendered, render
from .errors import TrfError, TrfWriteError
from .load import Loaded, load
from .model import Player, Tournament

__all__ = ["convert", "differences"]

_DATA_KINDS = frozenset(
    {LineKind.PARAMETER, LineKind.INDIVIDUAL_26, LineKind.TEAM_26, LineKind.NRS}
)
_NAMES = {
    "system": "the pairing system code (192)",
    "event_type": "the type of tournament (092)",
    "tiebreaks": "the tie-breaks (202)",
    "standings_order": "the standings order (212)",
    "teams": "the teams (013/310)",
    "absences": "the absences and byes announced (240/XXZ)",
    "forbidden": "the forbidden pairs (260/XXP)",
    "acceleration": "the acceleration (250/XXA)",
    "scoring": "the scoring system (162/XXS/BB?)",
    "total_rounds": "the number of rounds (142/XXR)",
    "initial_colour": "the initial colour (152/XXC)",
    "name": "the tournament name (012)",
    "start_date": "the start date (042)",
    "end_date": "the end date (052)",
}


def convert(
    loaded: Loaded, dialect: Dialect, eol: str = "\r\n", *, allow_loss: bool = False
) -> Rendered:
    """The canonical ``dialect`` form of ``loaded``, proven to read back to the same
    tournament; TrfWriteError naming what would be lost otherwise (module notes).
    ``allow_loss``: what the target cannot hold is left out instead, and the notes list
    every record dropped and every difference of the output read back."""
    if allow_loss:
        return _lossy(loaded, dialect, eol)
    t, doc = loaded.tournament, loaded.document
    rendered = render(t, doc, dialect=dialect, eol=eol)
    label = "TRF-26" if dialect is Dialect.TRF26 else "TRF16"
    notes = list(rendered.notes)
    refused = [n for n in notes if _drops_data(n, doc, dialect)]
    if refused:
        raise TrfWriteError(f"{label} cannot hold: " + "; ".join(refused[:5]))
    data = rendered.document.encode()
    try:
        again = load(parse(data, "converted"))
    except TrfError as error:
        raise TrfWriteError(f"the {label} output would not read back: {error}") from None
    lost = differences(t, again.tournament)
    if lost:
        raise TrfWriteError(f"{label} would lose or change " + "; ".join(lost[:5]))
    new = sorted({f.code for f in again.errors} - {f.code for f in loaded.errors})
    if new:
        raise TrfWriteError(f"the {label} output reads back with new errors {', '.join(new)}")
    second = render(again.tournament, again.document, dialect=dialect, eol=eol)
    if second.document.encode() != data:
        raise TrfWriteError(f"the {label} output is not stable: converting it again changes it")
    return rendered


def _lossy(loaded: Loaded, dialect: Dialect, eol: str) -> Rendered:
    """``convert`` that leaves out what ``dialect`` cannot hold: a piece of data its records
    refuse (``aspects.ASPECTS``: a bye that needs a 240 record in TRF16) is emptied and
    said, then the output is read back and what it lost is said."""
    t, doc = loaded.tournament, loaded.document
    dropped: list[str] = []
    while True:
        try:
            rendered = render(t, doc, dialect=dialect, eol=eol)
            break
        except TrfWriteError as error:
            name = _refusing(t, str(error))
            if name is None:
                raise
            dropped.append(f"dropped {_NAMES.get(name, name)}: {error}")
            t = replace(t, **{name: _empty(name)})
    notes = [*dropped, *_grouped(rendered.notes)]
    try:
        again = load(parse(rendered.document.encode(), "converted"))
    except TrfError as error:
        raise TrfWriteError(f"the output would not read back: {error}") from None
    shown = {n.split(":", 1)[0] for n in dropped}
    notes += [
        f"lost {d}"
        for d in differences(loaded.tournament, again.tournament)
        if f"dropped {d.split(':', 1)[0]}" not in shown
    ]
    return Rendered(rendered.document, tuple(notes))


_RECORD = re.compile(r"(\d{3}|XX[A-Z]|BB[WDLZFU])( |$)")
_DROPPED_LINE = re.compile(r"line (\d+): not representable in \S+, dropped: '(.*)")


def _grouped(notes: tuple[str, ...]) -> list[str]:
    """The notes, the lines dropped counted by record code (``dropped 84 lines of record
    300 (lines 369-452)``) rather than one note per line."""
    out: list[str] = []
    lines: dict[str, list[int]] = {}
    for note in notes:
        match = _DROPPED_LINE.match(note)
        if match is None:
            out.append(note)
            continue
        record = _RECORD.match(match.group(2))
        code = record.group(1) if record else "other text"
        lines.setdefault(code, []).append(int(match.group(1)))
    for code, numbers in lines.items():
        what = f"record {code}" if code != "other text" else "text that is no record"
        span = f"line {numbers[0]}" if len(numbers) == 1 else f"lines {numbers[0]}-{numbers[-1]}"
        out.append(f"dropped {len(numbers)} line{'s' * (len(numbers) > 1)} of {what} ({span})")
    return out


def _refusing(t: Tournament, message: str) -> str | None:
    """The aspect of ``t`` whose records raise ``message`` in some family (None: none)."""
    for aspect in ASPECTS:
        for family in Family:
            try:
                aspect.render(t, family, ())
            except TrfWriteError as error:
                if str(error) == message:
                    return aspect.name
    return None


def _empty(name: str) -> Any:
    """The value of Tournament field ``name`` when a file says nothing of it."""
    spec = Tournament.__dataclass_fields__[name]
    if spec.default_factory is not MISSING:
        return spec.default_factory()
    return spec.default


def _drops_data(note: str, doc: object, dialect: Dialect) -> bool:
    """True for a note about a dropped record that carries data (not an unknown line)."""
    from .document import Document

    if dialect is Dialect.TRF26 or not isinstance(doc, Document):
        return False
    if not note.startswith("line "):
        return True
    number = int(note[5:].split(":", 1)[0])
    return 1 <= number <= len(doc.lines) and doc.lines[number - 1].kind in _DATA_KINDS


def differences(before: Tournament, after: Tournament) -> list[str]:
    """What differs between two tournaments, in words (empty: the same)."""
    out = []
    for f in fields(Tournament):
        if f.name == "players":
            continue
        a, b = getattr(before, f.name), getattr(after, f.name)
        if f.name in ("forbidden", "absences", "teams"):
            a, b = sorted(map(repr, a)), sorted(map(repr, b))
        if a != b:
            out.append(f"{_NAMES.get(f.name, f.name)}: {_short(a)} becomes {_short(b)}")
    out += _player_differences(before.players, after.players)
    return out


def _player_differences(before: tuple[Player, ...], after: tuple[Player, ...]) -> list[str]:
    old = {p.start_rank: p for p in before}
    new = {p.start_rank: p for p in after}
    out = [f"player {r} (missing after conversion)" for r in sorted(old.keys() - new.keys())]
    out += [f"player {r} (added by conversion)" for r in sorted(new.keys() - old.keys())]
    for rank in sorted(old.keys() & new.keys()):
        for f in fields(Player):
            a, b = getattr(old[rank], f.name), getattr(new[rank], f.name)
            if a != b:
                out.append(f"player {rank} {f.name}: {_short(a)} becomes {_short(b)}")
    return out


def _short(value: object) -> str:
    text = "nothing" if value is None else repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
