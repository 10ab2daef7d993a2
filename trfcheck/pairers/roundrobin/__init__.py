"""Round robins: the Berger tables of C.05 Annex 1 (``berger``), the Varma tables of C.05
Annex 2 (``varma``), the numbering a file follows (``numbering``) and the next round from the
table (``engine``)."""

from .berger import Schedule, TableRound, Variant, schedule, seats

__all__ = ["Schedule", "TableRound", "Variant", "schedule", "seats"]
