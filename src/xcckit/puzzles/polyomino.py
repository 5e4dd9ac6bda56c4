"""Polyomino packing: put a set of pieces into a board, each piece once (or N times).

``polyomino PIECES BOARD [--copies N] [--no-reflect] [--distinct]``. PIECES is a named set
(``monominoes``, ``dominoes``, ``trominoes``, ``tetrominoes``, ``pentominoes`` in Conway's letters
F I L N P T U V W X Y Z, ``hexominoes`` H01…H35), a subset by letters (``pentominoes:FILN``), or a
file of pieces drawn as rows of ``#`` and ``.`` separated by blank lines (a line before a drawing
names it; ``NAME*3`` asks for three of it). BOARD is ``RxC``, a file drawing the board (``#`` a
cell, ``.`` a hole), or ``scott`` (8×8 without its centre 2×2, Dana Scott's 1958 problem).

The model: a primary item per piece (``N|name`` bounds, DLX3's, for several copies) and per cell
(named by row and column with Knuth's base-62 digits, ``rc``; ``r.c`` in decimal on a board with a
side beyond 62), an option per placement of a piece (its rotations,
and reflections unless ``--no-reflect``), the piece's item then its cells. When the pieces have
fewer cells than the board, the cells are secondary (a packing, not a tiling).

``--distinct`` counts the packings up to the board's symmetries. Where some piece (used once) has
no placement that a symmetry of the board maps to itself, that piece is kept to one placement of
each orbit, as Knuth keeps the X pentomino to one quarter of the board: the count is then that of
the classes directly, each found once. Otherwise the classes are counted by Burnside's lemma over
the board's symmetries.
"""

from __future__ import annotations

import colorsys
import re
from collections.abc import Sequence

from ..errors import InputError
from ..model import Model
from .. import memory
from ..text import is_number
from .kit.shapes import TRANSFORMS, Cells, free_polyominoes, normal, orientations
from . import Puzzle, index_name, as_flags, locate, read_text, split_args, svg_open

SETS: dict[str, dict[str, str]] = {
    "monominoes": {"O1": "#"},
    "dominoes": {"I2": "##"},
    "trominoes": {"I3": "###", "V3": "##\n#."},
    "tetrominoes": {"I": "####", "O": "##\n##", "T": "###\n.#.", "S": ".##\n##.", "L": "###\n#.."},
    "pentominoes": {"F": ".##\n##.\n.#.", "I": "#####", "L": "####\n#...", "N": "##..\n.###", "P": "##\n##\n#.",
                    "T": "###\n.#.\n.#.", "U": "#.#\n###", "V": "#..\n#..\n###", "W": "#..\n##.\n.##",
                    "X": ".#.\n###\n.#.", "Y": "####\n.#..", "Z": "##.\n.#.\n.##"},
}
BOARDS = {"scott": "\n".join("########" if r not in (3, 4) else "###..###" for r in range(8))}
_SIZE = re.compile(r"([0-9]+)[xX]([0-9]+)")


def picture(text: str, source: str, what: str, first_line: int = 1) -> Cells:
    """The cells '#' of a drawing in rows of '#' and '.'; other characters are an error."""
    cells = []
    for i, line in enumerate(text.split("\n")):
        for j, ch in enumerate(line.rstrip()):
            if ch == "#":
                cells.append((i, j))
            elif ch != ".":
                raise InputError(f"'{ch}' in a drawing of {what}: '#' for a cell, '.' for none", source=source,
                                 line=first_line + i, col=j + 1)
    if not cells:
        raise InputError(f"{what} without a cell", source=source, line=first_line)
    return tuple(cells)


def read_pieces(spec: str) -> list[tuple[str, Cells, int]]:
    """(name, cells, copies) of each piece of PIECES (see the module's docstring)."""
    name, _, letters = spec.partition(":")
    if name in SETS or name == "hexominoes":
        pieces = ({f"H{k + 1:02d}": "\n".join("".join("#" if (r, c) in s else "." for c in range(max(c for _, c in s) + 1))
                                                for r in range(max(r for r, _ in s) + 1))
                   for k, s in enumerate(free_polyominoes(6))} if name == "hexominoes" else SETS[name])
        chosen = list(pieces)
        if letters:
            unknown = [x for x in letters if x not in pieces]
            if unknown or len(set(letters)) != len(letters) or any(len(p) != 1 for p in pieces):
                raise InputError(f"pieces of {name} by letter: {' '.join(pieces)}" if any(len(p) != 1 for p in pieces)
                                 else f"no piece '{unknown[0]}' in {name} ({''.join(pieces)})" if unknown
                                 else f"a letter twice in '{letters}'", source=spec)
            chosen = list(letters)
        return [(p, picture(pieces[p], spec, p), 1) for p in chosen]
    path = locate(spec, "polyomino", ("", ".txt"))
    text = read_text(path)
    out: list[tuple[str, Cells, int]] = []
    block: list[str] = []
    label, start = None, 0
    lines = text.split("\n") + [""]
    for k, line in enumerate(lines, 1):
        if line.strip() and set(line.strip()) <= {"#", "."}:
            if not block:
                start = k
            block.append(line)
            continue
        if block:
            nm, _, times = (label or f"P{len(out) + 1}").partition("*")
            if times and not (is_number(times) and int(times) >= 1):
                raise InputError(f"'*{times}': the copies of a piece are a whole number, at least 1", source=spec,
                                 line=start - 1)
            out.append((nm, picture("\n".join(block), spec, nm, start), int(times or 1)))
            block, label = [], None
        if line.strip():
            label = line.strip()
            if not re.fullmatch(r"[A-Za-z][A-Za-z0-9_-]*(\*[0-9]+)?", label):
                raise InputError(f"'{label}' is neither a row of '#' and '.' nor a piece's name", source=spec, line=k)
    if not out:
        raise InputError("no piece drawn (rows of '#' and '.')", source=spec)
    names = [n for n, _, _ in out]
    if len(set(names)) != len(names):
        raise InputError(f"two pieces named '{next(n for n in names if names.count(n) > 1)}'", source=spec)
    return out


def read_board(spec: str) -> Cells:
    """The cells of BOARD (see the module's docstring)."""
    m = _SIZE.fullmatch(spec)
    if m:
        rows, cols = int(m[1]), int(m[2])
        if not (1 <= rows and 1 <= cols):
            raise InputError("a board is RxC with sides at least 1", source=spec)
        memory.require(rows * cols * 100, f"a {rows}×{cols} board", source=spec)
        return tuple((r, c) for r in range(rows) for c in range(cols))
    if spec in BOARDS:
        return picture(BOARDS[spec], spec, "the board")
    return picture(read_text(locate(spec, "polyomino", ("", ".txt"))).strip("\n"), spec, "the board")


class Polyomino(Puzzle):
    """``Polyomino(pieces, board, reflect=True, distinct=False)``: ``pieces`` is a list of (name,
    cells, copies), ``board`` the cells (row, column) of the board."""

    kind = "polyomino"
    options = (("--copies", "N", "every piece N times (DLX3 bounds on the piece items)"),
               ("--no-reflect", None, "pieces turn but do not flip (one-sided pieces)"),
               ("--distinct", None, "count packings up to the board's symmetries"))
    count_options = ("--distinct",)
    draws_partial = True

    def __init__(self, pieces: Sequence[tuple[str, Cells, int]], board: Sequence[tuple[int, int]],
                 reflect: bool = True, distinct: bool = False) -> None:
        self.pieces = [(name, normal(cells), copies) for name, cells, copies in pieces]
        self.board = tuple(sorted(board))
        self.reflect, self.distinct = reflect, distinct
        self.notes = []
        area = sum(len(c) * k for _, c, k in self.pieces)
        if area > len(self.board):
            raise InputError(f"the pieces have {area} cells, more than the board's {len(self.board)}", source="pieces")
        self.tiling = area == len(self.board)
        if not self.tiling:
            self.notes.append(f"the pieces cover {area} of the board's {len(self.board)} cells: "
                              "the cells are secondary items (a packing)")
        memory.require_model(len(self.board) * sum(8 * (len(c) + 1) for _, c, _ in self.pieces),
                             f"{len(self.pieces)} pieces on a board of {len(self.board):,} cells", source="board")
        self.wide = max((max(r, c) for r, c in self.board), default=0) >= 62
        self.board_symmetries = self._symmetries()
        self.places = {name: self.placements(cells) for name, cells, _ in self.pieces}
        """Piece -> its placements on the board (for the breaker and the options alike)."""
        self.broken = self._breaker() if distinct else None
        self._build()

    # ----------------------------------------------------------------- model
    def cell_name(self, r: int, c: int) -> str:
        return index_name(r, c, wide=self.wide)

    def _symmetries(self) -> list[tuple[str, dict[tuple[int, int], tuple[int, int]]]]:
        """The board's symmetries, as maps of its cells (the identity first)."""
        cells = set(self.board)
        out = []
        for label, f in TRANSFORMS:
            moved = [f(r, c) for r, c in self.board]
            r0, c0 = min(r for r, _ in moved), min(c for _, c in moved)
            image = {cell: (r - r0, c - c0) for cell, (r, c) in zip(self.board, moved)}
            if set(image.values()) == cells:
                out.append((label, image))
        return out

    def placements(self, cells: Cells) -> list[Cells]:
        """Every placement of a piece on the board, orientation by orientation, row by row."""
        board = set(self.board)
        rows = max(r for r, _ in self.board) + 1
        cols = max(c for _, c in self.board) + 1
        out = []
        for shape in orientations(cells, self.reflect):
            h = max(r for r, _ in shape)
            w = max(c for _, c in shape)
            for dr in range(rows - h):
                for dc in range(cols - w):
                    placed = tuple((r + dr, c + dc) for r, c in shape)
                    if all(p in board for p in placed):
                        out.append(placed)
        return out

    def _breaker(self) -> tuple[str, set[Cells]] | None:
        """A piece used once none of whose placements a symmetry of the board (but the identity)
        maps to itself, with one placement of each orbit: the one with fewest such representatives;
        None when no piece has it (the count then goes by Burnside)."""
        if len(self.board_symmetries) == 1:
            return None
        best = None
        for name, _, copies in self.pieces:
            if copies != 1:
                continue
            places = self.places[name]
            seen: set[Cells] = set()
            keep: set[Cells] = set()
            free = True
            for p in places:
                key = tuple(sorted(p))
                if key in seen:
                    continue
                orbit = [tuple(sorted(image[x] for x in p)) for _, image in self.board_symmetries]
                if len(set(orbit)) != len(orbit):
                    free = False
                    break
                seen.update(orbit)
                keep.add(key)
            if free and (best is None or len(keep) < len(best[1])):
                best = (name, keep)
        return best

    def _build(self) -> None:
        m = Model()
        for name, _, copies in self.pieces:
            m.add_primary(name, copies, copies)
        names = [self.cell_name(r, c) for r, c in self.board]
        m.add_items(names, primary=self.tiling)
        self.option_cells: list[tuple[str, Cells]] = []
        for name, _, _ in self.pieces:
            for placed in self.places[name]:
                key = tuple(sorted(placed))
                if self.broken is not None and name == self.broken[0] and key not in self.broken[1]:
                    continue
                if m.add_option([name] + [self.cell_name(r, c) for r, c in key]) is not None:
                    self.option_cells.append((name, key))
        self.model = m

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "Polyomino":
        positional, opts = split_args(args, cls)
        if len(positional) != 2:
            raise InputError(f"expected PIECES BOARD, got {len(positional)} argument(s)", source="polyomino")
        pieces = read_pieces(positional[0])
        copies = opts.get("--copies")
        if copies is not None:
            if not (is_number(str(copies)) and int(copies) >= 1):
                raise InputError(f"'{copies}' is not a whole number at least 1", source="--copies")
            pieces = [(n, c, int(copies)) for n, c, _ in pieces]
        with as_flags({"pieces": "PIECES"}):
            puzzle = cls(pieces, read_board(positional[1]), not opts.get("--no-reflect", False),
                         bool(opts.get("--distinct", False)))
        if puzzle.distinct and puzzle.extra_counts_need_bounds():
            raise InputError("counts up to symmetry with each piece used once (Burnside's fixed packings "
                             "cannot say a piece's copies): leave out --copies", source="--distinct")
        return puzzle

    def extra_counts_need_bounds(self) -> bool:
        """Whether counting up to symmetry would need Burnside's fixed models of items with
        bounds (pieces used several times), which :func:`~xcckit.symmetry.fixed_model` cannot make."""
        return (self.broken is None and len(self.board_symmetries) > 1
                and any(k > 1 for _, _, k in self.pieces))

    def comments(self) -> list[str]:
        return [f"xcckit polyomino: {' '.join(n + (f'*{k}' if k > 1 else '') for n, _, k in self.pieces)}"]

    # ---------------------------------------------------------------- symmetry
    def symmetries(self) -> list[tuple[str, dict[int, int]]]:
        """The board's symmetries as images of the options."""
        index = {oc: o for o, oc in enumerate(self.option_cells)}
        return [(label, {o: index[(name, tuple(sorted(image[x] for x in cells)))]
                         for o, (name, cells) in enumerate(self.option_cells)})
                for label, image in self.board_symmetries]

    def distinct_words(self, classes: int, order: int) -> str:
        return f"{classes:,} distinct up to the board's {order} symmetr{'ies' if order > 1 else 'y'}"

    def extra_counts(self) -> dict[str, Model]:
        """None to count where a piece breaks the symmetry in the model (each class is then
        found once); else the models of the packings each symmetry fixes (Burnside)."""
        return {} if self.broken is not None else super().extra_counts()

    def count_summary(self, total: int, counts: dict[str, int]) -> tuple[dict, list[str]]:
        if self.distinct and self.broken is not None:  # (the model itself is up to symmetry)
            g = len(self.board_symmetries)
            return ({"distinct": {"count": total, "symmetries": g, "broken_by": self.broken[0]}},
                    [f"(distinct up to the board's {g} symmetries: piece {self.broken[0]} is kept to one "
                     f"placement of each orbit, so each class is counted once)"])
        return super().count_summary(total, counts)

    # ---------------------------------------------------------------- answers
    def layout(self, solution: Sequence[int]) -> dict[tuple[int, int], str]:
        return {cell: name for o in solution for name, cells in [self.option_cells[o]] for cell in cells}

    def answer(self, solution: Sequence[int]) -> dict:
        out: dict[str, list] = {}
        for o in sorted(solution):
            name, cells = self.option_cells[o]
            out.setdefault(name, []).append([[r, c] for r, c in cells])
        return {"pieces": {k: v[0] if len(v) == 1 else v for k, v in out.items()}}

    def verify(self, answer) -> str | None:
        """The rules, on an answer ``{"pieces": {name: cells, or a list of cells for each copy}}``:
        each piece lies on the board as many times as it is given, each copy its shape turned
        (and flipped, unless pieces are one-sided) and moved; no two cover a cell, and where the
        pieces fill the board every cell is covered."""
        placed = answer.get("pieces") if isinstance(answer, dict) else None
        if not isinstance(placed, dict):
            return "the answer is {'pieces': {name: [[row, column], ...]}}"
        shapes = {name: (cells, copies) for name, cells, copies in self.pieces}
        board = set(self.board)
        owner: dict[tuple[int, int], str] = {}
        for name in sorted(shapes):
            cells, copies = shapes[name]
            got = placed.get(name, [])
            copies_got = got if got and isinstance(got[0], (list, tuple)) and got[0] and isinstance(got[0][0], (list, tuple)) \
                else ([got] if got else [])
            if len(copies_got) != copies:
                return f"the piece {name} lies {len(copies_got)} times, not {copies}"
            for copy in copies_got:
                try:
                    at = [(int(c[0]), int(c[1])) for c in copy]
                except (TypeError, ValueError, IndexError):
                    return f"the piece {name} is a list of [row, column] cells"
                if not _same_shape(at, cells, self.reflect):
                    return f"the piece {name} at {sorted(at)} is not its shape{'' if self.reflect else ' (turned, not flipped)'}"
                for c in at:
                    if c not in board:
                        return f"the piece {name} covers {list(c)}, off the board"
                    if c in owner:
                        return f"{list(c)} is covered twice ({owner[c]} and {name})"
                    owner[c] = name
        extra = sorted(set(placed) - set(shapes))
        if extra:
            return f"{extra[0]} is no piece of the set"
        if self.tiling:
            empty = sorted(board - owner.keys())
            if empty:
                return f"{list(empty[0])} is covered by no piece"
        return None

    def render(self, solution: Sequence[int] | None = None) -> str:
        """The board with each cell's piece name (the first letter of longer names), '.' empty."""
        at = self.layout(solution or ())
        board = set(self.board)
        rows = max(r for r, _ in self.board) + 1
        cols = max(c for _, c in self.board) + 1
        width = max(len(n) for n, _, _ in self.pieces)
        return "\n".join(" ".join((at.get((r, c), ".") if (r, c) in board else " ").ljust(width)
                                  for c in range(cols)).rstrip() for r in range(rows))

    def svg(self, solution: Sequence[int] | None = None, cell: int = 24) -> str:
        """Each piece in its colour, thick lines between pieces; holes left blank."""
        at = self.layout(solution or ())
        rows = max(r for r, _ in self.board) + 1
        cols = max(c for _, c in self.board) + 1
        names = [n for n, _, _ in self.pieces]
        pad = 2
        parts = [svg_open(cols * cell + 2 * pad, rows * cell + 2 * pad)]
        for r, c in self.board:
            name = at.get((r, c))
            fill = "#f4f4f4" if name is None else piece_colour(names.index(name))
            title = f"<title>{name}</title>" if name else ""
            parts.append(f'<rect x="{pad + c * cell}" y="{pad + r * cell}" width="{cell}" height="{cell}" '
                         f'fill="{fill}" stroke="#999" stroke-width="0.5">{title}</rect>')
        board = set(self.board)
        for r, c in self.board:  # borders between pieces, and around the board
            x, y = pad + c * cell, pad + r * cell
            for (dr, dc), (x1, y1, x2, y2) in (((0, 1), (x + cell, y, x + cell, y + cell)),
                                               ((1, 0), (x, y + cell, x + cell, y + cell)),
                                               ((0, -1), (x, y, x, y + cell)), ((-1, 0), (x, y, x + cell, y))):
                other = (r + dr, c + dc)
                if other not in board or at.get(other) != at.get((r, c)):
                    parts.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="black" stroke-width="2"/>')
        parts.append("</svg>")
        return "\n".join(parts)


def _same_shape(cells: Sequence[tuple[int, int]], shape: Sequence[tuple[int, int]], flips: bool) -> bool:
    """Whether ``cells`` are ``shape`` turned by a quarter turn at a time (and flipped, with
    ``flips``) and moved (the rules checker's own geometry: no part of the model's)."""
    def at_origin(pts):
        pts = list(pts)
        r0, c0 = min(r for r, _ in pts), min(c for _, c in pts)
        return sorted((r - r0, c - c0) for r, c in pts)

    target = at_origin(cells)
    pts = list(shape)
    for _ in range(2 if flips else 1):
        for _ in range(4):
            pts = [(c, -r) for r, c in pts]
            if at_origin(pts) == target:
                return True
        pts = [(r, -c) for r, c in pts]
    return False


def piece_colour(k: int) -> str:
    """The fill of the k-th piece as #rrggbb (every SVG renderer reads it; some draw hsl() black):
    hues 137° apart, saturation 60 %, lightness 70 %."""
    r, g, b = colorsys.hls_to_rgb((k * 137) % 360 / 360, 0.70, 0.60)
    return f"#{round(r * 255):02x}{round(g * 255):02x}{round(b * 255):02x}"
