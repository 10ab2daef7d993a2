"""``BursteinSystem.explain`` on hand-made brackets: the criterion it names is the one on
which the published bracket is worse (derivations in the docstrings)."""

from __future__ import annotations

from trfcheck.pairers.burstein.explain import explain

from .kit import C7_FIELD, Spec, context


def test_explain_names_c7_for_a_floater_the_next_bracket_cannot_pair() -> None:
    """[C7]: floating 2 (who has met 4, 5 and 6) leaves the next bracket one pair short;
    the rules float 3 instead."""
    why = explain(context(C7_FIELD), [(1, 3), (7, 2), (4, 5), (6, 8)])
    assert why.rule == "C7"
    assert set(why.players) == {1, 2, 3}


def test_explain_names_c6_for_a_higher_floater() -> None:
    """[C6]: bracket {2, 3, 1} (1.8 order) where 1 (2 points) came down; floating 1 again
    instead of 2 (1 point) floats a higher score."""
    ctx = context([Spec(20, "W", [2]), Spec(10, "B", [1]), Spec(10), Spec(0)])
    ctx.rank = [3, 0, 1, 2]
    why = explain(ctx, [(2, 3), (1, 4)])
    assert why.rule == "C6"


def test_explain_names_the_pab_article() -> None:
    """3.1.3: the PAB goes to the lowest score, not to a higher one."""
    why = explain(context([Spec(10), Spec(10), Spec(0)]), [(2, 3), (1, 0)])
    assert why.rule == "3.1.3"
    assert set(why.players) == {1, 3}
