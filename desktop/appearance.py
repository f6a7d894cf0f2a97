"""The Settings menu applied: the preferences (`desktop.preferences`) made visible on the board and panels,
at once, and kept for the next start."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication

from desktop import i18n, theme
from desktop.board import legible
from desktop.board.scene import BoardScene
from desktop.computers import SLIDE_MS
from desktop.menus import Menus
from desktop.preferences import Preferences
from desktop.session import UndoPolicy
from desktop.timeline.dock import TimelineView
from desktop.widgets.recent import RecentPanel


class Appearance(QObject):
    """Applies `prefs` to the scene and the timeline and keeps the menu's checks on them. `changed` asks the
    window to draw its screen again (the policy, a theme); `retranslate` to set every text again (a language)."""

    changed = Signal()
    retranslate = Signal()
    speedChanged = Signal(str)

    def __init__(
        self,
        prefs: Preferences,
        menus: Menus,
        scene: BoardScene,
        timeline: TimelineView,
        recent: RecentPanel,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.prefs, self.menus, self.scene, self.timeline, self.recent = prefs, menus, scene, timeline, recent
        menus.animate.toggled.connect(self.set_animate)
        menus.recent.toggled.connect(self.set_recent)
        menus.policyChosen.connect(self.set_policy)
        menus.textSizeChosen.connect(self.set_text_size)
        menus.themeChosen.connect(self.set_theme)
        menus.speedChosen.connect(self.set_speed)
        menus.languageChosen.connect(self.set_language)

    def apply_all(self) -> None:
        """Every preference on screen and checked in the menus (the window's start)."""
        p, m = self.prefs, self.menus
        legible.set_text_size(p.text_size)
        m.text_sizes[p.text_size].setChecked(True)
        self.scene.slide_ms = SLIDE_MS[p.speed]
        m.speeds[p.speed].setChecked(True)
        m.animate.setChecked(p.animate)
        self.scene.animate = p.animate
        m.recent.setChecked(p.recent)
        self.recent.set_enabled(p.recent)
        self.set_theme(p.theme, remember=False)
        m.languages.get(p.language, m.languages[""]).setChecked(True)
        m.show_policy(p.policy)

    def set_policy(self, policy: UndoPolicy | str) -> None:
        self.prefs.set_policy(policy)
        self.menus.show_policy(self.prefs.policy)
        self.changed.emit()

    def set_language(self, code: str) -> None:
        """Settings → Language: the window speaks `code` ('' the system's language) at once, and from the
        next start on."""
        self.prefs.set_language(code)
        app = QApplication.instance()
        if app is not None:
            i18n.use(app, code)
        self.retranslate.emit()

    def set_animate(self, on: bool) -> None:
        self.prefs.set_animate(on)
        self.scene.animate = on

    def set_recent(self, on: bool) -> None:
        """Settings → Show What Happened Since Your Turn: the list and the marks come (at the next turn) or go."""
        self.prefs.set_recent(on)
        self.recent.set_enabled(on)
        self.changed.emit()

    def set_text_size(self, name: str) -> None:
        """Settings → Board Text Size: every board text redrawn at the new least size."""
        self.prefs.set_text_size(name)
        legible.set_text_size(self.prefs.text_size)
        self._redraw_board()

    def set_theme(self, name: str, remember: bool = True) -> None:
        """Settings → Theme: the application's palette and every board item, at once; `remember`: kept for
        the next start."""
        app = QApplication.instance()
        if isinstance(app, QApplication):
            theme.apply(app, name)
        else:
            theme.set_theme(name)
        if remember:
            self.prefs.set_theme(theme.current())
        self.menus.themes[theme.current()].setChecked(True)
        self.scene.setBackgroundBrush(theme.colour("board"))
        self._redraw_board()
        self.timeline.restyle()
        self.changed.emit()  # the banner and the curtain take the theme's colours

    def set_speed(self, speed: str) -> None:
        """Settings → Speed of Play: the computers' pause between moves and how long meeples slide."""
        self.prefs.set_speed(speed)
        self.scene.slide_ms = SLIDE_MS[self.prefs.speed]
        self.speedChanged.emit(self.prefs.speed)

    def _redraw_board(self) -> None:
        for item in self.scene.items():
            item.update()  # drops the item's cached picture too
