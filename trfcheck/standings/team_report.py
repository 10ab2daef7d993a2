"""The standings of a team event (C.07 art. 11-13): ``compute_team_standings``.

The library call behind ``trfcheck standings`` for a team event. Teams are ranked by the
primary score (match or game points, C.04.6 1.2: the 192 code, else match points), then
by the tie-break list: ``--tiebreaks``, else the file's 212/202 record, else the secondary
score (MPvGP, 13.1) as a documented default. Every item must be a team tie-break that
``standings.team`` computes (``TEAM_TIEBREAKS``); any other is refused with
``UnsupportedTiebreak`` naming it, never left out. Team standings are given after the last
round played (``TeamTable`` reads every round of the file).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from trfcheck.ruleset import Ruleset
from trfcheck.trf.model import Tournament
from trfcheck.trf.team_rounds import pairing_teams
from trfcheck.trf.teams import read_team_code

from .ranking import TieBreakList, tiebreak_list
from .report import NoResults, UnsupportedTiebreak
from .team import TEAM_TIEBREAKS, TeamTable, Value, team_standings

__all__ = ["TeamRow", "TeamStandingsReport", "compute_team_standings", "team_labels"]

#: What follows direct encounter in the EDE family (C.07 13.3).
_EDE_FOLLOW = {"EDEBT": ("BC", "TBR"), "EDEBB": ("BC", "BBE"), "EDET": ("TBR",), "EDEB": ("BBE",)}


def _name(code: str) -> str:
    return code.upper().split("/")[0].split(":")[0]


def team_labels(primary: str, codes: tuple[str, ...]) -> tuple[str, ...]:
    """The column of each value ``team_standings`` gives: the primary score, then each
    code, an EDE code followed by the tie-breaks it includes (13.3)."""
    labels = [primary]
    for code in codes:
        labels.append(code)
        labels.extend(_EDE_FOLLOW.get(_name(code), ()))
    return tuple(labels)


def _format(label: str, value: Value) -> str:
    """Tenths as points (hundredths for the ESB family and SSSC, 13.2, 13.4); BC is lower
    is better and comes negated (``team_tiebreak``); TBR and BBE are per-board lists; the
    EDE family orders a tied group: the team's place in it (``team_standings`` keys it as
    minus the place from 0)."""
    if isinstance(value, tuple):
        return "/".join(f"{v / 10:g}" for v in value)
    name = _name(label)
    if name in ("EDE", *_EDE_FOLLOW):  # a place inside the tied group (1 = first), no value
        return str(1 - value)
    if name == "BC":
        value = -value
    scale = 100 if (name.startswith("E") and name.endswith("SB")) or name == "SSSC" else 10
    return f"{value / scale:g}"


@dataclass(frozen=True, slots=True)
class TeamRow:
    """One team: ``rank`` is the first position of its group, ``tied`` when the list leaves
    the group tied; ``values`` in the order of ``TeamStandingsReport.labels``."""

    rank: int
    tied: bool
    team: int
    name: str
    values: tuple[Value, ...]


@dataclass(frozen=True, slots=True)
class TeamStandingsReport:
    """Team standings after the last round, and what they were computed with."""

    round_no: int
    rules: Ruleset
    list_source: str
    list_reason: str
    codes: tuple[str, ...]  # the list applied after the primary score
    labels: tuple[str, ...]  # one per value: the primary score, the codes, what EDEx adds
    rows: tuple[TeamRow, ...]
    event: str = "team Swiss (C.04.6)"  # what the event is, as the file or --system says

    def describe(self) -> list[str]:
        """Text lines: the rules applied and the list."""
        return [
            *self.rules.describe(),
            f"event: {self.event}, team standings (C.07 art. 11-13)",
            f"standings after round {self.round_no} by {','.join(self.labels)} "
            f"({self.list_reason})",
        ]

    def formatted(self, row: TeamRow) -> list[str]:
        """``row``'s values as text."""
        return [_format(label, v) for label, v in zip(self.labels, row.values, strict=True)]

    def to_dict(self) -> dict[str, Any]:
        """The JSON form (values as shown in the text: points, per-board lists)."""
        return {
            "round": self.round_no,
            "rules": self.rules.to_dict(),
            "team": True,
            "event": self.event,
            "tiebreaks": {
                "list": list(self.codes),
                "columns": list(self.labels),
                "primary": self.labels[0],
                "source": self.list_source,
                "reason": self.list_reason,
            },
            "standings": [
                {
                    "rank": row.rank,
                    "tied": row.tied,
                    "team": row.team,
                    "name": row.name,
                    "values": dict(zip(self.labels, self.formatted(row), strict=True)),
                }
                for row in self.rows
            ],
        }


def _choose(t: Tournament, option: str | None) -> tuple[tuple[str, ...], str, str]:
    if option is not None:
        listed = TieBreakList.parse(option)
        if not listed.items:
            raise ValueError("--tiebreaks: expected a list such as MPVGP,EMGSB/C1")
        return listed.items, "--tiebreaks", "--tiebreaks"
    in_file = tiebreak_list(t)
    if in_file is not None:
        return in_file.items, in_file.source, f"the file's {in_file.source} record"
    return ("MPVGP",), "default", "the default: the secondary score (13.1); no 202/212 record"


def compute_team_standings(
    tournament: Tournament,
    ruleset: Ruleset,
    *,
    tiebreaks: str | None = None,
    round_no: int | None = None,
) -> TeamStandingsReport:
    """The team standings after the last round played, under ``ruleset``
    (``ruleset.resolve``: the tie-break edition, whether the event is a team Swiss).

    Raises NoResults before the first round is played, ValueError for a bad list or a round
    other than the last (usage), UnsupportedTiebreak for an item that is not a team
    tie-break trfcheck computes.
    """
    rules = ruleset
    last = tournament.rounds_played
    if last == 0:
        raise NoResults("no round has been played yet: no team standings to give")
    if round_no is not None and round_no != last:
        raise ValueError(
            f"--round {round_no}: team standings are given after the last round played ({last})"
        )
    items, source, reason = _choose(tournament, tiebreaks)
    codes = tuple(i for i in items if _name(i) not in ("PTS", "MP", "GP"))
    for code in codes:
        if _name(code) not in TEAM_TIEBREAKS:
            known = ", ".join(sorted(TEAM_TIEBREAKS))
            raise UnsupportedTiebreak(
                f"{code}: not a team tie-break trfcheck computes (list from {source}); "
                f"team tie-breaks: {known}"
            )
    table = TeamTable.of(tournament, rules.tiebreak_edition.value)
    order = team_standings(tournament, codes, rules.tiebreak_edition.value)
    names = {team.number or 0: team.name for team in pairing_teams(tournament)}
    rows: list[TeamRow] = []
    for place, (team, key) in enumerate(order, 1):
        tied_above = bool(rows) and order[place - 2][1] == key
        tied_below = place < len(order) and order[place][1] == key
        rank = rows[-1].rank if tied_above else place
        rows.append(TeamRow(rank, tied_above or tied_below, team, names.get(team, ""), key))
    labels = team_labels(table.primary.value, codes)
    event = _event(tournament, rules)
    return TeamStandingsReport(last, rules, source, reason, codes, labels, tuple(rows), event)


def _event(t: Tournament, rules: Ruleset) -> str:
    """What the team event is: a team Swiss (C.04.6) when ``Ruleset.swiss_team``; else
    named by its 192 code or its 092 text (a league or a team round robin is not a Swiss)."""
    if rules.swiss_team.value:
        return "team Swiss (C.04.6" + (
            ", --system team)" if read_team_code(t.system) is None else ")"
        )
    if t.system and t.system.strip():
        return f"the file's system code {t.system.strip()!r} (192): not a team Swiss"
    if t.event_type and t.event_type.strip():
        return f"{t.event_type.strip()!r} (092): not a team Swiss (no 192 team Swiss code)"
    return "a team event, not a team Swiss (no 192 team Swiss code)"
