"""The console examples of README.md and docs/: found, run and written back.

An example is a fenced block marked ``console``. Each line that starts with ``$ `` is a
shell command (a line ending in ``\\`` continues on the next one); the lines after it, up
to the next command or the end of the block, are what the command prints, standard output
and standard error together, as on a terminal 80 columns wide. In a line of expected
output, ``...`` stands for any text (a wall time, say); elsewhere the text must be equal.
The commands of one block run in order, by ``bash``, in a fresh folder that holds a copy
of the repository's ``fixtures/`` (so ``fixtures/example.trf`` is the bundled example and a
command may write files), with the ``trfcheck`` of the running Python first on ``PATH``.

``tests/docs/test_transcripts.py`` compares; ``scripts/update_transcripts.py`` rewrites
the outputs in place.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

#: A fenced ``console`` block: its body is group 1.
_FENCE = re.compile(r"^```console[ \t]*\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)
_PROMPT = "$ "
#: Seconds one command may take (an example is small; the suite's slow tests are elsewhere).
TIMEOUT = 300


@dataclass(frozen=True, slots=True)
class Step:
    """One command of a block and the output the document shows for it."""

    command: str
    expected: str


@dataclass(frozen=True, slots=True)
class Block:
    """One ``console`` block: where it is and its steps."""

    path: Path
    line: int
    start: int  # offset of the body in the document's text
    end: int
    steps: tuple[Step, ...]

    @property
    def name(self) -> str:
        """``README.md:12``: the block's place, for test ids and messages."""
        path = self.path.relative_to(REPO) if self.path.is_relative_to(REPO) else self.path
        return f"{path.as_posix()}:{self.line}"


def documents() -> list[Path]:
    """README.md, CHANGELOG.md and every Markdown page under docs/."""
    return [REPO / "README.md", REPO / "CHANGELOG.md", *sorted((REPO / "docs").rglob("*.md"))]


def blocks(path: Path) -> list[Block]:
    """The ``console`` blocks of the document at ``path``, in order."""
    text = path.read_text(encoding="utf-8")
    found = []
    for match in _FENCE.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        found.append(Block(path, line, match.start(1), match.end(1), parse(match.group(1))))
    return found


def all_blocks() -> list[Block]:
    """Every ``console`` block of every document."""
    return [block for path in documents() for block in blocks(path)]


def parse(body: str) -> tuple[Step, ...]:
    """The steps of a block's body; text before the first command is an error."""
    steps: list[Step] = []
    command: list[str] = []
    output: list[str] = []
    continued = False
    for line in body.splitlines():
        if continued:
            command.append(line)
            continued = line.endswith("\\")
        elif line.startswith(_PROMPT):
            if command:
                steps.append(Step("\n".join(command), _joined(output)))
            command, output = [line[len(_PROMPT) :]], []
            continued = line.endswith("\\")
        elif not command:
            raise ValueError(f"console block: output before the first '$ ' command: {line!r}")
        else:
            output.append(line)
    if command:
        steps.append(Step("\n".join(command), _joined(output)))
    return tuple(steps)


def _joined(lines: list[str]) -> str:
    return normalise("\n".join(lines))


def normalise(output: str) -> str:
    """The output as a page shows it: trailing blanks of each line and blank lines at the
    end removed (Markdown editors and the site strip them)."""
    return "\n".join(line.rstrip() for line in output.splitlines()).strip("\n")


@contextmanager
def workdir() -> Iterator[Path]:
    """A fresh folder holding a copy of ``fixtures/``, removed afterwards."""
    with tempfile.TemporaryDirectory(prefix="trfcheck-docs-") as tmp:
        shutil.copytree(REPO / "fixtures", Path(tmp) / "fixtures", symlinks=True)
        yield Path(tmp)


def environment() -> dict[str, str]:
    """The commands' environment: this Python's ``trfcheck`` first on PATH, 80 columns,
    no colour, unbuffered output (so standard output and error interleave as written)."""
    env = dict(os.environ)
    scripts = str(Path(sys.executable).parent)
    env.update(
        PATH=scripts + os.pathsep + env.get("PATH", ""),
        COLUMNS="80",
        LINES="50",
        NO_COLOR="1",
        TERM="dumb",
        LC_COLLATE="C",
        PYTHONUNBUFFERED="1",
        PYTHONIOENCODING="utf-8",
        TRFCHECK_CACHE_DIR="",
    )
    env.pop("FORCE_COLOR", None)
    return env


def run(block: Block) -> list[str]:
    """What each command of ``block`` prints, run in order in one fresh folder."""
    outputs = []
    with workdir() as folder:
        env = environment()
        for step in block.steps:
            done = subprocess.run(
                ["bash", "-c", step.command],
                cwd=folder,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                timeout=TIMEOUT,
                check=False,
            )
            outputs.append(normalise(done.stdout.decode("utf-8", errors="replace")))
    return outputs


def _line_matches(expected: str, printed: str) -> bool:
    if "..." not in expected:
        return expected == printed
    pattern = ".*".join(re.escape(part) for part in expected.split("..."))
    return re.fullmatch(pattern, printed) is not None


def matches(expected: str, printed: str) -> bool:
    """Whether ``printed`` is what ``expected`` shows, line by line (``...``: any text)."""
    want, got = expected.splitlines(), printed.splitlines()
    return len(want) == len(got) and all(map(_line_matches, want, got))


def rendered(block: Block, outputs: list[str]) -> str:
    """The block's body with ``outputs`` in place of the outputs it shows; a line of the
    page that still matches its printed line (one with ``...``) is kept as it is."""
    parts = []
    for step, output in zip(block.steps, outputs, strict=True):
        parts.append(_PROMPT + step.command)
        old = step.expected.splitlines()
        for i, line in enumerate(output.splitlines()):
            keep = i < len(old) and _line_matches(old[i], line)
            parts.append(old[i] if keep else line)
    return "\n".join(parts) + "\n"
