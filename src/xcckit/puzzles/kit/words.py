"""Word lists for the word puzzles (word rectangles, word squares).

A word list is ``FILE[@L][:N]``: a file of one word per line (or the short name of a bundled list
in :mod:`xcckit.data`, e.g. ``sgb-words:1000``); ``@L`` keeps only the words of L letters (so
``enable1@5`` is ENABLE's five-letter words, in file order) and ``:N`` then keeps the first N.
Every word must have only letters and, without ``@L``, the length of the first; a duplicate is dropped with a note (so counts can
differ from Knuth's word-rect-dlx, which keeps duplicates and counts their solutions twice).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ... import data
from ...errors import InputError
from ...model import MAX_COST, Model, WordGrid
from ...text import is_number
from .. import Puzzle, read_text, show_char, svg_letter, svg_open


def words_in(lines: Sequence[str], words: Sequence[str], what: str) -> str | None:
    """A word grid's rules checker: every one of ``lines`` (the rows or the columns) is one of
    ``words`` (case aside); else the first that is not, in words."""
    known = {w.lower() for w in words}
    for k, line in enumerate(lines):
        if line.lower() not in known:
            return f"{what} {k + 1} is {line}, not a word of the list"
    return None


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
    """A file path, or the bundled list ``NAME`` (``.txt`` optional; see :mod:`xcckit.data`)."""
    if name == "-" or os.path.exists(name):
        return name
    return data.find("words", name, ("", ".txt")) or name  # reading it reports a missing file


_SPEC = re.compile(r"(?P<name>.*?)(?P<at>@[^@:]*)?(?P<keep>:[^@:]*)?")
"""``FILE[@L][:N]``: the name is what comes before the last ``@L`` and ``:N``."""


def parse_spec(spec: str) -> tuple[str, int | None, int | None]:
    """(file or bundled name, L or None, N or None) of a word-list argument ``FILE[@L][:N]``; an
    existing file is taken whole. A malformed spec is an InputError naming its bad part."""
    if os.path.exists(spec):
        return spec, None, None
    m = _SPEC.fullmatch(spec)
    assert m is not None  # every string matches
    name, at, keep = m["name"], m["at"], m["keep"]
    form = "a word list is FILE[@L][:N]"
    if not name:
        raise InputError(f"no file name before '{(at or '') + (keep or '')}' ({form})", source=spec)
    stray = re.search(r"[@:][^@:]*$", name) if not os.path.exists(name) and resolve(name) == name else None
    if stray and (at or keep):
        after = at or keep
        raise InputError(f"'{stray.group()}' before '{after}': {form}, each part at most once, in that order",
                         source=spec)
    length = words = None
    if at is not None:
        if not is_number(at[1:]) or int(at[1:]) < 1:
            raise InputError(f"'{at}' must be a positive word length ({form})", source=spec)
        length = int(at[1:])
    if keep is not None:
        if not is_number(keep[1:]) or int(keep[1:]) < 1:
            raise InputError(f"'{keep}' must be a positive number of words ({form})", source=spec)
        words = int(keep[1:])
    return name, length, words


def load_words(spec: str, max_len: int | None = None) -> WordList:
    """Read ``FILE[@L][:N]``, validating every line; errors name file:line:column. Blank lines
    and the blanks around a word are skipped; letters are compared without case."""
    if not isinstance(spec, str):
        raise TypeError(f"load_words(spec): expected a word list's name such as 'sgb-words:1000', "
                        f"not {type(spec).__name__} {spec!r}")
    name, want, keep = parse_spec(spec)
    path = resolve(name)
    numbered = _lines(read_text(path).split("\n"))
    if want is not None:
        numbered = [(k, col, w) for k, col, w in numbered if len(w) == want]
    if keep is not None:
        numbered = numbered[:keep]
    if not numbered:
        raise InputError("no words" if want is None else f"no words of {want} letter{'s' if want != 1 else ''}", source=name)
    return _validated(numbered, name, spec, path, max_len)


def _lines(lines: Iterable[str]) -> list[tuple[int, int, str]]:
    """(line number, column of the word, word) of each line that is not blank, the blanks
    around its word removed."""
    out = []
    for k, raw in enumerate(lines, 1):
        word = raw.strip()
        if word:
            out.append((k, len(raw) - len(raw.lstrip()) + 1, word))
    return out


def word_list(words: WordList | Iterable[str], name: str = "words") -> WordList:
    """``words`` as a :class:`WordList`: itself, or a list of words checked as a file's lines
    are (letters only, one length, compared without case, duplicates dropped with a note);
    ``name`` in errors."""
    if isinstance(words, WordList):
        return words
    if isinstance(words, str):
        raise TypeError("expected a list of words, not one string (load_words reads a file or bundled list)")
    words = list(words)
    for k, w in enumerate(words):
        if not isinstance(w, str):
            raise TypeError(f"{name}: word {k} is {type(w).__name__} {w!r}, not a string")
    numbered = _lines(words)
    if not numbered:
        raise InputError("no words", source=name)
    return _validated(numbered, name, name, name, None)


def _validated(numbered: list[tuple[int, int, str]], name: str, spec: str, path: str,
               max_len: int | None) -> WordList:
    words: list[str] = []
    seen: dict[str, str] = {}
    dupes = folded = 0
    length = len(numbered[0][2])
    for lineno, first, word in numbered:
        for col, ch in enumerate(word, first):
            if not (ch.isascii() and ch.isalpha()):
                raise InputError(f"{show_char(ch)} is not a letter", source=name, line=lineno, col=col)
        if len(word) != length:
            raise InputError(f"'{word}' has {len(word)} letters; the first word has {length}",
                             source=name, line=lineno, col=first)
        key = word.lower()
        if key in seen:
            if seen[key] == word:
                dupes += 1
            else:
                folded += 1
            continue
        seen[key] = word
        words.append(key)
    if max_len is not None and length > max_len:
        raise InputError(f"words of {length} letters: at most {max_len} are supported", source=name,
                         line=numbered[0][0], col=numbered[0][1])
    notes = [f"{name}: {dupes} duplicate word(s) dropped (Knuth's program would count their "
             f"solutions again)"] if dupes else []
    if folded:
        notes.append(f"{name}: letters are compared without case: {folded} word(s) that differ from an "
                     f"earlier one only in case dropped")
    return WordList(spec, path, words, notes)


COST_HELP = ("rank (a word's cost is its position in its list, 0 first: Knuth's use of the SGB words, "
             "which are in order of frequency) or FILE (lines 'word cost'); a solution costs the sum of "
             "its words' costs, for xcc solve --minimize and --best K")


def word_costs(spec: str | None, lists: Sequence[WordList]) -> list[dict[str, int]] | None:
    """``--cost``: for each list, word -> cost; None without costs. ``rank``: the word's position
    in its list; else a file of lines ``word cost`` (a nonnegative whole number), which must give
    a cost to every word of the lists. Errors name the file, line and column (or the option)."""
    if spec is None:
        return None
    if spec == "rank":
        return [{w: k for k, w in enumerate(words.words)} for words in lists]
    path = resolve(spec)
    given: dict[str, int] = {}
    first: dict[str, int] = {}  # word -> the line that gave its cost
    for lineno, raw in enumerate(read_text(path).split("\n"), 1):
        fields = [(m.start() + 1, m.group()) for m in re.finditer(r"\S+", raw)]
        if not fields:
            continue
        if len(fields) != 2:
            col = fields[2][0] if len(fields) > 2 else len(raw.rstrip()) + 1
            raise InputError("expected a word and its cost" if len(fields) < 2 else
                             f"expected a word and its cost, then nothing ('{fields[2][1]}')",
                             source=spec, line=lineno, col=col)
        (_, word), (col, cost) = fields
        if not cost.isdigit() or not cost.isascii():
            raise InputError(f"bad cost '{cost}': a nonnegative whole number", source=spec, line=lineno, col=col)
        if int(cost) > MAX_COST:
            raise InputError(f"cost '{cost}' is too large (at most 2^63-1)", source=spec, line=lineno, col=col)
        if word.lower() in first:
            raise InputError(f"'{word}' has a cost already (line {first[word.lower()]})", source=spec,
                             line=lineno, col=fields[0][0])
        first[word.lower()] = lineno
        given[word.lower()] = int(cost)
    out = []
    for words in lists:
        missing = next((w for w in words.words if w not in given), None)
        if missing is not None:
            raise InputError(f"no cost for '{missing}' of {words.spec}", source=spec)
        out.append({w: given[w] for w in words.words})
    return out


MODELS = ("plain", "prefix")
"""The XCC models of a word grid (``--model``); see :class:`GridModel`."""


class GridModel:
    """The XCC model of a grid of words, built line by line.

    ``plain`` (Knuth's word-rect-dlx): a primary item per line (row or column), a secondary item
    per cell coloured with its letter, an option per (word, line). ``prefix``: the same primary
    items, but a binary secondary item per cell and letter (``ijL``: cell (i, j) holds L, colour
    1, or not, colour 0), and every option of a line sets all of its cells' letter items. With the
    dlx backend's propagation (on for this model) a word is hidden as soon as one of its letters
    is given by no remaining word of the crossing line, i.e. as soon as it would make a crossing
    column (or row) start no word: the search never tries a word that the trie search would not
    reach. Both models have the same solutions, one for one.
    """

    def __init__(self, model: Model, kind: str, cells: dict[tuple[int, int], str], alphabet: str) -> None:
        if kind not in MODELS:
            raise InputError(f"unknown model '{kind}' (choose from {', '.join(MODELS)})", source="--model")
        self.model, self.kind = model, kind
        self.alphabet = alphabet
        self.cell_name = cells
        if kind == "plain":
            self.items = {c: model.add_secondary(name) for c, name in cells.items()}
        else:
            self.items = {(c, L): model.add_secondary(name + L) for c, name in cells.items() for L in alphabet}
            self.off, self.on = model.colour_id("0"), model.colour_id("1")
            model.hints.propagate = True

    def add(self, line: int, cells: Sequence[tuple[int, int]], word: str, cost: int = 0) -> int:
        """The option putting ``word`` on a line (its primary item and cells), with its cost."""
        model = self.model
        if self.kind == "plain":
            return model.add_option_ids([line] + [self.items[c] for c in cells],
                                        [0] + [model.colour_id(ch) for ch in word], cost=cost)
        items, colours = [line], [0]
        for c, ch in zip(cells, word):
            for L in self.alphabet:
                items.append(self.items[c, L])
                colours.append(self.on if L == ch else self.off)
        return model.add_option_ids(items, colours, cost=cost)

    def letters(self, solution: Sequence[int]) -> dict[tuple[int, int], str]:
        """Cell -> letter in a solution."""
        colours = self.model.colouring(solution)
        if self.kind == "plain":
            return {c: colours[name] for c, name in self.cell_name.items() if name in colours}
        return {c: L for c, name in self.cell_name.items() for L in self.alphabet if colours.get(name + L) == "1"}

    def word_grid(self, rows, cols=(), symmetric: bool = False) -> WordGrid | None:
        """The layout hint of the plain model (lines as (primary item, cells)); none for the
        prefix model, whose options set letter items, not letters."""
        if self.kind != "plain":
            return None
        return WordGrid([(r, [self.items[c] for c in cells]) for r, cells in rows],
                        [(r, [self.items[c] for c in cells]) for r, cells in cols], symmetric)


class LetterGrid(Puzzle):
    """A puzzle whose answer is a grid of letters (``grid(solution)`` gives its rows)."""

    def grid(self, solution: Sequence[int]) -> list[str]:
        raise NotImplementedError

    def answer(self, solution: Sequence[int]) -> dict:
        return {"grid": self.grid(solution)}

    def render(self, solution: Sequence[int]) -> str:
        return "\n".join(" ".join(row.upper()) for row in self.grid(solution))

    def shape(self) -> tuple[int, int]:
        raise NotImplementedError

    def svg(self, solution: Sequence[int] | None = None, cell: int = 36) -> str:
        """The grid, with its letters when solved."""
        m, n = self.shape()
        rows = self.grid(solution) if solution is not None else [" " * n] * m
        pad = cell // 4
        parts = [svg_open(n * cell + 2 * pad, m * cell + 2 * pad)]
        for i in range(m):
            for j in range(n):
                x, y = pad + j * cell, pad + i * cell
                parts.append(f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="#fff" stroke="#333"/>')
                if rows[i][j].strip():
                    parts.append(svg_letter(x + cell / 2, y + cell / 2, cell * 0.55, rows[i][j].upper()))
        parts.append("</svg>")
        return "\n".join(parts)
