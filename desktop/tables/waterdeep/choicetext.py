"""Prompts and choices: what the pending decision asks, and each legal move as a label that states
its terms (what the chooser gives and gets; a quest's needs and reward), with a detailed tooltip.

`desktop.text` hands `decision_text`, `move_text` and `public_move_text` on to the views.
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
from engine.waterdeep.quests import HEROES_BONUS
from engine.waterdeep.state import State, Task

translate = QCoreApplication.translate


def _task(state: State) -> Task | None:
    return state.tasks[0] if state.tasks else None


# -- the pending decision ----------------------------------------------------------------------------


def decision_text(state: State) -> str:
    """What the pending decision asks, e.g. 'Ann: assign an agent'."""
    task = _task(state)
    if task is None:
        return translate("text", "The game is over.")
    who = player_name(state, task.seat)
    return _special_prompt(state, task, who) or _prompt(task).format(who=who)


def _prompt(task: Task) -> str:
    """The prompt for the task's kind and mode ((kind, "") is the kind's default)."""
    prompts = {
        ("place", ""): translate("text", "{who}: assign an agent (drag a meeple onto a space)"),
        ("place", "reassign"): translate("text", "{who}: reassign your agent from Waterdeep Harbor"),
        ("place", "amb"): translate("text", "{who}: assign the Ambassador"),
        ("place", "now"): translate("text", "{who}: assign the returned agent now"),
        ("place", "extra"): translate("text", "{who}: assign an extra agent"),
        ("place", "sample"): translate("text", "{who}: place an agent on a Builder's Hall tile"),
        ("pick", ""): translate("text", "{who}: choose an adventurer"),
        ("pick", "return"): translate("text", "{who}: choose an adventurer to return"),
        ("pick", "miracle"): translate("text", "{who}: swap an adventurer for a cleric?"),
        ("pick", "owner"): translate("text", "{who}: choose the adventurer your building gives you"),
        ("pick", "gift"): translate("text", "{who}: choose the adventurer you are given"),
        ("copy", ""): translate("text", "{who}: choose an occupied space to copy"),
        ("complete", ""): translate("text", "{who}: complete a quest or end your turn"),
        ("inn_quest", ""): translate("text", "{who}: take a quest from Cliffwatch Inn"),
        ("buy", ""): translate("text", "{who}: choose a building from Builder's Hall"),
        ("intrigue", ""): translate("text", "{who}: play an intrigue card"),
        ("steal", ""): translate("text", "{who}: choose an adventurer to take from an opponent"),
        ("bid", ""): translate("text", "{who}: keep one of the revealed quests"),
        ("favor", ""): translate("text", "{who}: choose one reward"),
        ("quest_type", ""): translate("text", "{who}: name a quest type"),
        ("discard_building", ""): translate("text", "{who}: choose one of your buildings to discard"),
        ("recall", ""): translate("text", "{who}: choose an agent of yours to return to your pool"),
    }
    return prompts.get((task.kind, task.a)) or prompts.get((task.kind, "")) or translate("text", "{who}: decide")


def _special_prompt(state: State, task: Task, who: str) -> str:
    """Prompts that state the terms on offer ('' where the plain prompt says it all)."""
    c = load().intrigue.get(task.a)
    if task.kind == "offer" and c is not None:
        return translate("text", "{who}: {owner} played {card}: give {owner} {what} to score {n} VP?").format(
            who=who, owner=player_name(state, task.n), card=card_name(c.id), what=amount(c.cube, c.give), n=c.vp
        )
    if task.kind == "change" and c is not None:
        if task.n:  # an opponent, who may decline
            return translate("text", "{who}: discard one of your quests to score {n} VP?").format(who=who, n=c.other)
        return translate("text", "{who}: discard one of your quests to score {n} VP").format(who=who, n=c.vp)
    if task.kind == "heroes":
        return translate("text", "{who}: complete {name} now and score {n} VP more?").format(
            who=who, name=card_name(task.a), n=HEROES_BONUS
        )
    if task.kind == "opponent" and c is not None and c.effect == "mandatory":
        return translate("text", "{who}: choose the opponent who must complete {quest}").format(
            who=who, quest=card_name(c.id)
        )
    if task.kind == "opponent":
        return translate("text", "{who}: choose the opponent who takes {what}").format(
            who=who, what=_opponent_gift(task)
        )
    return ""


def _opponent_gift(task: Task) -> str:
    """What the opponent chosen in an "opponent" decision takes (a gift card, a quest reward's gold)."""
    c = load().intrigue.get(task.a)
    return amount(c.cube, c.other) if c is not None else amount("g", task.n)


# -- the choices -------------------------------------------------------------------------------------


def move_text(state: State, move: Move) -> str:
    """A choice as a short label for the deciding player (names their own cards)."""
    text = _MOVE_TEXTS.get(type(move))
    return text(state, _task(state), move) if text is not None else move.text()


def _place_text(state: State, task: Task | None, move: mv.Place) -> str:
    if move.piece == "agent":
        return translate("text", "Assign an agent to {space}").format(space=space_name(move.space))
    return translate("text", "Assign the {piece} to {space}").format(
        piece=piece_name(move.piece), space=space_name(move.space)
    )


def _building_text(state: State, task: Task | None, move: mv.ChooseBuilding) -> str:
    building = move.building
    name = card_name(building)
    if task is not None and task.kind == "discard_building":
        return translate("text", "Discard {name}").format(name=name)
    if task is not None and task.a == "free":
        return translate("text", "Take {name} for free").format(name=name)
    return translate("text", "Buy {name} for {n} gold").format(name=name, n=load().buildings[building].cost)


def _opponent_text(state: State, task: Task | None, move: mv.ChooseOpponent) -> str:
    name = player_name(state, move.seat)
    if task is None or task.kind != "opponent":
        return translate("text", "Choose {name}").format(name=name)
    c = load().intrigue.get(task.a)
    if c is not None and c.effect == "mandatory":
        return translate("text", "{name} must complete {quest} before any other quest").format(
            name=name, quest=card_name(c.id)
        )
    return translate("text", "{name} takes {what}").format(name=name, what=_opponent_gift(task))


def _pick_text(state: State, task: Task | None, move: mv.PickCube) -> str:
    cube = move.cube
    mode = task.a if task is not None else ""
    if mode == "return":
        return translate("text", "Return {what}").format(what=amount(cube, 1))
    if mode == "miracle":
        return translate("text", "Swap {what} for 1 cleric").format(what=amount(cube, 1))
    return translate("text", "Take {what}").format(what=amount(cube, 1))


def _space_text(state: State, task: Task | None, move: mv.ChooseSpace) -> str:
    space = move.space
    if task is not None and task.kind == "recall":
        return translate("text", "Return your agent from {space}").format(space=space_name(space))
    basic = BASIC.get(space)
    action = cardtext.action_text(basic.action) if basic else cardtext.building_action(space)
    return translate("text", "Use {space}: {action}").format(space=space_name(space), action=action)


def _option_text(state: State, task: Task | None, move: mv.ChooseOption) -> str:
    option = move.option
    if task is not None and task.kind == "favor":
        card = load().intrigue.get(task.a)
        if card is not None and option.isdigit() and int(option) < len(card.options):
            return sentence(cardtext.action_text(card.options[int(option)]))
    return translate("text", "Look for a {type} quest").format(type=quest_type_name(option))


def _discard_text(state: State, task: Task | None, move: mv.DiscardQuest) -> str:
    quest = move.quest
    c = load().intrigue.get(task.a) if task is not None else None
    if c is None:
        return translate("text", "Discard {name}").format(name=card_name(quest))
    n = c.other if task is not None and task.n else c.vp
    return translate("text", "Discard {name} and score {n} VP").format(name=card_name(quest), n=n)


def _answer_text(state: State, task: Task | None, move: mv.Answer) -> str:
    yes = move.yes
    kind = task.kind if task is not None else ""
    if kind == "offer" and task is not None:
        c = load().intrigue[task.a]
        if yes:
            return translate("text", "Yes: give {owner} {what} and score {n} VP").format(
                owner=player_name(state, task.n), what=amount(c.cube, c.give), n=c.vp
            )
        return translate("text", "No: give nothing and score nothing")
    if kind == "heroes" and task is not None:
        if yes:
            return translate("text", "Yes: complete {name} now (+{n} VP)").format(
                name=card_name(task.a), n=HEROES_BONUS
            )
        return translate("text", "No: keep {name} for later").format(name=card_name(task.a))
    if not yes and kind == "change":
        return translate("text", "No: keep your quests")
    if not yes and kind == "intrigue":
        return translate("text", "No: play no intrigue card")
    if not yes and kind == "pick":
        return translate("text", "No: keep your adventurers")
    return translate("text", "Yes") if yes else translate("text", "No")


# move type -> its label (the state, its pending task and the move)
_MOVE_TEXTS: dict[type, Callable[[State, Task | None, Any], str]] = {
    mv.Place: _place_text,
    mv.TakeQuest: lambda state, task, m: translate("text", "Take quest: {name}").format(name=card_name(m.quest)),
    mv.ChooseBuilding: _building_text,
    mv.PlayIntrigue: lambda state, task, m: translate("text", "Play {name}").format(name=card_name(m.card)),
    mv.PickCube: _pick_text,
    mv.ChooseOpponent: _opponent_text,
    mv.Steal: lambda state, task, m: translate("text", "Take {what} from {name}").format(
        what=amount(m.cube, 1), name=player_name(state, m.seat)
    ),
    mv.ChooseSpace: _space_text,
    mv.ChooseOption: _option_text,
    mv.CompleteQuest: lambda state, task, m: translate("text", "Complete {name}").format(name=card_name(m.quest)),
    mv.DiscardQuest: _discard_text,
    mv.Answer: _answer_text,
    mv.EndTurn: lambda state, task, m: translate("text", "End turn"),
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
    task = _task(state)
    if isinstance(move, mv.ChooseOpponent) and task is not None and task.kind == "opponent" and task.a:
        c = load().intrigue.get(task.a)
        return cardtext.intrigue_tooltip(c.id) if c is not None else cardtext.quest_tooltip(task.a)
    return choice_text(state, move)


def public_move_text(before: State, move: Move) -> str:
    """What everyone may read about a move (undo entries, the timeline): never a hidden card."""
    seat = before.tasks[0].seat if before.tasks else -1
    who = player_name(before, seat)
    if isinstance(move, mv.PlayIntrigue):
        return translate("text", "{who} plays an intrigue card").format(who=who)
    return translate("text", "{who}: {what}").format(who=who, what=move_text(before, move))
