"""Help → Rules for Architects of the West Kingdom: the game in our own words, section by section."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.tables.rulestext import Section, end_of_game, goal, your_turn

translate = QCoreApplication.translate


def sections() -> list[Section]:
    """The Architects rules summary: the goal, a turn, each part of the board, the end."""
    return [
        goal(
            translate(
                "rules",
                "Construct buildings and work on the Cathedral to earn victory points (VP), and mind "
                "your virtue. The game ends when the last Guildhall space is filled: that turn is "
                "finished and everyone takes one final turn.",
            ),
        ),
        your_turn(
            translate(
                "rules",
                "Place one worker from your board on a location and take its action. Most locations "
                "reward you for all your workers there, so the more you send to one place, the more it "
                "gives. With no worker left on your board, your turn brings one back from a location; with "
                "none on a location, from the Prison or another player's board (never from the Black Market "
                "or the Guildhall).",
            ),
        ),
        (
            translate("rules", "Gathering"),
            [
                translate(
                    "rules",
                    "Quarry: stone. Forest: wood. Mines: clay, or gold once a worker of yours is already "
                    "there. Silversmith: silver. King's Storehouse: one trade per worker of yours there "
                    "(2 clay, wood or stone for 1 virtue; 3 wood or stone for 1 marble).",
                ),
                translate(
                    "rules",
                    "Workshop: hire an apprentice for 4 silver (2 of it tax) from the columns your workers "
                    "there reach, one column per worker; each column further costs 1 silver more, one coin "
                    "on each of the first cards of that row. Or draw building plans: 1 card, and 1 more "
                    "for every 2 of your workers there. Apprentices bring the skills buildings need "
                    "(carpentry, tiling, masonry) and lasting bonuses. You keep at most 5 apprentices and "
                    "6 building cards.",
                ),
            ],
        ),
        (
            translate("rules", "Capturing and Prison"),
            [
                translate(
                    "rules",
                    "Town Centre: pay silver to capture all workers of one colour at one location (the first "
                    "silver is tax); they wait on your board. Guardhouse: one action per worker there: send "
                    "your captives to Prison for 1 silver each, free your own workers from Prison, buy back "
                    "your workers from other boards, or pay off a debt.",
                ),
            ],
        ),
        (
            translate("rules", "Virtue and the Black Market"),
            [
                translate(
                    "rules",
                    "Virtue runs from 0 to 14 and scores or costs VP at the end. At 10 or more the Black "
                    "Market is closed to you; below 4 you cannot work on the Cathedral; at 3 or less you pay "
                    "less tax; dropping below 0 gives you a debt; each virtue gained beyond 14 may destroy an "
                    "unpaid debt. The Tax Stand gives you the tax collected there for 2 virtue.",
                ),
                translate(
                    "rules",
                    "When all three Black Market spots are taken, or a worker lands on a Guildhall space "
                    "marked R, the Black Market resets: its workers go to Prison, players with 3 or more "
                    "workers in Prison lose 1 virtue, and whoever has the most there takes a debt.",
                ),
            ],
        ),
        (
            translate("rules", "Guildhall and Cathedral"),
            [
                translate(
                    "rules",
                    "A worker in the Guildhall stays there for the rest of the game. With it you construct a "
                    "building from your hand (pay its cost, have its skills) or work on the Cathedral (pay "
                    "the next level, discard a building card, take a reward card).",
                ),
            ],
        ),
        end_of_game(
            translate(
                "rules",
                "Score your buildings with their end-game bonuses, the Cathedral level you reached, "
                "1 VP per gold and per marble, your virtue, 1 VP per 10 silver; lose 2 VP per unpaid "
                "debt and 1 VP per 2 workers in Prison. Most VP wins; a tie goes to the higher virtue, "
                "then to the most silver.",
            ),
        ),
    ]
