"""``trfcheck serve``: the audit as a web page and a JSON API (``trfcheck.web``), run by
uvicorn; needs the ``serve`` extra (``pip install 'trfcheck[serve]'``; docs/serve.md)."""

from __future__ import annotations

import logging
from typing import Annotated

import typer

from trfcheck.cli.outcome import CommandError, ExitCode, guarded

__all__ = ["register", "serve_command"]


def serve_command(
    host: Annotated[
        str, typer.Option("--host", metavar="ADDRESS", help="Address to listen on.")
    ] = "127.0.0.1",
    port: Annotated[
        int, typer.Option("--port", metavar="PORT", min=0, max=65535, help="Port to listen on.")
    ] = 8000,
    workers: Annotated[
        int | None,
        typer.Option("--workers", metavar="N", min=1, help="Audits at once (default: cores)."),
    ] = None,
    waiting: Annotated[
        int,
        typer.Option(
            "--queue", metavar="N", min=0, help="Requests waiting for a worker, then 503."
        ),
    ] = 16,
    timeout: Annotated[
        float,
        typer.Option("--timeout", metavar="SECONDS", min=0.1, help="Time limit of one audit."),
    ] = 60.0,
    memory: Annotated[
        int,
        typer.Option("--memory", metavar="MIB", min=64, help="Memory limit of one audit (MiB)."),
    ] = 1024,
    upload: Annotated[
        int,
        typer.Option("--max-upload", metavar="MIB", min=1, help="Largest upload (MiB)."),
    ] = 20,
) -> None:
    """Serve the audit as a web page and a JSON API (nothing stored; limits per request)."""

    def body() -> ExitCode:
        try:
            import uvicorn
        except ImportError:
            raise CommandError(
                ExitCode.UNSUPPORTED,
                "trfcheck serve needs its extra: pip install 'trfcheck[serve]'",
            ) from None
        from trfcheck.web.app import create_app
        from trfcheck.web.limits import MIB, Limits

        limits = Limits(
            upload_bytes=upload * MIB,
            seconds=timeout,
            memory_bytes=memory * MIB,
            waiting=waiting,
            **({"workers": workers} if workers else {}),
        )
        logging.basicConfig(level=logging.INFO, format="%(message)s")
        uvicorn.run(
            create_app(limits),
            host=host,
            port=port,
            access_log=False,  # the application logs each request (trfcheck.web.app)
            log_level="info",
            server_header=False,
            timeout_graceful_shutdown=5,
        )
        return ExitCode.OK

    raise typer.Exit(guarded(body))


def register(app: typer.Typer) -> None:
    app.command("serve")(serve_command)
