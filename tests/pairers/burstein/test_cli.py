"""``trfcheck pair`` and ``check`` with the Burstein system: exit codes and key lines."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from trfcheck.cli import app

RUNNER = CliRunner(env={"COLUMNS": "160"})
B1 = Path(__file__).parents[3] / "fixtures" / "pairing" / "burstein" / "vector_b1.trf"


def _variant(tmp_path: Path, old: str, new: str) -> Path:
    path = tmp_path / "b1.trf"
    path.write_text(B1.read_text().replace(old, new))
    return path


def test_pair_vector_b1_from_the_system_code() -> None:
    """092 names Burstein: round 3 is vector B1's pairing, in JSON."""
    result = RUNNER.invoke(app, ["pair", str(B1), "--round", "3", "--format", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert [(b["white"], b["black"]) for b in data["boards"]] == [(4, 2), (1, 7), (3, 8)]
    assert data["byes"][0] == {"player": 5, "kind": "PAB"}


def test_pair_without_total_rounds_is_bad_input(tmp_path: Path) -> None:
    """1.6.2 (reading 5): without XXR/142 the seeding rounds are unknown: exit 3."""
    path = _variant(tmp_path, "XXR 4\n", "")
    result = RUNNER.invoke(app, ["pair", str(path), "--round", "3"])
    assert result.exit_code == 3, result.output
    assert "XXR or 142" in result.output


def test_pair_before_2026_is_unsupported(tmp_path: Path) -> None:
    """Reading 11: no Burstein text before 2026 is implemented: exit 4."""
    path = _variant(tmp_path, "042 2026/03/15", "042 2025/03/15")
    result = RUNNER.invoke(app, ["pair", str(path), "--round", "3"])
    assert result.exit_code == 4, result.output
    assert "before the 2026 edition" in result.output


def test_check_before_2026_says_no_earlier_text_and_checks_the_rules(tmp_path: Path) -> None:
    """Reading 11: check of a pre-2026 Burstein event says that no earlier text is
    implemented and still runs the edition-free rule checks (exit 0: nothing found)."""
    path = _variant(tmp_path, "042 2026/03/15", "042 2025/03/15")
    result = RUNNER.invoke(app, ["check", str(path), "--jobs", "1"])
    assert result.exit_code == 0, result.output
    assert "no Burstein text before the 2026 edition" in result.output
    assert "burstein pre2026" in result.output


def test_check_vector_b1_names_the_differing_criterion(tmp_path: Path) -> None:
    """A published round 3 that pairs 1-8 and 3-7 (what py4swiss gives) differs from the
    rules' round; check says why (art. 4: the two tie on C5-C8)."""
    text = B1.read_text()
    lines = text.splitlines()
    body = {
        1: "     5 w 1     2 b 0     8 w 1",
        3: "     6 w 1     4 b 0     7 w 1",
        7: "     2 w 0     5 w +     3 b 0",
        8: "     4 w 0  0000 - U     1 b 0",
        2: "     7 b 1     1 w 1     4 b 1",
        4: "     8 b 1     3 w 1     2 w 0",
        5: "     1 b 0     7 b -  0000 - U",
    }
    out = []
    for line in lines:
        if line.startswith("001"):
            rank = int(line[4:8])
            if rank in body:
                line = line[:91] + body[rank]
            else:
                line = line[:91] + "     3 b 0  0000 - Z  0000 - Z"
        out.append(line)
    path = tmp_path / "b1_r3.trf"
    path.write_text("\n".join(out) + "\n")
    result = RUNNER.invoke(app, ["check", str(path), "--jobs", "1"])
    assert result.exit_code == 1, result.output
    assert "Round 3:" in result.output and "[art. 4]" in result.output
