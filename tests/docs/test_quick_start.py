"""The README's quick start: its first command audits the bundled example that the first
console example shows; its second installs the test extras and runs the suite as .ci/run
does, so the newcomer's command and CI's stay in step."""

from __future__ import annotations

import re

from tests.docs import transcripts

README = (transcripts.REPO / "README.md").read_text(encoding="utf-8")
CI = (transcripts.REPO / ".ci" / "run").read_text(encoding="utf-8")


def _quick_start() -> list[str]:
    section = README.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^```sh\n(.*?)\n```$", section, re.MULTILINE | re.DOTALL)


def test_the_quick_start_has_two_commands() -> None:
    assert len(_quick_start()) == 2


def test_the_first_command_runs_the_audit_the_first_example_shows() -> None:
    first = _quick_start()[0]
    shown = transcripts.blocks(transcripts.REPO / "README.md")[0].steps[0].command
    assert first.endswith(f".venv/bin/{shown}")
    assert shown.startswith("trfcheck check ")
    assert "pip install ." in first


def test_the_second_command_installs_and_tests_as_ci_does() -> None:
    second = _quick_start()[1]
    install = re.search(r"pip install (-e '\.\[test\]')", second)
    assert install is not None
    assert re.search(rf"\.venv/bin/pip install (--quiet )?{re.escape(install.group(1))}\n", CI)
    assert second.endswith(".venv/bin/pytest")
    assert re.search(r"^\.venv/bin/pytest\b", CI, re.MULTILINE)
