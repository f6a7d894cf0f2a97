"""Win-chance analysis after a game: a background pass with progress, cancellable, drawn under the
score chart with the turning points marked; never offered while the game runs."""

from __future__ import annotations

import itertools
import random

import pytest

from desktop.analysis import chances_at, positions, smooth, spread, turning_points
from engine import get_game
from engine.core import record as records


def test_positions_cover_the_game_evenly() -> None:
    assert positions(10) == list(range(11))
    long = positions(1000, limit=50)
    assert long[0] == 0 and long[-1] == 1000 and len(long) == 50
    assert max(b - a for a, b in itertools.pairwise(long)) <= 21


def test_spread_and_turning_points() -> None:
    series = spread({0: [0.5, 0.5], 3: [0.9, 0.1], 6: [0.2, 0.8]}, 7)
    assert series == [[0.5, 0.5]] * 3 + [[0.9, 0.1]] * 3 + [[0.2, 0.8]] * 2
    assert turning_points(series, 1) == [6] and turning_points(series, 5) == [3, 6]


def test_turning_points_are_apart() -> None:
    """A rise over neighbouring moves is one turning point (the steepest move of it), not three."""
    ramp = [[0.1], [0.1], [0.3], [0.6], [0.8], [0.8], [0.8], [0.8], [0.8], [0.2]]
    assert turning_points(ramp, 5) == [3, 9]


def _noisy(truth: list[float], playouts: int, rng: random.Random) -> dict[int, list[float]]:
    """Two seats' chances as `playouts` simulations would measure them."""
    measured = {}
    for k, p in enumerate(truth):
        won = sum(rng.random() < p for _ in range(playouts)) / playouts
        measured[k] = [won, 1 - won]
    return measured


def test_smoothing_calms_the_noise_and_keeps_a_real_jump() -> None:
    """12 simulations a position jump by ±14 points from move to move; pooled with their neighbours they
    follow the true chance within a few points, and a real jump (30% to 90% in one move) stays one step."""
    truth = [0.3] * 60 + [0.9] * 60
    rng = random.Random(5)
    for _ in range(5):
        measured = _noisy(truth, 12, rng)
        raw = [measured[k][0] for k in range(120)]
        smoothed = [smooth(measured, 12)[k][0] for k in range(120)]

        def steps(series: list[float]) -> list[float]:
            return [abs(b - a) for a, b in itertools.pairwise(series)]

        assert sum(steps(raw)) / 119 > 0.1  # the noise this is about
        quiet = steps(smoothed[:60]) + steps(smoothed[60:])
        assert sum(quiet) / len(quiet) < 0.03 and max(quiet) < 0.1
        assert smoothed[60] - smoothed[59] > 0.4  # the jump is kept where it happened
        assert max(abs(s - t) for s, t in zip(smoothed, truth, strict=True)) < 0.15
        assert sum(abs(s - t) for s, t in zip(smoothed, truth, strict=True)) / 120 < 0.05
        assert turning_points([[s, 1 - s] for s in smoothed], 1) == [60]


def test_a_finished_position_stays_certain() -> None:
    measured = {k: [0.9, 0.1] for k in range(20)} | {20: [0.0, 1.0]}
    assert smooth(measured, 12, certain={20})[20] == [0.0, 1.0]
    assert smooth(measured, 12, certain={20})[19] == pytest.approx([0.9, 0.1])


def test_chances_sum_to_one_and_a_finished_game_is_certain(game_id) -> None:
    game = get_game(game_id)
    state = game.new_game(["Ann", "Bob"], 3, {})
    chances = chances_at(game, state, 6, 1)
    assert abs(sum(chances) - 1) < 1e-9 and all(0 <= c <= 1 for c in chances)
    rng = random.Random(3)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_moves(state)))
    final = chances_at(game, state, 6, 1)
    winners = game.scores(state).winners
    assert final == [1 / len(winners) if s in winners else 0.0 for s in range(2)]


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    """Fewer positions and simulations: the same pass, in test time."""
    import desktop.analysis as analysis

    monkeypatch.setattr(analysis, "POSITIONS", 40)
    monkeypatch.setattr(analysis, "PLAYOUTS", 4)


def _finished(window, game_id: str, tmp_path) -> None:
    """A game played out by the engine, opened in the window (its end: the score screen)."""
    window.start_game(game_id, ["Ann", "Bob"], None, 2)
    assert not window.menus.analyse.isEnabled()
    window.analyse()  # not while the game runs: it would tell what is hidden
    assert window.winchances.analysis is None
    game = get_game(game_id)
    state, moves = game.new_game(["Ann", "Bob"], 2, {}), []
    rng = random.Random(2)
    first = state
    while not game.is_over(state):
        move = rng.choice(game.legal_moves(state))
        state = game.apply(state, move)
        moves.append(move)
    path = tmp_path / "done.json"
    records.save(records.make_record(game, first, moves), path)
    window.open_path(path)
    window.score_dialog.close()


def test_analysis_draws_win_chances_with_the_turning_points(window, qtbot, game_id, tmp_path) -> None:
    _finished(window, game_id, tmp_path)
    assert window.menus.analyse.isEnabled()
    window.menus.analyse.trigger()
    tl = window.timeline
    assert window.winchances.analysis is not None and tl.analysis_progress.isVisible() and tl.cancel_button.isVisible()
    qtbot.waitUntil(lambda: window.winchances.analysis is None, timeout=60_000)
    chart = tl.win_chart
    assert chart is not None and not tl.analysis_progress.isVisible()
    n = window.session.index
    xs, ys = chart.lines[0].getData()
    assert len(xs) == n + 1 and all(0 <= y <= 100 for y in ys)
    assert 1 <= len(chart.turning) <= 5 and len(chart.marks) == len(chart.turning)
    assert "Win chances" in window.statusBar().currentMessage()


def test_analysis_can_be_cancelled(window, qtbot, game_id, tmp_path) -> None:
    _finished(window, game_id, tmp_path)
    window.analyse()
    window.cancel_analysis()
    qtbot.waitUntil(lambda: window.winchances.analysis is None, timeout=30_000)
    assert window.timeline.win_chart is None and not window.timeline.analysis_progress.isVisible()
    assert window.menus.analyse.isEnabled() and window.timeline.analyse_button.isEnabled()


def test_a_new_game_stops_a_running_analysis(window, qtbot, game_id, tmp_path) -> None:
    _finished(window, game_id, tmp_path)
    window.analyse()
    window.start_game(game_id, ["Ann", "Bob"], None, 5)
    assert window.winchances.analysis is None and not window.timeline.analysis_progress.isVisible()


def test_the_chart_belongs_to_its_game(window, qtbot, qapp, game_id, tmp_path) -> None:
    """A language switch draws the same chances again; undoing a move or a new game takes them away."""
    from desktop import i18n

    _finished(window, game_id, tmp_path)
    window.timeline_dock.raise_()
    window.analyse()
    qtbot.waitUntil(lambda: window.winchances.analysis is None, timeout=60_000)
    turning = list(window.timeline.win_chart.turning)
    try:
        window.set_language("de")
        assert window.timeline.win_chart is not None and window.timeline.win_chart.turning == turning
        assert window.timeline.win_chart.plot.getAxis("left").labelText == "Siegchance (%)"
    finally:
        i18n.use(qapp, "en")
    window.menus.undo.trigger()
    assert window.timeline.win_chart is None
    window.menus.redo.trigger()
    window.start_game(game_id, ["Ann", "Bob"], None, 5)
    assert window.timeline.win_chart is None


def test_a_failing_analysis_is_said_and_leaves_no_chart(window, qtbot, game_id, tmp_path, monkeypatch) -> None:
    """The measuring raises in the worker process (a number of simulations it cannot read)."""
    import desktop.analysis as analysis

    _finished(window, game_id, tmp_path)
    monkeypatch.setattr(analysis, "PLAYOUTS", "no simulation")
    window.analyse()
    qtbot.waitUntil(lambda: window.winchances.analysis is None, timeout=30_000)
    assert window.timeline.win_chart is None and window.menus.analyse.isEnabled()
    message = window.statusBar().currentMessage()
    assert "The analysis stopped on an error (ValueError: " in message and "'no simulation'" in message


def _label_rects(chart) -> list:
    return [m.label.sceneBoundingRect() for m in chart.marks if m.label.isVisible()]


def test_the_turning_point_labels_never_overlap(qtbot) -> None:
    """Marks two moves apart: at a narrow and a normal width, and zoomed in, every label shown clears the
    others (they take rows one under the other), and rows are given back when there is room again."""
    from desktop.timeline.chart import WinChanceChart

    chart = WinChanceChart(lambda _k: None)
    qtbot.addWidget(chart.widget)
    series = [[0.5 + 0.3 * ((k // 10) % 2), 0.5 - 0.3 * ((k // 10) % 2)] for k in range(200)]
    chart.set_chances(series, [50, 52, 55, 120, 190], ["#c00000", "#0000c0"], ["Ann", "Bob"], str)
    chart.widget.show()
    for width, height in ((320, 160), (900, 220), (1600, 300)):
        chart.widget.resize(width, height)
        qtbot.waitUntil(lambda w=width: chart.widget.width() == w)
        qtbot.wait(20)
        rects = _label_rects(chart)
        assert len(rects) == 5, width  # room for every label in rows
        assert not [(a, b) for a, b in itertools.combinations(rects, 2) if a.intersects(b)], width
        assert len({round(r.top()) for r in rects}) >= 2  # 50, 52 and 55 cannot share one row
    chart.plot.setXRange(48, 58, padding=0)  # zoomed in, far apart: one row
    qtbot.wait(20)
    shown = [m for m in chart.marks if 48 <= m.value() <= 58]
    assert len({round(m.label.sceneBoundingRect().top()) for m in shown}) == 1
    rects = _label_rects(chart)
    assert not [(a, b) for a, b in itertools.combinations(rects, 2) if a.intersects(b)]


def test_a_label_without_room_is_hidden_not_overlapped(qtbot) -> None:
    from desktop.timeline.chart import WinChanceChart

    chart = WinChanceChart(lambda _k: None)
    qtbot.addWidget(chart.widget)
    series = [[0.5, 0.5]] * 200
    chart.set_chances(series, [40, 41, 42, 43, 44], ["#c00000", "#0000c0"], ["Ann", "Bob"], str)
    chart.widget.resize(200, 70)
    chart.widget.show()
    qtbot.waitUntil(lambda: chart.widget.height() == 70)
    qtbot.wait(20)
    rects = _label_rects(chart)
    assert 1 <= len(rects) < 5
    assert not [(a, b) for a, b in itertools.combinations(rects, 2) if a.intersects(b)]
    assert all(m.toolTip() for m in chart.marks)
