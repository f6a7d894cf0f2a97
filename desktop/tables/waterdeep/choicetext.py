"""Prompts and choices: what the pending decision asks, and each legal move as a label that states
its terms (what the chooser gives and gets; a quest's needs and reward), with a detailed tooltip.

The table hands `decision_text`, `choice_text`, `choice_tooltip` and `public_move_text` on to the views;
everything about the pending decision comes from the engine's `describe(state)`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.tables.waterdeep import cardtext
from desktop.tables.waterdeep.text import amount, card_name, piece_name, player_name, quest_type_name, space_name
from desktop.text import sentence
from engine.core.moves import Move
from engine.waterdeep import moves as mv
from engine.waterdeep.board import BASIC
from engine.waterdeep.content import load
from engine.waterdeep.decisions import Described, describe
from engine.waterdeep.state import State

translate = QCoreApplication.translate

#: decision kind -> the kind whose prompt it shares
_SAME_PROMPT = {
    "pick_round_start": "pick_gain",
    "copy_space_bribe": "copy_space",
    "take_quest_garden": "take_quest",
    "free_building": "buy_building",
    "play_intrigue_optional": "play_intrigue",
    "recall_harbor_agent": "recall_agent",
}


# -- the pending decision ----------------------------------------------------------------------------


def decision_text(state: State) -> str:
    """What the pending decision asks, e.g. 'Ann: assign an agent'."""
    d = describe(state)
    if d is None:
        return translate("text", "The game is over.")
    who = player_name(state, d.seat)
    return _special_prompt(state, d, who) or _prompt(d.kind).format(who=who)


def _prompt(kind: str) -> str:
    """The prompt of a decision kind that states no terms."""
    prompts = {
        "place": translate("text", "{who}: assign an agent (drag a meeple onto a space)"),
        "place_reassign": translate("text", "{who}: reassign your agent from Waterdeep Harbor"),
        "place_ambassador": translate("text", "{who}: assign the Ambassador"),
        "place_returned": translate("text", "{who}: assign the returned agent now"),
        "place_extra": translate("text", "{who}: assign an extra agent"),
        "place_hall_tile": translate("text", "{who}: place an agent on a Builder's Hall tile"),
        "pick_gain": translate("text", "{who}: choose an adventurer"),
        "pick_return": translate("text", "{who}: choose an adventurer to return"),
        "pick_swap_cleric": translate("text", "{who}: swap an adventurer for a cleric?"),
        "pick_owner": translate("text", "{who}: choose the adventurer your building gives you"),
        "pick_gift": translate("text", "{who}: choose the adventurer you are given"),
        "copy_space": translate("text", "{who}: choose an occupied space to copy"),
        "complete_quest": translate("text", "{who}: complete a quest or end your turn"),
        "take_quest": translate("text", "{who}: take a quest from Cliffwatch Inn"),
        "buy_building": translate("text", "{who}: choose a building from Builder's Hall"),
        "play_intrigue": translate("text", "{who}: play an intrigue card"),
        "steal": translate("text", "{who}: choose an adventurer to take from an opponent"),
        "bid_quest": translate("text", "{who}: keep one of the revealed quests"),
        "favor": translate("text", "{who}: choose one reward"),
        "name_quest_type": translate("text", "{who}: name a quest type"),
        "discard_building": translate("text", "{who}: choose one of your buildings to discard"),
        "recall_agent": translate("text", "{who}: choose an agent of yours to return to your pool"),
    }
    return prompts.get(_SAME_PROMPT.get(kind, kind)) or translate("text", "{who}: decide")


def _special_prompt(state: State, d: Described, who: str) -> str:
    """Prompts that state the terms on offer ('' where the plain prompt says it all)."""
    if d.kind == "offer":
        return translate("text", "{who}: {owner} played {card}: give {owner} {what} to score {n} VP?").format(
            who=who,
            owner=player_name(state, d.played_by),
            card=card_name(d.subject),
            what=amount(d.resource, d.amount),
            n=d.vp,
        )
    if d.kind == "discard_quest_optional":  # an opponent's card: the seat may decline
        return translate("text", "{who}: discard one of your quests to score {n} VP?").format(who=who, n=d.vp)
    if d.kind == "discard_quest":
        return translate("text", "{who}: discard one of your quests to score {n} VP").format(who=who, n=d.vp)
    if d.kind == "complete_now":
        return translate("text", "{who}: complete {name} now and score {n} VP more?").format(
            who=who, name=card_name(d.subject), n=d.vp
        )
    if d.kind == "choose_opponent" and d.mandatory:
        return translate("text", "{who}: choose the opponent who must complete {quest}").format(
            who=who, quest=card_name(d.subject)
        )
    if d.kind == "choose_opponent":
        return translate("text", "{who}: choose the opponent who takes {what}").format(
            who=who, what=amount(d.resource, d.amount)
        )
    return ""


# -- the choices -------------------------------------------------------------------------------------


def move_text(state: State, move: Move) -> str:
    """A choice as a short label for the deciding player (names their own cards)."""
    text = _MOVE_TEXTS.get(type(move))
    return text(state, describe(state), move) if text is not None else move.text()


def _place_text(state: State, d: Described | None, move: mv.Place) -> str:
    if move.piece == "agent":
        return translate("text", "Assign an agent to {space}").format(space=space_name(move.space))
    return translate("text", "Assign the {piece} to {space}").format(
        piece=piece_name(move.piece), space=space_name(move.space)
    )


def _building_text(state: State, d: Described | None, move: mv.ChooseBuilding) -> str:
    building = move.building
    name = card_name(building)
    kind = d.kind if d is not None else ""
    if kind == "discard_building":
        return translate("text", "Discard {name}").format(name=name)
    if kind == "free_building":
        return translate("text", "Take {name} for free").format(name=name)
    return translate("text", "Buy {name} for {n} gold").format(name=name, n=load().buildings[building].cost)


def _opponent_text(state: State, d: Described | None, move: mv.ChooseOpponent) -> str:
    name = player_name(state, move.seat)
    if d is None or d.kind != "choose_opponent":
        return translate("text", "Choose {name}").format(name=name)
    if d.mandatory:
        return translate("text", "{name} must complete {quest} before any other quest").format(
            name=name, quest=card_name(d.subject)
        )
    return translate("text", "{name} takes {what}").format(name=name, what=amount(d.resource, d.amount))


def _pick_text(state: State, d: Described | None, move: mv.PickCube) -> str:
    cube = move.cube
    kind = d.kind if d is not None else ""
    if kind == "pick_return":
        return translate("text", "Return {what}").format(what=amount(cube, 1))
    if kind == "pick_swap_cleric":
        return translate("text", "Swap {what} for 1 cleric").format(what=amount(cube, 1))
    return translate("text", "Take {what}").format(what=amount(cube, 1))


def _space_text(state: State, d: Described | None, move: mv.ChooseSpace) -> str:
    space = move.space
    if d is not None and d.kind in ("recall_agent", "recall_harbor_agent"):
        return translate("text", "Return your agent from {space}").format(space=space_name(space))
    basic = BASIC.get(space)
    action = cardtext.action_text(basic.action) if basic else cardtext.building_action(space)
    return translate("text", "Use {space}: {action}").format(space=space_name(space), action=action)


def _option_text(state: State, d: Described | None, move: mv.ChooseOption) -> str:
    option = move.option
    if d is not None and d.kind == "favor":
        card = load().intrigue.get(d.subject)
        if card is not None and option.isdigit() and int(option) < len(card.options):
            return sentence(cardtext.action_text(card.options[int(option)]))
    return translate("text", "Look for a {type} quest").format(type=quest_type_name(option))


def _discard_text(state: State, d: Described | None, move: mv.DiscardQuest) -> str:
    name = card_name(move.quest)
    if d is None or d.kind not in ("discard_quest", "discard_quest_optional"):
        return translate("text", "Discard {name}").format(name=name)
    return translate("text", "Discard {name} and score {n} VP").format(name=name, n=d.vp)


def _answer_text(state: State, d: Described | None, move: mv.Answer) -> str:
    yes = move.yes
    kind = d.kind if d is not None else ""
    if kind == "offer" and d is not None:
        if yes:
            return translate("text", "Yes: give {owner} {what} and score {n} VP").format(
                owner=player_name(state, d.played_by), what=amount(d.resource, d.amount), n=d.vp
            )
        return translate("text", "No: give nothing and score nothing")
    if kind == "complete_now" and d is not None:
        if yes:
            return translate("text", "Yes: complete {name} now (+{n} VP)").format(name=card_name(d.subject), n=d.vp)
        return translate("text", "No: keep {name} for later").format(name=card_name(d.subject))
    if not yes and kind in ("discard_quest", "discard_quest_optional"):
        return translate("text", "No: keep your quests")
    if not yes and kind in ("play_intrigue", "play_intrigue_optional"):
        return translate("text", "No: play no intrigue card")
    if not yes and kind.startswith("pick_"):
        return translate("text", "No: keep your adventurers")
    return translate("text", "Yes") if yes else translate("text", "No")


# move type -> its label (the state, the pending decision with its terms, and the move)
_MOVE_TEXTS: dict[type, Callable[[State, Described | None, Any], str]] = {
    mv.Place: _place_text,
    mv.TakeQuest: lambda state, d, m: translate("text", "Take quest: {name}").format(name=card_name(m.quest)),
    mv.ChooseBuilding: _building_text,
    mv.PlayIntrigue: lambda state, d, m: translate("text", "Play {name}").format(name=card_name(m.card)),
    mv.PickCube: _pick_text,
    mv.ChooseOpponent: _opponent_text,
    mv.Steal: lambda state, d, m: translate("text", "Take {what} from {name}").format(
        what=amount(m.cube, 1), name=player_name(state, m.seat)
    ),
    mv.ChooseSpace: _space_text,
    mv.ChooseOption: _option_text,
    mv.CompleteQuest: lambda state, d, m: translate("text", "Complete {name}").format(name=card_name(m.quest)),
    mv.DiscardQuest: _discard_text,
    mv.Answer: _answer_text,
    mv.EndTurn: lambda state, d, m: translate("text", "End turn"),
}


def move_terms(state: State, move: Move) -> str:
    """The terms of a quest choice ('needs ...; reward ...'), '' for other choices."""
    if isinstance(move, mv.TakeQuest):
        return cardtext.quest_terms(move.quest)
    if isinstance(move, mv.CompleteQuest):
        return translate("text", "reward {reward}").format(reward=cardtext.reward_text(move.quest))
    if isinstance(move, mv.DiscardQuest):
        return cardtext.quest_terms(move.quest)
    return ""


def choice_text(state: State, move: Move) -> str:
    """The label in the Actions list: the choice, and on a second line its terms (quests)."""
    terms = move_terms(state, move)
    label = move_text(state, move)
    return label + "\n" + terms if terms else label


def choice_tooltip(state: State, move: Move) -> str:
    """Everything about the card or space a choice is about."""
    if isinstance(move, (mv.TakeQuest, mv.CompleteQuest, mv.DiscardQuest)):
        return cardtext.quest_tooltip(move.quest)
    if isinstance(move, mv.ChooseBuilding):
        return cardtext.building_tooltip(move.building)
    if isinstance(move, mv.PlayIntrigue):
        return cardtext.intrigue_tooltip(move.card)
    if isinstance(move, (mv.Place, mv.ChooseSpace)):
        return cardtext.space_tooltip(move.space)
    d = describe(state)
    if isinstance(move, mv.ChooseOpponent) and d is not None and d.kind == "choose_opponent" and d.subject:
        c = load().intrigue.get(d.subject)
        return cardtext.intrigue_tooltip(c.id) if c is not None else cardtext.quest_tooltip(d.subject)
    return choice_text(state, move)


def public_move_text(before: State, move: Move) -> str:
    """What everyone may read about a move (undo entries, the timeline): never a hidden card."""
    d = describe(before)
    who = player_name(before, d.seat if d is not None else -1)
    if isinstance(move, mv.PlayIntrigue):
        return translate("text", "{who} plays an intrigue card").format(who=who)
    return translate("text", "{who}: {what}").format(who=who, what=move_text(before, move))
