"""Causes and sources are data: no code decides anything by reading the text of a
diagnostic, of a choice or of an explanation.

A ``Diagnostic`` carries its root cause as a finding (``cause``), a ``Choice`` its source
as a ``Source``, an ``Explanation`` (and the ``RoundCheck`` of a replay) how the published
round measures on its rule as a ``Measure``; their texts (``message``, ``detail``,
``depends_on``, ``reference``, a choice's ``reason``, ``note``, ``premise``, a Maxi
setting's ``why``, an explanation's ``text``) are only printed. The scan reads every
module of the package (the abstract syntax tree: comments and docstrings do not count)
and reports each place where one of those texts is compared (``==``, ``!=``, ``in``,
``not in``; ``is None`` only asks whether there is one), searched (``startswith``,
``partition``, ``split`` ...) or matched by a regular expression.
"""

from __future__ import annotations

import ast
from dataclasses import replace

import pytest

from tests.conftest import FIXTURES, REPO
from trfcheck.ruleset import Overrides, Source, resolve
from trfcheck.trf import read_file

PACKAGE = REPO / "trfcheck"

#: The texts of a diagnostic and of a choice: printed, never read to decide.
TEXTS = frozenset(
    {"message", "detail", "depends_on", "reference", "reason", "note", "premise", "why", "text"}
)
_SEARCHES = frozenset(
    {
        "startswith",
        "endswith",
        "partition",
        "rpartition",
        "split",
        "rsplit",
        "find",
        "rfind",
        "index",
        "rindex",
        "count",
        "removeprefix",
        "removesuffix",
        "__contains__",
    }
)
_REGEX = frozenset({"match", "search", "fullmatch", "findall", "finditer", "sub", "split"})


def _text(node: ast.AST) -> str | None:
    """The name of the text ``node`` reads (``f.message`` -> ``message``; a collection of
    such texts, ``{d.depends_on for d in dependent}``; a printed label, ``label(root)``),
    or None."""
    if isinstance(node, ast.Attribute) and node.attr in TEXTS:
        return node.attr
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "label":
        return "label()"
    if isinstance(node, ast.SetComp | ast.ListComp | ast.GeneratorExp):
        return _text(node.elt)
    if isinstance(node, ast.Set | ast.List | ast.Tuple):
        return next((name for e in node.elts if (name := _text(e)) is not None), None)
    return None


def prose_decisions(source: str) -> list[tuple[int, str]]:
    """(line, what) for every place ``source`` compares, searches or matches a text of a
    diagnostic or a choice."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            if all(isinstance(op, ast.Is | ast.IsNot) for op in node.ops):
                continue  # whether there is one: ``premise is not None``
            for operand in (node.left, *node.comparators):
                if (name := _text(operand)) is not None:
                    found.append((node.lineno, f"compares .{name}"))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            method, owner = node.func.attr, node.func.value
            if method in _SEARCHES and (name := _text(owner)) is not None:
                found.append((node.lineno, f".{name}.{method}()"))
            regex = isinstance(owner, ast.Name) and owner.id == "re" and method in _REGEX
            for argument in node.args if regex else ():
                if (name := _text(argument)) is not None:
                    found.append((node.lineno, f"re.{method}() on .{name}"))
    return found


def test_no_module_decides_on_the_text_of_a_diagnostic_or_a_choice() -> None:
    offenders = [
        f"{path.relative_to(REPO)}:{line}: {what}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for line, what in prose_decisions(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


#: What the scan must find: the ways the code once read texts to decide (each a line of
#: the package before the causes and sources were typed).
ONCE = [
    "if not maxi.reason.startswith(BY_DEFINITION): pass",
    'if round_robin.reason == "--swiss": pass',
    'what, _, why = choice.premise.partition(" assumed: ")',
    'if f.code not in ABSENCE_CODES or "absence" not in f.message: pass',
    "needed = [r for r in roots if r.reference in {d.depends_on for d in dependent}]",
    "if label(root) in needed: pass",
    'on = "it" if {d.depends_on for d in dependent} == {label(first)} else "the causes"',
    "if c.reason != NOT_APPLIED: pass",
    "if re.search('assumed', choice.note): pass",
    'if " is better on " in explanation.text: pass',
    'if rc.reason.endswith("only their order differs"): pass',
]


@pytest.mark.parametrize("line", ONCE)
def test_the_scan_finds_a_decision_on_text(line: str) -> None:
    assert prose_decisions(line)


@pytest.mark.parametrize(
    "line",
    [
        'if d.code.startswith("RND"): pass',  # a code is an identifier, not prose
        "if d.cause is not None: pass",
        "if maxi.source is Source.DEFINITION: pass",
        'text = f"{d.message} ({d.depends_on})"',  # printed
        "if rc.reason: pass",  # whether there is something to print
    ],
)
def test_the_scan_leaves_typed_decisions_and_printing_alone(line: str) -> None:
    assert prose_decisions(line) == []


def test_the_scan_reads_the_package() -> None:
    assert len(list(PACKAGE.rglob("*.py"))) > 100


def test_a_resolved_choice_says_what_it_rests_on() -> None:
    """The resolver's order (README, "The rules applied"): the command line, then the file,
    then the default; example-trf16.trf names the Dutch system in 092 and starts
    on 2026/03/06 (042)."""
    t = read_file(FIXTURES / "examples" / "example-trf16.trf").tournament
    by_file = resolve(t)
    assert (by_file.system.source, by_file.edition.source) == (Source.FILE, Source.FILE)
    assert by_file.round_robin.source is Source.DEFAULT
    given = resolve(
        t, Overrides(system="dubov", round_robin=False, readings=("dutch-tpn=registered",))
    )
    assert (given.system.source, given.round_robin.source) == (Source.OPTION, Source.OPTION)
    assert [c.source for _, c in given.readings if _ == "dutch-tpn"] == [Source.IGNORED]
    undated = resolve(replace(t, start_date=None, system=None, event_type=None))
    assert undated.edition.source is Source.DEFAULT
    assert [str(c.premise) for c in (undated.system, undated.edition)] == [
        "Dutch assumed: no 192/092",
        "2026 rules assumed: no 042",
    ]
