"""The menu bar in the conventions of desktop games, with standard shortcuts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenuBar

from desktop.session import UndoPolicy

if TYPE_CHECKING:
    from desktop.window import MainWindow

translate = QCoreApplication.translate


class Menus:
    """Builds the menus of `window` and keeps the actions the window updates."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        bar: QMenuBar = window.menuBar()
        game = bar.addMenu(translate("menus", "&Game"))
        self.new = self._add(game, translate("menus", "&New Game…"), QKeySequence.StandardKey.New, window.show_start)
        self.open = self._add(game, translate("menus", "&Open…"), QKeySequence.StandardKey.Open, window.open_dialog)
        self.save_as = self._add(
            game, translate("menus", "Save &As…"), QKeySequence.StandardKey.SaveAs, window.save_dialog
        )
        self.scores = self._add(game, translate("menus", "Final &Scores…"), QKeySequence("Ctrl+R"), window.show_scores)
        self.scores.setEnabled(False)
        self.analyse = self._add(
            game, translate("menus", "Analyse &Win Chances"), QKeySequence("Ctrl+Shift+A"), window.analyse
        )
        self.analyse.setEnabled(False)
        game.addSeparator()
        self.hint = self._add(game, translate("menus", "&Hint"), QKeySequence("H"), window.hint)
        self.pause = self._add(game, translate("menus", "&Pause Computer Players"), QKeySequence("P"), None)
        self.pause.setCheckable(True)
        self.pause.toggled.connect(window.set_computers_paused)
        game.addSeparator()
        self.quit = self._add(game, translate("menus", "&Quit"), QKeySequence.StandardKey.Quit, window.close)
        edit = bar.addMenu(translate("menus", "&Edit"))
        self.undo = self._add(edit, translate("menus", "&Undo"), QKeySequence.StandardKey.Undo, window.undo)
        self.redo = self._add(edit, translate("menus", "&Redo"), QKeySequence("Ctrl+Shift+Z"), window.redo)
        view = bar.addMenu(translate("menus", "&View"))
        self.zoom_in = self._add(
            view, translate("menus", "Zoom &In"), QKeySequence.StandardKey.ZoomIn, lambda: window.view.zoom(1.2)
        )
        self.zoom_out = self._add(
            view, translate("menus", "Zoom &Out"), QKeySequence.StandardKey.ZoomOut, lambda: window.view.zoom(1 / 1.2)
        )
        self.zoom_in.setShortcuts([QKeySequence(QKeySequence.StandardKey.ZoomIn), QKeySequence("+")])
        self.zoom_out.setShortcuts([QKeySequence(QKeySequence.StandardKey.ZoomOut), QKeySequence("-")])
        self.fit = self._add(
            view, translate("menus", "&Fit to Window"), QKeySequence("Ctrl+0"), lambda: window.view.fit()
        )
        self.focus_actions = self._add(
            view, translate("menus", "Go to the &Actions List"), QKeySequence("F6"), window.focus_actions
        )
        view.addSeparator()
        self.log = window.log_dock.toggleViewAction()
        self.log.setText(translate("menus", "Game &Log"))
        self.log.setShortcut(QKeySequence("Ctrl+L"))
        view.addAction(self.log)
        self.timeline = window.timeline_dock.toggleViewAction()
        self.timeline.setText(translate("menus", "&Timeline"))
        self.timeline.setShortcut(QKeySequence("Ctrl+T"))
        view.addAction(self.timeline)
        # the other panels with a mnemonic of their own (their docks' titles have none)
        for dock, text in (
            (window.players_dock, translate("menus", "&Players")),
            (window.choices_dock, translate("menus", "Actio&ns")),
            (window.hand_dock, translate("menus", "Your &Cards")),
        ):
            dock.toggleViewAction().setText(text)
            view.addAction(dock.toggleViewAction())
        settings = bar.addMenu(translate("menus", "&Settings"))
        policy = settings.addMenu(translate("menus", "Undo &Policy"))
        group = QActionGroup(window)
        self.casual = QAction(translate("menus", "&Casual (undo anything)"), window, checkable=True)
        self.table = QAction(
            translate("menus", "&Table rules (only your own moves, nothing revealed)"), window, checkable=True
        )
        for action in (self.casual, self.table):
            group.addAction(action)
            policy.addAction(action)
        self.casual.triggered.connect(lambda: window.set_policy(UndoPolicy.CASUAL))
        self.table.triggered.connect(lambda: window.set_policy(UndoPolicy.TABLE))
        self.animate = QAction(translate("menus", "&Animate Meeples"), window, checkable=True, checked=True)
        self.animate.toggled.connect(window.set_animate)
        settings.addAction(self.animate)
        self.text_sizes = self._choices(
            settings.addMenu(translate("menus", "Board &Text Size")),
            (
                ("normal", translate("menus", "&Normal (the menu font)")),
                ("large", translate("menus", "&Large (a quarter larger)")),
                ("larger", translate("menus", "La&rger (half as large again)")),
            ),
            "normal",
            window.set_text_size,
        )
        self.themes = self._choices(
            settings.addMenu(translate("menus", "T&heme")),
            (
                ("standard", translate("menus", "&Standard")),
                ("contrast", translate("menus", "&High contrast (black on white, thick outlines)")),
            ),
            "standard",
            window.set_theme,
        )
        self.speeds = self._choices(
            settings.addMenu(translate("menus", "&Speed of Play (computers, meeples)")),
            (
                ("slow", translate("menus", "&Slow (a pause to follow each move)")),
                ("normal", translate("menus", "&Normal")),
                ("fast", translate("menus", "&Fast")),
            ),
            "normal",
            window.set_computer_speed,
        )
        self.languages = self._choices(
            settings.addMenu(translate("menus", "&Language (after a restart)")),
            (("", translate("menus", "System default")), ("en", "English"), ("de", "Deutsch")),
            None,
            window.set_language,
        )
        help_menu = bar.addMenu(translate("menus", "&Help"))
        self.rules = self._add(
            help_menu, translate("menus", "&Rules"), QKeySequence.StandardKey.HelpContents, window.show_rules
        )
        self.about = self._add(help_menu, translate("menus", "&About Meeple Table"), None, window.show_about)

    def _choices(self, menu, choices, checked: str | None, slot) -> dict[str, QAction]:
        """One checkable action per (key, label) in `menu`, exclusive; `slot(key)` when one is chosen."""
        group = QActionGroup(self.window)
        actions: dict[str, QAction] = {}
        for key, label in choices:
            action = QAction(label, self.window, checkable=True, checked=key == checked)
            action.triggered.connect(lambda _checked=False, k=key: slot(k))
            group.addAction(action)
            menu.addAction(action)
            actions[key] = action
        return actions

    def _add(self, menu, text: str, shortcut, slot) -> QAction:
        action = QAction(text, self.window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if slot is not None:
            action.triggered.connect(slot)
        menu.addAction(action)
        return action
