"""The paperwork of the norms met in an event: the data of FIDE's norm report (IT1, one per
player and norm) and tournament report (IT3, one per event), as JSON and as a printable HTML
page, with the audit of the file attached (``trfcheck norms FILE --paperwork DIR``).

The numbers are those of the norm calculation, taken from the JSON form of its report
(``NormReport.to_dict``, what ``trfcheck norms --format json`` prints), never computed here
again; each is shown with the article of B.01 it rests on. What the forms ask that a TRF
does not hold (signatures, the organiser, the player's federation officer) is left blank.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from trfcheck.titles import NormReport
from trfcheck.trf.header import HeaderRecords
from trfcheck.trf.model import Player, Tournament
from trfcheck.verify.audit import Audit

from .html import environment
from .json import audit_json

__all__ = ["NUMBER_ARTICLES", "paperwork_data", "paperwork_html"]

#: The norm's numbers and the article each rests on, found by the article's name in the
#: norm's articles (B.01 2024: 1.4.1 games, 1.4.7 Ra, 1.4.8 Rp = Ra + dp, 1.4.9 score).
NUMBER_ARTICLES = (
    ("games", "games", "games"),
    ("score", "points", "score"),
    ("p", "percentage score p", "score"),
    ("ra", "average rating of the opponents Ra", "Ra"),
    ("dp", "dp for p (table 1.4.9)", "Rp"),
    ("rp", "performance Rp = Ra + dp", "Rp"),
)
_TITLES = ("GM", "IM", "WGM", "WIM", "FM", "WFM", "CM", "WCM")


def paperwork_data(
    path: str,
    tournament: Tournament,
    header: HeaderRecords,
    report: NormReport,
    audit: Audit,
) -> dict[str, Any]:
    """IT1 of every norm met, IT3 of the event, the norm report and the audit, as JSON."""
    norms: dict[str, Any] = report.to_dict()
    by_rank = {p.start_rank: p for p in tournament.players}
    met = [n for n in norms["norms"] if n["met"] is True]
    return {
        "file": path,
        "it3": _it3(tournament, header, norms, met),
        "it1": [_it1(tournament, header, by_rank, n) for n in met],
        "norms": norms,
        "audit": audit_json(path, audit),
    }


def _event(t: Tournament, header: HeaderRecords) -> dict[str, Any]:
    return {
        "name": t.name or header.name,
        "place": header.place,
        "federation": header.federation,
        "start": t.start_date.isoformat() if t.start_date else "",
        "end": t.end_date.isoformat() if t.end_date else "",
        "chief_arbiter": header.chief_arbiter,
        "deputy_arbiters": list(header.deputy_arbiters),
        "time_control": header.time_control,
        "system": header.event_type or (t.system or ""),
    }


def _it3(
    t: Tournament, header: HeaderRecords, norms: dict[str, Any], met: list[dict[str, Any]]
) -> dict[str, Any]:
    """The tournament report: the event, its players, its conditions and the norms met."""
    titles = Counter(p.title.upper() for p in t.players if p.title.upper() in _TITLES)
    return {
        "event": _event(t, header),
        "rounds": norms["rounds"],
        "players": len(t.players),
        "rated_players": sum(1 for p in t.players if p.rating > 0),
        "titled_players": {k: titles[k] for k in _TITLES if titles[k]},
        "federations": sorted({p.federation for p in t.players if p.federation.strip()}),
        "conditions": norms["event"],
        "edition": norms["edition"],
        "notes": norms["notes"],
        "norms_met": [
            {
                "start_rank": n["start_rank"],
                "name": n["name"],
                "title": n["title"],
                "score": n["score"],
                "games": n["games"],
                "rp": n["rp"],
            }
            for n in met
        ],
    }


def _it1(
    t: Tournament, header: HeaderRecords, by_rank: dict[int, Player], norm: dict[str, Any]
) -> dict[str, Any]:
    """The norm report of one player and title: the player, the event, every round with the
    opponent (counted or not for the norm) and the norm's numbers with their articles."""
    player = by_rank[norm["start_rank"]]
    counted = set(norm["rounds"])
    games = []
    for r in range(1, norm_rounds(t) + 1):
        entry = player.entry(r)
        opp = by_rank.get(entry.opponent) if entry.opponent is not None else None
        games.append(
            {
                "round": r,
                "counted": r in counted,
                "result": entry.result.value if entry.result is not None else "",
                "colour": entry.colour.value,
                "opponent": None if opp is None else _person(opp),
            }
        )
    articles = norm["articles"]
    numbers = [
        {"key": key, "label": label, "value": norm[key], "article": _article_of(articles, name)}
        for key, label, name in NUMBER_ARTICLES
    ]
    return {
        "title": norm["title"],
        "player": _person(player),
        "event": _event(t, header),
        "basis": norm["basis"],
        "numbers": numbers,
        "articles": articles,
        "games": games,
    }


def norm_rounds(t: Tournament) -> int:
    """The rounds of the event the file holds."""
    return t.rounds_played


def _person(p: Player) -> dict[str, Any]:
    return {
        "start_rank": p.start_rank,
        "name": p.name,
        "title": p.title,
        "fide_id": p.fide_id.strip(),
        "federation": p.federation,
        "rating": p.rating,
        "birth_date": p.birth_date,
        "sex": p.sex,
    }


def _article_of(articles: list[dict[str, Any]], name: str) -> str:
    """The article whose name starts with ``name`` (the norm calculation's wording)."""
    for a in articles:
        if str(a["name"]).startswith(name):
            return str(a["article"])
    return ""


def paperwork_html(data: dict[str, Any]) -> str:
    """The printable page of ``data`` (``paperwork_data``): IT3 first, one IT1 per page."""
    return environment().get_template("paperwork.html.j2").render(data=data)
