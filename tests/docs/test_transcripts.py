"""Every console example of README.md and docs/ prints what the page shows.

The expected output is the page's text, written from the command's output when the page
was last refreshed (``python scripts/update_transcripts.py``) and reviewed there; what this
test guards is that the documentation and the program do not drift apart: a change of a
command's output that the pages do not follow fails here.
"""

from __future__ import annotations

import difflib

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
