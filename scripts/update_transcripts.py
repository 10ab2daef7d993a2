"""Run the console examples of README.md and docs/ and write their outputs in place.

Each fenced ``console`` block is run as ``tests/docs/test_transcripts.py`` runs it (a fresh
folder with a copy of ``fixtures/``, 80 columns, this Python's ``trfcheck``), and the lines
after each ``$ `` command are replaced by what the command printed. Review the diff
(``git diff README.md docs``) before committing: the test compares against these pages.

    python scripts/update_transcripts.py            # rewrite every page whose output changed
    python scripts/update_transcripts.py --check    # exit 1 and name the stale blocks
    python scripts/update_transcripts.py README.md  # only these pages
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.docs import transcripts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pages", nargs="*", type=Path, help="pages to refresh (default: all)")
    parser.add_argument("--check", action="store_true", help="only report stale blocks")
    args = parser.parse_args(argv)
    pages = [p.resolve() for p in args.pages] or transcripts.documents()
    stale = 0
    for page in pages:
        text = page.read_text(encoding="utf-8")
        for block in reversed(transcripts.blocks(page)):  # from the end: offsets stay valid
            outputs = transcripts.run(block)
            steps = zip(block.steps, outputs, strict=True)
            if all(transcripts.matches(step.expected, out) for step, out in steps):
                continue
            stale += 1
            print(f"{block.name}: output changed", file=sys.stderr)
            text = text[: block.start] + transcripts.rendered(block, outputs) + text[block.end :]
        if not args.check:
            page.write_text(text, encoding="utf-8")
    return 1 if stale and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
