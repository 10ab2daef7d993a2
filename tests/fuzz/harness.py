"""Run every operation on one input in-process and say what went wrong, if anything.

The operations are the library calls behind the commands: read, the canonical
conversions (``trf.convert``, which must round-trip or refuse), JSON and back, the
engines of the three systems (their rounds pass the legality check), and the audit of
``check``. An expected refusal is a ``TrfError``, a ``PairingError`` or a
``CommandError``; any other exception is a crash, and an operation over the CPU budget
is a hang.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

from tests.fuzz.operations import CpuTimeExceeded, cpu_time_limit
from trfcheck.cli.outcome import CommandError
from trfcheck.pairers.base import PairingError
from trfcheck.pairers.next_round import pair_round
from trfcheck.pairers.registry import rules_for
from trfcheck.ruleset import Overrides, UnknownRules
from trfcheck.trf import Dialect, Loaded, TrfError, dumpb, read, to_json
from trfcheck.trf.convert import convert
from trfcheck.trf.model import Tournament
from trfcheck.verify.audit import audit_tournament

__all__ = ["Report", "survive"]

EXPECTED = (TrfError, PairingError, CommandError, UnknownRules, RecursionError)


@dataclass(slots=True)
class Report:
    """What the operations did with one input: problems (crashes, hangs) and CPU times."""

    problems: list[str] = field(default_factory=list)
    seconds: dict[str, float] = field(default_factory=dict)


def survive(data: bytes, *, budget: float = 10.0, check: bool = True) -> Report:
    """Run the operations on ``data``; a report of what broke the contract (module notes)."""
    report = Report()
    loaded = _step(report, "read", budget, lambda: read(data, "fuzz.trf"))
    if not isinstance(loaded, Loaded):
        return report
    t = loaded.tournament
    _step(report, "convert_trf", budget, lambda: dumpb(t, loaded.document))
    for dialect in (Dialect.TRF16, Dialect.TRF26):
        _step(report, f"convert_{dialect}", budget, partial(convert, loaded, dialect))
    _step(report, "json", budget, lambda: read(to_json(t, loaded.document)))
    for system in ("dutch", "dubov", "lim"):
        _step(report, f"pair_{system}", budget, partial(_pair, t, system))
    if check:
        _step(report, "check", budget, partial(_check, loaded))
    return report


def _pair(t: Tournament, system: str) -> object:
    return pair_round(t, rules_for(t, Overrides(system=system)), None, ahead=True)


def _check(loaded: Loaded) -> object:
    t = loaded.tournament
    return audit_tournament(t, rules_for(t), findings=loaded.findings)


def _step(report: Report, name: str, budget: float, action: Callable[[], object]) -> object:
    """Run one operation; a hang is the guard's signal or, if the signal landed where it
    could not stop the operation (a garbage-collector callback swallows exceptions), a
    CPU time over the budget measured afterwards."""
    started = time.process_time()
    hung = False
    try:
        with cpu_time_limit(budget):
            return action()
    except EXPECTED:
        return None
    except CpuTimeExceeded:
        hung = True
        return None
    except MemoryError:
        report.problems.append(f"{name}: MemoryError")
        return None
    except Exception as error:  # the contract: no other exception
        where = traceback.extract_tb(error.__traceback__)[-1]
        report.problems.append(
            f"{name}: {type(error).__name__}: {str(error)[:80]} "
            f"({where.filename.split('trfcheck/')[-1]}:{where.lineno})"
        )
        return None
    finally:
        spent = report.seconds[name] = time.process_time() - started
        if hung or spent > budget:
            report.problems.append(f"{name}: hang (over {budget} s of CPU)")
