"""What a finished turn brought its player: the lines shown while they review it before passing the laptop.

The public log lines of the turn, and after each step what only that player may see: the building
cards that came into their hand (drawn, kept from the draft or from the Black Market) and the ones
they discarded. The private lines come from the engine's view for that seat, never from a state's
hands directly, so another seat's card can never show.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import pairwise

from PySide6.QtCore import QCoreApplication

from desktop.tables.architects.cardnames import building_name
from desktop.tables.architects.logtext import event_text
from engine import get_game
from engine.architects.state import State

translate = QCoreApplication.translate
GAME = get_game("architects")


def _own(state: State, seat: int) -> tuple[Counter[str], Counter[str]]:
    """The seat's hand and built cards as its own view shows them."""
    me = GAME.view(state, seat)["players"][seat]
    return Counter(me["hand"] or ()), Counter(me["built"])


def _private_lines(before: State, after: State, seat: int) -> list[str]:
    hand_before, built_before = _own(before, seat)
    hand_after, built_after = _own(after, seat)
    kinds = {e.kind for e in after.events if e.seat == seat}
    if "draft" in kinds:
        came = translate("architects", "You kept {name} from the draft")
    elif "keep" in kinds:
        came = translate("architects", "You kept {name} from the Black Market")
    else:
        came = translate("architects", "You drew {name}")
    lines = [came.format(name=building_name(int(c[1:]))) for c in sorted((hand_after - hand_before).elements())]
    gone = hand_before - hand_after - (built_after - built_before)  # a built card is public: the log names it
    lines += [
        translate("architects", "You discarded {name}").format(name=building_name(int(c[1:])))
        for c in sorted(gone.elements())
    ]
    return lines


def turn_summary(states: Sequence[State], seat: int) -> list[str]:
    """`states[0]` is where `seat` took the laptop, `states[-1]` is now; each later state holds the
    events of the move into it."""
    lines: list[str] = []
    for before, after in pairwise(states):
        lines += [t for t in (event_text(after, e) for e in after.events) if t]
        lines += _private_lines(before, after, seat)
    return lines
