"""The stacking order of the board's items (their `setZValue`), named once, from the bottom up.

Items left at Qt's default 0 (the board's panels and the tables' static pictures) lie under all of these.
A child item stacks among its siblings only: HINT_FRAME puts a target's hint frame over its highlight frame.
"""

from __future__ import annotations

POOL = 0.5  # a player's pool (the click target that chooses that player)
PANEL_TARGET = 0.5  # a panel that is a click target (the Architects Cathedral)
MARKET = 0.8  # an Architects Black Market spot, over the panel it lies on
SPACE = 1.0  # action spaces, buildings, the Architects Guildhall: the targets meeples stand on
HINT_FRAME = 1.0  # a target's hint frame, above its highlight frame (both children of the target)
RECENT_MARK = 2.0  # the "since your last turn" mark of a target, above its other frames (children too)
FIRST_PLAYER = 5.0  # the first player's token in a pool, under the meeples beside it
MEEPLE = 10.0  # a meeple at rest
DRAGGED = 20.0  # the meeple in the hand, above every other meeple
CHIP_BUBBLE = 29.0  # the bubble behind a group of choice chips
CHIP = 30.0  # a choice chip, above the board and its meeples
FOCUS_RING = 40.0  # the keyboard focus ring, above the chips
