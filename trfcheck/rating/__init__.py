"""FIDE ratings from a tournament report: the B.02 tables, rated games, changes, initial ratings.

The package sits below ``verify`` and above ``standings`` (pyproject's layers contract).
"""
