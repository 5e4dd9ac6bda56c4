"""Word lists for the word puzzles (word rectangles, word squares).

A word list is ``FILE[@L][:N]``: a file of one word per line (or the short name of a bundled list
in ``models/words/``, e.g. ``sgb-words:1000``); ``@L`` keeps only the words of L letters (so
``enable1@5`` is ENABLE's five-letter words, in file order) and ``:N`` then keeps the first N.
Every word must have only letters and, without ``@L``, the length of the first; a duplicate is dropped with a note (so counts can
differ from Knuth's word-rect-dlx, which keeps duplicates and counts their solutions twice).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import InputError
from . import Puzzle, read_text, show_char

MODELS = Path(os.environ.get("XCCKIT_MODELS", Path(__file__).resolve().parents[3] / "models"))
WORDS_DIR = MODELS / "words"


@dataclass
class WordList:
    spec: str                 # the argument as given
    path: str                 # the file actually read
    words: list[str]
    notes: list[str] = field(default_factory=list)

    @property
    def length(self) -> int:
        return len(self.words[0])


def resolve(name: str) -> str:
    """A file path, or the bundled list ``models/words/NAME`` (``.txt`` optional)."""
    if name == "-" or os.path.exists(name):
        return name
    for candidate in (WORDS_DIR / name, WORDS_DIR / f"{name}.txt"):
        if candidate.is_file():
            return str(candidate)
    return name  # reading it reports the missing file


def load_words(spec: str, max_len: int | None = None) -> WordList:
    """Read ``FILE[@L][:N]``, validating every line; errors name file:line:column."""
    name, keep = spec, None
    head, sep, tail = spec.rpartition(":")
    if sep and head:
        if not tail.isdigit() or int(tail) < 1:
            raise InputError(f"':{tail}' must be a positive number of words", source=spec)
        name, keep = head, int(tail)
    want = None
    base, at, size = name.rpartition("@")
    if at and base and not os.path.exists(name):
        if not size.isdigit() or int(size) < 1:
            raise InputError(f"'@{size}' must be a positive word length", source=spec)
        name, want = base, int(size)
    path = resolve(name)
    lines = read_text(path).split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    numbered = list(enumerate(lines, 1))
    if want is not None:
        numbered = [(k, w) for k, w in numbered if len(w.rstrip("\r")) == want]
    if keep is not None:
        numbered = numbered[:keep]
    if not numbered:
        raise InputError("no words" if want is None else f"no words of {want} letters", source=name)
    words: list[str] = []
    seen: set[str] = set()
    dupes = 0
    length = len(numbered[0][1].rstrip("\r"))
    for lineno, raw in numbered:
        word = raw.rstrip("\r")
        for col, ch in enumerate(word, 1):
            if not (ch.isascii() and ch.isalpha()):
                raise InputError(f"{show_char(ch)} is not a letter", source=name, line=lineno, col=col)
        if len(word) != length:
            raise InputError(f"'{word}' has {len(word)} letters; the first word has {length}",
                             source=name, line=lineno, col=1)
        if word in seen:
            dupes += 1
            continue
        seen.add(word)
        words.append(word)
    if length == 0:
        raise InputError("empty word", source=name, line=1, col=1)
    if max_len is not None and length > max_len:
        raise InputError(f"words of {length} letters: at most {max_len} are supported", source=name,
                         line=1, col=1)
    notes = [f"{name}: {dupes} duplicate word(s) dropped (Knuth's program would count their "
             f"solutions again)"] if dupes else []
    return WordList(spec, path, words, notes)


class LetterGrid(Puzzle):
    """A puzzle whose answer is a grid of letters (``grid(solution)`` gives its rows)."""

    def grid(self, solution: Sequence[int]) -> list[str]:
        raise NotImplementedError

    def answer(self, solution: Sequence[int]) -> dict:
        return {"grid": self.grid(solution)}

    def render(self, solution: Sequence[int]) -> str:
        return "\n".join(" ".join(row.upper()) for row in self.grid(solution))
