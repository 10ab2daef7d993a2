"""The one resolver: which rules apply to an event, resolved once per file, with the
reason for each choice.

``resolve(tournament, overrides)`` decides the pairing system (C.04), the edition of the
pairing rules (C.04), of the tie-break rules (C.07) and of the title regulations (B.01),
acceleration (C.04.7), the rating rules (B.02), the Lim Maxi flag (C.04.4.3), the round
robin (C.07 art. 15), whether the event is a team event and whether it is paired by the
Swiss Team system (C.04.6), and the open readings; it returns the ``Ruleset``. Each choice
is made by the module that holds its rule (``pairing``, ``editions``, ``titles``, ``maxi``,
``overrides``, ``rating``); this module puts them together in their order.
"""

from __future__ import annotations

from trfcheck.trf.document import Document
from trfcheck.trf.model import Tournament

from .editions import pairing_edition, team_text, tiebreak_edition
from .maxi import maxi_choice
from .overrides import Overrides, reading_choices
from .pairing import baku_choice, round_robin_choice, swiss_team_choice, system_choice, team_choice
from .rating import resolve_rating
from .rules import Ruleset
from .systems import file_code
from .titles import title_edition

__all__ = ["is_round_robin", "resolve"]


def resolve(
    tournament: Tournament, overrides: Overrides | None = None, document: Document | None = None
) -> Ruleset:
    """The rules that apply to ``tournament``: the command line first, then the file (192,
    else a FIDE code in 092), then the start date (042); Baku from the command line, the
    192 code, or the virtual points of the file (XXA/250); a team event from 192 or the
    team records (013, 310).

    Raises UnknownRules for a system or edition name trfcheck does not know. The Lim Maxi
    flag is decided for a Lim event (``maxi_setting``: ``--maxi``, the 192 marker, the 1988
    definition); a ``--maxi`` given for another system is kept with a note that it is
    ignored. ``swiss_team``: a team event paired by C.04.6 (``swiss_team_choice``). The
    rating rules (``resolve_rating``) read the time control of ``document`` (222, else
    122), else ``--rate``.
    """
    o = overrides or Overrides()
    code, source = file_code(tournament)
    team = team_choice(tournament, o, code)
    round_robin = round_robin_choice(tournament, o, code)
    system = system_choice(o, code, source, team, round_robin, tournament.event_type)
    edition = team_text(pairing_edition(tournament, o.edition, code, system.value), system.value)
    return Ruleset(
        system=system,
        edition=edition,
        tiebreak_edition=tiebreak_edition(tournament, o.tiebreak_edition),
        baku=baku_choice(tournament, o, code, system.value),
        maxi=maxi_choice(tournament, o.maxi, system.value),
        team=team,
        round_robin=round_robin,
        readings=reading_choices(o, system.value),
        title_edition=title_edition(tournament),
        swiss_team=swiss_team_choice(tournament, system, team),
        rating=resolve_rating(tournament, document, o.rate),
    )


def is_round_robin(t: Tournament) -> bool:
    """The resolver's round-robin decision for the file alone, without options
    (``resolve(t).round_robin.value``: a 192 or 092 naming a round robin, unless the
    file's code names a Swiss system; never the field size)."""
    return round_robin_choice(t, Overrides(), file_code(t)[0]).value
