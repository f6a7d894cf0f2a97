"""The timeline looks back read-only, returns to now, and plays on from a past move as one undo entry."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _play(window, n, seed=4):
    rng = random.Random(seed)
    for _ in range(n):
        window.controller.step_random(rng)
    window.controller.hand_over()


def test_look_back_is_read_only_and_returns_to_now(game):
    _play(game, 12)
    c = game.controller
    now = c.state
    tl = game.timeline
    assert tl.total == 12
    tl.first.click()
    assert c.preview == 0
    assert "Viewing move 0 of 12" in tl.label.text() and "read-only" in game.banner.text()
    assert all(m.location == "pool" for m in game.scene.meeples.values() if m.piece == "agent")
    assert c.legal() == () and game.choices.list.count() == 0 and game.hand_model.rowCount() == 0
    assert "nothing can be played" in game.choices.prompt.text() and not game.choices.play_button.isEnabled()
    tl.forward.click()
    assert c.preview == 1
    tl.slider.setValue(12)
    assert c.preview is None and c.state is now
    tl.slider.setValue(5)
    tl.now_button.click()
    assert c.preview is None
    assert game.hand_model.rowCount() > 0


def test_play_on_from_here_is_one_undo_entry(game):
    _play(game, 10)
    c = game.controller
    full = list(c.session.states)
    game.timeline.slider.setValue(4)
    game.timeline.play_on_button.click()
    c.hand_over()
    assert c.session.index == 4 and c.state is full[4]
    c.undo()
    c.hand_over()
    assert c.session.index == 10 and c.state is full[10]


def test_move_list_groups_by_round_and_chart_is_lazy(game):
    _play(game, 40)
    model = game.timeline.model
    assert model.rowCount() >= 2
    first_round = model.index(0, 0)
    assert model.index(0, 0).data().startswith("Round 1")
    assert model.rowCount(first_round) > 0
    game.timeline_dock.show()
    game.timeline_dock.raise_()
    game.timeline.show()
    assert game.timeline.chart is not None


def test_app_start_does_not_import_pyqtgraph():
    code = (
        "import os; os.environ['QT_QPA_PLATFORM']='offscreen';"
        "from PySide6.QtWidgets import QApplication; app = QApplication([]);"
        "from desktop.window import MainWindow; w = MainWindow(autosave=False); w.show(); app.processEvents();"
        "import sys; print('pyqtgraph' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert out.stdout.strip().endswith("False"), out.stderr


def _moves_listed(model) -> list[int]:
    from desktop.timeline.model import MoveIndexRole

    out = []
    for r in range(model.rowCount()):
        parent = model.index(r, 0)
        out += [model.index(k, 0, parent).data(MoveIndexRole) for k in range(model.rowCount(parent))]
    return out


def test_play_on_drops_the_cut_moves_from_list_chart_and_log_at_once(game):
    _play(game, 10)
    game.timeline_dock.show()
    game.timeline_dock.raise_()
    c = game.controller
    tl = game.timeline
    assert _moves_listed(tl.model) == list(range(1, 11))
    tl.slider.setValue(4)
    tl.play_on_button.click()
    assert c.session.index == 4
    assert _moves_listed(tl.model) == [1, 2, 3, 4]
    assert tl.total == 4 and tl.slider.maximum() == 4
    log_now = list(game.log_model.lines())
    game.log_model.set_states([])
    game.log_model.set_states(c.session.states)
    assert log_now == game.log_model.lines()
    if tl.chart is not None:
        xs, _ys = tl.chart.lines[0].getData()
        assert len(xs) == 5


def test_after_play_on_a_new_move_is_listed_not_the_cut_one(game):
    """Cut at a move whose state offers another move with a different public text (past a draft,
    where every pick reads the same), play that one: the list shows it, not the cut one."""
    _play(game, 40)
    c = game.controller
    text = c.table.public_move_text
    states, moves = c.session.states, c.session.moves
    at = next(
        k
        for k in range(30, 0, -1)
        if any(text(states[k], m) != text(states[k], moves[k]) for m in c.session.game.legal_moves(states[k]))
    )
    cut_move = moves[at]
    tl = game.timeline
    tl.slider.setValue(at)
    tl.play_on_button.click()
    c.hand_over()
    other = next(m for m in c.legal() if text(states[at], m) != text(states[at], cut_move))
    c.choose(other)
    c.hand_over()
    parent = tl.model.index_of_move(at + 1)
    assert parent.isValid()
    assert parent.data() == f"{at + 1}. {text(c.session.states[at], other)}"
