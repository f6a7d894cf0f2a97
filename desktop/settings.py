"""Where the app keeps its settings and saved games (platformdirs), overridable for tests."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

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


def records_folder() -> Path:
    """Where Save As and Open start: the folder used last, else the user's documents folder (never the
    working directory, which for an app started from a menu is anywhere)."""
    last = settings().value("files/last_folder")
    if isinstance(last, str) and last and Path(last).is_dir():
        return Path(last)
    import platformdirs

    return Path(platformdirs.user_documents_dir())


def remember_records_folder(path: str | os.PathLike[str]) -> None:
    """The folder of a record just saved or opened is where the next dialog starts."""
    settings().setValue("files/last_folder", str(Path(path).parent))


def last_setup() -> dict[str, Any]:
    """What the New game screen last started a game with (`remember_setup`); {} if nothing readable is kept."""
    text = settings().value("start/last")
    try:
        data = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def remember_setup(setup: dict[str, Any]) -> None:
    """Keep the New game screen's choices (JSON: INI lists of one item would come back as a string)."""
    settings().setValue("start/last", json.dumps(setup))
