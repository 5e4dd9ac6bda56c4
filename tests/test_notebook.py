"""The tour notebook runs in a real Jupyter kernel, and every picture cell draws a picture."""

from __future__ import annotations

import pytest

from .conftest import ROOT

nbformat = pytest.importorskip("nbformat", reason="the notebook test needs nbformat, nbclient and ipykernel")
nbclient = pytest.importorskip("nbclient", reason="the notebook test needs nbformat, nbclient and ipykernel")


def test_tour_runs_and_draws_every_kind():
    nb = nbformat.read(ROOT / "examples" / "tour.ipynb", as_version=4)
    nbclient.NotebookClient(nb, timeout=300, kernel_name="python3",
                            resources={"metadata": {"path": str(ROOT / "examples")}}).execute()
    pictures = [c for c in nb.cells if "picture" in c.metadata.get("tags", [])]
    assert len(pictures) >= 10
    for cell in pictures:
        kinds = {k for out in cell.outputs for k in out.get("data", {})}
        assert "image/svg+xml" in kinds, cell.source
    errors = [out for c in nb.cells if c.cell_type == "code" for out in c.outputs if out.output_type == "error"]
    assert errors == []
    drawn = " ".join(c.source for c in pictures)
    for kind in ("Slitherlink", "WordRectangle", "WordSquare", "Torto", "MacMahon", "Queens", "Sudoku", "Polyomino",
                 "Masyu", "xcckit.facts", "dlx", "generate(\"slitherlink\"", "generate(\"masyu\"",
                 "generate(\"sudoku\"", "get_kind(\"heyawake\")", "get_kind(\"hashi\")", "result.answers[0]",
                 "xcckit.solve(sums)", "xcckit.solve(lights)"):
        assert kind in drawn


def test_a_long_count_shows_a_bar_that_disappears():
    """In a real kernel: a count without ``progress`` puts up a bar (here at once: the delay is
    set to 0) and empties it when it ends; the count is printed after it."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell("import xcckit, xcckit.progress\nxcckit.progress.NOTEBOOK_DELAY = 0.0\n"
                                  "from xcckit.puzzles.slitherlink import Slitherlink"),
        nbformat.v4.new_code_cell("r = xcckit.count(Slitherlink(['.' * 7] * 7).model, backend='zdd', order='mrv', "
                                  "budget=50)\nprint(r.count)"),
    ]
    nbclient.NotebookClient(nb, timeout=300, kernel_name="python3").execute()
    outputs = nb.cells[1].outputs
    shown = [o for o in outputs if o.output_type == "display_data"]
    assert len(shown) == 1 and shown[0].data["text/html"] == ""  # the bar, emptied at the end
    assert [o.text for o in outputs if o.output_type == "stream"] == ["603841648931\n"]
