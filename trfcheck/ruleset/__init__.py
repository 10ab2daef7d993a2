"""Which rules apply to an event: resolved once per file, with the reason for each choice.

``resolve(tournament, overrides)`` is the one place that decides the pairing system, the
edition of the pairing rules, the edition of the tie-break rules, acceleration, the Lim
Maxi flag and whether the event is a team event. Every layer above takes the resulting
``Ruleset`` and never re-derives a choice from strings, dates or raw lines.

Editions (the texts in force when the event started, FIDE Handbook):

- pairing rules (C.04.1-C.04.4, C.04.7): the 2026 texts apply to events that start on or
  after 1 Feb 2026 (``PairingEdition.R2026``); earlier events use the previous texts
  (``PairingEdition.PRE2026``: Dutch C.04.3 of Baku 2016 / Goynuk 2017, Dubov and Lim
  "till 2026", C.04.1 as before 2026);
- tie-break rules (C.07): the 2026 text applies from 1 Mar 2026 (``TiebreakEdition.C2026``);
  the text approved on 29 Jul 2024 (in force 1 Aug 2024 - 28 Feb 2026) before
  (``TiebreakEdition.C2024``), also for older events, with a note (docs/tiebreaks.md);
- title regulations (B.01): the 2024 text applies to events that start on or after
  1 Jan 2024 (``TitleEdition.B2024``); it is the only text implemented, so older events get
  it with a note (docs/norms.md);
- rating regulations (B.02, ``resolve_rating``): the 2024 text from 1 Mar 2024, B.02 2022
  before; for standard play the 1 Oct 2025 amendment (the 2650 rule), for rapid and blitz
  the 1 Dec 2024 amendment (the 600/2600 rule); the rate of play by the time for 60 moves.

The Lim Maxi-tournament flag (C.04.4.3) is decided here too (``maxi_setting``: the caller,
the 192 marker, the 1988 definition), and whether a team event is paired by the Swiss Team
system (C.04.6, ``Ruleset.swiss_team``); nothing below this package decides either again.

Edition words are the same for every system: ``2026`` and ``pre2026``; ``2017``, ``2018``,
``till2026`` and ``old`` are accepted as aliases of ``pre2026`` (Dutch 2017 is the text
before 2026).

Open readings (``trfcheck.readings``): the value of every reading of the event's system,
the default or ``--reading NAME=VALUE``, is part of the ruleset (``Ruleset.reading``).

This package is a layer of its own between the model (``trfcheck.trf``) and the pairing
engines: it imports the model, the TRF document (the time control, for the rating rules)
and the registry of readings only. Its modules, each holding one kind of choice:

- ``choice``: ``Choice``, one decision with its reason, note and premise;
- ``systems``: ``System`` and how a name, a 192 code or a 092 text names one;
- ``editions``: the editions of C.04 and C.07 and which applies (start date, code, option);
- ``titles``: the edition of B.01 for norms;
- ``rating``: the rate of play and the edition of B.02 (``resolve_rating``);
- ``maxi``: the Lim Maxi flag (C.04.4.3);
- ``overrides``: what the command line imposes, and the open readings;
- ``pairing``: the system, team event, Swiss Team, round robin and Baku choices;
- ``rules``: the ``Ruleset`` type;
- ``resolver``: ``resolve``, which puts the choices together.

Import the names from ``trfcheck.ruleset``; below the resolver only the types are read
(tests/test_one_road.py).
"""

from __future__ import annotations

from .choice import Choice, Premise, Source
from .editions import (
    PAIRING_CUTOVER,
    TIEBREAK_CUTOVER,
    PairingEdition,
    TiebreakEdition,
    tiebreak_edition_on,
)
from .maxi import BY_DEFINITION, MaxiSetting, maxi_by_definition, maxi_from_file, maxi_setting
from .overrides import NOT_APPLIED, Overrides, check_overrides
from .rating import (
    RATING_AMENDMENT_2650,
    RATING_AMENDMENT_RB600,
    RATING_TEXT_2024,
    Rate,
    RatingEdition,
    RatingRules,
    resolve_rating,
)
from .resolver import is_round_robin, resolve
from .rules import Ruleset
from .systems import SYSTEM_CHOICES, System, UnknownRules, names_round_robin
from .titles import TITLE_TEXT_START, TitleEdition

__all__ = [
    "BY_DEFINITION",
    "NOT_APPLIED",
    "PAIRING_CUTOVER",
    "RATING_AMENDMENT_2650",
    "RATING_AMENDMENT_RB600",
    "RATING_TEXT_2024",
    "SYSTEM_CHOICES",
    "TIEBREAK_CUTOVER",
    "TITLE_TEXT_START",
    "Choice",
    "MaxiSetting",
    "Overrides",
    "PairingEdition",
    "Premise",
    "Rate",
    "RatingEdition",
    "RatingRules",
    "Ruleset",
    "Source",
    "System",
    "TiebreakEdition",
    "TitleEdition",
    "UnknownRules",
    "check_overrides",
    "is_round_robin",
    "maxi_by_definition",
    "maxi_from_file",
    "maxi_setting",
    "names_round_robin",
    "resolve",
    "resolve_rating",
    "tiebreak_edition_on",
]
