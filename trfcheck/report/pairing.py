"""The text and JSON forms of a round's pairing (``trfcheck pair``): boards in FIDE board
order (GHR 3.6) and the byes, or the team matches of C.04.6 with their board colours."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from trfcheck.pairers.base import Paired, RoundPairing
from trfcheck.report.tables import WIDTH, fit_table
from trfcheck.ruleset import Ruleset
from trfcheck.trf.model import Colour, ResultCode, Tournament

if TYPE_CHECKING:  # the team and Double-Swiss engines are imported by their events only
    from trfcheck.pairers.double import DoubleRoundPairing
    from trfcheck.pairers.team import TeamMatchPairing, TeamRoundPairing

__all__ = [
    "pairing_json",
    "pairing_text",
    "render_json",
    "render_team_json",
    "render_team_text",
    "render_text",
]

_BYE_KIND = {
    ResultCode.PAB: "PAB",
    ResultCode.HALF_BYE: "H",
    ResultCode.FULL_BYE: "F",
    ResultCode.ZERO_BYE: "Z",
}


#: The columns of a pairing list: each player's pairing number (No.) beside the name.
PAIRING_HEADERS = ["Board", "No.", "White", "No.", "Black"]
#: The byes: the player and the kind (PAB, H half-point, F full-point, Z zero-point bye).
BYE_HEADERS = ["No.", "Bye", "Kind"]


def render_text(t: Tournament, pairing: RoundPairing, width: int | None = WIDTH) -> str:
    """Boards in FIDE board order (GHR 3.6), then the byes; names shortened to ``width``."""
    names = {p.start_rank: p.name for p in t.players}
    rows = [
        [i, b.white, names.get(b.white, ""), b.black, names.get(b.black, "")]
        for i, b in enumerate(pairing.boards, 1)
    ]
    parts = [f"Round {pairing.round_no}"]
    if rows:  # a round of byes only has no board table
        parts.append(fit_table(rows, PAIRING_HEADERS, shrink=(2, 4), width=width))
    if pairing.byes:
        byes = [[b.player, names.get(b.player, ""), _BYE_KIND[b.kind]] for b in pairing.byes]
        parts.append(fit_table(byes, BYE_HEADERS, shrink=(1,), width=width))
    return parts[0] + "\n" + "\n\n".join(parts[1:]) + "\n"


def render_json(pairing: RoundPairing, ruleset: Ruleset | None = None) -> str:
    """``{"round", "boards": [{"board", "white", "black"}], "byes": [{"player", "kind"}],
    "rules": {...}}`` (``rules``: ``Ruleset.to_dict``)."""
    data: dict[str, object] = {
        "round": pairing.round_no,
        "boards": [
            {"board": i, "white": b.white, "black": b.black}
            for i, b in enumerate(pairing.boards, 1)
        ],
        "byes": [{"player": b.player, "kind": _BYE_KIND[b.kind]} for b in pairing.byes],
    }
    if ruleset is not None:
        data["rules"] = ruleset.to_dict()
    return json.dumps(data, indent=2) + "\n"


def render_team_text(t: Tournament, pairing: TeamRoundPairing) -> str:
    """Matches in board order (white team first), the board colours, then the PAB team."""
    names = {x.number: x.name for x in t.teams}
    rows = [
        [i, m.white, names.get(m.white, ""), m.black, names.get(m.black, ""), _letters(m)]
        for i, m in enumerate(pairing.matches, 1)
    ]
    headers = ["Match", "No.", "White", "No.", "Black", "Boards"]
    text = f"Round {pairing.round_no}\n" + fit_table(rows, headers, shrink=(2, 4))
    if pairing.pab is not None:
        text += f"\n\nPAB: team {pairing.pab} {names.get(pairing.pab, '')}".rstrip()
    return text + "\n"


def render_team_json(pairing: TeamRoundPairing, ruleset: Ruleset | None = None) -> str:
    """``{"round", "matches": [{"match", "white", "black", "board_colours"}], "pab",
    "rules"}``; ``board_colours`` are the white team's (W/B, board 1 first)."""
    data: dict[str, object] = {
        "round": pairing.round_no,
        "matches": [
            {"match": i, "white": m.white, "black": m.black, "board_colours": _letters(m)}
            for i, m in enumerate(pairing.matches, 1)
        ],
        "pab": pairing.pab,
    }
    if ruleset is not None:
        data["rules"] = ruleset.to_dict()
    return json.dumps(data, indent=2) + "\n"


def _letters(m: TeamMatchPairing) -> str:
    return "".join("W" if c is Colour.WHITE else "B" for c in m.board_colours)


def pairing_text(pairing: Paired, t: Tournament, width: int | None = WIDTH) -> str:
    """The text form of any engine's round: the boards of players (``render_text``) or the
    matches of teams (``render_team_text``)."""
    if isinstance(pairing, RoundPairing):
        return render_text(t, pairing, width)
    double = _double_round(pairing)
    if double is not None:
        head = (
            f"Match {double.match_no} (rounds {double.round_no}-{double.round_no + 1}): "
            "White plays White in game 1 and Black in game 2 (C.04.5 4.4)\n"
        )
        return head + render_text(t, double.round_pairing(), width)
    return render_team_text(t, _team_round(pairing))


def pairing_json(pairing: Paired, ruleset: Ruleset | None = None) -> str:
    """The JSON form of any engine's round (``render_json``, ``render_team_json``)."""
    if isinstance(pairing, RoundPairing):
        return render_json(pairing, ruleset)
    double = _double_round(pairing)
    if double is not None:
        data = json.loads(render_json(double.round_pairing(), ruleset))
        return json.dumps({"match": double.match_no, **data}, indent=2) + "\n"
    return render_team_json(_team_round(pairing), ruleset)


def _double_round(pairing: Paired) -> DoubleRoundPairing | None:
    """``pairing`` as a Double-Swiss match (C.04.5; imported here: such events only)."""
    from trfcheck.pairers.double import DoubleRoundPairing

    return pairing if isinstance(pairing, DoubleRoundPairing) else None


def _team_round(pairing: Paired) -> TeamRoundPairing:
    """``pairing`` as the team engine's round (imported here: team events only)."""
    from trfcheck.pairers.team import TeamRoundPairing

    if not isinstance(pairing, TeamRoundPairing):
        raise TypeError(f"no text or JSON form for {type(pairing).__name__}")
    return pairing
