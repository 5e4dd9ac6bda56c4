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


def test_readme_quotes_the_commands_words(run_cli):
    """An option given to the wrong command, as the README quotes it, is what the command says (the
    README had 'an option of xcc solve' where the command names solve, sample and facts)."""
    text = " ".join((ROOT / "README.md").read_text().split())  # (a quote may be wrapped)
    quotes = re.findall(r"`(xcc: (--[\w-]+): an option of xcc [^`]*, not of xcc (\w+))`", text)
    assert quotes
    for said, option, command in quotes:
        assert run_cli(command, "queens", "8", option, "x") == (2, "", said + "\n")
