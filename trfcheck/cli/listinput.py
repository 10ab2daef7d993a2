"""``--fide-list LIST``: the list read for ``rating`` and ``norms``, every failure exit 3.

``LIST`` may be a file, a pipe (``<(unzip -p list.zip)``), or ``-`` for standard input
when the tournament is not read from it. The reader (``rating.fidelist``) raises a located
error for a list it cannot read, past a limit (docs/limits.md) or a damaged archive; each
is one line on stderr and exit 3.
"""

from __future__ import annotations

from collections.abc import Collection
from pathlib import Path
from typing import TYPE_CHECKING

from trfcheck.cli.outcome import CommandError, ExitCode

if TYPE_CHECKING:
    from trfcheck.rating.fidelist import FideList

__all__ = ["read_list"]


def read_list(path: Path, wanted: Collection[str], source: Path) -> FideList:
    """The list at ``path`` scanned for ``wanted``; CommandError (exit 2 for ``-`` when the
    tournament came from standard input, else exit 3) when it cannot be read."""
    from trfcheck.rating.fidelist import read_fide_list
    from trfcheck.trf import TrfError

    if str(path) == "-" and str(source) == "-":
        raise CommandError(
            ExitCode.USAGE, "--fide-list -: standard input already holds the tournament"
        )
    try:
        return read_fide_list(path, wanted)
    except TrfError as error:
        raise CommandError(ExitCode.BAD_INPUT, str(error)) from None
    except IsADirectoryError:
        raise CommandError(ExitCode.BAD_INPUT, f"{path}: is a directory, not a list") from None
    except OSError as error:
        raise CommandError(
            ExitCode.BAD_INPUT, f"{path}: cannot read the list: {error.strerror or error}"
        ) from None
