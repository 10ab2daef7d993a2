"""Each command imports what it uses (lazy imports, for the start-up time): ``trfcheck --version``,
``--help`` and a check of a small Dutch file import neither Jinja2 nor jsonschema nor rich
nor the engines of other systems; ``--version`` does not even import typer.

The modules are read from ``sys.modules`` after the command ran in a fresh interpreter
(a subprocess), not from a timing: the start-up figures are a benchmark (README,
"Start-up"). Each forbidden module has a positive control, a command that does import it,
so that a test cannot pass because a module name is misspelt.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import FIXTURES, REPO

EXAMPLE = FIXTURES / "example.trf"  # Dutch (no 192 record), 2 rounds
#: A team event (192 FIDE_TEAM_MP_GP, TRF-26 team records) that checks clean.
TEAM_EVENT = FIXTURES / "external" / "markdechamps-swiss-team-2026" / "team-2003.trf"

#: Runs ``trfcheck.cli.main(argv)`` and prints the sorted names of the loaded modules.
PROBE = """
import contextlib, io, json, sys
from trfcheck.cli import main
argv = json.loads(sys.argv[1])
out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
try:
    with contextlib.redirect_stdout(out):
        main(argv)
except SystemExit as stop:
    code = stop.code
print(json.dumps({"exit": code, "modules": sorted(sys.modules)}), file=sys.stderr)
"""

HEAVY = ("jinja2", "jsonschema", "rich")
#: What a check of a small Dutch file does not use (start-up under 0.20 s): the
#: team records' decoders, findings, rounds and standings (a team event only), the Lim
#: checks with their matching (Lim only), the rated games of B.02 (the rating facts read the
#: floor only), the TRF writer (nothing is written), the JSON reader (the input is TRF), and
#: tabulate (the tables of a check are plain text, written by ``report.tables.simple_table``;
#: tabulate 0.10 imports ``importlib.metadata``).
NOT_FOR_A_DUTCH_CHECK = (
    "trfcheck.trf.teams",
    "trfcheck.verify.team",
    "trfcheck.trf.team_rounds",
    "trfcheck.standings.team_report",
    "trfcheck.standings.team",
    "trfcheck.verify.rules.lim",
    "trfcheck.rating.games",
    "trfcheck.trf.dump",
    "trfcheck.trf.canonical",
    "trfcheck.trf.writer",
    "trfcheck.trf.jsonio",
    "tabulate",
)
OTHER_ENGINES = tuple(f"trfcheck.pairers.{name}" for name in ("dubov", "lim", "burstein", "team"))


def _modules(*argv: str) -> tuple[int, set[str]]:
    run = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(list(argv))],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.stderr, run
    reply = json.loads(run.stderr.strip().splitlines()[-1])
    return reply["exit"], set(reply["modules"])


def _loaded(modules: set[str], *names: str) -> list[str]:
    return [n for n in names if n in modules]


def test_version_imports_neither_typer_nor_the_model() -> None:
    """``--version`` names the build and the matching core without loading the CLI."""
    code, modules = _modules("--version")
    assert code == 0
    assert not _loaded(modules, "typer", "click", "lark", "tabulate", *HEAVY), modules
    ours = {m for m in modules if m.startswith("trfcheck")}
    # the package and its version (a leaf module), the command line's entry module, the
    # build description, and the C matching core's module with the (empty) packages above it
    assert ours <= {
        "trfcheck",
        "trfcheck.version",
        "trfcheck.cli",
        "trfcheck.compiled",
        "trfcheck.pairers",
        "trfcheck.pairers.core",
        "trfcheck.pairers.core._matching_c",
    }, sorted(ours)


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_imports_no_engine_no_template_no_schema(flag: str) -> None:
    code, modules = _modules(flag)
    assert code == 0
    assert not _loaded(modules, *HEAVY, "trfcheck.pairers.dutch", *OTHER_ENGINES)
    assert not _loaded(modules, "trfcheck.report.html", "trfcheck.endorse")


@pytest.mark.parametrize(
    "argv",
    [
        ("check", str(EXAMPLE)),
        (str(EXAMPLE), "--quiet"),
        ("check", str(EXAMPLE), "--format", "json"),
        ("pair", str(EXAMPLE)),
        ("show", str(EXAMPLE)),
    ],
)
def test_a_dutch_file_imports_the_dutch_engine_only(argv: tuple[str, ...]) -> None:
    code, modules = _modules(*argv)
    assert code == 0
    assert not _loaded(modules, *HEAVY, *OTHER_ENGINES), sorted(modules)
    assert not _loaded(modules, "trfcheck.report.html", "trfcheck.generator", "trfcheck.endorse")
    if argv[0] != "show":  # show re-pairs nothing
        assert "trfcheck.pairers.dutch" in modules


@pytest.mark.parametrize(
    "argv",
    [
        ("check", str(EXAMPLE)),
        (str(EXAMPLE), "--quiet"),
        ("check", str(EXAMPLE), "--format", "json"),
    ],
)
def test_a_dutch_check_imports_no_team_lim_rating_writer_or_json_module(
    argv: tuple[str, ...],
) -> None:
    """A check of a small Dutch file loads neither the team modules, nor the Lim checks,
    nor the rated games, nor the TRF writer, nor the JSON reader (each has a positive
    control below)."""
    code, modules = _modules(*argv)
    assert code == 0
    assert not _loaded(modules, *NOT_FOR_A_DUTCH_CHECK), sorted(modules)


def test_a_team_event_imports_the_team_findings() -> None:
    """Positive control: a team event is checked with ``verify.team`` (C.04.6) and its rounds,
    and its standings are the teams' (``standings team_report``)."""
    code, modules = _modules("check", str(TEAM_EVENT))
    assert code == 0
    assert "trfcheck.verify.team" in modules and "trfcheck.trf.team_rounds" in modules
    assert "trfcheck.trf.teams" in modules  # the team records' decoders (310, 320, ...)
    code, modules = _modules("standings", str(TEAM_EVENT))
    assert code == 0
    assert "trfcheck.standings.team_report" in modules and "trfcheck.standings.team" in modules


def test_the_writer_json_and_rated_games_are_imported_when_used(tmp_path: Path) -> None:
    """Positive controls: ``pair`` writes TRF (dump, canonical, writer), ``convert --to json``
    writes JSON (jsonio), ``rating`` lists the rated games (B.02), ``show`` prints its
    standings with tabulate."""
    code, modules = _modules("pair", str(EXAMPLE))
    assert code == 0
    assert not [
        m
        for m in ("trfcheck.trf.dump", "trfcheck.trf.canonical", "trfcheck.trf.writer")
        if m not in modules
    ]
    code, modules = _modules(
        "convert", str(EXAMPLE), "--to", "json", "-o", str(tmp_path / "e.json")
    )
    assert code == 0
    assert "trfcheck.trf.jsonio" in modules
    code, modules = _modules("rating", str(EXAMPLE))
    assert code == 0
    assert "trfcheck.rating.games" in modules
    code, modules = _modules("show", str(EXAMPLE))
    assert code == 0
    assert "tabulate" in modules


def test_an_html_report_imports_jinja2(tmp_path: Path) -> None:
    """Positive control: the modules above are imported when a command needs them."""
    code, modules = _modules("check", str(EXAMPLE), "--html", str(tmp_path / "r.html"))
    assert code == 0
    assert "jinja2" in modules and "trfcheck.report.html" in modules


def test_json_input_imports_jsonschema(tmp_path: Path) -> None:
    """Positive control: JSON input is validated against the schema (jsonschema)."""
    data = tmp_path / "example.json"
    code, _ = _modules("convert", str(EXAMPLE), "--to", "json", "-o", str(data))
    assert code == 0
    code, modules = _modules("check", str(data))
    assert code == 0
    assert "jsonschema" in modules


def test_a_lim_file_imports_the_lim_engine() -> None:
    """Positive control for the engines: ``--system lim`` loads Lim."""
    code, modules = _modules("check", str(EXAMPLE), "--system", "lim", "--quiet")
    assert code in (0, 1)
    assert "trfcheck.pairers.lim" in modules
    assert "trfcheck.verify.rules.lim" in modules  # the Lim checks (C.04.4.3), for Lim only


#: Runs ``main(["check", FILE])`` with the check of one file spied on: is the cyclic
#: collector on while the command works, and after ``main``?
GC_PROBE = """
import gc, json, sys
import trfcheck.cli.check as check
seen = []
original = check.check_file
def spy(*args, **kwargs):
    seen.append(gc.isenabled())
    return original(*args, **kwargs)
check.check_file = spy
from trfcheck.cli import main
try:
    main(["check", sys.argv[1]])
except SystemExit:
    pass
print(json.dumps({"during": seen, "after": gc.isenabled()}), file=sys.stderr)
"""


def test_the_collector_is_off_only_while_the_command_is_imported() -> None:
    """``main`` switches the cyclic collector off while the command's modules load (a faster
    start-up) and on again once the command is resolved: a check runs with it on (a large
    file's cyclic garbage is collected), and it is on after ``main``."""
    run = subprocess.run(
        [sys.executable, "-c", GC_PROBE, str(EXAMPLE)],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
    )
    reply = json.loads(run.stderr.strip().splitlines()[-1])
    assert reply == {"during": [True], "after": True}
