"""``trfcheck standings``: the standings after a round, one column per tie-break (C.07)."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from typer.testing import CliRunner

from tests.conftest import FIXTURES
from trfcheck.cli import app

RUNNER = CliRunner(env={"COLUMNS": "160"})
EXAMPLES = FIXTURES / "standings"
REAL = FIXTURES / "real"


def _feb_2026(tmp_path: Path) -> Path:
    """The cross-table of tiebreaks_example2.trf, starting 15 Feb 2026, without a 192 record."""
    text = (EXAMPLES / "tiebreaks_example2.trf").read_bytes().decode()
    text = text.replace("042 2026/03/15", "042 2026/02/15").replace("192 FIDE_DUTCH_2026\r\n", "")
    path = tmp_path / "feb.trf"
    path.write_text(text, encoding="utf-8", newline="")
    return path


def test_event_of_15_feb_2026_pairs_2026_and_ranks_2024(tmp_path: Path) -> None:
    """C.04 2026 from 1 Feb 2026, C.07 2026 only from 1 Mar 2026; both said,
    with reasons; BH(3) is the 2024 value 6.5 (own score for the dummy, 16.4)."""
    result = RUNNER.invoke(app, ["standings", str(_feb_2026(tmp_path)), "--format", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["rules"]["edition"]["value"] == "2026"
    reason = data["rules"]["edition"]["reason"]
    assert "2026-02-15" in reason and "on or after 2026-02-01" in reason
    assert data["rules"]["tiebreak_edition"]["value"] == "2024"
    reason = data["rules"]["tiebreak_edition"]["reason"]
    assert "2026-02-15" in reason and "before 2026-03-01" in reason
    bh = {row["player"]: row["values"]["BH"] for row in data["standings"]}
    assert bh[3] == 6.5
    text = RUNNER.invoke(app, ["standings", str(_feb_2026(tmp_path))]).stdout
    assert "pairing rules: 2026 rules" in text and "tie-break rules: C.07 2024" in text


def test_tiebreak_edition_option_overrides_the_date(tmp_path: Path) -> None:
    """--tiebreak-edition 2026 applies the 16.4 caps to the February event: BH(3) 5.0."""
    args = ["standings", str(_feb_2026(tmp_path)), "--format", "json", "--tiebreak-edition", "2026"]
    data = json.loads(RUNNER.invoke(app, args).stdout)
    assert data["rules"]["tiebreak_edition"] == {"value": "2026", "reason": "--tiebreak-edition"}
    assert {r["player"]: r["values"]["BH"] for r in data["standings"]}[3] == 5.0
    bad = RUNNER.invoke(app, [*args[:-1], "2019"])
    assert bad.exit_code == 2 and "2024 or 2026" in bad.stderr


def test_text_table_fits_80_columns_with_ten_tiebreaks() -> None:
    """Ten tie-breaks and names: the table is narrowed to 80 columns; ties show as 'k='."""
    listed = "BH/C1,BH,SB,FB,AOB,ARO,TPR,PS,WIN,REP"
    path = FIXTURES / "external/tiebreakserver/held_swiss_5.trf"
    result = RUNNER.invoke(app, ["standings", str(path), "--tiebreaks", listed])
    assert result.exit_code == 0, result.output
    table = result.stdout.split("\n\n", 1)[1]
    assert max(len(line) for line in table.splitlines()) <= 80
    assert "standings after round 5 by PTS,BH/C1,BH,SB,FB,AOB,ARO,TPR,PS,WIN,REP" in result.stdout
    first = table.splitlines()[2].split()
    assert first[:2] == ["1", "2"]  # Bruno, 4.0 points


def test_twelve_tiebreaks_are_split_into_tables_within_80_columns() -> None:
    """Twelve tie-breaks would make one 81-column table; the columns that do not fit
    go to a second table that repeats the rank and the TPN, every player in each."""
    listed = "BH/C1,BH,SB,ARO,TPR,RTNG,DE,WIN,BPG,KS,PS,AOB"
    path = FIXTURES / "real/icu_tournament/bunratty_minor_2011.trf"
    result = RUNNER.invoke(app, ["standings", str(path), "--tiebreaks", listed])
    tables = result.stdout.split("\n\n")[1:]
    assert len(tables) >= 2
    assert all(len(line) <= 80 for t in tables for line in t.splitlines())
    heads = [t.splitlines()[0].split() for t in tables]
    assert all(h[:2] == ["Rk", "TPN"] for h in heads)
    columns = [c for h in heads for c in h if c not in ("Rk", "TPN", "Name")]
    assert columns == ["PTS", *listed.split(",")]  # every column once, in order
    assert len({len(t.splitlines()) for t in tables}) == 1  # every player in each


def test_rating_tiebreaks_blank_for_all_say_why_once() -> None:
    """C.07 art. 10 gives rating tie-breaks no value when a participant is
    unrated; bunratty_minor_2011 has unrated players (rating 0 in columns 49-52), so ARO,
    TPR and RTNG are blank for everyone: one note says why and names /U<rating>, which
    then gives values."""
    path = FIXTURES / "real/icu_tournament/bunratty_minor_2011.trf"
    result = RUNNER.invoke(app, ["standings", str(path), "--tiebreaks", "ARO,TPR,RTNG"])
    text = " ".join(result.stdout.split())
    assert text.count("ARO, TPR, RTNG: no value for anyone, because") == 1
    assert "the modifier /U<rating> does (e.g. ARO/U1400" in text
    result = RUNNER.invoke(
        app, ["standings", str(path), "--tiebreaks", "ARO/U1400", "--format", "json"]
    )
    data = json.loads(result.stdout)
    assert data["notes"] == []
    assert any(row["values"]["ARO/U1400"] is not None for row in data["standings"])


def test_round_option_and_csv() -> None:
    """--round 1: the standings after round 1 (C.07 art. 4.2 on the results so far)."""
    path = EXAMPLES / "tiebreaks_example1.trf"
    result = RUNNER.invoke(app, ["standings", str(path), "--round", "1", "--format", "csv"])
    assert result.exit_code == 0, result.output
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert [r["player"] for r in rows[:3]] == ["1", "2", "3"]  # the round-1 winners, by BH
    assert {r["player"]: r["PTS"] for r in rows}["4"] == "0.0"
    assert RUNNER.invoke(app, ["standings", str(path), "--round", "4"]).exit_code == 2


def test_round_robin_refuses_buchholz() -> None:
    """C.07 art. 8 (2026): the Buchholz family must not be used in round robins: exit 4."""
    path = EXAMPLES / "tiebreaks_example3.trf"
    result = RUNNER.invoke(app, ["standings", str(path), "--tiebreaks", "BH/C1,SB"])
    assert result.exit_code == 4
    assert "must not be used in round robins (C.07 art. 8)" in result.stderr


def test_the_file_list_and_ties() -> None:
    """212 PTS,DE,SB,WON of tiebreaks_example3.trf is used as written; DE shows the place in
    the tied group."""
    result = RUNNER.invoke(
        app, ["standings", str(EXAMPLES / "tiebreaks_example3.trf"), "--format", "json"]
    )
    data = json.loads(result.stdout)
    assert data["tiebreaks"]["list"] == ["PTS", "DE", "SB", "WON"]
    assert data["tiebreaks"]["source"] == "212"
    assert [(r["player"], r["values"]["DE"]) for r in data["standings"]] == [
        (1, 1),
        (2, 1),
        (3, 2),
        (4, 1),
    ]


def test_team_tiebreak_is_refused() -> None:
    """C.07 art. 11-13 belong to the team module: exit 4, named."""
    path = EXAMPLES / "tiebreaks_example1.trf"
    result = RUNNER.invoke(app, ["standings", str(path), "--tiebreaks", "EDET/P"])
    assert result.exit_code == 4 and "team tie-break" in " ".join(result.stderr.split())


def test_team_event_gets_team_standings_with_the_files_list() -> None:
    """A team event's standings are team standings (C.07 art. 11-13,
    ``test_standings_team.py``): the TEC sample's 202 list, BH:MP included."""
    path = FIXTURES / "real/sharly_chess/fide_tec_trf2026_sample.trf"
    result = RUNNER.invoke(app, ["standings", str(path)])
    assert result.exit_code == 0, result.output
    assert "by MP,EDET/P,TBR,EMGSB/C1/P,BH:MP/C1/P,MPvGP (the file's 202 record)" in (
        result.stdout.replace("\n    ", " ")
    )


def test_pre_determined_option_ranks_a_round_robin_by_art_15() -> None:
    """C.07 art. 15.2 with ``--pre-determined`` (docs/tiebreaks.md): the TEC exercise 26 file
    names no round robin; as one, the forfeit 6-5 is a game and DE separates the three
    players on 1.5 points as published (Helene 4, Franck 5, David 6); as a Swiss (the
    default, and ``--swiss``) the forfeit is not a game and the three stay tied."""
    path = FIXTURES / "external" / "tiebreakserver" / "held_round_robin.trf"
    ranks = {}
    for option in ("--pre-determined", "--swiss"):
        args = ["standings", str(path), "--tiebreaks", "DE", option, "--format", "json"]
        result = RUNNER.invoke(app, args)
        assert result.exit_code == 0, result.output
        data = json.loads(result.stdout)
        ranks[option] = {row["player"]: row["rank"] for row in data["standings"]}
        assert data["rules"]["round_robin"]["reason"] == option
    assert [ranks["--pre-determined"][p] for p in (6, 5, 4)] == [4, 5, 6]
    assert {ranks["--swiss"][p] for p in (6, 5, 4)} == {4}


def test_default_round_is_the_last_paired_one_not_byes_requested_ahead() -> None:
    """The Gros 2010 file holds round 5 only as byes requested ahead (H, Z): the standings
    are those after round 4, where player 1 (wins against 26, 13, 8 and 4, who had 2, 3, 2
    and 3 points after round 4, counted by hand from the file) has BH 10.0. Reading round 5
    as played would make every blank block of it a zero-point bye and add a dummy."""
    path = FIXTURES / "real" / "echecsjs_trf" / "javafo_sample2_gros_2010.trf"
    result = RUNNER.invoke(app, ["standings", str(path), "--format", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["round"] == 4
    first = next(row for row in data["standings"] if row["player"] == 1)
    assert first["values"]["PTS"] == 4 and first["values"]["BH"] == 10


def test_a_file_without_a_game_result_has_no_standings(tmp_path: Path) -> None:
    """Round 1 paired by ``pair --format trf`` (the PAB written, the games pending): no round
    has a game result, so there are no standings yet (exit 3, input that cannot be ranked,
    README "Exit codes"; said so), not "--round 0"."""
    lines = (FIXTURES / "examples" / "example-trf16.trf").read_text().splitlines()
    players = [line[:80] + " 0.0" for line in lines if line.startswith("001")][:5]
    start = tmp_path / "start.trf"
    start.write_text("012 Five players\n" + "\n".join(players) + "\n", encoding="utf-8")
    paired = tmp_path / "r1.trf"
    result = RUNNER.invoke(app, ["pair", str(start), "--format", "trf", "-o", str(paired)])
    assert result.exit_code == 0, result.output
    result = RUNNER.invoke(app, ["standings", str(paired)])
    assert result.exit_code == 3
    assert "no round has a game result yet" in result.stderr
    assert "--round" not in result.stderr
    result = RUNNER.invoke(app, ["standings", str(paired), "--round", "1"])
    assert result.exit_code == 3
    assert "no round has a game result yet" in result.stderr


def test_csv_leaves_an_unrated_players_rating_blank() -> None:
    """An unrated player (blank rating in the 001 record, TRF columns 49-52) has no rating:
    the CSV leaves the cell blank, as ``convert --to csv`` does, instead of writing 0."""
    path = REAL / "icu_tournament" / "utf-8.trf"
    result = RUNNER.invoke(app, ["standings", str(path), "--format", "csv"])
    assert result.exit_code == 0, result.output
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert {r["rating"] for r in rows} == {""}
