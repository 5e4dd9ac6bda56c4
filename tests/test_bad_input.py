"""A user's mistakes, through the command line and through the Python API: each gets one line
naming the place (exit status 2, or 3 for a time limit, and nothing on stdout) or a clear
exception of the right type, never a traceback or a silent wrong answer."""

from __future__ import annotations

import math

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import xcckit
from xcckit import DLXError, InputError, Model, ModelError, parse_dlx, write_dlx
from xcckit.errors import TimeLimitReached
from xcckit.check import check_solution
from xcckit.puzzles.kinds import KINDS
from xcckit.puzzles.macmahon import MacMahon, board
from xcckit.puzzles.masyu import Masyu
from xcckit.puzzles.queens import Queens
from xcckit.puzzles.sudoku import Sudoku
from xcckit.symmetry import burnside
from xcckit.puzzles.slitherlink import Slitherlink
from xcckit.puzzles.torto import Torto
from xcckit.puzzles.wordrect import WordRectangle
from xcckit.puzzles.kit.words import load_words
from xcckit.puzzles.wordsquare import WordSquare

TOY = "p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n"
SOLVERS = ("cadical103, cadical153, cadical195, cadical300, ergo, glucose3, glucose4, glucose42, gluecard3, "
           "gluecard4, maplechrono, maplecm, maplesat, mergesat3, minicard, minisat22, minisatep")
SPEC = "(a word list is FILE[@L][:N])"
ORDER = "a word list is FILE[@L][:N], each part at most once, in that order"
COMMANDS = ("solve", "count", "crosscheck")

# ------------------------------------------------------------------------------ command line
# (arguments, exit status, the one line on stderr); files: toy.dlx, w3.txt, s.txt in the folder.
CLI: list[tuple[list[str], int, str]] = [
    (["solve", "dlx", "big.dlx"], 2,
     "xcc: big.dlx:1:1: bad bounds '2:36893488147419103232|': the upper bound is above 2,147,483,647 (2^31-1)"),
    (["solve", "slitherlink", "https://puzz.link/p?slither/3/3/3j27"], 2,
     "xcc: URL: URL body '3j27': ends after 8 of the grid's 9 cells (the URL is cut short)"),
    (["solve", "masyu", "https://puzz.link/p?mashu/6/6/0"], 2,
     "xcc: URL: URL body '0': 1 characters, where the 6×6 grid needs 12 (the URL is cut short)"),
    (["solve", "wordsquare", "w3.txt", "--cost", "twice.txt", "--minimize"], 2,
     "xcc: twice.txt:4:1: 'ABC' has a cost already (line 1)"),
    (["solve", "queens", "8", "--minimize", "--best", "3"], 2, "xcc: --best: --minimize is --best 1: give one of them"),
    (["solve", "polyomino", "tetrominoes", "4x10", "--distinct"], 2,
     "xcc: --distinct: counts up to symmetry: an option of xcc count, not of xcc solve"),
    (["count", "polyomino", "tetrominoes", "4x10", "--distinct", "--copies", "2"], 2,
     "xcc: --distinct: counts up to symmetry with each piece used once (Burnside's fixed packings cannot say "
     "a piece's copies): leave out --copies"),
    (["solve", "nokind"], 2, f"xcc: KIND: unknown puzzle kind 'nokind' (choose from {', '.join(KINDS)})"),
    (["solve", "dlx"], 2, "xcc: dlx: expected one .dlx file (or -), got 0 arguments"),
    (["solve", "dlx", "a.dlx", "b.dlx"], 2, "xcc: dlx: expected one .dlx file (or -), got 2 arguments"),
    (["solve", "dlx", "missing.dlx"], 2, "xcc: missing.dlx: cannot read: No such file or directory"),
    (["solve", "dlx", "toy.dlx", "--backend", "nope"], 2,
     "xcc: --backend: unknown backend 'nope' (choose from auto, cpsat, sat, dlx, trie, zdd)"),
    (["solve", "dlx", "toy.dlx", "--solver", "minisat22"], 2, "xcc: --solver: applies to the sat backend only (--backend sat)"),
    (["solve", "dlx", "toy.dlx", "-b", "sat", "--solver", "cryptosat"], 2,
     f"xcc: --solver: SAT solver 'cryptosat' is not in this build of python-sat (choose from {SOLVERS})"),
    (["count", "dlx", "toy.dlx", "-b", "sat", "--solver", "minisatgh"], 2,
     f"xcc: --solver: SAT solver 'minisatgh' is not in this build of python-sat (choose from {SOLVERS})"),
    (["solve", "dlx", "toy.dlx", "-b", "sat", "--solver", "kissat404"], 2,
     "xcc: --solver: SAT solver 'kissat404' cannot be used: it cannot take clauses between two solver calls, "
     f"which enumeration and the single-loop cuts add (choose from {SOLVERS})"),
    (["solve", "dlx", "toy.dlx", "-b", "sat", "--solver", "lingeling"], 2,
     "xcc: --solver: SAT solver 'lingeling' cannot be used: python-sat gives it neither a conflict budget nor an "
     f"interrupt, so a time limit or Ctrl-C could not stop its search (choose from {SOLVERS})"),
    (["solve", "dlx", "toy.dlx", "-b", "sat", "--solver", "nope"], 2,
     f"xcc: --solver: unknown SAT solver 'nope' (choose from {SOLVERS})"),
    (["solve", "dlx", "toy.dlx", "--limit", "x"], 2,
     "xcc solve: Invalid value for '--limit' / '-n': 'x' is not a valid integer."),
    (["solve", "dlx", "toy.dlx", "--time-limit", "x"], 2,
     "xcc solve: Invalid value for '--time-limit' / '-t': 'x' is not a valid float."),
    (["solve", "dlx", "toy.dlx", "-b", "zdd", "--workers", "2"], 2, "xcc: --workers: the zdd backend runs one worker"),
    (["solve", "dlx", "toy.dlx", "--svg", "."], 2, "xcc: --svg: cannot write to '.': it is a folder"),
    (["solve", "dlx", "toy.dlx", "--svg", "nodir/x.svg"], 2, "xcc: --svg: cannot write to 'nodir/x.svg': no folder 'nodir'"),
    (["solve", "dlx", "toy.dlx", "--journal", "nodir/j"], 2, "xcc: --journal: cannot write to 'nodir/j': no folder 'nodir'"),
    (["count", "dlx", "toy.dlx", "--journal", "nodir/j"], 2, "xcc: --journal: cannot write to 'nodir/j': no folder 'nodir'"),
    (["count", "dlx", "toy.dlx", "--journal", "."], 2, "xcc: --journal: cannot write to '.': it is a folder"),
    (["solve", "dlx", "toy.dlx", "--cluster", "nonsense"], 2,
     "xcc: --cluster: not a scheduler address (tcp://HOST:PORT): 'nonsense'"),
    (["solve", "dlx", "toy.dlx", "-b", "cpsat", "--journal", "j.jl"], 2,
     "xcc: --journal: a search in parts is made by the dlx or trie backend, not cpsat"),
    (["count", "dlx", "toy.dlx", "-b", "sat", "--journal", "j.jl"], 2,
     "xcc: --journal: a count in parts is made by the dlx or trie backend, not sat"),
    (["count", "dlx", "toy.dlx", "--journal", "j.jl", "--limit", "3"], 2,
     "xcc: --journal: a count in parts counts every solution: leave out --limit"),
    (["count", "dlx", "toy.dlx", "--cluster", "tcp://127.0.0.1:1", "--limit", "3"], 2,
     "xcc: --cluster: a count in parts counts every solution: leave out --limit"),
    (["solve", "dlx", "toy.dlx", "--bogus"], 2, "xcc: --bogus: no such option for dlx (it has no options of its own)"),
    (["solve", "dlx", "toy.dlx", "--model", "plain"], 2,
     "xcc: --model: no such option for dlx (it has no options of its own)"),
    (["export", "dlx", "toy.dlx", "--format", "nope"], 2, "xcc: --format: unknown format 'nope' (choose from dlx, cnf, cpsat)"),
    (["export", "dlx", "toy.dlx", "-o", "."], 2, "xcc: --output: cannot write to '.': it is a folder"),
    (["export", "dlx", "toy.dlx", "-o", "nodir/x"], 2, "xcc: --output: cannot write to 'nodir/x': no folder 'nodir'"),
    (["crosscheck", "dlx", "toy.dlx", "--backends", ""], 2, "xcc: --backends: no backend given"),
    (["crosscheck", "dlx", "toy.dlx", "--backends", "sat,nope"], 2,
     "xcc: --backends: unknown backend 'nope' (choose from auto, cpsat, sat, dlx, trie, zdd)"),
    (["crosscheck", "dlx", "toy.dlx", "--backends", "auto"], 2, "xcc: --backends: name the backends to compare (auto picks one)"),
    (["count", "dlx", "toy.dlx", "-b", "zdd", "--workers", "2"], 2, "xcc: --workers: the zdd backend runs one worker"),
    (["count", "dlx", "toy.dlx", "-b", "zdd", "--journal", "j.jl"], 2,
     "xcc: --journal: a count in parts is made by the dlx or trie backend, not zdd"),
    (["solve", "dlx", "toy.dlx", "-b", "zdd", "--cluster", "tcp://127.0.0.1:1"], 2,
     "xcc: --cluster: a search in parts is made by the dlx or trie backend, not zdd"),
    (["sample", "dlx", "toy.dlx", "-n", "0"], 2, "xcc: -n: must be at least 1, not 0"),
    (["sample", "dlx", "toy.dlx", "--seed", "x"], 2, "xcc sample: Invalid value for '--seed': 'x' is not a valid integer."),
    (["count", "slitherlink", "12x", "-b", "zdd"], 2, "xcc: 12x: not a grid size: give MxN with M and N at least 1 (e.g. 12x12)"),
    (["count", "wordsquare"], 2, "xcc: wordsquare: expected one WORDS list, got 0 arguments"),
    (["count", "wordsquare", "w3.txt", "w3.txt"], 2, "xcc: wordsquare: expected one WORDS list, got 2 arguments"),
    (["count", "wordsquare", "nosuchlist"], 2, "xcc: nosuchlist: cannot read: No such file or directory"),
    (["count", "wordsquare", "nosuchlist:5"], 2, "xcc: nosuchlist: cannot read: No such file or directory"),
    (["count", "wordsquare", "sgb-words@7"], 2, "xcc: sgb-words: no words of 7 letters"),
    (["count", "wordsquare", "w3.txt", "--model", "nope"], 2, "xcc: --model: unknown model 'nope' (choose from plain, prefix)"),
    (["count", "wordsquare", "w3.txt", "--model"], 2, "xcc: --model: option needs a value"),
    (["count", "wordsquare", "w3.txt", "--rows", "3"], 2, "xcc: --rows: no such option for wordsquare (its options: --model, --cost)"),
    (["count", "wordrect", "w3.txt"], 2, "xcc: wordrect: expected COLWORDS ROWWORDS, got 1 argument"),
    (["count", "wordrect", "w3.txt", "w3.txt", "w3.txt"], 2, "xcc: wordrect: expected COLWORDS ROWWORDS, got 3 arguments"),
    (["count", "wordrect", "w3.txt", "w3.txt", "--model", "nope"], 2,
     "xcc: --model: unknown model 'nope' (choose from plain, prefix)"),
    (["count", "torto"], 2, "xcc: torto: no words given"),
    (["count", "torto", "C4T"], 2, "xcc: C4T: '4' at letter 2 of 'C4T' is not a letter A to Z"),
    (["count", "torto", "CAFÉ"], 2, "xcc: CAFÉ: 'É' at letter 4 of 'CAFÉ' is not a letter A to Z"),
    (["count", "torto", "A"], 2, "xcc: A: 'A' is too short: a word needs at least two letters"),
    (["count", "torto", "CAT", "--rows", "x"], 2, "xcc: --rows: 'x' is not an integer"),
    (["count", "torto", "CAT", "--rows", "0"], 2, "xcc: --rows: 0 is out of range 1..61"),
    (["count", "torto", "CAT", "--cols", "100"], 2, "xcc: --cols: 100 is out of range 1..61"),
    (["count", "torto", "CAT", "--file", "missing.txt"], 2, "xcc: missing.txt: cannot read: No such file or directory"),
    (["count", "torto", "CAT", "--model", "plain"], 2,
     "xcc: --model: no such option for torto (its options: --file, --rows, --cols)"),
    (["count", "torto", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"], 2,
     "xcc: ABCDEFGHIJKLMNOPQRSTUVWXYZ: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' is longer than the board has cells"),
    (["count", "slitherlink"], 2, "xcc: slitherlink: expected one puzzle (a file, - or a puzz.link URL), got 0"),
    (["count", "slitherlink", "missing.txt"], 2, "xcc: missing.txt: cannot read: No such file or directory"),
    (["count", "slitherlink", "s.txt", "s.txt"], 2, "xcc: slitherlink: expected one puzzle (a file, - or a puzz.link URL), got 2"),
    (["count", "slitherlink", "s.txt", "--bogus"], 2, "xcc: --bogus: no such option for slitherlink (it has no options of its own)"),
    (["count", "macmahon", "99"], 2, "xcc: 99: unknown board '99' (hexagon, or 1 to 12)"),
    (["count", "macmahon", "hexagon", "--bogus"], 2,
     "xcc: --bogus: no such option for macmahon (its options: --boundary, --mate, --distinct, --canonical)"),
    (["count", "macmahon", "00+", "10", "10+", "01", "01+"], 2, "xcc: macmahon: a board is six big triangles, not 5"),
    (["count", "macmahon", "00+", "10", "10+", "01", "01+", "33"], 2, "xcc: 33: coordinates out of range 0..2"),
    (["kinds", "extra"], 2, "xcc kinds: Got unexpected extra argument (extra)"),
    (["export", "queens"], 2, "xcc: queens: expected one N (the board's side), got 0"),
    (["crosscheck", "queens"], 2, "xcc: queens: expected one N (the board's side), got 0"),
    (["crosscheck", "dlx"], 2, "xcc: dlx: expected one .dlx file (or -), got 0 arguments"),
    (["export", "slitherlink"], 2, "xcc: slitherlink: expected one puzzle (a file, - or a puzz.link URL), got 0"),
    # a model a backend refuses: the refusal alone, not the model's notes before it
    (["count", "dlx", "wide.dlx", "-b", "dlx"], 2, "xcc: the dlx backend counts bounds up to 93, and item 'p' has "
                                                  "0:100; use --backend sat or cpsat"),
    (["solve", "dlx", "wide.dlx", "-b", "zdd"], 2, "xcc: the zdd backend counts bounds up to 93, and item 'p' has "
                                                  "0:100; use --backend sat or cpsat"),
    (["sample", "dlx", "wide.dlx"], 2, "xcc: --backend: the zdd backend cannot draw solutions uniformly at random "
                                       "from this model (no backend can on this model)"),
    (["facts", "dlx", "mult.dlx", "-b", "zdd"], 2, "xcc: --backend: the zdd backend cannot find what every solution "
                                                  "of this model shares (use cpsat or sat)"),
    (["solve", "dlx", "mult.dlx", "-b", "dlx", "--minimize"], 2, "xcc: --backend: the dlx backend cannot find the "
                                                                "cheapest solutions of this model (use cpsat or sat)"),
    (["count", "sudoku", "4X"], 2, "xcc: 4X: not a grid size: give MxN with M and N at least 1 (e.g. 9x9)"),
    (["count", "sudoku", "4X6"], 2, "xcc: 4X6: a blank sudoku is n×n, n at least 1"),
]

# Word-list specs FILE[@L][:N], parsed as a grammar: the bad part named.
SPECS = [
    ("sgb-words:10:20", f"':10' before ':20': {ORDER}"),
    ("sgb-words:5:5", f"':5' before ':5': {ORDER}"),
    ("sgb-words:10@5", f"':10' before '@5': {ORDER}"),
    ("sgb-words@5@6", f"'@5' before '@6': {ORDER}"),
    ("sgb-words:0", f"':0' must be a positive number of words {SPEC}"),
    ("sgb-words:x", f"':x' must be a positive number of words {SPEC}"),
    ("sgb-words:", f"':' must be a positive number of words {SPEC}"),
    ("sgb-words:-3", f"':-3' must be a positive number of words {SPEC}"),
    ("sgb-words@0", f"'@0' must be a positive word length {SPEC}"),
    ("sgb-words@x", f"'@x' must be a positive word length {SPEC}"),
    ("sgb-words@", f"'@' must be a positive word length {SPEC}"),
    ("sgb-words@5:x", f"':x' must be a positive number of words {SPEC}"),
    (":5", f"no file name before ':5' {SPEC}"),
    ("@5", f"no file name before '@5' {SPEC}"),
    ("@5:3", f"no file name before '@5:3' {SPEC}"),
]
for spec, message in SPECS:
    CLI.append((["count", "wordsquare", spec], 2, f"xcc: {spec}: {message}"))
    CLI.append((["solve", "wordrect", spec, "sgb-words"], 2, f"xcc: {spec}: {message}"))

# Bad numbers, the same on every command that takes them.
for command in COMMANDS:
    for value in ("0", "-3"):
        CLI.append(([command, "dlx", "toy.dlx", "--limit", value], 2, f"xcc: --limit: must be at least 1, not {value}"))
    for value, shown in (("0", "0.0"), ("-1", "-1.0"), ("nan", "nan"), ("inf", "inf"), ("-inf", "-inf")):
        CLI.append(([command, "dlx", "toy.dlx", "--time-limit", value], 2,
                    f"xcc: --time-limit: must be a positive number of seconds, not {shown}"))
for command in ("solve", "count"):
    for value in ("0", "-2"):
        CLI.append(([command, "dlx", "toy.dlx", "--workers", value], 2,
                    f"xcc: --workers: must be a positive number of workers, not {value}"))

# Options given to the wrong command are named as such, for every kind.
WRONG = {
    "solve": [("--progress", "count"), ("--format", "export"), ("--output", "export"), ("--backends", "crosscheck"),
              ("--seed", "sample and crosscheck"), ("--order", "count and sample"), ("--memo-mb", "count and sample")],
    "count": [("--svg", "solve, sample and facts"), ("--unique", "solve"), ("--output", "export"), ("--format", "export"),
              ("--minimize", "solve and crosscheck"), ("--best", "solve and crosscheck")],
    "sample": [("--limit", "solve, count and crosscheck"), ("--workers", "solve and count"), ("--unique", "solve")],
    "facts": [("--limit", "solve, count and crosscheck"), ("--workers", "solve and count"), ("--minimize", "solve and crosscheck")],
    "export": [("--limit", "solve, count and crosscheck"), ("--json", "solve, count, sample, facts and crosscheck"),
               ("--svg", "solve, sample and facts"), ("--workers", "solve and count"),
               ("--backend", "solve, count, sample and facts")],
    "crosscheck": [("--svg", "solve, sample and facts"), ("--workers", "solve and count"), ("--journal", "solve and count"),
                   ("--unique", "solve")],
}
KIND_ARGS = {"dlx": ["toy.dlx"], "slitherlink": ["s.txt"], "wordsquare": ["w3.txt"], "wordrect": ["w3.txt", "w3.txt"],
             "torto": ["CAT"], "macmahon": ["12"], "queens": ["8"], "sudoku": ["inkala"],
             "polyomino": ["pentominoes", "6x10"], "masyu": ["demo-6x6"]}
for command, options in WRONG.items():
    for option, owners in options:
        for kind, args in KIND_ARGS.items():
            CLI.append(([command, kind, *args, option, "x"], 2, f"xcc: {option}: an option of xcc {owners}, not of xcc {command}"))

# Malformed DLX files: file:line:column.
DLX_FILES = [
    ("a b:c\n", "1:4: illegal character ':' in item name 'b:c'"),
    ("a | x\na:1 x\n", "2:2: colour on primary item 'a'"),
    ("a b\na b a\n", "2:5: item 'a' appears twice in this option"),
    ("a\na z\n", "2:3: unknown item 'z'"),
    ("a | b | c\n", "1:7: second '|' in the item line (the first is at column 3)"),
    ("0|a\n", "1:1: bad bounds '0|': the upper bound is zero"),
    ("a | x\na x:12\n", "2:5: colour longer than one character: '12'"),
    ("a | x\na x:\n", "2:5: missing colour after ':'"),
    ("a | x\na x|y\n", "2:4: illegal character '|' in item name 'x|y'"),
    ("a b a\n", "1:5: duplicate item name 'a'"),
    ("| only a comment\n", "1:1: no item line (the input has only comments and blank lines)"),
    ("row_number_one b\nrow_number_one b\nb c\n", "3:3: unknown item 'c'"),
    ("p q\nq p\u0000r\n", "2:4: illegal character U+0000 in item name"),
    ("a | x\n" + "a x:A\n" * 500 + "a x:\u00e9\n", "502:5: colour longer than one character: '\u00e9'"),
]
CLI += [
    (["solve", "sudoku", ""], 2, "xcc: '': the argument is empty (expected a file, - or the puzzle itself)"),
    (["solve", "sudoku", "123456789"], 2, "xcc: sudoku: 9 cells make a 3×3 grid, which has no boxes: a sudoku "
                                          "has 81 cells (9×9), or give the boxes' shape (R·C = 3)"),
    (["count", "wordsquare", "sgb-words@1"], 2, "xcc: sgb-words: no words of 1 letter"),
    (["solve", "queens", "8", "--svg", "/proc/q.svg"], 2,
     "xcc: --svg: cannot write to '/proc/q.svg': No such file or directory"),
    (["count", "queens", "8", "--cluster", "tcp://127.0.0.1:70000"], 2,
     "xcc: --cluster: port 70000 of 'tcp://127.0.0.1:70000' is not a port (1 to 65535)"),
]
for k, (text, message) in enumerate(DLX_FILES):
    CLI.append((["count", "dlx", f"bad{k}.dlx"], 2, f"xcc: bad{k}.dlx:{message}"))

FILES = {"toy.dlx": TOY, "mult.dlx": "2:3|p q | x\np q\np\nx\n", "wide.dlx": "0:100|p q\n" + "p\n" * 99 + "p q\n", "w3.txt": "abc\nbca\ncab\n", "s.txt": "3.\n..\n",
         "big.dlx": "2:36893488147419103232|p q\np q\n", "twice.txt": "abc 1\nbca 2\ncab 3\nABC 4\n",
         **{f"bad{k}.dlx": text for k, (text, _) in enumerate(DLX_FILES)}}


@pytest.mark.parametrize("args,code,err", CLI, ids=[" ".join(a) for a, _, _ in CLI])
def test_cli(run_cli, tmp_path, monkeypatch, args, code, err):
    monkeypatch.chdir(tmp_path)
    for name, text in FILES.items():
        (tmp_path / name).write_text(text)
    assert run_cli(*args) == (code, "", err + "\n")


def test_cr_line_ends_and_version(run_cli, tmp_path):
    """Old Mac line ends (CR alone) read like any other; --version names the package."""
    (tmp_path / "cr.dlx").write_bytes(b"| c\rp q\rp q\rp\rq\r")
    assert run_cli("count", "dlx", str(tmp_path / "cr.dlx")) == (0, "2 solutions\n", "")
    code, out, err = run_cli("--version")
    assert (code, err) == (0, "") and out == f"xcc (xcckit) {xcckit.__version__}\n"


def test_cli_cluster_connection_honours_the_time_limit(run_cli):
    """Nothing listens on port 1: the connection gives up at the time limit (exit 3), not after
    Dask's ten seconds, with one line and no Dask noise."""
    pytest.importorskip("distributed")
    code, out, err = run_cli("count", "dlx", "knuth-toy", "--cluster", "tcp://127.0.0.1:1", "--time-limit", "1")
    assert (code, out, err) == (3, "", "xcc: time limit reached while connecting to the Dask scheduler at "
                                       "tcp://127.0.0.1:1\n")
    with pytest.raises(TimeLimitReached, match="time limit reached while connecting to the Dask scheduler"):
        xcckit.count(parse_dlx(TOY), cluster="tcp://127.0.0.1:1", time_limit=1)


# ------------------------------------------------------------------------------ Python API
def toy() -> Model:
    return parse_dlx(TOY)


def model_with(*steps):
    """A function that builds a model with ``steps`` (each a function of the model)."""
    def build():
        m = Model()
        for step in steps:
            step(m)
    return build


API: list[tuple[str, object, type, str]] = [
    # items and options
    ("add_primary(1)", lambda: Model().add_primary(1), TypeError, "add_primary(name): expected a string, not int 1"),
    ("add_primary((0, 1))", lambda: Model().add_primary((0, 1)), TypeError,
     "add_primary(name): expected a string, not tuple (0, 1)"),
    ("add_secondary(None)", lambda: Model().add_secondary(None), TypeError,
     "add_secondary(name): expected a string, not NoneType None"),
    ("add_primary('p') twice", model_with(lambda m: m.add_primary("p"), lambda m: m.add_primary("p")),
     ModelError, "duplicate item name 'p'"),
    ("add_primary('p') twice after a secondary",
     model_with(lambda m: m.add_primary("p"), lambda m: m.add_secondary("x"), lambda m: m.add_primary("p")),
     ModelError, "duplicate item name 'p'"),
    ("add_primary('a b') after a secondary", model_with(lambda m: m.add_secondary("x"), lambda m: m.add_primary("a b")),
     ModelError, "illegal character ' ' in item name 'a b'"),
    ("add_primary('') after a secondary", model_with(lambda m: m.add_secondary("x"), lambda m: m.add_primary("")),
     ModelError, "empty item name"),
    ("add_primary('a:b') after a secondary", model_with(lambda m: m.add_secondary("x"), lambda m: m.add_primary("a:b")),
     ModelError, "illegal character ':' in item name 'a:b'"),
    ("add_primary('a|b')", lambda: Model().add_primary("a|b"), ModelError, "illegal character '|' in item name 'a|b'"),
    ("add_primary('a\\tb')", lambda: Model().add_primary("a\tb"), ModelError, "illegal character '\t' in item name 'a\tb'"),
    ("add_primary('q') after a secondary", model_with(lambda m: m.add_secondary("x"), lambda m: m.add_primary("q")),
     ModelError, "primary item 'q' declared after a secondary item"),
    ("add_secondary after an option",
     model_with(lambda m: m.add_primary("p"), lambda m: m.add_option(["p"]), lambda m: m.add_secondary("x")),
     ModelError, "item 'x' declared after the first option"),
    ("add_primary('a', lo='1')", lambda: Model().add_primary("a", lo="1"), TypeError,
     "add_primary(lo): expected an integer, not str '1'"),
    ("add_primary('a', 1, 2.5)", lambda: Model().add_primary("a", 1, 2.5), TypeError,
     "add_primary(hi): expected an integer, not float 2.5"),
    ("add_primary('a', 2, 1)", lambda: Model().add_primary("a", 2, 1), ModelError,
     "item 'a': bounds 2:1 have lower bound above upper bound"),
    ("add_primary('a', 0, 0)", lambda: Model().add_primary("a", 0, 0), ModelError,
     "item 'a': upper bound must be positive, not 0"),
    ("add_items('abc')", lambda: Model().add_items("abc"), TypeError,
     "add_items(names): expected a list of names, not one string 'abc'"),
    ("add_items([1])", lambda: Model().add_items([1]), TypeError, "add_primary(name): expected a string, not int 1"),
    ("add_items(['a', 'b'], lo=2, hi=1)", lambda: Model().add_items(["a", "b"], lo=2, hi=1), ModelError,
     "item 'a': bounds 2:1 have lower bound above upper bound"),
    ("add_items(['a'], lo='1')", lambda: Model().add_items(["a"], lo="1"), TypeError,
     "add_items(lo): expected an integer, not str '1'"),
    ("add_items(['x'], primary=False, lo=0)", lambda: Model().add_items(["x"], primary=False, lo=0), ModelError,
     "add_items: bounds are for primary items (a secondary item is covered at most once)"),
    ("add_items(['a\\x07'])", lambda: Model().add_items(["a\x07"]), ModelError, "illegal character U+0007 in item name"),
    ("add_option('p q')", lambda: toy().add_option("p q"), TypeError,
     "add_option(tokens): expected a list of tokens such as ['p', 'x:A'], not one string 'p q'"),
    ("add_option([1])", lambda: toy().add_option([1]), TypeError, "add_option(tokens): token 0 is int 1, not a string"),
    ("add_option(['p', 'z'])", lambda: toy().add_option(["p", "z"]), ModelError, "option 5 (p z): unknown item 'z'"),
    ("add_option(['p', 'x:A|B'])", lambda: toy().add_option(["p", "x:A|B"]), ModelError,
     "option 5 (p x:A|B): illegal character '|' in colour 'A|B'"),
    ("add_option(['p:A'])", lambda: toy().add_option(["p:A"]), ModelError, "option 5 (p:A): colour on primary item 'p'"),
    ("add_option_ids([7])", lambda: toy().add_option_ids([7]), ModelError, "add_option_ids: no item 7 (item ids are 0..4)"),
    ("add_option_ids([-1])", lambda: toy().add_option_ids([-1]), ModelError, "add_option_ids: no item -1 (item ids are 0..4)"),
    ("add_option_ids([0.5])", lambda: toy().add_option_ids([0.5]), ModelError,
     "add_option_ids: no item 0.5 (item ids are 0..4)"),
    ("add_option_ids([0], [9])", lambda: toy().add_option_ids([0], [9]), ModelError,
     "add_option_ids: no colour 9 (colour ids are 0..2)"),
    ("add_option_ids([0, 3], [0])", lambda: toy().add_option_ids([0, 3], [0]), ModelError,
     "add_option_ids: 2 items but 1 colours"),
    ("colour_id('A B')", lambda: Model().colour_id("A B"), ModelError, "illegal character ' ' in colour 'A B'"),
    ("colour_id(' ')", lambda: Model().colour_id(" "), ModelError, "blank colour ' '"),
    ("colour_id(3)", lambda: Model().colour_id(3), TypeError, "colour: expected a string, not int 3"),
    ("add_single_loop([('zz', 0, 1)])", lambda: toy().add_single_loop([("zz", 0, 1)]), ModelError,
     "single-loop constraint: unknown item 'zz'"),
    ("add_single_loop([('p', 0, 1)])", lambda: toy().add_single_loop([("p", 0, 1)]), ModelError,
     "single-loop constraint: edge 'p' is a primary item"),
    # DLX text
    ("parse_dlx(None)", lambda: parse_dlx(None), TypeError, "parse_dlx(text): expected DLX text (str or bytes), not NoneType"),
    ("parse_dlx(b'\\xff')", lambda: parse_dlx(b"\xff"), DLXError, "1:1: not UTF-8 text"),
    ("parse_dlx(b'a\\n\\xc3')", lambda: parse_dlx(b"a\n\xc3", source="f"), DLXError, "f:2:1: not UTF-8 text"),
    ("write_dlx('x')", lambda: write_dlx("x"), TypeError, "write_dlx(model): expected a Model, not str"),
    ("write_dlx(m, 'c')", lambda: write_dlx(toy(), "c"), TypeError,
     "write_dlx(comments): expected a list of comment lines, not one string"),
    # searches: the same checks as the command line
    ("count(None)", lambda: xcckit.count(None), TypeError, "expected a Model or a puzzle, not NoneType"),
    ("count('p q')", lambda: xcckit.count("p q"), TypeError, "expected a Model or a puzzle, not str"),
    ("count(m, backend=3)", lambda: xcckit.count(toy(), backend=3), TypeError,
     "backend: expected a backend's name or a Backend, not int 3"),
    ("count(m, backend='nope')", lambda: xcckit.count(toy(), backend="nope"), InputError,
     "backend: unknown backend 'nope' (choose from auto, cpsat, sat, dlx, trie, zdd)"),
    ("count(m, backend='zdd', workers=2)", lambda: xcckit.count(toy(), backend="zdd", workers=2), InputError,
     "workers: the zdd backend runs one worker"),
    ("count(m, backend='sat', solver='nope')", lambda: xcckit.count(toy(), backend="sat", solver="nope"), InputError,
     f"solver: unknown SAT solver 'nope' (choose from {SOLVERS})"),
    ("count(m, backend='sat', solver='cryptosat')", lambda: xcckit.count(toy(), backend="sat", solver="cryptosat"),
     InputError, f"solver: SAT solver 'cryptosat' is not in this build of python-sat (choose from {SOLVERS})"),
    ("count(m, backend='dlx', threads=0)", lambda: xcckit.count(toy(), backend="dlx", threads=0), InputError,
     "threads: must be a positive number of workers, not 0"),
    ("count(m, backend='cpsat', workers=0)", lambda: xcckit.count(toy(), backend="cpsat", workers=0), InputError,
     "workers: must be a positive number of workers, not 0"),
    ("count(m, progress=3)", lambda: xcckit.count(toy(), progress=3), TypeError,
     "progress: expected a function of a Status, not int 3"),
    ("count(m, journal=123)", lambda: xcckit.count(toy(), journal=123), TypeError,
     "journal: expected a file name or a Journal, not int 123"),
    ("solve(m, journal=123)", lambda: xcckit.solve(toy(), journal=123), TypeError,
     "journal: expected a file name or a Journal, not int 123"),
    ("crosscheck(None)", lambda: xcckit.crosscheck(None), TypeError, "crosscheck: expected a Model, not NoneType"),
    ("crosscheck(m, backends='dlx')", lambda: xcckit.crosscheck(toy(), backends="dlx"), InputError,
     "backends: a list of backends, not the string 'dlx'"),
    ("crosscheck(m, ['dlx', 'dlx'])", lambda: xcckit.crosscheck(toy(), ["dlx", "dlx"]), InputError,
     "backends: dlx is named twice"),
    ("crosscheck(m, evidence='x')", lambda: xcckit.crosscheck(toy(), evidence="x"), InputError,
     "evidence: unknown evidence 'x' (choose from auto, sets, samples)"),
    ("Slitherlink.from_text(None)", lambda: Slitherlink.from_text(None), TypeError,
     "Slitherlink.from_text(text): expected the puzzle as text (a str), not NoneType None"),
    ("Sudoku(g, box='3x4')", lambda: Sudoku([[0] * 9] * 9, box="3x4"), InputError,
     "box: boxes of 3×4 do not tile a 9×9 grid (R·C must be 9)"),
    ("Sudoku(g, box=(2, 2))", lambda: Sudoku([[0] * 9] * 9, box=(2, 2)), InputError,
     "box: boxes of 2×2 do not tile a 9×9 grid (R·C must be 9)"),
    ("Sudoku(g, box=3)", lambda: Sudoku([[0] * 9] * 9, box=3), TypeError,
     "box: expected (rows, columns) of a box or 'RxC', not int 3"),
    ("Sudoku(7x7)", lambda: Sudoku([[0] * 7] * 7), InputError,
     "box: a 7×7 grid has no boxes but rows: give their shape, R×C with R·C = 7"),
    ("MacMahon(mate='ax')", lambda: MacMahon(mate="ax"), InputError,
     "mate: 'ax' is not a pair of colours from abcd (e.g. ab,cd)"),
    ("MacMahon(mate={'a': 'b'})", lambda: MacMahon(mate={"a": "b"}), InputError,
     "mate: a mate table pairs colours: if a goes to b, b goes to a"),
    ("MacMahon(mate=3)", lambda: MacMahon(mate=3), TypeError,
     "mate: expected a rule 'ab,cd' or a dict of colour -> colour, not int 3"),
    ("MacMahon(boundary='z')", lambda: MacMahon(boundary="z"), InputError, "boundary: 'z' is not one of the colours abcd"),
    ("macmahon.board(13)", lambda: board(13), InputError, "13: unknown board '13' (hexagon, or 1 to 12)"),
    ("macmahon.board(None)", lambda: board(None), TypeError, "board: expected a board's name or number, not NoneType None"),
    ("burnside(1, [], 0)", lambda: burnside(1, [], 0), ValueError,
     "burnside: the group's order is 1 or more (the identity at least), not 0"),
    ("burnside(1, ['a'], 2)", lambda: burnside(1, ["a"], 2), TypeError, "burnside: fixed is a whole number, not str 'a'"),
    ("Queens(0)", lambda: Queens(0), InputError, "n: the board's side is at least 1, not 0"),
    ("sample(m, n=None)", lambda: xcckit.sample(toy(), n=None), InputError,
     "n: must be a whole number of solutions, not None"),
    ("sample(m, n=0)", lambda: xcckit.sample(toy(), n=0), InputError, "n: must be at least 1, not 0"),
    ("zdd(m).sample(-1)", lambda: xcckit.zdd(toy()).sample(-1), ValueError,
     "sample(k): k is a number of solutions, 0 or more, not -1"),
    ("count(m, journal=..., limit=2)", lambda: xcckit.count(toy(), journal="j.jl", limit=2), InputError,
     "limit: a count with a journal or on a cluster counts every solution: give no limit"),
    ("count(m, cluster='nonsense')", lambda: xcckit.count(toy(), cluster="nonsense"), InputError,
     "cluster: not a scheduler address (tcp://HOST:PORT): 'nonsense'"),
    ("solve(m, minimize=True, best=2)", lambda: xcckit.solve(toy(), minimize=True, best=2), InputError,
     "best: minimize is best 1: give one of them"),
    ("solve(m, minimize=True, best=1)", lambda: xcckit.solve(toy(), minimize=True, best=1), InputError,
     "best: minimize is best 1: give one of them"),
    ("Slitherlink.from_url(None)", lambda: Slitherlink.from_url(None), TypeError,
     "Slitherlink.from_url(url): expected a puzz.link URL (a str), not NoneType None"),
    ("Masyu.from_url(3)", lambda: Masyu.from_url(3), TypeError,
     "Masyu.from_url(url): expected a puzz.link URL (a str), not int 3"),
    ("solve(m, unique='yes')", lambda: xcckit.solve(toy(), unique="yes"), TypeError,
     "unique: expected True or False, not str 'yes'"),
    ("solve(m).options(99)", lambda: xcckit.solve(toy()).options(99), IndexError,
     "options(99): this result has 1 solution (0..0)"),
    ("solve(m).options(-2)", lambda: xcckit.solve(toy()).options(-2), IndexError,
     "options(-2): this result has 1 solution (0..0)"),
    ("solve(unsat).options(0)", lambda: xcckit.solve(parse_dlx("a b\na\n")).options(0), IndexError,
     "options(0): this result has no solutions"),
    ("solve(m).options('a')", lambda: xcckit.solve(toy()).options("a"), TypeError,
     "options(k): k is a solution's number, not str 'a'"),
    ("solve(m).answers", lambda: xcckit.solve(toy()).answers, AttributeError,
     "answers: solve a puzzle, not a bare model, to get answers"),
    ("crosscheck(m, ['nope'])", lambda: xcckit.crosscheck(toy(), ["nope"]), InputError,
     "backend: unknown backend 'nope' (choose from auto, cpsat, sat, dlx, trie, zdd)"),
    ("check_solution(m, 'ab')", lambda: check_solution(toy(), "ab"), TypeError,
     "a solution is a list of option indices, not str 'ab'"),
    ("check_solution(m, [0.5])", lambda: check_solution(toy(), [0.5]), TypeError,
     "a solution is a list of option indices: 0.5 is float"),
    # puzzles
    ("Slitherlink('3..')", lambda: Slitherlink("3.."), TypeError,
     "Slitherlink(clues): expected a list of rows such as ['3.', '.2'], not one string '3..' "
     "(Slitherlink.from_args reads a file)"),
    ("Slitherlink([1, 2])", lambda: Slitherlink([1, 2]), TypeError, "Slitherlink(clues): row 0 is int 1, not a string"),
    ("Slitherlink(['3.', '.'])", lambda: Slitherlink(["3.", "."]), InputError,
     "a slitherlink needs m rows of n cells (m, n at least 1)"),
    ("Slitherlink(['5.', '..'])", lambda: Slitherlink(["5.", ".."]), InputError, "clues are '.' or a digit 0 to 4"),
    ("Torto('TORTO')", lambda: Torto("TORTO"), TypeError,
     "Torto(words): expected a list of words such as ['TORTO'], not one string 'TORTO'"),
    ("Torto([1])", lambda: Torto([1]), TypeError, "Torto(words): a word is a string, not int 1"),
    ("Torto(['CAT'], rows=0)", lambda: Torto(["CAT"], rows=0), InputError, "rows: 0 is out of range 1..61"),
    ("Torto(['CAT'], cols='3')", lambda: Torto(["CAT"], cols="3"), TypeError,
     "Torto(cols): expected a whole number, not str '3'"),
    ("Torto(['café'])", lambda: Torto(["café"]), InputError, "café: 'é' at letter 4 of 'café' is not a letter A to Z"),
    ("WordSquare('abc')", lambda: WordSquare("abc"), TypeError,
     "expected a list of words, not one string (load_words reads a file or bundled list)"),
    ("WordSquare([1, 2])", lambda: WordSquare([1, 2]), TypeError, "words: word 0 is int 1, not a string"),
    ("WordSquare(['ab', 'c'])", lambda: WordSquare(["ab", "c"]), InputError,
     "words:2:1: 'c' has 1 letters; the first word has 2"),
    ("WordSquare(['ab', 'c-'])", lambda: WordSquare(["ab", " c-"]), InputError, "words:2:3: '-' is not a letter"),
    ("WordSquare([])", lambda: WordSquare([]), InputError, "words: no words"),
    ("WordSquare(['', ' '])", lambda: WordSquare(["", " "]), InputError, "words: no words"),
    ("WordRectangle('abc', ['ab'])", lambda: WordRectangle("abc", ["ab"]), TypeError,
     "expected a list of words, not one string (load_words reads a file or bundled list)"),
    ("load_words(5)", lambda: load_words(5), TypeError,
     "load_words(spec): expected a word list's name such as 'sgb-words:1000', not int 5"),
    ("MacMahon('hexagon')", lambda: MacMahon("hexagon"), InputError, "macmahon: a board is six big triangles, not 7"),
]
for spec, message in SPECS:
    API.append((f"load_words({spec!r})", lambda spec=spec: load_words(spec), InputError, f"{spec}: {message}"))
for value, message in [(0, "must be at least 1, not 0"), (-1, "must be at least 1, not -1"),
                       ("2", "must be a whole number of solutions, not '2'"),
                       (2.5, "must be a whole number of solutions, not 2.5"),
                       (True, "must be a whole number of solutions, not True")]:
    API.append((f"count(m, limit={value!r})", lambda v=value: xcckit.count(toy(), limit=v), InputError, f"limit: {message}"))
    API.append((f"solve(m, limit={value!r})", lambda v=value: xcckit.solve(toy(), limit=v), InputError, f"limit: {message}"))
    API.append((f"solutions(m, limit={value!r})", lambda v=value: list(xcckit.solutions(toy(), limit=v)), InputError,
                f"limit: {message}"))
    API.append((f"crosscheck(m, limit={value!r})", lambda v=value: xcckit.crosscheck(toy(), limit=v), InputError,
                f"limit: {message}"))
for value in (0, -1, math.nan, math.inf, "2", True):
    for name, fn in (("count", xcckit.count), ("solve", xcckit.solve)):
        API.append((f"{name}(m, time_limit={value!r})", lambda v=value, fn=fn: fn(toy(), time_limit=v), InputError,
                    f"time_limit: must be a positive number of seconds, not {value!r}"))
for value in (0, -2, "2", 1.5, True):
    for name, fn in (("count", xcckit.count), ("solve", xcckit.solve)):
        API.append((f"{name}(m, workers={value!r})", lambda v=value, fn=fn: fn(toy(), workers=v), InputError,
                    f"workers: must be a positive number of workers, not {value!r}"))
DLX_OPTIONS = "it takes budget, engine, threads, probe, propagate, lookahead"
for name, fn in (("count", xcckit.count), ("solve", xcckit.solve), ("solutions", lambda m, **kw: list(xcckit.solutions(m, **kw)))):
    API.append((f"{name}(m, bogus=1)", lambda fn=fn: fn(toy(), backend="dlx", bogus=1), TypeError,
                f"unknown option 'bogus' for the dlx backend ({DLX_OPTIONS})"))
    API.append((f"{name}(m, backend='sat', threads=2)", lambda fn=fn: fn(toy(), backend="sat", threads=2), TypeError,
                "unknown option 'threads' for the sat backend (it takes solver, workers, plain, proof, cubes)"))
    API.append((f"{name}(m, backend='cpsat', a=1, b=2)", lambda fn=fn: fn(toy(), backend="cpsat", a=1, b=2), TypeError,
                "unknown options 'a', 'b' for the cpsat backend (it takes workers)"))
for k, (text, message) in enumerate(DLX_FILES):
    API.append((f"parse_dlx(bad{k})", lambda text=text: parse_dlx(text, source="f.dlx"), DLXError, f"f.dlx:{message}"))


@pytest.mark.parametrize("label,call,kind,message", API, ids=[a[0] for a in API])
def test_api(tmp_path, monkeypatch, label, call, kind, message):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(kind) as exc:
        call()
    assert type(exc.value) is kind or kind is InputError and isinstance(exc.value, InputError)
    text = exc.value.args[0] if kind in (IndexError, AttributeError) else str(exc.value)
    assert text == message



# ------------------------------------------------------------------------------ letters beyond ASCII
# Python reads far more than ASCII as digits and letters: 'ﬆ'.upper() is 'ST' (once read as 28 in a
# 36×36 sudoku), 'ı' upper-cases to 'I', int('٣') is 3 and int('²') fails. A puzzle's digits and
# letters are ASCII; any other character where one is expected is refused in one line.
NON_ASCII = st.characters(min_codepoint=0x80, exclude_categories=("Zs", "Zl", "Zp", "Cc", "Cs"))
READERS = {  # kind: a puzzle it reads, whose every non-blank character the fuzz may replace
    "sudoku": "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n",
    "sudoku numbers": "4 4\n1 - - 4\n- 4 1 -\n- 1 4 -\n4 - - 1\n",
    "sudoku letters": "\n".join("ABCDEFGHIJKLMNOPQRSTUVWXYZ123456789."[k:] + "ABCDEFGHIJKLMNOPQRSTUVWXYZ123456789."[:k]
                                 for k in range(36)) + "\n",
    "slitherlink": "3.2.\n.1..\n..0.\n2..3\n",
    "masyu": "b.w.\n....\n.w.b\n....\n",
    "dlx": "a 1:2|b | x\na x:A |3\nb |2\n",
}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(reader=st.sampled_from(sorted(READERS)), where=st.integers(0, 10**6), ch=NON_ASCII)
@example(reader="sudoku letters", where=0, ch="ﬆ")
@example(reader="sudoku letters", where=0, ch="ı")
@example(reader="sudoku letters", where=0, ch="ſ")
@example(reader="sudoku numbers", where=0, ch="é")
@example(reader="dlx", where=2, ch="²")
def test_a_character_beyond_ascii_is_refused_in_every_reader(tmp_path, reader, where, ch):
    from xcckit.puzzles.kinds import get_kind
    text = READERS[reader]
    if reader == "dlx":  # item names may be any letters: only the bounds and the costs are read as numbers
        spots = [k for k, c in enumerate(text) if c.isdigit()]
    else:
        spots = [k for k, c in enumerate(text) if not c.isspace()]
    k = spots[where % len(spots)]
    path = tmp_path / "p.txt"
    path.write_text(text[:k] + ch + text[k + 1:], encoding="utf-8")
    with pytest.raises(InputError) as err:
        get_kind(reader.split()[0]).from_args([str(path)])
    assert "\n" not in str(err.value) and str(err.value).startswith(str(path))


@pytest.mark.parametrize("args, message", [
    (["wordrect", "sgb-words:１０００", "sgb-words:1000"], "':１０００' must be a positive number of words"),
    (["wordsquare", "sgb-words@５"], "'@５' must be a positive word length"),
    (["macmahon", "１２"], "unknown board '１２'"),
    (["polyomino", "pentominoes", "6x10", "--copies", "٢"], "'٢' is not a whole number at least 1"),
    (["queens", "８"], "not a board side"),
])
def test_digits_beyond_ascii_in_arguments_are_refused(run_cli, args, message):
    code, out, err = run_cli("count", *args)
    assert code == 2 and out == "" and message in err and err.count("\n") == 1
