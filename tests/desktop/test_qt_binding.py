"""Guards against a broken Qt binding: PySide6 6.12.0 on CPython 3.11 drops a reference to None on every void Qt
call, which kills a long game with "Fatal Python error: none_dealloc".

Only Python < 3.12 can meet it: from 3.12 on None is immortal (PEP 683), its reference count stays fixed
whatever a binding does (6.12.0 passes there, checked on 3.12.1 and 3.13.0), so pyproject.toml keeps PySide6
below 6.12 for Python < 3.12 only.
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from PySide6.QtWidgets import QLabel

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12 on (PEP 683)")
def test_void_qt_calls_keep_none_alive(qtbot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(2000):
        label.setText("x")
    assert abs(sys.getrefcount(None) - before) < 100


@pytest.mark.parametrize(("python", "allows_6_12"), [("3.11", False), ("3.12", True), ("3.13", True), ("3.14", True)])
def test_pyside6_is_kept_below_6_12_only_where_none_can_die(python, allows_6_12) -> None:
    """The runtime requirement and the one of the wheel's build (hatch_build.py runs PySide6's lrelease)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    hook = config["tool"]["hatch"]["build"]["targets"]["wheel"]["hooks"]["custom"]["dependencies"]
    for listed in (config["project"]["dependencies"], hook):
        environment = {"python_version": python, "python_full_version": f"{python}.0"}
        pyside = [Requirement(line) for line in listed if line.startswith("PySide6")]
        pyside = [r for r in pyside if r.marker is None or r.marker.evaluate(environment)]
        assert len(pyside) == 1, listed
        assert pyside[0].specifier.contains("6.12.0") == allows_6_12
        assert not pyside[0].specifier.contains("6.7.3")
