"""A timeline step costs the same at any game length: the log model finds the changed tail by walking back
from the end (one state for a step), and the Players columns measure only the cells that changed, yet
every column stays as wide as its widest cell."""

from __future__ import annotations

import random

from desktop.models.log import LogModel
from engine import get_game


class _Table:
    """log_lines of a fake state (an int): two lines each, counted."""

    def __init__(self) -> None:
        self.calls = 0

    def log_lines(self, state: object, before: object = None, move: object = None) -> list[str]:
        self.calls += 1
        return [f"{state}a", f"{state}b"]


def test_the_log_recomputes_only_the_changed_tail(qapp) -> None:
    table = _Table()
    model = LogModel()
    states = [object() for _ in range(1201)]
    model.set_states(states, table)  # type: ignore[arg-type]
    assert table.calls == 1200 and model.rowCount() == 2400
    for k in (1199, 1200, 1199, 10, 11, 10, 600, 601, 600):
        table.calls = 0
        model.set_states(states[: k + 1], table)  # type: ignore[arg-type]
        assert model.rowCount() == 2 * k and model.lines()[-1] == f"{states[k]}b"
        assert table.calls <= (1 if k != 600 else 590)  # a step back removes lines; a step on adds one state's
    other = [*states[:300], *(object() for _ in range(5))]  # undone to move 299 and played on otherwise
    model.set_states(other, table)  # type: ignore[arg-type]
    expected = [line for s in other[1:] for line in (f"{s}a", f"{s}b")]
    assert model.lines() == expected


def test_player_columns_fit_their_widest_cell_after_every_step(window) -> None:
    from tools.driver import step_random

    window.start_game("architects", ["Ann", "Bob", "Cy", "Dee", "Eve"], None, 3)
    c = window.controller
    rng = random.Random(3)
    for _ in range(150):
        step_random(c, rng)
    view, model = window.players_view, window.players_model
    total = c.session.index
    for k in [*range(total - 1, total - 40, -1), 5, 80, total - 1]:
        window.timeline._go(k)
        for col in range(model.columnCount()):
            assert view.columnWidth(col) >= view.sizeHintForColumn(col), (k, model.columns[col])
    assert get_game("architects") is c.session.game


def test_a_move_lays_out_one_screen(window, driver, game_id, monkeypatch) -> None:
    """A move (here a drop or a choice, by the driver as a person makes it) makes the screen once: Edit → Undo and
    Redo follow the history without a second `presenter.present` (the hand's rows and the engine's view with it)."""
    from desktop import presenter

    window.start_game(game_id, ["Ann", "Bob", "Cy"], None, 4)
    driver.hand_over()
    made = []
    present = presenter.present
    monkeypatch.setattr(presenter, "present", lambda *args, **kw: made.append(1) or present(*args, **kw))
    rng = random.Random(4)
    for _ in range(12):
        made.clear()
        before = window.session.index
        driver.step_random(rng)
        assert window.session.index == before + 1
        assert len(made) == 1, len(made)
        c = window.controller
        shown = presenter.present(c.session, c.handoff, (c.undo_refusal(), c.redo_refusal()))
        assert (window.menus.undo.text(), window.menus.redo.text()) == (shown.undo.text, shown.redo.text)
        driver.hand_over()


def test_the_actions_list_is_refilled_without_measuring_its_rows_again_and_again(qapp, monkeypatch) -> None:
    """Refilling the Actions list after a move measured each row's wrapped text about 4.7 times (the list removed
    its current row, made the next one current and laid the rows out again, row by row): now under twice."""
    from desktop.widgets import cardrows
    from desktop.widgets.choices import ChoicePanel

    measured = []
    size_hint = cardrows.CardRowDelegate.sizeHint
    monkeypatch.setattr(cardrows.CardRowDelegate, "sizeHint", lambda *a: measured.append(1) or size_hint(*a))
    panel = ChoicePanel()
    panel.resize(400, 300)
    panel.show()
    rows = tuple(f"choice {i}: " + "a long text that wraps " * 3 for i in range(12))
    panel.set_choices(None, None, "Choose", rows)
    qapp.processEvents()
    for refill in (
        lambda: panel.set_choices(None, None, "Choose", rows[::-1]),
        lambda: panel.set_summary("Done", list(rows)),
    ):
        measured.clear()
        refill()
        assert 0 < len(measured) <= 2 * len(rows), len(measured)
        qapp.processEvents()
    panel.close()
