"""Nurikabe's own questions (what every genre is asked: tests/cases/nurikabe.py): rules broken
in the bundled answer, a model that lets a wrong answer through, and what a cross-check leaves
out."""

from __future__ import annotations


from xcckit.puzzles.nurikabe import Nurikabe

from .cases.nurikabe import SMALL


def test_leading_blank_lines_are_fine():
    assert Nurikabe.from_text("\n\n" + "\n".join(SMALL) + "\n\n").cells[0] == ["1", "-", "-", "3"]


def test_a_rule_broken_by_the_model_is_reported(run_cli, tmp_path, monkeypatch):
    """``xcc solve`` runs the rules checker on what it prints: a model that lets a wrong answer
    through is caught (exit 4), whatever the backends say."""
    monkeypatch.setattr(Nurikabe, "verify", lambda self, answer: "the sky is shaded")
    code, out, err = run_cli("solve", "nurikabe", "demo-7x7")
    assert code == 4 and out.startswith("- - x")
    assert err == "xcc: solution 1 breaks a rule of nurikabe: the sky is shaded (the model is wrong: please report it)\n"


def test_a_crosscheck_leaves_out_a_backend_that_checks_at_the_leaves(run_cli, tmp_path):
    """dlx enforces the connected and sized regions constraints by its search alone (on partial
    solutions and at the leaves; on a large grid it may take hours): a cross-check leaves it out
    unless named, and says so; named, it is compared."""
    from xcckit.crosscheck import crosscheck
    p = Nurikabe.from_text("\n".join(SMALL) + "\n")
    report = crosscheck(p.model)
    assert [r.backend for r in report.runs] == ["cpsat", "sat"] and report.verdict == "agree"
    assert report.left_out == {"dlx": "it enforces the connected and sized regions constraints by its search alone, "
                                      "which may take hours on a large grid (name it in --backends to compare it too)",
                               "zdd": "it enforces the connected and sized regions constraints in a count only, and "
                                      "a cross-check lists solutions"}
    named = crosscheck(p.model, ["sat", "dlx"])
    assert [r.backend for r in named.runs] == ["sat", "dlx"] and named.verdict == "agree" and named.left_out == {}
    code, out, _ = run_cli("crosscheck", "nurikabe", "demo-7x7")
    assert code == 0 and "dlx left out: it enforces the connected and sized regions constraints" in out


def test_a_url_number_past_15():
    assert Nurikabe.from_url("https://puzz.link/p?nurikabe/5/4/-11y").cells[0] == ["17", "-", "-", "-", "-"]
