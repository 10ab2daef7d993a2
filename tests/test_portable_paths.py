"""Nothing in the repository depends on one development machine:
no tracked file names an absolute path of a home folder, ``/root/``, ``/work/`` or a
``/tmp/...`` default. Benchmarks take their witnesses from options or environment
variables, docs quote commands.

The golden list is the issue's own (the paths it found in benchmarks and docs); the test
fails on any of them coming back.
"""

from __future__ import annotations

import re
import subprocess

import pytest

from tests.conftest import REPO

#: Absolute paths of a development machine: a folder named at the start of a path (after a
#: quote, a blank, ``=``, ``(`` or a line start), so that ``fixtures/work/`` is no match.
MACHINE_PATH = re.compile(
    rb"(?:^|[\s\"'`=(:,\[])"
    rb"(/(?:work|root|home|Users|tmp)/[\w.-]"  # /work/tools, /tmp/x, /home/ann ...
    rb"|[A-Za-z]:\\(?:Users|work)\\)",  # C:\Users\ann
    re.MULTILINE,
)


def _tracked() -> list[str]:
    run = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True, check=False)
    if run.returncode != 0 or not run.stdout:
        pytest.skip("not a git checkout")
    return [name for name in run.stdout.decode().split("\0") if name]


def test_the_pattern_finds_the_reported_paths() -> None:
    """The paths a user reported, and none of the relative or device paths around them."""
    for found in (
        b'PAIR_PC = "/work/tools/pair-pc"',
        b'ap.add_argument("--out", default="/tmp/lim-vs-pc")',
        b"in /work/cvenv/lib/python3.11",
        b"/root/.cache/x",
        b"see C:\\Users\\ann\\trf",
    ):
        assert MACHINE_PATH.search(found), found
    for fine in (b"fixtures/work/a.trf", b"-o /dev/null", b"~/.cache/trfcheck", b"peers/bin"):
        assert not MACHINE_PATH.search(fine), fine


def test_no_tracked_file_names_a_path_of_a_development_machine() -> None:
    found = []
    for name in _tracked():
        path = REPO / name
        if not path.is_file() or name == "tests/test_portable_paths.py":
            continue
        data = path.read_bytes()
        for match in MACHINE_PATH.finditer(data):
            line = data.count(b"\n", 0, match.start()) + 1
            found.append(f"{name}:{line}: {match.group(1).decode(errors='replace')}")
    assert not found, "\n".join(found)
