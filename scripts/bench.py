"""Benchmarks: medians of several runs, written as markdown tables.

    python scripts/bench.py dlx [FILE.dlx …]      parse / translate / count per backend
    python scripts/bench.py xcover                 dlx backend against the xcover package
    python scripts/bench.py slitherlink [--limit N] [--backends sat,cpsat,dlx,puzzlekit]
                                                   the Janko corpus: solve + uniqueness per backend
                                                   (puzzlekit's CP-SAT solver: one solution only),
                                                   --time-limit per puzzle (default 60 s)
    python scripts/bench.py words                  word rectangles and squares beside Knuth's
                                                   BACK-MXN-WORDS-NEW; first solutions; Torto
    python scripts/bench.py macmahon               hexagon count vs xcover, classes, empty boards
    python scripts/bench.py limits                 how far past --time-limit each backend returns
    python scripts/bench.py scale [INSTANCE …]     the speedup predicted on 2 to 512 workers (the
                                                   count run as they would, on virtual clocks)
    python scripts/bench.py queens                 n queens: dlx (one thread, every CPU), DLX2 with --peers
    python scripts/bench.py zdd [--largest N]      Algorithm Z beside Graphillion (blank grids) and
                                                   dlx: seconds and peak memory, in child processes
    python scripts/bench.py optimize               the cheapest word squares and rectangles by rank
                                                   (and the 10 cheapest) per backend, DLX5 with --peers
    python scripts/bench.py facts [--limit N]      the facts of the Janko slitherlinks (sat): seconds
    python scripts/bench.py sudoku                 a 17-clue and a hard sudoku solved and proven unique
                                                   per backend (auto among them)
    python scripts/bench.py classic                pentominoes 6x10 (all, and --distinct) on dlx beside DLX2
                                                   with --peers; sudoku; a 10x10 masyu per backend
    python scripts/bench.py enumerate              every solution of pentominoes 4x15, 13 queens and
                                                   Langford 11 on dlx, sat (one worker, every CPU), cpsat,
                                                   --time-limit per run (default 120 s)
    python scripts/bench.py crosscheck             xcc crosscheck on pentominoes 4x15 (60 s), 6x10 (120 s)
                                                   and MacMahon's board 12 (180 s): verdict, evidence, seconds
    python scripts/bench.py small [--runs N]       many small questions: count, every solution, a proof of
                                                   uniqueness and a first solution per backend on 100
                                                   random models of 10-40 options (and 100 small word
                                                   squares, with the trie): median ms a call
    python scripts/bench.py genres [--runs N] [--kinds K,K]
                                                   the site genres at 10x10 and the largest sizes published:
                                                   puzzles made by xcckit.making, solved and proven unique by
                                                   auto beside puzzlekit (median of N, default 5; cached in
                                                   ~/.cache/xcckit-bench/genres or $XCCKIT_BENCH_CACHE)
    python scripts/bench.py startup [--runs N]     short commands as processes beside `python -c pass`
                                                   (median of N, default 10): xcc count queens 8 and others
    python scripts/bench.py published --corpus DIR [--kinds K,K] [--every N] [--sizes RxC,..] [--no-peer]
                                                   published puzzles of a public corpus (puzzlekit's
                                                   dataset) by size, solved and proven unique, beside
                                                   puzzlekit (scripts/published.py)
    python scripts/bench.py generate [--runs N]    xcc generate: unique minimal slitherlink 10x10 and 20x20,
                                                   sudoku 9x9, masyu 10x10, medians over N seeds (default 20);
                                                   cspuz's generator where it installs from PyPI

Timings are medians of --runs runs (default 3) in one process; peak memory is the traced Python
allocation peak of one run (tracemalloc), so native solver memory is not included.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from benchmarks import classic, commands, common, exact_cover, genres, scale, words, zdd

WHATS = ["dlx", "xcover", "words", "macmahon", "limits", "scale", "zdd", "queens", "optimize", "enumerate",
         "crosscheck", "small", "genres", "startup", "published", *classic.NAMES]
"""The benchmarks by name, as the command line gives them."""


def parser() -> argparse.ArgumentParser:
    """The command line's parser: the benchmark's name and the options each takes."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("what", choices=WHATS)
    ap.add_argument("--kinds", help="genres, published: the genres to measure (default: every one registered)")
    ap.add_argument("--corpus", help="published: the data folder of puzzlekit's dataset (assets/data)")
    ap.add_argument("--every", type=int, default=1, help="published: every Nth puzzle of each genre")
    ap.add_argument("--no-peer", action="store_true", help="published: leave puzzlekit out")
    ap.add_argument("--sizes", help="published: only puzzles of these sizes (RxC,RxC)")
    ap.add_argument("--largest", type=int, default=15, help="zdd: the largest blank n×n grid")
    ap.add_argument("--skip-xcover", action="store_true")
    ap.add_argument("files", nargs="*")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--limit", type=int)
    ap.add_argument("--backends", help="slitherlink: default sat,cpsat; optimize: default dlx,trie,cpsat,sat")
    ap.add_argument("--time-limit", type=float, help="seconds per run (default: 600; slitherlink: 60 per puzzle)")
    ap.add_argument("--peers", help="a folder of Knuth's programs you built (back-mxn-words-new, dlx2, dlx5, dlx6, "
                                    "ssxcc); default $XCCKIT_PEERS")
    return ap


def run_published(ap: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """None: the published puzzles of the corpus measured (scripts/published.py)."""
    from published import bench_published
    if not args.corpus:
        ap.error("published needs --corpus DIR (the assets/data folder of SmilingWayne/puzzlekit-dataset)")
    bench_published(Path(args.corpus), args.kinds.split(",") if args.kinds else None, args.every,
                    args.time_limit or 20, not args.no_peer, args.sizes.split(",") if args.sizes else None)


def run_zdd(args: argparse.Namespace) -> None:
    """None: the zdd benchmark, the peers that are not installed left out with a note."""
    have = {}
    for peer in ("graphillion", "xcover"):
        try:
            __import__(peer)
            have[peer] = True
        except ImportError:
            print(f"({peer} skipped: pip install 'xcckit[bench]')")
            have[peer] = False
    zdd.bench_zdd(args.largest, args.time_limit or 120, have["graphillion"], have["xcover"])


def benchmarks(ap: argparse.ArgumentParser, args: argparse.Namespace) -> dict:
    """Each benchmark's name -> a function running it with the command line's options."""
    kinds = args.kinds.split(",") if args.kinds else None
    backends = args.backends.split(",") if args.backends else None
    return {
        "dlx": lambda: exact_cover.bench_dlx(args.files or exact_cover.DEFAULT_DLX, args.runs),
        "xcover": lambda: exact_cover.bench_xcover(args.runs),
        "queens": lambda: exact_cover.bench_queens(args.runs),
        "optimize": lambda: words.bench_optimize(args.time_limit or 120, backends),
        "enumerate": lambda: exact_cover.bench_enumerate(args.time_limit or 120),
        "crosscheck": commands.bench_crosscheck,
        "small": lambda: exact_cover.bench_small(args.runs),
        "genres": lambda: genres.bench_genres(args.runs if args.runs != 3 else 5, args.time_limit or 60, kinds),
        "published": lambda: run_published(ap, args),
        "startup": lambda: commands.bench_startup(args.runs if args.runs != 3 else 10),
        "words": lambda: words.bench_words(args.runs, args.time_limit or 600),
        "scale": lambda: scale.bench_scale(args.files or ["macmahon-12", "wordrect-sgb2000", "macmahon-hexagon",
                                                          "wordrect-sgb-trie"]),
        "limits": lambda: words.bench_limits(args.time_limit or 2.0),
        "zdd": lambda: run_zdd(args),
        "macmahon": lambda: exact_cover.bench_macmahon(args.time_limit or 600, args.skip_xcover),
        **classic.benchmarks(args, backends),
    }


def main() -> None:
    """None: the benchmark the command line names, run and written to standard output."""
    ap = parser()
    args = ap.parse_args()
    folder = args.peers or os.environ.get("XCCKIT_PEERS")
    common.PEERS = Path(folder) if folder else None
    benchmarks(ap, args)[args.what]()
    sys.stdout.flush()


if __name__ == "__main__":
    main()
