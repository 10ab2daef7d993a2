"""Where ``-o`` output goes: the one writer of every command (README, "Output files").

What ``-o PATH`` does, by what is at PATH:

- ``-`` (or no ``-o``): standard output, as a stream.
- nothing: a new regular file, written atomically (a temporary file in the same
  folder, then a rename), with the permissions the umask gives (``0666 & ~umask``).
- a regular file: replaced atomically; it keeps its permission bits (and, when
  permitted, its owner and group).
- a symbolic link: the file the link points to is written (atomically, as above,
  in the target's folder); the link itself stays a link. A dangling link creates
  its target, as the shell's ``>`` does.
- a character device (``/dev/null``, a terminal), a FIFO or a socket: opened for
  writing and written as a stream; nothing is created, renamed or truncated.
- a directory: refused, exit 2.
- a read-only regular file (no write permission bit at all, or none for the user):
  refused, exit 5; trfcheck does not replace a file the user protected, even where
  the folder would allow it (and even as root).
- one of the input files (same file, also through a link): refused, exit 2.

A directory or the input is a usage error (exit 2); a read-only file and every failure
to write (no such folder, no space, no permission) exit 5, never 3 (unreadable input).
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

from trfcheck.cli.outcome import CommandError, ExitCode

__all__ = ["new_file_mode", "refuse_input", "write_output", "write_path"]


def write_output(
    output: Path | None, data: bytes, inputs: Iterable[Path] = (), option: str = "-o"
) -> None:
    """Write ``data`` to ``output`` as the module notes say (stdout when None or ``-``);
    ``option`` names the option that gave the path in messages."""
    if output is None or str(output) == "-":
        sys.stdout.flush()
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return
    refuse_input(output, inputs, option)
    try:
        write_path(output, data)
    except IsADirectoryError:
        raise CommandError(
            ExitCode.USAGE, f"{output}: is a directory; {option} needs a file"
        ) from None
    except OSError as error:
        raise CommandError(
            ExitCode.WRITE_FAILED, f"{output}: cannot write: {error.strerror or error}"
        ) from None


def refuse_input(output: Path | None, inputs: Iterable[Path], option: str = "-o") -> None:
    """A usage error when ``output`` is one of ``inputs`` (a command asks it before it
    prints anything else, so the mistake is the first thing said)."""
    if output is None or str(output) == "-":
        return
    for source in inputs:
        if str(source) != "-" and _same_file(output, source):
            raise CommandError(
                ExitCode.USAGE,
                f"{output}: refusing to overwrite the input file; choose another {option}",
            )


def write_path(path: Path, data: bytes) -> None:
    """Write ``data`` at ``path`` (module notes); OSError when it cannot be done."""
    target = Path(os.path.realpath(path))  # a link's target; the link stays
    try:
        info = os.stat(target)
    except FileNotFoundError:
        info = None
    if info is not None and stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(21, "is a directory", str(path))
    if info is not None and not stat.S_ISREG(info.st_mode):
        _stream(target, data)
        return
    if info is not None and (not info.st_mode & 0o222 or not os.access(target, os.W_OK)):
        raise PermissionError(13, "the file is read-only (not replaced)", str(path))
    _atomic(target, data, info)


def new_file_mode() -> int:
    """The permission bits a new file gets under the current umask (``0666 & ~umask``)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


def _stream(target: Path, data: bytes) -> None:
    descriptor = os.open(target, os.O_WRONLY | getattr(os, "O_CLOEXEC", 0))
    with os.fdopen(descriptor, "wb") as stream:
        stream.write(data)


def _atomic(target: Path, data: bytes, info: os.stat_result | None) -> None:
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            if info is None:
                os.fchmod(stream.fileno(), new_file_mode())
            else:
                os.fchmod(stream.fileno(), stat.S_IMODE(info.st_mode))
                with contextlib.suppress(OSError):
                    os.fchown(stream.fileno(), info.st_uid, info.st_gid)
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)
