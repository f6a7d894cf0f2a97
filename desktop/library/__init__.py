"""The library of saved games as the player sees it: each game's picture (`picture`), the list as a Qt item
model (`model`), and the Saved Games window (`window`). The files themselves are desktop.saves'."""
