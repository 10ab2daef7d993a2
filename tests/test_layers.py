"""The layers of the package hold: import-linter's contracts in pyproject.toml
(a layer imports only the layers below it).

``lint-imports`` reads every import of ``trfcheck`` (absolute, relative, inside functions,
indirect chains) and checks the contracts of ``[tool.importlinter]``: the layers
cli > report : endorse > verify | generator > event > rating : titles > pairers |
standings > ruleset > readings > trf, the commands and reports kept off the rule checks'
internals and the pairing core (they take an ``Event``), the
pairing systems independent of each other, the matching core free of chess, the model free
of the project and of lark/typer/tabulate, and no import cycle between sibling modules.

The first test runs the contracts on the tree. The others prove that each contract can fail:
they copy the package to a temporary folder, inject one violating import, and expect
``lint-imports`` to report the contract broken and to name the injected module.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO

LINT_IMPORTS = "from importlinter.cli import lint_imports_command; lint_imports_command()"


def _lint_imports(root: Path, contract: str | None = None) -> subprocess.CompletedProcess[str]:
    """Run lint-imports on the ``trfcheck`` package in ``root`` with root's pyproject.toml."""
    args = [sys.executable, "-c", LINT_IMPORTS, "--no-cache", "--no-logo"]
    if contract is not None:
        args += ["--contract", contract]
    env = {**os.environ, "PYTHONPATH": str(root)}
    return subprocess.run(args, cwd=root, env=env, capture_output=True, text=True, check=False)


def test_the_contracts_hold() -> None:
    run = _lint_imports(REPO)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "0 broken" in run.stdout


@pytest.fixture(scope="module")
def tree_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A pristine copy of the package and its pyproject.toml (the contracts)."""
    root = tmp_path_factory.mktemp("tree")
    ignore = shutil.ignore_patterns("__pycache__", "*.so", "*.pyd")
    shutil.copytree(REPO / "trfcheck", root / "trfcheck", ignore=ignore)
    shutil.copy(REPO / "pyproject.toml", root / "pyproject.toml")
    return root


# (contract id, file to create or append to, the violating import, the edge the report names)
VIOLATIONS = [
    # a lower layer imports a higher one, relative and absolute
    ("layers", "trfcheck/trf/_injected.py", "from .. import cli", "trf._injected -> trfcheck.cli"),
    ("layers", "trfcheck/pairers/_injected.py", "import trfcheck.verify", "-> trfcheck.verify"),
    (
        "layers",
        "trfcheck/ruleset/__init__.py",
        "import trfcheck.standings",
        "ruleset -> trfcheck.standings",
    ),
    ("layers", "trfcheck/standings/_injected.py", "import trfcheck.rating", "-> trfcheck.rating"),
    # one pairing system imports another
    (
        "systems",
        "trfcheck/pairers/dubov/_injected.py",
        "from .. import dutch",
        "-> trfcheck.pairers.dutch",
    ),
    (
        "systems",
        "trfcheck/pairers/lim/_injected.py",
        "import trfcheck.pairers.dubov",
        "-> trfcheck.pairers.dubov",
    ),
    # the matching core imports something about chess
    (
        "matching",
        "trfcheck/pairers/core/_matching_py.py",
        "import trfcheck.trf.model",
        "-> trfcheck.trf.model",
    ),
    (
        "matching",
        "trfcheck/pairers/core/matching.py",
        "from . import state",
        "-> trfcheck.pairers.core.state",
    ),
    # the model imports a library or the project
    ("model", "trfcheck/trf/model.py", "import lark", "trfcheck.trf.model -> lark"),
    ("model", "trfcheck/trf/model.py", "from . import values", "model -> trfcheck.trf.values"),
    # the .TUNX decoder reaches the TRF reader; the TRF reader reaches the .TUNX package
    (
        "tunx-decoder",
        "trfcheck/trf/tunx/decode.py",
        "from .. import load",
        "trfcheck.trf.tunx.decode -> trfcheck.trf.load",
    ),
    (
        "tunx-hook",
        "trfcheck/trf/load.py",
        "from . import tunx",
        "trfcheck.trf.load -> trfcheck.trf.tunx",
    ),
    # two sibling modules import each other
    (
        "acyclic",
        "trfcheck/trf/_cycle_a.py",
        "from . import _cycle_b",
        "No cycles are allowed in trfcheck.trf",
    ),
    # the event reaches the audit above it
    ("layers", "trfcheck/event/_injected.py", "import trfcheck.verify", "-> trfcheck.verify"),
    # a command or a report reaches into the rule checks or the pairing core
    (
        "adapters",
        "trfcheck/cli/_injected.py",
        "from trfcheck.verify.rules import crosstable",
        "trfcheck.cli._injected -> trfcheck.verify.rules.crosstable",
    ),
    (
        "adapters",
        "trfcheck/report/_injected.py",
        "from trfcheck.pairers.core import state",
        "trfcheck.report._injected -> trfcheck.pairers.core",
    ),
]


@pytest.mark.parametrize(
    ("contract", "path", "statement", "named"),
    VIOLATIONS,
    ids=[f"{v[0]}:{v[1].removeprefix('trfcheck/')}" for v in VIOLATIONS],
)
def test_each_contract_fails_on_a_violation(
    tree_copy: Path, tmp_path: Path, contract: str, path: str, statement: str, named: str
) -> None:
    root = tmp_path / "tree"
    shutil.copytree(tree_copy, root)
    target = root / path
    before = target.read_text(encoding="utf-8") if target.exists() else ""
    target.write_text(before + f"\n{statement}  # injected violation\n", encoding="utf-8")
    if contract == "acyclic":
        (root / "trfcheck/trf/_cycle_b.py").write_text("from . import _cycle_a\n", encoding="utf-8")

    run = _lint_imports(root, contract)
    report = run.stdout + run.stderr
    assert run.returncode == 1, report
    assert "BROKEN" in report and "0 broken" not in report, report
    assert named in report, report


def test_the_pristine_copy_passes(tree_copy: Path) -> None:
    """The violations above are the injected lines, not the copy itself."""
    run = _lint_imports(tree_copy)
    assert run.returncode == 0, run.stdout + run.stderr
