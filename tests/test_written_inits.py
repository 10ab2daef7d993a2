"""The ``__init__`` (and ``RoundEntry``'s ``__eq__``/``__hash__``) written out for the
compiled build (``trf.model.Player`` says why) are the ones ``dataclass`` would generate:
the same parameters in field order with the fields' defaults, every field set, and the
same equality, hash and frozenness as a generated dataclass of the same fields."""

from __future__ import annotations

import dataclasses
import inspect
from typing import Any

import pytest

from trfcheck.pairers.base import Board
from trfcheck.pairers.core.state import History, PlayerState
from trfcheck.pairers.dutch.bracket import Bracket, Solution
from trfcheck.standings.crosstable import Round
from trfcheck.trf.model import Colour, Player, ResultCode, RoundEntry
from trfcheck.verify.rules.check_inputs import Game

WRITTEN = [Board, History, PlayerState, Bracket, Solution, Round, Player, RoundEntry, Game]


def _default(f: dataclasses.Field[Any]) -> object:
    if f.default is not dataclasses.MISSING:
        return f.default
    return inspect.Parameter.empty


@pytest.mark.parametrize("cls", WRITTEN, ids=lambda c: c.__name__)
def test_parameters_are_the_fields(cls: type) -> None:
    assert "__init__" in cls.__dict__
    params = list(inspect.signature(cls).parameters.values())
    fields = dataclasses.fields(cls)
    assert [p.name for p in params] == [f.name for f in fields]
    for p, f in zip(params, fields, strict=True):
        if f.name == "built":  # History's cache: a new dict when not given
            assert p.default is None
            continue
        assert p.default == _default(f), f.name


@pytest.mark.parametrize("cls", WRITTEN, ids=lambda c: c.__name__)
def test_every_field_is_set(cls: type) -> None:
    """Each argument lands in its own field (distinct sentinel values)."""
    params = inspect.signature(cls).parameters
    args = {name: object() for name in params}
    made = cls(**args)
    for name, value in args.items():
        assert getattr(made, name) is value, name


def test_round_entry_equality_hash_and_frozenness() -> None:
    generated = dataclasses.make_dataclass(
        "Generated",
        [("opponent", int | None), ("colour", Colour), ("result", ResultCode | None)],
        frozen=True,
    )
    values = [
        (opponent, colour, result)
        for opponent in (None, 3, 4)
        for colour in (Colour.WHITE, Colour.NONE)
        for result in (None, ResultCode.WIN, ResultCode.DRAW)
    ]
    for a in values:
        for b in values:
            assert (RoundEntry(*a) == RoundEntry(*b)) == (generated(*a) == generated(*b))
            assert (RoundEntry(*a) != RoundEntry(*b)) == (generated(*a) != generated(*b))
        assert hash(RoundEntry(*a)) == hash(generated(*a))
        assert RoundEntry(*a) != a  # not equal to a tuple of its fields
    with pytest.raises(dataclasses.FrozenInstanceError):
        RoundEntry(None, Colour.NONE, None).opponent = 3  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        Player(1).rank = 2  # type: ignore[misc]
