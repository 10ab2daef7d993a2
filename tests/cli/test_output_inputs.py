"""``-o`` (and ``--html``) never overwrite an input, however the input is named, and are
refused before anything is read (exit 2); devices are written as streams, long names work,
every failure to write is exit 5 (README, "Output files"; ``cli.output``).

Each way of naming the input file: the same path, another spelling, a hard link, a symbolic
link (either side), ``/dev/stdin``, ``/dev/fd/0`` and ``/proc/self/fd/0`` when the input
is standard input (``-``), and the ``--fide-list`` / ``--k-file`` / ``--pairings`` inputs.
The input's bytes are compared before and after: unchanged is the proof.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import FIXTURES, REPO

EXAMPLE = FIXTURES / "example.trf"
FACTS = FIXTURES / "rating" / "rating_facts.trf"


def trfcheck(*args: str, stdin: Path | None = None, cwd: Path = REPO) -> tuple[int, str, str]:
    with open(stdin, "rb") if stdin is not None else open(os.devnull, "rb") as source:
        done = subprocess.run(
            [sys.executable, "-m", "trfcheck", *args],
            stdin=source,
            capture_output=True,
            timeout=120,
            cwd=cwd,
            check=False,
            env={**os.environ, "PYTHONPATH": str(REPO)},
        )
    return done.returncode, done.stdout.decode(), done.stderr.decode()


def _same(d: Path) -> tuple[list[str], str | None]:
    return [str(d / "in.trf"), "-o", str(d / "in.trf")], None


def _spelling(d: Path) -> tuple[list[str], str | None]:
    return [str(d / "in.trf"), "-o", str(d / "." / "sub" / ".." / "in.trf")], None


def _hard(d: Path) -> tuple[list[str], str | None]:
    os.link(d / "in.trf", d / "hard.trf")
    return [str(d / "in.trf"), "-o", str(d / "hard.trf")], None


def _link_out(d: Path) -> tuple[list[str], str | None]:
    (d / "link.trf").symlink_to(d / "in.trf")
    return [str(d / "in.trf"), "-o", str(d / "link.trf")], None


def _link_in(d: Path) -> tuple[list[str], str | None]:
    (d / "link.trf").symlink_to(d / "in.trf")
    return [str(d / "link.trf"), "-o", str(d / "in.trf")], None


def _dev_stdin(d: Path) -> tuple[list[str], str | None]:
    return ["-", "-o", "/dev/stdin"], "stdin"


def _dev_fd(d: Path) -> tuple[list[str], str | None]:
    return ["-", "-o", "/dev/fd/0"], "stdin"


def _proc_fd(d: Path) -> tuple[list[str], str | None]:
    return ["-", "-o", "/proc/self/fd/0"], "stdin"


WAYS: dict[str, Callable[[Path], tuple[list[str], str | None]]] = {
    "same path": _same,
    "another spelling": _spelling,
    "hard link": _hard,
    "symbolic link as output": _link_out,
    "symbolic link as input": _link_in,
    "/dev/stdin": _dev_stdin,
    "/dev/fd/0": _dev_fd,
    "/proc/self/fd/0": _proc_fd,
}
COMMANDS = {"convert": ["--to", "trf16"], "pair": []}


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("way", sorted(WAYS))
def test_output_naming_an_input_is_refused(tmp_path: Path, command: str, way: str) -> None:
    (tmp_path / "sub").mkdir()
    source = tmp_path / "in.trf"
    source.write_bytes(EXAMPLE.read_bytes())
    args, stdin = WAYS[way](tmp_path)
    code, _, err = trfcheck(command, *args, *COMMANDS[command], stdin=source if stdin else None)
    assert code == 2, err
    assert "refusing to overwrite the input file" in err
    assert source.read_bytes() == EXAMPLE.read_bytes()


@pytest.mark.parametrize("way", ["same path", "hard link", "symbolic link as output"])
def test_html_naming_an_input_is_refused(tmp_path: Path, way: str) -> None:
    (tmp_path / "sub").mkdir()
    source = tmp_path / "in.trf"
    source.write_bytes(EXAMPLE.read_bytes())
    args, _ = WAYS[way](tmp_path)
    code, _, err = trfcheck("check", args[0], "--html", args[2])
    assert code == 2, err
    assert source.read_bytes() == EXAMPLE.read_bytes()


def test_output_over_another_input_option_is_refused(tmp_path: Path) -> None:
    """``check --pairings P --html P``: the published pairing list is an input too."""
    pairings = tmp_path / "p.csv"
    pairings.write_text("board,white,black\n1,1,2\n")
    code, _, err = trfcheck(
        "check", str(EXAMPLE), "--pairings", str(pairings), "--html", str(pairings)
    )
    assert code == 2, err
    assert pairings.read_text() == "board,white,black\n1,1,2\n"


def test_dev_stdout_into_a_pipe() -> None:
    """``-o /dev/stdout`` into a pipe writes what ``-o -`` writes (once exit 5)."""
    code, out, err = trfcheck("convert", str(EXAMPLE), "--to", "trf", "-o", "/dev/stdout")
    assert code == 0, err
    assert out == trfcheck("convert", str(EXAMPLE), "--to", "trf", "-o", "-")[1]
    assert out.startswith("012 ")


@pytest.mark.parametrize("length", [246, 250, 255])
def test_long_output_names(tmp_path: Path, length: int) -> None:
    """A name of 246-255 bytes (the most a name may have): the temporary name is short."""
    name = "a" * (length - 4) + ".trf"
    code, _, err = trfcheck("convert", str(EXAMPLE), "--to", "trf", "-o", name, cwd=tmp_path)
    assert code == 0, err
    assert (tmp_path / name).exists()
    assert [p.name for p in tmp_path.iterdir()] == [name]  # no temporary left


def test_html_folder_under_a_missing_parent_is_exit_5(tmp_path: Path) -> None:
    target = tmp_path / "no" / "such" / "folder"
    code, _, err = trfcheck("check", str(EXAMPLE), str(FACTS), "--html", str(target))
    assert code == 5, err


def test_html_folder_under_a_file_is_exit_5(tmp_path: Path) -> None:
    """A parent that is a file cannot hold the folder (as a read-only parent cannot: the
    tests may run as root, for whom no folder is read-only)."""
    (tmp_path / "file").write_text("x")
    code, _, err = trfcheck(
        "check", str(EXAMPLE), str(FACTS), "--html", str(tmp_path / "file" / "out")
    )
    assert code == 5, err


def test_generate_folder_that_cannot_be_made_is_exit_5(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    code, _, err = trfcheck("generate", "-o", str(tmp_path / "file" / "out"), "--count", "1")
    assert code == 5, err
