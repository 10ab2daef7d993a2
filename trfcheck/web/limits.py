"""What one request may cost, and how many may run at once (docs/serve.md, "Limits")."""

from __future__ import annotations

import os
from dataclasses import dataclass

__all__ = ["Limits"]

MIB = 1024 * 1024


@dataclass(frozen=True, slots=True)
class Limits:
    """The server's limits.

    ``upload_bytes``: the largest request body (413 above it; a 1000-player TRF of 11 rounds
    is about 250 KB, the largest Swiss-Manager file seen about 2 MB). ``seconds``: the time
    one audit may take before its process is killed (504). ``memory_bytes``: the address
    space of one audit's process (RLIMIT_AS; a 1000-player pairing needs about 200 MB).
    ``workers``: audits run at once; ``waiting``: requests that may wait for a worker
    before the server answers 503.
    """

    upload_bytes: int = 20 * MIB
    seconds: float = 60.0
    memory_bytes: int = 1024 * MIB
    workers: int = max(1, os.cpu_count() or 1)
    waiting: int = 16

    def __post_init__(self) -> None:
        if self.upload_bytes < 1 or self.seconds <= 0 or self.memory_bytes < 64 * MIB:
            raise ValueError("limits must be positive (memory at least 64 MiB)")
        if self.workers < 1 or self.waiting < 0:
            raise ValueError("at least one worker, and no negative queue")
