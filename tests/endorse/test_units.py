"""The harness's parts on their own: templates, the JaVaFo pairs format, legality of a pairing
(C.04.1 art. 1-4), the candidate's input, the runner's time limit, the automatic classes and
the results file (each as docs/endorse.md describes it).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from trfcheck.endorse.classify import from_explanation
from trfcheck.endorse.inputs import candidate_input, preset_byes
from trfcheck.endorse.outcome import Direction, Discrepancy, Kind, Outcome, Status
from trfcheck.endorse.pairs import OutputError, illegal, parse_javafo
from trfcheck.endorse.runner import run_call
from trfcheck.endorse.settings import RunSettings
from trfcheck.endorse.templates import Preset, TemplateError, expand, preset_templates
from trfcheck.endorse.workdir import RESULTS, ResultsLog, load_results
from trfcheck.generator import Config, generate, with_settings
from trfcheck.pairers.base import Measure
from trfcheck.trf import read
from trfcheck.trf.model import ResultCode, Tournament
from trfcheck.verify.replay import published_round

VALUES = {"in": "/t/a b.trf", "out": "/t/o.txt", "seed": "7", "system": "dutch", "dir": "/t"}


@pytest.mark.parametrize(
    ("count", "tolerance", "allowed"),
    [(20, None, 0), (4999, None, 0), (5000, None, 1), (49999, None, 9), (50000, None, 10),
     (100000, None, 20), (20, 3, 3)],
)  # fmt: skip
def test_the_tolerance_is_fides_rate_unless_given(
    count: int, tolerance: int | None, allowed: int
) -> None:
    """TEC Manual §3.9.4.4: at most 10 discrepant tournaments per 50,000, scaled to the
    count and rounded down; ``--tolerance`` replaces the rate."""
    templates = preset_templates("bbpPairings.exe", Preset.BBP)
    run = RunSettings(system="dutch", count=count, templates=templates, tolerance=tolerance)
    assert run.allowed == allowed


def test_template_placeholders_inside_arguments_and_literal_braces() -> None:
    """Split like a shell line, no shell; placeholders inside each argument ("Templates and
    presets")."""
    argv = expand("prog --{system} {in} -p {out} --x={{seed}} s{seed}", VALUES)
    assert argv == ["prog", "--dutch", "/t/a b.trf", "-p", "/t/o.txt", "--x={seed}", "s7"]
    assert expand("'my prog' '{in}'", VALUES) == ["my prog", "/t/a b.trf"]


@pytest.mark.parametrize(
    ("template", "message"),
    [
        ("prog {input}", "unknown placeholder"),
        ("prog {round}", "no value"),
        ("prog 'unclosed", "quotation"),
        ("", "empty"),
        ("prog {", "lone"),
    ],
)
def test_bad_templates_are_refused(template: str, message: str) -> None:
    with pytest.raises(TemplateError, match=message):
        expand(template, VALUES)


def test_presets_of_the_two_conventions() -> None:
    """bbpPairings ``--dutch IN -p OUT`` / ``-g CONFIG -o OUT -s SEED``; JaVaFo
    ``java -jar javafo.jar IN -p OUT`` ("Templates and presets")."""
    bbp = preset_templates("/opt/bbpPairings.exe")
    assert bbp.pair == "/opt/bbpPairings.exe --{system} {in} -p {out}"
    assert bbp.generate == "/opt/bbpPairings.exe --{system} -g {config} -o {out} -s {seed}"
    assert bbp.dialect == "trfbx"
    javafo = preset_templates("/opt/javafo.jar")
    assert javafo.pair == "java -jar /opt/javafo.jar {in} -p {out}"
    assert javafo.dialect == "trfx"
    assert preset_templates("engine", Preset.JAVAFO).pair == "engine {in} -p {out}"


def test_javafo_pairs_with_and_without_the_pab_counted() -> None:
    """Writers disagree on whether the PAB line is counted; read both ("Direction A")."""
    assert parse_javafo("2\n3 1\n2 4\n") == ((2, 4), (3, 1))
    assert parse_javafo("3\n3 1\n2 4\n5 0\n") == ((2, 4), (3, 1), (5, 0))
    assert parse_javafo("2\r\n3 1\r\n2 4\r\n5 0\r\n") == ((2, 4), (3, 1), (5, 0))
    for bad in ("", "x\n1 2\n", "1\n1 2 3\n", "3\n1 2\n", "1\n0 4\n"):
        with pytest.raises(OutputError):
            parse_javafo(bad)


def _tournament(seed: int = 3) -> tuple[Tournament, int]:
    config = with_settings(Config(), [("players", "12"), ("rounds", "5"), ("half_bye", "r3:#2")])
    return generate(config, seed).tournament, 3


def test_illegal_pairings_are_named() -> None:
    """C.04.1: every player to be paired once, nobody else, at most one PAB."""
    t, r = _tournament()
    pairs = list(published_round(t, r))
    assert illegal(t, r, pairs) is None
    assert "left out" in (illegal(t, r, pairs[1:]) or "")
    assert "more than once" in (illegal(t, r, [*pairs, pairs[0]]) or "")
    away = next(iter(preset_byes(t, r)))
    assert "not to be paired" in (illegal(t, r, [*pairs, (away, 0)]) or "")


@pytest.mark.parametrize("dialect", ["trf26", "trfx", "trfbx"])
def test_candidate_input_has_the_rounds_before_and_the_byes_of_the_round(dialect: str) -> None:
    """Rounds < r as played, the byes of r pre-set as ``0000 - H`` (and 240 records;
    "Direction A")."""
    t, r = _tournament()
    data = candidate_input(t, r, dialect)
    loaded = read(data)
    back = loaded.tournament
    assert back.rounds_played == r
    for p in back.players:
        for k in range(1, r):
            assert p.entry(k) == t.player(p.start_rank).entry(k)
        e = p.entry(r)
        assert e.opponent is None
        assert e.result in (None, ResultCode.HALF_BYE)
    assert sum(p.entry(r).result is ResultCode.HALF_BYE for p in back.players) == 2
    assert (b"\n240 H   3 " in data) == (dialect == "trf26")
    assert not [f for f in loaded.findings if f.code == "PTS001"]  # points fit the results


def test_runner_times_out_and_reports_missing_programs(tmp_path: Path) -> None:
    """A hanging call is ended after its time limit; a missing program is reported ("What
    counts")."""
    call = run_call([sys.executable, "-c", "import time; time.sleep(30)"], 0.5, tmp_path)
    assert call.timed_out and call.returncode is None and call.seconds < 10
    missing = run_call(["/nonexistent/program"], 5.0)
    assert missing.missing and missing.returncode is None
    done = run_call([sys.executable, "-c", "import sys; print('x'); sys.exit(3)"], 20.0)
    assert (done.returncode, done.stdout.strip()) == (3, "x")


@pytest.mark.parametrize(
    ("rule", "measure", "expected"),
    [
        ("C1", Measure.WORSE, ("illegal:C1", "candidate")),  # two who have met paired again
        ("C12", Measure.WORSE, ("worse:C12", "candidate")),
        ("C12", Measure.BETTER, ("reference-worse:C12", "unclassified")),
        ("5.2.1", Measure.WORSE, ("worse:5.2.1", "candidate")),  # colours against 5.2.1
        ("art. 4", Measure.TIED, ("generation-order", "interpretation")),
        ("art. 4", Measure.ORDER, ("unexplained", "unclassified")),  # only the order differs
        (None, None, ("unexplained", "unclassified")),
    ],
)
def test_automatic_classes(
    rule: str | None, measure: Measure | None, expected: tuple[str, str]
) -> None:
    """The table of "Classification" and the module's list: what the evidence decides alone
    (the explanation's rule and how the published pairing measures on it)."""
    assert from_explanation(rule, measure) == expected


def test_results_file_drops_a_line_cut_short(tmp_path: Path) -> None:
    """A restart redoes a truncated last line and cuts it off the file ("The folder")."""
    first = Outcome(Direction.OURS_TO_CANDIDATE, 1, Status.OK, 5)
    second = Outcome(
        Direction.CANDIDATE_TO_OURS, 1, Status.DISCREPANT, 7,
        (Discrepancy(3, Kind.PAIRING, "worse:C12", "candidate", [[1, 2]], [[2, 1]], "C12", "x"),),
    )  # fmt: skip
    with ResultsLog(tmp_path) as log:
        log.append(first)
        log.append(second)
    path = tmp_path / RESULTS
    whole = path.read_bytes()
    path.write_bytes(whole + b'{"direction": "ours-to')
    assert load_results(tmp_path) == {
        (Direction.OURS_TO_CANDIDATE, 1): first,
        (Direction.CANDIDATE_TO_OURS, 1): second,
    }
    assert path.read_bytes() != whole
    load_results(tmp_path, repair=True)
    assert path.read_bytes() == whole
    assert json.loads(whole.splitlines()[1])["discrepancies"][0]["class"] == "candidate"
