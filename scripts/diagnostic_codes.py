"""The registry of diagnostic codes: every code the package can report, found in its source.

A code is a string literal of three or four capitals and three digits (``"RPL001"``,
``"TUNX003"``) in ``trfcheck/``. docs/diagnostics.md has one section per code
(``tests/docs/test_diagnostics_page.py`` checks both ways); this script prints the skeleton
of a section for each code the page lacks, to fill by hand.

    python scripts/diagnostic_codes.py            # the codes, one a line
    python scripts/diagnostic_codes.py --missing  # skeletons of the sections to add
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
_LITERAL = re.compile(r"[\"']((?:[A-Z]{3}|T26|TUNX|TEAM)\d{3})[\"']")
_SECTION = re.compile(r"^### (\w+)", re.MULTILINE)
#: Literals of that shape that are not diagnostic codes.
NOT_CODES: frozenset[str] = frozenset()


def codes() -> list[str]:
    """Every diagnostic code of the package, sorted."""
    found = {
        m.group(1)
        for path in (REPO / "trfcheck").rglob("*.py")
        for m in _LITERAL.finditer(path.read_text(encoding="utf-8"))
    }
    return sorted(found - NOT_CODES)


def documented(page: Path = REPO / "docs" / "diagnostics.md") -> list[str]:
    """The codes docs/diagnostics.md has a section for, in page order."""
    return _SECTION.findall(page.read_text(encoding="utf-8"))


def skeleton(code: str) -> str:
    """An empty section for ``code``."""
    return (
        f"### {code}\n\n**Severity:** ... **Rule:** ...\n\nWhat it means.\n\n"
        "**Example:** ...\n\n**What to do:** ...\n"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--missing", action="store_true", help="skeletons of missing sections")
    args = parser.parse_args(argv)
    if args.missing:
        have = set(documented())
        print("\n".join(skeleton(c) for c in codes() if c not in have))
    else:
        print("\n".join(codes()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
