"""What every genre's command line and DLX export are asked, one row a genre (a new genre adds a row
to GENRES and one to EXPORTS; ``pytest tests/test_genre_cli.py -k akari`` runs one genre's).

The command line (:func:`test_the_command_line`): the bundled demo solved with ``--unique``, printed
as the sites publish it, columns aligned, and its ``--json`` grid, under the genre's name and each of
its aliases; a small puzzle's file counted (and solved, where it has one answer, to the same text as
``--unique`` and to its answer where the row gives it); its puzz.link URL, read back to the same count
(and answer); its ``--svg`` picture; and a bad file refused with exit status 2 in one line naming the
place.

The DLX export (:func:`test_the_dlx_export_is_the_model`): Knuth's text, on stdout and with ``-o``,
is the model itself (a line of items, then one line per option), and reads back with ``xcc count dlx``
(and zdd, where the row says) to the genre's own count, the row's (or, where the genre has a side constraint DLX
cannot say, at least that)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Callable

import pytest

from xcckit.puzzles.kinds import get_kind

from . import test_akari as akari
from . import test_countryroad as countryroad
from . import test_fillomino as fillomino
from . import test_galaxies as galaxies
from . import test_hashi as hashi
from . import test_heyawake as heyawake
from . import test_hitori as hitori
from . import test_kakuro as kakuro
from . import test_kurotto as kurotto
from . import test_lits as lits
from . import test_nonogram as nonogram
from . import test_norinori as norinori
from . import test_numberlink as numberlink
from . import test_nurikabe as nurikabe
from . import test_nurimisaki as nurimisaki
from . import test_shikaku as shikaku
from . import test_simpleloop as simpleloop
from . import test_skyscrapers as skyscrapers
from . import test_starbattle as starbattle
from . import test_tatamibari as tatamibari
from . import test_tents as tents
from . import test_yajilin as yajilin
from . import test_yinyang as yinyang

UNIQUE = "the solution is unique\n"


def solutions(n: int) -> str:
    """A count as ``xcc count`` prints it."""
    return f"{n:,} solution{'' if n == 1 else 's'}\n"


def printed(rows: list[str]) -> str:
    """An answer's rows as ``xcc solve`` prints them: the cells in columns as wide as the widest."""
    cells = [row.split() for row in rows]
    width = max(len(cell) for row in cells for cell in row)
    return "".join(" ".join(cell.ljust(width) for cell in row).rstrip() + "\n" for row in cells)


def text(puzzle: str | list[str]) -> str:
    return puzzle if isinstance(puzzle, str) else "\n".join(puzzle) + "\n"


@dataclass(frozen=True)
class Genre:
    """A genre's command line: ``demo`` and ``demo_answer`` its bundled puzzle and that answer;
    ``puzzle`` a small puzzle's text, with ``count`` answers (``answer`` the one, where given);
    ``url`` how its URL starts (``whole_url``: all of it); ``svg`` what its picture holds; ``bad``
    a bad file and ``error`` the message after ``xcc: FILE:`` (``whole_error``: all of it)."""
    genre: str
    demo: str
    demo_answer: list[str]
    puzzle: str | list[str]
    count: int
    svg: Callable[[str], bool]
    bad: str
    error: str
    answer: list[str] | None = None
    aliases: tuple[str, ...] = ()
    url: str = "https://puzz.link/p?"
    whole_url: bool = False
    whole_error: bool = True


GENRES = [
    Genre("akari", "demo-10x10", akari.DEMO_ANSWER, akari.PUZZLEKIT, 1, answer=akari.PUZZLEKIT_ANSWER,
          url="https://puzz.link/p?akari/8/8/",
          svg=lambda s: s.count("<circle") == sum(row.count("o") for row in akari.PUZZLEKIT_ANSWER),
          bad="2 2\n- y\n- -\n", error="2:3: 'y': a cell is - (white), x (black) or a number 0-4 (black, with its "
                                     "lights beside it)"),
    Genre("countryroad", "demo-8x8", countryroad.DEMO_ANSWER, countryroad.EXAMPLE, 1, aliases=("country_road",),
          answer=countryroad.EXAMPLE_ANSWER,  # (a half line per side of a cell on the loop:)
          svg=lambda s: s.count("stroke-linecap") == 2 * sum(t != "-" for row in countryroad.EXAMPLE_ANSWER
                                                             for t in row.split()),
          bad="2 2\n- x\n- -\n1 1\n1 1\n", error="2:3: 'x': a cell is a number from 1 (its room's cells on the loop), ? "
                                                 "(a number not given) or '-'"),
    Genre("fillomino", "demo-8x8", fillomino.DEMO_ANSWER, fillomino.SMALL, 1, svg=lambda s: s.count("<text") == 12,
          bad="2 2\n1 x\n- -\n", error="2:3: 'x': a cell is a number from 1 (its group's size) or '-'"),
    Genre("galaxies", "demo-8x8", galaxies.DEMO_ANSWER, galaxies.SMALL, 1, aliases=("spiral_galaxies",),
          svg=lambda s: s.count('stroke-width="3"') > 3 and s.count("<circle") == 2,
          bad="2 2\no - x\n- - -\n- - -\n", error="2:5: 'x': a mark is o (a dot), * (a black dot), # (a cell off the board) or '-'"),
    Genre("hashi", "demo-9x9", hashi.DEMO_ANSWER, hashi.SMALL, 2, url="https://puzz.link/p?hashi/3/3/3g3i2g2",
          whole_url=True, svg=lambda s: s.count("<circle") == 4,
          bad="1 3\n1 - 9\n", error="2:5: '9': a cell is an island's number 1-8, ? (an island whose number is not given) or '-' (water)"),
    Genre("heyawake", "demo-8x8", heyawake.DEMO_ANSWER, heyawake.SMALL, 1, svg=lambda s: s.count('fill="#333"') == 3,
          bad="2 2\n1 x\n- -\na a\na a\n", error="2:3: 'x': a cell is a number (its room's count of shaded cells), "
                                                 "? (a number not given) or '-'"),
    Genre("hitori", "demo-8x8", hitori.DEMO_ANSWER, hitori.SMALL, 1, answer=hitori.SMALL_ANSWER,
          svg=lambda s: s.count('fill="#333"') == 4,
          bad="2 2\n1 x\n- -\n", error="2:3: 'x': a cell is a number or '-' (a cell without a number)"),
    Genre("kakuro", "demo-8x8", kakuro.DEMO_ANSWER, kakuro.SMALL, 1, answer=["- - -", "- 1 2", "- 3 4"],
          svg=lambda s: s.count(">4<") == 1,
          bad="2 2\n- x\n- 0\n", error="2:3: 'x': a cell is 0 (white)", whole_error=False),
    Genre("kurotto", "demo-8x8", kurotto.DEMO_ANSWER, kurotto.SMALL, 3,
          svg=lambda s: s.count("<circle") == 3 and 'fill="#333"' in s,
          bad="2 2\n1 x\n- -\n", error="2:3: 'x': a cell is '-', o (a circle) or a number from 0 (a circle with it)"),
    Genre("lits", "demo-8x8", lits.DEMO_ANSWER, lits.SMALL, 1, svg=lambda s: s.count('fill="#333"') == 12,
          bad="2 4\na a a a\nb b b\n", error="3:6: this row has 3 cells, the first line says 4"),
    Genre("nonogram", "demo-10x10", nonogram.DEMO_ANSWER, nonogram.SMALL, 1, answer=nonogram.SMALL_ANSWER,
          svg=lambda s: s.count('fill="#333"') == 5,
          bad="2 2\n1\nx\n1\n1\n", error="3:1: 'x': a clue is numbers from 1 (or 0 alone for an empty column)"),
    Genre("norinori", "demo-10x10", norinori.DEMO_ANSWER, norinori.PUZZLEKIT, 1, answer=norinori.PUZZLEKIT_ANSWER,
          url="https://puzz.link/p?norinori/10/10/",
          svg=lambda s: s.count("<rect") >= sum(row.count("x") for row in norinori.PUZZLEKIT_ANSWER),
          bad="2 2\n- y\n- -\n1 1\n1 1\n", error="2:3: 'y': a cell is '-' (the puzzle is its rooms)"),
    Genre("numberlink", "demo-8x8", numberlink.DEMO_ANSWER, numberlink.SMALL, 4,
          url="https://puzz.link/p?numlin/4/3/1j2j12", whole_url=True, svg=lambda s: s.count("<line") > 20,
          bad="2 2\n1 x\n- 1\n", error="2:3: 'x': a cell is a number from 1 (an end of a path) or '-'"),
    Genre("nurikabe", "demo-7x7", nurikabe.DEMO_ANSWER, nurikabe.SMALL, 1, svg=lambda s: s.count("<rect") > 5,
          bad="2 2\n1 x\n- -\n", error="2:3: 'x': a cell is a number from 1 (its island's size), ? (a number not given) or '-'"),
    Genre("nurimisaki", "demo-8x8", nurimisaki.DEMO_ANSWER, nurimisaki.SMALL, 1, answer=nurimisaki.SMALL_ANSWER,
          url="https://puzz.link/p?nurimisaki/4/3/i3k2g.", whole_url=True,
          svg=lambda s: s.count('fill="#333"') == 6 and s.count("<circle") == 3 + 3,
          bad="2 2\n? x\n- -\n", error="2:3: 'x': a cell is a number from 2 (a circle and its passage's length), "
                                     "'?' or '-'"),
    Genre("shikaku", "demo-10x10", shikaku.DEMO_ANSWER, shikaku.SMALL, 3, svg=lambda s: s.count('stroke-width="3"') > 3,
          bad="2 2\n1 x\n- -\n", error="2:3: 'x': a cell is a number from 1 (its rectangle's area), ? (a number not given) or '-'"),
    Genre("simpleloop", "demo-8x8", simpleloop.DEMO_ANSWER, simpleloop.SMALL, 1, aliases=("simple_loop",),
          svg=lambda s: s.count("<line") > 20,
          bad="2 2\n- o\n- -\n", error="2:3: 'o': a cell is '-' (open) or 'x' (blocked)"),
    Genre("skyscrapers", "demo-7x7", skyscrapers.DEMO_ANSWER, skyscrapers.EXAMPLE, 1,
          answer=skyscrapers.EXAMPLE_ANSWER, svg=lambda s: s.count("<text") == 25 + 14,
          bad="2 2 2\n- -\n- -\n- 9\n- -\n", error="4:3: '9': the clue left of row 2 9 is more than the 2 heights"),
    Genre("starbattle", "demo-10x10", starbattle.DEMO_ANSWER, starbattle.PUZZLEKIT, 1,
          answer=starbattle.PUZZLEKIT_ANSWER, url="https://puzz.link/p?starbattle/6/6/1/",
          svg=lambda s: s.count("★") == 6, bad="2 2 1\n1 2\n1 2\n3\n", error="", whole_error=False),
    Genre("tatamibari", "demo-10x10", tatamibari.DEMO_ANSWER, tatamibari.SMALL, 3,
          svg=lambda s: s.count('stroke-width="3"') > 3 and "|" in s,
          bad="2 2\ns x\n- -\n", error="2:3: 'x': a cell is s (a square), h (wider than tall), v (taller than wide), "
                                     "? (a shape not given) or '-'"),
    Genre("tents", "demo-8x8", tents.DEMO_ANSWER, tents.PK_PUZZLE, 1, aliases=("tent",), answer=tents.PK_ANSWER,
          svg=lambda s: s.count("▲") == 28,
          bad="2 2\n1 1\n1 1\nx T\n- x\n", error="4:3: 'T': a cell is x (a tree) or '-'"),
    Genre("yajilin", yajilin.DEMO, yajilin.DEMO_ANSWER, yajilin.EXAMPLE, 1, answer=yajilin.EXAMPLE_ANSWER,
          svg=lambda s: s.count("<rect") == 1 + 7,  # (the ground, 7 shaded cells)
          bad="2 2\n- 1q\n- -\n", error="2:3: '1q': a cell is '-', 'x' (grey) or a clue: a number (? not given) and "
                                      "a direction n, s, e or w ('2s')"),
    Genre("yinyang", "demo-8x8", yinyang.DEMO_ANSWER, yinyang.SMALL, 1, aliases=("yin_yang",),
          answer=yinyang.SMALL_ANSWER,
          svg=lambda s: s.count('fill="black" stroke') == 7 and s.count('fill="white" stroke') == 5,
          bad="2 2\nw x\n- -\n", error="2:3: 'x': a cell is w (white), b (black) or '-'"),
]


@pytest.mark.parametrize("row", GENRES, ids=[row.genre for row in GENRES])
def test_the_command_line(run_cli, tmp_path, row: Genre):
    code, out, _ = run_cli("solve", row.genre, row.demo, "--unique")
    assert code == 0 and out == printed(row.demo_answer) + UNIQUE
    f = tmp_path / "p.txt"
    f.write_text(text(row.puzzle))
    for name in (row.genre, *row.aliases):
        code, out, _ = run_cli("solve", name, row.demo, "--json")
        assert code == 0 and json.loads(out)["solutions"][0]["answer"]["grid"] == [r.split() for r in row.demo_answer]
        assert run_cli("count", name, f)[:2] == (0, solutions(row.count))
    code, plain, _ = run_cli("solve", row.genre, f)
    assert code == 0 and (row.answer is None or plain == printed(row.answer))
    if row.count == 1:
        assert run_cli("solve", row.genre, f, "--unique")[:2] == (0, plain + UNIQUE)
    code, url, _ = run_cli("export", row.genre, f, "--format", "url")
    assert code == 0 and url.startswith(row.url) and url.endswith("\n") and (not row.whole_url or url == row.url + "\n")
    assert run_cli("count", row.genre, url.strip())[:2] == (0, solutions(row.count))
    if row.count == 1:
        assert run_cli("solve", row.genre, url.strip(), "--unique")[:2] == (0, plain + UNIQUE)
    picture = tmp_path / "p.svg"
    assert run_cli("solve", row.genre, f, "--svg", picture)[0] == 0 and row.svg(picture.read_text())
    f.write_text(row.bad)
    code, out, err = run_cli("solve", row.genre, f)
    assert (code, out) == (2, "") and err.startswith(f"xcc: {f}:{row.error}") and err.count("\n") == 1
    assert err.endswith("\n") and (not row.whole_error or err == f"xcc: {f}:{row.error}\n")


@dataclass(frozen=True)
class Export:
    """A genre's DLX export: ``source`` a bundled puzzle's name or arguments (``2x3``), or a
    puzzle's text (written to a file); ``count`` its count, or the count from the puzzle (the brute
    force); ``lines`` the text's lines where the row says; ``check`` what else the text holds;
    ``zdd``: counted by zdd too; ``side``: the genre has a side constraint left out of the text (the
    count read back is at least the genre's)."""
    genre: str
    name: str
    source: str
    count: int | Callable[[object], int]
    lines: int | None = None
    check: Callable[[str], bool] = field(default=lambda dlx: True)
    zdd: bool = False
    side: bool = False


EXPORTS = [
    Export("akari", "demo", "demo-10x10", 1),
    Export("akari", "blank", "3 3\n- - -\n- x -\n- - -\n", lambda p: len(akari.brute(p))),
    Export("fillomino", "2x3", "2x3", 33),
    Export("galaxies", "small", text(galaxies.SMALL), 1, side=True),  # (connectedness is no part of Knuth's format)
    Export("kakuro", "blank", "3 3\n- - -\n- 0 0\n- 0 0\n", 4104),
    Export("kurotto", "small", text(kurotto.SMALL), 3, zdd=True),
    Export("nonogram", "loose", "3 3\n1\n1\n1\n1\n1\n1\n", 6, lines=1 + 6 * 3),
    Export("norinori", "demo", "demo-10x10", 1),
    Export("norinori", "halves", "3 4\n1 1 1 1\n1 1 2 2\n2 2 2 2\n", lambda p: len(norinori.brute(p))),
    Export("shikaku", "small", text(shikaku.SMALL), 3, zdd=True, check=lambda dlx: "|" not in dlx.splitlines()[-1]),
    Export("skyscrapers", "example", skyscrapers.EXAMPLE, 1),
    Export("starbattle", "demo", "demo-10x10", 1, check=lambda dlx: dlx.startswith("2|r0 2|r1 ")),  # (DLX3's 2|)
    Export("starbattle", "rows", "6 6 1\n" + "".join(f"{i} {i} {i} {i} {i} {i}\n" for i in range(6)), 90),
    Export("tatamibari", "small", text(tatamibari.SMALL), 3, zdd=True, check=lambda dlx: "|" in dlx.splitlines()[0]),
    Export("tents", "demo", "demo-8x8", 1),
]


@pytest.mark.parametrize("row", EXPORTS, ids=[f"{row.genre}-{row.name}" for row in EXPORTS])
def test_the_dlx_export_is_the_model(run_cli, tmp_path, row: Export):
    source = row.source
    if "\n" in source:
        source = tmp_path / "p.txt"
        source.write_text(row.source)
    puzzle = get_kind(row.genre).from_args([str(source)])
    want = row.count if isinstance(row.count, int) else row.count(puzzle)
    code, dlx, err = run_cli("export", row.genre, source, "--format", "dlx")
    assert code == 0 and dlx.count("\n") == puzzle.model.n_options + 1 and row.check(dlx)
    # a side constraint the text cannot say is named on stderr (implied ones are not)
    assert ("holds the exact cover alone, without the connected constraint" in err) == row.side, err
    assert row.lines is None or dlx.count("\n") == row.lines
    f = tmp_path / "p.dlx"
    assert run_cli("export", row.genre, source, "--format", "dlx", "-o", f)[0] == 0 and f.read_text() == dlx
    assert run_cli("count", row.genre, source)[:2] == (0, solutions(want))
    for backend in ["auto", "zdd"] if row.zdd else ["auto"]:  # (auto: the default)
        code, out, _ = run_cli("count", "dlx", f, "--backend", backend)
        if row.side:
            assert code == 0 and out.endswith((" solution\n", " solutions\n"))
            assert int(out.split()[0].replace(",", "")) >= want
        else:
            assert (code, out) == (0, solutions(want))


@pytest.mark.parametrize("kind, puzzle, left", [("fillomino", "demo-8x8", "group sizes"),
                                                ("nurikabe", "demo-7x7", "connected and sized regions"),
                                                ("slitherlink", "demo-7x7", "single loop")])
def test_the_dlx_export_names_the_constraints_it_leaves_out(run_cli, kind, puzzle, left):
    code, dlx, err = run_cli("export", kind, puzzle, "--format", "dlx")
    assert code == 0 and len(dlx.splitlines()) > 1  # (the exact cover is still written)
    assert f"the DLX text holds the exact cover alone, without the {left} constraint" in err, err
