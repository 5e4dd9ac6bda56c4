"""The exact-cover-with-colours (XCC) model shared by every puzzle and every backend.

Semantics are those of Knuth's Algorithm C (DLX2), with DLX3's multiplicities:

* every primary item lies in exactly one chosen option, or between ``lo`` and ``hi`` of them;
* an uncoloured use of a secondary item excludes every other use of that item;
* coloured uses of a secondary item must all carry the same colour;
* unused secondary items are fine;
* an option without a primary item can never matter and is dropped (``model.dropped`` counts them).

Side constraints (:mod:`xcckit.constraints`: a single loop, connected regions, ...) restrict the
solutions further; each backend asks each for its part, and :func:`xcckit.check.check_solution`
checks them independently.

Storage is flat: item and colour names are interned to integers, and options live in three
integer lists (``opt_start``, ``occ_item``, ``occ_colour``) so that a model with a million
occurrences builds in well under a second. A model is built through its methods and read by
everyone else: once a backend has asked for its arrays (:meth:`Model.arrays`), its storage
(``names``, ``index``, ``is_primary``, ``lo``, ``hi``, ``colours``, ``costs`` and the three
above) is frozen (tuples, a read-only mapping), so that nothing can change it behind the
arrays' back; the next method that adds to the model thaws it and drops the arrays.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Iterator

import numpy as np

from .constraints import ColourCount, SideConstraint, SingleLoop, components  # noqa: F401 (the model's vocabulary)
from .errors import ModelError

KNUTH_NAME_MAX = 8
"""Longest item name in bytes that Knuth's DLX programs read (a model's names may be longer:
the DLX export notes it, and xcckit reads them back)."""

NO_COLOUR = 0
"""Colour id of an uncoloured occurrence."""

MAX_BOUND = 2 ** 31 - 1
"""The largest bound of a primary item (DLX3's ``lo:hi|``): every backend counts covers in
fixed-width integers."""
MAX_COST = 2 ** 63 - 1
"""The largest cost of an option (64 bits, as DLX5's)."""


def _control(ch: str) -> bool:
    """A control character (NUL, escape, …): never part of a name a user could type or see."""
    return unicodedata.category(ch) == "Cc"


def name_problem(name: str) -> str | None:
    """Why ``name`` is not a valid item name (a non-empty string without blanks, ':' or '|'), or
    None when it is."""
    if not name:
        return "empty item name"
    bad = _ILLEGAL.search(name)
    if bad:
        return f"illegal character '{bad.group()}' in item name '{name}'"
    if name.isprintable():  # (no control character: the common case, without a look at each)
        return None
    hidden = next((ch for ch in name if _control(ch)), None)
    if hidden is not None:
        return f"illegal character U+{ord(hidden):04X} in item name"
    return None


_ILLEGAL = re.compile(r"[:|\s]")


def colour_problem(colour: str) -> str | None:
    """Why ``colour`` is not a valid colour of a model, or None when it is: one character that is
    no blank (any byte of Knuth's DLX text, ':' and '|' included), or a name of several
    characters without blanks, ':' or '|' (a model's own, for more colours than single bytes
    name: fillomino's numbers; the DLX export writes them as single bytes,
    :func:`xcckit.formats.dlx.write`)."""
    if not colour:
        return "missing colour after ':'"
    if len(colour) == 1:
        return f"blank colour {colour!r}" if colour.isspace() or _control(colour) else None
    bad = re.search(r"[:|\s]", colour)
    if bad or any(map(_control, colour)):
        ch = bad.group() if bad else next(filter(_control, colour))
        return f"illegal character {ch!r} in colour {colour!r}"
    return None


def byte_colour_problem(colour: str) -> str | None:
    """Why ``colour`` is not a colour of Knuth's DLX text (exactly one byte, no blank), or None."""
    if not colour:
        return "missing colour after ':'"
    if len(colour.encode()) != 1 or colour.isspace():
        return f"colour longer than one character: '{colour}'"
    return None


_PLAIN_NAMES = re.compile(r"(?:[\x21-\x39\x3b-\x7b\x7d\x7e]+\n)*")
"""Lines of printable ASCII names without ':' or '|' (fast check)."""


def long_names(model: "Model") -> list[str]:
    """The item names of ``model`` longer than Knuth's programs read (KNUTH_NAME_MAX bytes)."""
    return [n for n in model.names if len(n) > KNUTH_NAME_MAX or len(n.encode()) > KNUTH_NAME_MAX]


def _ids_in(ids: Sequence[int], n: int) -> bool:
    """Whether ``ids`` are all integers in 0..n-1."""
    if not ids:
        return True
    if not set(map(type, ids)) <= {int}:
        if not all(isinstance(i, (int, np.integer)) and not isinstance(i, bool) for i in ids):
            return False
    return 0 <= min(ids) and max(ids) < n


def _need_str(value: object, what: str) -> str:
    """``value`` when it is a string; else a TypeError naming ``what`` (the argument)."""
    if not isinstance(value, str):
        raise TypeError(f"{what}: expected a string, not {type(value).__name__} {value!r}")
    return value


def _need_int(value: object, what: str) -> int:
    """``value`` when it is an integer (not a bool); else a TypeError naming ``what``."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{what}: expected an integer, not {type(value).__name__} {value!r}")
    return int(value)


class Model:
    """An XCC problem: items, options, colours and side constraints.

    >>> m = Model()
    >>> m.add_primary("p"); m.add_primary("q"); m.add_secondary("x")
    0
    1
    2
    >>> m.add_option(["p", "x:A"]); m.add_option(["q", "x:A"])
    0
    1
    """

    def __init__(self) -> None:
        self.names: list[str] = []
        self.index: dict[str, int] = {}
        self.is_primary: list[bool] = []
        self.n_primary = 0
        self.lo: list[int] = []
        self.hi: list[int] = []
        self.colours: list[str | None] = [None]
        self._colour_index: dict[str, int] = {}
        self.opt_start: list[int] = [0]
        self.occ_item: list[int] = []
        self.occ_colour: list[int] = []
        self.costs: list[int] = []
        """Option -> its cost (DLX5's ``|n``): a nonnegative integer, 0 unless given. Costs
        matter only to the questions about cost (the cheapest solutions); counting and listing
        ignore them."""
        self._costed = 0
        self.dropped = 0
        self.side_constraints: list[SideConstraint] = []
        self.word_grid: WordGrid | None = None
        self.hints = Hints()
        """What the modeller knows that helps a search (:class:`Hints`)."""
        self._arrays: tuple[np.ndarray, ...] | None = None

    # ----------------------------------------------------------------- items
    @staticmethod
    def _check_name(name: object, what: str) -> str:
        """``name`` when it is a good item name: else a TypeError (not a string) or ModelError."""
        name = _need_str(name, what)
        problem = name_problem(name)
        if problem:
            raise ModelError(problem)
        return name

    def _check_new_item(self, name: str, primary: bool) -> str:
        """``name`` (a good name) when it can be declared now as a primary (or secondary) item;
        else the error of its cause: a duplicate name, an item after the first option, a
        primary item after a secondary one."""
        if name in self.index:
            raise ModelError(f"duplicate item name '{name}'")
        if self.n_options:
            raise ModelError(f"item '{name}' declared after the first option")
        if primary and len(self.names) > self.n_primary:
            raise ModelError(f"primary item '{name}' declared after a secondary item")
        return name

    def _add_item(self, name: str, primary: bool, lo: int, hi: int) -> int:
        self._changed()
        i = len(self.names)
        self.names.append(name)
        self.index[name] = i
        self.is_primary.append(primary)
        self.lo.append(lo)
        self.hi.append(hi)
        return i

    def add_primary(self, name: str, lo: int = 1, hi: int | None = None) -> int:
        """Declare a primary item covered ``lo..hi`` times (default exactly once); return its id.
        A name is any non-empty string without blanks, ':' or '|' (Knuth's programs read names
        of up to 8 bytes; the DLX export notes longer ones)."""
        name = self._check_name(name, "add_primary(name)")
        lo = _need_int(lo, "add_primary(lo)")
        if hi is None:
            hi = max(lo, 1)
        hi = _need_int(hi, "add_primary(hi)")
        if hi <= 0:
            raise ModelError(f"item '{name}': upper bound must be positive, not {hi}")
        if hi > MAX_BOUND:
            raise ModelError(f"item '{name}': upper bound {hi:,} is above {MAX_BOUND:,} (2^31-1)")
        if not 0 <= lo <= hi:
            raise ModelError(f"item '{name}': bounds {lo}:{hi} have lower bound above upper bound")
        i = self._add_item(self._check_new_item(name, True), True, lo, hi)
        self.n_primary += 1
        return i

    def add_items(self, names: Sequence[str], primary: bool = True, lo: int = 1, hi: int | None = None) -> range:
        """Declare many items at once, each primary one covered ``lo..hi`` times (default exactly
        once, as :meth:`add_primary`); return their ids."""
        if isinstance(names, str):
            raise TypeError(f"add_items(names): expected a list of names, not one string {names!r}")
        if not primary and (lo, hi) != (1, None):
            raise ModelError("add_items: bounds are for primary items (a secondary item is covered at most once)")
        names = list(names)
        if primary and names:  # the bounds checked once, as add_primary checks them
            lo = _need_int(lo, "add_items(lo)")
            hi = max(lo, 1) if hi is None else _need_int(hi, "add_items(hi)")
            if hi <= 0 or hi > MAX_BOUND or not 0 <= lo <= hi:
                self.add_primary(names[0], lo, hi)  # (raises its error, naming the first item)
        first = len(self.names)
        try:
            joined = "\n".join(names) + "\n"  # (a TypeError when a name is not a string)
        except TypeError:
            joined = None
        fast = (not self.n_options and joined is not None and _PLAIN_NAMES.fullmatch(joined)
                and joined.count("\n") == len(names)  # (no name with a line break in it)
                and len(set(names)) == len(names) and self.index.keys().isdisjoint(names)
                and (not primary or len(self.names) == self.n_primary))
        if not fast:
            for name in names:
                self.add_primary(name, lo, hi) if primary else self.add_secondary(name)
            return range(first, len(self.names))
        k = len(names)
        self._changed()
        self.names.extend(names)
        self.index.update(zip(names, range(first, first + k)))
        self.is_primary.extend([primary] * k)
        self.lo.extend([lo if primary else 0] * k)
        self.hi.extend([hi if primary else 1] * k)
        if primary:
            self.n_primary += k
        return range(first, first + k)

    def add_secondary(self, name: str) -> int:
        """Declare a secondary item; return its id."""
        name = self._check_name(name, "add_secondary(name)")
        return self._add_item(self._check_new_item(name, False), False, 0, 1)

    def colour_id(self, colour: str) -> int:
        """The integer id of ``colour`` (interned on first use)."""
        c = self._colour_index.get(colour)
        if c is None:
            _need_str(colour, "colour")
            problem = colour_problem(colour)
            if problem:
                raise ModelError(problem)
            self._changed()
            c = len(self.colours)
            self.colours.append(colour)
            self._colour_index[colour] = c
        return c

    # --------------------------------------------------------------- options
    def add_option(self, tokens: Iterable[str], cost: int = 0) -> int | None:
        """Add an option given as tokens ``name`` or ``name:c``, with a nonnegative integer
        ``cost`` (DLX5's; 0: none).

        Returns the option's index, or None when it has no primary item (it is then dropped and
        counted in ``self.dropped``). A bad token raises :class:`ModelError` whose ``token`` and
        ``offset`` say where (the DLX reader turns them into a column).
        """
        index, is_primary = self.index, self.is_primary
        items: list[int] = []
        colours: list[int] = []
        if isinstance(tokens, str):
            raise TypeError(f"add_option(tokens): expected a list of tokens such as ['p', 'x:A'], "
                            f"not one string {tokens!r}")
        tokens = list(tokens)
        for k, tok in enumerate(tokens):
            if not isinstance(tok, str):
                raise TypeError(f"add_option(tokens): token {k} is {type(tok).__name__} {tok!r}, not a string")
            name, sep, colour = tok.partition(":")
            i = index.get(name)
            if i is None:
                if not name:
                    raise self._option_error(tokens, "empty item name", k)
                if "|" in name:
                    raise self._option_error(tokens, f"illegal character '|' in item name '{name}'", k,
                                             name.index("|"))
                hidden = next((j for j, ch in enumerate(name) if _control(ch)), None)
                if hidden is not None:
                    raise self._option_error(tokens, f"illegal character U+{ord(name[hidden]):04X} in item name",
                                             k, hidden)
                raise self._option_error(tokens, f"unknown item '{name}'", k)
            if sep:
                if is_primary[i]:
                    raise self._option_error(tokens, f"colour on primary item '{name}'", k, len(name))
                c = self._colour_index.get(colour)
                if c is None:
                    problem = colour_problem(colour)
                    if problem:
                        raise self._option_error(tokens, problem, k, len(name) + 1)
                    c = self.colour_id(colour)
            else:
                c = NO_COLOUR
            items.append(i)
            colours.append(c)
        return self.add_option_ids(items, colours, tokens, cost)

    def add_option_ids(self, items: Sequence[int], colours: Sequence[int] | None = None,
                       tokens: Sequence[str] | None = None, cost: int = 0) -> int | None:
        """Add an option by item ids and colour ids (0 = uncoloured), with its ``cost``: the
        fast path for generators."""
        if cost.__class__ is not int or cost:
            cost = self._check_cost(cost, tokens or self._tokens(items, colours or [NO_COLOUR] * len(items)))
        if colours is None:
            colours = [NO_COLOUR] * len(items)
        if len(colours) != len(items) or not _ids_in(items, len(self.names)) \
                or not _ids_in(colours, len(self.colours)):
            self._bad_ids(items, colours)
        if len(set(items)) != len(items):
            seen: set[int] = set()
            for k, i in enumerate(items):
                if i in seen:
                    raise self._option_error(tokens or self._tokens(items, colours),
                                             f"item '{self.names[i]}' appears twice in this option", k)
                seen.add(i)
        is_primary = self.is_primary
        if not any(is_primary[i] for i in items):
            self.dropped += 1
            return None
        for k, (i, c) in enumerate(zip(items, colours)):
            if c and is_primary[i]:
                raise self._option_error(tokens or self._tokens(items, colours),
                                         f"colour on primary item '{self.names[i]}'", k)
        self._changed()
        self.occ_item.extend(items)
        self.occ_colour.extend(colours)
        self.opt_start.append(len(self.occ_item))
        self.costs.append(cost)
        self._costed += cost > 0
        return len(self.opt_start) - 2

    def _check_cost(self, cost: object, tokens: Sequence[str]) -> int:
        """``cost`` when it is a nonnegative integer; else the option's error."""
        if isinstance(cost, bool) or not isinstance(cost, (int, np.integer)):
            raise TypeError(f"add_option(cost): expected a nonnegative integer, not {type(cost).__name__} {cost!r}")
        if cost < 0:
            raise self._option_error(list(tokens), f"negative cost {cost}")
        if cost > MAX_COST:
            raise self._option_error(list(tokens), f"cost {cost} is too large (at most 2^63-1)")
        return int(cost)

    def _bad_ids(self, items: Sequence[int], colours: Sequence[int]) -> None:
        """Raise the error of ids that :meth:`add_option_ids` cannot take."""
        if len(colours) != len(items):
            raise ModelError(f"add_option_ids: {len(items)} items but {len(colours)} colours")
        for what, ids, n in (("item", items, len(self.names)), ("colour", colours, len(self.colours))):
            for i in ids:
                if not _ids_in([i], n):
                    raise ModelError(f"add_option_ids: no {what} {i!r} ({what} ids are 0..{n - 1})")

    def add_options_flat(self, starts: Sequence[int], items: Sequence[int], colours: Sequence[int],
                         costs: Sequence[int] | None = None) -> None:
        """Add many options at once: option k is ``items[starts[k]:starts[k + 1]]`` with its
        colour ids (arrays or sequences) and ``costs[k]`` (None: all 0). The same checks and the
        same drops as :meth:`add_option_ids`, done with numpy; on any problem the options are
        added one by one so that the error is exactly the one :meth:`add_option_ids` gives."""
        if not self.try_add_options_flat(starts, items, colours, costs):
            for k in range(len(starts) - 1):
                self.add_option_ids(list(items[starts[k]:starts[k + 1]]), list(colours[starts[k]:starts[k + 1]]),
                                    cost=0 if costs is None else costs[k])

    def try_add_options_flat(self, starts: Sequence[int], items: Sequence[int], colours: Sequence[int],
                             costs: Sequence[int] | None = None) -> bool:
        """:meth:`add_options_flat` when every option is good (True); else add nothing and
        return False (the caller adds them one by one to learn the first problem). ``costs``:
        one nonnegative integer per option (None: all 0)."""
        st = np.asarray(starts, dtype=np.int64)
        it = np.asarray(items, dtype=np.int64)
        co = np.asarray(colours, dtype=np.int64)
        n = len(st) - 1
        if n <= 0:
            return True
        lengths = np.diff(st)
        opt = np.repeat(np.arange(n), lengths)
        ok = (len(it) == len(co) == st[-1] and st[0] == 0 and (lengths >= 0).all()
              and (it >= 0).all() and (it < self.n_items).all() and (co >= 0).all()
              and (co < len(self.colours)).all())
        if ok:
            prim = it < self.n_primary
            ok = not ((co > 0) & prim).any()
            same = opt[1:] == opt[:-1]
            if ok and (it[1:][same] <= it[:-1][same]).any():  # not ascending: look for repeats
                order = np.lexsort((it, opt))
                ok = not ((it[order][1:] == it[order][:-1]) & (opt[order][1:] == opt[order][:-1])).any()
        try:
            cost = np.zeros(n, dtype=np.int64) if costs is None else np.asarray(costs, dtype=np.int64)
        except OverflowError:  # a cost beyond 64 bits: one by one says which
            return False
        if ok and costs is not None:
            ok = len(cost) == n and not (cost < 0).any()
        if not ok:
            return False
        has_primary = np.bincount(opt[prim], minlength=n) > 0
        if not has_primary.all():
            self.dropped += int(n - has_primary.sum())
            keep = has_primary[opt]
            it, co = it[keep], co[keep]
            lengths = lengths[has_primary]
            cost = cost[has_primary]
        self._changed()
        self.costs.extend(cost.tolist())
        self._costed += int(np.count_nonzero(cost))
        base = len(self.occ_item)
        ends = base + np.cumsum(lengths)
        self.occ_item.extend(it.tolist())
        self.occ_colour.extend(co.tolist())
        self.opt_start.extend(ends.tolist())
        if not base:  # the arrays are at hand: keep them
            self._freeze(self._read_only(np.concatenate([[0], ends]), it, co))
        return True

    def arrays(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``opt_start``, ``occ_item`` and ``occ_colour`` as read-only int64 arrays (kept until
        the model changes; the model's storage is frozen meanwhile)."""
        if self._arrays is None:
            self._freeze(self._read_only(self.opt_start, self.occ_item, self.occ_colour))
        return self._arrays

    @staticmethod
    def _read_only(*lists: Sequence[int]) -> tuple[np.ndarray, ...]:
        out = tuple(np.array(a, dtype=np.int64) for a in lists)
        for a in out:
            a.flags.writeable = False
        return out

    _STORAGE = ("names", "is_primary", "lo", "hi", "colours", "opt_start", "occ_item", "occ_colour", "costs")

    def _freeze(self, arrays: tuple[np.ndarray, ...]) -> None:
        """Keep ``arrays`` and make the storage they come from read-only (tuples, a mapping proxy)."""
        for name in self._STORAGE:
            setattr(self, name, tuple(getattr(self, name)))
        self.index = MappingProxyType(self.index)
        self._arrays = arrays

    def _changed(self) -> None:
        """Before the model changes: drop the arrays and thaw the storage."""
        if self._arrays is None:
            return
        for name in self._STORAGE:
            setattr(self, name, list(getattr(self, name)))
        self.index = dict(self.index)
        self._arrays = None

    def __getstate__(self) -> dict:
        state = self.__dict__.copy()
        state["index"] = dict(self.index)  # a mapping proxy does not pickle
        return state

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)
        if self._arrays is not None:  # (the storage comes back as tuples; the arrays writeable)
            for a in self._arrays:
                a.flags.writeable = False
            self.index = MappingProxyType(self.index)

    @property
    def frozen(self) -> bool:
        """Whether the storage is read-only now (a backend has read the model's arrays)."""
        return self._arrays is not None

    def _tokens(self, items: Sequence[int], colours: Sequence[int]) -> list[str]:
        names, cn = self.names, self.colours
        return [names[i] if not c else f"{names[i]}:{cn[c]}" for i, c in zip(items, colours)]

    def _option_error(self, tokens: Sequence[str], reason: str, token: int = 0, offset: int = 0) -> ModelError:
        err = ModelError(f"option {self.n_options + self.dropped} ({' '.join(tokens)}): {reason}")
        err.reason, err.token, err.offset = reason, token, offset
        return err

    # --------------------------------------------------------- side constraints
    def add_single_loop(self, edges: Iterable[tuple[str, Hashable, Hashable]], on: str = "1") -> "SingleLoop":
        """Require that the edges coloured ``on`` form exactly one non-empty simple cycle.

        ``edges`` are triples (secondary item name, vertex, vertex); vertices are any hashable names.
        """
        return self.add_constraint(SingleLoop(self, edges, on))

    def add_redundant_count(self, items: Iterable[str], colour: str, lo: int, hi: int) -> "ColourCount":
        """Declare that between ``lo`` and ``hi`` of the secondary ``items`` carry ``colour`` in
        every solution. It must be *implied* by the model (a counting argument it cannot see):
        sat and cpsat add it to prune, the checker verifies it, and dlx may ignore it."""
        return self.add_constraint(ColourCount(self, items, colour, lo, hi))

    def add_constraint(self, constraint: SideConstraint) -> SideConstraint:
        """Require ``constraint`` (one of :mod:`xcckit.constraints`, made for this model) of
        every solution; return it."""
        if not isinstance(constraint, SideConstraint):
            raise TypeError(f"add_constraint: expected a side constraint (xcckit.constraints), "
                            f"not {type(constraint).__name__}")
        self.side_constraints.append(constraint)
        return constraint

    def constraints(self, kind: type) -> list:
        """The side constraints of type ``kind`` (e.g. :class:`SingleLoop`), in order."""
        return [sc for sc in self.side_constraints if isinstance(sc, kind)]

    # ----------------------------------------------------------------- access
    @property
    def n_items(self) -> int:
        return len(self.names)

    @property
    def n_options(self) -> int:
        return len(self.opt_start) - 1

    @property
    def n_entries(self) -> int:
        """The number of (option, item) entries: the model's size."""
        return len(self.occ_item)

    @property
    def primary_ids(self) -> range:
        """Primary items have the ids 0 .. n_primary-1 (they are declared first)."""
        return range(self.n_primary)

    @property
    def secondary_ids(self) -> range:
        return range(self.n_primary, self.n_items)

    @property
    def has_costs(self) -> bool:
        """Whether some option costs more than 0."""
        return self._costed > 0

    def cost(self, solution: Iterable[int]) -> int:
        """The cost of a solution: the sum of its options' costs."""
        costs = self.costs
        return sum(costs[o] for o in solution)

    @property
    def has_multiplicities(self) -> bool:
        P = self.n_primary  # (the primary items come first)
        return self.lo[:P].count(1) != P or self.hi[:P].count(1) != P

    def option(self, o: int) -> list[tuple[int, int]]:
        """The occurrences of option ``o`` as (item id, colour id) pairs, in order."""
        a, b = self.opt_start[o], self.opt_start[o + 1]
        return list(zip(self.occ_item[a:b], self.occ_colour[a:b]))

    def option_tokens(self, o: int) -> list[str]:
        a, b = self.opt_start[o], self.opt_start[o + 1]
        return self._tokens(self.occ_item[a:b], self.occ_colour[a:b])

    def option_text(self, o: int) -> str:
        """Option ``o`` written exactly as its line in the DLX export (DLX5's ``|n`` at the
        end when it costs something)."""
        text = " ".join(self.option_tokens(o))
        return f"{text} |{self.costs[o]}" if self.costs[o] else text

    def colouring(self, solution: Iterable[int]) -> dict[str, str | None]:
        """The secondary items used by a solution: name -> colour (None for an uncoloured use)."""
        out: dict[str, str | None] = {}
        start, items, cols, names = self.opt_start, self.occ_item, self.occ_colour, self.names
        for o in solution:
            for k in range(start[o], start[o + 1]):
                i = items[k]
                if not self.is_primary[i]:
                    out[names[i]] = self.colours[cols[k]]
        return out

    def __iter__(self) -> Iterator[list[str]]:
        for o in range(self.n_options):
            yield self.option_tokens(o)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Model):
            return NotImplemented
        return all(list(getattr(self, a)) == list(getattr(other, a)) for a in ("names", "is_primary", "lo", "hi",
                                                                             "costs")) and list(self) == list(other)

    def __repr__(self) -> str:
        n_prim = sum(self.is_primary)
        extra = f", {len(self.side_constraints)} side constraint(s)" if self.side_constraints else ""
        costed = f", {self._costed} with a cost" if self._costed else ""
        return (f"<Model: {n_prim} primary, {self.n_items - n_prim} secondary items, "
                f"{self.n_options} options{costed}{extra}>")


@dataclass
class Hints:
    """What the modeller knows that helps a search; never a constraint: a model without them is
    the same problem."""

    propagate: bool = False
    """Colour propagation pays here (dlx's lookahead on colours: word grids, nonograms)."""
    sweeps: dict[str, list[int]] = field(default_factory=dict)
    """Orders of all the primary items along which the problem stays narrow (a grid's rows, its
    columns): the zdd backend's frontier method tries each."""

    def names(self) -> list[str]:
        """The hints that change a search's order, by name (a journal's signature)."""
        return ["propagate"] if self.propagate else []


class WordGrid:
    """A layout hint, not a constraint: the model is a grid of words, so that a backend can
    search it letter by letter (:mod:`xcckit.backends.trie`).

    ``rows[i]`` is (the primary item of row i, its cell items from left to right), ``cols[j]``
    likewise from top to bottom; every option of a row (column) item covers it and colours
    exactly its cells, one letter each. A word square in Toal's sense (row i is column i) has no
    column items: ``cols`` is empty, ``symmetric`` is True, and column j's cells are row j's.
    """

    def __init__(self, rows: Sequence[tuple[int, Sequence[int]]],
                 cols: Sequence[tuple[int, Sequence[int]]] = (), symmetric: bool = False) -> None:
        self.rows = [(int(r), [int(c) for c in cells]) for r, cells in rows]
        self.cols = [(int(r), [int(c) for c in cells]) for r, cells in cols]
        self.symmetric = symmetric
        if not self.rows or (not symmetric and not self.cols):
            raise ModelError("word grid: rows and columns are needed (or rows of a symmetric square)")
        if symmetric and (self.cols or any(len(cells) != len(self.rows) for _, cells in self.rows)):
            raise ModelError("word grid: a symmetric square has n rows of n cells and no column items")
