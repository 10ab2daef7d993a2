"""The title-norm section of the HTML report (``check --html``): the norms of ``trfcheck
norms`` (B.01 2024) on the page, with the numbers of tests/titles/test_norm_cases.py."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app

RUNNER = CliRunner(env={"COLUMNS": "160"})


def _section(tmp_path: Path, name: str) -> str:
    page = tmp_path / f"{name}.html"
    result = RUNNER.invoke(app, ["check", str(FIXTURES / "norms" / f"{name}.trf"), "--html",
                                 str(page)])  # fmt: skip
    # the invented events are circle-method round robins, not the Berger table of C.05
    # Annex 1: check reports their rounds (RR findings, exit 1); the norms are the subject here
    assert result.exit_code in (0, 1), result.output
    assert result.exit_code == 0 or "the Berger table" in result.output, result.output
    text = page.read_text(encoding="utf-8")
    assert '<a href="#norms">Title norms</a>' in text
    start = text.index('<section id="norms"')
    section = text[start : text.index("</section>", start)]
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", section)).split())


def test_gm_norm_on_the_page(tmp_path: Path) -> None:
    # 7/9 against Ra 2401: p 78 %, dp 220, Rp 2621 (tests/titles/test_norm_cases.py)
    text = _section(tmp_path, "gm_met")
    assert "Title regulations: B.01 2024" in text
    assert "1 Applicant, Ann GM yes 7/9 2401 78 2621" in text
    assert "1 Applicant, Ann: GM (all games; rounds 1, 2, 3, 4, 5, 6, 7, 8, 9)" in text
    assert "1.4.8 Rp = Ra + dp 2621 2600 yes Ra 2401 + dp 220 (p 78 %)" in text


def test_failed_norm_is_a_row_without_its_articles(tmp_path: Path) -> None:
    text = _section(tmp_path, "fail_1_4_8")
    assert "1 Applicant, Ann GM NO 6.5/9 2401 72 2567 1.4.8" in text
    assert "1 Applicant, Ann: GM" not in text


def test_norms_far_from_met_are_counted_not_listed(tmp_path: Path) -> None:
    # fixtures/norms/fail_1_4_8.trf: ten norms examined; four are listed (Rp alone misses, by
    # at most 100, or met); the six others are counted in one sentence (docs/norms.md).
    text = _section(tmp_path, "fail_1_4_8")
    assert "1 Applicant, Ann GM NO 6.5/9 2401 72 2567 1.4.8" in text
    assert "6 norm(s) not met on the games or the opponents (1.4.1-1.4.8a), or with Rp" in text
    assert "--all" not in text
