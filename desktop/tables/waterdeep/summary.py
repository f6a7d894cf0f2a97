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
    """`states[0]` is where `seat` took the laptop, `states[-1]` is now: the lines of the turn that ends,
    from where it began (a seat that stayed at the screen while computers played took the laptop before its
    last turn and theirs). What only `seat` may see comes from the engine's view for that seat."""
    game = get_game("waterdeep")
    states = states[_this_turn(states, seat) :]
    lines = [t for state in states[1:] for t in (event_text(state, e) for e in state.events) if t]
    before, after = (game.view(s, seat)["players"][seat]["intrigue"] for s in (states[0], states[-1]))
    drawn = Counter(after) - Counter(before)
    for card, n in sorted(drawn.items()):
        for _ in range(n):
            lines.append(translate("summary", "You drew the intrigue card {name}").format(name=card_name(card)))
    return lines


def _this_turn(states: Sequence[State], seat: int) -> int:
    """The index in `states` where the stretch of play of `seat` that ends at `states[-1]` began: its turn, or
    its answer on another player's turn (an offer), and what others answered on its turn; not its own earlier
    turn nor the computers' turns since."""
    game = get_game("waterdeep")
    for k in range(len(states) - 2, -1, -1):
        decision = game.decision(states[k])
        if decision is None or seat not in (decision.seat, decision.on_turn_of):
            return k + 1
    return 0
