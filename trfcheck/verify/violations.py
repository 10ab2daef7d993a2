"""A rule violation as data: what ``check_rules`` returns and the CLI renders.

A ``Violation`` names the broken rule (``rule``, an article of the FIDE
Handbook such as ``C.04.1 art. 2`` or ``C.04.3 C14``), the round and the
players concerned. Severity follows the issue's scale: ``error`` when an
absolute rule is broken, ``warning`` for a quality criterion or a
recommendation, ``info`` otherwise. The severities are the reader's
(``trfcheck.trf.errors.Severity``), so load findings and violations sort and
render alike.
"""

from __future__ import annotations

from collections.abc import Iterable

from trfcheck.trf.diagnostics import Diagnostic, Severity, sort_diagnostics

__all__ = ["Diagnostic", "Severity", "Violation", "sort_violations"]

#: A rule violation is a ``Diagnostic`` (the one diagnostic type of trfcheck).
Violation = Diagnostic


def sort_violations(violations: Iterable[Violation]) -> list[Violation]:
    """Violations by round (tournament-wide last), then code, then players."""
    return sort_diagnostics(violations)
