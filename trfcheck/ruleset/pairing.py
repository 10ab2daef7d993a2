"""How an event is paired: the system (C.04), a team event and the Swiss Team system
(C.04.6), a round robin (pre-determined pairings, C.07 art. 15) and Baku acceleration
(C.04.7), each decided from the command line first, then the file (192, else a FIDE code
in 092, the team records 013/310, the virtual points XXA/250).
"""

from __future__ import annotations

from trfcheck.trf.model import Tournament

from .choice import Choice, Premise, Source
from .overrides import Overrides
from .systems import CodeFacts, System, UnknownRules, names_round_robin

__all__ = [
    "baku_choice",
    "round_robin_choice",
    "swiss_team_choice",
    "system_choice",
    "team_choice",
]


def team_choice(tournament: Tournament, o: Overrides, code: CodeFacts | None) -> Choice[bool]:
    """A team event: ``--system`` (team or not), else a team code in 192, else the team
    records of the file (013/310)."""
    if o.system is not None:
        forced = System.parse(o.system) is System.TEAM
        return Choice(forced, "--system", source=Source.OPTION)
    if code is not None and code.system is System.TEAM:
        return Choice(True, f"the file's {code.text}", source=Source.FILE)
    if tournament.teams:
        return Choice(True, "the file has team records (013/310)", source=Source.FILE)
    return Choice(False, "no team records and no team system code", source=Source.DEFAULT)


def round_robin_choice(t: Tournament, o: Overrides, code: CodeFacts | None) -> Choice[bool]:
    """Pre-determined pairings (C.07 art. 15): ``--pre-determined``/``--swiss``; no when
    ``--system`` names a Swiss system (the file is then paired as one); else a 192 or 092
    naming a round robin, unless the file's code also names a Swiss system (which wins, as
    it chooses the system). Never guessed from the field size (docs/tiebreaks.md)."""
    swiss_named = o.system is not None and System.parse(o.system) is not System.GENERIC
    if o.round_robin and swiss_named:
        raise UnknownRules(
            f"--pre-determined and --system {o.system}: a round robin is not paired by a "
            "Swiss system; give one of them"
        )
    if o.round_robin is not None:
        return Choice(
            o.round_robin, "--pre-determined" if o.round_robin else "--swiss", source=Source.OPTION
        )
    if swiss_named:
        return Choice(
            False, "--system: the event is paired as that Swiss system", source=Source.OPTION
        )
    for text, where in ((t.system, "system code"), (t.event_type, "tournament type")):
        if names_round_robin(text):
            record = "192" if where == "system code" else "092"
            if code is not None and code.system not in (None, System.TEAM):
                return Choice(
                    False, f"the file's {code.text} names a Swiss system", source=Source.FILE
                )
            return Choice(
                True, f"the file's {where} {(text or '').strip()!r} ({record})", source=Source.FILE
            )
    return Choice(False, "no 192/092 naming a round robin", source=Source.DEFAULT)


def system_choice(
    o: Overrides,
    code: CodeFacts | None,
    source: str,
    team: Choice[bool],
    round_robin: Choice[bool],
    event_type: str | None = None,
) -> Choice[System]:
    """The pairing system: ``--system``, else the Swiss Team system for a team event
    (C.04.6), else none for a round robin (its pairings are pre-determined), else the
    system the file's code names; else Dutch (C.04.3), assumed and said so."""
    if o.system is not None:
        return Choice(System.parse(o.system), "--system", source=Source.OPTION)
    if team.value:
        return Choice(System.TEAM, team.reason, source=team.source)
    if round_robin.value:
        return Choice(
            System.GENERIC,
            f"a round robin ({round_robin.reason}): its pairings are pre-determined, so "
            "none is re-paired as a Swiss; the rounds are checked against the Berger table "
            "(C.05 Annex 1)",
            source=round_robin.source,
        )
    if code is not None and code.system is not None:
        return Choice(code.system, f"the file's {code.text}", source=Source.FILE)
    swiss = round_robin.source is Source.OPTION and not round_robin.value
    if swiss and code is not None and names_round_robin(code.text):
        return Choice(
            System.DUTCH,
            f"the default: --swiss overrides the file's {code.text}, which names a round robin",
            note="--swiss: a round robin paired as a Swiss; Dutch assumed; use --system",
            premise=Premise("Dutch", "--swiss without --system"),
            source=Source.OPTION,
        )
    if code is not None and source == "192":
        return Choice(
            System.DUTCH,
            f"the default: the file's {code.text} names no system trfcheck knows",
            note=f"the {code.text} names no pairing system trfcheck knows: Dutch assumed; "
            "use --system",
            premise=Premise("Dutch", "192 names no known system"),
            source=Source.DEFAULT,
        )
    if event_type and event_type.strip():
        text = f"the file's tournament type {event_type.strip()!r} (092)"
        return Choice(
            System.DUTCH,
            f"the default: {text} names no pairing system trfcheck knows, and there is no 192",
            note=f"no 192 and {text} names no pairing system trfcheck knows: Dutch assumed; "
            "use --system",
            premise=Premise("Dutch", "no 192, 092 names no known system"),
            source=Source.DEFAULT,
        )
    return Choice(
        System.DUTCH,
        "the default: the file names no pairing system",
        note="no pairing system in the file (192, 092): Dutch assumed; use --system",
        premise=Premise("Dutch", "no 192/092"),
        source=Source.DEFAULT,
    )


#: The systems whose engines pair without C.04.7 acceleration (no virtual points)
UNACCELERATED = frozenset({System.DUBOV, System.LIM})


def baku_choice(
    t: Tournament, o: Overrides, code: CodeFacts | None, system: System
) -> Choice[bool]:
    """Baku acceleration by formula (C.04.7): ``--baku``/``--no-baku``, else a 192 code
    naming it; virtual points written in the file (XXA/250) are applied as given. For a
    system whose engine does not accelerate (Dubov, Lim) the acceleration is not applied,
    and a ``--baku`` or a code naming it is kept with a note that says so."""
    asked = o.baku if o.baku is not None else code is not None and code.baku
    if asked and system in UNACCELERATED:
        where = "--baku" if o.baku else f"the file's {code.text if code else ''}"
        engine = f"the {system.value.capitalize()} engine"
        return Choice(
            False,
            f"not applied: {where} names Baku acceleration (C.04.7), which {engine} does not apply",
            note=f"{where} names Baku acceleration (C.04.7); {engine} does not apply it: "
            "the rounds are paired without it",
            source=Source.IGNORED,
        )
    if o.baku is not None:
        return Choice(o.baku, "--baku" if o.baku else "--no-baku", source=Source.OPTION)
    if code is not None and code.baku:
        return Choice(True, f"the file's {code.text}", source=Source.FILE)
    if t.acceleration:
        return Choice(
            False,
            "virtual points written in the file (XXA/250) are applied as given",
            source=Source.FILE,
        )
    named = acceleration_named(t.event_type)
    if named and not t.team_acceleration:  # a team event's 250 records are its own
        where = f"the file's tournament type {(t.event_type or '').strip()!r} (092)"
        return Choice(
            False,
            f"none applied: {where} names an acceleration ({named}) that no 250/XXA record "
            "gives the virtual points of",
            note=f"{where} names an acceleration ({named}) without its virtual points "
            "(250/XXA): rounds are re-paired without it, and the accelerated rounds may "
            "differ for that reason; use --baku for Baku acceleration (C.04.7)",
            premise=Premise("no acceleration", f"092 names {named}, no 250/XXA"),
            source=Source.FILE,
        )
    return Choice(False, "no acceleration in the file", source=Source.DEFAULT)


#: Words of a 092 text that name an acceleration (C.04.7 Baku; Haley and progressive
#: accelerations of other programs), in English, French, German and Spanish.
_ACCELERATIONS = (
    ("haley", "Haley acceleration"),
    ("progressiv", "progressive acceleration"),
    ("baku", "Baku acceleration"),
    ("accelerat", "an acceleration"),
    ("accélér", "an acceleration"),
    ("acceler", "an acceleration"),
    ("beschleunig", "an acceleration"),
    ("acelera", "an acceleration"),
)


def acceleration_named(event_type: str | None) -> str:
    """The acceleration the 092 text names ("Haley acceleration", ...), or ""."""
    text = (event_type or "").lower()
    return next((name for word, name in _ACCELERATIONS if word in text), "")


def swiss_team_choice(t: Tournament, system: Choice[System], team: Choice[bool]) -> Choice[bool]:
    """C.04.6 pairs a team event when its 192 code is a FIDE team Swiss code, or when
    ``--system team`` says so (a league or a team round robin is not a team Swiss)."""
    if not team.value:
        return Choice(False, "not a team event", source=team.source)
    if system.value is System.TEAM and system.source is Source.OPTION:
        return Choice(True, "--system team", source=Source.OPTION)
    from trfcheck.trf.teams import read_team_code  # a team event only

    code = read_team_code(t.system)
    if code is not None and code.swiss:
        return Choice(
            True, f"the file's system code {(t.system or '').strip()!r} (192)", source=Source.FILE
        )
    return Choice(False, f"{team.reason}; no 192 team Swiss code", source=team.source)
