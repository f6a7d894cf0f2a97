"""Every player's tableau: what each player has in front of them, from the public view only.

A table describes each seat's tableau as sections of entries (`Table.tableau`), each entry a name, icon rows
(`desktop.board.iconrow`) and the sentence of its tooltip, built from `Game.view(state, None)`: what every
player may see (built buildings, hired apprentices, a Tavern, completed and plot quests), never a hand.
The Player Boards panel (`desktop.widgets.tableau`) draws them; the player areas on the board show a summary.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop.board.iconrow import Row


@dataclass(frozen=True)
class Entry:
    """One thing a player has: its name ('' for a row of counts), its icon rows and its whole sentence."""

    name: str
    rows: tuple[Row, ...] = ()
    tooltip: str = ""
    colour: str = ""  # a band in this colour before the name (a quest's type); '' for none


@dataclass(frozen=True)
class Section:
    """A heading of a player's tableau ('Buildings') and its entries."""

    title: str
    entries: tuple[Entry, ...]
