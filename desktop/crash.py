"""The last line of defence: an unexpected error is written to a log file and shown in a dialog; the
game itself is safe, because every move is applied whole or not at all and autosaved."""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

translate = QCoreApplication.translate


def crash_log_path() -> Path:
    from desktop.settings import data_dir

    return data_dir() / "crash.log"


def write_crash(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> Path:
    path = crash_log_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as fh:
        fh.write(f"--- {datetime.now().isoformat(timespec='seconds')}\n")
        fh.write("".join(traceback.format_exception(kind, value, tb)))
    return path


def install(parent_of_dialog: Callable[[], QWidget | None]) -> None:
    """Replace sys.excepthook for the running app."""

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        try:
            path = write_crash(kind, value, tb)
        except OSError:
            path = None
        traceback.print_exception(kind, value, tb)
        from PySide6.QtWidgets import QMessageBox

        text = translate(
            "crash",
            "Something went wrong inside Meeple Table: {error}\n\nThe game is saved after every move; "
            "nothing was half-applied. Details are in {path}.",
        ).format(error=f"{kind.__name__}: {value}", path=path or "-")
        QMessageBox.critical(parent_of_dialog(), translate("crash", "Unexpected error"), text)

    sys.excepthook = hook
