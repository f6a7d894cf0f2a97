"""Lords of Waterdeep in the shell's panels: the players table's columns, the private hand, score extras."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from desktop.tables.base import HandRow
from desktop.tables.waterdeep.cardtext import (
    building_tooltip,
    intrigue_effect,
    intrigue_tooltip,
    lord_bonus_text,
    lord_tooltip,
    quest_kind,
    quest_lines,
    quest_tooltip,
    still_needed,
)
from desktop.tables.waterdeep.text import card_name
from engine import Move, Scores, get_game
from engine.waterdeep import moves as mv
from engine.waterdeep.content import Res, load
from engine.waterdeep.state import State

translate = QCoreApplication.translate
COLUMNS = ["vp", "g", "c", "f", "r", "w", "agents", "buildings", "quests", "completed", "intrigue"]  # VP: the score
# the columns whose header is an icon (its words in the tooltip)
HEADER_ICONS = {
    "vp": "vp",
    "g": "gold",
    "c": "cleric",
    "f": "fighter",
    "r": "rogue",
    "w": "wizard",
    "agents": "worker",
    "buildings": "building",
    "quests": "quest",
    "intrigue": "intrigue",
}


def player_header(column: str) -> str:
    return {
        "name": translate("players", "Player"),
        "g": translate("players", "Gold"),
        "c": translate("players", "Cleric"),
        "f": translate("players", "Fighter"),
        "r": translate("players", "Rogue"),
        "w": translate("players", "Wizard"),
        "vp": translate("players", "VP"),
        "agents": translate("players", "Agents"),
        "buildings": translate("players", "Buildings"),
        "quests": translate("players", "Quests"),
        "completed": translate("players", "Done"),
        "intrigue": translate("players", "Intrigue"),
    }[column]


def player_cell(s: State, seat: int, col: str) -> str:
    p = s.players[seat]
    if col in "gcfrw":
        return str(p.res.get(col))
    if col == "vp":
        return str(p.vp)
    if col == "agents":
        extra = translate("players", " +L") if p.lt_pool else ""
        return translate("players", "{n} of {total}").format(n=p.pool, total=p.agents) + extra
    if col == "buildings":
        return str(sum(1 for lot in s.lots if lot.owner == seat))
    if col == "quests":
        return str(len(p.quests) + len(p.mandatory))
    if col == "completed":
        return str(len(p.completed))
    return str(len(p.intrigue))


def player_tooltip(s: State, seat: int, col: str) -> str | None:
    p = s.players[seat]
    if col == "quests":
        return "\n\n".join(quest_tooltip(q) for q in (*p.mandatory, *p.quests)) or None
    if col == "completed":
        return "\n".join(card_name(q) for q in p.completed) or None
    if col == "buildings":
        return "\n\n".join(building_tooltip(lot.building) for lot in s.lots if lot.owner == seat) or None
    return None


def player_marks(s: State, seat: int) -> tuple[str, str]:
    if seat == s.first:
        return " ①", translate("players", "Holds the first-player marker")
    return "", ""


def hand_rows(s: State, seat: int, legal: Sequence[Move]) -> list[HandRow]:
    """The lord, intrigue cards, mandatory quests and quests of `seat`: what the engine's view lets
    that seat see (privacy is decided once, in `Game.view`)."""
    p = get_game("waterdeep").view(s, seat)["players"][seat]
    res = Res(**p["res"])
    plays = {m.card: m for m in legal if isinstance(m, mv.PlayIntrigue)}
    completes = {m.quest: m for m in legal if isinstance(m, mv.CompleteQuest)}
    rows = [_row("lord", p["lord"], None)]
    rows.extend(_row("intrigue", c, plays.get(c)) for c in p["intrigue"])
    rows.extend(_row("mandatory", q, completes.get(q), still_needed(res, q)) for q in p["mandatory"])
    rows.extend(_row("quest", q, completes.get(q), still_needed(res, q, bool(p["mandatory"]))) for q in p["quests"])
    return rows


def _row(kind: str, card: str, move: Move | None, progress: str = "") -> HandRow:
    name = card_name(card)
    if kind == "lord":
        head = translate("hand", "Lord: {name}").format(name=name)
        lines = [translate("hand", "End of game: {bonus}").format(bonus=lord_bonus_text(card))]
        tooltip = lord_tooltip(card)
    elif kind == "intrigue":
        head = translate("hand", "Intrigue: {name}").format(name=name)
        lines = [intrigue_effect(load().intrigue[card])]
        tooltip = intrigue_tooltip(card)
    else:
        if kind == "mandatory":
            head = translate("hand", "Mandatory quest: {name}").format(name=name)
        else:
            head = translate("hand", "Quest: {name} ({type})").format(name=name, type=quest_kind(card))
        lines = [*quest_lines(card), "→ " + progress]
        tooltip = quest_tooltip(card)
    if move is not None:
        head += "  " + (translate("hand", "[play]") if kind == "intrigue" else translate("hand", "[complete]"))
    return HandRow(kind, card, "\n".join([head, *lines]), tooltip, move)


def hand_title(s: State, seat: int) -> str:
    return translate("MainWindow", "{name}'s lord, intrigue cards and quests").format(name=s.players[seat].name)


def score_columns(s: State, scores: Scores) -> tuple[list[str], list[list[str]]]:
    """The lord of each player (revealed at the end) beside their name."""
    return [translate("ScoreDialog", "Lord")], [[card_name(s.players[ps.seat].lord)] for ps in scores.players]


def score_category(category: str) -> str:
    return {
        "quests": translate("ScoreDialog", "Quests (VP in play)"),
        "play": translate("ScoreDialog", "Buildings and other VP in play"),
        "adventurers": translate("ScoreDialog", "Adventurers"),
        "gold": translate("ScoreDialog", "Gold"),
        "lord": translate("ScoreDialog", "Lord bonus"),
    }.get(category, category)


def tiebreak_text(key: str) -> str:
    """The tie-break as the winner line says it ('wins on the tie-break (most gold)')."""
    return translate("ScoreDialog", "most gold") if key == "gold" else key


def tiebreak_header(key: str) -> str:
    return translate("ScoreDialog", "Gold (tie-break)") if key == "gold" else key
