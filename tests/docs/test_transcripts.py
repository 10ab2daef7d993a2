"""Every console example of README.md and docs/ prints what the page shows.

The expected output is the page's text, written from the command's output when the page
was last refreshed (``python scripts/update_transcripts.py``) and reviewed there; what this
test guards is that the documentation and the program do not drift apart: a change of a
command's output that the pages do not follow fails here.
"""

from __future__ import annotations

import difflib
import importlib.util
from pathlib import Path
from typing import Any

import pytest

from tests.docs import transcripts

BLOCKS = transcripts.all_blocks()


def test_the_readme_and_the_docs_have_console_examples() -> None:
    readme = [b for b in BLOCKS if b.path.name == "README.md"]
    assert len(readme) >= 10, [b.name for b in readme]
    assert any("trfcheck check fixtures/example.trf" in s.command for s in readme[0].steps)


def test_a_console_block_is_read_as_commands_and_their_outputs() -> None:
    body = "$ echo a \\\n  b\na b\n$ true\n$ printf 'x\\n\\n'\nx\n"
    steps = transcripts.parse(body)
    assert [s.command for s in steps] == ["echo a \\\n  b", "true", "printf 'x\\n\\n'"]
    assert [s.expected for s in steps] == ["a b", "", "x"]


def test_three_dots_stand_for_any_text_within_a_line() -> None:
    assert transcripts.matches("3 files in ... s", "3 files in 0.21 s")
    assert not transcripts.matches("3 files in ... s", "3 files in 0.21 s\nmore")
    assert not transcripts.matches("3 files", "4 files")


def test_a_command_whose_output_changed_no_longer_matches_its_page(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("Text.\n\n```console\n$ printf 'new\\n'\nold\n```\n", encoding="utf-8")
    [block] = transcripts.blocks(page)
    [printed] = transcripts.run(block)
    assert printed == "new"
    assert not transcripts.matches(block.steps[0].expected, printed)


def _updater() -> Any:
    script = transcripts.REPO / "scripts" / "update_transcripts.py"
    spec = importlib.util.spec_from_file_location("update_transcripts", script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_update_script_rewrites_the_outputs_in_place(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(
        "# Page\n\n```console\n$ echo one\nstale\n$ echo 'took 0.5 s'\ntook ... s\n```\n\nEnd.\n",
        encoding="utf-8",
    )
    updater = _updater()
    assert updater.main([str(page), "--check"]) == 1
    assert updater.main([str(page)]) == 0
    assert page.read_text(encoding="utf-8") == (
        "# Page\n\n```console\n$ echo one\none\n$ echo 'took 0.5 s'\ntook ... s\n```\n\nEnd.\n"
    )
    assert updater.main([str(page), "--check"]) == 0


def test_text_before_the_first_command_is_refused() -> None:
    with pytest.raises(ValueError, match="before the first"):
        transcripts.parse("output\n$ true\n")


@pytest.mark.parametrize("block", BLOCKS, ids=[b.name for b in BLOCKS])
def test_console_example_prints_what_the_page_shows(block: transcripts.Block) -> None:
    outputs = transcripts.run(block)
    for step, output in zip(block.steps, outputs, strict=True):
        if not transcripts.matches(step.expected, output):
            diff = "\n".join(
                difflib.unified_diff(
                    step.expected.splitlines(), output.splitlines(), "page", "printed", lineterm=""
                )
            )
            pytest.fail(
                f"{block.name}: `{step.command}` prints other text than the page shows "
                f"(refresh: python scripts/update_transcripts.py, then review the diff):\n{diff}"
            )
