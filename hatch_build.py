"""Build hook of the wheel (pyproject.toml [tool.hatch.build.targets.wheel.hooks.custom]): Qt's lrelease turns
every translations/*.ts into a .qm file, which goes into the wheel as desktop/translations/*.qm.

The .qm files are build outputs (git-ignored, not in the sdist), so every wheel builds its own from the .ts
sources: `pip install .` from a clean clone and the wheel built from the sdist both carry them, and no stale .qm
from the checkout can slip in. An editable install (`pip install -e .`, what `make run` and `make test` use)
builds none: the app then reads translations/*.qm from the checkout (desktop/i18n.py), built by the Makefile.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import sysconfig
import tempfile
from pathlib import Path
from subprocess import run
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


def lrelease() -> str:
    """Qt's lrelease from the PySide6 of this (build) environment, a build dependency of the wheel.

    The binary sits in the PySide6 package folder, where PySide6's own `pyside6-lrelease` script runs it from;
    the script (beside this Python, or on PATH) is the fallback for a PySide6 installed some other way.
    """
    spec = importlib.util.find_spec("PySide6")
    folders = list(spec.submodule_search_locations or []) if spec is not None else []
    for folder in folders:
        for name in ("lrelease", "lrelease.exe"):
            if (Path(folder) / name).is_file():
                return str(Path(folder) / name)
    path = os.pathsep.join([sysconfig.get_path("scripts"), os.environ.get("PATH", "")])
    script = shutil.which("pyside6-lrelease", path=path)
    if script is None:
        raise RuntimeError("no Qt lrelease: the wheel's translations need PySide6 in the build environment")
    return script


class TranslationsHook(BuildHookInterface):
    PLUGIN_NAME = "translations"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if version == "editable":
            return
        sources = sorted((Path(self.root) / "translations").glob("*.ts"))
        if not sources:
            raise RuntimeError(f"no translations/*.ts under {self.root}: the wheel would have no translations")
        self._built = Path(tempfile.mkdtemp(prefix="meeple-table-qm-"))
        tool = lrelease()
        for ts in sources:
            qm = self._built / f"{ts.stem}.qm"
            run([tool, "-silent", str(ts), "-qm", str(qm)], check=True)
            if not qm.is_file():
                raise RuntimeError(f"lrelease built no {qm.name} from {ts}")
            build_data["force_include"][str(qm)] = f"desktop/translations/{qm.name}"

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        built = getattr(self, "_built", None)
        if built is not None:
            shutil.rmtree(built, ignore_errors=True)
