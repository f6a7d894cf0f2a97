"""Test setup shared by every folder: Qt runs headless."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


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
