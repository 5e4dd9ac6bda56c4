"""The trie backend in parts: its subproblems are the letters of the first cells; a paused
search knows what it has left (and gives it away); counts and searches with a journal, resumed
after any line, and on a Dask cluster."""

from __future__ import annotations

import functools

import numpy as np
import pytest

import xcckit
from xcckit.backends.dlx import DlxBackend
from xcckit.backends.slices import DONE
from xcckit.backends.trie import TrieBackend
from xcckit.errors import InputError, UnsupportedError
from xcckit.parallel.journal import Journal
from xcckit.parallel.threads import Scheduler
from xcckit.puzzles.wordrect import WordRectangle
from xcckit.puzzles.kit.words import load_words
from xcckit.puzzles.wordsquare import WordSquare

from .test_journal import assert_partition, records, run


def rectangle(n: int = 1000):
    words = load_words(f"sgb-words:{n}")
    return WordRectangle(words, words).model


GRIDS = ["rect5x5", "square5", "rect4x5"]
"""A 5x5 rectangle (191 grids), a symmetric 5x5 square (185), and a 4x5 rectangle of different
row and column words: made when a test asks (:func:`grid`), not while the tests are collected."""


@functools.cache
def grid(name: str):
    """(model, count) of the grid ``name`` (:data:`GRIDS`)."""
    if name == "rect5x5":
        return rectangle(), 191
    if name == "square5":
        return WordSquare(load_words("sgb-words:1000")).model, 185
    tall = WordRectangle(load_words("enable1@5:800"), load_words("enable1@4:800")).model
    return tall, xcckit.count(tall, backend="dlx").count


def finish(s, out=None) -> int:
    """Run the search ``s`` to its end; its count."""
    out = np.zeros(1, dtype=np.int64) if out is None else out
    while s.run(out, False, 0, 1 << 30) != DONE:
        pass
    return s.count


def count_of(b: TrieBackend, model, prefix) -> int:
    s = b.structure(model)
    s.restart(tuple(prefix))
    return finish(s)


@pytest.mark.parametrize("name", GRIDS)
def test_subproblems_partition_the_grids(name):
    model, total = grid(name)
    b = TrieBackend(threads=1)
    assert b.count(model)[0] == total
    parts, found = b.subproblems(model, 40)
    assert found == 0 and len(parts) >= 40 and len({p.forced for p in parts}) == len(parts)
    assert abs(sum(p.share for p in parts) - 1.0) < 1e-9 and all(p.share > 0 for p in parts)
    assert sum(count_of(b, model, p.forced) for p in parts) == total
    for threads in (1, 2, 3):
        result = Scheduler(model, TrieBackend(threads=threads), list(parts)).run()
        assert sum(result.counts.values()) == total and result.unfinished == 0


@pytest.mark.parametrize("name", GRIDS)
@pytest.mark.parametrize("budget", [1, 7, 300, 5000])
def test_a_paused_search_knows_what_it_has_left(name, budget):
    """Paused after ``budget`` letters: the count so far plus the counts of the rest is the
    total; after donate(), the search goes on with the pieces it kept, and those it gave away
    hold the others."""
    model, total = grid(name)
    b = TrieBackend(threads=1)
    s = b.structure(model)
    s.restart(())
    if s.run(np.zeros(1, dtype=np.int64), False, 0, budget) == DONE:
        pytest.skip("done within the budget")
    rest = s.rest()
    assert len(rest) == s.pieces() >= 1 and 0 < sum(w for _, w in rest) <= 1 + 1e-9
    assert s.count + sum(count_of(b, model, f) for f, _ in rest) == total
    d, again = s.donate(2)
    assert again == rest and (d >= 2 or d == len(rest) - 1)
    assert finish(s) + sum(count_of(b, model, f) for f, _ in rest[:d]) == total


def test_the_searches_of_a_count_share_the_tries():
    """Built once per model (the threads only read them), again once the model changes."""
    words = load_words("sgb-words:100")
    model = WordRectangle(words, words).model
    b = TrieBackend()
    first = b.structure(model)
    assert b.structure(model).g is first.g and b.grid(model) is first.g
    assert b.structure(rectangle(100)).g is not first.g
    model.add_option(["R0", "C0"])  # changed (an option that is no word: the grid is read again)
    with pytest.raises(UnsupportedError):
        b.structure(model)


def test_a_prefix_with_no_grid_and_a_full_prefix():
    model = rectangle(200)
    b = TrieBackend()
    s = b.structure(model)
    s.restart((25, 25, 25))  # "zzz" starts no word
    assert finish(s) == 0
    with pytest.raises(ValueError, match="fills the grid"):
        s.restart(tuple([0] * 25))


# ---------------------------------------------------------------------------- journals
def test_a_count_with_a_journal_is_a_trie_count_of_letters(tmp_path):
    model = rectangle()
    path = tmp_path / "j"
    result = xcckit.count(model, journal=str(path), workers=2)
    assert (result.count, result.complete, result.backend) == (191, True, "trie")
    recs = records(path)
    assert recs[1]["cut"]["prefixes"] == "letters" and recs[-1]["total"] == 191
    assert_partition(recs)
    with Journal.open(path, model) as j:
        assert (j.prefixes, j.total) == ("letters", 191)


@pytest.mark.parametrize("name", GRIDS)
def test_trie_journal_resumes_after_any_line(name, tmp_path, monkeypatch):
    """Pieces given to idle threads and a checkpoint at every slice: the journal holds a
    partition of what is left after every line, so a count cut after any of them resumes
    to the exact total."""
    model, total = grid(name)
    import xcckit.parallel.run as run_module
    monkeypatch.setattr(run_module, "PER_THREAD", 0)  # one part: the whole search
    monkeypatch.setattr(run_module, "COUNT_CHECKPOINT", 0.0)
    path = tmp_path / "j"
    b = TrieBackend(threads=3, budget=4096)
    assert xcckit.count(model, backend=b, journal=str(path)).count == total
    recs = records(path)
    assert recs[1]["cut"]["parts"] == [[]] and sum("rest" in r for r in recs) >= 3
    assert_partition(recs)
    lines = path.read_text().splitlines(keepends=True)
    for stop in sorted({2, 3, 4, len(lines) // 3, len(lines) // 2, len(lines) - 2}):
        path.write_text("".join(lines[:stop]))
        assert xcckit.count(model, backend=TrieBackend(threads=2, budget=4096), journal=str(path)).count == total
        assert_partition(records(path))


@pytest.mark.parametrize("name", GRIDS)
def test_trie_enumeration_journal(name, tmp_path, monkeypatch):
    model, total = grid(name)
    import xcckit.parallel.run as run_module
    monkeypatch.setattr(run_module, "CHECKPOINT", 0.0)
    every = sorted(xcckit.solve(model, backend="dlx", limit=None).solutions)
    assert len(every) == total
    path = tmp_path / "j"
    b = TrieBackend(threads=2, budget=4096)
    result = xcckit.solve(model, backend=b, limit=None, journal=str(path))
    assert sorted(result.solutions) == every and result.complete and result.backend == "trie"
    lines = path.read_text().splitlines(keepends=True)
    for stop in sorted({2, 3, len(lines) // 2, len(lines) - 1}):
        path.write_text("".join(lines[:stop]))
        kept = [tuple(s) for r in records(path)[2:] for s in r["solutions"]]
        again = xcckit.solve(model, backend=b, limit=None, journal=str(path))
        assert sorted(again.solutions) == every and again.solutions[:len(kept)] == kept


def test_a_journal_goes_on_with_the_backend_that_cut_it(tmp_path, monkeypatch):
    """The parts of a trie journal are letters, those of a dlx journal options: a journal not
    finished is refused by the other backend, at its cut, saying which one to use."""
    import xcckit.parallel.run as run_module
    monkeypatch.setattr(run_module, "PER_THREAD", 0)
    monkeypatch.setattr(run_module, "COUNT_CHECKPOINT", 0.0)
    model = rectangle(300)
    total = xcckit.count(model, backend="trie").count
    for first, other in [(TrieBackend(threads=1, budget=64), DlxBackend(threads=1)),
                         (DlxBackend(threads=1, budget=64, probe=0), TrieBackend(threads=1))]:
        path = tmp_path / first.name
        assert xcckit.count(model, backend=first, journal=str(path)).count == total
        lines = path.read_text().splitlines(keepends=True)
        path.write_text("".join(lines[:3]))
        with pytest.raises(InputError, match=rf"^{path}:2: this journal holds the parts of a {first.name} "
                                             rf"search: go on with --backend {first.name}$"):
            xcckit.count(model, backend=other, journal=str(path))
        assert xcckit.count(model, backend=first, journal=str(path)).count == total


def test_cli_count_and_solve_with_a_journal_use_the_trie(tmp_path):
    path = tmp_path / "j"
    args = ("count", "wordrect", "sgb-words:1000", "sgb-words:1000", "--journal", str(path))
    assert run(*args) == (0, "191 solutions\n", "")
    assert records(path)[1]["cut"]["prefixes"] == "letters"
    assert run(*args) == (0, "191 solutions\n", "")  # read off the journal
    path.write_text("".join(path.read_text().splitlines(keepends=True)[:3]))
    assert run(*args, "--backend", "dlx") == \
        (2, "", f"xcc: {path}:2: this journal holds the parts of a trie search: go on with --backend trie\n")
    code, out, err = run("solve", "wordsquare", "sgb-words:1000", "--limit", "500", "--json",
                         "--journal", str(tmp_path / "k"))
    import json
    data = json.loads(out)
    assert (code, err, data["backend"], len(data["solutions"])) == (0, "", "trie", 185)


# ---------------------------------------------------------------------------- cluster
def test_trie_parts_on_a_local_cluster():
    distributed = pytest.importorskip("distributed", reason="the cluster extra (pip install 'xcckit[cluster]')")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as lc, distributed.Client(lc) as client:
        result = xcckit.count(rectangle(), cluster=client)
        assert (result.count, result.complete, result.backend) == (191, True, "trie")
