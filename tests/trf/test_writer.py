"""The writer: unchanged documents stay byte for byte, changed ones differ only where changed.

The worked example is fixtures/examples/example-trf16.trf: round 3 removed, then written
again as a pairing engine would, must give back the published file.
"""

from __future__ import annotations

from dataclasses import replace

from tests.conftest import FIXTURES
from trfcheck.trf import Dialect, dumpb, dumps, parse, read
from trfcheck.trf.model import Colour, ResultCode, RoundEntry
from trfcheck.trf.writer import render_player

EXAMPLE = FIXTURES / "examples" / "example-trf16.trf"


def test_canonical_player_line_matches_the_spec_example() -> None:
    """example-trf16.trf has player 5's line; every column comes from the column table."""
    loaded = read(EXAMPLE.read_bytes())
    line = EXAMPLE.read_text().splitlines()[16]
    assert render_player(loaded.tournament.player(5)) == line


def test_adding_a_round_changes_only_player_lines() -> None:
    """A pairing engine's use: the state before round 3 plus the round-3 pairings."""
    final = EXAMPLE.read_bytes()
    before = read(final).tournament.truncated(2)
    doc = parse(dumps(before, like=parse(final)))
    assert doc.text().count("\n") == final.count(b"\n")
    pairs = {
        1: (3, "w", "="),
        3: (1, "b", "="),
        2: (4, "b", "1"),
        4: (2, "w", "0"),
        5: (6, "b", "-"),
        6: (5, "w", "+"),
    }
    t = read(doc.text()).tournament
    players = [
        p.with_entry(3, RoundEntry(o, Colour(c), ResultCode(r)))
        for p in t.players
        for o, c, r in [pairs[p.start_rank]]
    ]
    players = [
        replace(p, points=q.points)
        for p, q in zip(players, read(final).tournament.players, strict=True)
    ]
    after = replace(t, players=tuple(players))
    written = dumpb(after, doc)
    changed = [
        i
        for i, (a, b) in enumerate(
            zip(written.splitlines(), doc.encode().splitlines(), strict=True)
        )
        if a != b
    ]
    assert all(doc.lines[i].text.startswith("001") for i in changed)
    assert written == final


def test_pending_round_is_written_without_result() -> None:
    t = read(EXAMPLE.read_bytes()).tournament.truncated(2)
    pending = replace(
        t,
        players=tuple(
            p.with_entry(3, RoundEntry(7 - p.start_rank, Colour.WHITE, None)) for p in t.players
        ),
    )
    text = dumps(pending, like=parse(EXAMPLE.read_bytes()))
    assert "     6 w  " in text.splitlines()[12] + "  "
    assert read(text).tournament.player(1).entry(3) == RoundEntry(6, Colour.WHITE, None)


def test_changed_total_rounds_rewrites_only_that_line() -> None:
    source = (FIXTURES / "examples" / "example-trfx-before-r3.trf").read_bytes()
    doc = parse(source)
    t = read(source).tournament
    written = dumps(replace(t, total_rounds=9), like=doc).splitlines()
    original = source.decode().splitlines()
    assert [a for a, b in zip(written, original, strict=True) if a != b] == ["XXR 9"]


def test_trf26_conversion_maps_extension_lines() -> None:
    """XXR -> 142, XXC white1 -> 152 W (the TRF-26 records of the same facts)."""
    source = (FIXTURES / "examples" / "example-trfx-before-r3.trf").read_bytes()
    loaded = read(source)
    text = dumps(loaded.tournament, loaded.document, dialect=Dialect.TRF26)
    assert "142 3\r\n152 W\r\n" in text and "XX" not in text


def test_162_groups_start_every_nine_columns() -> None:
    """TRF-26 162: codes at columns 6, 15, 24, ... (points at 7-10, 16-19, ...)."""
    from trfcheck.trf import Dialect, render
    from trfcheck.trf.model import Player, Scoring, Tournament

    scoring = Scoring.per_game(30, 10)
    t = Tournament((Player(1, name="A"),), scoring=scoring)
    text = render(t, dialect=Dialect.TRF26, eol="\n").document.text()
    line = next(x for x in text.splitlines() if x.startswith("162"))
    assert line[5] == "W" and line[6:10] == " 3.0", line
    assert line[14] == "D" and line[15:19] == " 1.0", line
