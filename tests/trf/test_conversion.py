"""``convert --to trf16|trf26`` keeps the tournament or refuses.

The independent check is the reader: the converted text is read back and compared with
the tournament it was written from, field by field; converting it again must give the
same bytes. Cases: the reproducers of ``fixtures/fuzz`` (roundtrip/, cases/loss-*,
cases/rt-*) and hand-made models for record injection (every text field).
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app
from trfcheck.trf import Dialect, TrfSyntaxError, TrfWriteError, dumpb, read, read_file, to_json
from trfcheck.trf.convert import convert, differences
from trfcheck.trf.model import Player, Tournament

RUNNER = CliRunner()
FUZZ = FIXTURES / "fuzz"
EXAMPLE = FIXTURES / "trf" / "valid" / "trf16_lf.trf"
CONVERTIBLE = sorted([*FUZZ.glob("roundtrip/*.trf"), *FUZZ.glob("cases/loss-*.trf")])
CONVERTIBLE += sorted(FUZZ.glob("cases/rt-*.trf"))


def _readable(path: Path) -> object:
    try:
        return read_file(path)
    except TrfSyntaxError:
        return None  # refused at reading (a JSON that breaks the schema): nothing to convert


@pytest.mark.parametrize("dialect", [Dialect.TRF16, Dialect.TRF26])
@pytest.mark.parametrize("path", CONVERTIBLE, ids=lambda p: str(p.relative_to(FUZZ)))
def test_conversion_reads_back_the_same_or_refuses(path: Path, dialect: Dialect) -> None:
    loaded = _readable(path)
    if loaded is None:
        return
    from trfcheck.trf import Loaded

    assert isinstance(loaded, Loaded)
    try:
        rendered = convert(loaded, dialect)
    except TrfWriteError as error:
        assert str(error)  # a refusal names what would be lost
        return
    data = rendered.document.encode()
    again = read(data, "converted")
    assert differences(loaded.tournament, again.tournament) == []
    twice = convert(again, dialect).document.encode()
    assert twice == data  # idempotent


def test_trf26_to_trf16_refuses_to_drop_the_192_code() -> None:
    """cases/loss-01: the system code would be lost, and the file then audited as Dutch."""
    result = RUNNER.invoke(app, ["convert", str(FUZZ / "cases/loss-01.trf"), "--to", "trf16"])
    assert result.exit_code == 4
    assert "192" in result.stderr and "FIDE_DUBOV_2026" in result.stderr
    assert result.stdout == ""


def test_a_shifted_round_block_gets_ply003() -> None:
    """cases/loss-04: player 3's blocks are one column to the right (PLY003,
    docs/diagnostics.md)."""
    loaded = read_file(FUZZ / "cases/loss-04.trf")
    shifted = [f for f in loaded.findings if f.code == "PLY003"]
    assert [(f.line, f.player) for f in shifted] == [(15, 3)]


def test_an_id_wider_than_its_field_is_a_finding_not_output() -> None:
    """cases/rt-01: ``XXZ 55770`` is beyond the 4-column start rank (docs/limits.md)."""
    loaded = read_file(FUZZ / "cases/rt-01.trf")
    assert any(f.code == "VAL001" and f.found == "55770" for f in loaded.findings)
    for dialect in (Dialect.TRF16, Dialect.TRF26):
        assert b"55770" not in dumpb(loaded.tournament, loaded.document, dialect=dialect)


def test_a_block_with_a_colour_and_nothing_else_survives_two_conversions() -> None:
    """cases/rt-02: it was written ``0000 -`` and read back empty (the round lost)."""
    loaded = read_file(FUZZ / "cases/rt-02.trf")
    first = convert(loaded, Dialect.TRF16).document.encode()
    again = read(first)
    assert again.tournament.players == loaded.tournament.players
    assert convert(again, Dialect.TRF16).document.encode() == first


def test_forbidden_pairs_survive_trf16_trf26_trf16() -> None:
    """XXP (every round) becomes 260 from round 1 to the last and back, unchanged."""
    path = FIXTURES / "external" / "py4swiss" / "dutch_d2_criterion_d.trf"
    loaded = read_file(path)
    trf26 = read(convert(loaded, Dialect.TRF26).document.encode())
    assert trf26.tournament.forbidden == loaded.tournament.forbidden
    back = read(convert(trf26, Dialect.TRF16).document.encode())
    assert back.tournament.forbidden == loaded.tournament.forbidden


INJECTION = "X\r\n001    9 m    Injected"
PLAYER_TEXT = ("name", "sex", "title", "federation", "fide_id", "birth_date")


def _with_player_field(field: str) -> Tournament:
    t = read_file(EXAMPLE).tournament
    first = replace(t.players[0], **{field: INJECTION})  # type: ignore[arg-type]
    return replace(t, players=(first, *t.players[1:]))


@pytest.mark.parametrize("dialect", [Dialect.TRF16, Dialect.TRF26, None])
@pytest.mark.parametrize("field", PLAYER_TEXT)
def test_a_line_break_in_any_player_text_field_is_refused(field: str, dialect: object) -> None:
    """loss-02: a CR or LF written raw would add records; every text field is checked,
    canonical (trf16, trf26) and patched (the source document kept, ``None``)."""
    t = _with_player_field(field)
    like = read_file(EXAMPLE).document
    with pytest.raises(TrfWriteError, match="control character"):
        if dialect is None:
            dumpb(t, like)
        else:
            assert isinstance(dialect, Dialect)
            dumpb(t, like, dialect=dialect)


@pytest.mark.parametrize("dialect", [Dialect.TRF16, Dialect.TRF26, None])
@pytest.mark.parametrize("field", ["name", "system"])
def test_a_line_break_in_a_tournament_text_field_is_refused(field: str, dialect: object) -> None:
    t = replace(read_file(EXAMPLE).tournament, **{field: INJECTION})  # type: ignore[arg-type]
    like = read_file(EXAMPLE).document
    if dialect is Dialect.TRF16 and field == "system":
        with pytest.raises(TrfWriteError):  # TRF16 has no 192; convert refuses the loss
            convert(replace(read_file(EXAMPLE), tournament=t), Dialect.TRF16)
        return
    with pytest.raises(TrfWriteError, match="control character"):
        if dialect is None:
            dumpb(t, like)
        else:
            assert isinstance(dialect, Dialect)
            dumpb(t, like, dialect=dialect)


def _json_of_example() -> dict[str, object]:
    loaded = read_file(EXAMPLE)
    data = json.loads(to_json(loaded.tournament))
    assert isinstance(data, dict)
    return data


@pytest.mark.parametrize("field", [*PLAYER_TEXT, "tournament.name", "tournament.system"])
def test_json_with_a_line_break_in_a_text_field_is_refused_at_reading(field: str) -> None:
    """loss-02 at the source: the schema forbids control characters in every text field."""
    data = _json_of_example()
    tournament = data["tournament"]
    assert isinstance(tournament, dict)
    if field.startswith("tournament."):
        tournament[field.split(".")[1]] = INJECTION
    else:
        tournament["players"][0][field] = INJECTION
    with pytest.raises(TrfSyntaxError, match=r"trf\.schema\.json"):
        read(json.dumps(data).encode(), "x.json")


def test_the_loss_02_case_is_refused() -> None:
    result = RUNNER.invoke(app, ["convert", str(FUZZ / "cases/loss-02.trf"), "--to", "trf16"])
    assert result.exit_code == 3
    assert "$.tournament.name" in result.stderr and result.stdout == ""


def test_json_with_a_repeated_start_rank_gets_ply001_and_pairs_legally() -> None:
    """cases/loss-03: the JSON reader applies the TRF reader's PLY001; the pairing then has
    no player on two boards (the engines' legality check would refuse it otherwise)."""
    path = FUZZ / "cases/loss-03.trf"
    loaded = read_file(path)
    assert any(f.code == "PLY001" and f.player == 3 for f in loaded.findings)
    ranks = [p.start_rank for p in loaded.tournament.players]
    assert len(ranks) == len(set(ranks))
    result = RUNNER.invoke(app, ["pair", str(path), "--format", "json"])
    assert result.exit_code == 1, result.stderr  # the pairing is written; PLY001 is an error
    pairing = json.loads(result.stdout)
    named = [x for b in pairing["boards"] for x in (b["white"], b["black"])]
    named += [b["player"] for b in pairing["byes"]]
    assert len(named) == len(set(named))
    assert "PLY001" in result.stderr


def test_json_over_16_mb_is_refused(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    data = _json_of_example()
    data["padding"] = "x" * (17 * 1024 * 1024)
    big.write_text(json.dumps(data))
    result = RUNNER.invoke(app, ["convert", str(big), "--to", "trf16"])
    assert result.exit_code == 3
    assert "16 MB" in result.stderr


def test_a_json_value_beyond_its_maximum_is_refused_with_its_place() -> None:
    data = _json_of_example()
    tournament = data["tournament"]
    assert isinstance(tournament, dict)
    tournament["total_rounds"] = 20000
    with pytest.raises(TrfSyntaxError, match=r"\$\.tournament\.total_rounds"):
        read(json.dumps(data).encode(), "x.json")


def test_a_name_wider_than_33_columns_is_refused_not_cut() -> None:
    t = read_file(EXAMPLE).tournament
    long = replace(t, players=(replace(t.players[0], name="N" * 34), *t.players[1:]))
    with pytest.raises(TrfWriteError, match="wider than 33"):
        dumpb(long, dialect=Dialect.TRF16)


def test_differences_names_the_field() -> None:
    t = read_file(EXAMPLE).tournament
    changed = replace(t, system="FIDE_DUTCH_2026", players=t.players[:-1])
    assert differences(t, changed) == [
        "the pairing system code (192): nothing becomes 'FIDE_DUTCH_2026'",
        f"player {t.players[-1].start_rank} (missing after conversion)",
    ]
    assert isinstance(t.players[0], Player)


def test_a_bye_trf16_cannot_hold_is_named_by_its_code() -> None:
    """The TEC's TRF-26 sample announces an F bye for round 1 in a 240 record, which TRF16
    cannot hold: the refusal names the code ("a bye coded F", not "a F bye")."""
    path = FIXTURES / "real" / "sharly_chess" / "fide_tec_trf2026_sample.trf"
    result = RUNNER.invoke(app, ["convert", str(path), "--to", "trf16"])
    assert result.exit_code == 4
    assert "a bye coded F for round 1 needs a 240 record (TRF-26)" in result.stderr
