"""The player's preferences (the Settings menu, the New game screen's undo policy): one owner of each value,
read once at start and written to the settings file the moment it changes (a crash loses none of them)."""

from __future__ import annotations

from dataclasses import dataclass

from desktop import settings as app_settings
from desktop.board.legible import TEXT_SIZES
from desktop.computers import PACE_MS as SPEEDS
from desktop.session import UndoPolicy


@dataclass
class Preferences:
    """`policy` is the one undo policy: every game on the table reads it from here (`GameSession.rules`)."""

    policy: UndoPolicy = UndoPolicy.CASUAL
    speed: str = "normal"
    text_size: str = "normal"
    theme: str = "standard"
    language: str = ""
    animate: bool = True
    #: Settings → Show What Happened Since Your Turn (desktop.widgets.recent)
    recent: bool = True

    @classmethod
    def load(cls) -> Preferences:
        """What the settings file keeps; anything unknown or missing is the default."""
        s = app_settings.settings()
        speed, text_size = str(s.value("computers/speed", "normal")), str(s.value("ui/text_size", "normal"))
        return cls(
            policy=UndoPolicy.parse(s.value("undo/policy", UndoPolicy.CASUAL.value)),
            speed=speed if speed in SPEEDS else "normal",
            text_size=text_size if text_size in TEXT_SIZES else "normal",
            theme=str(s.value("ui/theme", "standard")),
            language=str(s.value("ui/language", "")),
            animate=str(s.value("ui/animate", "true")).lower() not in ("false", "0"),
            recent=str(s.value("ui/recent", "true")).lower() not in ("false", "0"),
        )

    def set_policy(self, policy: UndoPolicy | str) -> None:
        self.policy = UndoPolicy.parse(policy)
        app_settings.settings().setValue("undo/policy", self.policy.value)

    def set_speed(self, speed: str) -> None:
        self.speed = speed if speed in SPEEDS else "normal"
        app_settings.settings().setValue("computers/speed", self.speed)

    def set_text_size(self, name: str) -> None:
        self.text_size = name if name in TEXT_SIZES else "normal"
        app_settings.settings().setValue("ui/text_size", self.text_size)

    def set_theme(self, name: str) -> None:
        self.theme = name
        app_settings.settings().setValue("ui/theme", name)

    def set_language(self, code: str) -> None:
        self.language = code
        app_settings.settings().setValue("ui/language", code)

    def set_animate(self, on: bool) -> None:
        self.animate = on
        app_settings.settings().setValue("ui/animate", on)

    def set_recent(self, on: bool) -> None:
        self.recent = on
        app_settings.settings().setValue("ui/recent", on)
