"""Smoke test of an installed trfcheck: run by .ci/run on the wheel and on the
no-compiler install, and by cibuildwheel on every platform wheel (pyproject.toml,
``[tool.cibuildwheel]``).

    python .ci/wheel_smoke.py REPO --core c|python [--build plain|compiled]

Runs the installed package (never the repository's sources: run it from outside the
repository, as cibuildwheel and .ci/run do): ``--version`` names the expected build
(plain by default) and matching core, the ``trfcheck`` console script beside the
interpreter says the same, and a pairing and a check of the bundled examples exit 0.
Prints what it ran; exits 1 at the first failure.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

CORES = {"c": "C matching core", "python": "pure-Python matching core"}
BUILDS = {"plain": "plain build", "compiled": "mypyc-compiled build"}


def _run(*args: str) -> str:
    command = [sys.executable, "-m", "trfcheck", *args]
    print("$ trfcheck " + " ".join(args), flush=True)
    run = subprocess.run(command, capture_output=True, text=True, check=False)
    if run.returncode != 0:
        sys.exit(f"exit {run.returncode}\n{run.stdout}{run.stderr}")
    return run.stdout


def main() -> None:
    """Check the installed trfcheck against the examples of the repository ``REPO``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("repo", type=Path, help="the repository (for its fixtures/)")
    parser.add_argument("--core", choices=sorted(CORES), required=True)
    parser.add_argument("--build", choices=sorted(BUILDS), default="plain")
    args = parser.parse_args()
    fixtures = args.repo.resolve() / "fixtures"
    version = _run("--version").strip()
    print(version)
    expected = f"{BUILDS[args.build]}, {CORES[args.core]}"
    if expected not in version:
        sys.exit(f"expected {expected!r} in the version line")
    folder = Path(sys.executable).parent
    script = next(p for p in (folder / "trfcheck", folder / "trfcheck.exe") if p.exists())
    by_script = subprocess.run([str(script), "--version"], capture_output=True, text=True)
    if by_script.stdout.strip() != version:
        sys.exit(f"{script} --version: {by_script.stdout.strip()!r}, expected {version!r}")
    _run("pair", str(fixtures / "examples" / "example-trf16.trf"))
    _run("pair", str(fixtures / "example.trf"), "--format", "json")
    _run("check", str(fixtures / "example.trf"), str(fixtures / "examples"), "--quiet")
    print("ok")


if __name__ == "__main__":
    main()
