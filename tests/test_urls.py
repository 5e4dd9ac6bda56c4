"""puz.link URLs as pzprjs (the puzz.link editor) reads and writes them, for every kind that has
them: every name pzprjs's variety list gives a genre, the parts pzprjs allows around the size
(``v:`` before it, flags, ``_edit``/``_play``, a ``type=…&`` query), and bodies whose last skip
runs past the grid's end (pzprjs's encoders write them; its decoders stop at the grid's end)."""

from __future__ import annotations

from importlib import resources

import pytest

from xcckit.errors import InputError
from xcckit.puzzles.kinds import KINDS, get_kind

PZPRJS_NAMES = {
    "abcendview": {"easyasabc"},
    "akari": {"akari", "lightup", "bijutsukan"},
    "cave": {"cave", "bag"},
    "chocona": {"chocona"},
    "countryroad": {"country"},
    "creek": {"creek"},
    "fillomino": {"fillomino", "fillomino01"},
    "foseruzu": {"fourcells", "fivecells"},
    "galaxies": {"tentaisho"},
    "gokigennaname": {"gokigen"},
    "hashi": {"hashi", "hashikake", "bridges"},
    "hakyuu": {"ripple", "hakyuu"},
    "heyawake": {"heyawake", "heyawacky"},
    "hitori": {"hitori"},
    "kakuro": {"kakuro"},
    "kuromasu": {"kurodoko"},
    "kurotto": {"kurotto"},
    "lits": {"lits"},
    "magnetic": {"magnets"},
    "masyu": {"mashu", "masyu", "pearl"},
    "minesweeper": {"mines"},
    "nonogram": {"nonogram"},
    "norinori": {"norinori"},
    "numberlink": {"numlin", "numberlink"},
    "nurikabe": {"nurikabe"},
    "nurimisaki": {"nurimisaki"},
    "shikaku": {"shikaku"},
    "shakashaka": {"shakashaka"},
    "shimaguni": {"shimaguni"},
    "simpleloop": {"simpleloop"},
    "skyscrapers": {"skyscrapers", "building", "skyscraper"},
    "slitherlink": {"slither", "slitherlink"},
    "starbattle": {"starbattle"},
    "sudoku": {"sudoku"},
    "suguru": {"suguru"},
    "tatamibari": {"tatamibari"},
    "tents": {"tents"},
    "tilepaint": {"tilepaint"},
    "yajilin": {"yajilin", "yajirin"},
    "yinyang": {"yinyang"},
}
"""Kind -> the names pzprjs's variety list gives the genre (its id, ``pzprurl``, ``kanpen`` and
aliases: pzprjs reads a URL under any of them)."""

RULE_NAMES = {"foseruzu": {"fourcells", "fivecells"}}
"""Kind -> the names of its pzprjs varieties that set a rule (foseruzu's regions of four or five
cells): a body read under another of them is another puzzle."""


def bundled(kind: str):
    """The kind's first bundled puzzle (of the project's making)."""
    folder = resources.files("xcckit.data") / kind
    name = min(f.name for f in folder.iterdir() if f.name.endswith(".txt"))
    return get_kind(kind).from_args([name.removesuffix(".txt")])


OVERSHOOT = {
    "slitherlink": ("slither/2/2/ic", "slither/2/2/i2"), "akari": ("akari/2/2/ic", "akari/2/2/i2"),
    "fillomino": ("fillomino/5/1/2h2z", "fillomino/5/1/2h2g"), "hashi": ("hashi/5/1/2h2z", "hashi/5/1/2h2g"),
    "kurotto": ("kurotto/5/1/2h2z", "kurotto/5/1/2h2g"), "nurikabe": ("nurikabe/5/1/2h2z", "nurikabe/5/1/2h2g"),
    "nurimisaki": ("nurimisaki/5/1/2h2z", "nurimisaki/5/1/2h2g"),
    "numberlink": ("numlin/5/1/2h2z", "numlin/5/1/2h2g"), "shikaku": ("shikaku/5/1/2h3z", "shikaku/5/1/2h3g"),
    "nonogram": ("nonogram/2/2/1g1z", "nonogram/2/2/1g1g"), "sudoku": ("sudoku/4/4/1z", "sudoku/4/4/1u"),
    "skyscrapers": ("skyscrapers/2/2/1z", "skyscrapers/2/2/1m"), "tents": ("tents/2/2/1zz", "tents/2/2/1il"),
    "heyawake": ("heyawake/2/2/o01z", "heyawake/2/2/o01g"), "countryroad": ("country/2/2/o01z", "country/2/2/o01g"),
    "suguru": ("suguru/2/2/o01z", "suguru/2/2/o01i"), "galaxies": ("tentaisho/2/2/j0z", "tentaisho/2/2/j0j"),
    "tatamibari": ("tatamibari/2/2/3z", "tatamibari/2/2/3i"), "kakuro": ("kakuro/2/2/z3456", "kakuro/2/2/n3456"),
    "yajilin": ("yajilin/2/2/20z", "yajilin/2/2/20c"),
    "magnetic": ("magnets/2/2/1z0o", "magnets/2/2/1m0o"), "chocona": ("chocona/2/2/o01z", "chocona/2/2/o01g"),
    "gokigennaname": ("gokigen/1/1/1z", "gokigen/1/1/1i"), "creek": ("creek/2/2/1z", "creek/2/2/1n"),
    "kuromasu": ("kurodoko/5/1/2h2z", "kurodoko/5/1/2h2g"), "cave": ("cave/5/1/2h2z", "cave/5/1/2h2g"),
    "shakashaka": ("shakashaka/2/2/ic", "shakashaka/2/2/i2"),
}
"""Kind -> (a body whose last skip runs past the grid's end, the same puzzle without it), for the
kinds whose cells' encodings skip cells (the others write a fixed number of characters)."""


def _read(kind: str, body: str):
    return get_kind(kind).from_args(["https://puzz.link/p?" + body])


def _same(a, b) -> bool:
    """The same puzzle: the same URL (a room's number may stand in another of its cells in the
    sites' notation than the URL puts it)."""
    return a.to_url() == b.to_url()


def test_every_kind_with_urls_is_here():
    assert {k for k in KINDS if "url" in get_kind(k).notations} == set(PZPRJS_NAMES)


@pytest.mark.parametrize("kind", sorted(PZPRJS_NAMES))
def test_every_name_pzprjs_gives_a_genre_is_read(kind):
    puzzle = bundled(kind)
    name, rest = puzzle.to_url().split("?", 1)[1].split("/", 1)
    assert name in PZPRJS_NAMES[kind]
    for other in PZPRJS_NAMES[kind] - RULE_NAMES.get(kind, set()):
        assert _same(_read(kind, f"{other}/{rest}"), puzzle), other
    for other in RULE_NAMES.get(kind, set()) - {name}:  # (another rule: another puzzle, read all the same)
        assert not _same(_read(kind, f"{other}/{rest}"), puzzle), other
    with pytest.raises(InputError, match=f"not a {kind} URL"):
        _read(kind, f"nosuchgenre/{rest}")


@pytest.mark.parametrize("kind", sorted(PZPRJS_NAMES))
def test_the_parts_pzprjs_allows_around_the_size(kind):
    """``v:`` (a puzzle pzprjs marks as a variant), ``_edit``/``_play``, a ``type=…&`` query and,
    where the genre reads none, flags before the size: the same puzzle."""
    puzzle = bundled(kind)
    name, rest = puzzle.to_url().split("?", 1)[1].split("/", 1)
    for body in (f"{name}/v:/{rest}", f"{name}/v:x1/{rest}", f"{name}_edit/{rest}", f"{name}_play/{rest}",
                 f"type=player&{name}/{rest}"):
        assert _same(_read(kind, body), puzzle), body
    if kind not in ("countryroad", "yajilin"):  # (their flags 'e' and 'o' are variants, refused)
        assert _same(_read(kind, f"{name}/v:/zq/{rest}"), puzzle)


@pytest.mark.parametrize("kind", sorted(OVERSHOOT))
def test_a_skip_past_the_grid_s_end_ends_the_cells(kind):
    over, exact = OVERSHOOT[kind]
    assert _same(_read(kind, over), _read(kind, exact))


def test_the_variants_of_country_road_and_yajilin_are_refused_in_words():
    with pytest.raises(InputError, match="the flag 'e' .* is a variant of country road"):
        _read("countryroad", "country/v:/e/2/2/o01")
    with pytest.raises(InputError, match="the flag 'o' .* is a variant of yajilin"):
        _read("yajilin", "yajilin/o/2/2/20c")
