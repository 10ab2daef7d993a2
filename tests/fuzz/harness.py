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
from dataclasses import dataclass, field

from tests.fuzz.operations import CpuTimeExceeded, cpu_time_limit
from trfcheck.cli.common import CommandError
from trfcheck.cli.pair import pair_round
from trfcheck.pairers.base import PairingError
from trfcheck.trf import Dialect, Loaded, TrfError, dumpb, read, to_json
from trfcheck.trf.convert import convert
from trfcheck.verify.audit import audit

__all__ = ["Report", "survive"]

EXPECTED = (TrfError, PairingError, CommandError, RecursionError)


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
    _step(report, "convert_trf", budget, lambda: dumpb(loaded.tournament, loaded.document))
    for dialect in (Dialect.TRF16, Dialect.TRF26):
        _step(report, f"convert_{dialect}", budget, lambda d=dialect: convert(loaded, d))  # type: ignore[misc]
    _step(report, "json", budget, lambda: read(to_json(loaded.tournament, loaded.document)))
    for system in ("dutch", "dubov", "lim"):
        _step(report, f"pair_{system}", budget, lambda s=system: pair_round(loaded, s, None, None))  # type: ignore[misc]
    if check:
        _step(report, "check", budget, lambda: audit(loaded.tournament, document=loaded.document))
    return report


def _step(report: Report, name: str, budget: float, action: object) -> object:
    started = time.process_time()
    try:
        with cpu_time_limit(budget):
            return action()  # type: ignore[operator]
    except EXPECTED:
        return None
    except CpuTimeExceeded:
        report.problems.append(f"{name}: hang (over {budget} s of CPU)")
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
        report.seconds[name] = time.process_time() - started
