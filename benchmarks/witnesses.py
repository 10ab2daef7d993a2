"""Where the witnesses of the comparison scripts are, and how a round is put to them.

The witnesses (pairing-core, py4swiss, bbpPairings) are other people's programs, installed
by whoever runs a comparison and never dependencies of trfcheck. Each comparison takes
their place from an option or, failing that, an environment variable, and says so in its
``--help``:

- ``--peers DIR`` or ``TRFCHECK_PEERS``: the ``bin`` folder (``Scripts`` on Windows) of a
  virtual environment with pairing-core and py4swiss, made with
  ``python -m venv peers && peers/bin/pip install pairing-core==0.4.1 py4swiss==0.3.1``;
  its ``python`` runs ``pairing_core_bridge.py`` (this folder), its ``py4swiss`` is the
  py4swiss command.

pairing-core has no TRF reader: ``pairing_core_request`` describes the round to pair from a
trfcheck ``Tournament`` (per player the score, rating, colours, opponents, PAB, forfeit
wins and the float tags of the two previous rounds, read as Lim 3.10 reads a float: a game
against an opponent of another score, a bye being no float), and the bridge, run under the
peers' Python, hands it to pairing-core. Players whose entry of the round is already
written (a requested bye, an absence) are not in the request: pairing-core has no absent
player.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from trfcheck.pairers.core.state import RoundKind, round_kind
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry, Tournament

BRIDGE = Path(__file__).with_name("pairing_core_bridge.py")
PEERS_VARIABLE = "TRFCHECK_PEERS"
PEERS_HELP = (
    "the bin folder of a virtual environment with pairing-core 0.4.1 and py4swiss 0.3.1 "
    f"(default: ${PEERS_VARIABLE}); make one with: python -m venv peers && "
    "peers/bin/pip install pairing-core==0.4.1 py4swiss==0.3.1"
)

#: (white, black) boards and the PAB, or the witness's refusal.
Round = tuple[frozenset[tuple[int, int]], int | None]


def add_peers_option(parser: argparse.ArgumentParser) -> None:
    """``--peers DIR`` (default ``$TRFCHECK_PEERS``)."""
    parser.add_argument("--peers", type=Path, default=None, metavar="DIR", help=PEERS_HELP)


def peers_folder(given: Path | None) -> Path:
    """The peers' ``bin`` folder from the option, else the environment; exits with a
    message that says how to give it when neither names an existing folder."""
    folder = given or (Path(os.environ[PEERS_VARIABLE]) if PEERS_VARIABLE in os.environ else None)
    if folder is None or not folder.is_dir():
        where = "no --peers and no $" + PEERS_VARIABLE if folder is None else f"{folder}"
        sys.exit(f"witnesses: {where}: expected {PEERS_HELP}")
    return folder


def peer_program(folder: Path, name: str) -> Path:
    """A program of the peers' environment (``python``, ``py4swiss``), ``.exe`` on Windows."""
    for candidate in (folder / name, folder / f"{name}.exe"):
        if candidate.exists():
            return candidate
    sys.exit(f"witnesses: {folder}: no {name} (expected {PEERS_HELP})")


def out_folder(given: Path | None, name: str) -> Path:
    """The folder for a comparison's files: ``--out``, else ``NAME`` under the current
    folder; made if needed."""
    folder = given if given is not None else Path(name)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _scores(t: Tournament, before: int) -> dict[int, list[int]]:
    """Each player's score (tenths) before each round 1..``before``: ``[0, after 1, ...]``."""
    out: dict[int, list[int]] = {}
    for p in t.players:
        running = [0]
        for j in range(1, before):
            e = p.entry(j)
            running.append(running[-1] + (t.scoring.points(e.result, e.colour) if e.result else 0))
        out[p.start_rank] = running
    return out


def _float(t: Tournament, scores: dict[int, list[int]], player: int, j: int) -> str:
    """'D', 'U' or '' for ``player`` in round ``j``: a game against an opponent who had a
    lower (D) or higher (U) score before it; a bye or an unplayed round is no float."""
    e = next(p for p in t.players if p.start_rank == player).entry(j)
    if round_kind(e) is not RoundKind.PLAYED or e.opponent is None:
        return ""
    mine, theirs = scores[player][j - 1], scores[e.opponent][j - 1]
    return "D" if mine > theirs else "U" if mine < theirs else ""


@dataclass(frozen=True, slots=True)
class History:
    """A player's rounds before the one to pair, as pairing-core reads them."""

    #: W or B for a game, u for a round without one (a bye, a forfeit, an absence)
    colours: str
    #: the opponent of each game, in start-rank order
    opponents: list[int]
    #: the result of each game as pairing-core's letter, in the order of ``opponents``
    results: list[str]
    got_pab: bool
    forfeit_win: bool


def result_letter(t: Tournament, e: RoundEntry) -> str:
    """pairing-core's letter of a game: ``W``, ``D`` or ``L`` by the points it gave under
    the event's scoring (10, 5, 0 tenths), ``D`` for any other value."""
    points = t.scoring.points(e.result or ResultCode.DRAW, e.colour)
    return {10: "W", 5: "D", 0: "L"}.get(points, "D")


def history(t: Tournament, p: Player, r: int) -> History:
    """``p``'s rounds 1..``r - 1``: colours, opponents, results, PAB and forfeit wins."""
    colours, opponents, codes = "", [], {}
    got_pab = forfeit_win = False
    for j in range(1, r):
        e = p.entry(j)
        kind = round_kind(e)
        if kind is RoundKind.PLAYED and e.opponent is not None:
            colours += "W" if e.colour is Colour.WHITE else "B"
            opponents.append(e.opponent)
            codes[e.opponent] = result_letter(t, e)
        else:
            colours += "u"
            got_pab |= kind is RoundKind.PAB
            forfeit_win |= kind is RoundKind.FORFEIT_WIN
    opponents.sort()
    return History(colours, opponents, [codes[o] for o in opponents], got_pab, forfeit_win)


def player_fields(p: Player, score: int, past: History) -> dict[str, Any]:
    """The fields of a player in a pairing-core request (``score`` in tenths)."""
    return {
        "id": p.start_rank,
        "tpn": p.start_rank,
        "score": score / 10,
        "rating": p.rating,
        "colors": past.colours,
        "opponents": past.opponents,
        "unplayed": past.colours.count("u"),
        "got_pab": past.got_pab,
        "forfeit_win": past.forfeit_win,
        "played": len(past.opponents),
    }


def pairing_core_request(t: Tournament, r: int, ruleset: str, maxi: bool = False) -> dict[str, Any]:
    """The request of ``pairing_core_bridge.py`` for round ``r`` of ``t`` (its rounds
    before ``r``), under pairing-core's ``ruleset`` (``lim-2026``, ``dubov-2026`` ...)."""
    scores = _scores(t, r)
    players, results, upfloats = [], [], []
    for p in t.players:
        if p.entry(r).result is not None:  # already decided: a requested bye, an absence
            continue
        past = history(t, p, r)
        floats = {
            "last_float": _float(t, scores, p.start_rank, r - 1) if r > 1 else "",
            "prev_float": _float(t, scores, p.start_rank, r - 2) if r > 2 else "",
        }
        players.append(player_fields(p, scores[p.start_rank][r - 1], past) | floats)
        results.append([p.start_rank, past.results])
        ups = sum(_float(t, scores, p.start_rank, j) == "U" for j in range(1, r))
        upfloats.append([p.start_rank, ups])
    return {
        "ruleset": ruleset,
        "players": players,
        "round": r,
        "total": t.total_rounds,
        "last_round": r == t.total_rounds,
        "initial": "B" if t.initial_colour is Colour.BLACK else "W",
        "results": results,
        "maxi": maxi,
        "prior_upfloats": upfloats,
    }


def pair_with_pairing_core(peers: Path, request: dict[str, Any]) -> Round | str:
    """pairing-core's round for ``request`` (run by the bridge under the peers' Python), or
    its refusal as ``ErrorClass: message``."""
    run = subprocess.run(
        [str(peer_program(peers, "python")), str(BRIDGE)],
        input=json.dumps(request),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    if run.returncode != 0:
        return f"pairing-core exit {run.returncode}: {run.stderr.strip()[-200:]}"
    data = json.loads(run.stdout)
    if "error" in data:
        return str(data["error"])
    return frozenset((w, b) for w, b in data["pairs"]), data["bye"]
