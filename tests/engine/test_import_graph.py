"""The engine's import graph, read from the source with `ast`: no module of the engine is part of an import circle.

Every import counts, at module level or inside a function (a lazy import hides a circle, it does
not remove it); only imports under `if TYPE_CHECKING:` are left out, as they never run.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def module_names(package: Path) -> dict[str, Path]:
    """Dotted name -> file of every module under `package` (a package is its `__init__`)."""
    out = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _import_nodes(node: ast.AST) -> Iterable[ast.Import | ast.ImportFrom]:
    """Every import under `node`, at any depth, except in the body of `if TYPE_CHECKING:`."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.Import | ast.ImportFrom):
            yield child
        elif isinstance(child, ast.If) and _type_checking(child.test):
            for other in child.orelse:
                yield from _import_nodes(ast.Module(body=[other], type_ignores=[]))
        else:
            yield from _import_nodes(child)


def imports_of(source: str, module: str, known: Iterable[str], is_package: bool = False) -> set[str]:
    """The modules among `known` that `module` imports. `from a import b` names the module a.b when
    there is one, else a; a relative import is resolved against the module's package."""
    known = set(known)
    package = module if is_package else module.rpartition(".")[0]
    out: set[str] = set()
    for node in _import_nodes(ast.parse(source)):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names if alias.name in known)
            continue
        base = node.module or ""
        if node.level:
            parts = package.split(".")
            parts = parts[: len(parts) - node.level + 1]
            base = ".".join([*parts, base] if base else parts)
        for alias in node.names:
            target = f"{base}.{alias.name}"
            if target in known:
                out.add(target)
            elif base in known:
                out.add(base)
    out.discard(module)
    return out


def import_graph(package: Path) -> dict[str, set[str]]:
    modules = module_names(package)
    return {
        name: imports_of(path.read_text(encoding="utf-8"), name, modules, path.name == "__init__.py")
        for name, path in modules.items()
    }


def circles(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), each sorted: every
    import circle lies inside one of them."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(found)


def within(graph: Mapping[str, set[str]], prefix: str) -> dict[str, set[str]]:
    """The part of the graph among the modules named `prefix` or `prefix.*`."""

    def inside(name: str) -> bool:
        return name == prefix or name.startswith(prefix + ".")

    return {v: {w for w in ws if inside(w)} for v, ws in graph.items() if inside(v)}


def test_engine_modules_form_no_import_circle() -> None:
    """Anywhere in the engine: the rule modules of each game, the core's game, bots and search (the search
    bot's per-game parts live in each game's AI object, `engine.core.ai`), and between the packages."""
    graph = import_graph(ROOT / "engine")
    assert "engine.waterdeep.flow" in graph["engine.waterdeep.game"]  # the graph is read at all
    assert "engine.core.bots" in graph["engine.core.mcts"] and "engine.architects.ai" in graph["engine.architects.game"]
    assert circles(graph) == []
    assert circles(within(graph, "engine.waterdeep")) == []


def test_the_core_game_api_imports_no_bot() -> None:
    """The game API knows nothing of the bots: they read a game's AI object (`Game.ai`, engine.core.ai)."""
    graph = import_graph(ROOT / "engine")
    bots = {"engine.core.ai", "engine.core.bots", "engine.core.mcts", "engine.core.levels"}
    assert not bots & graph["engine.core.game"]


def test_the_dispatcher_imports_the_rules_never_the_other_way_round() -> None:
    graph = import_graph(ROOT / "engine")
    rules = {"engine.waterdeep." + m for m in ("actions", "intrigue", "quests", "legality")}
    assert rules <= graph["engine.waterdeep.flow"]
    for module in rules:
        assert "engine.waterdeep.flow" not in graph[module], module


def test_imports_inside_functions_count_and_type_checking_ones_do_not() -> None:
    source = """
from __future__ import annotations
import typing
from typing import TYPE_CHECKING
from pkg import b
from pkg.c import thing
from . import d as dee
if TYPE_CHECKING:
    from pkg import e
else:
    from pkg import f
if typing.TYPE_CHECKING:
    import pkg.g

def later():
    from pkg import h
    class Inner:
        def deeper(self):
            import pkg.i
"""
    known = {"pkg", *(f"pkg.{m}" for m in "abcdefghi")}
    found = imports_of(source, "pkg.a", known)
    assert found == {"pkg.b", "pkg.c", "pkg.d", "pkg.f", "pkg.h", "pkg.i"}
    assert imports_of("from pkg import nothing_of_that_name", "pkg.a", known) == {"pkg"}
    assert imports_of("from .. import b", "pkg.sub", {"pkg", "pkg.sub", "pkg.b"}, is_package=True) == {"pkg.b"}


def test_circles_finds_lazy_and_long_ones() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []
    assert circles({"a": {"b"}, "b": {"a"}, "c": {"d"}, "d": {"c"}}) == [["a", "b"], ["c", "d"]]
    lazy = "def f():\n    from pkg import a\n"
    graph = {"pkg.a": imports_of("from pkg import b", "pkg.a", {"pkg.a", "pkg.b"})}
    graph["pkg.b"] = imports_of(lazy, "pkg.b", {"pkg.a", "pkg.b"})
    assert circles(graph) == [["pkg.a", "pkg.b"]]
