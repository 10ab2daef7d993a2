"""``trfcheck endorse``: the FIDE endorsement run against another pairing program.

FIDE's technical commission accepts a pairing program after 50,000 random tournaments
with at most 10 discrepancies, in both directions (TEC Manual §3.9.3-3.9.4;
docs/endorse.md): trfcheck's tournaments paired by the candidate (direction A,
``direction_a``) and the candidate's tournaments checked by trfcheck (direction B,
``direction_b``). The candidate is given as command templates (``templates``) run with
a time limit (``runner``); every discrepancy is kept with its evidence (``evidence``)
and classified where the evidence allows (``classify``); the run is resumable
(``workdir``) and ends with a JSON summary and a text report (``summary``).

Layer: above ``generator``, ``pairers`` and ``verify``, below ``cli``.
"""

from .classify import CLASSES, MANUAL_CLASSES
from .harness import CandidateUnavailable, preflight, run
from .outcome import Direction, Discrepancy, Kind, Outcome, Status
from .settings import RunSettings
from .summary import build_summary, summary_text, write_summary
from .templates import Preset, TemplateError, Templates, preset_templates
from .workdir import SettingsClash, WorkdirError, save_classification

__all__ = [
    "CLASSES",
    "MANUAL_CLASSES",
    "CandidateUnavailable",
    "Direction",
    "Discrepancy",
    "Kind",
    "Outcome",
    "Preset",
    "RunSettings",
    "SettingsClash",
    "Status",
    "TemplateError",
    "Templates",
    "WorkdirError",
    "build_summary",
    "preflight",
    "preset_templates",
    "run",
    "save_classification",
    "summary_text",
    "write_summary",
]
