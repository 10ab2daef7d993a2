"""Rendering for people and programs: the audit as text tables (``text``, ``tables``), JSON
(``json``) and one self-contained HTML page per file (``html``, ``htmlview``,
``htmlstandings``, ``templates/``); the pairing of a round (``pairing``), the standings
(``standings_text``) and the endorsement report (``endorse_html``).

This package sits between the library (``verify``, ``standings``) and the command line
(``cli``): the CLI calls one library function and hands its result to a renderer here.
"""
