"""A player's history in an event, as the reports show it: the types of
``pairers.core.state`` (``PlayerState``: scores, colours, floats and round kinds by round;
``Float``; ``RoundKind``) handed on, so that a report asks the ``Event`` for the states
(``Event.player_states``) and the board order (``Event.board_order``) and never computes
them from the pairing core itself.
"""

from __future__ import annotations

from trfcheck.pairers.core.state import Float, PlayerState, RoundKind

__all__ = ["Float", "PlayerState", "RoundKind"]
