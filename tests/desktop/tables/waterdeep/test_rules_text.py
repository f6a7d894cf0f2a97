"""Help → Rules for Waterdeep says what the seed says of a round: the VP for the buildings for sale come at the
start of every round, round 1 too ("Start of Round" 1-2), and the first-player marker's holder begins the next
round after the Harbor's agents are reassigned ("End of Round")."""

from __future__ import annotations

from desktop.tables.waterdeep.rules import sections


def _rounds(heading: str) -> str:
    return " ".join(p for h, ps in sections() for p in ps if h == heading)


def test_the_rounds_section_puts_the_building_vp_at_the_start_of_every_round():
    text = _rounds("Rounds")
    assert "At the start of every round, round 1 too, each building for sale in Builder's Hall gains 1 VP" in text
    assert "building for sale gains 1 VP" not in text.split("A round ends")[1]  # not at the end of a round
    assert "agents in the Harbor have been reassigned" in text
    assert "first-player marker begins the next round" in text


def test_the_rounds_section_in_german(german):
    text = _rounds("Runden")
    assert "Zu Beginn jeder Runde, auch der ersten, erhält jedes Gebäude im Angebot der Bauherrenhalle 1 SP" in text
    assert "Startspielermarker" in text
