"""FIDE title norms from a tournament report (B.01 2024): ``examine_norms``.

The package sits beside ``trfcheck.rating`` (below ``verify``, above ``pairers``; pyproject's
layers contract) and uses its B.02 8.1.1 table for Rp = Ra + dp.
"""

from __future__ import annotations

from .event import EventFacts
from .norms import Exemption, Norm, NormOptions, NormReport, examine_norms

__all__ = ["EventFacts", "Exemption", "Norm", "NormOptions", "NormReport", "examine_norms"]
