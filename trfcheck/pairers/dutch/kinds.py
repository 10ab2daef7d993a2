"""The kinds of player in one bracket solve (``bracket.Bracket``).

``MDP`` and ``RES`` (this bracket), ``FLOAT`` (a Limbo MDP already known to float on),
``NEXT`` (the next scoregroup, for the look-ahead of C8) and ``REST`` (lower
scoregroups, which count only for completion, C4). Ordered: a pair is weighed with its
lower kind first.
"""

from __future__ import annotations

__all__ = ["FLOAT", "MDP", "NEXT", "RES", "REST"]

MDP, RES, FLOAT, NEXT, REST = range(5)
