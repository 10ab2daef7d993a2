"""Classes of discrepancies (TEC Manual §3.9.4.5-8) and what the evidence decides alone.

A discrepancy is an input or generator error (``rtg``), a candidate error
(``candidate``) or an interpretation divergence to send to TEC (``interpretation``);
until a person decides it is ``unclassified``. The harness classifies automatically
only where the evidence allows (docs/endorse.md, "Classification"):

- the candidate's output is unreadable, it crashed or hung, or its pairing is illegal
  (a player left out or paired twice, a rematch C1, an absolute colour clash C3, a PAB
  against C2/C5): ``candidate``;
- its pairing is legal but worse on a named criterion or colour rule, as trfcheck's
  explanation measures it: ``candidate``;
- the two pairings tie on every criterion and differ only in the generation order of
  art. 4 (how the text orders equal candidates): ``interpretation``;
- the candidate rejected the input (exit 3, bbpPairings' and trfcheck's code for an
  invalid file) or trfcheck cannot read the candidate's file: ``rtg``;
- everything else (trfcheck's own pairing measured worse, no explanation, standings)
  is left ``unclassified`` for a person.

``classify`` (the command) overrides the automatic class in ``classifications.json``.
"""

from __future__ import annotations

__all__ = ["ABSOLUTE_RULES", "CLASSES", "MANUAL_CLASSES", "from_explanation"]

CLASSES = ("unclassified", "rtg", "candidate", "interpretation")
MANUAL_CLASSES = CLASSES[1:]
#: Criteria whose breach makes a pairing illegal (Dutch 2026 C1-C3, C5; 2017 C.1-C.3).
ABSOLUTE_RULES = frozenset({"C1", "C2", "C3", "C5", "C.1", "C.2", "C.3"})


def from_explanation(rule: str | None, text: str | None) -> tuple[str, str]:
    """(evidence, class) of a differing pairing from trfcheck's explanation of it.

    The explanation measures the *published* pairing (the candidate's in direction A,
    the candidate's file in direction B) against trfcheck's.
    """
    if rule is None:
        return "unexplained", "unclassified"
    words = text or ""
    if " is better on " in words:
        return f"reference-worse:{rule}", "unclassified"
    if rule == "art. 4":
        if "only their order differs" in words or "board order or byes" in words:
            return "unexplained", "unclassified"
        return "generation-order", "interpretation"
    if rule in ABSOLUTE_RULES:
        return f"illegal:{rule}", "candidate"
    return f"worse:{rule}", "candidate"
