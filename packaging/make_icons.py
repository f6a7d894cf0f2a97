"""Render the app icon assets/meeple.svg into the freedesktop hicolor sizes: `python packaging/make_icons.py`.

Writes packaging/icons/hicolor/<N>x<N>/apps/<APP_ID>.png for N in SIZES and
packaging/icons/hicolor/scalable/apps/<APP_ID>.svg (a copy of the SVG). The PNGs are committed;
run this again after changing the SVG (tests/packaging checks that they exist and have the right sizes).
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

APP_ID = "io.github.meepletable.MeepleTable"
SIZES = (16, 32, 48, 64, 128, 256)
HERE = Path(__file__).resolve().parent
SVG = HERE.parent / "assets" / "meeple.svg"
ICONS = HERE / "icons" / "hicolor"


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (QPainter needs it)
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"cannot read {SVG}", file=sys.stderr)
        return 1
    for n in SIZES:
        image = QImage(n, n, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        out = ICONS / f"{n}x{n}" / "apps" / f"{APP_ID}.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(out)):
            print(f"cannot write {out}", file=sys.stderr)
            return 1
    scalable = ICONS / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SVG, scalable)
    return 0


if __name__ == "__main__":
    sys.exit(main())
