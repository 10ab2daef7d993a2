"""Root causes first, on the whole broken-file corpus (``verify.causes``).

The corpus: fixtures/broken/ (one file per reader code, manifest.json) and edits of the
example tournament (fixtures/examples/example-trf16.trf, 6 players, 3 rounds) made
here, one per player's 001 record: a blank before the record (every field moves right), a
character added to or taken from the name (every later field moves), the record cut after
the rank column (its round blocks lost), an unknown opponent in round 1 (start rank 9), and
two blocks of round 2 left without a result code while the points column still credits the
H. Which finding is the root cause follows from the edit and the TRF16 column table
(docs/trf-format.md; 001 fields: the separators after the fields are blank, the round
blocks start at column 92; docs/diagnostics.md: PLY003 a column that must be blank is not,
PLY004 a truncated record, RND001 an opponent not in the file, RES015 a block without a
result code), never from trfcheck: the edited line's finding must be the first diagnostic
printed by ``trfcheck FILE`` and the verdict's first reason, and every other finding of the
file depends on it or stands alone.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app

RUNNER = CliRunner()
BROKEN = FIXTURES / "broken"
CASES: list[dict[str, Any]] = json.loads((BROKEN / "manifest.json").read_text())["cases"]
EXAMPLE = (FIXTURES / "examples" / "example-trf16.trf").read_text(encoding="utf-8")
FIRST_RECORD = 13  # the line of player 1's 001 record; player n is on line 12 + n

DIAGNOSTIC = re.compile(
    r"^(?P<path>.+?):(?P<line>\d+):(?P<column>\d+): (?P<severity>error|"
    r"warning|info) (?P<code>[A-Z][A-Z0-9]{3,}): (?P<message>.+)$"
)

Edit = Callable[[str], str]


def _at(column: int, text: str) -> Edit:
    """Insert ``text`` before 1-based ``column``."""
    return lambda line: line[: column - 1] + text + line[column - 1 :]


def _without(column: int) -> Edit:
    return lambda line: line[: column - 1] + line[column:]


def _put(column: int, text: str) -> Edit:
    return lambda line: line[: column - 1] + text + line[column - 1 + len(text) :]


#: (name, the edit of one record, the code of the root cause on that record's line)
EDITS: list[tuple[str, Edit, str]] = [
    ("blank-before", _at(1, " "), "PLY003"),
    ("name-longer", _at(20, "x"), "PLY003"),
    ("name-shorter", _without(20), "PLY003"),
    ("cut-after-rank", lambda line: line[:89], "PLY004"),
    ("unknown-opponent", _put(92, "   9"), "RND001"),
]


def _edited(player: int, edit: Edit) -> str:
    lines = EXAMPLE.splitlines()
    lines[FIRST_RECORD + player - 2] = edit(lines[FIRST_RECORD + player - 2])
    return "\n".join(lines) + "\n"


def _uncoded(text: str) -> str:
    """Players 5 and 6: round 2's ``0000 - U`` and ``0000 - H`` with the result blanked
    (column 92 + 10 + 7 = 109); the points column still counts the U's point of 5 (1.0)
    and the H's half point of 6 (1.5)."""
    lines = text.splitlines()
    for player in (5, 6):
        at = FIRST_RECORD + player - 2
        lines[at] = _put(109, " ")(lines[at])
    return "\n".join(lines) + "\n"


def _corpus() -> list[tuple[str, Callable[[Path], Path], str, set[int]]]:
    """(name, how to write the file, root code, the lines it may be on)."""
    out: list[tuple[str, Callable[[Path], Path], str, set[int]]] = []

    def fixture(name: str) -> Callable[[Path], Path]:
        return lambda _: BROKEN / f"{name}.trf"

    for case in CASES:
        lines = {case["line"], *(a[0] for a in case["alternatives"])}
        out.append((case["name"], fixture(case["name"]), case["code"], lines))

    def write(name: str, text: str) -> Callable[[Path], Path]:
        def to(folder: Path) -> Path:
            path = folder / f"{name}.trf"
            path.write_text(text, encoding="utf-8")
            return path

        return to

    for player in range(1, 7):
        for edit_name, edit, code in EDITS:
            name = f"player{player}-{edit_name}"
            text = _edited(player, edit)
            out.append((name, write(name, text), code, {FIRST_RECORD + player - 1}))
    out.append(("two-uncoded-blocks", write("uncoded", _uncoded(EXAMPLE)), "RES015", {17}))
    return out


CORPUS = _corpus()


def test_the_corpus_has_every_reader_code_and_every_edit() -> None:
    assert len(CORPUS) == len(CASES) + 6 * len(EDITS) + 1 >= 60


@pytest.mark.parametrize(("name", "write", "code", "lines"), CORPUS, ids=[c[0] for c in CORPUS])
def test_the_root_cause_is_printed_first_and_leads_the_verdict(
    name: str, write: Callable[[Path], Path], code: str, lines: set[int], tmp_path: Path
) -> None:
    path = write(tmp_path)
    out = RUNNER.invoke(app, [str(path)]).stdout
    printed = [m for line in out.splitlines() if (m := DIAGNOSTIC.match(line))]
    first = printed[0]
    assert (first["code"], int(first["line"])) in {(code, n) for n in lines}, out
    reason = out.splitlines()[1]  # the verdict's first reason, on its own line
    assert re.match(rf"  first( warning)?: {code} \([^)]*line {first['line']}\)", reason), out


def test_every_finding_resting_on_the_two_uncoded_blocks_says_so(tmp_path: Path) -> None:
    """The points of both players with an uncoded block (5 and 6) rest on RES015, which
    names both, not only on the line of the first block."""
    path = tmp_path / "uncoded.trf"
    path.write_text(_uncoded(EXAMPLE), encoding="utf-8")
    data = json.loads(RUNNER.invoke(app, ["check", str(path), "--format", "json"]).stdout)
    uncoded = [v for v in data["violations"] if v["code"] == "RES015"]
    assert [(v["players"], v["line"], v["column"]) for v in uncoded] == [([5, 6], 17, 109)]
    points = [v for v in data["violations"] if v["code"] == "PTS001"]
    assert [v["players"] for v in points] == [[5], [6]]
    assert [v.get("depends_on") for v in points] == ["RES015 at line 17"] * 2
