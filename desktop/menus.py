"""The menu bar in the conventions of desktop games, with standard shortcuts.

Actions are made once; their texts are set by `retranslate` (also called when the language changes
while the app runs), the way Qt Designer's `retranslateUi` does it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar

from desktop import i18n
from desktop.session import UndoPolicy

if TYPE_CHECKING:
    from desktop.window import MainWindow

translate = QCoreApplication.translate
Key = QKeySequence.StandardKey


class Menus:
    """Builds the menus of `window` and keeps the actions the window updates."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        bar: QMenuBar = window.menuBar()
        self.game_menu = game = bar.addMenu("")
        self.new = self._add(game, Key.New, window.show_start)
        self.open = self._add(game, Key.Open, window.open_dialog)
        self.save_as = self._add(game, Key.SaveAs, window.save_dialog)
        self.scores = self._add(game, QKeySequence("Ctrl+R"), window.show_scores)
        self.scores.setEnabled(False)
        self.analyse = self._add(game, QKeySequence("Ctrl+Shift+A"), window.analyse)
        self.analyse.setEnabled(False)
        game.addSeparator()
        self.hint = self._add(game, QKeySequence("H"), window.hint)
        self.pause = self._add(game, QKeySequence("P"), None)
        self.pause.setCheckable(True)
        self.pause.toggled.connect(window.set_computers_paused)
        game.addSeparator()
        self.quit = self._add(game, Key.Quit, window.close)
        self.edit_menu = edit = bar.addMenu("")
        self.undo = self._add(edit, Key.Undo, window.undo)
        self.redo = self._add(edit, QKeySequence("Ctrl+Shift+Z"), window.redo)
        self.view_menu = view = bar.addMenu("")
        self.zoom_in = self._add(view, Key.ZoomIn, lambda: window.view.zoom(1.2))
        self.zoom_out = self._add(view, Key.ZoomOut, lambda: window.view.zoom(1 / 1.2))
        self.zoom_in.setShortcuts([QKeySequence(Key.ZoomIn), QKeySequence("+")])
        self.zoom_out.setShortcuts([QKeySequence(Key.ZoomOut), QKeySequence("-")])
        self.fit = self._add(view, QKeySequence("Ctrl+0"), lambda: window.view.fit())
        self.focus_actions = self._add(view, QKeySequence("F6"), window.focus_actions)
        view.addSeparator()
        self.log = window.log_dock.toggleViewAction()
        self.log.setShortcut(QKeySequence("Ctrl+L"))
        view.addAction(self.log)
        self.timeline = window.timeline_dock.toggleViewAction()
        self.timeline.setShortcut(QKeySequence("Ctrl+T"))
        view.addAction(self.timeline)
        # the other panels, with a mnemonic of their own (a panel's title has none): texts in retranslate
        self.panels = [d.toggleViewAction() for d in (window.players_dock, window.choices_dock, window.hand_dock)]
        for action in self.panels:
            view.addAction(action)
        self.settings_menu = settings = bar.addMenu("")
        self.policy_menu = settings.addMenu("")
        self.casual, self.table = self._choices(
            self.policy_menu, (UndoPolicy.CASUAL.value, UndoPolicy.TABLE.value), None, window.set_policy
        ).values()
        self.animate = QAction(window, checkable=True, checked=True)
        self.animate.toggled.connect(window.set_animate)
        settings.addAction(self.animate)
        self.text_size_menu = settings.addMenu("")
        self.text_sizes = self._choices(
            self.text_size_menu, ("normal", "large", "larger"), "normal", window.set_text_size
        )
        self.theme_menu = settings.addMenu("")
        self.themes = self._choices(self.theme_menu, ("standard", "contrast"), "standard", window.set_theme)
        self.speed_menu = settings.addMenu("")
        self.speeds = self._choices(self.speed_menu, ("slow", "normal", "fast"), "normal", window.set_computer_speed)
        self.language_menu = settings.addMenu("")
        self.languages = self._choices(self.language_menu, ("", *i18n.available()), None, window.set_language)
        self.help_menu = help_menu = bar.addMenu("")
        self.rules = self._add(help_menu, Key.HelpContents, window.show_rules)
        self.about = self._add(help_menu, None, window.show_about)
        self.retranslate()

    def retranslate(self) -> None:
        """Every menu and action text in the interface language now in use."""
        self.game_menu.setTitle(translate("menus", "&Game"))
        self.new.setText(translate("menus", "&New Game…"))
        self.open.setText(translate("menus", "&Open…"))
        self.save_as.setText(translate("menus", "Save &As…"))
        self.scores.setText(translate("menus", "Final &Scores…"))
        self.analyse.setText(translate("menus", "Analyse &Win Chances"))
        self.hint.setText(translate("menus", "&Hint"))
        self.pause.setText(translate("menus", "&Pause Computer Players"))
        self.quit.setText(translate("menus", "&Quit"))
        self.edit_menu.setTitle(translate("menus", "&Edit"))
        self.view_menu.setTitle(translate("menus", "&View"))
        self.zoom_in.setText(translate("menus", "Zoom &In"))
        self.zoom_out.setText(translate("menus", "Zoom &Out"))
        self.fit.setText(translate("menus", "&Fit to Window"))
        self.focus_actions.setText(translate("menus", "Go to the &Actions List"))
        self.log.setText(translate("menus", "Game &Log"))
        self.timeline.setText(translate("menus", "&Timeline"))
        for action, text in zip(
            self.panels,
            (translate("menus", "&Players"), translate("menus", "Actio&ns"), translate("menus", "Your &Cards")),
            strict=True,
        ):
            action.setText(text)
        self.settings_menu.setTitle(translate("menus", "&Settings"))
        self.policy_menu.setTitle(translate("menus", "Undo &Policy"))
        self.casual.setText(translate("menus", "&Casual (undo anything)"))
        self.table.setText(translate("menus", "&Table rules (only your own moves, nothing revealed)"))
        self.animate.setText(translate("menus", "&Animate Meeples"))
        self.text_size_menu.setTitle(translate("menus", "Board &Text Size"))
        self.text_sizes["normal"].setText(translate("menus", "&Normal (the menu font)"))
        self.text_sizes["large"].setText(translate("menus", "&Large (a quarter larger)"))
        self.text_sizes["larger"].setText(translate("menus", "La&rger (half as large again)"))
        self.theme_menu.setTitle(translate("menus", "T&heme"))
        self.themes["standard"].setText(translate("menus", "&Standard"))
        self.themes["contrast"].setText(translate("menus", "&High contrast (black on white, thick outlines)"))
        self.speed_menu.setTitle(translate("menus", "&Speed of Play (computers, meeples)"))
        self.speeds["slow"].setText(translate("menus", "&Slow (a pause to follow each move)"))
        self.speeds["normal"].setText(translate("menus", "&Normal"))
        self.speeds["fast"].setText(translate("menus", "&Fast"))
        self.language_menu.setTitle(translate("menus", "&Language"))
        for code, action in self.languages.items():  # a language's own name, whatever the interface speaks
            action.setText(i18n.NATIVE_NAMES.get(code, code) if code else translate("menus", "System default"))
        self.help_menu.setTitle(translate("menus", "&Help"))
        self.rules.setText(translate("menus", "&Rules"))
        self.about.setText(translate("menus", "&About Meeple Table"))

    def _choices(self, menu: QMenu, keys, checked: str | None, slot) -> dict[str, QAction]:
        """One checkable action per key in `menu`, exclusive; `slot(key)` when one is chosen."""
        group = QActionGroup(self.window)
        actions: dict[str, QAction] = {}
        for key in keys:
            action = QAction(self.window, checkable=True, checked=key == checked)
            action.triggered.connect(lambda _checked=False, k=key: slot(k))
            group.addAction(action)
            menu.addAction(action)
            actions[key] = action
        return actions

    def _add(self, menu: QMenu, shortcut, slot) -> QAction:
        action = QAction(self.window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if slot is not None:
            action.triggered.connect(slot)
        menu.addAction(action)
        return action
