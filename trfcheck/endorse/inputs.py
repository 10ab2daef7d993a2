"""The candidate's input for one round of a generated tournament (docs/endorse.md, "Direction A").

Rounds before r as played; the byes and absences of round r pre-set as ``0000 - H/F/Z``
in the round-r column and listed as 240 records (TRF-26) or XXZ (TRF(x)); total rounds,
initial colour, scoring, acceleration and forbidden pairs as the dialect spells them
(142/XXR, 152/XXC, 162/BB?, 250/XXA, 260/XXP). The points column counts every result
written, the pre-set byes of round r included (bbpPairings and JaVaFo read either).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

from trfcheck.generator.output import final_points
from trfcheck.trf import Dialect, Document, Line, LineKind, render
from trfcheck.trf.model import AbsenceRecord, ResultCode, RoundEntry, Tournament

__all__ = ["DIALECTS", "candidate_input", "preset_byes", "render_as"]

#: ``--candidate-dialect`` values and the TRF dialect written for each: TRF-26, TRF(x)
#: (TRF16 with JaVaFo's XX lines, scoring as XXS) and TRF(bx) (the same with bbpPairings'
#: BB? scoring lines, the only ones bbpPairings reads).
DIALECTS = {"trf26": Dialect.TRF26, "trfx": Dialect.TRF16, "trfbx": Dialect.TRF16}
#: A source document whose only line selects the BB? family of scoring lines.
_BBP = Document((Line("BBW  1.0", "\n", LineKind.BBP_POINTS),), dialect=Dialect.TRF16)

_PRESET = (ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.ZERO_BYE)


def preset_byes(tournament: Tournament, round_no: int) -> dict[int, ResultCode]:
    """The players not paired in ``round_no`` (C.04.2 art. 3.2-3.3): H, F or Z, by start rank."""
    out = {}
    for p in tournament.players:
        e = p.entry(round_no)
        if e.opponent is None and e.result in _PRESET:
            out[p.start_rank] = e.result
    return out


def candidate_input(tournament: Tournament, round_no: int, dialect: str) -> bytes:
    """The file the candidate pairs ``round_no`` from, in ``dialect`` (``trf26``, ``trfx``)."""
    byes = preset_byes(tournament, round_no)
    before = tournament.truncated(round_no - 1)
    players = tuple(
        p.with_entry(round_no, RoundEntry(None, p.entry(round_no).colour, byes[p.start_rank]))
        if p.start_rank in byes
        else p
        for p in before.players
    )
    by_kind: dict[ResultCode, set[int]] = defaultdict(set)
    for player, kind in byes.items():
        by_kind[kind].add(player)
    absences = tuple(
        AbsenceRecord(round_no, kind, frozenset(by_kind[kind]))
        for kind in _PRESET
        if kind in by_kind
    )
    t = final_points(replace(before, players=players, absences=absences))
    t = replace(t, players=tuple(replace(p, rank=None) for p in t.players))
    return render_as(t, dialect)


def render_as(t: Tournament, dialect: str) -> bytes:
    """``t`` in the candidate's dialect (``trf26``, ``trfx``, ``trfbx``)."""
    like = _BBP if dialect == "trfbx" else None
    return render(t, like, dialect=DIALECTS[dialect], eol="\n").document.encode()
