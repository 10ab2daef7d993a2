"""``-o``: what each kind of path gets (``trfcheck/cli/output.py``)."""

from __future__ import annotations

import os
import stat
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app
from trfcheck.cli.outcome import CommandError, ExitCode
from trfcheck.cli.output import new_file_mode, write_output

RUNNER = CliRunner()
SOURCE = FIXTURES / "trf" / "valid" / "trf16_lf.trf"


@pytest.fixture
def umask() -> Iterator[None]:
    old = os.umask(0o022)
    yield
    os.umask(old)


def convert_to(out: Path | str) -> tuple[int, str]:
    result = RUNNER.invoke(app, ["convert", str(SOURCE), "--to", "trf16", "-o", str(out)])
    return result.exit_code, result.stderr


def test_a_new_file_gets_the_mode_of_the_umask(tmp_path: Path, umask: None) -> None:
    out = tmp_path / "new.trf"
    assert convert_to(out)[0] == 0
    assert stat.S_IMODE(out.stat().st_mode) == 0o644
    os.umask(0o027)
    assert new_file_mode() == 0o640
    out2 = tmp_path / "new2.trf"
    assert convert_to(out2)[0] == 0
    assert stat.S_IMODE(out2.stat().st_mode) == 0o640


def test_an_existing_file_keeps_its_mode(tmp_path: Path, umask: None) -> None:
    out = tmp_path / "old.trf"
    out.write_bytes(b"old")
    out.chmod(0o604)
    assert convert_to(out)[0] == 0
    assert stat.S_IMODE(out.stat().st_mode) == 0o604
    assert out.read_bytes().startswith(b"012 ")


def test_a_symlink_writes_its_target_and_stays_a_link(tmp_path: Path) -> None:
    target, link = tmp_path / "target.trf", tmp_path / "link.trf"
    target.write_bytes(b"old")
    link.symlink_to(target)
    assert convert_to(link)[0] == 0
    assert link.is_symlink()
    assert target.read_bytes().startswith(b"012 ")


def test_a_dangling_symlink_creates_its_target(tmp_path: Path) -> None:
    target, link = tmp_path / "target.trf", tmp_path / "link.trf"
    link.symlink_to(target)
    assert convert_to(link)[0] == 0
    assert link.is_symlink() and target.read_bytes().startswith(b"012 ")


def test_dev_null_is_written_as_a_stream_and_stays_a_device() -> None:
    assert convert_to("/dev/null")[0] == 0
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_a_fifo_is_written_as_a_stream(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()))
    reader.start()
    code, err = convert_to(fifo)
    reader.join(timeout=10)
    assert code == 0, err
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    assert received and received[0].startswith(b"012 ")


def test_a_directory_is_refused_with_exit_2(tmp_path: Path) -> None:
    code, err = convert_to(tmp_path)
    assert code == ExitCode.USAGE
    assert "is a directory" in " ".join(err.split())


def test_a_read_only_file_is_refused_and_left_alone(tmp_path: Path) -> None:
    out = tmp_path / "protected.trf"
    out.write_bytes(b"keep me")
    out.chmod(0o444)
    code, err = convert_to(out)
    assert code == ExitCode.WRITE_FAILED
    assert "read-only" in err
    assert out.read_bytes() == b"keep me"


def test_the_input_file_is_refused_also_through_a_link(tmp_path: Path) -> None:
    source = tmp_path / "in.trf"
    source.write_bytes(SOURCE.read_bytes())
    link = tmp_path / "alias.trf"
    link.symlink_to(source)
    for out in (source, link):
        result = RUNNER.invoke(app, ["convert", str(source), "--to", "trf16", "-o", str(out)])
        assert result.exit_code == ExitCode.USAGE
        assert "input file" in result.stderr
    assert source.read_bytes() == SOURCE.read_bytes()


def test_a_missing_folder_is_a_write_failure_exit_5_not_3(tmp_path: Path) -> None:
    with pytest.raises(CommandError) as caught:
        write_output(tmp_path / "no" / "such" / "out.trf", b"x")
    assert caught.value.code == ExitCode.WRITE_FAILED


def test_dash_is_standard_output() -> None:
    result = RUNNER.invoke(app, ["convert", str(SOURCE), "--to", "trf16", "-o", "-"])
    assert result.exit_code == 0
    assert result.stdout.startswith("012 ")


def test_dash_as_input_reads_standard_input() -> None:
    """``trfcheck check -`` and ``convert -`` read the file from standard input."""
    data = SOURCE.read_bytes()
    result = RUNNER.invoke(app, ["convert", "-", "--to", "trf"], input=data)
    assert result.exit_code == 0, result.stderr
    assert result.stdout_bytes == data
    result = RUNNER.invoke(app, ["check", "-"], input=data)
    assert result.exit_code in (0, 1), result.stderr
    assert "internal error" not in result.stderr


def test_standard_input_over_16_mb_is_refused() -> None:
    result = RUNNER.invoke(app, ["convert", "-", "--to", "json"], input=b"0" * (17 << 20))
    assert result.exit_code == 3
    assert "16 MB" in result.stderr
