"""One road for every rule and system: each choice decided once, the decision passed down.

The resolver (the package ``trfcheck/ruleset/``) decides the system, the editions,
acceleration, Maxi, the round robin and the team event once per file; the ``Ruleset`` it
returns is what every layer below takes. Two scans of the source (``ast``) keep it so:

- no module the Ruleset flows into (``pairers``, ``standings``, ``verify``, ``report``,
  ``trf``) imports the resolver's parsing functions or calls ``System.parse``,
  ``PairingEdition.parse``, ``TiebreakEdition.parse``: a choice read again from a string
  below the resolver is a second decision;
- no module of ``trfcheck`` but the resolver compares a system name as a string
  (``== "lim"``, ``in ("dutch", ...)``): systems are ``System`` members.

The front doors that read what a user typed (``cli``, ``generator`` and ``endorse``
settings, ``trfcheck/__init__.py``) may parse names; they hand the Ruleset down.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

from tests.conftest import REPO

PACKAGE = REPO / "trfcheck"

#: The packages the Ruleset flows into (below the resolver).
BELOW = ("pairers", "standings", "verify", "report", "trf")

#: The resolver's functions that decide from strings or from the file: the package's own
#: names and those of its modules (``trfcheck.ruleset.systems`` ... ``.resolver``).
PARSING = frozenset(
    {"resolve", "check_overrides"}
    | {"system_in_code", "read_code", "file_code", "check_readings", "reading_choices"}
    | {"system_choice", "team_choice", "round_robin_choice", "baku_choice", "swiss_team_choice"}
    | {"pairing_edition", "team_text", "tiebreak_edition", "title_edition", "maxi_choice"}
)

#: The resolver: the package and every module of it.
RESOLVER = PACKAGE / "ruleset"

#: Enums whose ``parse`` turns a name into a choice.
PARSED = frozenset({"System", "PairingEdition", "TiebreakEdition"})

#: Imports allowed, each with its reason: (module path, name).
ALLOWED: set[tuple[str, str]] = set()

#: Comparisons allowed, with their reason: the 192 record's own words, read by the format
#: package (TRF-26 team codes: ``FIDE_TEAM_...``), are not a system chosen by name.
ALLOWED_COMPARISONS = frozenset({"trfcheck/trf/teams.py"})

SYSTEM_NAMES = frozenset(
    {"dutch", "dubov", "burstein", "lim", "team", "generic"}
    | {"DUTCH", "DUBOV", "BURSTEIN", "LIM", "TEAM", "GENERIC"}
)


def _modules(packages: tuple[str, ...] | None = None) -> list[Path]:
    if packages is None:
        return sorted(PACKAGE.rglob("*.py"))
    return sorted(p for name in packages for p in (PACKAGE / name).rglob("*.py"))


def _is_resolver(module: str | None) -> bool:
    """``trfcheck.ruleset`` or one of its modules (``trfcheck.ruleset.pairing``)."""
    return module is not None and (
        module == "trfcheck.ruleset" or module.startswith("trfcheck.ruleset.")
    )


def resolver_uses(tree: ast.AST, path: str) -> list[str]:
    """The resolver's parsing functions imported or ``<Enum>.parse`` calls in ``tree``."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and _is_resolver(node.module):
            for alias in node.names:
                if alias.name in PARSING and (path, alias.name) not in ALLOWED:
                    found.append(f"{path}:{node.lineno}: imports ruleset.{alias.name}")
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "parse"
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id in PARSED
        ):
            found.append(f"{path}:{node.lineno}: calls {node.func.value.id}.parse")
    return found


def _names(node: ast.expr) -> set[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return {
            e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)
        }
    return set()


def string_system_comparisons(tree: ast.AST, path: str) -> list[str]:
    """Comparisons (``==``, ``!=``, ``in``, ``not in``) of something with a system name."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        operands = [node.left, *node.comparators]
        if any(_names(o) & SYSTEM_NAMES for o in operands):
            found.append(f"{path}:{node.lineno}: compares a system name as a string")
    return found


def _scan(paths: list[Path], check: Callable[[ast.AST, str], list[str]]) -> list[str]:
    out: list[str] = []
    for path in paths:
        rel = path.relative_to(REPO).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=rel)
        out += check(tree, rel)
    return out


def test_no_module_below_the_resolver_decides_again() -> None:
    """The Ruleset is the currency all the way down; nothing below re-parses."""
    assert _scan(_modules(BELOW), resolver_uses) == []


def test_no_module_compares_system_names_as_strings() -> None:
    """Systems are ``ruleset.System`` members everywhere but in the resolver."""
    paths = [
        p
        for p in _modules()
        if RESOLVER not in p.parents and p.relative_to(REPO).as_posix() not in ALLOWED_COMPARISONS
    ]
    assert _scan(paths, string_system_comparisons) == []


def test_the_scans_can_fail() -> None:
    """Each scan flags the code it exists to refuse."""
    source = (
        "from trfcheck.ruleset import resolve, System\n"
        "edition = PairingEdition.parse(name)\n"
        "if ruleset.system.value.value == 'lim': pass\n"
        "if name in ('dutch', 'dubov'): pass\n"
    )
    tree = ast.parse(source)
    assert len(resolver_uses(tree, "x.py")) == 2
    assert len(string_system_comparisons(tree, "x.py")) == 2


def test_the_scan_sees_the_resolvers_modules() -> None:
    """The package's modules are the resolver too: a parsing function imported from one of
    them below the resolver is flagged, and the comparison scan skips them only."""
    source = (
        "from trfcheck.ruleset.resolver import resolve\n"
        "from trfcheck.ruleset.systems import system_in_code, System\n"
        "from trfcheck.ruleset.pairing import system_choice\n"
        "from trfcheck.rulesets import resolve\n"
    )
    assert len(resolver_uses(ast.parse(source), "x.py")) == 3
    skipped = [p for p in _modules() if RESOLVER in p.parents]
    assert PACKAGE / "ruleset" / "systems.py" in skipped
    assert _scan(skipped, string_system_comparisons) != []


def test_every_parsing_name_is_a_function_of_the_resolver() -> None:
    """``PARSING`` names functions the resolver defines: a renamed one would leave the scan
    watching a name nothing imports."""
    defined = {
        node.name
        for path in RESOLVER.rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.FunctionDef)
    }
    assert sorted(PARSING - defined) == []


def team_branches(tree: ast.AST, path: str) -> list[str]:
    """Reads of a Ruleset's ``team`` choice (``ruleset.team``), the start of a team road."""
    return [
        f"{path}:{node.lineno}: reads .team"
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and node.attr == "team"
    ]


def test_no_team_branch_in_the_cli_or_the_audit() -> None:
    """A team event is one more system in the registry, not a special case: the CLI and the audit
    reach it through ``pairers.registry`` and ``standings.event``, never by an ``if`` on it."""
    paths = [*_modules(("cli",)), PACKAGE / "verify" / "audit.py"]
    assert _scan(paths, team_branches) == []
    assert team_branches(ast.parse("if ruleset.team.value: pass"), "x.py") != []
