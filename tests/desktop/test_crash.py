"""An unexpected error is logged and reported, never a silent crash."""

from __future__ import annotations

import sys

from desktop import crash


def test_crash_hook_logs_and_reports(qtbot, user_home, monkeypatch) -> None:
    shown = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.critical", lambda *args: shown.append(args))
    old = sys.excepthook
    try:
        crash.install(lambda: None)
        try:
            raise RuntimeError("boom")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
    finally:
        sys.excepthook = old
    log = crash.crash_log_path().read_text(encoding="utf-8")
    assert "RuntimeError: boom" in log
    assert shown and "boom" in shown[0][2]
