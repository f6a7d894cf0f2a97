"""Lords of Waterdeep gestures: which board items answer the pending decision, and input -> moves.

A drag of a meeple onto a space is a `Place`; a click on a face-up quest, a building, a space, a pool or
an adventurer chip answers the other decisions. `refusal` says why a drop is not legal.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from desktop.board.chips import ChipGroup
from desktop.tables.base import Gesture
from desktop.tables.waterdeep.cardtext import still_needed
from desktop.tables.waterdeep.text import CUBE_COLOURS, a_cube, card_name, space_name
from desktop.text import TrContext, sentence
from engine import Move, get_game
from engine.waterdeep import moves as mv
from engine.waterdeep.board import BASIC, HARBOR
from engine.waterdeep.content import load
from engine.waterdeep.state import State

translate = QCoreApplication.translate
controller = TrContext("controller")


def place_targets(legal: Sequence[Move], piece: str) -> set[str]:
    return {m.space for m in legal if isinstance(m, mv.Place) and m.piece == piece}


def placing(legal: Sequence[Move]) -> bool:
    return any(isinstance(m, mv.Place) for m in legal)


def click_targets(state: State, legal: Sequence[Move]) -> set[str]:
    """Board items that answer the pending decision by a click (quests, buildings, spaces, pools)."""
    out: set[str] = set()
    for m in legal:
        if isinstance(m, mv.TakeQuest) and m.quest in state.inn:
            out.add(m.quest)
        elif isinstance(m, mv.ChooseBuilding):
            out.add(m.building)
        elif isinstance(m, mv.ChooseSpace):
            out.add(m.space)
        elif isinstance(m, mv.ChooseOpponent):
            out.add(f"pool:{m.seat}")
    return out


def chip_groups(state: State, legal: Sequence[Move], colours: Sequence[str] = ()) -> list[ChipGroup]:
    """Adventurer choices as chips (in the adventurers' colours, not the seats'): a plain pick next to the
    space (or owner's building, or the chooser's pool) it belongs to; taking an adventurer from an opponent
    puts the chips on their pool."""
    caption = translate("board", "Choose an adventurer")
    steals: dict[int, list[tuple[str, str, str, str]]] = {}
    for m in legal:
        if isinstance(m, mv.Steal):
            steals.setdefault(m.seat, []).append(_chip(f"steal:{m.seat}:{m.cube}", m.cube))
    if steals:
        return [ChipGroup(f"pool:{seat}", tuple(chips), caption) for seat, chips in steals.items()]
    cubes = tuple(_chip(f"cube:{m.cube}", m.cube) for m in legal if isinstance(m, mv.PickCube))
    return [ChipGroup(_pick_anchor(state), cubes, caption)] if cubes else []


def _chip(chip_id: str, cube: str) -> tuple[str, str, str, str]:
    tooltip = sentence(translate("board", "choose {what}").format(what=a_cube(cube)))
    return chip_id, short_name(cube), CUBE_COLOURS[cube], tooltip


def short_name(cube: str) -> str:
    """The letter on a chip; colour is never the only cue."""
    return {
        "c": translate("board", "C", "cleric chip"),
        "f": translate("board", "F", "fighter chip"),
        "r": translate("board", "R", "rogue chip"),
        "w": translate("board", "W", "wizard chip"),
    }[cube]


def _pick_anchor(state: State) -> str:
    """Next to what the engine says the choice is about (a space or building), else the chooser's pool."""
    decision = get_game("waterdeep").decision(state)
    if decision is None:
        return ""
    return decision.subject or f"pool:{decision.seat}"


def drop_move(legal: Sequence[Move], piece: str, target: str) -> Move | None:
    move = mv.Place(target, piece)
    return move if move in legal else None


def click_move(legal: Sequence[Move], target: str) -> Move | None:
    """The move a click on board item `target` makes (a space: place the first meeple that may go)."""
    for m in legal:
        if (
            (isinstance(m, mv.TakeQuest) and m.quest == target)
            or (isinstance(m, mv.ChooseBuilding) and m.building == target)
            or (isinstance(m, mv.ChooseSpace) and m.space == target)
            or (isinstance(m, mv.ChooseOpponent) and target == f"pool:{m.seat}")
            or (isinstance(m, mv.PickCube) and target == f"cube:{m.cube}")
            or (isinstance(m, mv.Steal) and target == f"steal:{m.seat}:{m.cube}")
        ):
            return m
    places = [m for m in legal if isinstance(m, mv.Place) and m.space == target]
    return places[0] if places else None


def gesture(state: State, move: Move) -> Gesture:
    """How a player makes `move`: drag a meeple, click a board item or a card in the hand, or the list."""
    if isinstance(move, mv.Place):
        return Gesture("drag", move.space, "drag", move.piece)
    if isinstance(move, mv.TakeQuest) and move.quest in state.inn:
        return Gesture("click", move.quest, "click_quest")
    if isinstance(move, mv.ChooseBuilding):
        return Gesture("click", move.building, "click_building")
    if isinstance(move, mv.ChooseSpace):
        return Gesture("click", move.space, "click_space")
    if isinstance(move, mv.ChooseOpponent):
        return Gesture("click", f"pool:{move.seat}", "click_opponent")
    if isinstance(move, mv.PickCube):
        return Gesture("click", f"cube:{move.cube}", "click_cube")
    if isinstance(move, mv.Steal):
        return Gesture("click", f"steal:{move.seat}:{move.cube}", "click_steal")
    if isinstance(move, (mv.PlayIntrigue, mv.CompleteQuest)):
        return Gesture("hand", path="hand")
    return Gesture("list")


def showcase(s: State) -> bool:
    """Round 4 or later, a player's own placement, at least five agents on the board."""
    game = get_game("waterdeep")
    decision = game.decision(s)
    return decision is not None and decision.kind == "place" and game.round(s) >= 4 and len(s.occ) >= 5


def click_refusal(state: State, legal: Sequence[Move], target: str) -> str:
    """Nothing to say of a click on the board that answers nothing (every Waterdeep choice off the board is in the
    list); of a card in Your cards (`hand:KIND:CARD`, a double-click or Enter) that is no choice now, where and when
    it is played instead."""
    kind, _, card = target.removeprefix("hand:").partition(":")
    if not target.startswith("hand:"):
        return ""
    if kind == "intrigue":
        if any(isinstance(m, mv.Place) and m.space in HARBOR for m in legal):
            return translate("controller", "Intrigue cards are played at Waterdeep Harbor: assign an agent there.")
        if placing(legal):
            return translate(
                "controller", "Intrigue cards are played at Waterdeep Harbor, and it has no space for your agent now."
            )
        return translate("controller", "Intrigue cards are played when you assign an agent to Waterdeep Harbor.")
    if kind in ("quest", "mandatory"):
        decision = get_game("waterdeep").decision(state)
        if decision is not None and any(isinstance(m, mv.CompleteQuest) for m in legal):
            p = state.players[decision.seat]
            needs = still_needed(p.res, card, kind == "quest" and bool(p.mandatory))
            return translate("controller", "You cannot complete {quest} now: {needs}.").format(
                quest=card_name(card), needs=needs
            )
        return translate("controller", "A quest is completed right after the action of one of your agents.")
    if kind == "lord":
        return translate("controller", "Your lord is not played: it scores at the end of the game.")
    return ""


def refusal(s: State, legal: Sequence[Move], piece: str, target: str) -> str:
    """Why a meeple may not go to `target` (the status bar text of a refused drop): the engine's reason
    (`Game.why_not_detail`) in words."""
    game = get_game("waterdeep")
    decision = game.decision(s)
    why = game.why_not_detail(s, mv.Place(target, piece), decision.seat if decision else None)
    name = space_name(target) if (target in BASIC or target in load().buildings) else target
    texts = {
        "no_placement_now": translate("controller", "This is not the time to assign an agent."),
        "sample_hall_only": translate("controller", "Place this agent on a building tile in Builder's Hall."),
        "not_a_space": translate("controller", "That is not an action space."),
        "space_taken": translate("controller", "{space} is already occupied."),
        "harbor_no_reassign": translate("controller", "Agents cannot be reassigned to Waterdeep Harbor."),
        "no_playable_intrigue": translate("controller", "Waterdeep Harbor needs an intrigue card you can play."),
        "cannot_afford_building": translate("controller", "You cannot afford a building in Builder's Hall."),
        "no_free_lot": translate("controller", "There is no free lot for another building."),
        "needs_gold": translate("controller", "{space} needs {n} gold."),
        "needs_adventurers": controller.tr("{space} needs %n adventurer(s) to return.", "", why.n),
        "nothing_to_copy": translate("controller", "No opponent's space has an action you could take."),
        "piece_not_available": translate("controller", "That meeple cannot be placed now."),
    }
    text = texts.get(why.reason, translate("controller", "You cannot use {space} now."))
    return text.format(space=name, n=why.n)
