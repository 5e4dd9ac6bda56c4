"""MacMahon's 24 four-coloured triangles on a double-size hexiamond (Knuth's macmahon-triangles-dlx).

``macmahon [T1 … T6 | BOARD] [--boundary C] [--mate RULE]``: six big triangles ``xy`` (upright) or
``xy+`` (inverted), digits 0–2, default the hexagon ``00+ 10 10+ 01 01+ 11``; or a board: ``hexagon``
or a number 1–12 (the lines of ``hexiamonds.txt``, bundled in :mod:`xcckit.data`).

A primary item per small triangle and per piece, ``*`` for the boundary; a secondary item per
edge, coloured a–d. Each option puts a piece on a small triangle in one of its rotations; the
last option colours every boundary edge. ``--boundary`` changes the boundary colour; ``--mate``
lets unequal colours match, e.g. ``ab,cd`` (a↔b, c↔d): inverted triangles write each colour
through the mate table, the way the original's change files would.

Geometry (read off Knuth's edge names): with P(j, k) = j·u + k·v, u horizontal and v at 60°,
upright (j, k) has corners P(j, k), P(j+1, k), P(j, k+1) and inverted (j, k)′ has P(j+1, k),
P(j, k+1), P(j+1, k+1).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from .. import data
from ..errors import InputError
from ..model import Model
from ..text import is_number
from . import Puzzle, as_flags, read_text, split_args, svg_open

PIECES = ("aaa aab aac aad abc acb abd adb acd adc bbb bba bbc bbd bcd bdc "
          "ccc cca ccb ccd ddd dda ddb ddc").split()
HEXAGON = ("00+", "10", "10+", "01", "01+", "11")
COLOURS = "abcd"
FILL = {"a": "#f4d03f", "b": "#e74c3c", "c": "#3498db", "d": "#27ae60"}
NAME = {"a": "yellow", "b": "red", "c": "blue", "d": "green"}


def load_boards() -> list[tuple[str, ...]]:
    text = read_text(data.find("macmahon", "hexiamonds.txt"))
    return [tuple(line.split("|")[0].split()) for line in text.splitlines()
            if line.strip() and not line.startswith("#")]


def parse_mate(rule: str, source: str = "--mate") -> dict[str, str]:
    """The mate table of a rule ``ab,cd`` (a matches b, c matches d; the others themselves)."""
    mate = {c: c for c in COLOURS}
    for pair in filter(None, rule.split(",")):
        if len(pair) != 2 or pair[0] not in COLOURS or pair[1] not in COLOURS:
            raise InputError(f"'{pair}' is not a pair of colours from {COLOURS} (e.g. ab,cd)", source=source)
        a, b = pair
        if mate[a] != a or mate[b] != b:
            raise InputError(f"colour in '{pair}' is paired twice", source=source)
        mate[a], mate[b] = b, a
    return mate


def _mate(mate) -> dict[str, str]:
    """The mate table the API was given: None (identity), a rule 'ab,cd', or a dict of colour ->
    colour that pairs colours (an involution of a-d)."""
    if mate is None:
        return {c: c for c in COLOURS}
    if isinstance(mate, str):
        return parse_mate(mate, "mate")
    if not isinstance(mate, dict):
        raise TypeError(f"mate: expected a rule 'ab,cd' or a dict of colour -> colour, not {type(mate).__name__} {mate!r}")
    table = {c: c for c in COLOURS}
    for a, b in mate.items():
        if a not in COLOURS or b not in COLOURS:
            raise InputError(f"{a!r} -> {b!r}: colours are {', '.join(COLOURS)}", source="mate")
        table[a] = b
    if any(table[table[c]] != c for c in COLOURS):
        raise InputError("a mate table pairs colours: if a goes to b, b goes to a", source="mate")
    return table


class MacMahon(Puzzle):
    """``MacMahon(triangles=HEXAGON, boundary="a", mate=None, distinct=False)``: six big
    triangles (``board(name)`` gives them for a board number or ``hexagon``), the boundary
    colour, a mate table (:func:`parse_mate`) and whether counts are also made up to symmetry
    (``canonical``: its old name)."""

    kind = "macmahon"
    options = (("--boundary", "C", "colour of the boundary, a-d (default a)"),
               ("--mate", "RULE", "colours that match across an edge, e.g. ab,cd (a with b, c with d)"),
               ("--distinct", None, "count also the classes under the board's symmetries and colour "
                                    "permutations (Burnside's lemma)"),
               ("--canonical", None, "the old name of --distinct"))
    count_options = ("--distinct", "--canonical")
    draws_partial = True

    def __init__(self, triangles: Sequence[str] = HEXAGON, boundary: str = "a",
                 mate: dict[str, str] | None = None, distinct: bool = False, canonical: bool = False) -> None:
        self.args = list(triangles)
        self.distinct = distinct or canonical  # (canonical: the old name)
        if len(self.args) != 6:
            raise InputError(f"a board is six big triangles, not {len(self.args)}", source="macmahon")
        seen = set()
        self.upright: set[tuple[int, int]] = set()
        self.inverted: set[tuple[int, int]] = set()
        for tok in self.args:
            inv = tok.endswith("+")
            digits = tok[:-1] if inv else tok
            if len(digits) != 2 or not is_number(digits):
                raise InputError("not a big triangle: expected xy or xy+ with digits 0-2", source=tok)
            x, y = int(digits[0]), int(digits[1])
            if x > 2 or y > 2:
                raise InputError("coordinates out of range 0..2", source=tok)
            if (x, y, inv) in seen:
                raise InputError("this triangle is given twice", source=tok)
            seen.add((x, y, inv))
            if inv:
                self.inverted |= {(2 * x + 1, 2 * y + 1), (2 * x, 2 * y + 1), (2 * x + 1, 2 * y)}
                self.upright.add((2 * x + 1, 2 * y + 1))
            else:
                self.upright |= {(2 * x, 2 * y), (2 * x, 2 * y + 1), (2 * x + 1, 2 * y)}
                self.inverted.add((2 * x, 2 * y))
        if len(boundary) != 1 or boundary not in COLOURS:
            raise InputError(f"'{boundary}' is not one of the colours {COLOURS}", source="boundary")
        self.boundary = boundary
        self.mate = _mate(mate)
        if self.distinct and any(self.mate[c] != c for c in COLOURS):
            raise InputError("counts up to symmetry with the identity --mate only (a colour permutation "
                             "must commute with the mate table)", source="distinct")
        self._build()

    @staticmethod
    def edges_of(j: int, k: int, inverted: bool) -> tuple[str, str, str]:
        """Horizontal, right-leaning and left-leaning edge of a small triangle."""
        if inverted:
            return f"-{j}{k + 1}", f"/{j + 1}{k}", f"\\{j}{k}"
        return f"-{j}{k}", f"/{j}{k}", f"\\{j}{k}"

    def _build(self) -> None:
        self.triangles: list[tuple[int, int, bool]] = []
        for j in range(6):
            for k in range(6):
                if (j, k) in self.upright:
                    self.triangles.append((j, k, False))
                if (j, k) in self.inverted:
                    self.triangles.append((j, k, True))
        uses: dict[str, int] = {}
        for t in self.triangles:
            for e in self.edges_of(*t):
                uses[e] = uses.get(e, 0) + 1
        self.edge_owner = {e: t for t in self.triangles for e in self.edges_of(*t)}
        model = Model()
        model.add_primary("*")
        for j, k, inv in self.triangles:
            model.add_primary(f"{j}{k}'" if inv else f"{j}{k}")
        for p in PIECES:
            model.add_primary(p)
        for j in range(7):
            for k in range(7):
                for e in (f"-{j}{k}", f"/{j}{k}", f"\\{j}{k}"):
                    if e in uses:
                        model.add_secondary(e)
        for j, k, inv in self.triangles:
            name = f"{j}{k}'" if inv else f"{j}{k}"
            h, r, l = self.edges_of(j, k, inv)
            col = (lambda c: self.mate[c]) if inv else (lambda c: c)
            for p in PIECES:
                c0, c1, c2 = p
                rotations = [(c0, c1, c2)]
                if c1 != c2:
                    rotations += [(c1, c2, c0), (c2, c0, c1)]
                for a, b, c in rotations:
                    model.add_option([name, p, f"{h}:{col(a)}", f"{r}:{col(b)}", f"{l}:{col(c)}"])
        border = []
        for j in range(7):
            for k in range(7):
                for e in (f"-{j}{k}", f"\\{j}{k}", f"/{j}{k}"):
                    if uses.get(e) == 1:
                        inv = self.edge_owner[e][2]
                        border.append(f"{e}:{self.mate[self.boundary] if inv else self.boundary}")
        model.add_option(["*"] + border)
        # Redundant counts: all 24 pieces are placed, so colour c shows on T_c piece sides; the
        # boundary edges show one side each and every interior edge two sides of one colour.
        # (With a mate table the two sides of an edge differ, so the argument is not used.)
        interior = [e for e, n in uses.items() if n == 2]
        identity = all(self.mate[c] == c for c in COLOURS)
        for c in COLOURS:
            sides = sum(p.count(c) for p in PIECES)
            on_border = len(border) if c == self.boundary else 0
            if identity and sides >= on_border and (sides - on_border) % 2 == 0:
                k = (sides - on_border) // 2
                model.add_redundant_count(interior, c, k, k)
        self.model = model

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "MacMahon":
        positional, opts = split_args(args, cls)
        mate = parse_mate(str(opts["--mate"])) if "--mate" in opts else None
        boundary = str(opts.get("--boundary", "a"))
        distinct = bool(opts.get("--distinct", False) or opts.get("--canonical", False))
        with as_flags({"boundary": "--boundary", "mate": "--mate", "distinct": "--distinct"}):
            if len(positional) == 1:  # a board needs six triangles: one argument names a board
                puzzle = cls(board(positional[0]), boundary, mate, distinct)
            else:
                puzzle = cls(positional or HEXAGON, boundary, mate, distinct)
        if opts.get("--canonical"):
            puzzle.notes = [*puzzle.notes, "--canonical is the old name of --distinct"]
        return puzzle

    def comments(self) -> list[str]:
        return ["macmahon-triangles-dlx " + " ".join(self.args)]

    # ---------------------------------------------------------------- symmetry classes
    def board_symmetries(self) -> list[tuple[str, dict[str, str], dict[str, str]]]:
        """The motions of the plane that map the board onto itself, each as (name, map of small
        triangles, map of edges), the identity first. Found by trying the 12 symmetries of the
        triangular lattice about the board's centroid, which every symmetry of the board fixes."""
        centre_of, mid_of = {}, {}
        for j, k, inv in self.triangles:
            pts = self.corners(j, k, inv)
            centre_of[f"{j}{k}'" if inv else f"{j}{k}"] = (sum(x for x, _ in pts) / 3, sum(y for _, y in pts) / 3)
            for e, (u, v) in self.edge_corners(j, k, inv).items():
                mid_of[e] = ((pts[u][0] + pts[v][0]) / 2, (pts[u][1] + pts[v][1]) / 2)
        cx = sum(x for x, _ in centre_of.values()) / len(centre_of)
        cy = sum(y for _, y in centre_of.values()) / len(centre_of)

        def key(p: tuple[float, float]) -> tuple[int, int]:
            return round(p[0] * 1000), round(p[1] * 1000)

        tri_at = {key(p): t for t, p in centre_of.items()}
        edge_at = {key(p): e for e, p in mid_of.items()}
        found = []
        for mirror in (False, True):
            for turn in range(6):
                cos, sin = math.cos(turn * math.pi / 3), math.sin(turn * math.pi / 3)

                def move(p: tuple[float, float]) -> tuple[float, float]:
                    x, y = p[0] - cx, p[1] - cy
                    if mirror:
                        y = -y
                    return cx + cos * x - sin * y, cy + sin * x + cos * y

                tmap = {t: tri_at.get(key(move(p))) for t, p in centre_of.items()}
                emap = {e: edge_at.get(key(move(p))) for e, p in mid_of.items()}
                if None in tmap.values() or None in emap.values():
                    continue
                name = (f"reflection then rotation {60 * turn}°" if turn else "reflection") if mirror \
                    else (f"rotation {60 * turn}°" if turn else "identity")
                found.append((name, tmap, emap))
        return found

    def symmetries(self) -> list[tuple[str, dict[int, int]]]:
        """The board's symmetries times the permutations of the colours other than the boundary
        colour, each as (name, permutation of the option indices); the identity first."""
        model = self.model
        where: dict[tuple, int] = {}
        parsed = []
        for o in range(model.n_options):
            toks = model.option_tokens(o)
            if toks[0] == "*":
                parsed.append(None)
                continue
            edges = frozenset(tuple(t.split(":")) for t in toks[2:])
            where[toks[0], edges] = o
            parsed.append((toks[0], edges))
        others = [c for c in COLOURS if c != self.boundary]
        group = []
        for name, tmap, emap in self.board_symmetries():
            for perm in itertools.permutations(others):
                pi = dict(zip(others, perm))
                pi[self.boundary] = self.boundary
                image = {}
                for o, p in enumerate(parsed):
                    if p is None:
                        image[o] = o  # the boundary option: the board and colour a stay put
                        continue
                    tri, edges = p
                    image[o] = where[tmap[tri], frozenset((emap[e], pi[c]) for e, c in edges)]
                colours = "".join(pi[c] for c in others)
                label = name if colours == "".join(others) else f"{name}, colours {''.join(others)}→{colours}"
                group.append((label, image))
        return group

    fixed_line = "  fixed by {label}: {count}"

    def distinct_words(self, classes: int, order: int) -> str:
        return (f"{classes} classes under {order} symmetries ({order // math.factorial(len(COLOURS) - 1)} of "
                "the board × 6 permutations of the other colours)")

    def distinct_fields(self, order: int) -> dict:
        return {"board_symmetries": order // math.factorial(len(COLOURS) - 1)}

    # ---------------------------------------------------------------- answers
    def placement(self, solution: Sequence[int]) -> dict[str, dict]:
        """Small triangle -> {"piece", "edges": {edge: colour as the piece shows it}}."""
        inverse = {v: k for k, v in self.mate.items()}
        out = {}
        for o in solution:
            toks = self.model.option_tokens(o)
            if toks[0] == "*":
                continue
            inv = toks[0].endswith("'")
            edges = {}
            for t in toks[2:]:
                e, _, c = t.partition(":")
                edges[e] = inverse[c] if inv else c
            out[toks[0]] = {"piece": toks[1], "edges": edges}
        return out

    def answer(self, solution: Sequence[int]) -> dict:
        return {"triangles": self.placement(solution)}

    def verify(self, answer) -> str | None:
        """The rules, on an answer ``{"triangles": {small triangle: {"piece", "edges"}}}``: every
        small triangle of the board holds a piece, each of the 24 pieces once, turned (never
        flipped) so that its colours go round the triangle in its order; two triangles that share
        an edge show one colour there (matched through the mate table), and the board's edge shows
        the boundary colour."""
        placed = answer.get("triangles") if isinstance(answer, dict) else None
        if not isinstance(placed, dict):
            return "the answer is {'triangles': {small triangle: {'piece': ..., 'edges': {...}}}}"
        names = {(f"{j}{k}'" if inv else f"{j}{k}"): (j, k, inv) for j, k, inv in self.triangles}
        missing = sorted(set(names) - set(placed))
        if missing:
            return f"the small triangle {missing[0]} holds no piece"
        extra = sorted(set(placed) - set(names))
        if extra:
            return f"{extra[0]} is no small triangle of the board"
        used: dict[str, str] = {}
        shown: dict[str, list[tuple[bool, str]]] = {}
        for name in sorted(placed):
            j, k, inv = names[name]
            entry = placed[name] if isinstance(placed[name], dict) else {}
            piece, edges = entry.get("piece"), entry.get("edges")
            if piece not in PIECES:
                return f"the small triangle {name} holds {piece!r}, not one of the 24 pieces"
            if piece in used:
                return f"the piece {piece} lies twice ({used[piece]} and {name})"
            used[piece] = name
            sides = self.edges_of(j, k, inv)
            if not isinstance(edges, dict) or set(edges) != set(sides):
                return f"the small triangle {name} gives its edges as {edges!r}, not {', '.join(sides)}"
            around = "".join(str(edges[e]) for e in sides)
            if around not in (piece, piece[1:] + piece[:1], piece[2:] + piece[:2]):
                return f"the piece {piece} on {name} shows {around} round it: turned, it shows its colours in its order"
            for e in sides:
                shown.setdefault(e, []).append((inv, edges[e]))
        for e, sides in sorted(shown.items()):
            if len(sides) == 2:
                (inv_a, a), (inv_b, b) = sides
                up, down = (b, a) if inv_a else (a, b)
                if up != self.mate[down]:
                    return f"the edge {e} shows {up} on one side and {down} on the other"
            elif sides[0][1] != self.boundary:
                return f"the board's edge {e} shows {sides[0][1]}, not the boundary colour {self.boundary}"
        return None

    @classmethod
    def edge_corners(cls, j: int, k: int, inv: bool) -> dict[str, tuple[int, int]]:
        """Each edge of a small triangle, as the indices of its two ends in ``corners``."""
        h, r, l = cls.edges_of(j, k, inv)
        if inv:
            return {h: (1, 2), r: (0, 2), l: (0, 1)}
        return {h: (0, 1), r: (0, 2), l: (1, 2)}

    @staticmethod
    def corners(j: int, k: int, inv: bool) -> list[tuple[float, float]]:
        h = math.sqrt(3) / 2
        def p(a, b):
            return (a + b / 2, b * h)
        if inv:
            return [p(j + 1, k), p(j, k + 1), p(j + 1, k + 1)]
        return [p(j, k), p(j + 1, k), p(j, k + 1)]

    def render(self, solution: Sequence[int]) -> str:
        """The board with each small triangle's three edge colours (horizontal, /, \\) at its place."""
        placed = self.placement(solution)
        cells = {}
        for j, k, inv in self.triangles:
            name = f"{j}{k}'" if inv else f"{j}{k}"
            cx = sum(x for x, _ in self.corners(j, k, inv)) / 3
            cy = sum(y for _, y in self.corners(j, k, inv)) / 3
            h, r, l = self.edges_of(j, k, inv)
            e = placed[name]["edges"] if name in placed else None  # (a partial solution: facts)
            cells[(round(cy / (math.sqrt(3) / 2) * 3), round(cx * 8))] = e[h] + e[r] + e[l] if e else "···"
        top = max(r for r, _ in cells)
        left = min(c for _, c in cells)
        lines = []
        for row in range(top, -1, -1):
            line = ""
            for (r, c), text in sorted(cells.items(), key=lambda kv: kv[0][1]):
                if r == row:
                    line = line.ljust(c - left) + text
            if line:
                lines.append(line)
        legend = (f"each small triangle shows the colours ({', '.join(f'{c} {NAME[c]}' for c in COLOURS)}) of "
                  f"its horizontal, / and \\ edges; the boundary is {self.boundary}")
        return "\n".join([legend, ""] + lines)

    def svg(self, solution: Sequence[int] | None = None, scale: float = 60) -> str:
        """The board; solved, each piece drawn as people draw them (each edge colours the sector
        between it and the centre), with a colour legend."""
        placed = self.placement(solution) if solution is not None else {}
        polys = []
        xs, ys = [], []
        for j, k, inv in self.triangles:
            pts = self.corners(j, k, inv)
            xs += [x for x, _ in pts]
            ys += [y for _, y in pts]
        pad = 10
        x0, y1 = min(xs), max(ys)
        width = (max(xs) - x0) * scale + 2 * pad
        height = (y1 - min(ys)) * scale + 2 * pad
        legend_y = height
        height += 30

        def at(x: float, y: float) -> tuple[float, float]:
            return pad + (x - x0) * scale, pad + (y1 - y) * scale

        for j, k, inv in self.triangles:
            name = f"{j}{k}'" if inv else f"{j}{k}"
            pts = [at(*p) for p in self.corners(j, k, inv)]
            cx, cy = sum(x for x, _ in pts) / 3, sum(y for _, y in pts) / 3
            colours = placed[name]["edges"] if name in placed else None
            for e, (u, v) in self.edge_corners(j, k, inv).items():
                if colours is None:
                    break
                p, q = pts[u], pts[v]
                polys.append(f'<polygon points="{p[0]:.1f},{p[1]:.1f} {q[0]:.1f},{q[1]:.1f} {cx:.1f},{cy:.1f}" '
                             f'fill="{FILL[colours[e]]}" stroke="#333" stroke-width="0.5"/>')
            polys.append(f'<polygon points="{" ".join(f"{x:.1f},{y:.1f}" for x, y in pts)}" '
                         f'fill="none" stroke="black" stroke-width="1.5"/>')
        for n, c in enumerate(COLOURS):  # the legend: a swatch and the colour's letter
            x = pad + n * 100
            polys.append(f'<rect x="{x}" y="{legend_y + 5}" width="18" height="18" fill="{FILL[c]}" stroke="#333"/>')
            mark = " boundary" if c == self.boundary else ""
            polys.append(f'<text x="{x + 22}" y="{legend_y + 14}" font-family="sans-serif" font-size="13" '
                         f'dominant-baseline="central">{c}{mark}</text>')
        return svg_open(max(width, 100 * len(COLOURS) + 2 * pad), height) + "\n" + "\n".join(polys) + "\n</svg>"


def board(name: str | int) -> tuple[str, ...]:
    """The six big triangles of a board: ``hexagon``, or 1 to 12 (a number or its digits)."""
    boards = load_boards()
    if isinstance(name, int) and not isinstance(name, bool):
        name = str(name)
    if not isinstance(name, str):
        raise TypeError(f"board: expected a board's name or number, not {type(name).__name__} {name!r}")
    if name == "hexagon":
        return HEXAGON
    if is_number(name) and 1 <= int(name) <= len(boards):
        return boards[int(name) - 1]
    raise InputError(f"unknown board '{name}' (hexagon, or 1 to {len(boards)})", source=name)
