"""pip install from a wheel works as the clone does: the wheel is built, installed into a fresh
virtual environment (its dependencies from the package index), and the installed ``xcc`` is run
from a directory outside the repository."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile

import pytest

from .conftest import ROOT

pytestmark = pytest.mark.slow


def run(*args, cwd=None, timeout=900) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items()  # bytecode written by the runs (the install leaves it)
           if k not in ("XCCKIT_MODELS", "PYTHONPATH", "VIRTUAL_ENV", "PYTHONDONTWRITEBYTECODE")}
    return subprocess.run([str(a) for a in args], cwd=cwd, capture_output=True, text=True, timeout=timeout,
                          env=env)


def test_the_wheel_holds_the_data_and_its_xcc_runs_outside_the_repo(tmp_path):
    """One test, not two sharing a module fixture: the two workers could each have built and
    installed the wheel (half a minute)."""
    build = run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-w", tmp_path / "dist", ROOT)
    assert build.returncode == 0, build.stderr
    assert "Warning" not in build.stdout + build.stderr, "the build warns: " + build.stderr
    (wheel,) = (tmp_path / "dist").glob("xcckit-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for path in ("words/sgb-words.txt", "words/enable1.txt", "words/wamerican.copyright",
                 "macmahon/hexiamonds.txt", "slitherlink/demo-7x7.txt", "dlx/knuth-toy.dlx", "dlx/costs.dlx",
                 "sudoku/inkala.txt", "masyu/demo-6x6.txt", "masyu/demo-10x10.txt", "akari/about.toml",
                 "queens/about.toml"):
        assert f"xcckit/data/{path}" in names

    # A fresh venv, installed into by this pip (--python): a pip of its own would first be installed
    # there; no bytecode compiled for the dependencies' thousands of modules (the runs write it).
    venv = tmp_path / "venv"
    assert run(sys.executable, "-m", "venv", "--without-pip", venv).returncode == 0
    install = run(sys.executable, "-m", "pip", "--python", venv / "bin" / "python", "install", "-q",
                  "--no-compile", wheel)
    assert install.returncode == 0, install.stderr
    # Two runs of the installed xcc (the data files of the other kinds are checked in the wheel
    # above): a word list read by the trie, its kernels compiled cold; a bundled puzzle solved on
    # sat (auto's dlx would compile its kernels cold too: 17 of this test's 38 s, 2026-11-30).
    xcc, elsewhere = venv / "bin" / "xcc", tmp_path / "elsewhere"
    elsewhere.mkdir()
    r = run(xcc, "count", "wordrect", "dict3-300", "dict4-300", "--json", cwd=elsewhere)
    assert r.returncode == 0 and json.loads(r.stdout)["count"] == 17, r.stderr
    r = run(xcc, "solve", "slitherlink", "demo-7x7", "--unique", "-b", "sat", cwd=elsewhere)
    assert r.returncode == 0 and r.stdout.startswith("┌") and "the solution is unique" in r.stdout, r.stderr
