"""``trfcheck check`` / ``trfcheck FILE``: the replay, the reason for each differing round, and
the rule findings, as text and JSON, with the documented exit codes.

The example tournament (fixtures/examples/example-trf16.trf) was paired round by round by
bbpPairings and checks clean.
The defective copies below change one thing each; the expected reason follows from the rule
named in each test.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app, command_names, with_default_command

RUNNER = CliRunner(env={"COLUMNS": "160"})
EXAMPLE = FIXTURES / "examples/example-trf16.trf"


def _check(*args: str) -> tuple[int, str]:
    result = RUNNER.invoke(app, ["check", *args])
    return result.exit_code, result.stdout


def _json(*args: str) -> dict[str, Any]:
    code, out = _check(*args, "--format", "json")
    data: dict[str, Any] = json.loads(out)
    data["exit"] = code
    return data


def _edited(tmp_path: Path, old: str, new: str) -> Path:
    text = EXAMPLE.read_text()
    assert old in text
    path = tmp_path / "edited.trf"
    path.write_text(text.replace(old, new))
    return path


def test_clean_example_checks_clean() -> None:
    data = _json(str(EXAMPLE))
    assert data["exit"] == 0
    assert (data["system"], data["edition"]) == ("dutch", "2026")
    assert "2026-03-06" in data["edition_reason"]
    assert data["summary"] == {"rounds_checked": 3, "discrepant_rounds": 0}
    assert data["rounds"][1]["expected"] == [[2, 1], [4, 3], [5, 0]]
    assert [v for v in data["violations"] if v["severity"] == "error"] == []


def test_plain_file_argument_means_check() -> None:
    args = with_default_command([str(EXAMPLE)], command_names())
    result = RUNNER.invoke(app, args)
    assert result.exit_code == 0, result.output
    # rules, rounds checked, rounds that differ, errors (the summary row under the header)
    lines = result.stdout.splitlines()
    header = next(i for i, line in enumerate(lines) if line.split()[:2] == ["rules", "rounds"])
    assert lines[header + 2].split()[:5] == ["dutch", "2026", "3", "0", "0"]


def test_swapped_colours_are_explained_by_the_colour_rules(tmp_path: Path) -> None:
    """Round 3, 1 v 3: both mildly want White with identical histories (W, B), so 5.2.4
    gives the higher-ranked player 1 White; the edited file gives it to 3."""
    path = _edited(tmp_path, "3 w =\n", "3 b =\n")
    path.write_text(path.read_text().replace("     1 b =\n", "     1 w =\n"))
    data = _json(str(path))
    assert data["exit"] == 1
    bad = [r for r in data["rounds"] if not r["ok"]]
    assert [r["round"] for r in bad] == [3]
    assert bad[0]["reason"]["rule"].startswith("5.2")
    assert [3, 1] in bad[0]["published"] and [1, 3] in bad[0]["expected"]


def test_rematch_is_reported_as_c1_and_as_a_violation(tmp_path: Path) -> None:
    """Round 3 edited to 1-4 again and 3-2 (1 met 4 in round 1): C1 and RMT001."""
    text = EXAMPLE.read_text().splitlines()
    blocks = {1: "   4 w =", 2: "   3 b =", 3: "   2 w =", 4: "   1 b ="}
    for i, line in enumerate(text):
        if line.startswith("001") and int(line[4:8]) in blocks:
            text[i] = line[:111] + blocks[int(line[4:8])]
    path = tmp_path / "rematch.trf"
    path.write_text("\n".join(text) + "\n")
    code, out = _check(str(path))
    assert code == 1
    assert "[C1]" in out
    assert "RMT001" in out


def test_folder_and_several_files_give_one_summary(tmp_path: Path) -> None:
    for name in ("a.trf", "b.trf"):
        (tmp_path / name).write_bytes(EXAMPLE.read_bytes())
    code, out = _check(str(tmp_path), str(EXAMPLE))
    assert code == 0, out
    table, totals = (part.splitlines() for part in out.split("\n\n")[-2:])
    assert table[0].split()[:4] == ["file", "rules", "rounds", "differ"]
    assert len(table) == 2 + 3
    assert totals[0].split()[:4] == ["files", "rounds", "differ", "findings"]
    assert totals[2].split()[:3] == ["3", "9", "0"]


def test_summary_of_long_paths_fits_80_columns(tmp_path: Path) -> None:
    """The per-file table of several files fits 80 columns (the CLI's tables do, README):
    files under one folder are named relative to it, said above the table, and a name
    still too long is cut in the middle where that keeps the names apart (three
    names ending alike are one label when cut at the start); ``--wide`` keeps the whole
    name."""
    deep = tmp_path / ("a-long-folder-name-" * 4) / ("and-another-one-" * 3)
    deep.mkdir(parents=True)
    names = [
        "open-a.trf",
        "open-b.trf",
        "an-event-with-a-long-name-1.trf",
        "another-event-with-a-long-name-1.trf",
        "an-event-with-a-long-name-2.trf",
    ]
    for name in names:
        (deep / name).write_bytes(EXAMPLE.read_bytes())
    code, out = _check(str(deep))
    assert code == 0, out
    above, table = out.split("\n\n")[-3:-1]
    assert " ".join(above.split()) == f"Files under {deep}{os.sep}:"  # wrapped at 80
    lines = table.splitlines()
    assert lines[0].split()[:2] == ["file", "rules"]
    assert max(len(line) for line in lines) <= 80
    shown = dict(zip(sorted(names), (line.split()[0] for line in lines[2:]), strict=True))
    assert [shown[name] for name in names[:2]] == names[:2]  # a folder is checked in order
    assert len(set(shown.values())) == len(names)  # every file told apart
    for name in names[2:]:
        head, cut, tail = shown[name].partition("~")
        assert cut and name.startswith(head) and name.endswith(tail) and head and tail
    code, wide = _check(str(deep), "--wide")
    assert names[2] in wide.split()


def test_unknown_system_is_a_usage_error() -> None:
    code, _ = _check(str(EXAMPLE), "--system", "monrad")
    assert code == 2


def test_missing_file_is_bad_input(tmp_path: Path) -> None:
    code, _ = _check(str(tmp_path / "nope.trf"))
    assert code == 3


LIM_MAXI = Path(__file__).parents[2] / "fixtures/verify/lim_maxi_floater.trf"


def test_lim_maxi_flag_reaches_the_rule_checks_and_the_report() -> None:
    """Lim 3.2.3 (Maxi only): the fixture (fixtures/verify/README.md, lim_maxi_floater) has 5
    players and 4 rounds, so it is no Maxi-tournament by the 1988 definition (2**4 = 16) and
    FLT005 stays silent; ``--maxi`` makes it one, and the report says which flag was used."""
    plain = _json(str(LIM_MAXI), "--system", "lim")
    assert plain["maxi"] is False and "2**4 = 16" in plain["maxi_reason"]
    assert "FLT005" not in {v["code"] for v in plain["violations"]}
    maxi = _json(str(LIM_MAXI), "--system", "lim", "--maxi")
    assert maxi["maxi"] is True and maxi["maxi_reason"] == "--maxi"
    flagged = [v for v in maxi["violations"] if v["code"] == "FLT005"]
    assert [(v["round"], v["players"]) for v in flagged] == [(2, [1, 5])]
    code, out = _check(str(LIM_MAXI), "--system", "lim", "--maxi")
    assert code == 1 and "Maxi-tournament: yes (--maxi)" in out
    assert "maxi" not in _json(str(EXAMPLE))  # other systems have no such flag


def test_maxi_for_another_system_is_noted() -> None:
    """``check --maxi`` on a Dutch file: the flag is a Lim notion; the report says it was
    ignored and the check runs as without it."""
    code, out = _check(str(EXAMPLE), "--maxi")
    assert code == 0 and "note: --maxi ignored" in out


BAKU_DUTCH = FIXTURES / "real/sharly_chess/trf-import-test.trf"  # 192 FIDE_DUTCH_2026_BAKU


def test_baku_for_a_system_without_acceleration_is_noted() -> None:
    """C.04.7 named by the file's 192 code: the Dutch engine applies it and the report says
    so; checked as Dubov or Lim, whose engines pair without acceleration, the report says
    it was not applied instead of claiming it."""
    _, out = _check(str(BAKU_DUTCH))
    assert "acceleration: Baku, C.04.7" in out
    for system in ("dubov", "lim"):
        _, out = _check(str(BAKU_DUTCH), "--system", system)
        assert "acceleration: Baku" not in out
        assert f"the {system.capitalize()} engine does not apply it" in " ".join(out.split())
        rules = _json(str(BAKU_DUTCH), "--system", system)["rules"]
        assert rules["baku"]["value"] is False


def test_pairings_accepts_the_json_of_trfcheck_pair(tmp_path: Path) -> None:
    """``check --pairings`` reads the round as ``pair --format json`` writes it,
    its PAB in ``byes`` included. Round 2 of example-trf16.trf (its blocks:
    ``0000 - U`` for player 5, ``0000 - H`` for player 6): re-paired by ``pair`` and checked
    against the file, the list agrees (no BRD002)."""
    pairing = tmp_path / "round2.json"
    result = RUNNER.invoke(app, ["pair", str(EXAMPLE), "--round", "2", "--format", "json"])
    assert result.exit_code == 0, result.stderr
    assert '"kind": "PAB"' in result.stdout
    pairing.write_text(result.stdout, encoding="utf-8")
    code, out = _check(str(EXAMPLE), "--pairings", str(pairing), "--format", "json")
    assert code == 0, out
    assert not [v for v in json.loads(out)["violations"] if v["code"].startswith("BRD")]
