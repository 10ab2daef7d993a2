"""Direction A for a Double-Swiss event (C.04.5): the candidate is asked for each match.

A match of two games takes two TRF rounds in the dialect of 192 ``FIDE_DOUBLESWISS``
(docs/double-swiss.md): game 1 in column 2k-1, game 2 in column 2k. The harness asks the
candidate for the next **match**, one call per match, and a match counts as one round of
the report (``Outcome.rounds``, ``Discrepancy.round``: the match number):

- the events are ``generate --system double``'s (``generator.double.generate_double``):
  ``players`` and ``rounds`` (matches) are the only generator settings it takes, TRF-26
  the only format the dialect has;
- the candidate's input is TRF-26 in the dialect: the matches before k as played, the byes
  of match k written ahead in both its columns (``0000 - Z``), 240 records for both
  columns, the points column counting each bye once per match (1.4); ``{round}`` is the
  game-1 column 2k-1, the round ``trfcheck pair --round`` takes;
- its answer is read per match: JaVaFo's pairs format, a line ``white black`` per match
  (White: the player with White in game 1, 4.4) and ``player 0`` for the PAB, or, with
  ``--candidate-output trf``, the two columns of match k in the file it wrote;
- before any comparison the answer is checked for legality: every player to pair exactly
  once, at most one PAB, no two players who met (C1, 2.1.1) and no PAB to a player C2
  (2.1.2) bars, by the checks ``trfcheck check`` runs (``verify.double``: DSR001, DSR002).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields, replace

from trfcheck.generator import Config, ConfigError, GeneratorError, with_settings
from trfcheck.generator.double import generate_double
from trfcheck.pairers.base import NoValidPairing
from trfcheck.pairers.double import published_match
from trfcheck.trf import TrfError, read
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.trf.double_swiss import is_double_swiss, player_points
from trfcheck.trf.model import AbsenceRecord, Colour, ResultCode, RoundEntry, Tournament
from trfcheck.verify.double import check_double
from trfcheck.verify.replay import Pair

from .inputs import preset_byes, render_as
from .outcome import Discrepancy, Kind
from .pairs import OutputError, illegal

__all__ = [
    "DEFAULTS",
    "DoubleEventFailure",
    "check_double_config",
    "column",
    "expected_match",
    "file_discrepancies",
    "illegal_match",
    "make_event",
    "match_input",
    "match_of",
    "trf_match",
]

#: The ranges of ``trfcheck generate --system double`` (players; matches of two games).
DEFAULTS = (("players", "8-40"), ("rounds", "3-7"))
#: The settings ``generate_double`` takes; every other key keeps its default.
_TAKEN = frozenset({"players", "rounds", "system", "edition", "format"})
ERROR = Severity.ERROR
#: The match checks of ``verify.double`` and the criterion each applies.
_CRITERIA = {"DSR001": "C1", "DSR002": "C2"}
_PRESET = (ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.ZERO_BYE)


class DoubleEventFailure(GeneratorError):
    """No Double-Swiss event could be paired to the end for a seed."""


def column(match: int) -> int:
    """The game-1 column of match ``match`` (2k-1)."""
    return 2 * match - 1


def match_of(round_no: int) -> int:
    """The match a TRF column belongs to ((r+1) // 2)."""
    return (round_no + 1) // 2


def check_double_config(config: Config) -> Config:
    """``config`` if the Double-Swiss generator can honour it: ``players`` and ``rounds``
    (matches), TRF-26; ConfigError naming the first other setting given."""
    if config.format.value != "trf26":
        raise ConfigError(
            f"format: a Double-Swiss event is written in TRF-26 only (192 FIDE_DOUBLESWISS), "
            f"found {config.format.value}"
        )
    base = with_settings(Config(), [("format", "trf26")])
    for f in fields(Config):
        if f.name not in _TAKEN and getattr(config, f.name) != getattr(base, f.name):
            raise ConfigError(
                f"{f.name}: the Double-Swiss generator (generate --system double) takes "
                "players and rounds (matches) only"
            )
    return config


def make_event(config: Config, seed: int) -> tuple[Tournament, bytes]:
    """Event ``seed`` of ``generate --system double`` with ``config``'s ranges (rounds:
    matches); DoubleEventFailure when no draw can be paired to the end."""
    try:
        event = generate_double(seed, config.players, config.rounds)
    except NoValidPairing as error:
        raise DoubleEventFailure(str(error)) from None
    return event.tournament, event.data


def match_input(t: Tournament, match: int) -> bytes:
    """The file the candidate pairs match ``match`` from (module notes)."""
    first = column(match)
    byes = preset_byes(t, first)
    before = t.truncated(first - 1)
    players = []
    for p in before.players:
        if p.start_rank in byes:
            bye = RoundEntry(None, Colour.NONE, byes[p.start_rank])
            p = p.with_entry(first, bye).with_entry(first + 1, bye)
        players.append(p)
    absences = tuple(
        AbsenceRecord(c, kind, frozenset(p for p, k in byes.items() if k is kind))
        for c in (first, first + 1)
        for kind in _PRESET
        if kind in byes.values()
    )
    ready = replace(before, players=tuple(players), absences=absences)
    ready = ready.with_players(
        tuple(replace(p.with_points(player_points(ready, p)), rank=None) for p in ready.players)
    )
    return render_as(ready, "trf26")


def expected_match(t: Tournament, match: int) -> tuple[Pair, ...]:
    """The generated event's match ``match``: (game-1 White, game-1 Black), (PAB, 0)."""
    return published_match(t, column(match))


def trf_match(data: bytes, match: int, path: str = "") -> tuple[Pair, ...]:
    """Match ``match`` of a TRF file the candidate wrote (both its columns)."""
    try:
        loaded = read(data, path)
    except TrfError as error:
        raise OutputError(f"the output is not a readable TRF file: {error}") from None
    first = column(match)
    broken = [
        f
        for f in loaded.findings
        if f.code.startswith("DSW")
        and f.round in (first, first + 1)
        and f.severity.value == "error"
    ]
    if broken:
        raise OutputError(f"match {match} is not written in the dialect: {broken[0].message}")
    return published_match(loaded.tournament, first)


def illegal_match(
    t: Tournament, match: int, found: tuple[Pair, ...]
) -> tuple[str | None, str] | None:
    """(criterion, why) when ``found`` cannot be match ``match`` of ``t`` (module notes):
    None for a player left out, paired twice or not to be paired, ``C1`` or ``C2`` for a
    breach of those criteria; None when it is legal."""
    first = column(match)
    why = illegal(t, first, found, f"match {match}")
    if why is not None:
        return None, why
    one: dict[int, RoundEntry] = {}
    two: dict[int, RoundEntry] = {}
    for white, black in found:
        if black == 0:
            one[white] = two[white] = RoundEntry(None, Colour.NONE, ResultCode.PAB)
            continue
        one[white], one[black] = (
            RoundEntry(black, Colour.WHITE, None),
            RoundEntry(white, Colour.BLACK, None),
        )
        two[white], two[black] = (
            RoundEntry(black, Colour.BLACK, None),
            RoundEntry(white, Colour.WHITE, None),
        )
    paired = t.truncated(first - 1).with_round(first, one).with_round(first + 1, two)
    for finding in check_double(paired):
        if finding.round == first:
            return _CRITERIA.get(finding.code), f"{finding.message} [{finding.rule}]"
    return None


def file_discrepancies(
    t: Tournament, findings: Sequence[Diagnostic], found: list[Discrepancy]
) -> list[Discrepancy]:
    """Direction B: ``found`` (the replay's discrepancies, by match) with what a
    candidate's Double-Swiss file breaks besides. A file without the 192 code of the
    dialect, or with column pairs that are no matches (DSW errors), is ``unreadable``
    (class ``rtg``: the candidate's generator wrote it); a match against C1 or C2 (DSR001,
    DSR002, ``verify.double``) is an ``illegal`` pairing (class ``candidate``), the
    replay's discrepancy of that match, or one of its own."""
    if not is_double_swiss(t):
        reason = (
            "the file does not declare the two-round dialect (192 FIDE_DOUBLESWISS): its "
            "columns cannot be read as matches"
        )
        return [*found, Discrepancy(0, Kind.UNREADABLE, "no-dialect", "rtg", reason=reason)]
    out = {d.round: d for d in found if d.kind is Kind.PAIRING}
    extra = []
    broken = [f for f in findings if f.code.startswith("DSW") and f.severity is ERROR]
    if broken:
        first = broken[0]
        text = "; ".join(f"{f.code}: {f.message}" for f in broken[:3])
        text += "; ..." if len(broken) > 3 else ""
        where = match_of(first.round) if first.round else 0
        extra.append(
            Discrepancy(where, Kind.UNREADABLE, f"dialect:{first.code}", "rtg", reason=text)
        )
    for f in findings:
        criterion = _CRITERIA.get(f.code)
        if criterion is None or f.round is None:
            continue
        k = match_of(f.round)
        if k in out and out[k].evidence.startswith("illegal:"):
            continue  # the first breach of the match is named
        d = out.get(k, Discrepancy(k, Kind.PAIRING, "", "candidate"))
        out[k] = replace(
            d,
            evidence=f"illegal:{criterion}",
            auto_class="candidate",
            rule=criterion,
            reason=f"{f.message} [{f.rule}]",
        )
    rest = [d for d in found if d.kind is not Kind.PAIRING]
    return sorted([*out.values(), *rest, *extra], key=lambda d: d.round)
