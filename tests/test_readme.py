"""The README's Python example runs as written."""

from __future__ import annotations

import contextlib
import io
import os
import re

from .conftest import ROOT


def test_readme_python_example_runs():
    text = (ROOT / "README.md").read_text()
    block = re.search(r"```python\n(.*?)```", text, re.S).group(1)
    out = io.StringIO()
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(block, "README.md", "exec"), {})
    finally:
        os.chdir(cwd)
    lines = out.getvalue().splitlines()
    assert lines[0] == "solved [['p r x:A y', 'q x:A']]"
    assert lines[1] == "1"
    assert lines[2] == "primary item 'p' is covered 2 times (options 0, 1), not once"
    assert lines[3] == "agree"
