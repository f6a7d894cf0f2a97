"""The engine's import graph, read from the source with `ast`: no module of the engine is part of an import circle.

Every import counts, at module level or inside a function (a lazy import hides a circle, it does
not remove it); only imports under `if TYPE_CHECKING:` are left out, as they never run.
"""

from __future__ import annotations

from import_graph import ROOT, circles, import_graph, imports_of, within


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
