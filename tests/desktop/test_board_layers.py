"""The board's stacking order is named once (desktop.board.layers): every setZValue in the desktop takes
one of its names, never a number, and the names stack in the order the module gives."""

from __future__ import annotations

import ast
from pathlib import Path

from desktop.board import layers

DESKTOP = Path(__file__).resolve().parents[2] / "desktop"


def _z_arguments(source: str) -> list[tuple[int, ast.expr]]:
    return [
        (node.lineno, node.args[0])
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "setZValue"
        and node.args
    ]


def _named(arg: ast.expr) -> bool:
    return (
        isinstance(arg, ast.Attribute)
        and isinstance(arg.value, ast.Name)
        and arg.value.id == "layers"
        and hasattr(layers, arg.attr)
    )


def test_every_z_value_is_a_named_layer():
    found, literal = 0, []
    for path in sorted(DESKTOP.rglob("*.py")):
        for line, arg in _z_arguments(path.read_text(encoding="utf-8")):
            found += 1
            if not _named(arg):
                literal.append(f"{path.relative_to(DESKTOP)}:{line} {ast.unparse(arg)}")
    assert found >= 15 and not literal, literal


def test_the_check_catches_a_number_or_an_unknown_name():
    calls = _z_arguments("item.setZValue(10)\nitem.setZValue(layers.NOPE)\nitem.setZValue(layers.MEEPLE)")
    assert [_named(arg) for _, arg in calls] == [False, False, True]


def test_the_layers_stack_in_their_order():
    order = [layers.POOL, layers.MARKET, layers.SPACE, layers.FIRST_PLAYER, layers.MEEPLE, layers.DRAGGED]
    order += [layers.CHIP_BUBBLE, layers.CHIP, layers.FOCUS_RING]
    assert order == sorted(order) and len(set(order)) == len(order)
    assert layers.PANEL_TARGET == layers.POOL  # panels that are targets, under the spaces
