"""Import graphs read from the source with `ast`, for the tests that forbid import circles.

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


def import_graph(*packages: Path) -> dict[str, set[str]]:
    """Module -> the modules it imports, among the modules of `packages` (imports of other packages left out)."""
    modules = {name: path for package in packages for name, path in module_names(package).items()}
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
