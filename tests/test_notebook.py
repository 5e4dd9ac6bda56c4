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
    for kind in ("Slitherlink", "WordRectangle", "WordSquare", "Torto", "MacMahon", "dlx"):
        assert kind in drawn
