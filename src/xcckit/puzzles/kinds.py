"""The registry of puzzle kinds: kind name -> ``module:class``, imported on first use, and the
help of ``xcc COMMAND KIND``. It lives apart from :mod:`xcckit.puzzles` (the base classes),
which the kinds import: the registry imports the kinds, the kinds do not import it.
"""

from __future__ import annotations

import importlib
import textwrap

from ..errors import InputError
from . import Puzzle

KINDS: dict[str, str] = {
    "dlx": "xcckit.puzzles:DLXFile",
    "slitherlink": "xcckit.puzzles.slitherlink:Slitherlink",
    "wordrect": "xcckit.puzzles.wordrect:WordRectangle",
    "wordsquare": "xcckit.puzzles.wordsquare:WordSquare",
    "torto": "xcckit.puzzles.torto:Torto",
    "macmahon": "xcckit.puzzles.macmahon:MacMahon",
    "queens": "xcckit.puzzles.queens:Queens",
    "sudoku": "xcckit.puzzles.sudoku:Sudoku",
    "polyomino": "xcckit.puzzles.polyomino:Polyomino",
    "masyu": "xcckit.puzzles.masyu:Masyu",
    "nurikabe": "xcckit.puzzles.nurikabe:Nurikabe",
    "shikaku": "xcckit.puzzles.shikaku:Shikaku",
    "tatamibari": "xcckit.puzzles.tatamibari:Tatamibari",
    "galaxies": "xcckit.puzzles.galaxies:Galaxies",
    "kurotto": "xcckit.puzzles.kurotto:Kurotto",
    "simpleloop": "xcckit.puzzles.simpleloop:SimpleLoop",
    "yajilin": "xcckit.puzzles.yajilin:Yajilin",
    "countryroad": "xcckit.puzzles.countryroad:CountryRoad",
    "numberlink": "xcckit.puzzles.numberlink:Numberlink",
    "hashi": "xcckit.puzzles.hashi:Hashi",
    "heyawake": "xcckit.puzzles.heyawake:Heyawake",
    "lits": "xcckit.puzzles.lits:Lits",
    "hitori": "xcckit.puzzles.hitori:Hitori",
    "yinyang": "xcckit.puzzles.yinyang:YinYang",
    "nurimisaki": "xcckit.puzzles.nurimisaki:Nurimisaki",
    "binairo": "xcckit.puzzles.binairo:Binairo",
    "tents": "xcckit.puzzles.tents:Tents",
    "skyscrapers": "xcckit.puzzles.skyscrapers:Skyscrapers",
    "suguru": "xcckit.puzzles.suguru:Suguru",
    "fillomino": "xcckit.puzzles.fillomino:Fillomino",
    "akari": "xcckit.puzzles.akari:Akari",
    "starbattle": "xcckit.puzzles.starbattle:StarBattle",
    "norinori": "xcckit.puzzles.norinori:Norinori",
    "nonogram": "xcckit.puzzles.nonogram:Nonogram",
    "kakuro": "xcckit.puzzles.kakuro:Kakuro",
    "killersudoku": "xcckit.puzzles.killersudoku:KillerSudoku",
    "kakurasu": "xcckit.puzzles.kakurasu:Kakurasu",
    "jigsawsudoku": "xcckit.puzzles.jigsawsudoku:JigsawSudoku",
    "minesweeper": "xcckit.puzzles.minesweeper:Minesweeper",
    "eulero": "xcckit.puzzles.eulero:Eulero",
    "tennergrid": "xcckit.puzzles.tennergrid:TennerGrid",
    "battleship": "xcckit.puzzles.battleship:Battleship",
    "dominos": "xcckit.puzzles.dominos:Dominos",
    "abcendview": "xcckit.puzzles.abcendview:AbcEndView",
    "hakyuu": "xcckit.puzzles.hakyuu:Hakyuu",
    "magnetic": "xcckit.puzzles.magnetic:Magnetic",
    "kenken": "xcckit.puzzles.kenken:KenKen",
    "str8t": "xcckit.puzzles.str8t:Str8t",
    "kakkuru": "xcckit.puzzles.kakkuru:Kakkuru",
    "hidoku": "xcckit.puzzles.hidoku:Hidoku",
    "pfeilzahlen": "xcckit.puzzles.pfeilzahlen:Pfeilzahlen",
    "samuraisudoku": "xcckit.puzzles.samuraisudoku:SamuraiSudoku",
    "nanbaboru": "xcckit.puzzles.nanbaboru:Nanbaboru",
    "burokku": "xcckit.puzzles.burokku:Burokku",
    "gokigennaname": "xcckit.puzzles.gokigennaname:GokigenNaname",
    "kuromasu": "xcckit.puzzles.kuromasu:Kuromasu",
    "creek": "xcckit.puzzles.creek:Creek",
    "gappy": "xcckit.puzzles.gappy:Gappy",
    "thermometer": "xcckit.puzzles.thermometer:Thermometer",
    "tilepaint": "xcckit.puzzles.tilepaint:TilePaint",
    "chocona": "xcckit.puzzles.chocona:Chocona",
    "shimaguni": "xcckit.puzzles.shimaguni:Shimaguni",
    "cave": "xcckit.puzzles.cave:Cave",
    "shakashaka": "xcckit.puzzles.shakashaka:Shakashaka",
    "munraito": "xcckit.puzzles.munraito:Munraito",
    "grandtour": "xcckit.puzzles.grandtour:GrandTour",
    "pipeline": "xcckit.puzzles.pipeline:Pipeline",
    "linesweeper": "xcckit.puzzles.linesweeper:Linesweeper",
    "foseruzu": "xcckit.puzzles.foseruzu:Foseruzu",
    "fobidoshi": "xcckit.puzzles.fobidoshi:Fobidoshi",
}
"""Kind name -> ``module:class``, imported on first use."""

ALIASES: dict[str, str] = {
    "simple_loop": "simpleloop",
    "country_road": "countryroad",
    "yin_yang": "yinyang",
    "takuzu": "binairo",
    "tent": "tents",
    "skyscraper": "skyscrapers",
    "spiral_galaxies": "galaxies",
    "killer_sudoku": "killersudoku",
    "jigsaw_sudoku": "jigsawsudoku",
    "tenner_grid": "tennergrid",
    "abc_end_view": "abcendview",
    "ken_ken": "kenken",
    "samurai_sudoku": "samuraisudoku",
    "tile_paint": "tilepaint",
    "grand_tour": "grandtour",
}
"""Other names of kinds (puzzlekit's snake_case ones) -> the kind."""


def kind_help(command: str, name: str, command_options: str = "") -> str:
    """The help of ``xcc COMMAND KIND``: the kind's arguments, options and examples, and
    ``command_options``, the options of ``xcc COMMAND`` as the command line reads them off itself
    (``--backend B, --limit N, …``)."""
    cls = get_kind(name)
    lines = [f"Usage: xcc {command} {name} {cls.arguments}", "", f"{cls.summary[:1].upper()}{cls.summary[1:]}.",
             "", *textwrap.wrap(cls.description, 90)]
    if cls.options:
        lines += ["", f"Options of {name}:"]
        width = max(len(n) + (len(m) + 1 if m else 0) for n, m, _ in cls.options)
        for n, m, text in cls.options:
            lines.append(f"  {(n + ' ' + m) if m else n:{width}}  {text}")
    if command_options:
        lines += ["", *textwrap.wrap(f"Options of xcc {command}: {command_options} (xcc {command} --help).", 90)]
    if command == "export" and cls.notations:
        lines += [f"The puzzle itself: --format {'|'.join(cls.export_formats())}."]
    if command in ("solve", "crosscheck"):
        lines += ["", *textwrap.wrap(f"Costs (--minimize, --best K): {cls.costs}", 90)]
    if cls.examples:
        lines += ["", "Examples:", *(f"  {e}" for e in cls.examples)]
    return "\n".join(lines)


def known(name: str) -> bool:
    """Whether ``name`` is a kind (or another name of one)."""
    return ALIASES.get(name, name) in KINDS


def get_kind(name: str) -> type[Puzzle]:
    target = KINDS.get(ALIASES.get(name, name))
    if target is None:
        raise InputError(f"unknown puzzle kind '{name}' (choose from {', '.join(KINDS)})", source="KIND")
    module, _, cls = target.partition(":")
    return getattr(importlib.import_module(module), cls)
