"""Test setup shared by every folder: Qt runs headless, on one 1920x1080 screen (the offscreen platform's own
is 800x800, smaller than the window the app opens at its first start on a usual screen)."""

import os
from pathlib import Path

if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    SCREEN = Path(__file__).parent / "support" / "offscreen_screen.json"
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={SCREEN}"


def pytest_runtest_teardown(item, nextitem):
    """Carry out the deletions a test asked for (pytest-qt closes each test's widgets with `deleteLater`, which
    only a running event loop would carry out): without this every window of every test stays alive until some
    later test spins a loop, the heap grows to hundreds of windows, and each garbage collection takes a second."""
    import sys

    if "PySide6.QtCore" not in sys.modules:
        return
    from PySide6.QtCore import QCoreApplication, QEvent

    if QCoreApplication.instance() is not None:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
