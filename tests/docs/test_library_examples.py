"""The library examples of README.md and docs/ (``pycon`` blocks) run as doctests.

The expected values are those of ``trfcheck/__init__.py``'s doctests, worked there from
the rules and the file (fixtures/example.trf: the pairing of round 3 by C.04.1 art. 2 and
C.04.3 5.2.3-5.2.4, the ranks from the 001 points column).
"""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

from tests.docs import transcripts

_PYCON = re.compile(r"^```pycon[ \t]*\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)

EXAMPLES = [
    (path, text.count("\n", 0, match.start()) + 1, match.group(1))
    for path in transcripts.documents()
    for text in [path.read_text(encoding="utf-8")]
    for match in _PYCON.finditer(text)
]


def test_the_readme_has_a_library_example() -> None:
    assert any(path.name == "README.md" for path, _, _ in EXAMPLES)


@pytest.mark.parametrize(
    ("path", "line", "source"),
    EXAMPLES,
    ids=[f"{p.relative_to(transcripts.REPO).as_posix()}:{n}" for p, n, _ in EXAMPLES],
)
def test_library_example_runs_as_shown(
    path: Path, line: int, source: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    name = f"{path.name}:{line}"
    test = doctest.DocTestParser().get_doctest(source, {}, name, str(path), line)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    with transcripts.workdir() as folder:
        monkeypatch.chdir(folder)
        runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
