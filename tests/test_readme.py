"""The README's Python example runs as written."""

from __future__ import annotations

import contextlib
import io
import os
import re

from .conftest import ROOT


def python_blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", (ROOT / "README.md").read_text(), re.S)


def run_block(block: str) -> list[str]:
    out = io.StringIO()
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(block, "README.md", "exec"), {})
    finally:
        os.chdir(cwd)
    return out.getvalue().splitlines()


def test_readme_api_example_runs():
    (block,) = [b for b in python_blocks() if "xcckit.Model()" in b]
    lines = run_block(block)
    assert lines[0] == "solved [['p r x:A y', 'q x:A']]"
    assert lines[1] == "1"
    assert lines[2] == "primary item 'p' is covered 2 times (options 0, 1), not once"
    assert lines[3] == "agree"


def test_readme_slitherlink_example_runs():
    (block,) = [b for b in python_blocks() if "Slitherlink.from_url" in b]
    lines = run_block(block)
    assert lines[0].startswith("┌") and len(lines) == 7  # the 3×3 grid: 4 dot rows, 3 cell rows
