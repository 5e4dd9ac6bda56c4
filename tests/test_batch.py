"""puzzles/kit/batch.py: options gathered by ids and given to the model in one call."""

import numpy as np
import pytest

from xcckit import Model
from xcckit.puzzles.kit.batch import Batch


def test_a_batch_adds_rows_and_single_options_in_the_order_given():
    m = Model()
    a, b, c = m.add_items(["a", "b", "c"])
    x = m.add_secondary("x")
    red = m.colour_id("r")
    batch = Batch(m)
    assert batch.add([c, a], [0, 0]) == 0
    assert batch.rows(np.array([[b, x], [c, x]]), [0, red]) == 1
    assert batch.add([b], [0]) == 3
    batch.flush()
    assert [m.option_text(o) for o in range(m.n_options)] == ["a c", "b x:r", "c x:r", "b"]


def test_an_option_without_a_primary_item_is_refused():
    m = Model()
    m.add_primary("a")
    x = m.add_secondary("x")
    batch = Batch(m)
    batch.add([x], [0])
    with pytest.raises(AssertionError, match="dropped"):
        batch.flush()
