"""The data of the norm paperwork (report.paperwork): IT1 per norm met, IT3, the audit; the
numbers are the norm report's own (``NormReport.to_dict``, the JSON of ``trfcheck norms``)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app

RUNNER = CliRunner(env={"COLUMNS": "160"})


def test_paperwork_json_numbers_are_the_norms_json(tmp_path: Path) -> None:
    source = FIXTURES / "norms" / "im_only.trf"
    printed = json.loads(RUNNER.invoke(app, ["norms", str(source), "--format", "json"]).stdout)
    result = RUNNER.invoke(app, ["norms", str(source), "--paperwork", str(tmp_path)])
    assert result.exit_code == 0, result.output
    data = json.loads((tmp_path / "im_only.paperwork.json").read_text())
    met = [n for n in printed["norms"] if n["met"] is True]
    assert [(f["player"]["start_rank"], f["title"]) for f in data["it1"]] == [
        (n["start_rank"], n["title"]) for n in met
    ]
    for form, norm in zip(data["it1"], met, strict=True):
        assert {n["key"]: n["value"] for n in form["numbers"]} == {
            k: norm[k] for k in ("games", "score", "p", "ra", "dp", "rp")
        }
        assert form["articles"] == norm["articles"]
        # each number names an article of the norm's own list (B.01 1.4.x)
        assert all(
            n["article"] in {a["article"] for a in norm["articles"]} for n in form["numbers"]
        )
    assert data["it3"]["conditions"] == printed["event"]
    assert data["audit"]["verdict"]["passed"] in (True, False)


def test_no_norm_met_gives_no_it1(tmp_path: Path) -> None:
    source = FIXTURES / "norms" / "fail_1_4_7.trf"
    result = RUNNER.invoke(app, ["norms", str(source), "--paperwork", str(tmp_path)])
    assert result.exit_code == 0, result.output
    data = json.loads((tmp_path / "fail_1_4_7.paperwork.json").read_text())
    assert data["it1"] == [] and data["it3"]["norms_met"] == []


def test_it3_counts_are_the_files(tmp_path: Path) -> None:
    """Players, rated players, title-holders and federations of IT3, counted here from the
    001 lines by their columns (docs/trf-format.md)."""
    source = FIXTURES / "norms" / "im_only.trf"
    RUNNER.invoke(app, ["norms", str(source), "--paperwork", str(tmp_path)])
    it3 = json.loads((tmp_path / "im_only.paperwork.json").read_text())["it3"]
    lines = [x for x in source.read_text(encoding="utf-8").splitlines() if x.startswith("001")]
    titles = [x[10:13].strip() for x in lines if x[10:13].strip()]
    assert it3["players"] == len(lines)
    assert it3["rated_players"] == sum(1 for x in lines if x[48:52].strip() not in ("", "0"))
    assert sorted(it3["titled_players"].items()) == sorted(
        (t, titles.count(t)) for t in set(titles)
    )
    assert it3["federations"] == sorted({x[53:56].strip() for x in lines})
