"""`python -m tools.timeline_steps RECORD N`: open RECORD, show its middle move on the Timeline, then make N steps
(one move back, one forth, ...) each with its repaint, and exit. Nothing is timed: run it under
`valgrind --tool=callgrind` with N = 0 and N = 60, and the difference divided by 60 is a step's instructions, a
figure a loaded machine does not change (compare two commits with it; `python -m desktop.bench` times the steps)."""

from __future__ import annotations

import os
import sys
import tempfile

from engine.core.errors import RecordError
from tools.bench import _open_long


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2 or not args[1].isdigit():
        print("usage: python -m tools.timeline_steps RECORD N", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="meeple-steps-") as home:
        os.environ["MEEPLE_TABLE_HOME"] = home  # the user's files left alone
        return _steps(args[0], int(args[1]))


def _steps(path: str, count: int) -> int:
    try:
        app, window = _open_long(path)
    except RecordError as exc:
        print(f"timeline_steps: {exc}", file=sys.stderr)
        return 2
    slider = window.timeline.slider
    at = slider.maximum() // 2
    slider.setValue(at)
    app.processEvents()
    for i in range(count):
        slider.setValue(at - 1 if i % 2 == 0 else at)
        app.processEvents()  # the repaint
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
