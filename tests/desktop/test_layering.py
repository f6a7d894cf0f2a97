"""The desktop is a shell plus one table per game: only a game's table imports that game's engine,
the shell never asks which game it is (it looks the table up by the game's id), no module reads the
engine's turn machinery (a table asks `Game.decision` and its game's `decisions.describe`), and a
table's modules import one another without a circle."""

from __future__ import annotations

import ast
from pathlib import Path

from import_graph import ROOT, circles, import_graph

from engine import game_ids

DESKTOP = Path(__file__).resolve().parents[2] / "desktop"
GAMES = set(game_ids())


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            out.update(f"{node.module}.{alias.name}" for alias in node.names)
    return out


def _owner(path: Path) -> str | None:
    """The game whose table `path` belongs to, or None for the shell."""
    parts = path.relative_to(DESKTOP).parts
    return parts[1] if len(parts) > 2 and parts[0] == "tables" else None


def test_only_a_games_table_imports_that_games_engine_or_table():
    wrong = []
    for path in sorted(DESKTOP.rglob("*.py")):
        owner = _owner(path)
        for name in _imports(path):
            parts = name.split(".")
            for game in GAMES:
                engine_of = parts[:2] == ["engine", game]
                table_of = parts[:3] == ["desktop", "tables", game]
                if (engine_of or table_of) and owner != game:
                    wrong.append(f"{path.relative_to(DESKTOP)} imports {name}")
    assert not wrong, wrong


def test_the_shell_never_names_a_game():
    """Outside the tables (and the registry that maps ids to them) no module mentions a game id."""
    named = []
    for path in sorted(DESKTOP.rglob("*.py")):
        rel = path.relative_to(DESKTOP)
        if _owner(path) is not None or rel == Path("tables/__init__.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in GAMES:
                named.append(f"{rel}:{node.lineno} {node.value!r}")
    assert not named, named


def test_every_table_in_the_registry_implements_the_interface():
    """Each table fills in `Table`'s abstract methods (abc refuses to make one that does not) and each of its
    parts (the modules of its package) has every function its protocol names (mypy checks the signatures)."""
    import inspect
    import typing

    from desktop.tables import TABLES, table_for
    from desktop.tables.base import Table, TableParts

    assert Table.__abstractmethods__ == {"title", "create_board"}
    protocols = typing.get_type_hints(TableParts)
    for game_id in TABLES:
        table = table_for(game_id)
        assert table.game_id == game_id and table.game.id == game_id
        assert isinstance(table, Table) and not inspect.isabstract(type(table))
        for part, protocol in protocols.items():
            module = getattr(table.parts, part)
            assert module.__name__ == f"desktop.tables.{game_id}.{part}"
            members = [n for n in vars(protocol) if not n.startswith("_")]
            missing = [n for n in members if not hasattr(module, n)]
            assert members and not missing, f"{module.__name__} lacks {missing}"


# -- the engine's turn machinery stays inside the engine ----------------------------------------------

#: attributes of a state that hold the turn machinery (Waterdeep's task queue, Architects' pending steps)
INTERNAL_FIELDS = frozenset({"tasks", "pending"})
#: the turn machinery's types (Waterdeep's working copy of a state too)
INTERNAL_NAMES = frozenset({"Task", "Pending", "Work"})
#: the modules that run the turn machinery
INTERNAL_MODULES = frozenset(
    {
        "engine.waterdeep.flow",
        "engine.waterdeep.work",
        "engine.waterdeep.resources",
        "engine.waterdeep.legality",
        "engine.architects.rules",
    }
)


def internal_reads(source: str) -> list[str]:
    """Where `source` reads the engine's internals: a state's `tasks` or `pending` (as an attribute or
    through getattr), a Task, Pending or Work, a module of INTERNAL_MODULES, or a private engine name
    ("_x"; "__version__" is public); one "line: what" each."""
    found = []
    for node in ast.walk(ast.parse(source)):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Attribute) and node.attr in INTERNAL_FIELDS | INTERNAL_NAMES:
            found.append(f"{line}: .{node.attr}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr"):
            name = node.args[1] if len(node.args) > 1 else None
            if isinstance(name, ast.Constant) and name.value in INTERNAL_FIELDS:
                found.append(f"{line}: {node.func.id}(..., {name.value!r})")
        elif isinstance(node, ast.Import):
            found += [f"{line}: import {a.name}" for a in node.names if a.name in INTERNAL_MODULES]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("engine"):
            for alias in node.names:
                module = node.module in INTERNAL_MODULES or f"{node.module}.{alias.name}" in INTERNAL_MODULES
                private = alias.name.startswith("_") and not alias.name.endswith("__")
                if module or private or alias.name in INTERNAL_NAMES:
                    found.append(f"{line}: from {node.module} import {alias.name}")
    return found


def test_no_desktop_module_reads_the_engines_turn_machinery():
    found = []
    for path in sorted(DESKTOP.rglob("*.py")):
        found += [f"{path.relative_to(DESKTOP)}:{f}" for f in internal_reads(path.read_text(encoding="utf-8"))]
    assert not found, found


def test_the_internals_check_catches_every_kind_of_read():
    reads = {
        "task = state.tasks[0]": "1: .tasks",
        "seat = s.pending[-1].seat": "1: .pending",
        "getattr(state, 'pending')": "1: getattr(..., 'pending')",
        "from engine.waterdeep.state import State, Task": "1: from engine.waterdeep.state import Task",
        "from engine.architects.state import Pending": "1: from engine.architects.state import Pending",
        "import engine.architects.state as st\nst.Pending": "2: .Pending",
        "from engine.waterdeep.work import COMPLETE": "1: from engine.waterdeep.work import COMPLETE",
        "from engine.waterdeep import flow": "1: from engine.waterdeep import flow",
        "import engine.architects.rules": "1: import engine.architects.rules",
        "from engine.architects.decisions import _FIXED": "1: from engine.architects.decisions import _FIXED",
    }
    for source, found in reads.items():
        assert internal_reads(source) == [found], source
    allowed = "from engine import __version__\nfrom engine.waterdeep.decisions import describe\nview['pending']"
    assert internal_reads(allowed) == []


# -- no import circle within a table ---------------------------------------------------------------


def test_no_module_of_the_tree_is_part_of_an_import_circle():
    """The shell, the tables, the engine and the tools: no import circle anywhere, lazy imports counted
    (TYPE_CHECKING ones aside: they never run). tests/engine/test_import_graph.py tests the graph reader and the
    circle finder."""
    graph = import_graph(ROOT / "engine", ROOT / "desktop", ROOT / "tools")
    assert "desktop.presenter" in graph["desktop.window"] and "engine.core.record" in graph["desktop.saves"]
    assert "desktop.tables.architects.cardtext" in graph["desktop.tables.architects.panels"]
    assert circles(graph) == []
