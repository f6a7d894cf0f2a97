"""What a finished turn brought its player: the lines shown while they review it before passing the laptop.

The public log lines of the turn, plus what only that player may see (the intrigue cards they drew).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from desktop.tables.waterdeep.logtext import event_text
from desktop.tables.waterdeep.text import card_name
from engine import get_game
from engine.waterdeep.state import State

translate = QCoreApplication.translate


def turn_summary(states: Sequence[State], seat: int) -> list[str]:
    """`states[0]` is where the stretch of play of `seat` that ends now began (`desktop.presenter.stretch`: its
    turn, or its answer on another player's turn), `states[-1]` is now: the public log lines of what happened
    since, and the intrigue cards `seat` drew, which only the engine's view for that seat shows."""
    game = get_game("waterdeep")
    lines = [t for state in states[1:] for t in (event_text(state, e) for e in state.events) if t]
    before, after = (game.view(s, seat)["players"][seat]["intrigue"] for s in (states[0], states[-1]))
    drawn = Counter(after) - Counter(before)
    for card, n in sorted(drawn.items()):
        for _ in range(n):
            lines.append(translate("summary", "You drew the intrigue card {name}").format(name=card_name(card)))
    return lines
