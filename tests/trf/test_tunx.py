"""Swiss-Manager ``.TUNX`` files (trf.tunx, docs/tunx.md).

The fixtures are the 18 real files of ``fixtures/swiss-manager/`` (echecsjs/tunx's test
files). What the tests compare against never comes from the decoder itself:

- the consistency of a round (each player once, symmetric pairings, games and byes adding
  up to the players, points equal to the results) is checked here on the model, by rules
  written in this file from the TRF16 round blocks (docs/trf-format.md) and C.04.1;
- the round-1 pairing is compared with a literal reading of the Dutch rules for a first
  round (C.04.3: S1 against S2 in the start order, the PAB to the lowest-ranked player,
  colours alternating by board), written in this file;
- the public reader's reading of the pairing section (``ceil(players / 2)`` records per
  round, its README) is rebuilt here to show that the three files its SOURCES names do put a
  player twice in a round under that reading, and not under the round records' counts.
"""

from __future__ import annotations

import csv
import io
import struct
from pathlib import Path

import pytest

from tests.conftest import FIXTURES
from trfcheck.trf import TrfError, TrfUnsupportedError, read
from trfcheck.trf.model import Colour, ResultCode, Scoring, Tournament
from trfcheck.trf.tunx import TunxError, decode, looks_like_tunx, read_tunx

FOLDER = FIXTURES / "swiss-manager"
TEAM = "cro_1386026.TUNX"  # a team round robin (tournament type 2, sections B5 and C3)
ALL = sorted(p.name for p in FOLDER.glob("*.TUNX"))  # the 18 shared files
INDIVIDUAL = [name for name in ALL if name != TEAM]
MORE = sorted(f"more/{p.name}" for p in (FOLDER / "more").glob("*.TUNX"))  # the reader's other 19
# Game result codes no sample explains (docs/tunx.md): such files are refused, not guessed.
REFUSED = {"more/maestro_1384490.TUNX": 6, "more/ukraine_rapid8_1377000.TUNX": 17}
# swiss-manager/SOURCES.md and more/SOURCES.md: the public reader puts a player in two games
# of a round in these seven of its 37 files
READER_INCONSISTENT = [
    "2023_elllobregat_a_753347.TUNX",
    "esp_1385606.TUNX",
    "hungarian_rapid_1382000.TUNX",
    "more/maestro_1384490.TUNX",
    "more/romanian_u1700_1350000.TUNX",
    "more/ukraine_rapid8_1377000.TUNX",
    "more/uzbek_agzamov_1374000.TUNX",
]


def data(name: str) -> bytes:
    return (FOLDER / name).read_bytes()


def test_the_folders_hold_the_readers_37_files() -> None:
    assert len(ALL) == 18 and TEAM in ALL and len(MORE) == 19
    assert all(name in ALL + MORE for name in READER_INCONSISTENT)


# -- Every file decodes with no consistency finding ----------------------------------------


def consistency_problems(t: Tournament) -> list[str]:
    """TRF16 round blocks, C.04.1 art. 3: each player once per round (one block each), the
    pairings symmetric with opposite colours and matching results, one PAB at most, every
    player of a paired round in a game or a bye, points equal to the sum of the results."""
    problems = []
    ranks = {p.start_rank for p in t.players}
    scoring = Scoring()
    mirror = {
        ResultCode.WIN: ResultCode.LOSS,
        ResultCode.LOSS: ResultCode.WIN,
        ResultCode.DRAW: ResultCode.DRAW,
        ResultCode.FORFEIT_WIN: ResultCode.FORFEIT_LOSS,
        ResultCode.FORFEIT_LOSS: ResultCode.FORFEIT_WIN,
        None: None,
    }
    for r in range(1, t.rounds_played + 1):
        in_games, byes, pabs = 0, 0, 0
        for p in t.players:
            e = p.entry(r)
            if e.opponent is None:
                if e.result is None or not e.result.is_bye:
                    problems.append(f"round {r}: player {p.start_rank} has no game and no bye")
                byes += 1
                pabs += e.result is ResultCode.PAB
                continue
            in_games += 1
            if e.opponent not in ranks or e.opponent == p.start_rank:
                problems.append(f"round {r}: player {p.start_rank} meets {e.opponent}")
                continue
            o = t.player(e.opponent).entry(r)
            if o.opponent != p.start_rank:
                problems.append(f"round {r}: {p.start_rank} meets {e.opponent}, not back")
            if o.colour is not e.colour.opposite or e.colour is Colour.NONE:
                problems.append(f"round {r}: colours of {p.start_rank} - {e.opponent}")
            if o.result is not mirror[e.result]:
                problems.append(f"round {r}: results of {p.start_rank} - {e.opponent}")
        if pabs > 1:
            problems.append(f"round {r}: {pabs} PABs")
        if in_games % 2 or in_games + byes != len(t.players):
            problems.append(f"round {r}: {in_games} in games + {byes} byes")
    for p in t.players:
        total = sum(scoring.points(e.result, e.colour) for e in p.rounds if e.result is not None)
        if p.points != total:
            problems.append(f"player {p.start_rank}: points {p.points}, results {total}")
    return problems


@pytest.mark.parametrize("name", INDIVIDUAL)
def test_every_individual_file_decodes_consistently(name: str) -> None:
    """Each of the 17 individual shared files: no consistency problem, no round, points,
    result or player finding, and as many players as its settings say."""
    loaded = read(data(name), name)
    t = loaded.tournament
    assert len(t.players) == decode(data(name), name).setting_u16(0x13)
    assert consistency_problems(t) == []
    codes = {f.code for f in loaded.findings}
    assert not {c for c in codes if c[:3] in ("RND", "PTS", "RES", "PLY")}, codes
    assert {"TUNX001", "TUNX002"}.isdisjoint(codes)


@pytest.mark.parametrize("name", [m for m in MORE if m not in REFUSED])
def test_the_readers_other_files_decode_consistently(name: str) -> None:
    """Beyond the shared files: 17 of the reader's 19 other files (half-point byes, an extra
    section, 225 players among them)."""
    loaded = read(data(name), name)
    assert consistency_problems(loaded.tournament) == []
    codes = {f.code for f in loaded.findings}
    assert not {c for c in codes if c[:3] in ("RND", "PTS", "RES", "PLY")}, codes


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_unknown_game_codes_are_refused_at_their_record(name: str) -> None:
    """A game result code no sample explains: TUNX002 at the record, whose u16 at +4 (read
    here with struct) is that code."""
    whole = data(name)
    with pytest.raises(TunxError) as caught:
        read(whole, name)
    error = caught.value
    assert error.code == "TUNX002" and f"result code {REFUSED[name]} " in error.message
    assert struct.unpack_from("<H", whole, error.offset + 4)[0] == REFUSED[name]


def test_a_half_point_bye_and_an_extra_section() -> None:
    """romanian_u1700: player 14 is not paired in round 1 with code 2 (a game's draw):
    a half-point bye (inferred, TUNX003). isr_1385730: a C5 section after the pairings is
    not decoded: TUNX004 at its marker."""
    loaded = read(data("more/romanian_u1700_1350000.TUNX"), "r.TUNX")
    assert loaded.tournament.player(14).entry(1).result is ResultCode.HALF_BYE
    assert any(f.code == "TUNX003" and "half-point bye" in f.message for f in loaded.findings)
    whole = data("more/isr_1385730.TUNX")
    marker = whole.index(b"\xc5\xff\x89\x44")
    found = read(whole, "i.TUNX").findings
    assert any(f.code == "TUNX004" and f.pointer == f"0x{marker:X}" for f in found)


@pytest.mark.parametrize("name", READER_INCONSISTENT)
def test_the_files_the_public_reader_gets_wrong(name: str) -> None:
    """The seven files of SOURCES.md. Cut as that reader cuts the pairing
    section (ceil(players / 2) records a round), some round has a player twice; cut by the
    round records' counts (docs/tunx.md), every round is consistent, or the file is refused
    for a result code no sample explains (two of the seven, not shared files)."""
    raw = decode(data(name), name)
    records = [rec for rnd in raw.rounds for rec in rnd.records]
    per_round = -(-len(raw.players) // 2)
    twice = False
    for start in range(0, len(records), per_round):
        seen: list[int] = []
        for rec in records[start : start + per_round]:
            seen += [rec.white] + ([rec.black] if rec.black < 0xFFFE else [])
        twice = twice or len(seen) != len(set(seen))
    assert twice
    if name in REFUSED:
        with pytest.raises(TunxError, match="TUNX002"):
            read(data(name), name)
        return
    assert consistency_problems(read(data(name), name).tournament) == []


def test_the_team_file_is_unsupported() -> None:
    """Build 4: a team file is refused as unsupported (exit 4 on the command line)."""
    with pytest.raises(TrfUnsupportedError, match="team"):
        read(data(TEAM), TEAM)


# -- The round-1 pairing follows the start order the file stores --------------------------


def dutch_round_one(t: Tournament) -> dict[int, tuple[int | None, Colour]]:
    """C.04.3, literally, for a first round (everyone on 0 points, no history): the players
    the round pairs, in start order; the PAB to the last of them if they are odd (C.04.3
    A.6/C.2: the lowest-ranked player of the bracket); then S1 (first half) against S2 (second
    half) board by board, the higher-ranked player of board 1 having the initial colour and
    the colours alternating by board (C.04.3 E.5 / the initial-colour rule). The initial
    colour is read from board 1 of the file (it is drawn by lot)."""
    paired = sorted(
        p.start_rank
        for p in t.players
        if p.entry(1).opponent is not None or p.entry(1).result is ResultCode.PAB
    )
    out: dict[int, tuple[int | None, Colour]] = {}
    if len(paired) % 2:
        out[paired.pop()] = (None, Colour.NONE)
    half = len(paired) // 2
    first = t.player(paired[0]).entry(1).colour
    for board, (a, b) in enumerate(zip(paired[:half], paired[half:], strict=True)):
        colour = first if board % 2 == 0 else first.opposite
        out[a] = (b, colour)
        out[b] = (a, colour.opposite)
    return out


# Files whose round 1 follows the stored start order; the others (2023_elllobregat,
# indian_u11, srb_1386570) differ there, and `trfcheck check` says so (RPL001, round 1).
ROUND_ONE_AS_STORED = [
    "sample.TUNX",
    "abs_fem_1378181.TUNX",
    "argentine_blitz_1200000.TUNX",
    "aut_1384031.TUNX",
    "brazilian_circuit_1370000.TUNX",
    "dubai_mira_1378000.TUNX",
    "esp_1385606.TUNX",
    "hungarian_rapid_1382000.TUNX",
    "russian_weekend_1383000.TUNX",
]


@pytest.mark.parametrize("name", ROUND_ONE_AS_STORED)
def test_round_one_follows_the_stored_start_order(name: str) -> None:
    """The stored player order is the start order: round 1 as the Dutch rules pair it."""
    t = read(data(name), name).tournament
    expected = dutch_round_one(t)
    published = {
        p.start_rank: (p.entry(1).opponent, p.entry(1).colour)
        for p in t.players
        if p.start_rank in expected
    }
    assert published == expected


def witness_points() -> dict[str, dict[int, float]]:
    """fixtures/swiss-manager/witness_points.csv: the public reader's points per player (its
    output, written by scripts/tunx_witness.py --dump; fixtures/SOURCES.md §8)."""
    out: dict[str, dict[int, float]] = {}
    text = (FOLDER / "witness_points.csv").read_text(encoding="utf-8")
    for row in csv.DictReader(io.StringIO(text)):
        out.setdefault(row["file"], {})[int(row["start_rank"])] = float(row["points"])
    return out


WITNESS = witness_points()


@pytest.mark.parametrize("name", sorted(WITNESS))
def test_points_agree_with_an_independent_decoding(name: str) -> None:
    """The points against another decoder, since the file stores no points:
    every player's points as the public reader decodes them, in 9 files (131
    players) where its round cutting and its PAB scoring do not come into play."""
    path = name if (FOLDER / name).exists() else f"more/{name}"
    t = read(data(path), name).tournament
    assert len(WITNESS[name]) == len(t.players) >= 5
    assert {p.start_rank: (p.points or 0) / 10 for p in t.players} == WITNESS[name]


def test_the_file_stores_no_points_and_the_reader_says_so() -> None:
    """The points and ranks cannot be compared with the file's: it stores no points or
    ranks (docs/tunx.md, "What is not in the file"); the reader computes the points and
    says it did (TUNX003), and gives no rank."""
    loaded = read(data("sample.TUNX"), "sample.TUNX")
    assert all(p.rank is None for p in loaded.tournament.players)
    said = [f for f in loaded.findings if f.code == "TUNX003" and "stores no points" in f.message]
    assert len(said) == 1 and said[0].pointer.startswith("0x")


def test_no_player_field_is_a_final_rank() -> None:
    """The search for stored standings: the only player-block fields that are
    a permutation of 1..n (+0x16, the registration number, and +0x38, an identifier; both
    u16) do not order the players by points in any file with results, as a rank in the
    final standings would (points non-increasing in its order). So no stored rank was
    overlooked there (docs/tunx.md, "What is not in the file"). Points from results
    (C.04.1 art. 3)."""
    checked = 0
    for path in [FOLDER / n for n in INDIVIDUAL] + [FOLDER / n for n in MORE if n not in REFUSED]:
        raw = decode(path.read_bytes(), path.name)
        points = {
            p.start_rank: p.points or 0
            for p in read(path.read_bytes(), path.name).tournament.players
        }
        if not any(points.values()):
            continue
        checked += 1
        for offset in (0x16, 0x38):
            field = [struct.unpack_from("<H", p.block, offset)[0] for p in raw.players]
            if sorted(field) != list(range(1, len(field) + 1)):
                continue
            by_field = [
                points[p.start_rank]
                for _, p in sorted(zip(field, raw.players, strict=True), key=lambda x: x[0])
            ]
            assert by_field != sorted(by_field, reverse=True), (path.name, hex(offset))
    assert checked == 24


# -- Layout facts with their own witnesses ------------------------------------------------


def test_sample_header_settings_and_first_player() -> None:
    """Values the public reader's tests give for sample.TUNX (its test file: name, city,
    federation, time control, 29 players, 7 rounds, player 1 Aloisio 1959) and the first
    record of the pairing section, read here with struct from docs/tunx.md's offsets."""
    raw = decode(data("sample.TUNX"), "sample.TUNX")
    assert raw.strings[0] == "Circuito Sesc de Xadrez - 2026"
    assert raw.strings[10] == "Curitiba-PR" and raw.strings[20] == "BRA"
    assert raw.strings[14] == "7'+5'' ou 12' KO"
    assert (len(raw.players), len(raw.rounds)) == (29, 7)
    p1 = raw.players[0]
    assert (p1.strings[0], p1.strings[1]) == ("Aloisio", "Ponti Lopes")
    assert struct.unpack_from("<H", p1.block, 8)[0] == 1959
    t = read(data("sample.TUNX"), "sample.TUNX").tournament
    assert t.players[0].rating == 1959 and t.players[0].fide_id == "2108372"
    assert t.total_rounds == 7 and t.name == "Circuito Sesc de Xadrez - 2026"
    whole = data("sample.TUNX")
    first = whole.index(b"\xb3\xff\x89\x44") + 4
    assert struct.unpack_from("<HHH", whole, first) == (15, 1, 3)  # 15 - 1, 0-1
    assert t.player(1).entry(1) == t.player(1).entry(1).__class__(15, Colour.BLACK, ResultCode.WIN)


def test_round_dates_and_women() -> None:
    """The public reader's tests for 2023_elllobregat: round 1 on 2023-11-30, round 9 on
    2023-12-08, player 40 a woman, player 1 GM Fedoseev 2675."""
    loaded = read(data("2023_elllobregat_a_753347.TUNX"), "x.TUNX")
    t = loaded.tournament
    assert (t.players[0].name, t.players[0].title) == ("Fedoseev, Vladimir", "GM")
    assert t.players[0].rating == 2675 and t.player(40).sex == "w"
    assert loaded.document is not None
    dates = next(ln.text for ln in loaded.document.lines if ln.text.startswith("132"))
    assert dates[91:99] == "23/11/30" and dates[171:179] == "23/12/08"


# -- Refusals: a file that does not fit is never converted wrongly ------------------------


def patched(name: str, offset: int, value: bytes) -> bytes:
    whole = bytearray(data(name))
    whole[offset : offset + len(value)] = value
    return bytes(whole)


def test_a_player_twice_in_a_round_is_refused_at_the_record() -> None:
    whole = data("sample.TUNX")
    first = whole.index(b"\xb3\xff\x89\x44") + 4
    second = first + 21
    bad = patched("sample.TUNX", second, struct.pack("<H", 15))  # player 15 again
    with pytest.raises(TunxError) as caught:
        read(bad, "bad.TUNX")
    assert caught.value.code == "TUNX002" and caught.value.offset == second
    assert str(caught.value).startswith(f"bad.TUNX:0x{second:04X}: error TUNX002: round 1:")


def test_an_unknown_result_code_is_refused() -> None:
    whole = data("sample.TUNX")
    first = whole.index(b"\xb3\xff\x89\x44") + 4
    with pytest.raises(TunxError, match="result code 7"):
        read(patched("sample.TUNX", first + 4, struct.pack("<H", 7)), "bad.TUNX")


def test_a_player_missing_from_a_paired_round_is_refused() -> None:
    """Round 1 of sample has 15 records, the last one player 27's (not paired); counted as
    14 records (and round 2 as 17), round 1 lacks player 27."""
    raw = decode(data("sample.TUNX"), "sample.TUNX")
    one, two = raw.rounds[0], raw.rounds[1]
    count_1 = one.offset + 2 + 2 * len(one.time) + 36
    count_2 = two.offset + 2 + 2 * len(two.time) + 36
    bad = patched("sample.TUNX", count_1, struct.pack("<H", 14))
    bad = bad[:count_2] + struct.pack("<H", 17) + bad[count_2 + 2 :]
    with pytest.raises(TunxError, match=r"round 1: players 27 are in no record"):
        read(bad, "bad.TUNX")


@pytest.mark.parametrize("size", [3, 100, 0x6C, 900, 7000, 15000, 18000])
def test_a_truncated_file_is_refused_with_its_offset(size: int) -> None:
    with pytest.raises(TrfError) as caught:
        read_tunx(data("sample.TUNX")[:size], "cut.TUNX")
    assert isinstance(caught.value, TunxError) and caught.value.code == "TUNX001"
    assert str(caught.value).startswith("cut.TUNX:0x")


def test_detection_is_by_content_not_by_name() -> None:
    assert looks_like_tunx(data("sample.TUNX")) and not looks_like_tunx(b"012 x\r\n")
    assert read(data("sample.TUNX"), "renamed.trf").tournament.total_rounds == 7


def test_unknown_player_bytes_are_findings_at_their_offset() -> None:
    """Build 2: byte +0x34 of player 27's block (sample) is not decoded: a finding there."""
    raw = decode(data("sample.TUNX"), "sample.TUNX")
    offset = raw.players[26].block_offset + 0x34
    loaded = read(data("sample.TUNX"), "sample.TUNX")
    hits = [f for f in loaded.findings if f.code == "TUNX004" and f.pointer == f"0x{offset:X}"]
    assert len(hits) == 1 and str(hits[0]).startswith(f"sample.TUNX:0x{offset:X}: warning")


def test_files_are_read_by_path_too(tmp_path: Path) -> None:
    from trfcheck.trf import read_file

    target = tmp_path / "event.TUNX"
    target.write_bytes(data("esp_1385606.TUNX"))
    assert read_file(target).tournament.rounds_played == 4
