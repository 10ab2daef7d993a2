"""The project's documents speak of the project: README.md, docs/, benchmarks/ and the
comments and docstrings of the code (trfcheck/, scripts/, .ci/) and of the tests (tests/)
hold no words of the development process (periods of work, waves, merges, issue numbers,
acceptance points) and no commit hashes. History belongs in CHANGELOG.md; a measurement
names the command that makes it, not the commit it was made on; a test names what it
checks and the rule or source it rests on.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

from tests.docs import transcripts

REPO = transcripts.REPO

#: Words of the development process, never of chess or of the rules. Each alternative is
#: anchored to a process use (a session named by an article or a number, an issue by its
#: number); a pairing program's "session" of calls, a "bracket", a "merged" list in code are
#: not matched.
PROCESS_WORDS = re.compile(
    r"\bwork periods?\b"
    r"|\bsessions? \d+"
    r"|\bsession[-']\w"
    r"|\b(?:this|the|that|each|every|last|next|previous|earlier|another) session\b"
    r"|\bsessions\b"
    r"|\bwaves? \d+\b"
    r"|\b(?:this|the|last|next|that) wave\b"
    r"|\bhelpers? (?:session|agent)s?\b"
    r"|\b(?:other|two|three|nine|about \d+) agents\b"
    r"|\bmerged? (?:into|in|to|of|with) (?:main|integ|the branch)\b"
    r"|\b(?:after|since|before) the merges?\b"
    r"|\bthe merges? of\b"
    r"|\bmerged since\b"
    r"|\bbranch(?:es)?\b(?! (?:and bound|of the))"
    r"|\brebased?\b"
    r"|\bissues? #?\d+"
    r"|\bi[1-9]\d\b"
    r"|\bacceptance(?: point)? \d",
    re.IGNORECASE,
)
#: A path to the working notes outside the repository, which a reader does not have (the
#: FIDE text is cited by article instead).
OUTSIDE = re.compile(r"\.\./shared/|\bshared/spec\b")
#: In the documents, the code and the tests: the working notes themselves, which a reader
#: does not have.
NOTES = re.compile(r"\bspec\b|\b(?:trf|endorsement|rating-and-norms)\.md\b", re.IGNORECASE)
#: In the tests' comments and docstrings, besides ``NOTES``: the other notes by name (a page
#: of the repository is named by its path, ``docs/tiebreaks.md``) and the style notes.
NOTE_NAMES = re.compile(
    r"(?<![\w/.-])(?:STYLE|tiebreaks|dutch|dubov|lim|burstein|team|general|double-swiss|baku"
    r"|examples|trf-notes)\.md\b|\bpairing-systems/|\bdigest/"
)
#: What a section sign follows: a document (``SOURCES.md §2``, ``TEC Manual §3.9``,
#: ``C.02.03 §7``); a bare one (``§7.4:``) is a section of the notes.
DOCUMENT = re.compile(r"(?:\.md|\bManual|\b[A-Z]\.\d\d(?:\.\d\d)*)\s?$")
#: An issue of another project, named with it (``bbpPairings issue N``): the provenance of a
#: copied file, not this project's history.
UPSTREAM_ISSUE = re.compile(r"\b(?:bbpPairings|[Gg]acrux|[\w-]+/[\w.-]+)(?:'s)? issues? #?\d+")
#: A commit hash: 7 to 40 lower-case hex digits with at least one letter and one digit.
COMMIT_HASH = re.compile(r"\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b")


def documents() -> list[Path]:
    """README.md, docs/ and benchmarks/: every line is prose or a command."""
    pages = transcripts.documents()
    bench = sorted(p for p in (REPO / "benchmarks").rglob("*") if p.suffix in {".py", ".md"})
    return [*pages, *bench]


def code_files() -> list[Path]:
    """The project's code, whose comments and docstrings are checked."""
    files = [*sorted((REPO / "trfcheck").rglob("*.py")), *sorted((REPO / "scripts").glob("*.py"))]
    return [*files, REPO / ".ci" / "run", REPO / ".ci" / "wheel_smoke.py"]


def prose_of_code(path: Path) -> list[tuple[int, str]]:
    """The comments and docstrings of a Python file (a shell script: its comments)."""
    text = path.read_text(encoding="utf-8")
    if path.suffix != ".py":
        return [(n, line) for n, line in enumerate(text.splitlines(), 1) if "#" in line]
    found = [
        (tok.start[0], tok.string)
        for tok in tokenize.generate_tokens(io.StringIO(text).readline)
        if tok.type == tokenize.COMMENT
    ]
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            doc = ast.get_docstring(node, clean=False)
            if doc and node.body:
                first = node.body[0].lineno
                found += [(first + i, line) for i, line in enumerate(doc.splitlines())]
    return found


def offences(lines: list[tuple[int, str]]) -> list[str]:
    """Each line with a process word or a commit hash, as ``line: text``."""
    return [
        f"{n}: {line.strip()}"
        for n, line in lines
        if PROCESS_WORDS.search(line) or COMMIT_HASH.search(line) or OUTSIDE.search(line)
    ]


def bare_section(prose: str) -> bool:
    """A section sign that follows no document (``§7.4``, not ``TEC Manual §3.9``): a
    section of the notes."""
    return any(not DOCUMENT.search(prose[: m.start()]) for m in re.finditer("§", prose))


def cites_the_notes(line: str) -> bool:
    """A path to the notes, a note by name, or a bare section sign; inline code (a ``Spec``
    class) is a name in the code, not a citation."""
    prose = re.sub(r"``[^`]*``", "", line)
    named = NOTES.search(prose) or NOTE_NAMES.search(prose)
    return bool(OUTSIDE.search(line) or named or bare_section(prose))


def test_the_words_and_hashes_are_found_and_chess_is_not() -> None:
    caught = [
        "measured at the end of session 9",
        "the branch rebased on main",
        "after the merge of the branches",
        "(issue 21: a greedy failure)",
        "measured on b7469a3",
        "work period 4",
        "wave 3",
        "shared with two other agents",
        "i31 measures the start-up",
        "issue 18's acceptance 2",
        "the digest `../shared/spec/tiebreaks.md`",
    ]
    spared = [
        "the bracket of 2 points and its MDPs",
        "the candidate keeps one session of calls",
        "merged: list[int] = []",
        "the PAB after a forfeit win (C.04.1 art. 4)",
        "offset 0x3D2F, FIDE id 2108372",
        "a decade of files",
    ]
    assert [s for s in caught if not offences([(1, s)])] == []
    assert [s for s in spared if offences([(1, s)])] == []


@pytest.mark.parametrize("path", documents(), ids=lambda p: p.relative_to(REPO).as_posix())
def test_the_document_speaks_of_the_project_only(path: Path) -> None:
    lines = list(enumerate(path.read_text(encoding="utf-8").splitlines(), 1))
    assert offences(lines) == []


@pytest.mark.parametrize("path", documents(), ids=lambda p: p.relative_to(REPO).as_posix())
def test_the_document_cites_what_its_reader_has(path: Path) -> None:
    """The FIDE text by article or a page of the repository, never the notes behind them
    (``spec``, ``trf.md``, ``endorsement.md``: not shipped), nor a section of them by a bare
    section sign (``(§7.9)``; ``TEC Manual §3.9.4`` names its document)."""
    lines = enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
    prose = ((n, re.sub(r"https?://\S+", "", line)) for n, line in lines)  # addresses aside
    found = [(n, line) for n, line in prose if NOTES.search(line) or bare_section(line)]
    assert [f"{n}: {line.strip()}" for n, line in found] == []


def test_the_notes_are_found_and_the_repositorys_pages_are_not() -> None:
    caught = [
        "the column table of trf.md §3",
        "Readings (spec dutch.md §9)",
        "the spec (§1.5) follows bbpPairings v6",
        "(STYLE.md: decide once, pass the decision)",
        "tiebreaks.md §7: only 192/092 make a round robin",
        "§7.4: a timeout is recorded",
        "(spec/digest/examples.md §1)",
        "the rules of ../shared/spec/pairing-systems/lim.md",
        "endorsement.md §3.4",
        "Exit codes (§7.9): 0 pass",
    ]
    spared = [
        'docs/tiebreaks.md, "Round robins"',
        "the gacrux-paired corpus (fixtures/external/SOURCES.md §2)",
        "the tolerance of TEC Manual §3.9.4.4",
        "C.02.03 §7.2.4",
        "one ``Spec`` per player",
        "docs/lim.md's reading: #3 is lowest",
        "the TRF16 player record (001), columns 81-84",
    ]
    assert [s for s in caught if not cites_the_notes(s)] == []
    assert [s for s in spared if cites_the_notes(s)] == []


def test_the_tests_cite_what_their_reader_has() -> None:
    """The tests cite the FIDE text by article, a page of the repository or a fixture, as the
    documents do (their golden values name their source): never the working notes behind
    them, which are not shipped, and the style habits in words."""
    found = [
        f"{path.relative_to(REPO).as_posix()}:{n}: {line.strip()}"
        for path in sorted((REPO / "tests").rglob("*.py"))
        for n, line in prose_of_code(path)
        if cites_the_notes(line)
    ]
    assert found == []


def test_the_code_cites_what_its_reader_has() -> None:
    """The package's, the scripts' and the CI's comments and docstrings cite the FIDE text by
    article or a page of docs/, as the tests do: never the working notes, which are not
    shipped."""
    found = [
        f"{path.relative_to(REPO).as_posix()}:{n}: {line.strip()}"
        for path in code_files()
        for n, line in prose_of_code(path)
        if cites_the_notes(line)
    ]
    assert found == []


def test_the_fixture_pages_speak_of_the_files() -> None:
    """The SOURCES and README pages of fixtures/ say what each file is and where it comes
    from, with no words of the development process (another project's issue that a copied
    file was made for is its provenance; so are the commits and paths of the copies)."""
    found = [
        f"{path.relative_to(REPO).as_posix()}:{n}: {line.strip()}"
        for path in sorted((REPO / "fixtures").rglob("*.md"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if PROCESS_WORDS.search(UPSTREAM_ISSUE.sub("", line))
    ]
    assert found == []


def test_the_code_comments_speak_of_the_project_only() -> None:
    found = [
        f"{path.relative_to(REPO).as_posix()}:{hit}"
        for path in code_files()
        for hit in offences(prose_of_code(path))
    ]
    assert found == []


def test_the_tests_comments_speak_of_the_project_only() -> None:
    """The tests' comments and docstrings, this file's included, say what a test checks and
    the rule or source it rests on, not the task that asked for it. The examples of the
    first test above are string literals, not prose, so they are not read."""
    found = [
        f"{path.relative_to(REPO).as_posix()}:{hit}"
        for path in sorted((REPO / "tests").rglob("*.py"))
        for hit in offences(prose_of_code(path))
    ]
    assert found == []
