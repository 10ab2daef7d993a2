"""The evidence kept for a discrepant tournament (docs/endorse.md, "The folder").

``DIR/discrepancies/<id>/`` holds the input file, the candidate's command line, stdout,
stderr and output, trfcheck's expected pairing or standings, and a side-by-side diff.
Clean tournaments keep nothing: their seeds make them again.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterable, Sequence
from itertools import zip_longest
from pathlib import Path

from .runner import Call

__all__ = ["Evidence", "javafo_text", "side_by_side"]


def javafo_text(pairs: Iterable[Sequence[int]]) -> str:
    """Pairs in the JaVaFo pairs format (the PAB line counted)."""
    rows = [f"{w} {b}" for w, b in pairs]
    return "\n".join([str(len(rows)), *rows]) + "\n"


def _lowest(pair: Sequence[int]) -> tuple[int, int]:
    white, black = pair[0], pair[1]
    return (min(white, black) if black else white, max(white, black))


def _cell(pair: Sequence[int] | None) -> str:
    if pair is None:
        return ""
    return f"{pair[0]:>5} - {'bye' if pair[1] == 0 else pair[1]:<5}"


def side_by_side(
    expected: Sequence[Sequence[int]], found: Sequence[Sequence[int]], left: str, right: str
) -> str:
    """The differing pairs of two pairings in two columns, as ``trfcheck check`` shows them."""
    same = {tuple(p) for p in expected} & {tuple(p) for p in found}
    ours = sorted((p for p in expected if tuple(p) not in same), key=_lowest)
    theirs = sorted((p for p in found if tuple(p) not in same), key=_lowest)
    lines = [f"{left:<24}{right}"]
    lines += [f"{_cell(a):<24}{_cell(b)}".rstrip() for a, b in zip_longest(ours, theirs)]
    lines.append(f"({len(same)} other pairs agree)")
    return "\n".join(lines) + "\n"


class Evidence:
    """Files collected while a tournament runs, written only if it is discrepant."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}

    def add(self, name: str, data: bytes | str) -> None:
        """Keep ``data`` as ``name``."""
        self.files[name] = data.encode() if isinstance(data, str) else data

    def call(self, prefix: str, call: Call, output: Path | None = None) -> None:
        """Keep the command line, stdout, stderr and (if written) the output of ``call``."""
        self.add(f"{prefix}command.txt", call.command_line + "\n")
        self.add(f"{prefix}stdout.txt", call.stdout)
        self.add(f"{prefix}stderr.txt", call.stderr)
        status = (
            f"not started: {call.missing}"
            if call.missing
            else "timed out"
            if call.timed_out
            else f"exit {call.returncode}"
        )
        self.add(f"{prefix}status.txt", status + "\n")
        if output is not None and output.is_file():
            self.add(f"{prefix}output{output.suffix or '.txt'}", output.read_bytes())

    def write(self, folder: Path) -> None:
        """Replace ``folder`` with the kept files (a rerun after a crash starts clean)."""
        partial = folder.with_name(folder.name + ".partial")
        shutil.rmtree(partial, ignore_errors=True)
        partial.mkdir(parents=True)
        for name, data in sorted(self.files.items()):
            (partial / name).write_bytes(data)
        shutil.rmtree(folder, ignore_errors=True)
        os.replace(partial, folder)
