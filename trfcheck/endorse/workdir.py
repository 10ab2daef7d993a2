"""The run's folder: frozen settings, results, classifications (docs/endorse.md, "The
folder" and "Classification").

- ``harness.json``: the settings of the first run; a later run with other settings is
  refused (``SettingsClash``, exit 2).
- ``results.jsonl``: one line per finished (direction, seed), flushed and fsynced; a
  restart skips the seeds already there and drops a truncated last line.
- ``classifications.json``: ``{id: {"class", "note"}}``, written by ``classify``.
- ``discrepancies/<id>/``: the evidence; ``tmp/``: the candidate's working folders.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from types import TracebackType
from typing import Any

from trfcheck.trf import write_atomically

from .classify import MANUAL_CLASSES
from .outcome import Direction, Outcome

__all__ = [
    "ResultsLog",
    "SettingsClash",
    "WorkdirError",
    "load_classifications",
    "load_results",
    "read_frozen",
    "save_classification",
    "start",
]

HARNESS = "harness.json"
RESULTS = "results.jsonl"
CLASSIFICATIONS = "classifications.json"


class WorkdirError(ValueError):
    """The folder is not a harness folder, or a file in it is damaged."""


class SettingsClash(WorkdirError):
    """``run`` with settings other than those frozen in ``harness.json``."""


def _differences(old: dict[str, Any], new: dict[str, Any], where: str = "") -> list[str]:
    out = []
    for key in sorted(set(old) | set(new)):
        a, b = old.get(key), new.get(key)
        if isinstance(a, dict) and isinstance(b, dict):
            out += _differences(a, b, f"{where}{key}.")
        elif a != b:
            out.append(f"{where}{key}: {json.dumps(a)} in {HARNESS}, {json.dumps(b)} now")
    return out


def start(workdir: Path, frozen: dict[str, Any]) -> None:
    """Create ``workdir`` (or reopen it) with ``frozen`` as its settings; SettingsClash if
    it was started with others."""
    tmp = workdir / "tmp"
    shutil.rmtree(tmp, ignore_errors=True)  # folders a killed run left behind
    tmp.mkdir(parents=True)
    path = workdir / HARNESS
    if path.exists():
        old = read_frozen(workdir)
        clash = _differences(old, frozen)
        if clash:
            raise SettingsClash(
                f"{path}: the run was started with other settings: " + "; ".join(clash)
            )
        return
    write_atomically(path, (json.dumps(frozen, indent=2, sort_keys=True) + "\n").encode())


def read_frozen(workdir: Path) -> dict[str, Any]:
    """The settings in ``harness.json``; WorkdirError when there is none or it is damaged."""
    path = workdir / HARNESS
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise WorkdirError(f"{path}: cannot read: {error.strerror}") from None
    except ValueError as error:
        raise WorkdirError(f"{path}: expected JSON: {error}") from None
    if not isinstance(data, dict):
        raise WorkdirError(f"{path}: expected a JSON object")
    return data


def load_results(workdir: Path, repair: bool = False) -> dict[tuple[Direction, int], Outcome]:
    """Every finished (direction, seed); a later line for the same key wins.

    A last line without its newline is a run killed while writing it: with ``repair`` the
    file is cut back to the last whole line, else it is ignored. A damaged whole line is
    a WorkdirError.
    """
    path = workdir / RESULTS
    if not path.exists():
        return {}
    data = path.read_bytes()
    good = data.rfind(b"\n") + 1  # a run killed while writing leaves a line without newline
    out: dict[tuple[Direction, int], Outcome] = {}
    for number, line in enumerate(data[:good].splitlines(), start=1):
        if not line.strip():
            continue
        try:
            outcome = Outcome.from_json(json.loads(line))
        except (ValueError, KeyError, TypeError) as error:
            raise WorkdirError(f"{path}:{number}: damaged result line: {error}") from None
        out[(outcome.direction, outcome.seed)] = outcome
    if repair and good < len(data):
        with path.open("r+b") as f:
            f.truncate(good)
            os.fsync(f.fileno())
    return out


class ResultsLog:
    """Appends outcomes to ``results.jsonl``, each line flushed and fsynced."""

    def __init__(self, workdir: Path) -> None:
        self._file = (workdir / RESULTS).open("ab")

    def append(self, outcome: Outcome) -> None:
        """Write one line and make it durable."""
        line = json.dumps(outcome.to_json(), sort_keys=True, separators=(",", ":")) + "\n"
        self._file.write(line.encode())
        self._file.flush()
        os.fsync(self._file.fileno())

    def close(self) -> None:
        """Close the file."""
        self._file.close()

    def __enter__(self) -> ResultsLog:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()


def load_classifications(workdir: Path) -> dict[str, dict[str, str]]:
    """``{id: {"class": ..., "note": ...}}`` from ``classifications.json`` (empty if none)."""
    path = workdir / CLASSIFICATIONS
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise WorkdirError(f"{path}: cannot read: {error}") from None
    if not isinstance(data, dict):
        raise WorkdirError(f"{path}: expected a JSON object")
    return data


def save_classification(workdir: Path, ident: str, cls: str, note: str | None) -> None:
    """Record a person's class for discrepancy ``ident``; WorkdirError for an unknown id
    or class."""
    if cls not in MANUAL_CLASSES:
        raise WorkdirError(f"--as: expected one of {', '.join(MANUAL_CLASSES)}, found {cls!r}")
    known = {o.id for o in load_results(workdir).values() if o.discrepancies}
    if ident not in known:
        raise WorkdirError(f"{workdir}: no discrepancy {ident!r} in {RESULTS}")
    data = load_classifications(workdir)
    data[ident] = {"class": cls, "note": note or ""}
    text = json.dumps(data, indent=2, sort_keys=True) + "\n"
    write_atomically(workdir / CLASSIFICATIONS, text.encode())
