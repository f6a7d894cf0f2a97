"""Engine ids -> translated, user-visible text (names, prompts, moves, log lines).

Every string goes through `translate(context, literal)` so `pyside6-lupdate` finds it; placeholders
are filled with `str.format` after translation. Card names (our own, from the engine data) are
translated in `desktop.cardnames`. Card effect texts live in `desktop.cardtext`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.cardnames import card_title
from engine.core.moves import Move
from engine.waterdeep import moves as mv
from engine.waterdeep.content import load
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


def cube_name(key: str, n: int = 1) -> str:
    """The bare noun ("cleric", "rogues"), for headers and lists; `amount` for a number of them."""
    if n == 1:
        names = {
            "c": translate("text", "cleric"),
            "f": translate("text", "fighter"),
            "r": translate("text", "rogue"),
            "w": translate("text", "wizard"),
            "g": translate("text", "gold"),
        }
    else:
        names = {
            "c": translate("text", "clerics"),
            "f": translate("text", "fighters"),
            "r": translate("text", "rogues"),
            "w": translate("text", "wizards"),
            "g": translate("text", "gold"),
        }
    return names.get(key, key)


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


# -- decisions -----------------------------------------------------------------------------------


def decision_text(state: State) -> str:
    """What the pending decision asks, e.g. 'Ann: assign an agent'."""
    if not state.tasks:
        return translate("text", "The game is over.")
    task = state.tasks[0]
    who = player_name(state, task.seat)
    kind, mode = task.kind, task.a
    if kind == "place":
        prompts = {
            "turn": translate("text", "{who}: assign an agent (drag a meeple onto a space)"),
            "reassign": translate("text", "{who}: reassign your agent from Waterdeep Harbor"),
            "amb": translate("text", "{who}: assign the Ambassador"),
            "now": translate("text", "{who}: assign the returned agent now"),
            "extra": translate("text", "{who}: assign an extra agent"),
            "sample": translate("text", "{who}: place an agent on a Builder's Hall tile"),
        }
        text = prompts.get(mode, prompts["turn"])
    else:
        prompts = {
            "copy": translate("text", "{who}: choose an occupied space to copy"),
            "complete": translate("text", "{who}: complete a quest or end your turn"),
            "inn_quest": translate("text", "{who}: take a quest from Cliffwatch Inn"),
            "heroes": translate("text", "{who}: complete that quest now for 4 extra VP?"),
            "buy": translate("text", "{who}: choose a building from Builder's Hall"),
            "intrigue": translate("text", "{who}: play an intrigue card"),
            "pick": translate("text", "{who}: choose an adventurer"),
            "steal": translate("text", "{who}: choose an adventurer to take from an opponent"),
            "bid": translate("text", "{who}: keep one of the offered quests"),
            "favor": translate("text", "{who}: choose one reward"),
            "change": translate("text", "{who}: discard a quest for VP?"),
            "opponent": translate("text", "{who}: choose an opponent"),
            "offer": translate("text", "{who}: accept the offer?"),
            "quest_type": translate("text", "{who}: name a quest type"),
            "discard_building": translate("text", "{who}: choose one of your buildings to discard"),
            "recall": translate("text", "{who}: choose an agent of yours to return to your pool"),
        }
        text = prompts.get(kind, translate("text", "{who}: decide"))
        if kind == "pick" and mode == "return":
            text = translate("text", "{who}: choose an adventurer to return")
        elif kind == "pick" and mode == "miracle":
            text = translate("text", "{who}: swap an adventurer for a cleric?")
    return text.format(who=who)


def move_text(state: State, move: Move) -> str:
    """A choice as a button/list label for the deciding player (names their own cards)."""
    if isinstance(move, mv.Place):
        if move.piece == "agent":
            return translate("text", "Assign an agent to {space}").format(space=space_name(move.space))
        return translate("text", "Assign the {piece} to {space}").format(
            piece=piece_name(move.piece), space=space_name(move.space)
        )
    if isinstance(move, mv.TakeQuest):
        return translate("text", "Take quest: {name}").format(name=card_name(move.quest))
    if isinstance(move, mv.ChooseBuilding):
        return translate("text", "Building: {name}").format(name=card_name(move.building))
    if isinstance(move, mv.PlayIntrigue):
        return translate("text", "Play {name}").format(name=card_name(move.card))
    if isinstance(move, mv.PickCube):
        return translate("text", "Choose a {cube}").format(cube=cube_name(move.cube))
    if isinstance(move, mv.ChooseOpponent):
        return translate("text", "Choose {name}").format(name=player_name(state, move.seat))
    if isinstance(move, mv.Steal):
        return translate("text", "Take a {cube} from {name}").format(
            cube=cube_name(move.cube), name=player_name(state, move.seat)
        )
    if isinstance(move, mv.ChooseSpace):
        return translate("text", "Choose {space}").format(space=space_name(move.space))
    if isinstance(move, mv.ChooseOption):
        return _option_text(state, move.option)
    if isinstance(move, mv.CompleteQuest):
        return translate("text", "Complete {name}").format(name=card_name(move.quest))
    if isinstance(move, mv.DiscardQuest):
        return translate("text", "Discard {name}").format(name=card_name(move.quest))
    if isinstance(move, mv.Answer):
        return translate("text", "Yes") if move.yes else translate("text", "No")
    if isinstance(move, mv.EndTurn):
        return translate("text", "End turn")
    return move.text()


def _option_text(state: State, option: str) -> str:
    from desktop.cardtext import action_text

    task = state.tasks[0] if state.tasks else None
    if task is not None and task.kind == "favor":
        card = load().intrigue.get(task.a)
        if card is not None and option.isdigit() and int(option) < len(card.options):
            return action_text(card.options[int(option)])
    return quest_type_name(option)


def public_move_text(before: State, move: Move) -> str:
    """What everyone may read about a move (undo entries): never a hidden card."""
    seat = before.tasks[0].seat if before.tasks else -1
    who = player_name(before, seat)
    if isinstance(move, mv.Place):
        return translate("text", "{who}: {what}").format(who=who, what=move_text(before, move))
    if isinstance(move, mv.PlayIntrigue):
        return translate("text", "{who} plays an intrigue card").format(who=who)
    return translate("text", "{who}: {what}").format(who=who, what=move_text(before, move))
