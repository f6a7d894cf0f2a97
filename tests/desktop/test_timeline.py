"""The timeline looks back read-only, returns to now, and plays on from a past move as one undo entry."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

from desktop.timeline.model import MoveIndexRole, TimelineModel
from tools.driver import step_random

ROOT = Path(__file__).resolve().parents[2]


def _play(window, n, seed=4):
    rng = random.Random(seed)
    for _ in range(n):
        step_random(window.controller, rng)
    window.controller.hand_over()


def _open_timeline(window) -> None:
    """Bring the Timeline tab to the front (it starts behind the game log)."""
    window.timeline_dock.show()
    window.timeline_dock.raise_()


def test_look_back_is_read_only_and_returns_to_now(game):
    _play(game, 12)
    _open_timeline(game)
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
    _open_timeline(game)
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
    assert model.rowCount() == 0 and game.timeline.chart is None  # behind the log tab: nothing done yet
    _open_timeline(game)
    assert model.rowCount() >= 2
    first_round = model.index(0, 0)
    assert model.index(0, 0).data().startswith(game.session.table.round_label(1))  # "Round 1"; "Turn 1" in Architects
    assert model.rowCount(first_round) > 0
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
    _open_timeline(game)
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
    _open_timeline(game)
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


def _rows(model) -> list[tuple[str, list[tuple[int, str]]]]:
    """Every round row's label with its moves' numbers and texts."""
    out = []
    for r in range(model.rowCount()):
        parent = model.index(r, 0)
        children = [model.index(k, 0, parent) for k in range(model.rowCount(parent))]
        out.append((parent.data(), [(i.data(MoveIndexRole), i.data()) for i in children]))
    return out


def test_the_move_list_after_moves_undos_and_play_on_matches_one_built_from_scratch(game):
    """The list is kept up to date row by row; after any mix of moves, undos, redos and a play-on it
    holds exactly what a model built from the whole history at once holds."""
    window = game
    c = window.controller
    session = c.session
    rng = random.Random(8)
    _open_timeline(window)
    model = window.timeline.model
    changes: list[str] = []
    model.rowsInserted.connect(lambda *a: changes.append("insert"))
    model.rowsRemoved.connect(lambda *a: changes.append("remove"))
    model.modelReset.connect(lambda: changes.append("reset"))
    for step in range(60):
        roll = rng.random()
        if roll < 0.2 and session.stack.canUndo():
            session.stack.undo()
        elif roll < 0.3 and session.stack.canRedo():
            session.stack.redo()
        elif roll < 0.33 and session.index > 4:
            c.play_on(session.index - 3)
        else:
            step_random(c, rng)
        fresh = TimelineModel()
        fresh.set_history(session.states, session.moves, c.table)
        assert _rows(model) == _rows(fresh), f"after step {step}"
        assert window.timeline.total == session.index
        for n in range(1, session.index + 1):
            assert model.index_of_move(n).data(MoveIndexRole) == n
    assert "reset" not in changes and "insert" in changes and "remove" in changes


def test_a_timeline_behind_the_log_tab_catches_up_when_brought_forward(game):
    """Moves made while the Timeline tab is behind the log cost it nothing; brought forward, it shows
    the whole game at once, and it stays current while in front."""
    _play(game, 15)
    tl = game.timeline
    assert tl.total == 0 and tl.model.rowCount() == 0
    _open_timeline(game)
    assert tl.total == 15 and tl.slider.maximum() == 15 and tl.chart is not None
    assert tl.tree.currentIndex().data(MoveIndexRole) == 15
    _play(game, 3, seed=9)
    assert tl.total == 18 and tl.tree.currentIndex().data(MoveIndexRole) == 18
    game.log_dock.raise_()
    _play(game, 2, seed=10)
    assert tl.total == 18
    _open_timeline(game)
    assert tl.total == 20


def _tick_values(axis, size: int) -> list[float]:
    low, high = axis.range
    return [value for _spacing, values in axis.tickValues(low, high, size) for value in values]


def test_the_score_chart_marks_whole_moves_and_vp_only(game):
    """Found by play-testing: at the start of a game the chart's axes read 0.2, 0.4 ... moves and -0.4, 0.5 VP.
    Moves and VP are whole numbers: so are the ticks, early and late."""
    _play(game, 1)
    _open_timeline(game)
    chart = game.timeline.chart
    assert chart is not None
    game.timeline.chart.widget.resize(400, 200)
    for moves in (0, 30):
        _play(game, moves)
        for side in ("left", "bottom"):
            ticks = _tick_values(chart.plot.getAxis(side), 300)
            assert ticks and all(float(t).is_integer() for t in ticks), (side, moves, ticks)
