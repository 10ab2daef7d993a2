"""``trf.recent.Recent``: values found by the identity of their owner and the equality
of their variant, the most recent first, at most ``size`` of them."""

from __future__ import annotations

from trfcheck.trf.recent import Recent


def test_found_by_identity_not_equality() -> None:
    a, b = [1, 2], [1, 2]  # equal, not the same object
    recent: Recent[str] = Recent(4)
    recent.put(a, "R2026", "for a")
    assert recent.get(a, "R2026") == "for a"
    assert recent.get(b, "R2026") is None
    assert recent.get(a, "PRE2026") is None


def test_put_replaces_and_keeps_the_most_recent_first() -> None:
    owners = [object() for _ in range(3)]
    recent: Recent[int] = Recent(2)
    for k, owner in enumerate(owners):
        recent.put(owner, "v", k)
    assert recent.get(owners[0], "v") is None  # pushed out: size 2
    recent.put(owners[1], "v", 10)  # replaced, now the most recent
    assert [value for _, value in recent.of_variant("v")] == [10, 2]
    assert list(recent.of_variant("other")) == []
