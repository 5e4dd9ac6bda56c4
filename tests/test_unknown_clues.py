"""Clues whose value is not given: janko.at's ``?`` and pzprjs's ``.`` in URL bodies. A numbered
cell whose number the puzzle does not give is still part of the rules: nurikabe's island holds it
and no other number, of any size; hashi's island takes any number of bridges; shikaku's and
tatamibari's rectangle holds it and no other clue, of any area or shape; yajilin's is a clue cell
with no count; and where a number only counts (heyawake's and country road's rooms, suguru's
cells, tents' and skyscrapers' lines) it says nothing. Each is compared with the rules checker's
brute force on every backend that takes the model."""

from __future__ import annotations

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.errors import InputError
from xcckit.puzzles.kinds import get_kind

from .conftest import accepted
from .genres import brute_shadings
from .tilings import number_regions, rectangle_tilings
from .cases.hashi import CASE as hashi_case
from .genres import brute
from .loopgrids import line_grids


CASES = {
    "nurikabe": ("4 4\n? - - -\n- - - -\n- - 2 -\n- - - ?\n", lambda p: brute_shadings(p)),
    "shikaku": ("3 3\n? - -\n- - -\n- - 3\n",
                lambda p: sorted(g for g in map(number_regions, rectangle_tilings(p.m, p.n)) if p.verify(g) is None)),
    "tatamibari": ("3 3\n? - -\n- - h\n- - -\n",
                   lambda p: sorted(g for g in map(number_regions, rectangle_tilings(p.m, p.n)) if p.verify(g) is None)),
    "hashi": ("3 3\n? - 2\n- - -\n1 - ?\n", lambda p: brute(p, hashi_case.candidates)),
    "yajilin": ("3 3\n?s - -\n- - -\n- - -\n",
                lambda p: sorted(g for g in line_grids(p.m, p.n, lambda i, j: ("-", "x")) if p.verify(g) is None)),
}


@pytest.mark.parametrize("kind", sorted(CASES))
def test_a_clue_not_given_keeps_its_rules(kind, backend_name):
    text, brute = CASES[kind]
    p = get_kind(kind).from_text(text, "p.txt")
    expected = brute(p)
    assert expected, kind  # (the puzzles have answers)
    accepted(get_backend(backend_name), p.model)
    assert xcckit.count(p, backend=backend_name).count == len(expected)


@pytest.mark.parametrize("kind, url, given", [
    ("nurikabe", "nurikabe/4/4/.o2j.", "? - - -"),
    ("shikaku", "shikaku/3/3/.m3", "? - -"),
    ("tatamibari", "tatamibari/3/3/.j2i", "? - -"),
    ("hashi", "hashi/3/3/.g2i1g.", "? - 2"),
    ("yajilin", "yajilin/3/3/2.h", "?s - -"),
    ("heyawake", "heyawake/2/2/00.", "? -"),
    ("countryroad", "country/2/2/0o.g", "? -"),
    ("suguru", "suguru/2/2/00.i", "? -"),
])
def test_pzprjs_dot_is_read_as_a_clue_not_given(kind, url, given):
    p = get_kind(kind).from_url("https://puzz.link/p?" + url)
    assert " ".join(p.cells[0]) == given
    assert xcckit.solve(p, limit=1).answers  # (checked by the rules on the way)


def test_where_a_number_only_counts_it_says_nothing():
    for kind, url, plain in (("tents", "tents/2/2/..1.l", "tents/2/2/h1gl"),
                             ("skyscrapers", "skyscrapers/2/2/.m", "skyscrapers/2/2/n")):
        read = get_kind(kind).from_url
        assert read("https://puzz.link/p?" + url).to_url() == read("https://puzz.link/p?" + plain).to_url()


def test_a_nonogram_run_of_a_length_not_given_is_refused_in_words():
    with pytest.raises(InputError, match=r"^URL: URL body: a run of a length not given \('\.'\) is not read here"):
        get_kind("nonogram").from_url("https://puzz.link/p?nonogram/2/2/.g1g1g1g")
