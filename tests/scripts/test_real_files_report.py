"""docs/real-files-report.md is what the current code says."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import REPO


@pytest.mark.slow
def test_real_files_report_is_not_stale() -> None:
    script = REPO / "scripts" / "real_files_report.py"
    done = subprocess.run(
        [sys.executable, str(script), "--check"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
