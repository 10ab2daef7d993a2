"""The FIDE Swiss pairing systems on a shared core (``pairers.core``).

Each system lives in its own package (``dutch``, ``dubov``, ``lim``) and implements
``base.PairingSystem``; the systems never import each other. ``registry.engine_for(ruleset)``
returns the engine of a resolved ``Ruleset``.
"""
