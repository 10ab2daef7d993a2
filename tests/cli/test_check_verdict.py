"""What the verdict line says.

- It states its premise: a system or edition the file does not give is assumed, and the
  verdict says so ("FAIL (Dutch assumed: no 192/092)") in text, ``--quiet``, JSON (a field)
  and the HTML index; a partial verdict is partial everywhere.
- It leads with the root cause: the reader's finding that made rounds unreliable, and the
  findings resting on it are said to depend on it, not counted as independent errors.
- ``--select``/``--ignore`` never give "PASS ... rounds differ".

The facts come from the edits of example-trf16.trf (fixtures/broken/, README
there: player 6's 001 line cut after column 66 leaves his round blocks unread) and from the
README's resolution order (no 192 and no 092: Dutch by default).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app

RUNNER = CliRunner()
EXAMPLE = FIXTURES / "examples" / "example-trf16.trf"
TRUNCATED = FIXTURES / "broken" / "ply004_truncated.trf"


def _check(*args: str) -> tuple[int, str]:
    result = RUNNER.invoke(app, ["check", *args])
    return result.exit_code, result.stdout


def _without_system(tmp_path: Path, name: str = "nosystem.trf") -> Path:
    """The example without its 092 tournament type (it has no 192): no system in the file."""
    lines = EXAMPLE.read_text(encoding="utf-8").splitlines(keepends=True)
    path = tmp_path / name
    path.write_text("".join(line for line in lines if not line.startswith("092")), "utf-8")
    return path


def test_an_assumed_system_is_in_the_verdict_line(tmp_path: Path) -> None:
    path = _without_system(tmp_path)
    code, out = _check(str(path))
    assert code == 0, out
    assert out.splitlines()[0].startswith(f"{path}: PASS (Dutch assumed: no 192/092): ")
    code, quiet = _check(str(path), "--quiet")
    assert quiet == f"{out.splitlines()[0]}\n"


def test_the_premise_is_a_json_field(tmp_path: Path) -> None:
    _, out = _check(str(_without_system(tmp_path)), "--format", "json")
    verdict = json.loads(out)["verdict"]
    assert verdict["premise"] == ["Dutch assumed: no 192/092"]
    assert verdict["head"] == "PASS (Dutch assumed: no 192/092)"
    assert verdict["text"].startswith(verdict["head"] + ":")
    _, out = _check(str(EXAMPLE), "--format", "json")  # 092 names the Dutch system
    assert json.loads(out)["verdict"]["premise"] == []


def test_a_failing_verdict_states_its_premise(tmp_path: Path) -> None:
    lines = TRUNCATED.read_text(encoding="utf-8").splitlines(keepends=True)
    path = tmp_path / "truncated.trf"
    path.write_text("".join(line for line in lines if not line.startswith("092")), "utf-8")
    code, out = _check(str(path), "--quiet")
    assert code == 1
    assert out.startswith(f"{path}: FAIL (Dutch assumed: no 192/092): ")


def test_a_partial_verdict_is_partial_in_text_and_json() -> None:
    """Burstein before 2026 has no engine: the pairings are not checked."""
    args = (str(EXAMPLE), "--system", "burstein", "--edition", "pre2026")
    _, out = _check(*args, "--quiet")
    assert out.startswith(f"{EXAMPLE}: PASS (partial): ")
    _, out = _check(*args, "--format", "json")
    verdict = json.loads(out)["verdict"]
    assert verdict["partial"] is True and verdict["head"] == "PASS (partial)"


def _index_rows(index: Path) -> list[str]:
    """The text of each file row of the HTML index, tags removed."""
    html = index.read_text(encoding="utf-8")
    rows = re.findall(r'<tr class="file-row">(.*?)</tr>', html, re.S)
    return [re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", row)) for row in rows]


def test_the_html_index_shows_premise_and_partial(tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    _without_system(folder, "a-nosystem.trf")
    (folder / "b-example.trf").write_bytes(EXAMPLE.read_bytes())
    pages = tmp_path / "pages"
    code, _ = _check(str(folder), "--html", str(pages))
    assert code == 0
    a, b = _index_rows(pages / "index.html")
    # the verdict column: PASS or FAIL, the premise under it
    assert "PASS Dutch assumed: no 192/092 " in a
    assert "Dutch assumed" not in b
    _check(str(folder), "--html", str(pages), "--system", "burstein", "--edition", "pre2026")
    assert all("PASS partial" in row for row in _index_rows(pages / "index.html"))


def test_the_html_index_names_files_relative_to_their_folder(tmp_path: Path) -> None:
    folder = tmp_path / "a-folder-with-a-long-name" / "events"
    folder.mkdir(parents=True)
    for name in ("open-a.trf", "open-b.trf"):
        (folder / name).write_bytes(EXAMPLE.read_bytes())
    pages = tmp_path / "pages"
    _check(str(folder), "--html", str(pages))
    html = (pages / "index.html").read_text(encoding="utf-8")
    rows = _index_rows(pages / "index.html")
    assert [row.split()[0] for row in rows] == ["open-a.trf", "open-b.trf"]
    assert str(tmp_path) not in "".join(rows)
    assert f"Files under <code>{folder}</code>" in html  # the folder, said once


def test_the_verdict_names_the_root_cause_and_what_depends_on_it() -> None:
    """Player 6's line is cut inside the FIDE ID (line 18): his round blocks are missing, so
    the rounds he played are not what the file meant; the cross-table findings about his
    opponents (RND002) and the replay's findings (RPL001) rest on that one defect."""
    code, out = _check(str(TRUNCATED), "--format", "json")
    assert code == 1
    data = json.loads(out)
    verdict = data["verdict"]
    assert verdict["first"]["code"] == "PLY004" and verdict["first"]["line"] == 18
    assert verdict["errors"] == 1  # the root cause alone is an independent error
    consequences = [v for v in data["violations"] if v.get("depends_on")]
    assert {v["depends_on"] for v in consequences} == {"PLY004 at line 18"}
    assert {v["code"] for v in consequences} >= {"RND002", "RPL001"}
    assert verdict["depending"] == len(consequences)
    assert data["violations"][0]["code"] == "PLY004"  # listed first
    differing = [r for r in data["rounds"] if not r["ok"]]
    assert differing and all(r["depends_on"] == "PLY004 at line 18" for r in differing)
    assert "; first: PLY004 (line 18) 001 record is truncated" in verdict["text"]
    assert f"; {len(consequences)} findings depend on it" in verdict["text"]


def test_a_consequence_says_what_it_depends_on_in_text() -> None:
    _, out = _check(str(TRUNCATED))
    replay = [line for line in out.splitlines() if " error RPL001: " in line]
    assert replay and all("(depends on PLY004 at line 18)" in line for line in replay)
    rounds = " ".join(out.split()).split(" Round ")[1:]  # the explanations, unwrapped
    assert rounds and all("(depends on PLY004 at line 18: re-paired" in r for r in rounds)


def test_a_001_line_with_a_leading_blank_is_an_error(tmp_path: Path) -> None:
    """TRF16 player record: '001' in columns 1-3. One leading blank moves every field: the player
    cannot be read, and the rounds naming him rest on that (not a mere warning)."""
    lines = EXAMPLE.read_text(encoding="utf-8").splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if line.startswith("001    3 "))
    lines[at] = " " + lines[at]
    path = tmp_path / "shifted.trf"
    path.write_text("".join(lines), "utf-8")
    code, out = _check(str(path), "--format", "json")
    assert code == 1
    data = json.loads(out)
    first = data["violations"][0]
    assert (first["code"], first["severity"], first["line"]) == ("PLY003", "error", at + 1)
    assert first["players"] == [3]
    assert data["verdict"]["first"]["code"] == "PLY003"
    unknown = [v for v in data["violations"] if v["code"] == "RND001"]
    assert unknown and all(v["depends_on"] == f"PLY003 at line {at + 1}" for v in unknown)


def test_select_never_passes_with_differing_rounds_it_hides() -> None:
    """With --select FLT the replay's RPL001 are not reported: the verdict must not say
    "PASS ... 2 of 3 rounds differ"."""
    code, out = _check(str(TRUNCATED), "--select", "FLT", "--quiet")
    assert code == 0
    assert "rounds differ" not in out
    assert "3 rounds re-paired (differences not selected)" in out


def test_a_092_that_names_no_system_is_said_as_such() -> None:
    """README, "The rules applied": without 192, the 092 text decides the system only when
    it names one; fixtures/readings/dutch-r1-absent-tpn.trf has ``092 Individual:
    Swiss-System`` (no system named), so the premise says the 092 is there and names none,
    never "no 192/092" (found by a review of the merged tool)."""
    path = FIXTURES / "readings" / "dutch-r1-absent-tpn.trf"
    assert "092 Individual: Swiss-System" in path.read_text(encoding="utf-8")
    _, out = _check(str(path), "-q")
    assert "(Dutch assumed: no 192, 092 names no known system)" in out.splitlines()[0]
    assert "no 192/092" not in out
