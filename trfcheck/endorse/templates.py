"""Command templates of the candidate program, and the presets of the two usual conventions.

A template (docs/endorse.md, "Templates and presets") is split like a shell line (POSIX
``shlex``) and run
without a shell; the placeholders ``{in}``, ``{out}``, ``{seed}``, ``{config}``,
``{round}``, ``{system}`` and ``{dir}`` are replaced inside each argument, and ``{{`` /
``}}`` stand for literal braces.

Presets: most pairing engines follow one of two command-line conventions: the
bbpPairings one (``PROG --dutch IN -p OUT``, ``PROG --dutch IN -c``,
``PROG --dutch -g CONFIG -o OUT -s SEED``) and the JaVaFo one (``java -jar javafo.jar IN
-p OUT``, ``... IN -c``, ``... -g CONFIG -o OUT``), so a user can name just the program.
"""

from __future__ import annotations

import enum
import re
import shlex
from collections.abc import Mapping
from dataclasses import dataclass

__all__ = [
    "PLACEHOLDERS",
    "Preset",
    "TemplateError",
    "Templates",
    "expand",
    "preset_templates",
    "validate",
]

#: The placeholders a template may use.
PLACEHOLDERS = frozenset({"in", "out", "seed", "config", "round", "system", "dir"})

_TOKEN = re.compile(r"\{\{|\}\}|\{([^{}]*)\}|[{}]")


class TemplateError(ValueError):
    """A template that cannot be split or names an unknown placeholder."""


class Preset(enum.StrEnum):
    """The command-line conventions pairing engines share."""

    BBP = "bbp"
    JAVAFO = "javafo"


@dataclass(frozen=True, slots=True)
class Templates:
    """The candidate's three commands (any may be missing) and how it writes pairings."""

    pair: str | None = None
    check: str | None = None
    generate: str | None = None
    output: str = "javafo"  # javafo: the pairs format; trf: round r read from the file
    dialect: str = "trf26"  # trf26, trfx or trfbx: how the candidate's input files are written


def _substitute(arg: str, values: Mapping[str, str], template: str) -> str:
    def one(match: re.Match[str]) -> str:
        text = match.group(0)
        if text == "{{":
            return "{"
        if text == "}}":
            return "}"
        name = match.group(1)
        if name is None:
            raise TemplateError(f"{template!r}: a lone {text!r} (write {text * 2} for a brace)")
        if name not in PLACEHOLDERS:
            known = ", ".join("{" + p + "}" for p in sorted(PLACEHOLDERS))
            raise TemplateError(f"{template!r}: unknown placeholder {{{name}}}: expected {known}")
        if name not in values:
            raise TemplateError(f"{template!r}: {{{name}}} has no value in this command")
        return values[name]

    return _TOKEN.sub(one, arg)


def expand(template: str, values: Mapping[str, str]) -> list[str]:
    """The argument vector of ``template`` with the placeholders of ``values`` replaced.

    Raises TemplateError for a template that does not split, an unknown placeholder, or
    a placeholder without a value here (``{round}`` in a generate command).
    """
    try:
        words = shlex.split(template, posix=True)
    except ValueError as error:
        raise TemplateError(f"{template!r}: {error}") from None
    if not words:
        raise TemplateError("an empty command template")
    return [_substitute(word, values, template) for word in words]


def validate(template: str) -> list[str]:
    """Split ``template`` and check every placeholder (each given a dummy value)."""
    return expand(template, dict.fromkeys(PLACEHOLDERS, "x"))


def _runner(program: str) -> str:
    quoted = shlex.quote(program)
    return f"java -jar {quoted}" if program.lower().endswith(".jar") else quoted


def preset_templates(program: str, preset: Preset | None = None) -> Templates:
    """The templates of ``program`` under ``preset`` (default: JaVaFo for a ``.jar`` or a
    name containing ``javafo``, else bbpPairings).

    JaVaFo's input is written in the TRF(x) dialect it reads (XXR, XXC, XXS lines),
    bbpPairings' in TRF(bx) (BB? scoring lines; bbpPairings v6 refuses the ETT26 192 code
    ``FIDE_DUTCH_2026`` of a TRF-26 file, it reads only the 2025 spelling).
    """
    if preset is None:
        javafo = program.lower().endswith(".jar") or "javafo" in program.lower()
        preset = Preset.JAVAFO if javafo else Preset.BBP
    run = _runner(program)
    if preset is Preset.BBP:
        return Templates(
            pair=f"{run} --{{system}} {{in}} -p {{out}}",
            check=None,
            generate=f"{run} --{{system}} -g {{config}} -o {{out}} -s {{seed}}",
            dialect="trfbx",
        )
    return Templates(
        pair=f"{run} {{in}} -p {{out}}",
        check=None,
        generate=f"{run} -g {{config}} -o {{out}}",
        dialect="trfx",
    )
