"""The pre-flight before an upload (trfcheck.verify.preflight; docs/preflight.md): the clean
norm event of fixtures/preflight gives no finding above information, and each crafted file,
a single edit of it, gives its one finding (the rule in the file's name) and no other.

The expectations come from the articles, not from the program: B.02 0.2.1 (30 days before
the start for a player rated above 2700), 9.1 (30 days after the end), 1.1 (120 minutes for
60 moves from 2400), B.01 1.1.2 (12 hours a day: 2 rounds x 2 x 210 minutes = 14 hours),
1.1.3 (2 rounds a day; 120 minutes), 1.1.5 (IA or FA: the list's arbiter title NA is
neither), and the Qualification Commission's refusal of any norm when a half-point bye is
given in the last round.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from tests.verify.make_preflight_fixtures import AFTER, BEFORE, CLEAN, VARIANTS, variant
from trfcheck.cli import app
from trfcheck.event import open_event
from trfcheck.rating.fidelist import read_fide_list
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.verify.preflight import PREFLIGHT_RULES, Preflight, Purpose, arbiter_ids, preflight

FOLDER = FIXTURES / "preflight"
LIST = FOLDER / "players_list.txt"


def run(path: Path, purpose: str, today: str, *, listed: bool = True) -> list[Diagnostic]:
    event = open_event(path)
    ids = [p.fide_id for p in event.tournament.players]
    ids += arbiter_ids(event.records.header)
    scanned = read_fide_list(LIST, ids) if listed else None
    options = Preflight(Purpose(purpose), date.fromisoformat(today), True, scanned)
    return preflight(event, options)


def raised(findings: list[Diagnostic]) -> set[str]:
    return {f.code for f in findings if f.severity is not Severity.INFO}


def test_fixtures_are_written_by_the_generator() -> None:
    assert (FOLDER / "clean.trf").read_text(encoding="utf-8") == CLEAN
    for name, _purpose, _today, edits, _code in VARIANTS:
        assert (FOLDER / name).read_text(encoding="utf-8") == variant(edits), name


@pytest.mark.parametrize("purpose", ["rating", "title"])
@pytest.mark.parametrize("today", [AFTER, BEFORE])
def test_clean_event_has_no_finding(purpose: str, today: str) -> None:
    assert raised(run(FOLDER / "clean.trf", purpose, today)) == set()


@pytest.mark.parametrize(("name", "purpose", "today", "code"),
                         [(v[0], v[1], v[2], v[4]) for v in VARIANTS])  # fmt: skip
def test_each_crafted_file_fails_alone(name: str, purpose: str, today: str, code: str) -> None:
    findings = run(FOLDER / name, purpose, today)
    assert raised(findings) == {code}, [f.detail for f in findings]
    assert all(f.rule == PREFLIGHT_RULES[f.code] for f in findings)


def test_every_finding_has_a_crafted_file() -> None:
    assert {v[4] for v in VARIANTS} == set(PREFLIGHT_RULES)


def test_registration_deadline_is_30_days_above_2700() -> None:
    """B.02 0.2.1: a player rated 2712, the start 6 Mar 2026: registered by 4 Feb 2026."""
    findings = run(FOLDER / "pre005_late_registration.trf", "rating", BEFORE)
    (late,) = [f for f in findings if f.code == "PRE005"]
    assert late.severity is Severity.ERROR
    assert "2026-02-04" in late.message


def test_upload_deadline_is_30_days_after_the_end() -> None:
    """B.02 9.1: the end 8 Jan 2026, the upload due by 7 Feb 2026."""
    (late,) = [f for f in run(FOLDER / "pre006_late_upload.trf", "rating", AFTER)
               if f.code == "PRE006"]  # fmt: skip
    assert late.severity is Severity.ERROR
    assert late.expected == "upload by 2026-02-07"


def test_chief_arbiter_title_from_the_option_alone_is_a_warning() -> None:
    """Without the list, 102's 'IA' before the name is what the title rests on: said."""
    findings = run(FOLDER / "clean.trf", "title", AFTER, listed=False)
    (said,) = [f for f in findings if f.code == "PRE004"]
    assert said.severity is Severity.WARNING
    assert "102" in said.message


def test_rating_preflight_skips_title_conditions() -> None:
    """Three rounds on a day refuse a norm (B.01 1.1.3), not a rating."""
    assert raised(run(FOLDER / "pre008_three_rounds_a_day.trf", "rating", AFTER)) == set()


def test_cli_check_for_title_fails_on_the_finding() -> None:
    result = CliRunner().invoke(app, ["check", str(FOLDER / "pre004_chief_arbiter_not_ia.trf"),
                                      "--for", "title", "--today", AFTER,
                                      "--fide-list", str(LIST)])  # fmt: skip
    assert result.exit_code == 1, result.output
    assert "PRE004" in result.output and "NA" in result.output


def test_cli_preflight_options_need_for() -> None:
    result = CliRunner().invoke(app, ["check", str(FOLDER / "clean.trf"), "--today", AFTER])
    assert result.exit_code == 2, result.output
    assert "only with --for" in result.output


def _new_player_without_sex(tmp_path: Path, women_only: bool) -> list[Diagnostic]:
    """Player 3 made a new player (no rating, no FIDE ID) with a birth date and a blank sex;
    with ``women_only`` every man's ``m`` is blanked too, as Swiss-Manager writes."""
    text = CLEAN.replace(
        "001    3 m FM Costa, Rui                        2320 POR     1900003",
        "001    3   FM Costa, Rui                             POR            ",
    )
    if women_only:
        text = text.replace(" m    ", "      ").replace(" m GM ", "   GM ")
    path = tmp_path / "event.trf"
    path.write_text(text, encoding="utf-8")
    return run(path, "rating", AFTER)


@pytest.mark.parametrize(("women_only", "expected"), [(False, {"PRE002"}), (True, set())])
def test_blank_sex_of_a_file_that_marks_only_women(
    tmp_path: Path, women_only: bool, expected: set[str]
) -> None:
    """A file that marks no man may mark women only: a blank sex is unknown there."""
    assert raised(_new_player_without_sex(tmp_path, women_only)) == expected


def _without(tmp_path: Path, fide_id: str) -> Path:
    """The fixture list without the entry of ``fide_id``."""
    lines = LIST.read_text(encoding="utf-8").splitlines()
    kept = [line for line in lines if not line.startswith(fide_id + " ")]
    assert len(kept) == len(lines) - 1
    path = tmp_path / "players_list.txt"
    path.write_text("\n".join(kept) + "\n", encoding="utf-8")
    return path


def _with_list(path: Path, purpose: str, listed: Path) -> list[Diagnostic]:
    event = open_event(path)
    ids = [p.fide_id for p in event.tournament.players]
    ids += arbiter_ids(event.records.header)
    options = Preflight(
        Purpose(purpose), date.fromisoformat(AFTER), True, read_fide_list(listed, ids)
    )
    return preflight(event, options)


def test_a_player_id_not_on_the_list(tmp_path: Path) -> None:
    findings = _with_list(FOLDER / "clean.trf", "rating", _without(tmp_path, "4600006"))
    assert [(f.code, f.players) for f in findings if f.severity is not Severity.INFO] == [
        ("PRE001", (6,))
    ]


def test_the_chief_arbiter_not_on_the_list(tmp_path: Path) -> None:
    """The list does not hold the chief arbiter: PRE003, and for a title event the IA of
    102 rests on the file alone (PRE004 warning)."""
    findings = _with_list(FOLDER / "clean.trf", "title", _without(tmp_path, "4100001"))
    found = {(f.code, f.severity) for f in findings if f.severity is not Severity.INFO}
    assert found == {("PRE003", Severity.ERROR), ("PRE004", Severity.WARNING)}
