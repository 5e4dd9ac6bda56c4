"""The command line's output, byte for byte, on the README's examples and their neighbours: a
transcript kept in ``tests/data/transcript.txt`` (figures that depend on the clock, seconds, are
written as ``S``). A change of the output shows here first; when it is meant, write the
transcript again with ``python -m tests.test_transcript`` and read the diff."""

from __future__ import annotations

import re
import shlex
import sys
from pathlib import Path

import pytest

TRANSCRIPT = Path(__file__).parent / "data" / "transcript.txt"
COMMANDS = [
    "kinds",
    "solve slitherlink demo-7x7 --unique",
    "solve slitherlink demo-7x7 --json",
    "count wordrect sgb-words:1000 sgb-words:1000",
    "solve macmahon 12",
    "solve macmahon --help",
    "count queens 12",
    "count queens 8 --distinct",
    "count queens 8 --json",
    "count queens 8 --limit 10",
    "solve queens 6 --limit 3",
    "solve queens 6 --limit 2 --json --backend dlx",
    "solve queens 3",
    "count torto TORTO",
    "count polyomino pentominoes 3x20",
    "count slitherlink 4x4 --json",
    "sample slitherlink 4x4 -n 2 --seed 1",
    "sample queens 6 -n 2 --seed 3 --json",
    "facts slitherlink demo-7x7",
    "facts queens 5 --json",
    "solve dlx costs --best 3",
    "solve dlx costs --minimize --json",
    "solve wordsquare sgb-words:500 --cost rank --minimize",
    "export queens 4",
    "export slitherlink demo-7x7 --format janko",
    "crosscheck queens 6 --backends dlx,sat",
    "crosscheck queens 6 --backends dlx,zdd --json",
    "generate sudoku 4 --seed 1",
    "generate slitherlink 5x5 --seed 2 --json",
    "count queens 8 --svg x.svg",
    "solve queens 8 --backend nope",
    "count queens 8 --journal j --limit 3",
    "solve queens 8 --order mrv",
]
CLOCK = [(re.compile(r'"seconds": [0-9.e-]+'), '"seconds": S'),
         (re.compile(r"(?<![\w.])\d+\.\d+(?= ?s\b)"), "S"),
         (re.compile(r"(?<= )\d+\.\d{3}(?=\s)"), "S")]  # a table's seconds


def _clockless(text: str) -> str:
    for pattern, repl in CLOCK:
        text = pattern.sub(repl, text)
    return text


def _run(args: list[str], capsys) -> str:
    from xcckit.cli import main
    with pytest.raises(SystemExit) as exc:
        main(args)
    out, err = capsys.readouterr()
    shown = f"$ xcc {shlex.join(args)}\n[exit {exc.value.code}]\n{out}"
    if err:
        shown += f"--- stderr\n{err}"
    return _clockless(shown)


def _entries(text: str) -> dict[str, str]:
    """The transcript's entries by command line."""
    parts = re.split(r"^(?=\$ xcc )", text, flags=re.M)
    return {part.splitlines()[0]: part for part in parts if part.startswith("$ xcc ")}


@pytest.mark.parametrize("command", COMMANDS)
def test_the_output_is_the_transcripts(command, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    kept = _entries(TRANSCRIPT.read_text())
    args = shlex.split(command)
    line = f"$ xcc {shlex.join(args)}"
    assert line in kept, f"{line} is not in {TRANSCRIPT.name}: write it again (python -m tests.test_transcript)"
    assert _run(args, capsys) == kept[line]


def test_the_transcript_holds_only_these_commands():
    assert list(_entries(TRANSCRIPT.read_text())) == [f"$ xcc {shlex.join(shlex.split(c))}" for c in COMMANDS]


if __name__ == "__main__":  # write the transcript again
    import contextlib
    import io
    import os
    import tempfile
    from xcckit.cli import main
    out = []
    with tempfile.TemporaryDirectory() as where:
        os.chdir(where)
        for command in COMMANDS:
            args = shlex.split(command)
            stdout, stderr = io.StringIO(), io.StringIO()
            code = 0
            with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
                try:
                    main(args)
                except SystemExit as end:
                    code = end.code
            shown = f"$ xcc {shlex.join(args)}\n[exit {code}]\n{stdout.getvalue()}"
            if stderr.getvalue():
                shown += f"--- stderr\n{stderr.getvalue()}"
            out.append(_clockless(shown))
    TRANSCRIPT.write_text("".join(out))
    print(f"{TRANSCRIPT}: {len(out)} commands", file=sys.stderr)
