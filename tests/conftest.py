"""Shared fixtures: every backend-agnostic test runs once per backend."""

from __future__ import annotations

from pathlib import Path

import pytest

from xcckit.backends import BACKENDS

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "data"
GOLDEN = SHARED / "dlx"

GOLDEN_COUNTS = {
    "torto-CAT": 128,
    "torto-TORTO": 1832,
    "slither-p1": 3,
    "slither-g4x4s1": 13,
    "slither-empty3x3": 322,
    "wr-dict3-300-dict4-300": 17,
}


@pytest.fixture(params=BACKENDS)
def backend(request) -> str:
    return request.param


@pytest.fixture
def run_cli(capsys):
    """Run ``xcc ARGS`` in-process; return (exit status, stdout, stderr)."""
    from xcckit.cli import main

    def run(*args: str) -> tuple[int, str, str]:
        with pytest.raises(SystemExit) as exc:
            main([str(a) for a in args])
        out, err = capsys.readouterr()
        return exc.value.code, out, err

    return run
