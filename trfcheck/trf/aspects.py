"""Tournament-level data as TRF lines, in the TRF-26 family or the TRF(x)/(bx) family.

Each aspect (rounds, initial colour, scoring, acceleration, forbidden pairs,
absences) renders to a list of lines; the writer compares the rendering of the
old and the new tournament to decide whether the document's lines can stay.
Mapping between the families: the TRF-26 records and their XX?/BB? lines (docs/trf-format.md).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from .errors import TrfWriteError
from .model import Colour, ResultCode, Scoring, Tournament
from .values import format_tenths

__all__ = ["ASPECTS", "Aspect", "Family"]


class Family(enum.Enum):
    """Which records carry the tournament data: TRF-26 (142...), XX? lines, or BB? lines."""

    TRF26 = "trf26"
    TRFX = "trfx"
    TRFBX = "trfbx"


Renderer = Callable[[Tournament, Family, Sequence[str]], list[str]]


@dataclass(frozen=True, slots=True)
class Aspect:
    """One piece of tournament data and the record codes that carry it in each family."""

    name: str
    codes26: tuple[str, ...]
    codesx: tuple[str, ...]
    render: Renderer

    def codes(self, family: Family) -> tuple[str, ...]:
        """Codes of this aspect's lines in ``family``."""
        return self.codes26 if family is Family.TRF26 else self.codesx


def _rounds(t: Tournament, family: Family, _: Sequence[str]) -> list[str]:
    if t.total_rounds is None:
        return []
    return [f"{'142' if family is Family.TRF26 else 'XXR'} {t.total_rounds}"]


def _colour(t: Tournament, family: Family, extra: Sequence[str]) -> list[str]:
    """152 W/B (exactly 5 characters, as bbpPairings requires) or XXC white1/black1."""
    if family is Family.TRF26:
        lines = [f"152 {'W' if t.initial_colour is Colour.WHITE else 'B'}"]
        lines = lines if t.initial_colour is not None else []
        return lines + ([f"XXC {' '.join(extra)}"] if extra else [])
    tokens = list(extra)
    if t.initial_colour is not None:
        tokens.append("white1" if t.initial_colour is Colour.WHITE else "black1")
    return [f"XXC {' '.join(tokens)}"] if tokens else []


def _scoring(t: Tournament, family: Family, _: Sequence[str]) -> list[str]:
    s, default = t.scoring, Scoring()
    if s == default or s == replace(default, pab=s.win_white):
        return []
    if family is Family.TRFX:
        pairs = [
            (code, getattr(s, name))
            for code, name in _XXS
            if getattr(s, name) != getattr(default, name)
        ]
        pairs = [(c, v) for c, v in pairs if c != "PAB"]
        if s.pab != s.win_white:
            pairs.append(("PAB", s.pab))
        return ["XXS " + " ".join(f"{c}={format_tenths(v)}" for c, v in pairs)]
    grouped = _grouped(s, zero_split=family is Family.TRFBX)
    if family is Family.TRFBX:
        return [f"{code} {format_tenths(v):>4}" for code, v in grouped]
    return ["162 " + "   ".join(f" {code}{format_tenths(v):>4}" for code, v in grouped)]


_XXS = (
    ("WW", "win_white"),
    ("BW", "win_black"),
    ("WD", "draw_white"),
    ("BD", "draw_black"),
    ("WL", "loss_white"),
    ("BL", "loss_black"),
    ("FW", "forfeit_win"),
    ("FL", "forfeit_loss"),
    ("FPB", "full_bye"),
    ("HPB", "half_bye"),
    ("ZPB", "zero_bye"),
    ("PAB", "pab"),
)


def _grouped(s: Scoring, *, zero_split: bool) -> list[tuple[str, int]]:
    """162 (W D L A P) or BB? (W D L Z F U) values; raises if the scoring needs XXS."""
    win, draw, loss = (
        {s.win_white, s.win_black, s.forfeit_win, s.full_bye},
        {s.draw_white, s.draw_black, s.half_bye},
        {s.loss_white, s.loss_black},
    )
    absent = {s.zero_bye, s.forfeit_loss}
    if len(win) > 1 or len(draw) > 1 or len(loss) > 1 or (len(absent) > 1 and not zero_split):
        kind = "BB? lines" if zero_split else "a 162 record"
        raise TrfWriteError(f"this scoring system cannot be written as {kind}: {s}")
    values = [("W", s.win_white, 10), ("D", s.draw_white, 5), ("L", s.loss_white, 0)]
    if zero_split:
        values += [("Z", s.zero_bye, 0), ("F", s.forfeit_loss, 0), ("U", s.pab, s.win_white)]
        return [(f"BB{c}", v) for c, v, d in values if v != d]
    values += [("A", s.zero_bye, 0), ("P", s.pab, s.win_white)]
    return [(c, v) for c, v, d in values if v != d]


def _acceleration(t: Tournament, family: Family, _: Sequence[str]) -> list[str]:
    if not t.acceleration:
        return []
    if family is Family.TRF26:
        return [_line_250(*run) for run in _runs(t)]
    last = max(r for _, r in t.acceleration)
    lines = []
    for sr in sorted({sr for sr, _ in t.acceleration}):
        values = [t.acceleration.get((sr, r), 0) for r in range(1, last + 1)]
        lines.append(f"XXA {sr:>4}" + "".join(f" {format_tenths(v):>4}" for v in values))
    return lines


def _runs(t: Tournament) -> list[tuple[int, int, int, int, int]]:
    """(points, first round, last round, first id, last id) runs covering the acceleration."""
    per_player: dict[int, list[tuple[int, int, int]]] = {}
    for (sr, r), v in sorted(t.acceleration.items()):
        runs = per_player.setdefault(sr, [])
        if runs and runs[-1][1] == r - 1 and runs[-1][2] == v:
            runs[-1] = (runs[-1][0], r, v)
        else:
            runs.append((r, r, v))
    merged: list[tuple[int, int, int, int, int]] = []
    for sr in sorted(per_player):
        for first, last, v in per_player[sr]:
            hit = next(
                (i for i, m in enumerate(merged) if m[:3] == (v, first, last) and m[4] == sr - 1),
                None,
            )
            if hit is None:
                merged.append((v, first, last, sr, sr))
            else:
                merged[hit] = (v, first, last, merged[hit][3], sr)
    return merged


def _line_250(points: int, first: int, last: int, id1: int, id2: int) -> str:
    return f"250 {'':4} {format_tenths(points):>4} {first:>3} {last:>3} {id1:>4} {id2:>4}"


def _forbidden(t: Tournament, family: Family, _: Sequence[str]) -> list[str]:
    lines = []
    for f in t.forbidden:
        ids = sorted(f.players)
        if family is Family.TRF26:
            first = f.first_round or 1
            last = f.last_round or t.total_rounds or 999
            lines.append(f"260 {first:>3} {last:>3}" + "".join(f" {i:>4}" for i in ids))
        elif f.first_round is None and f.last_round is None:
            lines.append("XXP " + " ".join(map(str, ids)))
        else:
            raise TrfWriteError("forbidden pairs limited to some rounds need a 260 record")
    return lines


def _absences(t: Tournament, family: Family, _: Sequence[str]) -> list[str]:
    if family is Family.TRF26:
        return [
            f"240 {a.kind.value} {a.round_no:>3}" + "".join(f" {i:>4}" for i in sorted(a.players))
            for a in t.absences
        ]
    upcoming = t.rounds_played + 1
    lines = []
    for a in t.absences:
        if all(
            t.player(i).entry(a.round_no).result is a.kind
            for i in a.players
            if any(p.start_rank == i for p in t.players)
        ):
            continue  # already written in the 001 blocks
        if a.round_no != upcoming or a.kind is not ResultCode.ZERO_BYE:
            raise TrfWriteError(
                f"a bye coded {a.kind.value} for round {a.round_no} needs a 240 record (TRF-26)"
            )
        lines.append("XXZ " + " ".join(map(str, sorted(a.players))))
    return lines


ASPECTS: tuple[Aspect, ...] = (
    Aspect("total_rounds", ("142",), ("XXR",), _rounds),
    Aspect("initial_colour", ("152",), ("XXC",), _colour),
    Aspect("scoring", ("162",), ("XXS", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU"), _scoring),
    Aspect("acceleration", ("250",), ("XXA",), _acceleration),
    Aspect("forbidden", ("260",), ("XXP",), _forbidden),
    Aspect("absences", ("240",), ("XXZ",), _absences),
)
