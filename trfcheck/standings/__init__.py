"""Standings and tie-breaks (C.07): the order of the players after a round.

``tiebreaks`` computes each tie-break of a player from the cross-table; ``ranking``
orders the players by points and a tie-break list (the 202/212 records).
This package sits above the model and below the checks (``verify``) and the generator.
"""
