"""The desktop is a shell plus one table per game: only a game's table imports that game's engine,
the shell never asks which game it is (it looks the table up by the game's id), and a table's
modules import one another without a circle."""

from __future__ import annotations

import ast
from pathlib import Path

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
    from desktop.tables import TABLES, table_for
    from desktop.tables.base import Table

    abstract = [name for name, value in vars(Table).items() if callable(value) and not name.startswith("_")]
    for game_id in TABLES:
        table = table_for(game_id)
        assert table.game_id == game_id and table.game.id == game_id
        missing = [n for n in abstract if getattr(type(table), n) is getattr(Table, n) and _is_abstract(n)]
        assert not missing, f"{game_id} table lacks {missing}"


def _is_abstract(name: str) -> bool:
    import inspect

    from desktop.tables.base import Table

    source = inspect.getsource(getattr(Table, name))
    return "raise NotImplementedError" in source


# -- no import circle within a table ---------------------------------------------------------------


def _module(path: Path) -> str:
    return ".".join(path.relative_to(DESKTOP.parent).with_suffix("").parts)


def circle(imports: dict[str, set[str]]) -> list[str]:
    """A circle of modules importing one another (`imports`: module -> the modules it imports, at the top
    or inside a function), as the modules in order with the first again at the end; [] if there is none."""
    state: dict[str, str] = {}  # module -> "open" while its imports are followed, "done" after

    def follow(module: str, path: list[str]) -> list[str]:
        state[module] = "open"
        for other in sorted(imports.get(module, ())):
            if state.get(other) == "open":
                return [*path[path.index(other) :], other]
            if other not in state and (found := follow(other, [*path, other])):
                return found
        state[module] = "done"
        return []

    for module in sorted(imports):
        if module not in state and (found := follow(module, [module])):
            return found
    return []


def test_a_tables_modules_import_one_another_without_a_circle():
    for game in sorted(GAMES):
        paths = sorted((DESKTOP / "tables" / game).glob("*.py"))
        modules = {_module(p) for p in paths}
        imports = {_module(p): {m for m in _imports(p) if m in modules} - {_module(p)} for p in paths}
        assert circle(imports) == [], game


def test_the_circle_check_finds_a_circle():
    assert circle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == ["a", "b", "c", "a"]
    assert circle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) == []
