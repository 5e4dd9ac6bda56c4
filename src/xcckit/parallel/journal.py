"""A count's journal: what is done, on disk, so that a count stopped by Ctrl-C, a time limit or
a crash is finished by running the same command again.

The journal is a text file of JSON lines, each written whole, flushed and fsynced:

1. a header: ``{"journal": "xcckit count", "version": 1, "fingerprint": ..., "command": ...}``;
   the fingerprint is a SHA-256 of the model (items, options, colours, side constraints), so a
   journal is only ever resumed by the count it was started for;
2. the cut: ``{"cut": {"found": N, "parts": [[o, ...], ...], "shares": [...]}}``: the subproblems
   (forced option indices) and the solutions counted while cutting; in the journal of a count by
   the trie backend, ``"prefixes": "letters"``: its subproblems (and those of the lines below)
   are the letters of the first cells (numbered in alphabetical order, cells row by row);
3. one line per finished subproblem: ``{"part": k, "count": n, "nodes": ..., "seconds": ...}``,
   or per group of them counted by one search, ``{"parts": [k, ...], "count": n, ...}``. A
   search that gave pieces away to idle workers (or was split) writes its count so far and the
   subproblems that hold the rest of its solutions, ``"rest": [[o, ...], ...]`` and
   ``"shares": [...]``: they are parts too, numbered on from the last one in the order of the
   lines (``"first"`` is the number of the first); the search goes on with some of them, a
   group, and writes their line when done. So the journal holds at every moment a partition of
   what is left;
4. when the count is complete: ``{"total": n, "seconds": ...}``.

The journal of an enumeration (``xcc solve --journal``; ``"solutions": true`` in the header)
holds each line's solutions too, ``"solutions": [[o, ...], ...]``.

A last line cut short by a crash is ignored (and overwritten). Errors are
:class:`~xcckit.errors.InputError` naming the file and line.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat

import numpy as np

from ..errors import InputError
from ..model import Model
from ..backends.subproblems import Subproblem, settle

KIND = "xcckit count"
VERSION = 1


def fingerprint(model: Model) -> str:
    """A SHA-256 of everything that decides the model's solutions and their option indices."""
    h = hashlib.sha256()

    def add(*values) -> None:
        for v in values:
            if isinstance(v, np.ndarray):
                h.update(np.ascontiguousarray(v, dtype=np.int64).tobytes())
            else:
                h.update(json.dumps(v, default=repr).encode())
            h.update(b"\0")

    add(model.n_primary, list(model.names), [int(x) for x in model.lo], [int(x) for x in model.hi],
        list(model.colours))
    add(*model.arrays())
    for sc in model.side_constraints:
        add(*sc.fingerprint())
    add(model.hints.names())
    if model.has_costs:  # (a model without costs keeps the fingerprint it always had)
        add("costs", np.asarray(model.costs))
    return "sha256:" + h.hexdigest()


def _lists(parts: list[Subproblem], key: str) -> dict:
    """Subproblems as a journal writes them: ``key`` -> their forced options, "shares" -> theirs."""
    return {key: [list(p.forced) for p in parts], "shares": [p.share for p in parts]}


def _parts(prefixes, shares) -> list[Subproblem]:
    """The subproblems of a journal line (as :func:`_lists` wrote them)."""
    return [Subproblem(tuple(int(o) for o in p), float(s)) for p, s in zip(prefixes, shares, strict=True)]


class Journal:
    """The journal file of one count (see the module's documentation). Open it with
    :meth:`open`, which reads what an earlier run recorded: :attr:`cut` (the subproblems and the
    solutions found while cutting, or None), :attr:`done` (part -> count) and :attr:`total`."""

    def __init__(self, path: str, fp: str, command: str | None, enumerate: bool = False) -> None:
        self.path = path
        self.fingerprint = fp
        self.command = command
        self.enumerate = enumerate      # an enumeration's: each line holds its part's solutions
        self.solutions: list[tuple[int, ...]] = []  # theirs, in the order of the lines
        self.cut: tuple[list[Subproblem], int] | None = None
        self.prefixes: str | None = None  # what the cut's subproblems list: "options" or "letters"
        self.cut_line = 0                 # the line of the cut
        self.done: dict[int, int] = {}
        self.total: int | None = None
        self._file = None

    @classmethod
    def open(cls, path: str, model: Model, command: str | None = None, enumerate: bool = False) -> "Journal":
        """The journal at ``path`` for a count of ``model`` (with ``enumerate``: for the list
        of its solutions): read and checked when the file exists and is not empty, else started
        (``command`` is written in the header, to say which count the journal belongs to)."""
        j = cls(str(path), fingerprint(model), command, enumerate)
        try:
            kind = os.stat(path).st_mode
        except FileNotFoundError:
            kind = None
        except OSError as err:
            raise InputError(f"cannot read: {err.strerror}", source=str(path)) from None
        if kind is not None and not stat.S_ISREG(kind):  # (/dev/full reads as endless zeros)
            raise InputError("cannot keep a journal here: not a regular file", source=str(path))
        try:
            with open(path, "rb") as f:
                data = f.read()
        except FileNotFoundError:
            data = b""
        except OSError as err:
            raise InputError(f"cannot read: {err.strerror}", source=str(path)) from None
        keep = j._read(data) if data else 0
        try:
            j._file = open(path, "r+b" if data else "wb")
            j._file.truncate(keep)  # a line cut short by a crash goes
            j._file.seek(keep)
        except OSError as err:
            raise InputError(f"cannot write: {err.strerror}", source=str(path)) from None
        if not data:
            head = {"journal": KIND, "version": VERSION, "fingerprint": j.fingerprint, "command": command}
            if enumerate:
                head["solutions"] = True
            try:
                j._write(head)
            except InputError:
                j.close()
                raise
        return j

    def _read(self, data: bytes) -> int:
        """Read the records; the number of bytes to keep (all but a torn last line)."""
        lines = data.split(b"\n")
        keep = len(data)
        if lines[-1]:  # no newline at the end: the last write was cut short
            keep -= len(lines[-1])
        lines = lines[:-1]
        records = []
        for n, raw in enumerate(lines, 1):
            try:
                rec = json.loads(raw)
                if not isinstance(rec, dict):
                    raise ValueError
            except ValueError:
                if n == len(lines) and n > 1:  # the last line, torn by a crash (then a newline): it goes
                    keep -= len(raw) + 1
                    break
                raise InputError("not a journal line (JSON object)", source=self.path, line=n) from None
            records.append((n, rec))
        if not records:
            raise InputError("not a journal of xcckit (no header)", source=self.path, line=1)
        n, head = records[0]
        if head.get("journal") != KIND:
            raise InputError("not a journal of xcckit (no header)", source=self.path, line=1)
        if head.get("version") != VERSION:
            raise InputError(f"journal version {head.get('version')}, this xcckit reads {VERSION}",
                             source=self.path, line=1)
        if head.get("fingerprint") != self.fingerprint or head.get("solutions", False) != self.enumerate:
            what = f" ({head['command']})" if head.get("command") else ""
            raise InputError(f"this journal belongs to another count{what}: give a new file to start "
                             f"this one", source=self.path, line=1)
        for n, rec in records[1:]:
            try:
                if "cut" in rec:
                    cut = rec["cut"]
                    self.cut = _parts(cut["parts"], cut["shares"]), int(cut["found"])
                    self.prefixes, self.cut_line = cut.get("prefixes", "options"), n
                    if self.prefixes not in ("options", "letters"):
                        raise ValueError
                elif "part" in rec or "parts" in rec:
                    group = [int(rec["part"])] if "part" in rec else [int(k) for k in rec["parts"]]
                    if self.cut is None or not group or any(
                            not 0 <= k < len(self.cut[0]) or k in self.done for k in group):
                        raise ValueError
                    if "rest" in rec and rec.get("first", len(self.cut[0])) != len(self.cut[0]):
                        raise ValueError  # a line before this one is missing
                    settle(self.done, group, int(rec["count"]))
                    if self.enumerate:
                        sols = [tuple(int(o) for o in sol) for sol in rec["solutions"]]
                        if len(sols) != self.done[group[0]]:
                            raise ValueError
                        self.solutions.extend(sols)
                    self.cut[0].extend(_parts(rec.get("rest", ()), rec.get("shares", ())))
                elif "total" in rec:
                    self.total = int(rec["total"])
                else:
                    raise ValueError
            except (KeyError, TypeError, ValueError):
                raise InputError("not a journal record", source=self.path, line=n) from None
        return keep

    def _write(self, record: dict) -> None:
        """One line, written whole and synced; a failure (a full disk) is an InputError naming
        the file."""
        try:
            self._file.write(json.dumps(record, separators=(",", ":")).encode() + b"\n")
            self._file.flush()
            os.fsync(self._file.fileno())
        except OSError as err:
            raise InputError(f"cannot write: {err.strerror or err}", source=self.path) from None

    def write_cut(self, parts: list[Subproblem], found: int, prefixes: str = "options") -> None:
        """The cut: the subproblems (their ``prefixes``: "options" or "letters") and the
        solutions counted while cutting."""
        self.cut, self.prefixes = (parts, found), prefixes
        cut = {"found": found, **_lists(parts, "parts")}
        if prefixes != "options":
            cut["prefixes"] = prefixes
        self._write({"cut": cut})
        self.cut_line = 2  # after the header

    def record(self, group: list[int], count: int, nodes: int, seconds: float,
               rest: list[Subproblem] = (), solutions: list | None = None) -> None:
        """The parts ``group`` are done: ``count`` solutions (``solutions``, when enumerating);
        with ``rest``, those the search found so far, the others being in the subproblems
        ``rest``, which the caller has just appended to the cut's parts."""
        settle(self.done, group, count)
        line = {"part": group[0]} if len(group) == 1 else {"parts": list(group)}
        line.update(count=count, nodes=nodes, seconds=round(seconds, 6))
        if self.enumerate:
            solutions = [list(sol) for sol in solutions or ()]
            if len(solutions) != count:
                raise ValueError(f"{count} solutions counted, {len(solutions)} given")
            line["solutions"] = solutions
            self.solutions.extend(tuple(sol) for sol in solutions)
        if rest:
            line["first"] = len(self.cut[0]) - len(rest)  # the number of the first of them
            line.update(_lists(rest, "rest"))
        self._write(line)

    def finish(self, total: int, seconds: float) -> None:
        self.total = total
        self._write({"total": total, "seconds": round(seconds, 6)})

    def close(self) -> None:
        if self._file is not None:
            file, self._file = self._file, None
            try:
                file.close()
            except OSError:  # (what a full disk would not take was said when it was written)
                pass

    def __enter__(self) -> "Journal":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
