"""Board order of a published pairing list (C.04.2 art. 3.6; pre-2026 C.04.2 D.9).

A pairing list comes from ``--pairings FILE``: CSV rows ``board,white,black``
(a header line is optional; a ``round`` column may follow) or JSON, either
``{"round": r, "boards": [{"board": 1, "white": 3, "black": 7}, ...]}`` or a
list of such objects or of ``[board, white, black]`` rows. A bye is written
with black ``0``, or, as ``trfcheck pair --format json`` writes it, in a ``byes``
list beside the boards (``{"player": 15, "kind": "PAB"}``): the PAB is the board after
the last (art. 3.6: the PAB last); a requested bye (H, F, Z) is not a board. TRF-2026
has no board record for individual events (its 300 records place team members on
boards), so the file is the only source.

Order (GHR 3.6): the higher-ranked player's score, higher first; then the sum
of both scores; then the higher-ranked player's TPN, smaller first; the PAB
last. Scores are pairing scores (C.04.7 1.5: virtual points count). Under the
Dutch system the endorsed engine (bbpPairings v6, which settles the Dutch
readings) orders the boards by real points (docs/lim.md, "Interpretations"), and so does
trfcheck's; a Dutch list is therefore questioned only when it is out of order
by both. The 2026 text recommends the order, so a difference is a warning
(C.04.2 3.6: a recommendation, so a soft check).
"""

from __future__ import annotations

import csv
import io
import itertools
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from trfcheck.ruleset import PairingEdition
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.trf.model import Colour, ResultCode
from trfcheck.trf.numbers import NumberError, ascii_digits, read_whole

from .check_inputs import Context, System

__all__ = [
    "PairingsFileError",
    "PublishedBoard",
    "PublishedPairing",
    "check_board_order",
    "parse_pairings",
    "read_pairings",
]


class PairingsFileError(ValueError):
    """A pairing list that cannot be read; the message says where, what was expected and found."""


@dataclass(frozen=True, slots=True)
class PublishedBoard:
    """One row of a published pairing list; ``black`` is 0 for a bye."""

    board: int
    white: int
    black: int


@dataclass(frozen=True, slots=True)
class PublishedPairing:
    """The boards of one round as published; ``round_no`` None means the file's last round."""

    round_no: int | None
    boards: tuple[PublishedBoard, ...]


def read_pairings(path: str | Path) -> PublishedPairing:
    """Read a CSV or JSON pairing list (by content: JSON starts with ``{`` or ``[``).

    Raises PairingsFileError for malformed content and OSError if the file cannot be read.
    """
    text = Path(path).read_text(encoding="utf-8-sig")
    return parse_pairings(text, str(path))


def parse_pairings(text: str, path: str = "<pairings>") -> PublishedPairing:
    """Parse the text of a pairing list (module notes); raises PairingsFileError."""
    if text.lstrip().startswith(("{", "[")):
        return _parse_json(text, path)
    return _parse_csv(text, path)


def _number(value: Any, where: str, what: str) -> int:
    try:
        return read_whole(str(value)[:64], 4)
    except NumberError as error:
        raise PairingsFileError(f"{where}: {what}: {error}") from None


def _parse_csv(text: str, path: str) -> PublishedPairing:
    rows = [r for r in csv.reader(io.StringIO(text)) if any(c.strip() for c in r)]
    round_no: int | None = None
    boards: list[PublishedBoard] = []
    for line_no, row in enumerate(rows, start=1):
        cells = [c.strip() for c in row]
        if line_no == 1 and cells and not ascii_digits(cells[0]):
            continue  # header
        where = f"{path}:{line_no}"
        if len(cells) < 3:
            raise PairingsFileError(
                f"{where}: expected board,white,black, found {','.join(cells)!r}"
            )
        black = cells[2] or "0"
        boards.append(
            PublishedBoard(
                _number(cells[0], where, "board"),
                _number(cells[1], where, "white"),
                _number(black, where, "black"),
            )
        )
        if len(cells) > 3 and cells[3]:
            round_no = _number(cells[3], where, "round")
    return PublishedPairing(round_no, tuple(boards))


def _parse_json(text: str, path: str) -> PublishedPairing:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise PairingsFileError(
            f"{path}:{error.lineno}:{error.colno}: expected JSON, found {error.msg}"
        ) from None
    round_no = None
    rows: Any = data
    if isinstance(data, dict):
        if "round" in data and data["round"] is not None:
            round_no = _number(data["round"], f"{path}:$.round", "round")
        rows = data.get("boards")
    if not isinstance(rows, list):
        raise PairingsFileError(f"{path}: expected a list of boards, found {type(rows).__name__}")
    boards = [_json_row(row, f"{path}:$.boards[{i}]") for i, row in enumerate(rows)]
    byes = data.get("byes", []) if isinstance(data, dict) else []
    if not isinstance(byes, list):
        raise PairingsFileError(f"{path}:$.byes: expected a list, found {type(byes).__name__}")
    for i, bye in enumerate(byes):
        where = f"{path}:$.byes[{i}]"
        if not isinstance(bye, dict) or "player" not in bye:
            raise PairingsFileError(f"{where}: expected {{player, kind}}, found {bye!r}")
        kind = str(bye.get("kind", "PAB")).upper()
        if kind not in _BYE_KINDS:
            raise PairingsFileError(f"{where}: expected a kind PAB, H, F or Z, found {kind!r}")
        if kind in ("PAB", "U"):
            last = max((b.board for b in boards), default=0)
            boards.append(PublishedBoard(last + 1, _number(bye["player"], where, "player"), 0))
    return PublishedPairing(round_no, tuple(boards))


#: The kinds of bye ``trfcheck pair --format json`` writes (README, "Pairing"); U is the
#: TRF letter of the PAB.
_BYE_KINDS = frozenset({"PAB", "U", "H", "F", "Z"})


def _json_row(row: Any, where: str) -> PublishedBoard:
    if isinstance(row, list) and len(row) >= 3:
        board, white, black = row[0], row[1], row[2]
    elif isinstance(row, dict) and {"board", "white"} <= row.keys():
        board, white, black = row["board"], row["white"], row.get("black") or 0
    else:
        raise PairingsFileError(f"{where}: expected {{board, white, black}}, found {row!r}")
    return PublishedBoard(
        _number(board, where, "board"),
        _number(white, where, "white"),
        _number(black, where, "black"),
    )


def check_board_order(ctx: Context, pairing: PublishedPairing) -> list[Diagnostic]:
    """BRD003 (error): the list itself is inconsistent; BRD002 (error): it disagrees with the
    round in the TRF; BRD001 (warning): two boards in the wrong order by GHR 3.6."""
    r = pairing.round_no if pairing.round_no is not None else ctx.tournament.rounds_played
    rule = "C.04.2 art. 3.6" if ctx.rules is PairingEdition.R2026 else "C.04.2 D.9"
    boards = sorted(pairing.boards, key=lambda b: b.board)
    problems = _malformed(ctx, r, boards)
    if problems:
        return problems
    out = _against_file(ctx, r, boards) if r <= ctx.tournament.rounds_played else []
    states = ctx.states(r)
    scores = {pid: s.pairing_score for pid, s in states.items()}
    real = {pid: s.score for pid, s in states.items()}

    def misplaced(before: PublishedBoard, after: PublishedBoard) -> bool:
        if _key(after, scores) >= _key(before, scores):
            return False
        return ctx.system is not System.DUTCH or _key(after, real) < _key(before, real)

    for before, after in itertools.pairwise(boards):
        if before.black == 0 and after.black != 0:
            text = f"the bye of {before.white} (board {before.board}) precedes board {after.board}"
        elif before.black != 0 and after.black != 0 and misplaced(before, after):
            text = (
                f"board {after.board} ({after.white}-{after.black}) should come before board "
                f"{before.board} ({before.white}-{before.black}): scores {_scores(after, scores)} "
                f"against {_scores(before, scores)}"
            )
        else:
            continue
        players = (before.white, before.black, after.white, after.black)
        out.append(
            Diagnostic(
                "BRD001",
                Severity.WARNING,
                r,
                tuple(p for p in players if p),
                rule,
                f"{text} ({rule}: higher score of the higher-ranked player, sum of scores, "
                "TPN; the PAB last)",
            )
        )
    return out


def _higher(b: PublishedBoard, scores: Mapping[int, int]) -> tuple[int, int]:
    """The higher-ranked and the lower-ranked player of a board (score, then TPN)."""
    hi = min((b.white, b.black), key=lambda p: (-scores[p], p))
    return hi, b.black if hi == b.white else b.white


def _key(b: PublishedBoard, scores: Mapping[int, int]) -> tuple[int, int, int]:
    hi, lo = _higher(b, scores)
    return (-scores[hi], -(scores[hi] + scores[lo]), hi)


def _scores(b: PublishedBoard, scores: Mapping[int, int]) -> str:
    hi, lo = _higher(b, scores)
    return f"{scores[hi] / 10:g}+{scores[lo] / 10:g}"


def _malformed(ctx: Context, r: int, boards: Iterable[PublishedBoard]) -> list[Diagnostic]:
    known = {p.start_rank for p in ctx.tournament.players}
    seen_boards: set[int] = set()
    seen_players: set[int] = set()
    out: list[Diagnostic] = []

    def bad(players: tuple[int, ...], text: str) -> None:
        out.append(Diagnostic("BRD003", Severity.ERROR, r, players, "pairing list", text))

    for b in boards:
        if b.board in seen_boards:
            bad((b.white, b.black), f"board number {b.board} is used twice")
        seen_boards.add(b.board)
        for pid in (b.white, b.black):
            if pid == 0:
                continue
            if pid not in known:
                bad((pid,), f"board {b.board}: no player with start rank {pid}")
            elif pid in seen_players:
                bad((pid,), f"board {b.board}: player {pid} is on two boards")
            seen_players.add(pid)
        if b.white == b.black or b.white == 0:
            bad(
                (b.white,),
                f"board {b.board}: expected two different players, found {b.white}-{b.black}",
            )
    return out


def _against_file(ctx: Context, r: int, boards: Iterable[PublishedBoard]) -> list[Diagnostic]:
    t = ctx.tournament
    listed: set[tuple[int, int]] = set()
    out: list[Diagnostic] = []

    def differ(players: tuple[int, ...], text: str) -> None:
        out.append(Diagnostic("BRD002", Severity.ERROR, r, players, "pairing list", text))

    for b in boards:
        entry = t.player(b.white).entry(r)
        if b.black == 0:
            if entry.result is not ResultCode.PAB:
                differ(
                    (b.white,),
                    f"board {b.board}: bye for {b.white}, but the TRF has no PAB for them",
                )
            continue
        listed.add((min(b.white, b.black), max(b.white, b.black)))
        if entry.opponent != b.black:
            differ(
                (b.white, b.black),
                f"board {b.board}: {b.white}-{b.black}, but the TRF pairs {b.white} with "
                f"{entry.opponent or 'nobody'}",
            )
        elif entry.colour is Colour.BLACK:
            differ((b.white, b.black), f"board {b.board}: {b.white} has Black in the TRF")
    for pair in ctx.pairs(r):
        if pair not in listed:
            differ(pair, f"the TRF pairs {pair[0]} and {pair[1]}, the list does not")
    for pid in ctx.pab_players(r):
        if not any(b.white == pid and b.black == 0 for b in boards):
            differ((pid,), f"the TRF gives {pid} the PAB, the list does not")
    return out
