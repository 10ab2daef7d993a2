"""The OpenAPI 3.1 description of the JSON API, built from the option table of
``trfcheck.web.upload`` (the one list of what each command accepts)."""

from __future__ import annotations

from typing import Any

from trfcheck.version import __version__
from trfcheck.web.limits import Limits
from trfcheck.web.upload import OPTIONS

__all__ = ["openapi"]

_ERROR = {
    "type": "object",
    "required": ["error"],
    "properties": {
        "error": {"type": "string", "description": "What went wrong, in one line."},
        "diagnostics": {"type": "array", "items": {"type": "string"}},
        "exit": {"type": "integer", "description": "The command's exit code."},
    },
}


def _operation(command: str, limits: Limits) -> dict[str, Any]:
    fields: dict[str, Any] = {
        "file": {"type": "string", "format": "binary", "description": "The tournament file."}
    }
    query = []
    for option in OPTIONS[command]:
        schema: dict[str, Any] = {"type": option.kind.value}
        if option.repeat:
            schema = {"type": "array", "items": schema}
        fields[option.name] = {**schema, "description": option.help}
        query.append(
            {
                "name": option.name,
                "in": "query",
                "required": False,
                "schema": schema,
                "description": option.help + " (with a raw body)",
            }
        )
    query.append(
        {
            "name": "name",
            "in": "query",
            "required": False,
            "schema": {"type": "string"},
            "description": "The file's name, for its extension (.trf, .json, .TUNX)",
        }
    )
    error = {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
    return {
        "summary": f"trfcheck {command} FILE --format json",
        "description": (
            f"The body is what `trfcheck {command} FILE --format json` prints for the same "
            "file and options; the header X-Trfcheck-Exit gives its exit code."
        ),
        "parameters": query,
        "requestBody": {
            "required": True,
            "content": {
                "multipart/form-data": {
                    "schema": {"type": "object", "required": ["file"], "properties": fields}
                },
                "application/octet-stream": {"schema": {"type": "string", "format": "binary"}},
            },
        },
        "responses": {
            "200": {
                "description": "The command's JSON output (exit 0 or 1)",
                "content": {"application/json": {"schema": {"type": "object"}}},
            },
            "400": {"description": "A bad option or a malformed body", **error},
            "413": {"description": f"Over {limits.upload_bytes} bytes", **error},
            "415": {"description": "Neither a form nor a raw file", **error},
            "422": {"description": "An unreadable or unsupported file", **error},
            "503": {"description": "Every worker busy and the queue full", **error},
            "504": {"description": f"Over {limits.seconds:g} s", **error},
        },
    }


def openapi(limits: Limits) -> dict[str, Any]:
    """The description, with the server's limits."""
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "trfcheck",
            "version": __version__,
            "description": "The audit of FIDE Tournament Report Files over HTTP.",
        },
        "paths": {f"/api/{command}": {"post": _operation(command, limits)} for command in OPTIONS},
        "components": {"schemas": {"Error": _ERROR}},
    }
