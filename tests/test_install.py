"""pip install from a wheel works as the clone does: the wheel is built, installed into a fresh
virtual environment (its dependencies from the package index), and the installed ``xcc`` is run
from a directory outside the repository."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from .conftest import ROOT

pytestmark = pytest.mark.slow


def run(*args, cwd=None, timeout=900) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("XCCKIT_MODELS", "PYTHONPATH", "VIRTUAL_ENV")}
    return subprocess.run([str(a) for a in args], cwd=cwd, capture_output=True, text=True, timeout=timeout,
                          env=env)


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> tuple[Path, Path]:
    """(the wheel, the ``xcc`` of a fresh venv it is installed in)."""
    tmp = tmp_path_factory.mktemp("wheel")
    build = run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-w", tmp / "dist", ROOT)
    assert build.returncode == 0, build.stderr
    assert "Warning" not in build.stdout + build.stderr, "the build warns: " + build.stderr
    (wheel,) = (tmp / "dist").glob("xcckit-*.whl")
    venv = tmp / "venv"
    assert run(sys.executable, "-m", "venv", venv).returncode == 0
    install = run(venv / "bin" / "python", "-m", "pip", "install", "-q", wheel)
    assert install.returncode == 0, install.stderr
    return wheel, venv / "bin" / "xcc"


def test_wheel_holds_the_bundled_data(installed):
    wheel, _ = installed
    names = set(zipfile.ZipFile(wheel).namelist())
    for path in ("words/sgb-words.txt", "words/enable1.txt", "words/wamerican.copyright",
                 "macmahon/hexiamonds.txt", "slitherlink/demo-7x7.txt", "dlx/knuth-toy.dlx", "dlx/costs.dlx",
                 "sudoku/inkala.txt", "masyu/demo-6x6.txt", "masyu/demo-10x10.txt"):
        assert f"xcckit/data/{path}" in names


def test_installed_xcc_runs_outside_the_repo(installed, tmp_path):
    _, xcc = installed
    r = run(xcc, "count", "wordrect", "dict3-300", "dict4-300", "--json", cwd=tmp_path)
    assert r.returncode == 0 and json.loads(r.stdout)["count"] == 17, r.stderr
    r = run(xcc, "solve", "macmahon", "12", cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.strip(), r.stderr
    r = run(xcc, "solve", "sudoku", "royle17", "--unique", cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.splitlines()[-1] == "the solution is unique", r.stderr
    r = run(xcc, "solve", "slitherlink", "demo-7x7", "--unique", cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.startswith("┌") and "the solution is unique" in r.stdout, r.stderr
