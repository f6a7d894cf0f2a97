"""The menu bar in the conventions of desktop games, with standard shortcuts.

Actions are made once; their texts are set by `retranslate` (also called when the language changes
while the app runs), the way Qt Designer's `retranslateUi` does it.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QObject, Signal, SignalInstance
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QShortcut
from PySide6.QtWidgets import QDockWidget, QMenu, QMenuBar

from desktop import i18n
from desktop.session import UndoPolicy

translate = QCoreApplication.translate
Key = QKeySequence.StandardKey


class Menus(QObject):
    """The menu bar's menus and actions. It owns them and knows nobody: the window connects each action's
    `triggered` to what it does, and a choice among several (policy, text size, theme, speed, language)
    comes as the signal of its group with the key chosen."""

    policyChosen = Signal(str)
    textSizeChosen = Signal(str)
    themeChosen = Signal(str)
    speedChosen = Signal(str)
    languageChosen = Signal(str)

    def __init__(self, bar: QMenuBar, panels: dict[str, QDockWidget], parent: QObject | None = None) -> None:
        """`panels`: the docks the View menu shows and hides, by name (log, timeline, players, choices, hand)."""
        super().__init__(parent)
        self.game_menu = game = bar.addMenu("")
        self.new = self._add(game, Key.New)
        self.open = self._add(game, Key.Open)
        self.saved_games = self._add(game, QKeySequence("Ctrl+Shift+O"))
        self.save_as = self._add(game, Key.SaveAs)
        self.scores = self._add(game, QKeySequence("Ctrl+R"))
        self.scores.setEnabled(False)
        self.analyse = self._add(game, QKeySequence("Ctrl+Shift+A"))
        self.analyse.setEnabled(False)
        self.statistics = self._add(game, QKeySequence("Ctrl+I"))
        game.addSeparator()
        self.hint = self._add(game, QKeySequence("H"))
        self.pause = self._add(game, QKeySequence("P"))
        self.pause.setCheckable(True)
        game.addSeparator()
        self.quit = self._add(game, Key.Quit)
        self.edit_menu = edit = bar.addMenu("")
        self.undo = self._add(edit, Key.Undo)
        self.redo = self._add(edit, QKeySequence("Ctrl+Shift+Z"))
        # a disabled action's shortcut does nothing: while Undo or Redo is disabled (the policy, nothing to undo, the
        # curtain), its key still comes to the window, which says why (the reason is also the action's tooltip)
        self.undo_refused, self.redo_refused = (self._refused(bar, action) for action in (self.undo, self.redo))
        self.view_menu = view = bar.addMenu("")
        self.zoom_in = self._add(view, Key.ZoomIn)
        self.zoom_out = self._add(view, Key.ZoomOut)
        self.zoom_in.setShortcuts([QKeySequence(Key.ZoomIn), QKeySequence("+")])
        self.zoom_out.setShortcuts([QKeySequence(Key.ZoomOut), QKeySequence("-")])
        self.fit = self._add(view, QKeySequence("Ctrl+0"))
        self.focus_actions = self._add(view, QKeySequence("F6"))
        self.player_boards = self._add(view, QKeySequence("B"))  # every player's tableau, over the board
        view.addSeparator()
        self.log = panels["log"].toggleViewAction()
        self.log.setShortcut(QKeySequence("Ctrl+L"))
        view.addAction(self.log)
        self.timeline = panels["timeline"].toggleViewAction()
        self.timeline.setShortcut(QKeySequence("Ctrl+T"))
        view.addAction(self.timeline)
        # the other panels, with a mnemonic of their own (a panel's title has none): texts in retranslate
        self.panels = [panels[name].toggleViewAction() for name in ("players", "choices", "hand")]
        for action in self.panels:
            view.addAction(action)
        self.settings_menu = settings = bar.addMenu("")
        self.policy_menu = settings.addMenu("")
        self.casual, self.table = self._choices(
            self.policy_menu, (UndoPolicy.CASUAL.value, UndoPolicy.TABLE.value), None, self.policyChosen
        ).values()
        self.animate = QAction(self, checkable=True, checked=True)
        settings.addAction(self.animate)
        self.recent = QAction(self, checkable=True, checked=True)
        settings.addAction(self.recent)
        self.text_size_menu = settings.addMenu("")
        self.text_sizes = self._choices(
            self.text_size_menu, ("normal", "large", "larger"), "normal", self.textSizeChosen
        )
        self.theme_menu = settings.addMenu("")
        self.themes = self._choices(self.theme_menu, ("standard", "contrast"), "standard", self.themeChosen)
        self.speed_menu = settings.addMenu("")
        self.speeds = self._choices(self.speed_menu, ("slow", "normal", "fast"), "normal", self.speedChosen)
        self.language_menu = settings.addMenu("")
        self.languages = self._choices(self.language_menu, ("", *i18n.available()), None, self.languageChosen)
        self.help_menu = help_menu = bar.addMenu("")
        self.rules = self._add(help_menu, Key.HelpContents)
        self.about = self._add(help_menu, None)
        self.retranslate()

    def show_policy(self, policy: UndoPolicy) -> None:
        """Check the entry of `policy` (the menu follows the preferences; no signal)."""
        (self.table if policy == UndoPolicy.TABLE else self.casual).setChecked(True)

    def retranslate(self) -> None:
        """Every menu and action text in the interface language now in use."""
        self.game_menu.setTitle(translate("menus", "&Game"))
        self.new.setText(translate("menus", "&New Game…"))
        self.open.setText(translate("menus", "&Open…"))
        self.saved_games.setText(translate("menus", "Sa&ved Games…"))
        self.save_as.setText(translate("menus", "Save &As…"))
        self.scores.setText(translate("menus", "Final &Scores…"))
        self.analyse.setText(translate("menus", "Analyse &Win Chances"))
        self.statistics.setText(translate("menus", "Stat&istics…"))
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
        self.player_boards.setText(translate("menus", "Player &Boards"))
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
        self.recent.setText(translate("menus", "Show &What Happened Since Your Turn"))
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

    def _choices(
        self, menu: QMenu, keys: Iterable[str], checked: str | None, chosen: SignalInstance
    ) -> dict[str, QAction]:
        """One checkable action per key in `menu`, exclusive; `chosen(key)` when one is chosen."""
        group = QActionGroup(self)
        actions: dict[str, QAction] = {}
        for key in keys:
            action = QAction(self, checkable=True, checked=key == checked)
            action.triggered.connect(lambda _checked=False, k=key: chosen.emit(k))
            group.addAction(action)
            menu.addAction(action)
            actions[key] = action
        return actions

    def _refused(self, bar: QMenuBar, action: QAction) -> QShortcut:
        """The shortcut of `action`, active exactly while `action` is disabled."""
        shortcut = QShortcut(action.shortcut(), bar)
        shortcut.setEnabled(not action.isEnabled())
        action.enabledChanged.connect(lambda enabled: shortcut.setEnabled(not enabled))
        return shortcut

    def _add(self, menu: QMenu, shortcut: QKeySequence | QKeySequence.StandardKey | None) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        menu.addAction(action)
        return action
