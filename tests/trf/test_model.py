"""The model's copy operations keep every field they do not change."""

from __future__ import annotations

import dataclasses

from trfcheck.trf.model import EMPTY_ENTRY, Colour, Player, ResultCode, RoundEntry


def _player() -> Player:
    """A player whose every field holds a value other than its default."""
    return Player(
        start_rank=7,
        name="Novak, Jan",
        sex="m",
        title="IM",
        rating=2412,
        federation="CZE",
        fide_id="309150",
        birth_date="1990/05/04",
        points=15,
        rank=3,
        rounds=(RoundEntry(2, Colour.WHITE, ResultCode.WIN),),
    )


def test_with_rounds_keeps_every_other_field() -> None:
    """``with_rounds`` spells ``dataclasses.replace`` out: a field added to Player later
    must be copied too (this compares field by field against ``replace``)."""
    p = _player()
    blocks = (RoundEntry(4, Colour.BLACK, ResultCode.DRAW),)
    assert p.with_rounds(blocks) == dataclasses.replace(p, rounds=blocks)
    assert all(getattr(p, f.name) != f.default for f in dataclasses.fields(p))


def test_with_entry_pads_with_empty_blocks() -> None:
    p = _player().with_entry(3, RoundEntry(9, Colour.BLACK, ResultCode.LOSS))
    assert p.rounds[1] is EMPTY_ENTRY
    assert p.rounds[2] == RoundEntry(9, Colour.BLACK, ResultCode.LOSS)
    assert (p.name, p.rating, p.points) == ("Novak, Jan", 2412, 15)


def test_with_points_updates_only_the_columns_that_agreed() -> None:
    """The 001 points column (81-84) counts every written result: after a round with a
    PAB (1 point) and a pending game, the column of the PAB player goes from 1.0 to 2.0,
    the pending player's stays 1.0, and a column that disagreed (5.0 for 1.0 of results)
    is left as it was."""
    from trfcheck.trf.checks import with_points
    from trfcheck.trf.model import Tournament

    won = RoundEntry(2, Colour.WHITE, ResultCode.WIN)
    lost = RoundEntry(1, Colour.BLACK, ResultCode.LOSS)
    players = (
        Player(1, rounds=(won,), points=10),
        Player(2, rounds=(lost,), points=50),
        Player(3, rounds=(RoundEntry(4, Colour.BLACK, ResultCode.WIN),), points=10),
        Player(4, rounds=(RoundEntry(3, Colour.WHITE, ResultCode.LOSS),), points=0),
    )
    before = Tournament(players)
    after = before.with_round(
        2,
        {
            1: RoundEntry(None, Colour.NONE, ResultCode.PAB),
            3: RoundEntry(2, Colour.WHITE, None),
            2: RoundEntry(3, Colour.BLACK, None),
        },
    )
    points = {p.start_rank: p.points for p in with_points(before, after).players}
    assert points == {1: 20, 2: 50, 3: 10, 4: 0}
