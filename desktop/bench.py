"""Desktop benchmark: `python -m desktop.bench` prints one JSON line.

- drop_to_update_ms: from the mouse release of a meeple drop (a real QTest release on the board's
  viewport) until the scene and every panel are updated, on a 4-player mid-game state (median, p90).
  `median_including_paint` also counts the repaint of the dirty regions (processEvents).
- cold_start_s: from spawning `python -m desktop.app` to its first painted window (median of runs).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

from PySide6.QtCore import QPoint, QPointF, Qt

from desktop.tables import TABLES


def drop_latencies(game_id: str, samples: int, seed: int, painted: list[float] | None = None) -> list[float]:
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from desktop.driver import UiDriver
    from desktop.window import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow(autosave=False, remember=False)
    window.resize(1600, 1000)
    window.show()
    app.processEvents()
    window.start_game(game_id, ["Ann", "Bob", "Cy", "Dee"], None, seed)
    c = window.controller
    assert c is not None
    rng = random.Random(seed)
    while not c.table.showcase(c.state):
        c.step_random(rng)
    c.hand_over()
    window.scene.finish_animations()
    app.processEvents()
    driver = UiDriver(window)
    times: list[float] = []
    base = c.session.index
    for i in range(samples):
        drags = [g for g in (c.table.gesture(c.state, m) for m in c.legal()) if g.way == "drag"]
        drags = [g for g in drags if g.target in window.scene.targets]
        move = drags[i % len(drags)]
        meeple = driver.meeple_for(move.piece)
        start = driver.point(meeple.mapToScene(QPointF(meeple.W / 2, meeple.H * 0.7)))
        end = driver.point(driver.target_centre(move.target))
        QTest.mousePress(driver.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        QTest.mouseMove(driver.viewport, start + QPoint(10, 10))
        QTest.mouseMove(driver.viewport, end)
        t0 = time.perf_counter()
        QTest.mouseRelease(driver.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
        times.append((time.perf_counter() - t0) * 1000)
        assert c.session.index == base + 1, f"drop not applied: {move} {window.statusBar().currentMessage()}"
        app.processEvents()  # paint the dirty regions
        if painted is not None:
            painted.append((time.perf_counter() - t0) * 1000)
        c.session.stack.undo()
        c.hand_over()
        window.scene.finish_animations()
        app.processEvents()
    window.close()
    return times


def cold_starts(runs: int) -> list[float]:
    out = []
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as home:
        env["MEEPLE_TABLE_HOME"] = home
        for _ in range(runs):
            t0 = time.perf_counter()
            proc = subprocess.Popen(
                [sys.executable, "-m", "desktop.app", "--startup-probe"],
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            assert proc.stdout is not None
            line = proc.stdout.readline()  # printed right after the first full paint
            elapsed = time.perf_counter() - t0
            _, err = proc.communicate(timeout=60)
            if proc.returncode != 0 or not line.startswith("painted"):
                raise RuntimeError(f"startup probe failed: {err.strip()[-300:]}")
            out.append(elapsed)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m desktop.bench", description=__doc__)
    p.add_argument("--samples", type=int, default=60)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--game", choices=TABLES, default=TABLES[0], help="the table to measure")
    args = p.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["MEEPLE_TABLE_HOME"] = tempfile.mkdtemp(prefix="meeple-bench-")  # leave the user's files alone
    from PySide6.QtCore import qInstallMessageHandler

    from desktop.app import _qt_message

    qInstallMessageHandler(_qt_message)
    cold = cold_starts(args.runs)
    painted: list[float] = []
    drops = sorted(drop_latencies(args.game, args.samples, args.seed, painted))
    result = {
        "game": args.game,
        "drop_to_update_ms": {
            "median": round(statistics.median(drops), 2),
            "p90": round(drops[int(len(drops) * 0.9) - 1], 2),
            "samples": len(drops),
            "median_including_paint": round(statistics.median(painted), 2),
        },
        "cold_start_s": {"median": round(statistics.median(cold), 3), "max": round(max(cold), 3), "runs": len(cold)},
        "platform": os.environ.get("QT_QPA_PLATFORM", ""),
        "drop_ok": statistics.median(drops) < 16,
        "cold_start_ok": statistics.median(cold) < 1.0,
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
