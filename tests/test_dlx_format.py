"""Knuth's DLX text: parsing, errors with exact messages and places, round trips."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from xcckit import DLXError, Model, parse_dlx, write_dlx

from .conftest import GOLDEN, GOLDEN_COUNTS

ERRORS = [
    ("abcdefghijkl b:c\n", 1, 15, "illegal character ':' in item name 'b:c'"),
    ("ééééé a:b\n", 1, 8, "illegal character ':' in item name 'a:b'"),
    ("a b\na b\n\n| c\na b|\n", 5, 4, "illegal character '|' in item name 'b|'"),
    ("a | x\na x:A\nb\n", 3, 1, "unknown item 'b'"),
    ("a | x\na x:A\n\na x\n  a x::\na x:AB\n", 6, 5, "colour longer than one character: 'AB'"),
    ("a b:c\n", 1, 4, "illegal character ':' in item name 'b:c'"),
    ("a | x\na:1 x\n", 2, 2, "colour on primary item 'a'"),
    ("a b\na b a\n", 2, 5, "item 'a' appears twice in this option"),
    ("a\na z\n", 2, 3, "unknown item 'z'"),
    ("a | b | c\n", 1, 7, "second '|' in the item line (the first is at column 3)"),
    ("a |b |c\n", 1, 6, "second '|' in the item line (the first is at column 3)"),
    ("0|a\n", 1, 1, "bad bounds '0|': the upper bound is zero"),
    ("b 3:2|a\n", 1, 3, "bad bounds '3:2|': the lower bound exceeds the upper bound"),
    ("x|a\n", 1, 1, "bad bounds 'x|': expected 'hi|' or 'lo:hi|' with decimal numbers"),
    ("a | 2|b\n", 1, 5, "bounds on secondary item 'b'"),
    ("1|2|a\n", 1, 4, "two '|' in one token '1|2|a'"),
    ("a | x\na x:12\n", 2, 5, "colour longer than one character: '12'"),
    ("a | x\na x:\n", 2, 5, "missing colour after ':'"),
    ("a | x\na :A\n", 2, 3, "empty item name"),
    ("2| a\n", 1, 3, "empty item name"),
    ("a | x\na x|y\n", 2, 4, "illegal character '|' in item name 'x|y'"),
    ("a b a\n", 1, 5, "duplicate item name 'a'"),
    ("", 1, 1, "no item line (the input has only comments and blank lines)"),
    ("| hello\n\n", 2, 1, "no item line (the input has only comments and blank lines)"),
]


@pytest.mark.parametrize("text,line,col,message", ERRORS)
def test_error_messages(text, line, col, message):
    with pytest.raises(DLXError) as exc:
        parse_dlx(text, source="f.dlx")
    err = exc.value
    assert (err.line, err.col, err.message) == (line, col, message)
    assert str(err) == f"f.dlx:{line}:{col}: {message}"


def test_comments_blank_lines_crlf_and_glued_bar():
    text = "| c1\n\n  a b |x y\r\n  | c2\n\na x:A\r\nb y:: x:A\n"
    m = parse_dlx(text)
    assert m.names == ("a", "b", "x", "y") and m.frozen  # read: frozen
    assert m.n_primary == 2
    assert [m.option_text(o) for o in range(m.n_options)] == ["a x:A", "b y:: x:A"]


def test_multiplicities_read_and_written():
    m = parse_dlx("2|a 1:3|b c 0:1|d | x\na b\na b c\nb d\n")
    assert [(m.lo[i], m.hi[i]) for i in m.primary_ids] == [(2, 2), (1, 3), (1, 1), (0, 1)]
    assert write_dlx(m).splitlines()[0] == "2|a 1:3|b c 0:1|d | x"
    assert parse_dlx(write_dlx(m)) == m


def test_colours_of_several_characters_are_written_as_single_bytes():
    """A model's colour may be a name (fillomino's numbers beyond 61); the DLX text writes each
    such colour as a byte no other colour takes, says so in a comment, and reads back to the same
    solutions; past the 94 bytes there are, the export is refused in words."""
    import xcckit
    m = Model()
    m.add_items(["p", "q", "r"])
    m.add_items(["x", "y"], primary=False)
    for tokens in (["p", "x:10", "y:!"], ["p", "x:11"], ["q", "x:10"], ["q", "y:!"], ["r", "y:11"], ["r", "y:!"]):
        m.add_option(tokens)
    text = write_dlx(m)
    assert text.splitlines()[:2] == ['| colours written as one byte: 10=" 11=#', "p q r | x y"]
    back = parse_dlx(text)
    assert back.colours == (None, '"', "!", "#") and back.n_options == m.n_options
    assert sorted(xcckit.solve(back, backend="dlx").solutions) == sorted(xcckit.solve(m, backend="dlx").solutions)
    many = Model()
    many.add_items(["p"])
    many.add_items(["x"], primary=False)
    for k in range(95):
        many.add_option(["p", f"x:c{k}"])
    with pytest.raises(xcckit.ModelError, match="^the model has 95 colours: DLX text writes a colour as one byte, "
                                                "which names at most 94$"):
        write_dlx(many)


def test_a_model_without_primary_items_is_written_so_that_it_reads_back(backend_name):
    """No primary item (an akari whose cells are all black): one solution, the empty cover, which
    Knuth's format cannot write as it is: one item and its one option stand for it."""
    import xcckit
    from xcckit.puzzles.akari import Akari
    p = Akari([["x", "x"], ["x", "x"]])
    assert xcckit.count(p, backend=backend_name).count == 1
    text = write_dlx(p.model)
    assert text.splitlines()[-2:] == ["empty", "empty"]
    assert xcckit.count(parse_dlx(text), backend=backend_name).count == 1


def test_option_without_primary_is_dropped_and_counted():
    m = parse_dlx("a | x y\nx y\na x\ny:1\n")
    assert m.n_options == 1 and m.dropped == 2
    assert m.option_text(0) == "a x"


@pytest.mark.parametrize("name", sorted(GOLDEN_COUNTS))
def test_golden_round_trip(name):
    text = (GOLDEN / f"{name}.dlx").read_text()
    m = parse_dlx(text)
    out = write_dlx(m)
    assert parse_dlx(out) == m
    # Line for line, up to comments and blank space.
    strip = [" ".join(line.split()) for line in text.splitlines() if line.strip() and not line.strip().startswith("|")]
    assert out.splitlines() == strip


names = st.text(alphabet="abcxyz019_-é", min_size=1, max_size=4)


@st.composite
def dlx_texts(draw):
    prim = draw(st.lists(names, min_size=1, max_size=4, unique=True))
    sec = draw(st.lists(names.filter(lambda n: n not in prim), max_size=3, unique=True))
    head = []
    for p in prim:
        lo = draw(st.integers(0, 2))
        hi = draw(st.integers(max(lo, 1), 3))
        head.append(p if (lo, hi) == (1, 1) else (f"{hi}|{p}" if lo == hi else f"{lo}:{hi}|{p}"))
    lines = [draw(st.sampled_from(["", "| a comment", "   "]))]
    lines.append(" ".join(head + (["|"] + sec if sec else [])))
    for _ in range(draw(st.integers(0, 6))):
        items = draw(st.lists(st.sampled_from(prim + sec), min_size=1, max_size=4, unique=True))
        toks = [i if i in prim or draw(st.booleans()) else f"{i}:{draw(st.sampled_from('AB:'))}" for i in items]
        sep = draw(st.sampled_from([" ", "  ", "\t"]))
        lines.append(sep.join(toks))
        if draw(st.booleans()):
            lines.append(draw(st.sampled_from(["", "| between options", " | indented comment"])))
    return "\n".join(lines) + "\n"


@settings(max_examples=150, deadline=None)
@given(dlx_texts())
def test_round_trip_property(text):
    m = parse_dlx(text)
    again = parse_dlx(write_dlx(m))
    assert again == m
    assert write_dlx(again) == write_dlx(m)


long_names = st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc", "Z"), blacklist_characters=":|"),
                     min_size=1, max_size=20).filter(lambda n: not n.split() == [] and n == "".join(n.split()))


def one_by_one(text: str) -> Model:
    """The model of ``text`` built line by line through Model.add_option (the reference)."""
    lines = [ln.split() for ln in text.splitlines()]
    lines = [t for t in lines if t and not t[0].startswith("|")]
    m = Model()
    head = lines[0]
    cut = head.index("|") if "|" in head else len(head)
    for name in head[:cut]:
        m.add_primary(name)
    for name in head[cut + 1:]:
        m.add_secondary(name)
    for tokens in lines[1:]:
        m.add_option(tokens)
    return m


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_long_names_round_trip_and_bulk_reading_is_one_by_one(data):
    """Random models whose names are of any length (Knuth's 8 bytes are a limit of his
    programs, not of a model): parse(write(m)) == m, and the bulk reader gives exactly the
    model (names, colour numbers, options, drops) that adding the lines one by one gives."""
    names = data.draw(st.lists(long_names, min_size=2, max_size=8, unique=True))
    k = data.draw(st.integers(1, len(names) - 1))
    m = Model()
    for name in names[:k]:
        m.add_primary(name)
    for name in names[k:]:
        m.add_secondary(name)
    for _ in range(data.draw(st.integers(0, 12))):
        items = data.draw(st.lists(st.sampled_from(names), min_size=1, max_size=4, unique=True))
        m.add_option([i if names.index(i) < k or data.draw(st.booleans())
                      else f"{i}:{data.draw(st.sampled_from('AB:*'))}" for i in items])
    text = write_dlx(m, ["a comment"])
    again = parse_dlx(text)
    assert again == m
    reference = one_by_one(text)
    storage = ("colours", "occ_colour", "occ_item", "opt_start")
    assert [list(getattr(again, a)) for a in storage] + [again.dropped] == \
        [list(getattr(reference, a)) for a in storage] + [reference.dropped]


def test_reading_is_linear():
    """A long item line and many options: the time grows with the size of the text, not its
    square (20,000 items took 39.5 s when each token's column was looked for from the start of
    the line). Counted in work, not seconds: twice the text, at most about twice the calls."""
    import cProfile
    import pstats

    def calls(n: int) -> int:
        text = " ".join(f"i{k}" for k in range(n)) + "\n" + "".join(f"i{k}\n" for k in range(n))
        profile = cProfile.Profile()
        profile.runcall(parse_dlx, text)
        return pstats.Stats(profile).total_calls

    assert calls(4000) <= 2 * calls(2000) + 50


def test_a_bad_line_among_many_is_found():
    text = "a b | x\n" + "a x:1\nb x:0\n" * 1000 + "a b x:12\n"
    with pytest.raises(DLXError) as exc:
        parse_dlx(text, source="f")
    assert str(exc.value) == "f:2002:7: colour longer than one character: '12'"
