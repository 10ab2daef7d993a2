"""Standings and tie-breaks (C.07): the order of the players after a round.

``tiebreaks`` computes each tie-break of a player from the cross-table; ``ranking``
orders the players by points and a tie-break list (the 202/212 records); ``team`` the team
tie-breaks of a team event (C.07 art. 11-13) and the team standings.
This package sits above the model and below the checks (``verify``) and the generator.
"""
