"""A team event's members written absent, as an arbiter reads them (C.04.6; TRF-26 310).

A member written absent (``0000 - -``, RES012; ``0000 - 0``, RES014) in a round his team
played is a reserve or an empty board, not a player's absence; the members so written in
the rounds their team has no match are one finding for the file. ``TeamEvent`` reads the
reader's findings through ``member_absences``; the team records' decoders
(``trf.team_rounds``) are imported for a team event only.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from trfcheck.trf.diagnostics import Diagnostic
from trfcheck.trf.model import ResultCode, Tournament

__all__ = ["ABSENCE_CODES", "member_absences"]


#: The reader's legacy spellings of a player's absence (docs/trf-format.md, "Round blocks"):
#: in a team event the round of a member who does not play (a reserve, an empty board), not
#: a player's absence.
ABSENCE_CODES = frozenset({"RES012", "RES014"})


def _read_as_absence(t: Tournament, f: Diagnostic) -> bool:
    """True when the reader read the legacy block of ``f`` as an absence (a zero-point bye,
    docs/trf-format.md, "Round blocks"), not as a bye worth points."""
    if f.player is None or f.round is None:
        return False
    try:
        return t.player(f.player).entry(f.round).result is ResultCode.ZERO_BYE
    except KeyError:
        return False


def member_absences(t: Tournament, findings: Iterable[Diagnostic]) -> list[Diagnostic]:
    """The reader's ``findings`` as an arbiter reads a team event: a member written absent
    (``0000 - -``, RES012; ``0000 - 0``, RES014) in a round his team played, forfeited, had
    the PAB or a bye is a reserve or an empty board, not a player's absence: no finding.
    The members so written in the rounds their team has no match (an absent team) are one
    finding for the file, at the first such block, naming each team and its rounds. Every
    other finding is kept as it is."""
    findings = list(findings)
    if not any(f.code in ABSENCE_CODES for f in findings):
        return findings  # nothing to read otherwise: the match history is not built
    from trfcheck.trf.team_rounds import MatchKind, match_history, pairing_teams

    team_of = {m: x.number or 0 for x in pairing_teams(t) for m in x.members}
    history = match_history(t)
    kept: list[Diagnostic] = []
    absent: dict[int, list[Diagnostic]] = {}
    for f in findings:
        if f.code not in ABSENCE_CODES or not _read_as_absence(t, f):
            kept.append(f)
            continue
        team = team_of.get(f.player or 0)
        matches = history.get(team or 0, ())
        if team is None or f.round is None or not 1 <= f.round <= len(matches):
            kept.append(f)
            continue
        if matches[f.round - 1].kind is MatchKind.ABSENT:
            absent.setdefault(team, []).append(f)
    if not absent:
        return kept
    every = [f for group in absent.values() for f in group]
    first = min(every, key=lambda f: (f.line, f.column, f.round or 0))
    rounds = {team: sorted({f.round or 0 for f in group}) for team, group in absent.items()}
    teams = "; ".join(
        f"team {team} round{'s' if len(rounds[team]) > 1 else ''} {_ranges(rounds[team])}"
        for team in sorted(rounds)
    )
    kept.append(
        replace(
            first,
            round=None,
            players=(),
            message=f"{len(absent)} teams have rounds without a match, their members' blocks "
            f"written absent with a legacy spelling ({first.found or first.code}, "
            f"{len(every)} blocks; Z is the TRF code of a zero-point bye): {teams}",
            expected="",
            found="",
        )
    )
    return kept


def _ranges(rounds: list[int]) -> str:
    """``1-3, 5``."""
    out: list[str] = []
    for r in rounds:
        if out and out[-1].split("-")[-1] == str(r - 1):
            out[-1] = f"{out[-1].split('-')[0]}-{r}"
        else:
            out.append(str(r))
    return ", ".join(out)
