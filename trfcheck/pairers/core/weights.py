"""Lexicographic criteria packed into one integer edge weight.

A pairing system lists its optimisation criteria from the most to the least
important; each becomes a bit field wide enough that the sum over any
matching cannot carry into the field above. Maximising the total weight then
maximises the criteria lexicographically (bbpPairings' idea of an edge weight
as a bit field; the fields here are our own).
"""

from __future__ import annotations

__all__ = ["FieldLayout"]


class FieldLayout:
    """Bit fields, declared from the most to the least significant.

    ``add(name, max_per_edge)`` reserves room for ``max_per_edge`` summed over
    ``max_edges`` edges and returns the field's shift; ``close()`` fixes the
    layout. Weights are then built as ``sum(value << shift)``.
    """

    def __init__(self, max_edges: int) -> None:
        self.max_edges = max(1, max_edges)
        self._fields: list[tuple[str, int]] = []  # (name, width), most significant first
        self._shifts: dict[str, int] = {}
        self._closed = False

    def add(self, name: str, max_per_edge: int) -> None:
        """Reserve a field for a per-edge value in 0..max_per_edge."""
        if self._closed:
            raise RuntimeError("layout already closed")
        width = (max_per_edge * self.max_edges).bit_length()
        self._fields.append((name, width))

    def close(self) -> dict[str, int]:
        """Fix the layout; returns each field's shift (0 for the least significant)."""
        shift = 0
        for name, width in reversed(self._fields):
            self._shifts[name] = shift
            shift += width
        self._closed = True
        return dict(self._shifts)

    @property
    def bits(self) -> int:
        """Total width of the layout."""
        return sum(w for _, w in self._fields)

    def decode(self, weight: int) -> dict[str, int]:
        """The value of each field in a (total) weight, for explanations and tests."""
        out = {}
        for name, width in self._fields:
            out[name] = (weight >> self._shifts[name]) & ((1 << width) - 1)
        return out
