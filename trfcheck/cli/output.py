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
- one of the input files, however it is named (a hard or symbolic link, ``/dev/stdin`` or
  ``/proc/self/fd/N`` for the standard input ``-``): refused, exit 2, before any input is
  read (``refuse_overlaps``, run for every command by ``cli.application``).

A directory or the input is a usage error (exit 2); a read-only file and every failure
to write (no such folder, no space, no permission) exit 5, never 3 (unreadable input).
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import tempfile
from collections.abc import Iterable, Mapping
from pathlib import Path

from trfcheck.cli.outcome import CommandError, ExitCode
from trfcheck.cli.terminal import terminal_bytes

__all__ = [
    "OUTPUT_OPTIONS",
    "new_file_mode",
    "refuse_input",
    "refuse_overlaps",
    "write_output",
    "write_path",
]

#: The parameters of the commands that name an output, with the option that gives them.
OUTPUT_OPTIONS = {"output": "-o", "html": "--html"}


def write_output(
    output: Path | None, data: bytes, inputs: Iterable[Path] = (), option: str = "-o"
) -> None:
    """Write ``data`` to ``output`` as the module notes say (stdout when None or ``-``);
    ``option`` names the option that gave the path in messages."""
    if output is None or str(output) == "-":
        sys.stdout.flush()
        sys.stdout.buffer.write(terminal_bytes(data, sys.stdout))
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


def refuse_overlaps(params: Mapping[str, object]) -> None:
    """CommandError (exit 2) when an output parameter of a command (``OUTPUT_OPTIONS``)
    names the same file as any of its input parameters (every other path), compared by
    device and inode: links, ``/dev/stdin`` and ``/proc/self/fd/N`` name the file they
    reach; ``-`` as an input is the standard input (descriptor 0)."""
    inputs: list[Path] = []
    for name, value in params.items():
        if name in OUTPUT_OPTIONS:
            continue
        values = value if isinstance(value, list | tuple) else [value]
        inputs.extend(v for v in values if isinstance(v, Path))
    identities = {i for i in (_identity(p) for p in inputs) if i is not None}
    for name, option in OUTPUT_OPTIONS.items():
        output = params.get(name)
        if not isinstance(output, Path) or str(output) == "-":
            continue
        identity = _identity(output)
        if identity is not None and identity in identities:
            raise CommandError(
                ExitCode.USAGE,
                f"{output}: refusing to overwrite the input file (the same file as an input, "
                f"however named); choose another {option}",
            )


def _identity(path: Path) -> tuple[int, int] | None:
    """(device, inode) of the regular file ``path`` reaches (``-``: standard input); None
    for no file, a folder or a device (writing to ``/dev/null`` loses no input)."""
    try:
        info = os.fstat(0) if str(path) == "-" else os.stat(path)
    except (OSError, ValueError):
        return None
    return (info.st_dev, info.st_ino) if stat.S_ISREG(info.st_mode) else None


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
    try:
        reached = os.stat(path)  # a device reached through a link (/dev/stdout) is opened
    except FileNotFoundError:
        reached = None
    if (
        reached is not None
        and not stat.S_ISREG(reached.st_mode)
        and not stat.S_ISDIR(reached.st_mode)
    ):
        _stream(path, data)
        return
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
    """Write to a device, a FIFO or a socket as it is (``/dev/stdout`` into a pipe)."""
    descriptor = os.open(target, os.O_WRONLY | getattr(os, "O_CLOEXEC", 0))
    with os.fdopen(descriptor, "wb") as stream:
        stream.write(data)


def _atomic(target: Path, data: bytes, info: os.stat_result | None) -> None:
    # a short temporary name: the output's own may use all 255 bytes a name may have
    handle, temporary = tempfile.mkstemp(prefix=".trfcheck-", suffix=".tmp", dir=target.parent)
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
