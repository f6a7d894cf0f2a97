"""Desktop benchmark: `python -m tools.bench` prints one JSON line.

- drop_to_update_ms: from the mouse release of a meeple drop (a real QTest release on the board's
  viewport) until the scene and every panel are updated, on a 4-player mid-game state (median, p90).
  `median_including_paint` also counts the repaint of the dirty regions (processEvents).
  `--players` and `--progress` pick the state: e.g. 5 players late in the game (progress 0.7).
- timeline_step_ms: stepping the timeline slider one move (back through a whole game of at least
  `--timeline-moves` moves) until the board and panels show that move (median, p90, and with paint).
- cold_start_s: from spawning `python -m desktop.app` to its first painted window (median of runs).
- stats_1000_games_ms: a statistics file of 1,000 games (tools.statsdb) opened, listed and filtered as the
  Statistics window does (the per-player table for all games, each game, each player count, people only,
  with computers), then the details (categories, lords, characters, buildings, head to head, a score series,
  the distribution, the latest games); the best of `--runs` runs.
- library_open_ms, picture_ms: the Saved Games window on 200 saved games, and what a game's picture costs
  when it is saved (tools.library_bench).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt

from desktop.tables import TABLES
from tools.library_bench import library_open, picture_costs

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def _window(game_id: str, players: int, seed: int):
    from PySide6.QtWidgets import QApplication

    from desktop.window import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow(autosave=False, remember=False)
    window.resize(1600, 1000)
    window.show()
    app.processEvents()
    window.start_game(game_id, NAMES[:players], None, seed)
    return app, window


def drop_latencies(
    game_id: str, samples: int, seed: int, painted: list[float] | None = None, players: int = 4, progress: float = 0.0
) -> list[float]:
    from PySide6.QtTest import QTest

    from tools.driver import UiDriver, step_random

    app, window = _window(game_id, players, seed)
    c = window.controller
    assert c is not None
    rng = random.Random(seed)
    game = c.session.game
    while not (c.table.showcase(c.state) and game.progress(c.state) >= progress):
        if game.is_over(c.state):
            raise RuntimeError(f"seed {seed}: the game ended before a showcase state at progress {progress}")
        step_random(c, rng)
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


def timeline_steps(
    game_id: str, seed: int, players: int, min_moves: int, painted: list[float]
) -> tuple[list[float], int]:
    """Step the timeline slider back one move at a time through a random game of `min_moves`+ moves."""
    app, window = _window(game_id, players, seed)
    c = window.controller
    assert c is not None
    from tools.driver import step_random

    rng = random.Random(seed)
    while not c.session.is_over():
        step_random(c, rng)
    total = c.session.index
    if total < min_moves:
        raise RuntimeError(f"seed {seed}: the game has only {total} moves (need {min_moves})")
    window.timeline_dock.show()
    window.timeline_dock.raise_()
    app.processEvents()
    slider = window.timeline.slider
    times: list[float] = []
    for k in range(total - 1, 0, -1):
        t0 = time.perf_counter()
        slider.setValue(k)
        times.append((time.perf_counter() - t0) * 1000)
        assert c.preview == k, f"the timeline did not show move {k}"
        app.processEvents()
        painted.append((time.perf_counter() - t0) * 1000)
    window.close()
    return times, total


def long_record(path: str | None, moves: int = 1200, players: int = 5) -> str:
    """The record to step through: `path`, or a random `moves`-move `players`-player Architects game written
    to a scratch file (the first seed whose game runs that long, cut there)."""
    if path:
        return path
    from engine import get_game
    from engine.core import record as records

    game = get_game("architects")
    for seed in range(100):
        rng = random.Random(seed)
        first = state = game.new_game(NAMES[:players], seed, {})
        played: list[Any] = []
        while not game.is_over(state) and len(played) < moves:
            move = rng.choice(game.legal_moves(state))
            state = game.apply(state, move)
            played.append(move)
        if len(played) == moves:
            out = os.path.join(tempfile.mkdtemp(prefix="meeple-bench-record-"), "long.json")
            records.save(records.make_record(game, first, played), out)
            return out
    raise RuntimeError(f"no random game of {moves} moves")


def _open_long(path: str):
    from PySide6.QtWidgets import QApplication

    from desktop.window import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow(autosave=False, remember=False)
    window.resize(1600, 1000)
    window.show()
    app.processEvents()
    window.open_path(path)
    c = window.controller
    if c is not None and c.curtain:
        c.confirm_handoff()  # the timeline is disabled behind the curtain
    window.timeline_dock.show()
    window.timeline_dock.raise_()
    app.processEvents()
    return app, window


def steps_with_paint(path: str, samples: int) -> dict[str, float]:
    """A timeline step (one move back or forth) with its repaint, near move 10, the middle and the end of the
    record at `path`: the median of `samples` steps at each (ms)."""
    app, window = _open_long(path)
    slider = window.timeline.slider
    total = slider.maximum()
    out: dict[str, float] = {}
    for name, at in (("at_start", 10), ("at_middle", total // 2), ("at_end", total - 1)):
        slider.setValue(at)
        app.processEvents()
        times = []
        for i in range(samples):
            t0 = time.perf_counter()
            k = at - 1 if i % 2 == 0 else at
            slider.setValue(k)
            app.processEvents()  # paint the dirty regions
            assert window.controller is not None and window.controller.preview == k, f"the timeline did not show {k}"
            times.append((time.perf_counter() - t0) * 1000)
        out[f"{name}_including_paint"] = round(statistics.median(times), 2)
        out[f"{name}_p90_including_paint"] = _summary(times)["p90"]
    window.close()
    return out


def _percentile(values: list[float], share: float) -> float:
    values = sorted(values)
    return round(values[min(len(values) - 1, int(len(values) * share))], 2) if values else 0.0


def responsiveness(path: str, seconds: float, thinking: bool) -> dict[str, Any]:
    """The GUI thread for `seconds` with the record at `path` on screen, while (`thinking`) three Hard computers
    play a game in a second window, or idle: how long a posted event waits (p50, p99), the longest stall (the
    widest gap between two ticks of a 1 ms timer, less the millisecond), the worst timeline step with its repaint
    (one every 100 ms), and the Hard bot's search iterations per decision (median)."""
    from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer

    from desktop.window import MainWindow

    app, window = _open_long(path)
    waits: list[float] = []
    ticks: list[float] = []
    steps: list[float] = []
    iterations: list[int] = []

    class Receiver(QObject):
        def event(self, event: QEvent) -> bool:
            if event.type() == QEvent.Type.User:
                waits.append((time.perf_counter() - sent[0]) * 1000)
                return True
            return super().event(event)

    receiver, sent = Receiver(), [0.0]

    def post() -> None:
        sent[0] = time.perf_counter()
        app.postEvent(receiver, QEvent(QEvent.Type.User))

    slider, at = window.timeline.slider, window.timeline.slider.maximum() // 2
    slider.setValue(at)  # the steps measured are one move each
    app.processEvents()
    _warm_workers(app)

    def step() -> None:
        t0 = time.perf_counter()
        slider.setValue(at - len(steps) % 2)
        app.processEvents()
        steps.append((time.perf_counter() - t0) * 1000)

    computers_window = None
    if thinking:
        computers_window = MainWindow(autosave=False, remember=False)
        count = _count_iterations()
        computers_window.start_game("architects", NAMES[:3], None, 5, None, ["hard", "hard", "hard"])
        computers = computers_window.computers
        assert computers is not None
        computers._timer.setInterval(0)

        def answered(on: bool) -> None:
            if not on and computers.last_seconds > 0:
                iterations.append(int(getattr(computers, "iterations", 0)) or count())

        computers.thinkingChanged.connect(answered)
    timers = []
    for interval, slot in ((5, post), (1, lambda: ticks.append(time.perf_counter())), (100, step)):
        timer = QTimer()
        timer.setInterval(interval)
        timer.timeout.connect(slot)
        timer.start()
        timers.append(timer)
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    for timer in timers:
        timer.stop()
    if computers_window is not None:
        computers_window.close()
    window.close()
    gaps = [(b - a) * 1000 - 1 for a, b in itertools.pairwise(ticks)]
    out: dict[str, Any] = {"posted_event_ms": {"p50": _percentile(waits, 0.5), "p99": _percentile(waits, 0.99)}}
    out["longest_stall_ms"] = round(max(gaps), 2) if gaps else 0.0
    out["timeline_step_worst_ms"] = round(max(steps), 2) if steps else 0.0
    if thinking:
        out["hard_iterations"] = round(statistics.median(iterations)) if iterations else 0
        out["hard_decisions"] = len(iterations)
    return out


def _warm_workers(app: Any) -> None:
    """The computers' worker processes started and warm, as the app has them a moment after it starts (a build
    before issue 24 has none: its computers think on a thread)."""
    try:
        from desktop import worker
    except ImportError:
        return
    workers = worker.shared()
    workers.start()
    deadline = time.perf_counter() + 30
    while not all(p.ready for p in workers._processes) and time.perf_counter() < deadline:
        app.processEvents()
        time.sleep(0.01)


def _count_iterations() -> Callable[[], int]:
    """For a build whose computers think on a thread of this process (before issue 24): the Hard bot's
    iterations of its last decision, counted here. Later builds say it themselves (`iterations`)."""
    from engine.core import mcts

    counted = [0, 0]  # this decision's iterations so far, the last decision's
    iterate, choose = mcts.MctsBot._iterate, mcts.MctsBot.choose

    def counting_iterate(self: Any, *args: Any) -> None:
        counted[0] += 1
        iterate(self, *args)

    def counting_choose(self: Any, *args: Any) -> Any:
        counted[0] = 0
        move = choose(self, *args)
        counted[1] = counted[0]
        return move

    mcts.MctsBot._iterate = counting_iterate  # type: ignore[method-assign,assignment]
    mcts.MctsBot.choose = counting_choose  # type: ignore[method-assign,assignment]
    return lambda: counted[1]


def _summary(values: list[float]) -> dict[str, float]:
    values = sorted(values)
    return {"median": round(statistics.median(values), 2), "p90": round(values[int(len(values) * 0.9) - 1], 2)}


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


def stats_timings(runs: int) -> dict[str, float]:
    """tools.statsdb.measure on a fresh 1,000-game file: the run with the smallest total."""
    from pathlib import Path

    from tools import statsdb

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "stats.sqlite3"
        statsdb.build(path, 1000)
        return min((statsdb.measure(path) for _ in range(runs)), key=lambda r: r["total_ms"])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tools.bench", description=__doc__)
    p.add_argument("--samples", type=int, default=60)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--game", choices=TABLES, default=TABLES[0], help="the table to measure")
    p.add_argument("--players", type=int, default=4, help="players in the measured game")
    p.add_argument("--progress", type=float, default=0.0, help="measure drops at this share of the game or later")
    p.add_argument("--timeline-moves", type=int, default=0, help="the timeline game must have at least this many moves")
    p.add_argument("--long-record", metavar="FILE", help="the record to step through (default: a random 1,200-move"
                   " 5-player Architects game)")  # fmt: skip
    p.add_argument("--think-seconds", type=float, default=10.0, help="how long to watch the GUI thread (each case)")
    p.add_argument("--only-new", action="store_true", help="only the figures of issue 24 (responsiveness, steps)")
    args = p.parse_args(argv)
    if args.long_record:
        from engine.core import record as records
        from engine.core.errors import RecordError

        try:
            records.load(args.long_record)
        except RecordError as exc:
            p.error(f"--long-record: {exc}")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["MEEPLE_TABLE_HOME"] = tempfile.mkdtemp(prefix="meeple-bench-")  # leave the user's files alone
    from PySide6.QtCore import qInstallMessageHandler

    from desktop.app import _qt_message

    qInstallMessageHandler(_qt_message)
    record = long_record(args.long_record)
    idle = responsiveness(record, args.think_seconds, thinking=False)
    thinks = responsiveness(record, args.think_seconds, thinking=True)
    long_steps = steps_with_paint(record, args.samples)
    late_painted: list[float] = []
    drop_latencies(args.game, args.samples, args.seed, late_painted, 5, 0.7)
    new = {
        "while_computer_thinks": thinks,
        "idle": idle,
        "timeline_step_ms": long_steps,
        "drop_5p_late_ms": {
            "median_including_paint": round(statistics.median(late_painted), 2),
            "p90_including_paint": _percentile(late_painted, 0.9),
        },
    }
    if args.only_new:
        print(json.dumps(new))
        return 0
    cold = cold_starts(args.runs)
    painted: list[float] = []
    drops = drop_latencies(args.game, args.samples, args.seed, painted, args.players, args.progress)
    step_painted: list[float] = []
    steps, moves = timeline_steps(args.game, args.seed, args.players, args.timeline_moves, step_painted)
    stats = stats_timings(args.runs)
    library = library_open()  # last: it fills the scratch data folder with saved games
    result = {
        "game": args.game,
        "players": args.players,
        "drop_to_update_ms": {
            **_summary(drops),
            "samples": len(drops),
            "median_including_paint": round(statistics.median(painted), 2),
        },
        "timeline_step_ms": {
            **_summary(steps),
            "moves": moves,
            "median_including_paint": round(statistics.median(step_painted), 2),
            **long_steps,
        },
        "while_computer_thinks": thinks,
        "idle": idle,
        "drop_5p_late_ms": new["drop_5p_late_ms"],
        "cold_start_s": {"median": round(statistics.median(cold), 3), "max": round(max(cold), 3), "runs": len(cold)},
        "stats_1000_games_ms": stats,
        "library_open_ms": library,
        "picture_ms": picture_costs(),
        "platform": os.environ.get("QT_QPA_PLATFORM", ""),
        "drop_ok": statistics.median(drops) < 16,
        "timeline_ok": statistics.median(steps) < 16,
        "cold_start_ok": statistics.median(cold) < 1.0,
        "stats_ok": stats["total_ms"] < 200,
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
