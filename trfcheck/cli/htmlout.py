"""Where ``trfcheck check --html PATH`` writes its pages (README, "HTML report").

One file checked and PATH not an existing folder: the page is PATH. Several files, a folder
among the inputs, or PATH an existing folder: PATH is a folder (made if missing, its parent
must exist) holding one page per file and ``index.html`` with every file's verdict and the
totals. Page names come from the input paths (the part after their common folder, ``/``
as ``--``), so two inputs never share a page. Pages are written atomically, only over
regular files, never over an input.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from trfcheck.cli.common import write_output
from trfcheck.cli.outcome import CommandError, ExitCode
from trfcheck.report.html import IndexEntry, index_html
from trfcheck.verify.audit import Audit

__all__ = ["INDEX", "HtmlPages", "plan_pages"]

INDEX = "index.html"


@dataclass(slots=True)
class HtmlPages:
    """The page of each input (by its path as reported) and, for a folder, the index."""

    pages: dict[str, Path]
    inputs: list[Path]
    folder: Path | None = None
    entries: list[IndexEntry] = field(default_factory=list)
    #: each input as the index names it (relative to ``under``) and the folder they are under
    labels: dict[str, str] = field(default_factory=dict)
    under: str = ""

    def write(self, path: str, result: Audit | None, page: str | None, message: str = "") -> None:
        """Write the page of ``path``; without a page (the file could not be checked) the
        index still lists it with ``message``."""
        target = self.pages[path]
        if page is not None:
            _write(target, page, self.inputs)
        name = target.name if page is not None else None
        label = self.labels.get(path, path)
        self.entries.append(IndexEntry(label, name, result, message))

    def finish(self, seconds: float) -> None:
        """Write the index page of a folder (nothing for a single page)."""
        if self.folder is not None:
            page = index_html(self.entries, seconds, self.under)
            _write(self.folder / INDEX, page, self.inputs)


def _write(target: Path, page: str, inputs: list[Path]) -> None:
    if target.is_symlink() or (target.exists() and not target.is_file()):
        raise CommandError(
            ExitCode.USAGE, f"{target}: not a regular file; --html writes regular files only"
        )
    write_output(target, page.encode("utf-8"), inputs, "--html")


def _relative(paths: list[Path]) -> tuple[str, list[str]]:
    """The inputs' common folder and each input's path after it."""
    absolute = [os.path.abspath(p) for p in paths]
    common = os.path.commonpath([os.path.dirname(a) for a in absolute]) if absolute else ""
    rels = [os.path.relpath(a, common) if common else os.path.basename(a) for a in absolute]
    return common, rels


def _names(paths: list[Path]) -> list[str]:
    """One page name per input: its path after the inputs' common folder, made safe."""
    used = {INDEX}
    out = []
    for rel in _relative(paths)[1]:
        stem = re.sub(r"[^A-Za-z0-9._-]+", "_", rel.replace(os.sep, "--")).strip(".") or "page"
        name, n = f"{stem}.html", 1
        while name.lower() in used:
            n += 1
            name = f"{stem}-{n}.html"
        used.add(name.lower())
        out.append(name)
    return out


def plan_pages(html: Path, paths: list[Path], sources: list[Path]) -> HtmlPages:
    """Decide the page of each input (module notes); CommandError (exit 2) when PATH cannot
    be a folder or a page."""
    folder = len(paths) > 1 or any(s.is_dir() for s in sources) or html.is_dir()
    if not folder:
        return HtmlPages({str(p): html for p in paths}, paths)
    if html.exists() and not html.is_dir():
        raise CommandError(
            ExitCode.USAGE, f"{html}: several files need a folder for --html, not a file"
        )
    try:
        html.mkdir(exist_ok=True)
    except OSError as error:
        raise CommandError(
            ExitCode.WRITE_FAILED, f"{html}: cannot make the folder: {error.strerror}"
        ) from None
    pages = {str(p): html / name for p, name in zip(paths, _names(paths), strict=True)}
    common, rels = _relative(paths)
    labels = {str(p): rel for p, rel in zip(paths, rels, strict=True)}
    return HtmlPages(pages, paths, html, labels=labels, under=common)
