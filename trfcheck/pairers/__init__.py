"""The FIDE pairing systems on a shared core (``pairers.core``).

Each system lives in its own package: ``dutch`` (C.04.3), ``dubov`` (C.04.4.1),
``burstein`` (C.04.4.2), ``lim`` (C.04.4.3), ``team`` (the Swiss Team system, C.04.6) and
``double`` (the Double-Swiss system, C.04.5: a round is a match of two TRF rounds);
each implements ``base.Engine`` (the individual systems ``base.PairingSystem``), and the
systems never import each other (Burstein is given its seeding-round pairer). One table,
``registry.ENGINES``, holds them all; ``registry.engine_for(ruleset)`` returns the engine
of a resolved ``Ruleset``.
"""
