"""The rules a team event is paired by (docs/team.md): the Swiss Team engine implements the
C.04.6 text of 2026 only, so the Ruleset of a team event dated before 1 Feb 2026 names the
2026 text with a note, never the earlier rules it did not apply (found by the review of the
merged tool: "pairing rules: pre2026" was printed for FIDE's team sample)."""

from __future__ import annotations

from tests.conftest import FIXTURES
from trfcheck.ruleset import Overrides, PairingEdition, System, resolve
from trfcheck.trf import read_file

SAMPLE = FIXTURES / "real" / "echecsjs_trf" / "grandmommyscup.trf"


def test_a_team_event_before_2026_is_paired_by_the_2026_text_and_says_so() -> None:
    t = read_file(SAMPLE).tournament
    assert t.start_date is not None and t.start_date.year == 2024  # 042 of the file
    rules = resolve(t)
    assert rules.system.value is System.TEAM
    assert rules.edition.value is PairingEdition.R2026
    assert "implemented in its 2026 text only" in rules.edition.note


def test_an_individual_event_of_the_same_date_keeps_the_earlier_rules() -> None:
    t = read_file(SAMPLE).tournament
    rules = resolve(t, Overrides(system="dutch"))
    assert rules.edition.value is PairingEdition.PRE2026
