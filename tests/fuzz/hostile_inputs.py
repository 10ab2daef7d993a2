"""Hostile rating lists and K files too big to keep in ``fixtures/fuzz/hostile``: made here,
at test time, in a temporary folder (zip bombs, lines without an end, huge members).

Each maker writes one file from the small invented list of ``fixtures/rating`` and returns
its path; the sizes are chosen to pass a documented limit (docs/limits.md) by a margin
while the file itself stays small on disk.
"""

from __future__ import annotations

import zipfile
from collections.abc import Callable
from pathlib import Path

from tests.conftest import FIXTURES

__all__ = ["MAKERS", "list_text", "list_xml"]

RATING = FIXTURES / "rating"


def list_xml() -> bytes:
    """The invented XML list of fixtures/rating."""
    return (RATING / "players_list_xml_foa.xml").read_bytes()


def list_text() -> bytes:
    """The invented text list of fixtures/rating."""
    return (RATING / "players_list_foa.txt").read_bytes()


def declared_bomb(folder: Path) -> Path:
    """A zip whose member says it inflates to 3 GB (past MAX_LIST_BYTES): refused unread."""
    path = folder / "bomb-declared.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("players_list_xml_foa.xml", list_xml())
    data = bytearray(path.read_bytes())
    size = (3 << 30).to_bytes(4, "little")
    data[22:26] = size  # local header: uncompressed size
    central = data.index(b"PK\x01\x02")
    data[central + 24 : central + 28] = size
    path.write_bytes(bytes(data))
    return path


def lying_bomb(folder: Path) -> Path:
    """A zip whose member says 1,000 bytes and inflates to 64 MB of zeros."""
    path = folder / "bomb-lying.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("players_list_foa.txt", b"\0" * (64 << 20), compresslevel=1)
    data = bytearray(path.read_bytes())
    size = (1000).to_bytes(4, "little")
    data[22:26] = size
    central = data.index(b"PK\x01\x02")
    data[central + 24 : central + 28] = size
    path.write_bytes(bytes(data))
    return path


def zeros_xml_bomb(folder: Path) -> Path:
    """An XML list of 256 MB, all zeros after the declaration (250 KB zipped)."""
    path = folder / "bomb-zeros.zip"
    with (
        zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as archive,
        archive.open("players_list_xml_foa.xml", "w", force_zip64=True) as member,
    ):
        member.write(b'<?xml version="1.0" encoding="UTF-8"?>\n<playerslist>\n')
        block = b"\0" * (16 << 20)
        for _ in range(16):
            member.write(block)
    return path


def members_bomb(folder: Path) -> Path:
    """A zip of 2,000 empty members (past MAX_MEMBERS)."""
    path = folder / "bomb-members.zip"
    with zipfile.ZipFile(path, "w") as archive:
        for n in range(2000):
            archive.writestr(f"m{n}.txt", b"")
    return path


def long_line_zip(folder: Path) -> Path:
    """A text list whose second line is 64 MB without a line end (64 KB zipped)."""
    path = folder / "long-line.zip"
    header = list_text().split(b"\r\n")[0] + b"\r\n"
    with (
        zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as archive,
        archive.open("players_list_foa.txt", "w", force_zip64=True) as member,
    ):
        member.write(header)
        block = b"1" * (16 << 20)
        for _ in range(4):
            member.write(block)
    return path


def long_line_text(folder: Path) -> Path:
    """A text list of one 5 MB line (the header never ends)."""
    path = folder / "long-line.txt"
    path.write_bytes(list_text().split(b"\r\n")[0] + b" " * (5 << 20))
    return path


def long_header(folder: Path) -> Path:
    """A header line of 42 KB of labels (once quadratic: 13.6 s): past the line limit."""
    path = folder / "long-header.txt"
    path.write_bytes(b"ID Number " + b"K " * 21_000 + b"\r\n1000001\r\n")
    return path


def unclosed_player(folder: Path) -> Path:
    """An XML ``<player>`` that never closes (70 KB, then the end of the list)."""
    path = folder / "unclosed-player.xml"
    path.write_bytes(list_xml()[:200] + b"<player><fideid>1000001</fideid>" + b"a" * 70_000)
    return path


def nested_players(folder: Path) -> Path:
    """50,000 ``<player>`` openers and no close (once quadratic)."""
    path = folder / "nested-players.xml"
    path.write_bytes(list_xml()[:200] + b"<player>" * 50_000)
    return path


def long_cell(folder: Path) -> Path:
    """A K file with a cell of 140,000 characters (past csv's field limit of 131,072)."""
    path = folder / "k-long-cell.csv"
    path.write_bytes(b'start_rank,k\n1,"' + b"x" * 140_000 + b'"\n')
    return path


def cr_only_list(folder: Path) -> Path:
    """A text list of 20,000 players whose lines end with CR alone."""
    path = folder / "cr-only.txt"
    lines = list_text().split(b"\r\n")
    body = [lines[1].replace(b"1000001", str(2_000_000 + n).encode()) for n in range(20_000)]
    path.write_bytes(b"\r".join([lines[0], *lines[1:], *body]))
    return path


#: Every maker by the name of what it makes.
MAKERS: dict[str, Callable[[Path], Path]] = {
    f.__name__: f
    for f in (
        declared_bomb,
        lying_bomb,
        zeros_xml_bomb,
        members_bomb,
        long_line_zip,
        long_line_text,
        long_header,
        unclosed_player,
        nested_players,
        long_cell,
        cr_only_list,
    )
}
