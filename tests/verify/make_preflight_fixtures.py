"""Write fixtures/preflight/: one file per pre-flight finding, each a small edit of the
clean norm event ``clean.trf`` (the six players of the TRF text's worked example, with
arbiters, a time control and FIDE ids; checked with the small rating list
``players_list.txt``). ``VARIANTS``: the file, purpose, --today, the edits and the one
finding it must give. ``python -m tests.verify.make_preflight_fixtures`` rewrites them.
"""

from __future__ import annotations

from pathlib import Path

FOLDER = Path(__file__).resolve().parents[2] / "fixtures" / "preflight"

#: The clean event, written by hand: it is the source of every variant.
CLEAN = (FOLDER / "clean.trf").read_text(encoding="utf-8")

#: The day after the end (reporting) and ten days before the start (registration).
AFTER, BEFORE = "2026-03-09", "2026-02-24"

# (file, purpose, --today, [(old, new), ...], the finding)
VARIANTS: list[tuple[str, str, str, list[tuple[str, str]], str]] = [
    ("hdr002_no_place.trf", "rating", AFTER, [("022 Lisbon\n", "")], "HDR002"),
    (
        "pre001_rated_without_id.trf",
        "rating",
        AFTER,
        [("2205 FRA      600004", "2205 FRA            ")],
        "PRE001",
    ),
    (
        "pre002_new_player_without_birth_date.trf",
        "rating",
        AFTER,
        [("2320 POR     1900003 1988/06/30", "     POR                        ")],
        "PRE002",
    ),
    (
        "pre003_chief_arbiter_without_id.trf",
        "rating",
        AFTER,
        [("Santos, Maria 4100001", "Santos, Maria")],
        "PRE003",
    ),
    (
        "pre004_chief_arbiter_not_ia.trf",
        "title",
        AFTER,
        [("102 IA Santos, Maria 4100001", "102 Silva, Nuno 4100003")],
        "PRE004",
    ),
    ("pre005_late_registration.trf", "rating", BEFORE, [("2610 ENG", "2712 ENG")], "PRE005"),
    (
        "pre006_late_upload.trf",
        "rating",
        AFTER,
        [
            ("042 2026/03/06", "042 2026/01/06"),
            ("052 2026/03/08", "052 2026/01/08"),
            ("26/03/06  26/03/07  26/03/08", "26/01/06  26/01/07  26/01/08"),
        ],
        "PRE006",
    ),
    (
        "pre007_rate_below_b02.trf",
        "rating",
        AFTER,
        [
            ("222 5400+30", "222 3600"),
            (
                "90 minutes for the game + 30 seconds per move from move 1",
                "60 minutes for the game",
            ),
        ],
        "PRE007",
    ),
    (
        "pre008_three_rounds_a_day.trf",
        "title",
        AFTER,
        [
            ("26/03/06  26/03/07  26/03/08", "26/03/08  26/03/08  26/03/08"),
            ("042 2026/03/06", "042 2026/03/08"),
        ],
        "PRE008",
    ),
    (
        "pre009_over_12_hours.trf",
        "title",
        AFTER,
        [
            ("222 5400+30", "222 10800+30"),
            ("90 minutes for the game", "180 minutes for the game"),
            ("26/03/06  26/03/07  26/03/08", "26/03/07  26/03/07  26/03/08"),
            ("042 2026/03/06", "042 2026/03/07"),
        ],
        "PRE009",
    ),
    (
        "pre010_title_rate_below_120.trf",
        "title",
        AFTER,
        [
            ("222 5400+30", "222 5400"),
            (" + 30 seconds per move from move 1", ""),
            ("2610 ENG", "2390 ENG"),
            ("2455 SWE", "2380 SWE"),
        ],
        "PRE010",
    ),
    (
        "pre011_last_round_half_point_bye.trf",
        "title",
        AFTER,
        [
            ("0000 - U     6 b -", "0000 - U  0000 - Z"),
            ("3 b 0  0000 - H     5 w +", "3 b 0  0000 - F  0000 - H"),
        ],
        "PRE011",
    ),
]


def variant(edits: list[tuple[str, str]]) -> str:
    """The clean file with ``edits`` made; ValueError when an edit does not apply once."""
    text = CLEAN
    for old, new in edits:
        if text.count(old) != 1:
            raise ValueError(f"edit does not apply once: {old!r}")
        text = text.replace(old, new)
    return text


def main() -> None:
    """Write every variant."""
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name, _purpose, _today, edits, _code in VARIANTS:
        (FOLDER / name).write_text(variant(edits), encoding="utf-8")


if __name__ == "__main__":
    main()
