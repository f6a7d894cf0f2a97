"""The worker processes the computers think in (desktop.worker): no Qt in them, the same answers as the
bots give in the app's own process, a cancelled search stopped at once, a crashed or hung worker replaced
(the computers pause and say so), and no process left behind when the app quits."""

from __future__ import annotations

import multiprocessing
import os
import signal

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop import worker
from desktop.worker import Workers
from engine import get_game
from engine.core.levels import make_bot

NAMES = ["Ann", "Bob", "Cy"]


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def _run(qtbot, workers: Workers, kind: str, payload, timeout: int = 30_000):
    answers: list[tuple[str, object]] = []
    workers.submit(kind, payload, lambda r: answers.append(("done", r)), lambda e: answers.append(("error", e)))
    qtbot.waitUntil(lambda: bool(answers), timeout=timeout)
    return answers[0]


@pytest.fixture
def workers(qapp):
    w = Workers(size=1)
    w.start()
    yield w
    w.shutdown()


def test_the_worker_imports_no_qt(qtbot, workers) -> None:
    what, answer = _run(qtbot, workers, "ping", None)
    assert what == "done" and answer["qt"] is False and answer["pid"] in workers.pids() and answer["pid"] != os.getpid()


def test_the_worker_chooses_as_the_bot_does_here(qtbot, workers, game_id) -> None:
    game = get_game(game_id)
    state = game.new_game(NAMES, 7, {})
    for seed in (1, 2):
        what, answer = _run(qtbot, workers, "choose", {"game": game_id, "state": game.state_to_dict(state),
                                                       "level": "medium", "seed": seed})  # fmt: skip
        assert what == "done"
        assert game.move_from_dict(answer["move"]) == make_bot("medium", seed).choose(game, state)
        state = game.apply(state, game.move_from_dict(answer["move"]))


def test_a_cancelled_search_is_stopped_at_once_and_the_worker_replaced(qtbot, workers) -> None:
    game = get_game("architects")
    state = game.new_game(NAMES, 3, {})
    payload = {"game": "architects", "state": game.state_to_dict(state), "level": "hard:30s", "seed": 1}
    answers: list[object] = []
    job = workers.submit("choose", payload, answers.append, answers.append)
    (pid,) = workers.pids()
    qtbot.wait(300)
    workers.cancel(job)
    assert _gone(pid) and pid not in workers.pids() and len(workers.pids()) == 1
    what, _ = _run(qtbot, workers, "ping", None)
    assert what == "done" and answers == []  # the new worker answers; the cancelled job never does


def test_a_hung_worker_is_replaced_and_its_job_fails(qtbot, workers, monkeypatch) -> None:
    _run(qtbot, workers, "ping", None)  # warm, with the usual deadline (a loaded machine starts a worker slowly)
    monkeypatch.setattr(worker, "DEADLINE_S", 0.5)
    (pid,) = workers.pids()
    os.kill(pid, signal.SIGSTOP)
    what, error = _run(qtbot, workers, "ping", None, timeout=10_000)
    assert what == "error" and "stopped answering" in str(error)
    assert _gone(pid) and workers.pids() and pid not in workers.pids()


def test_a_crashed_worker_pauses_the_computers_and_they_say_so(window, qtbot) -> None:
    window.start_game("architects", NAMES[:2], None, 4, None, ["hard", None])
    window.computers._timer.setInterval(0)
    qtbot.waitUntil(lambda: window.computers.job is not None and window.computers.job.started > 0, timeout=10_000)
    shared = worker.shared()
    pid = next(p.pid for p in shared._processes if p.job is window.computers.job)
    os.kill(pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: window.computers.paused, timeout=10_000)
    assert window.session.index == 0 and window.menus.pause.isChecked()
    boxes = [w for w in window.findChildren(QMessageBox) if w.isVisible()]
    assert boxes and "the worker process stopped (exit code -9)" in boxes[0].text()
    assert pid not in shared.pids() and len(shared.pids()) == shared.size  # replaced
    for box in boxes:
        box.close()
    window.set_computers_paused(False)  # played on in the new worker
    qtbot.waitUntil(lambda: window.session.index >= 1, timeout=20_000)


def test_quitting_leaves_no_worker_process(qtbot, qapp) -> None:
    shared = worker.shared()
    shared.start()
    pids = shared.pids()
    assert len(pids) == shared.size and all(not _gone(pid) for pid in pids)
    qapp.aboutToQuit.emit()  # what QApplication.exec() emits when the app quits
    assert all(_gone(pid) for pid in pids)
    assert not [p for p in multiprocessing.active_children() if p.pid in pids]
    shared.start()  # the next tests' computers find workers again
