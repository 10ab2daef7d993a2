"""trfcheck: read, check, pair, rank and convert FIDE Tournament Report Files.

The front door for a script (as python-chess has ``chess.Board``): ``open`` a file as an
``Event`` (read once, its rules resolved once; every function below takes one or opens
one), ``read`` it, ``check`` it, ``pair`` the next round, ``rank`` the players or teams
(the standings; the name ``standings`` is the subpackage's), ``rate`` the games (B.02),
find the title ``norms`` (B.01), ``convert`` it, and the ``rules`` that apply. Each takes
the options of the command line (``system``, ``edition``, ``tiebreak_edition``, ...) and
goes through ``open`` (the one resolver, ``trfcheck.ruleset.resolve``) and the one
registry of engines.
Importing ``trfcheck`` loads only ``trfcheck.version``: each function imports what it uses
(import-linter sees those imports: a lower layer reads the version from ``trfcheck.version``).

Subpackages, highest layer first (``pyproject.toml`` [tool.importlinter]): ``cli`` (the
command line) > ``report`` (text, JSON, HTML) : ``endorse`` (endorsement runs) >
``verify`` (the rule checks, the replay, the audit) | ``generator`` (random tournaments) >
``event`` (one event read once, and its kinds) > ``rating`` : ``titles`` > ``pairers``
(the FIDE systems, the Swiss Team system among them) | ``standings`` (C.07) > ``ruleset``
(which rules apply) > ``trf`` (the file format and the domain model).

The doctests below read ``fixtures/example.trf`` (a 4-player Dutch event of 2 rounds, the
README's quick start) from the repository's root; ``tests/test_front_door.py`` runs them.
"""

# The module's names are its API (``__all__``) and its subpackages: the modules it uses are
# bound under private names (``_os``), the types of the annotations are imported for the
# type checker only and the annotations that name them are strings (no ``from __future__
# import annotations``, which would bind ``annotations``); ``tests/test_front_door.py``.
import os as _os
import typing as _typing

if _typing.TYPE_CHECKING:
    from trfcheck.event import Event
    from trfcheck.pairers.base import Paired
    from trfcheck.rating.change import RatingReport
    from trfcheck.ruleset import Ruleset
    from trfcheck.standings.event import EventStandings
    from trfcheck.titles import NormReport
    from trfcheck.trf.load import Loaded
    from trfcheck.trf.model import Tournament
    from trfcheck.verify.audit import Audit

from trfcheck.version import __version__

__all__ = [
    "__version__",
    "check",
    "convert",
    "norms",
    "open",
    "pair",
    "rank",
    "rate",
    "read",
    "rules",
]


def read(path: "str | _os.PathLike[str]") -> "Loaded":
    """The tournament of a TRF or trfcheck JSON file, with the reader's findings and the
    document (every line kept, for a byte-exact round trip); OSError if it cannot be
    opened, ``trf.TrfError`` if it is no TRF.

    >>> import trfcheck
    >>> loaded = trfcheck.read("fixtures/example.trf")
    >>> loaded.tournament.name, len(loaded.tournament.players), loaded.findings
    ('Variant Cup', 4, ())
    """
    from trfcheck.trf.io import read_file

    return read_file(path)


def open(
    source: "str | _os.PathLike[str] | Loaded | Tournament | Event",
    *,
    system: str | None = None,
    edition: str | None = None,
    tiebreak_edition: str | None = None,
    baku: bool | None = None,
    maxi: bool | None = None,
    round_robin: bool | None = None,
    readings: tuple[str, ...] = (),
    rate: str | None = None,
    strict: bool = False,
    encoding: str | None = None,
) -> "Event":
    """The event of a file (``event.open_event``): read once, its rules resolved once with
    the choices of the command line (``system``, ``edition``, ``tiebreak_edition``,
    ``baku``, ``maxi``, ``round_robin``, ``readings`` as ``NAME=VALUE``, ``rate``); every
    function below takes it. OSError if the file cannot be opened, ``trf.TrfError`` if it is
    no TRF, ``ruleset.UnknownRules`` for an unknown name; an ``Event`` is given back as it
    is, and ValueError if choices come with it (its rules are decided).

    >>> import trfcheck
    >>> event = trfcheck.open("fixtures/example.trf")
    >>> event.kind, event.tournament.name, event.ruleset.system.value.value, event.findings
    ('swiss', 'Variant Cup', 'dutch', ())
    """
    from trfcheck.event import Event, open_event
    from trfcheck.ruleset import Overrides, check_overrides

    given = Overrides(
        system=system,
        edition=edition,
        tiebreak_edition=tiebreak_edition,
        baku=baku,
        maxi=maxi,
        round_robin=round_robin,
        readings=readings,
        rate=rate,
    )
    if isinstance(source, Event):
        if given != Overrides():
            raise ValueError("open: the event's rules are already resolved; open the file again")
        return source
    return open_event(source, check_overrides(given), strict=strict, encoding=encoding)


def rules(
    source: "str | _os.PathLike[str] | Loaded | Tournament | Event",
    *,
    system: str | None = None,
    edition: str | None = None,
    tiebreak_edition: str | None = None,
) -> "Ruleset":
    """The rules that apply to an event, each with its reason (``ruleset.resolve``: the
    options, else the file's 192/092 codes, else its start date); ``ruleset.UnknownRules``
    for an unknown system or edition name.

    >>> import trfcheck
    >>> r = trfcheck.rules("fixtures/example.trf")
    >>> r.system.value.value, r.edition.value.value, r.system.note[:35]
    ('dutch', 'pre2026', 'no pairing system in the file (192,')
    """
    return open(source, system=system, edition=edition, tiebreak_edition=tiebreak_edition).ruleset


def check(
    source: "str | _os.PathLike[str] | Loaded | Event",
    *,
    system: str | None = None,
    edition: str | None = None,
    tiebreak_edition: str | None = None,
) -> "Audit":
    """The audit of ``trfcheck check``: every finding of the reader, the rating facts
    (B.02), the rule checks and the replay of every round under the event's rules
    (``verify.audit``).

    The example's two rounds are the Dutch pairings (round 1: 1-3 and 4-2, top half
    against bottom half; round 2: 2-1 and 3-4 by score, colours alternating), so nothing
    differs:

    >>> import trfcheck
    >>> result = trfcheck.check("fixtures/example.trf")
    >>> result.passed, len(result.rounds), len(result.discrepant)
    (True, 2, 0)
    """
    from trfcheck.verify.audit import audit

    event = open(source, system=system, edition=edition, tiebreak_edition=tiebreak_edition)
    return audit(event)


def pair(
    source: "str | _os.PathLike[str] | Loaded | Tournament | Event",
    round_no: int | None = None,
    *,
    system: str | None = None,
    edition: str | None = None,
) -> "Paired":
    """The pairing of the next round (or of ``round_no``, re-paired from the rounds before
    it) by the engine of the event's system (``pairers.next_round.pair_round``); ``pairs()``
    gives (white, black) and (PAB, 0). Raises ``pairers.base.PairingError`` subclasses.

    In the example, player 1 has met 3 and 2, so round 3 is 1-4 and 2-3 (C.04.1 art. 2);
    1 (colours w b) and 4 (b w) get their alternating colours; 2 and 3 both expect Black
    with the same colour history, so the higher-ranked 2 gets it (C.04.3 5.2.3-5.2.4, E.3-E.4
    of the 2017 text that applies to the example's start date):

    >>> import trfcheck
    >>> pairing = trfcheck.pair("fixtures/example.trf")
    >>> pairing.round_no, pairing.pairs()
    (3, [(1, 4), (3, 2)])
    """
    return open(source, system=system, edition=edition).pair(round_no)


def rank(
    source: "str | _os.PathLike[str] | Loaded | Tournament | Event",
    *,
    tiebreaks: str | None = None,
    round_no: int | None = None,
    tiebreak_edition: str | None = None,
) -> "EventStandings":
    """The standings of ``trfcheck standings`` (``Event.standings``): the players' with one
    value per tie-break (C.07), or the teams' for a team event; ``tiebreaks`` a list such
    as ``BH/C1,BH,SB`` (default: the file's 212/202). Raises
    ``standings.report.NoResults`` when no round has a game result yet (no standings to
    give), ``standings.report.UnsupportedTiebreak`` for a list item trfcheck cannot compute
    and ValueError for a bad list or round (both NoResults and UnsupportedTiebreak are
    ValueErrors).

    The example's points column says 2.0, 1.0, 0.5, 0.5 for players 1 to 4:

    >>> import trfcheck
    >>> table = trfcheck.rank("fixtures/example.trf")
    >>> [(row.rank, row.start_rank, float(row.values[0])) for row in table.rows][:3]
    [(1, 1, 2.0), (2, 2, 1.0), (3, 3, 0.5)]
    """
    event = open(source, tiebreak_edition=tiebreak_edition)
    return event.standings(tiebreaks=tiebreaks, round_no=round_no)


def rate(
    source: "str | _os.PathLike[str] | Loaded | Event",
    *,
    k: int | None = None,
    rate: str | None = None,
) -> "RatingReport":
    """The rated games, D, PD, dR and rating change of every player under the rating rules
    of ``trfcheck rating`` (B.02: the rate of play by the time control, else ``rate``; the
    text by the start date; ``Ruleset.rating``), with ``k`` for every player (B.02 8.3.3;
    None: no change computed).

    In the example, player 1 (2400) beat 3 (2200, D = 200) and 2 (2300, D = 100); B.02
    8.1.2's table gives PD 0.76 and 0.64, so dR = 0.24 + 0.36 = 0.60 and, with K = 20,
    a change of +12:

    >>> import trfcheck
    >>> report = trfcheck.rate("fixtures/example.trf", k=20)
    >>> first = report.players[0]
    >>> [float(g.pd) for g in first.games], float(first.change)
    ([0.76, 0.64], 12.0)
    """
    from trfcheck.rating.change import compute_ratings
    from trfcheck.rating.kinput import k_for_all

    event = open(source, rate=rate)
    t = event.tournament
    return compute_ratings(t, event.ruleset.rating, k_for_all(t, k) if k is not None else None)


def norms(source: "str | _os.PathLike[str] | Loaded | Event") -> "NormReport":
    """The title norms of ``trfcheck norms`` (B.01 2024, ``Event.norms``), with none of the
    facts the file cannot answer (``titles.NormOptions``: the exemption of 1.4.4, the chief
    arbiter's title, a rating list).

    The example has 2 rounds; B.01 1.4.1 asks at least 9 games for a norm, so no player is
    examined:

    >>> import trfcheck
    >>> report = trfcheck.norms("fixtures/example.trf")
    >>> report.rounds, report.norms
    (2, ())
    """
    return open(source).norms()


def convert(source: "str | _os.PathLike[str] | Loaded | Event", to: str = "trf") -> bytes:
    """The bytes of ``trfcheck convert --to``: ``trf`` (the file in its own dialect, byte
    for byte when nothing changed), ``trf16`` or ``trf26`` (canonical, proven to read back
    the same; ``trf.TrfWriteError`` naming what would be lost), ``json`` or ``csv``.

    >>> import trfcheck
    >>> from pathlib import Path
    >>> trfcheck.convert("fixtures/example.trf") == Path("fixtures/example.trf").read_bytes()
    True
    >>> trfcheck.convert("fixtures/example.trf", "csv").splitlines()[1][:33]
    b'1,"Alpha, Ann",m,GM,2400,POR,1001'
    """
    from trfcheck.trf import Dialect, dumpb, to_json
    from trfcheck.trf.convert import convert as canonical
    from trfcheck.trf.csvio import to_csv

    loaded = open(source).loaded
    t, doc = loaded.tournament, loaded.document
    match to.lower():
        case "trf" if doc is not None:
            return dumpb(t, doc)
        case "trf" | "trf16" | "trf26":
            dialect = Dialect.TRF26 if to.lower() == "trf26" else Dialect.TRF16
            return canonical(loaded, dialect).document.encode()
        case "json":
            return to_json(t, doc).encode("utf-8")
        case "csv":
            return to_csv(t).encode("utf-8")
    raise ValueError(f"convert: unknown format {to!r}: expected trf, trf16, trf26, json or csv")
