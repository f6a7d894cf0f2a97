"""Engine ids -> translated, user-visible text (names, prompts, moves, log lines).

Every string goes through `translate(context, literal)` so `pyside6-lupdate` finds it; placeholders
are filled with `str.format` after translation. Card names (our own, from the engine data) are
translated in `desktop.cardnames`. Card texts live in `desktop.cardtext`, the prompts and choice
labels in `desktop.choicetext`, game log lines in `desktop.logtext`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.cardnames import card_title
from engine.core.moves import Move
from engine.waterdeep.state import State

translate = QCoreApplication.translate

#: colour-blind-friendly player colours (Okabe-Ito) as (id, hex).
COLOURS: tuple[tuple[str, str], ...] = (
    ("blue", "#0072B2"),
    ("orange", "#E69F00"),
    ("green", "#009E73"),
    ("red", "#D55E00"),
    ("purple", "#CC79A7"),
    ("sky", "#56B4E9"),
    ("yellow", "#F0E442"),
)
CUBE_COLOURS = {"c": "#F4F4F0", "f": "#F28C28", "r": "#222222", "w": "#7B3FA0", "g": "#E8C547"}


def colour_name(colour_id: str) -> str:
    names = {
        "blue": translate("text", "Blue"),
        "orange": translate("text", "Orange"),
        "green": translate("text", "Green"),
        "red": translate("text", "Red"),
        "purple": translate("text", "Purple"),
        "sky": translate("text", "Sky blue"),
        "yellow": translate("text", "Yellow"),
    }
    return names.get(colour_id, colour_id)


def plural(n: int, one: str, many: str, **fields: object) -> str:
    """`one` (a whole phrase for exactly 1) or `many`, with {n} and `fields` filled in. Both are
    translated whole phrases, so each language words its singular and plural its own way."""
    return (one if n == 1 else many).format(n=n, **fields)


def _cube_phrases(key: str) -> tuple[str, str, str]:
    """'1 rogue', '{n} rogues', 'a rogue' (German: the object forms "1 Schurken", "einen Schurken")."""
    if key == "c":
        return translate("text", "1 cleric"), translate("text", "{n} clerics"), translate("text", "a cleric")
    if key == "f":
        return translate("text", "1 fighter"), translate("text", "{n} fighters"), translate("text", "a fighter")
    if key == "r":
        return translate("text", "1 rogue"), translate("text", "{n} rogues"), translate("text", "a rogue")
    if key == "w":
        return translate("text", "1 wizard"), translate("text", "{n} wizards"), translate("text", "a wizard")
    return f"1 {key}", "{n} " + key, key


def amount(key: str, n: int) -> str:
    """'2 fighters', '1 cleric', '4 gold'."""
    if key == "g":
        return translate("text", "{n} gold").format(n=n)
    one, many, _ = _cube_phrases(key)
    return plural(n, one, many)


def a_cube(key: str) -> str:
    """'a cleric' as the object of a sentence ("einen Kleriker")."""
    return _cube_phrases(key)[2]


def vp_text(n: int) -> str:
    return translate("text", "{n} VP").format(n=n)


def _join(parts: list[str], last_two: str) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return last_two.format(first=", ".join(parts[:-1]), last=parts[-1])


def join_and(parts: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    return _join(parts, translate("text", "{first} and {last}"))


def join_or(parts: list[str]) -> str:
    """'a', 'a or b', 'a, b or c'."""
    return _join(parts, translate("text", "{first} or {last}"))


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
    """Translated name of a building, quest, intrigue card or lord (see `desktop.cardnames`)."""
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


def sentence(text: str) -> str:
    """`text` with a capital first letter (a card phrase as a label of its own)."""
    return text[:1].upper() + text[1:]


# -- decisions (the texts live in desktop.choicetext, which builds on the card texts) -----------------


def decision_text(state: State) -> str:
    """What the pending decision asks, e.g. 'Ann: assign an agent'."""
    from desktop.choicetext import decision_text as text

    return text(state)


def move_text(state: State, move: Move) -> str:
    """A choice as a short label for the deciding player (names their own cards)."""
    from desktop.choicetext import move_text as text

    return text(state, move)


def public_move_text(before: State, move: Move) -> str:
    """What everyone may read about a move (undo entries, the timeline): never a hidden card."""
    from desktop.choicetext import public_move_text as text

    return text(before, move)
