"""Word rectangles, word squares and Torto: exports, counts on every backend, bad input."""

from __future__ import annotations

import json
import time

import pytest

import xcckit
from xcckit import UnsupportedError, write_dlx
from xcckit.backends import BACKENDS, get_backend
from xcckit.backends.trie import TrieBackend
from xcckit.check import check_solution
from xcckit.crosscheck import crosscheck
from xcckit.puzzles.torto import Torto
from xcckit.puzzles.kit.words import load_words
from xcckit.puzzles.wordrect import WordRectangle
from xcckit.puzzles.wordsquare import WordSquare

from .conftest import FULL_CORPUS, GOLDEN, SHARED

WORDS = SHARED / "words"


def body(text: str) -> list[str]:
    return [" ".join(l.split()) for l in text.splitlines() if l.strip() and not l.strip().startswith("|")]


@pytest.mark.parametrize("args,golden", [
    (["torto", "CAT"], "torto-CAT"),
    (["torto", "TORTO"], "torto-TORTO"),
    (["wordrect", WORDS / "dict3-300.txt", WORDS / "dict4-300.txt"], "wr-dict3-300-dict4-300"),
])
def test_exports_match_golden(run_cli, args, golden):
    code, out, _ = run_cli("export", *args)
    assert code == 0 and body(out) == body((GOLDEN / f"{golden}.dlx").read_text())


@pytest.mark.parametrize("args,golden", [
    (["torto", "CAT"], "torto-CAT"),
    (["torto", "TORTO"], "torto-TORTO"),
    (["wordrect", "dict3-300", "dict4-300"], "wr-dict3-300-dict4-300"),  # bundled: named by their files
])
def test_exports_are_knuths_files_byte_for_byte(run_cli, args, golden):
    """The comment, the blank that begins the item line, every option: as TORTO-DLX and
    WORD-RECT-DLX write them."""
    code, out, _ = run_cli("export", *args)
    assert code == 0 and out == (GOLDEN / f"{golden}.dlx").read_text()


@pytest.mark.parametrize("words,total,flagged", [(["CAT"], 128, 32), (["TORTO"], 1832, 538)])
def test_torto_counts(run_cli, cli_backend, words, total, flagged):
    code, out, _ = run_cli("count", "torto", *words, "--json", "-b", cli_backend)
    data = json.loads(out)
    assert (code, data["count"], data["flagged"]) == (0, total, flagged)


def test_wordrect_17(word_backend):
    r = WordRectangle(load_words(str(WORDS / "dict3-300.txt")), load_words(str(WORDS / "dict4-300.txt")))
    result = xcckit.count(r, backend=word_backend)
    assert (result.count, result.complete) == (17, True)
    sols = xcckit.solve(r, backend=word_backend, limit=None).solutions
    assert len(set(sols)) == 17 and all(check_solution(r.model, s) is None for s in sols)


@pytest.mark.able(lambda cls: cls.counts_in_parts)  # the searches that count word grids in parts
def test_wordrect_17_cli(run_cli, able_name):
    code, out, _ = run_cli("count", "wordrect", WORDS / "dict3-300.txt", WORDS / "dict4-300.txt", "--json",
                           "--backend", able_name)
    assert code == 0 and json.loads(out)["count"] == 17


def test_short_names_and_prefix_counts(run_cli):
    code, out, _ = run_cli("solve", "wordrect", "dict3-300", "dict4-300", "--json", "-b", "dlx")
    grid = json.loads(out)["solutions"][0]["answer"]["grid"]
    rows = set(load_words("dict4-300").words)
    cols = set(load_words("dict3-300").words)
    assert len(grid) == 3 and all(r in rows for r in grid)
    assert all("".join(r[j] for r in grid) in cols for j in range(4))
    assert len(load_words("sgb-words:100").words) == 100


@pytest.mark.parametrize("spec", ["dict3-300:120", "dict3-all:200"])
def test_wordsquares_trie_equals_xcc(spec):
    sq = WordSquare(load_words(spec))
    report = crosscheck(sq.model)  # every backend that takes it
    assert report.verdict == "agree" and "trie" in {r.backend for r in report.runs}
    counts = {r.backend: r.count for r in report.runs}
    assert len(set(counts.values())) == 1 and counts["trie"] > 0
    for sol in report.runs[0].solutions[:20]:
        g = sq.grid(sol)
        assert all(g[i][j] == g[j][i] for i in range(3) for j in range(3))
        assert check_solution(sq.model, sol) is None


def test_wordrect_crosscheck_cli_includes_trie(run_cli):
    code, out, _ = run_cli("crosscheck", "wordrect", "dict3-300:150", "dict4-300:150", "--json")
    data = json.loads(out)
    assert code == 0 and list(data["backends"]) == list(BACKENDS)  # the trie among them
    assert len({r["count"] for r in data["backends"].values()}) == 1


def test_wordrect_sgb_191():
    r = WordRectangle(load_words("sgb-words:1000"), load_words("sgb-words:1000"))
    assert xcckit.count(r.model, backend="dlx").count == 191
    assert xcckit.count(r.model, backend="trie").count == 191


def test_duplicates_dropped_with_note(run_cli, tmp_path):
    f = tmp_path / "d.txt"
    f.write_text("abc\nabc\nbca\ncab\n")
    code, out, err = run_cli("count", "wordsquare", f, "--json", "-b", "trie")
    assert code == 0
    assert err == f"xcc: note: {f}: 1 duplicate word(s) dropped (Knuth's program would count their solutions again)\n"


@pytest.mark.parametrize("content,message", [
    ("abc\nab\n", "{f}:2:1: 'ab' has 2 letters; the first word has 3"),
    ("abc\na-c\n", "{f}:2:2: '-' is not a letter"),
    ("abc\n\n ab \n", "{f}:3:2: 'ab' has 2 letters; the first word has 3"),
    ("abc\n  a-c\n", "{f}:2:4: '-' is not a letter"),
    ("\n\n  \n", "{f}: no words"),
    ("", "{f}: no words"),
])
def test_bad_word_files(run_cli, tmp_path, content, message):
    f = tmp_path / "w.txt"
    f.write_text(content)
    assert run_cli("count", "wordrect", f, f) == (2, "", "xcc: " + message.format(f=f) + "\n")


def test_length_selector(run_cli, tmp_path):
    f = tmp_path / "mixed.txt"
    f.write_text("ab\ncat\ndo\ndog\ngo\n")
    assert load_words(f"{f}@2").words == ["ab", "do", "go"]
    assert load_words(f"{f}@3:1").words == ["cat"]
    five = load_words("enable1@5")
    assert len(five.words) == 8636 and five.words[:2] == ["aahed", "aalii"]
    assert run_cli("count", "wordsquare", f"{f}@4") == (2, "", f"xcc: {f}: no words of 4 letters\n")
    assert run_cli("count", "wordsquare", f"{f}@x") == (2, "", f"xcc: {f}@x: '@x' must be a positive word length (a word list is FILE[@L][:N])\n")
    # without a selector a mixed file is an error at the first word of another length
    assert run_cli("count", "wordsquare", f) == (2, "", f"xcc: {f}:2:1: 'cat' has 3 letters; the first word has 2\n")


def test_bad_word_args(run_cli):
    assert run_cli("count", "wordrect", "dict3-300:x", "dict4-300") == (2, "", "xcc: dict3-300:x: ':x' must be a positive number of words (a word list is FILE[@L][:N])\n")
    assert run_cli("count", "wordrect", "dict3-300") == (2, "", "xcc: wordrect: expected COLWORDS ROWWORDS, got 1 argument\n")
    assert run_cli("count", "torto", "C4T") == (2, "", "xcc: C4T: '4' at letter 2 of 'C4T' is not a letter A to Z\n")
    assert run_cli("count", "torto", "A") == (2, "", "xcc: A: 'A' is too short: a word needs at least two letters\n")
    assert run_cli("count", "torto", "CAT", "--rows", "x") == (2, "", "xcc: --rows: 'x' is not an integer\n")
    assert run_cli("count", "dlx", GOLDEN / "torto-CAT.dlx", "-b", "trie") == (2, "",
        "xcc: the trie backend needs a model of a word grid: its rows and columns words of lists (the model's "
        "word_grid, as the plain models of word grids give it)\n")


def test_torto_file_and_answer(run_cli, tmp_path):
    f = tmp_path / "t.txt"
    f.write_text("2\nCAT\nDOG\n")
    code, out, _ = run_cli("solve", "torto", "--file", f, "--json", "-b", "sat")
    ans = json.loads(out)["solutions"][0]["answer"]
    assert code == 0 and len(ans["grid"]) == 6 and all(len(r) == 3 for r in ans["grid"])
    for word, path in ans["paths"].items():
        assert "".join(ans["grid"][i][j] for i, j in path) == word
        assert all(max(abs(a - c), abs(b - d)) == 1 for (a, b), (c, d) in zip(path, path[1:]))
    f.write_text("3\nCAT\nDOG\n")
    assert run_cli("solve", "torto", "--file", f) == (2, "", f"xcc: {f}:1:1: the first line says 3 words, but 2 follow\n")


def test_torto_text_shows_paths(run_cli):
    code, out, _ = run_cli("solve", "torto", "CAT", "DOG", "-b", "dlx")
    lines = out.splitlines()
    assert code == 0 and len(lines) == 8
    assert lines[6].startswith("CAT: C(") and lines[7].startswith("DOG: D(")


@pytest.mark.parametrize("rows,cols,symmetry", [(4, 4, "quadrant"), (3, 3, "none"), (8, 8, "quadrant")])
def test_torto_other_boards(rows, cols, symmetry):
    t = Torto(["CAT"], rows, cols)
    assert t.symmetry == symmetry
    full = Torto(["CAT"], rows, cols, reduce=False)
    assert full.symmetry == "none"
    n_full = xcckit.count(full.model, backend="dlx").count
    n = xcckit.count(t.model, backend="dlx").count
    # No single-word placement is symmetric, so the quadrant cut divides by the group's order.
    assert n == (n_full // 4 if symmetry == "quadrant" else n_full)
    assert max(len(x.encode()) for x in t.model.names) <= 8


# ---------------------------------------------------------------- the trie backend, the prefix model

def test_prefix_model_same_solutions_as_plain():
    """The prefix model (a letter item per cell and letter) has the plain model's solutions,
    grid for grid, on every XCC backend; its export names the letter items."""
    cols, rows = load_words("dict3-300"), load_words("dict4-300")
    plain = WordRectangle(cols, rows)
    prefix = WordRectangle(cols, rows, "prefix")
    grids = {tuple(plain.grid(s)) for s in xcckit.solve(plain, backend="dlx", limit=None)}
    report = crosscheck(prefix.model)  # every backend that takes the prefix model
    assert report.verdict == "agree" and report.runs[0].count == len(grids) > 0
    assert {tuple(prefix.grid(s)) for s in report.runs[0].solutions} == grids
    sq_plain, sq_prefix = WordSquare(load_words("dict3-300:120")), WordSquare(load_words("dict3-300:120"), "prefix")
    assert xcckit.count(sq_prefix, backend="dlx").count == xcckit.count(sq_plain, backend="trie").count > 0
    assert "00a" in write_dlx(prefix.model).splitlines()[0].split()  # cell (0, 0) holds "a"


def test_prefix_model_tries_far_fewer_options():
    """sgb-words:400, 5x5: Algorithm C tries 16,670 options on the plain model, 442 on the
    prefix model (propagation on, as the model asks), for the same 7 rectangles."""
    words = load_words("sgb-words:400")
    counts = {}
    for kind in ("plain", "prefix"):
        b = get_backend("dlx", threads=1)
        counts[kind] = (xcckit.count(WordRectangle(words, words, kind), backend=b).count, b.nodes)
    assert counts == {"plain": (7, 16_670), "prefix": (7, 442)}


def test_trie_refuses_other_models(run_cli):
    prefix = WordRectangle(load_words("dict3-300:10"), load_words("dict4-300:10"), "prefix")
    with pytest.raises(UnsupportedError, match="needs a model of a word grid"):
        xcckit.count(prefix, backend="trie")
    assert run_cli("count", "wordrect", "dict3-300", "dict4-300", "--model", "big") == (
        2, "", "xcc: --model: unknown model 'big' (choose from plain, prefix)\n")


@pytest.mark.parametrize("threads,split", [(1, None), (1, 1), (2, None), (3, 2), (2, 25)])
def test_trie_prefixes_and_threads(threads, split):
    """A count split into prefixes of any length, on any number of threads, is the whole count;
    a whole grid as prefix (25 cells) counts itself."""
    r = WordRectangle(load_words("sgb-words:1000"), load_words("sgb-words:1000"))
    result = xcckit.count(r, backend=TrieBackend(threads=threads, split=split))
    assert (result.count, result.complete) == (191, True)


def test_trie_enumerates_what_dlx_finds():
    sq = WordSquare(load_words("sgb-words:1000"))  # 185 squares
    trie = xcckit.solve(sq, backend=TrieBackend(budget=7), limit=None).solutions  # tiny slices
    assert sorted(trie) == sorted(xcckit.solve(sq, backend="dlx", limit=None).solutions)
    assert len(trie) == len(set(trie)) == xcckit.count(sq, backend="trie").count == 185
    first = xcckit.solve(sq, backend="trie", limit=3)
    assert len(first.solutions) == 3 and first.status == "solved"
    assert xcckit.count(sq, backend="trie", limit=3).count == 3


def test_trie_time_limit():
    """The trie backend stops within the limit, the promised half second, and the building of its
    tries, which does not look at the clock (measured here, on the machine as loaded as it is:
    1-1.6 s at a load of 20 on 2 cores), with 2 s for the load; counting them all takes 13 s.
    The kernels are loaded first (2 s at that load, which no time limit interrupts either)."""
    assert xcckit.count(WordSquare(["ab", "ba"]), backend="trie").count == 2
    r = WordRectangle(load_words("sgb-words"), load_words("sgb-words"))
    t0 = time.perf_counter()
    TrieBackend().grid(r.model)
    building = time.perf_counter() - t0
    for threads in (1, 2):
        result = xcckit.count(r, backend=TrieBackend(threads=threads, budget=100_000), time_limit=0.3)
        assert not result.complete and result.seconds < 0.3 + 0.5 + building + 2.0, (result.seconds, building)


def test_sgb_squares_cli(run_cli):
    code, out, _ = run_cli("count", "wordsquare", "sgb-words", "--backend", "trie", "--json")
    assert code == 0 and json.loads(out)["count"] == 541_968


@pytest.mark.slow
def test_sgb_rectangles_cli(run_cli):
    """The 2,500 commonest SGB words: 11,097 rectangles (dlx's count too, in minutes; a second
    here); with XCCKIT_CORPUS=all, all 5,757: 1,787,056 (about 13 s on two threads, 40 s in the
    suite)."""
    words, count = ("sgb-words", "1,787,056") if FULL_CORPUS else ("sgb-words:2500", "11,097")
    code, out, _ = run_cli("count", "wordrect", words, words, "--backend", "trie")
    assert (code, out) == (0, f"{count} solutions\n")
