"""Foseruzu's own: a blank grid's count against the brute force, the region size (given, or 4 or 5
agreeing through a colour), pzprjs's two names and its cells off the grid, the maker's sizes."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import xcckit
from xcckit.backends import get_backend
from xcckit.errors import InputError
from xcckit.puzzles.foseruzu import Foseruzu

from .conftest import accepted
from .tilings import connected_partitions


def tilings(m: int, n: int, sizes: tuple[int, ...]) -> int:
    """The divisions of the m×n grid into connected regions all of one of ``sizes`` (the brute force)."""
    return sum(len(set(Counter(label.values()).values())) == 1 and Counter(label.values())[0] in sizes
               for label in connected_partitions(m, n))


@pytest.mark.parametrize("m, n, k", [(2, 4, ""), (2, 5, ""), (1, 8, ""), (3, 3, "3"), (2, 3, "2")])
def test_a_blank_grid_counts_its_tilings(backend_name, m, n, k):
    text = f"{m} {n} {k}\n" + f"{' '.join('-' * n)}\n" * m
    sizes = (int(k),) if k else tuple(s for s in (4, 5) if (m * n) % s == 0)
    p = Foseruzu.from_text(text)
    accepted(get_backend(backend_name), p.model)
    assert xcckit.count(p, backend=backend_name).count == tilings(m, n, sizes)


def test_without_k_the_regions_are_all_four_or_all_five():
    both = Foseruzu.from_args(["4x5"])
    assert both.region_sizes == (4, 5) and "size" in both.model.names
    four, five = (xcckit.count(Foseruzu.from_text("4 5 %d\n" % k + "- - - - -\n" * 4)).count for k in (4, 5))
    assert xcckit.count(both).count == four + five == 955  # (no answer mixes the sizes)
    assert Foseruzu.from_args(["3x4"]).region_sizes == (4,) and "size" not in Foseruzu.from_args(["3x4"]).model.names


def test_urls_name_the_size_and_keep_the_cells_off_the_grid():
    p = Foseruzu.from_url("https://puzz.link/p?fivecells/6/6/72b1i0f2b1i3a")
    assert p.extra == [5] and p.cells[0][:2] == ["@", "2"] and p.to_text().startswith("6 6 5\n@ 2 - - 1 -\n")
    assert Foseruzu.from_url("https://puzz.link/p?fourcells/6/6/b1d2a3e3d1f2b2a3b2").extra == [4]
    assert Foseruzu.from_text("2 4\n- ? - -\n- - - -\n").to_url() == "https://puzz.link/p?fourcells/4/2/a.f"
    with pytest.raises(InputError, match="give K on the first line"):
        Foseruzu.from_args(["4x5"]).to_url()
    with pytest.raises(InputError, match="no URLs for regions of 2 cells"):
        Foseruzu.from_text("1 2 2\n- -\n").to_url()


def test_a_side_next_to_a_cell_off_the_grid_is_a_border():
    p = Foseruzu.from_text("2 3 5\n@ 2 -\n- - -\n")  # (the 2 has the edge and the @ beside it)
    (answer,) = xcckit.solve(p, unique=True).answers
    assert answer.answer["grid"] == [["-", "1", "1"], ["1", "1", "1"]]
    assert "#ccc" in p.svg()


@pytest.mark.parametrize("m, n, k", [(5, 6, 5), (4, 6, 4)])
def test_the_maker_takes_five_cells_where_they_divide_the_grid(m, n, k):
    made = Foseruzu.maker(m, n, random.Random(1))
    assert made.extra == [k] and all(t != "-" for row in made.cells for t in row)
    assert Foseruzu.made(made.cells, made).verify(made.answer) is None
    with pytest.raises(InputError, match="do not divide a 3×3 grid"):
        Foseruzu.maker(3, 3, random.Random(1))


def test_the_sides_model_counts_what_the_plain_packing_counts(backend_name, monkeypatch):
    """The model of a large grid (the sides coloured, each cell's table: SIDES_FROM) on small
    puzzles, against the plain packing's count (itself checked by the brute force)."""
    from xcckit.puzzles import foseruzu

    from .cases.foseruzu import random_puzzle
    rng = random.Random(7)
    puzzles = [random_puzzle(rng) for _ in range(12)] + [Foseruzu.from_text("3 4\n- - - -\n- - 2 -\n3 3 2 -\n")]
    if backend_name != "zdd":  # (zdd's frontier carries the sides: minutes on a blank 4x5)
        puzzles.append(Foseruzu.from_text("4 5\n" + "- - - - -\n" * 4))
    for p in puzzles:
        text = p.to_text()
        plain = xcckit.count(Foseruzu.from_text(text), backend="dlx").count
        monkeypatch.setattr(foseruzu, "SIDES_FROM", 0)
        sided = Foseruzu.from_text(text)
        monkeypatch.setattr(foseruzu, "SIDES_FROM", 150)
        assert any(name.startswith("n") for name in sided.model.names) or not p.m * p.n
        accepted(get_backend(backend_name), sided.model)
        assert xcckit.count(sided, backend=backend_name).count == plain, text
        if plain == 1:
            (answer,) = xcckit.solve(sided, backend=backend_name, unique=True).answers
            assert sided.verify(answer.answer["grid"]) is None
