"""Game log lines from engine events (public information only)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.tables.waterdeep.choicetext import public_move_text
from desktop.tables.waterdeep.text import amount, card_name, player_name, space_name
from engine.core.moves import Move
from engine.waterdeep.moves import Answer
from engine.waterdeep.state import PIECE_CODES, Event, State

translate = QCoreApplication.translate

#: the piece a place event names by its `n`, other than an agent (0)
_PIECES = {n: piece for piece, n in PIECE_CODES.items() if n}


def event_text(state: State, e: Event) -> str | None:
    """One log line for an engine event (public information only), or None to skip it."""
    who = player_name(state, e.seat)
    k = e.kind
    if k == "gain":
        return translate("log", "{who} takes {what}").format(who=who, what=amount(e.a, e.n))
    if k == "pay":
        return translate("log", "{who} returns {what}").format(who=who, what=amount(e.a, e.n))
    if k == "vp":
        return translate("log", "{who} scores {n} VP").format(who=who, n=e.n)
    if k == "place":
        placed = {
            "lieutenant": translate("log", "{who} assigns the Lieutenant to {space}"),
            "ambassador": translate("log", "{who} assigns the Ambassador to {space}"),
        }
        line = placed.get(_PIECES.get(e.n, "")) or translate("log", "{who} assigns an agent to {space}")
        return line.format(who=who, space=space_name(e.a))
    if k == "quest":
        return translate("log", "{who} takes the quest {name}").format(who=who, name=card_name(e.a))
    if k == "complete":
        return translate("log", "{who} completes {name}").format(who=who, name=card_name(e.a))
    if k == "play_intrigue":
        return translate("log", "{who} plays {name}").format(who=who, name=card_name(e.a))
    if k == "draw_intrigue":
        return translate("log", "{who} draws an intrigue card").format(who=who)
    if k == "building":
        return translate("log", "{who} puts {name} into play").format(who=who, name=card_name(e.a))
    if k == "owner":
        return translate("log", "{who} gets the owner benefit of {name}").format(who=who, name=card_name(e.a))
    if k == "round":
        return translate("log", "— Round {n} begins —").format(n=e.n)
    if k == "round_end":
        return translate("log", "— Round {n} ends —").format(n=e.n)
    if k == "harbor":
        return translate("log", "Agents at Waterdeep Harbor are reassigned")
    texts = {
        "first_player": translate("log", "{who} takes the first-player marker"),
        "reset_inn": translate("log", "{who} replaces the quests at Cliffwatch Inn"),
        "copy": translate("log", "{who} uses the action of {name}"),
        "orb": translate("log", "{who} joins an opponent on {name}"),
        "ambassador": translate("log", "{who} takes the Ambassador"),
        "ambassador_held": translate("log", "{who} finds the Ambassador already taken"),
        "lieutenant": translate("log", "{who} gains the Lieutenant"),
        "no_space": translate("log", "{who}'s agent finds no free space and goes home"),
        "mandatory": translate("log", "{who} must complete the mandatory quest {name}"),
        "discard_quest": translate("log", "{who} discards the quest {name}"),
        "discard_building": translate("log", "{who} discards the building {name}"),
        "return": translate("log", "{who}'s agent returns from {name}"),
        "reshuffle": translate("log", "A deck is reshuffled"),
    }
    text = texts.get(k)
    if text is None:
        return None
    name = space_name(e.a) if k in ("copy", "orb", "return") else (card_name(e.a) if e.a else "")
    return text.format(who=who, name=name)


def quiet_move_text(before: State, move: Move) -> str | None:
    """The line of a move that makes no event: a "No" (to an offer, to completing a quest now, to discarding
    or playing a card) reads as the choice did ('Bob: No: give nothing and score nothing'); other such moves
    (ending a turn) get none."""
    if isinstance(move, Answer) and not move.yes:
        return public_move_text(before, move)
    return None
