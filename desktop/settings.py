"""Where the app keeps its settings and saved games (platformdirs), overridable for tests."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

APP = "meeple-table"


def data_dir() -> Path:
    """The user data folder (MEEPLE_TABLE_HOME overrides it, e.g. in tests)."""
    override = os.environ.get("MEEPLE_TABLE_HOME")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def settings() -> QSettings:
    return QSettings(str(data_dir() / "settings.ini"), QSettings.Format.IniFormat)
