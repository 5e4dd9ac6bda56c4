"""The package's structure: no import cycle, and data flows one way (puzzle -> model -> backend).

Every import counts, also one inside a function or by name in a registry ("module:Class"): a
lazy import hides a cycle, it does not remove it.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

from xcckit.backends.registry import REGISTRY

SRC = Path(__file__).resolve().parent.parent / "src"
PACKAGE = SRC / "xcckit"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in PACKAGE.rglob("*.py")}


def imports(name: str) -> set[str]:
    """The xcckit modules that module ``name`` imports, anywhere in its code."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("xcckit")}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if not target.startswith("xcckit"):
                continue
            for alias in node.names:  # "from . import api" imports the module xcckit.api
                sub = f"{target}.{alias.name}"
                found.add(sub if sub in MODULES else target)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("xcckit."):
            found.add(node.value.partition(":")[0])  # a registry's "module:Class" is imported by name
    return {m for m in found if m in MODULES and m != name}


@functools.cache
def graph() -> dict[str, set[str]]:
    """Each module's imports (read when a test first asks, not while the tests are collected)."""
    return {name: imports(name) for name in MODULES}


def test_the_walk_sees_imports():
    assert "xcckit.model" in graph()["xcckit.formats.dlx"]
    assert "xcckit.api" in graph()["xcckit.cli"]
    assert "xcckit.backends.dlx" in graph()["xcckit.backends.registry"]  # by name, in the registry
    assert "xcckit.puzzles.torto" in graph()["xcckit.puzzles.kinds"]


def test_no_import_cycle():
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles = []

    def visit(v: str) -> None:  # Tarjan's strongly connected components
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph()[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                cycles.append(sorted(comp))

    for v in sorted(graph()):
        if v not in index:
            visit(v)
    assert cycles == []


def reachable(start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        for w in graph()[todo.pop()]:
            if w not in seen:
                seen.add(w)
                todo.append(w)
    return seen


@pytest.mark.parametrize("puzzle", sorted(m for m in MODULES if m.startswith("xcckit.puzzles")))
def test_puzzles_know_no_backend(puzzle):
    assert not {m for m in reachable(puzzle) if m.startswith(("xcckit.backends", "xcckit.api"))}


@pytest.mark.parametrize("module", sorted(m for m in MODULES if m.startswith("xcckit.puzzles.kit")))
def test_the_puzzle_kit_knows_no_kind(module):
    """What kinds share (puzzles/kit/) imports no kind's module: only the kit and the puzzles
    package's own readers (``xcckit.puzzles``), so a kind is added or removed in one place."""
    kinds = {m for m in reachable(module) if m.startswith("xcckit.puzzles")
             and not m.startswith("xcckit.puzzles.kit") and m != "xcckit.puzzles"}
    assert not kinds


@pytest.mark.parametrize("module", sorted(m for m in MODULES if m.startswith("xcckit.backends")))
def test_backends_know_no_puzzle(module):
    assert not {m for m in reachable(module) if m.startswith(("xcckit.puzzles", "xcckit.cli"))}


@pytest.mark.parametrize("module", sorted(m for m in MODULES if m.startswith("xcckit.backends")))
def test_backends_import_nothing_above_them(module):
    """Backends sit below the parallel runs, the API and the command line (the subproblems a
    backend counts live in backends/)."""
    above = ("xcckit.parallel", "xcckit.api", "xcckit.cli", "xcckit.crosscheck", "xcckit.progress")
    assert not {m for m in reachable(module) if m.startswith(above)}


ENGINES = tuple(target.partition(":")[0] for target in REGISTRY.values())  # (each backend's module)


@pytest.mark.parametrize("module", sorted(m for m in MODULES if not m.startswith(("xcckit.backends", "xcckit.formats"))))
def test_only_the_backends_and_the_formats_import_a_backends_module(module):
    """Above the backends, a backend is asked by name (the plan, ``get_backend``) or through
    backends/oracles.py, never imported: the plan decides which engine does the work."""
    assert not {m for m in graph()[module] if m.startswith(ENGINES)}


CONSTRAINT_CLASSES = sorted(
    node.name for path in (PACKAGE / "constraints").glob("*.py") for node in ast.walk(ast.parse(path.read_text()))
    if isinstance(node, ast.ClassDef) and not node.name.startswith("_"))


def test_the_constraint_classes_are_found():
    assert {"SingleLoop", "ColourCount", "Connected", "Paths", "SizedRegions"} <= set(CONSTRAINT_CLASSES)


@pytest.mark.parametrize("module", sorted(m for m in MODULES if m.startswith(("xcckit.backends", "xcckit.parallel",
                                                                               "xcckit.formats"))))
def test_backends_name_constraint_classes_in_their_declaration_alone(module):
    """A backend asks a side constraint for its part (``sc.cnf(writer)``, ``sc.pruning()``) and
    names constraint classes only in its declaration of what it takes (a dict assigned to
    ``constraints`` or to a ``…_CONSTRAINTS`` table), so that a new constraint is one module, and
    teaching a backend one more is one line of its declaration."""
    tree = ast.parse(MODULES[module].read_text())
    declared = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Dict):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and (t.id == "constraints" or t.id.endswith("_CONSTRAINTS")) for t in targets):
                declared |= {id(k) for k in node.value.keys}
    named = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name) and id(node) not in declared}
    named |= {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    assert not named & (set(CONSTRAINT_CLASSES) - {"SideConstraint", "CnfWriter", "CpWriter", "Cuts", "Graph", "Carried",
                                                   "RegionRule"})


@pytest.mark.parametrize("module", sorted(m for m in MODULES if m.startswith("xcckit.constraints")))
def test_constraints_sit_below_the_model(module):
    """The constraints are the model's vocabulary: they import nothing of the package but the errors."""
    assert reachable(module) <= {m for m in MODULES if m.startswith("xcckit.constraints")} | {"xcckit.errors"}


def test_import_xcckit_loads_nothing_heavy():
    """``import xcckit`` loads its names when they are first used: numpy, numba and typer are not
    loaded by the import itself (which the xcc script relies on to take Ctrl-C quietly from its
    first moment), yet every name of ``__all__`` and every module of the package is there."""
    import subprocess
    import sys
    code = ("import sys, xcckit; heavy = sorted({'numpy', 'numba', 'typer', 'pysat', 'ortools'} & set(sys.modules)); "
            "names = [getattr(xcckit, n) for n in xcckit.__all__]; "
            "print(heavy, callable(xcckit.crosscheck), xcckit.generate.__name__, xcckit.making.__name__)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert (proc.returncode, proc.stdout) == (0, "[] True xcckit.generate xcckit.making\n"), proc.stderr
