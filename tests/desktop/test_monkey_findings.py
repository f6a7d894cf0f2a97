"""What random input found (issue 26 and tests/desktop/test_monkey.py), each held by a test of its own that
makes the few real input events which broke it."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView

from desktop.session import UndoPolicy
from desktop.timeline.model import TimelineModel
from tools.driver import step_random

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def _finish_a_turn(window, seed: int = 2) -> None:
    """Random moves by the people at the screen until one of them finishes a turn (the review is on screen)."""
    c = window.controller
    rng = random.Random(seed)
    for _ in range(200):
        if c.review:
            return
        if c.curtain:
            c.confirm_handoff()
        step_random(c, rng)
    raise AssertionError("no turn finished")


def _double_click_row(view: QAbstractItemView, row: int) -> None:
    """A double-click as a mouse makes it: a click, then the second press that Qt reports as a double-click
    (QTest.mouseDClick alone sends no first click, and an item view ignores a double-click it saw no press of)."""
    pos = view.visualRect(view.model().index(row, 0)).center()
    QTest.mouseClick(view.viewport(), LEFT, NO_MOD, pos)
    QTest.mouseDClick(view.viewport(), LEFT, NO_MOD, pos)


def test_a_double_click_on_a_summary_line_does_nothing(game, qtbot) -> None:
    """After a finished turn the Actions list shows what happened, with no move behind any line: a
    double-click on a line (which activates it) plays nothing and raises nothing (Enter there is Done)."""
    _finish_a_turn(game)
    c, panel = game.controller, game.choices
    assert panel.list.count() > 0 and panel.moves == []
    before = (c.session.index, c.handoff)
    chosen: list[object] = []
    panel.chosen.connect(chosen.append)
    for row in range(panel.list.count()):
        _double_click_row(panel.list, row)
    qtbot.wait(1)  # pytest-qt fails the test on an exception raised in a slot meanwhile
    assert chosen == [] and (c.session.index, c.handoff) == before


def _timeline_texts(view) -> list[str]:
    """Every row of the Timeline's move list and what a screen reader is told of the list, read through the
    view's model and its accessible interface."""
    from PySide6.QtGui import QAccessible

    model = view.tree.model()
    texts = []
    for r in range(model.rowCount()):
        parent = model.index(r, 0)
        texts.append(parent.data())
        texts += [model.index(k, 0, parent).data() for k in range(model.rowCount(parent))]
    face = QAccessible.queryAccessibleInterface(view.tree)
    for i in range(face.childCount() if face is not None else 0):
        child = face.child(i)
        if child is not None and child.role() == QAccessible.Role.TreeItem:  # not the hidden header's "1"
            texts.append(child.text(QAccessible.Text.Name))
    return [t for t in texts if t]


def test_a_new_game_empties_the_hidden_timeline_at_once(game) -> None:
    """The Timeline's tab behind the game log: a new game drops the old game's moves from its list (model and
    accessible rows) at once, not only when the tab is raised; raised, it shows the new game."""
    window = game
    for _ in range(12):
        step_random(window.controller, random.Random(5))
    window.controller.hand_over()
    window.timeline_dock.show()
    window.timeline_dock.raise_()
    tl = window.timeline
    assert tl.model.rowCount() > 0 and _timeline_texts(tl)
    window.log_dock.raise_()
    assert not tl.on_screen()
    window.start_game("architects" if window.session.game.id == "waterdeep" else "waterdeep", ["Di", "Ed"], None, 9)
    window.controller.confirm_handoff()
    assert not tl.on_screen() and tl.model.rowCount() == 0 and _timeline_texts(tl) == []
    assert tl.total == 0 and tl.slider.maximum() == 0
    window.timeline_dock.raise_()
    fresh = TimelineModel()
    fresh.set_history(window.session.states, window.session.moves, window.session.table)
    assert tl.model.rowCount() == fresh.rowCount()


#: the monkey's seed 100 (tests/support/monkey.py) against the ChoicePanel before the fix, shrunk to the events that
#: matter: it raised IndexError at the last one
SUMMARY_DOUBLE_CLICK = [
    ("new_game", "waterdeep", 3, "ppp", 454572),  # three people
    ("click", 749, 507, 1),  # the curtain's button: Ann has the laptop
    ("dclick", 1319, 419),  # a row of the Actions list: her move is made, and her turn is over
    ("dclick", 1319, 383),  # a line of the turn's summary, where the list's first choice was
]


def test_the_monkeys_double_click_on_a_summary_line_replays_without_error(window) -> None:
    from monkey import replay

    tally = replay(window, SUMMARY_DOUBLE_CLICK)
    c = window.controller
    assert tally.events == len(SUMMARY_DOUBLE_CLICK)
    assert c.session.index == 1 and c.review and window.choices.moves == [] and window.choices.list.count() > 0


def test_the_since_your_turn_list_leaves_no_line_behind_when_its_moves_are_taken_back(window, driver, game_id) -> None:
    """The long monkey (seed 26) found a card's name behind the curtain in the hidden "Since your last turn" panel,
    from a showing whose move was no longer in the game's history. Here: with the casual policy, the player the
    laptop reaches sees the list of the others' moves, then takes the last of them back (Ctrl+Z): the panel goes,
    and neither its label nor its accessible description keeps a line, behind the curtain or not."""
    window.set_policy(UndoPolicy.CASUAL)
    window.start_game(game_id, ["Ann", "Bob", "Cy"], None, 3)
    c, panel = window.controller, window.mirror.recent
    rng = random.Random(5)
    driver.confirm_curtain()
    for _ in range(200):  # random moves through the UI until the laptop brings someone a list
        if c.curtain:
            driver.confirm_curtain()
            if panel.isVisible():
                break
        elif c.review:
            driver.press_done()
        else:
            driver.play(rng.choice(c.legal()))
    assert panel.isVisible() and panel.lines.text()
    moves = c.session.index
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.session.index == moves - 1  # the previous player's last move is taken back
    assert not panel.isVisible() and not panel.lines.text() and not panel.accessibleDescription()
