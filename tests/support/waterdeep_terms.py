"""Lords of Waterdeep states reached by play at the decisions whose prompts state terms (an offer, a gift,
a quest to discard for VP, a pick, quests on offer), for the engine's `describe` tests and the table's
choice texts. Ann, Bob and Cy play; it is Ann's turn unless a docstring says otherwise."""

from __future__ import annotations

import waterdeep_scenarios as ws

from engine.waterdeep.moves import CompleteQuest, DiscardQuest, Place, TakeQuest
from engine.waterdeep.state import State

GRIFFONS = "quest.arcana.tame-the-hill-griffons"
#: costs 1 cleric, 1 fighter, 1 rogue and 4 gold; an opponent of the completer's choice takes 4 gold
SILENT_WATCH = "quest.commerce.send-aid-to-the-silent-watch"


def offer() -> State:
    """Ann plays Hire Informants: Bob may give her 1 rogue for 3 VP."""
    s = ws.with_player(ws.set_intrigue(ws.clean(), 0, "intrigue.hire-informants"), 1, res=ws.res(r=3))
    return ws.play(s, Place("harbor1"))


def change() -> State:
    """Ann plays Abandon the Venture: she discards one of her quests (Griffons or another) for 6 VP."""
    s = ws.set_intrigue(ws.clean(), 0, "intrigue.abandon-the-venture")
    s = ws.set_quests(ws.set_quests(s, 0, GRIFFONS, ws.cheap_quest(type="warfare")), 1, ws.cheap_quest(type="piety"))
    return ws.play(s, Place("harbor1"))


def change_declinable() -> State:
    """After `change`: Bob may discard his quest for 3 VP, or not."""
    return ws.play(change(), DiscardQuest(GRIFFONS))


def gift(card: str) -> State:
    """Ann plays `card` (a gift or a mandatory quest) at the Harbor: she chooses the opponent who gets it."""
    return ws.play(ws.set_intrigue(ws.clean(), 0, card), Place("harbor1"))


def quest_gold() -> State:
    """Ann completes Send Aid to the Silent Watch: she chooses the opponent who takes 4 gold."""
    s = ws.with_player(ws.set_quests(ws.clean(), 0, SILENT_WATCH), 0, res=ws.res(c=1, f=1, r=1, g=4))
    return ws.play(s, Place("shop"), CompleteQuest(SILENT_WATCH))


def garden(quest: str = GRIFFONS) -> State:
    """Ann takes `quest` at the garden building with what it needs: she may complete it at once."""
    building = ws.building_where(action__special="garden_quest")
    s = ws.with_player(ws.put_building(ws.solo(), building, 1), 0, res=ws.res(c=5, f=5, r=5, w=5, g=10))
    s = ws.set_inn(s, quest, *[q for q in s.inn if q != quest][:3])
    return ws.play(s, Place(building), TakeQuest(quest))


def hasten() -> State:
    """Ann plays Hasten the Scheme at the Harbor with another agent there: which one comes back."""
    card = ws.intrigue_where(effect="accelerate")
    return ws.play(ws.occupy(ws.set_intrigue(ws.solo(), 0, card), "harbor2", 0), Place("harbor1"))


def pick(mode: str) -> State:
    """Ann picks an adventurer: "gain" (a building's choice of a cleric, fighter, rogue or wizard), "return"
    (paid for a building's action; she has a fighter, a rogue and a wizard) or "miracle" (her plot quest:
    swap a fighter or a rogue for a cleric, after the Plinth gave her one)."""
    s = ws.solo()
    if mode == "miracle":
        s = ws.with_player(ws.with_plot(s, 0, "miracle"), 0, res=ws.res(f=1, r=1))
        return ws.play(s, Place("plinth"))
    if mode == "return":
        building = ws.building_where(action__pay_any=2)
        s = ws.with_player(s, 0, res=ws.res(f=1, r=1, w=1))
    else:
        building = ws.building_where(action__pick="cfrw", action__gain=ws.res(f=1))
    return ws.play(ws.put_building(s, building, 1), Place(building))


def quests_on_offer(kind: str) -> State:
    """Griffons among the quests Ann may take: at Cliffwatch Inn ("inn_quest") or revealed by her Bidding
    War ("bid")."""
    s = ws.clean()
    if kind == "inn_quest":
        return ws.play(ws.set_inn(s, GRIFFONS, *[q for q in s.inn if q != GRIFFONS][:3]), Place("inn1"))
    deck = (GRIFFONS, *[q for q in s.quest_deck if q != GRIFFONS])
    s = ws.set_intrigue(ws.with_state(s, quest_deck=deck), 0, ws.intrigue_where(effect="bidding_war"))
    return ws.play(s, Place("harbor1"))
