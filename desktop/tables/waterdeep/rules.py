"""Help → Rules for Lords of Waterdeep: the game in our own words, section by section."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.tables.rulestext import Section, end_of_game, goal, your_turn

translate = QCoreApplication.translate


def sections() -> list[Section]:
    """The Waterdeep rules summary: the goal, a turn, the city, the rounds, the end."""
    return [
        goal(
            translate(
                "rules",
                "You are one of the secret lords who rule the city. Over eight rounds you send your agents "
                "out to recruit adventurers (clerics, fighters, rogues and wizards), to collect gold and to "
                "complete quests. The player with the most victory points (VP) after round 8 wins.",
            ),
        ),
        your_turn(
            translate(
                "rules",
                "Place one agent on a free action space and take its action at once. A space holds one "
                "agent; if the building belongs to another player, they get its owner benefit. If you "
                "have no agent left, your turn is skipped.",
            ),
            translate(
                "rules",
                "Then you may complete one quest whose adventurers and gold you have: they go back to "
                "the supply and you take the quest's reward. Plot quests also give a lasting bonus; a "
                "mandatory quest played on you must be completed before any other.",
            ),
        ),
        (
            translate("rules", "The city"),
            [
                translate(
                    "rules",
                    "Cliffwatch Inn: take a face-up quest and 2 gold or an intrigue card, or renew the quests "
                    "and take one of the new ones. Builder's Hall: buy a building; it becomes a new action "
                    "space that pays you whenever others use it, and it comes with the VP gathered on it.",
                ),
                translate(
                    "rules",
                    "Waterdeep Harbor: play an intrigue card; at the end of the round agents there are "
                    "reassigned to free spaces. Castle Waterdeep: take the first-player marker and an "
                    "intrigue card.",
                ),
            ],
        ),
        (
            translate("rules", "Rounds"),
            [
                translate(
                    "rules",
                    "With 2 players each has 4 agents, with 3 players 3, with 4 or 5 players 2; everyone gets "
                    "one more at the start of round 5. At the start of every round, round 1 too, each building "
                    "for sale in Builder's Hall gains 1 VP. A round ends when nobody can place an agent and the "
                    "agents in the Harbor have been reassigned; the agents come home and the holder of the "
                    "first-player marker begins the next round.",
                ),
            ],
        ),
        end_of_game(
            translate(
                "rules",
                "After round 8 every adventurer left scores 1 VP and every 2 gold 1 VP; then the lords "
                "are revealed and score their bonus. Most VP wins; a tie goes to the most gold.",
            ),
        ),
    ]
