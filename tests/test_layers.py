"""Dependencies point one way: trf.model <- pairers <- verify <- cli (STYLE.md).

Reads the import statements of every module and fails on an import against the
direction of the layers.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.conftest import REPO

# package folder -> project packages it may not import
FORBIDDEN = {
    "trf": ("trfcheck.pairers", "trfcheck.verify", "trfcheck.cli"),
    "pairers": ("trfcheck.verify", "trfcheck.cli"),
    "verify": ("trfcheck.cli",),
}


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
    return names


def _modules(folder: str) -> list[Path]:
    return sorted((REPO / folder).rglob("*.py"))


@pytest.mark.parametrize("folder", sorted(FORBIDDEN))
def test_imports_follow_the_layers(folder: str) -> None:
    bad = [
        f"{path.relative_to(REPO)} imports {name}"
        for path in _modules(folder)
        for name in _imports(path)
        if name.startswith(FORBIDDEN[folder])
    ]
    assert not bad, "\n".join(bad)


def test_model_imports_nothing_from_the_project_or_the_libraries() -> None:
    names = _imports(REPO / "trf" / "model.py")
    assert not [n for n in names if n.split(".")[0] in ("trfcheck", "lark", "typer", "tabulate")]


def test_matching_core_knows_nothing_about_chess() -> None:
    for path in (REPO / "pairers" / "core").glob("_matching*.py"):
        assert not [n for n in _imports(path) if n.startswith("trfcheck.trf")], path
    names = _imports(REPO / "pairers" / "core" / "matching.py")
    assert not [n for n in names if n.startswith("trfcheck.trf")]
