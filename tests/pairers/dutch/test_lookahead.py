"""The look-ahead of C8 settled without the joint single matching gives its pairing.

C8 (2017: C.7) looks at the next bracket: a bracket's candidate is compared by how well
its downfloaters can be paired in the next scoregroup. ``bracket.solve`` first pairs the
bracket alone; when its downfloaters can all be paired in the next scoregroup with at most
one resident left over (and the rest still completable, C4), no candidate does better
there, so the bracket's own best candidate is the answer. That test was a greedy pairing;
when it failed, the remainder was solved jointly with the next scoregroup as one single
matching with the whole art. 4 generation order (the method the bbpPairings corpora
validate), which took 2 minutes and 1.9 GiB for a remainder of 1,111 players. Now:

1. a failed greedy pairing is followed by one exact matching (``Completion._ideal_exact``);
2. when no ideal look-ahead exists, a criteria-only matching of the bracket with the next
   scoregroup shows whether the remainder's own best candidate still reaches the best
   criteria value with it (``joint.alone_is_best``);
3. otherwise the joint candidate is found by windows of partners (``joint.match_joint``):
   the higher members of the pairs first (S1 when a criteria matching shows no exchange is
   needed, else from one matching with the exchange fields), then a few partners of them
   per matching, in BSN order; the tests use windows of one or two players, so that a
   small field makes many windows.

A remainder solved again with every lower player, because what it left could not be
completed (C4), goes through the same windows (last test).

The new path must give the pairing of the old one (greedy look-ahead only, every bracket
one single matching: ``STAGED`` off) on random Swiss-like fields, chosen because they take
the new step (checked: each case must take it at least once).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.pairers.dutch.test_staged import history
from trfcheck.pairers.dutch import DutchSystem, bracket, completion, joint
from trfcheck.ruleset import PairingEdition


def _compare_with_the_joint_single_matching(
    monkeypatch: pytest.MonkeyPatch,
    owner: Any,
    name: str,
    settled: Callable[[object], bool],
    case: tuple[int, int, int, str, bool],
) -> None:
    """Pair ``case`` with the new path, counting the calls of ``owner.name`` whose answer
    ``settled`` accepts, then with the old one; both pairings must be equal."""
    players, rounds, seed, edition, baku = case
    t = history(players, rounds, seed)
    engine = DutchSystem(PairingEdition.parse(edition), baku=baku)
    answers: list[bool] = []
    step = getattr(owner, name)

    def counted(*args: Any) -> Any:
        answer = step(*args)
        answers.append(settled(answer))
        return answer

    monkeypatch.setattr(owner, name, counted)
    monkeypatch.setattr(joint, "WINDOW_BITS", 7 if seed % 2 else 14)  # 1 or 2 per window
    monkeypatch.setattr(bracket, "STAGED_FROM", 0)  # every solve staged, however small
    new = engine.pair(t, rounds + 1)
    assert any(answers), "the case no longer takes the new step"
    monkeypatch.setattr(bracket, "STAGED", False)
    monkeypatch.setattr(completion, "EXACT_LOOKAHEAD", False)
    old = engine.pair(t, rounds + 1)
    assert new == old


def _cases(fields: tuple[tuple[int, int, int], ...]) -> list[tuple[int, int, int, str, bool]]:
    return [
        (players, rounds, seed, edition, baku)
        for players, rounds, seed in fields
        for edition in ("2026", "2017")
        for baku in (False, True)
    ]


EXACT = _cases(((120, 4, 3), (120, 4, 4), (120, 5, 4), (120, 6, 0), (120, 6, 5)))
ALONE = _cases(((40, 4, 0), (40, 5, 2), (40, 6, 1), (80, 6, 0), (120, 6, 3)))
WINDOWS = _cases(((40, 6, 4), (60, 4, 5), (60, 5, 2), (80, 2, 0), (120, 5, 0)))
EXCHANGE = _cases(((60, 4, 0), (80, 5, 4), (80, 6, 1), (80, 5, 5), (120, 6, 5)))
COMPLETION = _cases(((20, 2, 1), (20, 5, 1), (30, 3, 4), (20, 8, 4), (30, 3, 5)))


@pytest.mark.parametrize("case", EXACT)
def test_c8_exact_ideal_look_ahead_gives_the_joint_single_matchings_pairing(
    monkeypatch: pytest.MonkeyPatch, case: tuple[int, int, int, str, bool]
) -> None:
    _compare_with_the_joint_single_matching(
        monkeypatch, completion.Completion, "_ideal_exact", bool, case
    )


@pytest.mark.parametrize("case", ALONE)
def test_c8_alone_candidate_proved_best_gives_the_joint_single_matchings_pairing(
    monkeypatch: pytest.MonkeyPatch, case: tuple[int, int, int, str, bool]
) -> None:
    _compare_with_the_joint_single_matching(
        monkeypatch, bracket, "alone_is_best", lambda found: found is not None, case
    )


@pytest.mark.parametrize("case", WINDOWS)
def test_c8_joint_candidate_by_windows_gives_the_joint_single_matchings_pairing(
    monkeypatch: pytest.MonkeyPatch, case: tuple[int, int, int, str, bool]
) -> None:
    _compare_with_the_joint_single_matching(
        monkeypatch, bracket, "match_joint", lambda found: found is not None, case
    )


@pytest.mark.parametrize("case", EXCHANGE)
def test_c8_joint_candidate_after_an_exchange_gives_the_joint_single_matchings_pairing(
    monkeypatch: pytest.MonkeyPatch, case: tuple[int, int, int, str, bool]
) -> None:
    """Art. 4.3: the higher members of the pairs are not S1; read from the exchange solve."""
    calls: list[int] = []
    windows: Any = joint.match_joint

    def counted_exchange(*args: Any) -> Any:
        *head, exchange = args

        def solve() -> Any:
            calls.append(1)
            return exchange()

        return windows(*head, solve)

    monkeypatch.setattr(bracket, "match_joint", counted_exchange)
    _compare_with_the_joint_single_matching(
        monkeypatch, bracket, "match_joint", lambda found: bool(calls), case
    )


@pytest.mark.parametrize("case", COMPLETION)
def test_c4_remainder_with_every_lower_player_by_windows_gives_the_single_matchings_pairing(
    monkeypatch: pytest.MonkeyPatch, case: tuple[int, int, int, str, bool]
) -> None:
    """C4: the remainder solved with every lower player (``_best(..., full=True)``)."""
    taken: list[bool] = []
    best: Any = bracket._best

    def counted(ctx: Any, b: Any, full: bool, alone: Any = None) -> Any:
        taken.append(full and not b.mdps and bool(b.s1_size))
        return best(ctx, b, full, alone)

    monkeypatch.setattr(bracket, "_best", counted)
    _compare_with_the_joint_single_matching(
        monkeypatch, bracket, "match_joint", lambda found: any(taken), case
    )
