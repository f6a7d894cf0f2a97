"""Architects in the shell's panels: the player boards (columns of the players table), the private
hand, and the final score table's extras and names.

The player boards show only what everybody may see (a hand is counted, never named). The hand rows
come from `Game.view` for the seat at the screen, so privacy is decided once, in the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from desktop.tables.architects import cardtext
from desktop.tables.architects.cardnames import apprentice_name, building_name, character_name
from desktop.tables.architects.names import (
    amount,
    good_letter,
    good_name,
    location_name,
    marked,
    pick,
    skills_text,
)
from desktop.tables.base import HandRow
from desktop.text import TrContext, join_and
from engine import Move, Scores, get_game
from engine.architects import moves as mv
from engine.architects import scoring
from engine.architects.buildings import CATHEDRAL_VIRTUE_MIN
from engine.architects.content import APPRENTICES, GOODS
from engine.architects.economy import tax_due
from engine.architects.market import VIRTUE_CLOSED
from engine.architects.state import CATHEDRAL_VP, VIRTUE_VP, State

translate = QCoreApplication.translate
architects = TrContext("architects")
GAME = get_game("architects")
_ANY_TAX = 10  # more tax than any waiver takes off

# the player-board columns after the name
COLUMNS = (
    "score",  # beside the name: seen whatever the panel's width
    "resources",
    "silver",
    "virtue",
    "workers",
    "captured",
    "prison",
    "debts",
    "hand",
    "apprentices",
    "buildings",
    "cathedral",
)
# the columns whose header is an icon (its words in the tooltip)
HEADER_ICONS = {
    "score": "vp",
    "silver": "silver",
    "virtue": "virtue",
    "workers": "worker",
    "captured": "captive",
    "prison": "prison",
    "debts": "debt",
    "hand": "card",
    "buildings": "building",
}


# column -> its header (those shared with a place or a good: see player_header)
_HEADERS = {
    "name": QT_TRANSLATE_NOOP("architects", "Player"),
    "resources": QT_TRANSLATE_NOOP("architects", "Goods"),
    "workers": QT_TRANSLATE_NOOP("architects", "Workers"),
    "captured": QT_TRANSLATE_NOOP("architects", "Captured"),
    "debts": QT_TRANSLATE_NOOP("architects", "Debts"),
    "hand": QT_TRANSLATE_NOOP("architects", "Cards"),
    "apprentices": QT_TRANSLATE_NOOP("architects", "Apprentices"),
    "buildings": QT_TRANSLATE_NOOP("architects", "Buildings"),
    "score": QT_TRANSLATE_NOOP("architects", "Score"),
}


def player_header(column: str) -> str:
    if column in ("silver", "virtue"):
        return good_name(column)
    if column in ("prison", "cathedral"):
        return location_name(column)
    return pick(_HEADERS, column)


def player_cell(state: State, seat: int, column: str) -> str:
    """A short cell: numbers, and the goods as marks ('Cl2 Wd1 Gd1'); the debts unpaid (those paid off: the
    tooltip, so the table fits 1280x720 in every language)."""
    p = state.players[seat]
    if column == "resources":
        marks = [f"{good_letter(g)}{getattr(p, g)}" for g in GOODS if getattr(p, g)]
        return " ".join(marks) or "—"
    if column == "score":
        return str(GAME.running_scores(state)[seat])
    counts = {
        "silver": p.silver,
        "virtue": p.virtue,
        "workers": p.supply,
        "captured": sum(p.captured),
        "prison": p.prison,
        "debts": p.debts,
        "hand": len(p.hand),
        "apprentices": len(p.apprentices),
        "buildings": len(p.built),
        "cathedral": p.cathedral,
    }
    return str(counts.get(column, ""))


def _virtue_tooltip(state: State, seat: int) -> str:
    p = state.players[seat]
    lines = [
        translate("architects", "Virtue {n}: {vp} at the end of the game").format(
            n=p.virtue, vp=amount("vp", VIRTUE_VP[p.virtue])
        )
    ]
    if p.virtue >= VIRTUE_CLOSED:
        lines.append(translate("architects", "The Black Market is closed to this player."))
    if p.virtue < CATHEDRAL_VIRTUE_MIN:
        lines.append(translate("architects", "This player may not work on the Cathedral."))
    waived = _ANY_TAX - tax_due(p, _ANY_TAX)
    if waived > 0:
        lines.append(translate("architects", "Ignores {tax} of every cost.").format(tax=amount("tax", waived)))
    return "\n".join(lines)


def _workers_tooltip(state: State, seat: int) -> str:
    p = state.players[seat]
    placed = sum(row[seat] for row in state.at) + sum(1 for x in state.market_spots if x == seat)
    held = sum(q.captured[seat] for q in state.players)
    parts = [
        (p.supply, translate("architects", "{n} in the supply")),
        (placed, translate("architects", "{n} on the board")),
        (p.guildhall + p.side, translate("architects", "{n} in the Guildhall")),
        (p.prison, translate("architects", "{n} in the Prison")),
        (held, translate("architects", "{n} held by other players")),
    ]
    return translate("architects", "Workers: {list}").format(
        list=join_and([text.format(n=n) for n, text in parts if n])
    )


def _apprentice_line(card: int) -> str:
    return translate("architects", "{name} ({skills}): {ability}").format(
        name=apprentice_name(card), skills=skills_text(APPRENTICES[card].skills), ability=cardtext.ability_text(card)
    )


def _in_prison(n: int) -> str:
    return architects.tr("%n worker(s) in the Prison", "", n)


def player_tooltip(state: State, seat: int, column: str) -> str | None:
    """The full detail of a cell (None: nothing more to say)."""
    p = state.players[seat]
    if column == "resources":  # each good on a line of its own, with its mark
        return "\n".join(marked(amount(g, getattr(p, g)), good_letter(g)) for g in GOODS)
    if column == "virtue":
        return _virtue_tooltip(state, seat)
    if column == "workers":
        return _workers_tooltip(state, seat)
    if column == "captured":
        held = [f"{q.name} {p.captured[i]}" for i, q in enumerate(state.players) if p.captured[i]]
        return translate("architects", "Captured workers of: {list}").format(list=", ".join(held)) if held else None
    if column in ("silver", "prison"):
        vp = amount("vp", dict(scoring.breakdown(state, seat))[column])
        return translate("architects", "{what}: {vp} at the end of the game").format(
            what=amount("silver", p.silver) if column == "silver" else _in_prison(p.prison), vp=vp
        )
    if column == "debts":
        return translate("architects", "Unpaid: {n} ({vp} at the end); paid off: {paid}; destroyed: {gone}").format(
            n=p.debts, vp=amount("vp", scoring.debt_vp(p)), paid=p.paid_debts, gone=p.destroyed_debts
        )
    if column == "hand":
        return architects.tr("%n building card(s) in the hand (hidden)", "", len(p.hand))
    if column == "apprentices":
        return "\n".join(_apprentice_line(a) for a in p.apprentices) or None
    if column == "buildings":
        return "\n".join(cardtext.building_tooltip(b) for b in p.built) or None
    if column == "cathedral":
        return translate("architects", "Level {k} of {top}: {vp}").format(
            k=p.cathedral, top=len(CATHEDRAL_VP) - 1, vp=amount("vp", CATHEDRAL_VP[p.cathedral])
        )
    if column == "score":
        return "\n".join(f"{score_category(k)}: {v}" for k, v in scoring.breakdown(state, seat))
    return None


def player_marks(state: State, seat: int) -> tuple[str, str]:
    """The first-player mark and, with the variable setup, the character (its ability in the tooltip)."""
    p = state.players[seat]
    text, tips = "", []
    if seat == state.first:
        text = " ①"
        tips.append(translate("architects", "The first player"))
    if p.character >= 0:
        text += f" · {character_name(p.character)}"
        tips.append(cardtext.character_text(p.character))
    return text, "\n".join(tips)


# -- the hand -------------------------------------------------------------------------------------


def hand_title(state: State, seat: int) -> str:
    return translate("architects", "{name}'s building cards and apprentices").format(name=state.players[seat].name)


def _card_moves(legal: Sequence[Move]) -> dict[str, Move]:
    """The move activating a card's row makes: a building's Build, Discard, Draft or Keep, an
    apprentice's DropApprentice ("b<id>" and "a<id>", as the view names cards)."""
    out: dict[str, Move] = {}
    for m in legal:
        if isinstance(m, mv.Build | mv.Discard | mv.Draft | mv.Keep):
            out.setdefault(f"b{m.card}", m)
        elif isinstance(m, mv.DropApprentice):
            out.setdefault(f"a{m.card}", m)
    return out


def _action(move: Move | None) -> str:
    if isinstance(move, mv.Build):
        return translate("architects", "[construct]")
    if isinstance(move, mv.Discard):
        return translate("architects", "[discard]")
    if isinstance(move, mv.Draft | mv.Keep):
        return translate("architects", "[keep]")
    if isinstance(move, mv.DropApprentice):
        return translate("architects", "[let go]")
    return ""


def _building_row(card: str, where: str, move: Move | None) -> HandRow:
    b = int(card[1:])
    head = where.format(name=building_name(b))
    action = _action(move)
    if action:
        head += "  " + action
    return HandRow("building", card, "\n".join([head, *cardtext.building_lines(b)]), cardtext.building_tooltip(b), move)


def _apprentice_row(card: str, move: Move | None) -> HandRow:
    a = int(card[1:])
    head = translate("architects", "Apprentice: {name}").format(name=apprentice_name(a))
    action = _action(move)
    if action:
        head += "  " + action
    text = "\n".join([head, *cardtext.apprentice_lines(a)])
    return HandRow("apprentice", card, text, cardtext.apprentice_tooltip(a), move)


def hand_rows(state: State, seat: int, legal: Sequence[Move]) -> list[HandRow]:
    """The building cards `seat` holds (and, in the draft, the draft hand; at the Black Market, the
    cards drawn to keep one) and its apprentices, as that seat's view shows them. A row's move is the
    legal move on that card, when `seat` is the one deciding."""
    view = GAME.view(state, seat)
    me = view["players"][seat]
    moves = _card_moves(legal) if GAME.current_player(state) == seat else {}
    pending: dict[str, Any] = view["pending"] or {}
    rows = [_building_row(c, translate("architects", "Drawn: {name}"), moves.get(c)) for c in pending.get("cards", ())]
    rows += [_building_row(c, translate("architects", "Draft: {name}"), moves.get(c)) for c in me["draft_hand"] or ()]
    rows += [_building_row(c, "{name}", moves.get(c)) for c in me["hand"] or ()]
    rows += [_apprentice_row(a, moves.get(a)) for a in dict.fromkeys(me["apprentices"])]
    return rows


# -- the final score table ------------------------------------------------------------------------


def score_columns(state: State, scores: Scores) -> tuple[list[str], list[list[str]]]:
    """Columns beside each player's name, before the score dialog's own category columns (one per
    scoring.CATEGORIES, named by `score_category`): the buildings built and, with the variable
    setup, each player's character."""
    heads = [translate("architects", "Built")]
    rows = [[str(len(state.players[ps.seat].built))] for ps in scores.players]
    if any(p.character >= 0 for p in state.players):
        heads.append(translate("architects", "Character"))
        for row, ps in zip(rows, scores.players, strict=True):
            row.append(character_name(state.players[ps.seat].character) or "—")
    return heads, rows


# scoring categories with a name of their own (the rest are named as their place or good)
_CATEGORIES = {
    "buildings": QT_TRANSLATE_NOOP("architects", "Buildings (with end bonuses)"),
    "debts": QT_TRANSLATE_NOOP("architects", "Unpaid debts"),
    "gold_marble": QT_TRANSLATE_NOOP("architects", "Gold and marble"),
}
_TIEBREAKS = {
    "virtue": QT_TRANSLATE_NOOP("architects", "highest virtue"),
    "silver": QT_TRANSLATE_NOOP("architects", "most silver"),
}
_TIEBREAK_HEADERS = {
    "virtue": QT_TRANSLATE_NOOP("architects", "Virtue (tie-break)"),
    "silver": QT_TRANSLATE_NOOP("architects", "Silver (2nd tie-break)"),
}


def score_category(category: str) -> str:
    """A column of the final score table: a category of scoring.CATEGORIES."""
    if category in ("cathedral", "prison"):
        return location_name(category)
    if category == "virtue":
        return good_name(category)
    if category == "silver":
        return translate("architects", "Silver ({vp} per {n})").format(
            vp=amount("vp", scoring.SILVER_VP), n=scoring.SILVER_PER
        )
    return pick(_CATEGORIES, category)


def tiebreak_text(key: str) -> str:
    """A tie-break as the winner line names it ('wins on the tie-break (highest virtue)')."""
    return pick(_TIEBREAKS, key)


def tiebreak_header(key: str) -> str:
    return pick(_TIEBREAK_HEADERS, key)
