"""MkDocs hook: fill docs/cli.md with the reference that scripts/cli_reference.py generates
from the Typer application, at build time."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

_SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "cli_reference.py"


def _generator() -> Any:
    spec = importlib.util.spec_from_file_location("cli_reference", _SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """Replace the marker of the CLI page by the generated reference."""
    generator = _generator()
    if generator.MARKER not in markdown:
        return markdown
    return markdown.replace(generator.MARKER, generator.reference())
