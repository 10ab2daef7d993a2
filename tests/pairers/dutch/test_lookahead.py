"""The exact look-ahead of C8 gives the candidate of the joint single matching (issue 21).

C8 (2017: C.7) looks at the next bracket: a bracket's candidate is compared by how well
its downfloaters can be paired in the next scoregroup. ``bracket.solve`` first pairs the
bracket alone; when its downfloaters can all be paired in the next scoregroup with at most
one resident left over (and the rest still completable, C4), no candidate does better
there, so the bracket's own best candidate is the answer, and the next scoregroup stays
out of the matching. That test was a greedy pairing; when it failed, the bracket was
solved jointly with the next scoregroup as one single matching with the whole art. 4
generation order (the method the bbpPairings corpora validate), which took 2 minutes and
1.9 GiB for a remainder of 1,111 players. Now a failed greedy pairing is followed by one
exact matching (``Completion._ideal_exact``).

Here the new path (exact look-ahead, staged solve) must give the pairing of the old one
(greedy look-ahead only, every bracket one single matching: ``STAGED`` off), on random
Swiss-like fields chosen because their greedy look-ahead fails and the exact one succeeds
(checked: each case must take the new path at least once).
"""

from __future__ import annotations

import pytest

from tests.pairers.dutch.test_staged import history
from trfcheck.pairers.dutch import DutchSystem, bracket, completion

CASES = [
    (players, rounds, seed, edition, baku)
    for players, rounds, seed in ((120, 4, 3), (120, 4, 4), (120, 5, 4), (120, 6, 0), (120, 6, 5))
    for edition in ("2026", "2017")
    for baku in (False, True)
]


@pytest.mark.parametrize(("players", "rounds", "seed", "edition", "baku"), CASES)
def test_exact_look_ahead_gives_the_joint_single_matchings_pairing(
    monkeypatch: pytest.MonkeyPatch, players: int, rounds: int, seed: int, edition: str, baku: bool
) -> None:
    t = history(players, rounds, seed)
    engine = DutchSystem(edition, baku=baku)
    settled = []
    exact = completion.Completion._ideal_exact

    def counted(self: completion.Completion, *args: object) -> bool:
        answer = exact(self, *args)  # type: ignore[arg-type]
        settled.append(answer)
        return answer

    monkeypatch.setattr(completion.Completion, "_ideal_exact", counted)
    new = engine.pair(t, rounds + 1)
    assert any(settled), "the case no longer exercises the exact look-ahead"
    monkeypatch.setattr(bracket, "STAGED", False)
    monkeypatch.setattr(completion, "EXACT_LOOKAHEAD", False)
    old = engine.pair(t, rounds + 1)
    assert new == old
