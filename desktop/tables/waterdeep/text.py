"""Lords of Waterdeep: engine ids -> translated names (adventurers, buildings, spaces, cards, pieces).

Card names (our own, from the engine data) are translated in `cardnames`; card texts live in
`cardtext`, prompts and choice labels in `choicetext`, game log lines in `logtext`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.tables.waterdeep.cardnames import card_title
from desktop.text import TrContext
from engine.waterdeep.state import State

translate = QCoreApplication.translate
text = TrContext("text")

CUBE_COLOURS = {"c": "#F4F4F0", "f": "#F28C28", "r": "#222222", "w": "#7B3FA0", "g": "#E8C547"}


def amount(key: str, n: int) -> str:
    """'2 fighters', '1 cleric', '4 gold'."""
    if key == "g":
        return translate("text", "{n} gold").format(n=n)
    if key == "c":
        return text.tr("%n cleric(s)", "", n)
    if key == "f":
        return text.tr("%n fighter(s)", "", n)
    if key == "r":
        return text.tr("%n rogue(s)", "", n)
    if key == "w":
        return text.tr("%n wizard(s)", "", n)
    return f"{n} {key}"


def a_cube(key: str) -> str:
    """'a cleric' as the object of a sentence ("einen Kleriker")."""
    names = {
        "c": translate("text", "a cleric"),
        "f": translate("text", "a fighter"),
        "r": translate("text", "a rogue"),
        "w": translate("text", "a wizard"),
    }
    return names.get(key, key)


def vp_text(n: int) -> str:
    return translate("text", "{n} VP").format(n=n)


def quest_type_name(qtype: str) -> str:
    names = {
        "arcana": translate("text", "Arcana"),
        "commerce": translate("text", "Commerce"),
        "piety": translate("text", "Piety"),
        "skullduggery": translate("text", "Skullduggery"),
        "warfare": translate("text", "Warfare"),
    }
    return names.get(qtype, qtype)


def basic_building_name(building: str) -> str:
    names = {
        "auroras_realms_shop": translate("text", "Aurora's Realms Shop"),
        "blackstaff_tower": translate("text", "Blackstaff Tower"),
        "the_plinth": translate("text", "The Plinth"),
        "grinning_lion_tavern": translate("text", "The Grinning Lion Tavern"),
        "field_of_triumph": translate("text", "Field of Triumph"),
        "castle_waterdeep": translate("text", "Castle Waterdeep"),
        "builders_hall": translate("text", "Builder's Hall"),
        "cliffwatch_inn": translate("text", "Cliffwatch Inn"),
        "waterdeep_harbor": translate("text", "Waterdeep Harbor"),
    }
    return names.get(building, building)


def space_name(space: str) -> str:
    """A space id (basic or a building id) as a place name."""
    from engine.waterdeep.board import BASIC

    basic = BASIC.get(space)
    if basic is None:
        return card_name(space)
    name = basic_building_name(basic.building)
    if space[-1].isdigit():
        return translate("text", "{building} (space {n})").format(building=name, n=space[-1])
    return name


def card_name(card_id: str) -> str:
    """Translated name of a building, quest, intrigue card or lord (see `cardnames`)."""
    return card_title(card_id)


def piece_name(piece: str) -> str:
    names = {
        "agent": translate("text", "agent"),
        "lieutenant": translate("text", "Lieutenant"),
        "ambassador": translate("text", "Ambassador"),
    }
    return names.get(piece, piece)


def player_name(state: State, seat: int) -> str:
    if 0 <= seat < len(state.players):
        return state.players[seat].name
    return "?"
