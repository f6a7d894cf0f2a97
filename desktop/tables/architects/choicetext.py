"""Prompts and choices: what the pending decision asks (`decision_text`), each legal move as a label
that states its terms (`choice_text`: costs, silver left on skipped apprentices, capture costs, the
card a Build constructs, a Cathedral level's payment and discard), a fuller tooltip, and what
everybody may read about a move (`public_move_text`: never a card from a hidden hand).

The choice texts are shown to the deciding seat only, so a Draft, Keep or Discard names its card;
`public_move_text` never does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from desktop.tables.architects import cardtext
from desktop.tables.architects.cardnames import apprentice_name, building_name
from desktop.tables.architects.logtext import event_text
from desktop.tables.architects.names import (
    amount,
    goods_text,
    location_at,
    location_from,
    location_name,
    pick,
    pick_counted,
    player_name,
    reclaim_from,
    virtue_change,
)
from desktop.text import TrContext, join_clauses, sentence
from engine import get_game
from engine.architects import apprentices as appr
from engine.architects import moves as mv
from engine.architects.buildings import NO_REWARD_VIRTUE, NOW, cathedral_payments, payment
from engine.architects.content import BUILDINGS
from engine.architects.decisions import Described, describe
from engine.architects.economy import character
from engine.architects.state import LARGE, LOC_INDEX, State
from engine.core.events import Event
from engine.core.moves import Move

translate = QCoreApplication.translate
architects = TrContext("architects")
GAME = get_game("architects")


def _subject_name(subject: str) -> str:
    """A decision's subject as a name: a building "b<id>", an apprentice "a<id>" or a location."""
    if subject[:1] == "b" and subject[1:].isdigit():
        return building_name(int(subject[1:]))
    if subject[:1] == "a" and subject[1:].isdigit():
        return apprentice_name(int(subject[1:]))
    return location_name(subject)


# -- the pending decision -------------------------------------------------------------------------


# decision kind -> its prompt ({who}, {subject}, {n}, {limit}, {gold} filled in)
_PROMPTS = {
    "starting_apprentice": QT_TRANSLATE_NOOP("architects", "{who}: take a starting apprentice for free"),
    "reclaim": QT_TRANSLATE_NOOP("architects", "{who}: take a worker back (none left in your supply)"),
    "hire": QT_TRANSLATE_NOOP("architects", "{who}: hire an apprentice at the Workshop (columns 1–{n} within reach)"),
    # a first worker at the Workshop reaches one column: not "columns 1–1"
    "hire_one": QT_TRANSLATE_NOOP("architects", "{who}: hire an apprentice at the Workshop (column 1 within reach)"),
    "hire_free": QT_TRANSLATE_NOOP("architects", "{who}: hire a face-up apprentice for free ({subject})"),
    "drop_apprentice": QT_TRANSLATE_NOOP(
        "architects", "{who}: let one of your apprentices go to make room for {subject}"
    ),
    "drop_apprentice_building": QT_TRANSLATE_NOOP("architects", "{who}: {subject} — let one of your apprentices go"),
    "build_or_advance": QT_TRANSLATE_NOOP("architects", "{who}: construct a building or work on the Cathedral"),
    "build_again": QT_TRANSLATE_NOOP(
        "architects", "{who}: {subject} — construct or work on the Cathedral again, or stop"
    ),
    "choose_option": QT_TRANSLATE_NOOP("architects", "{who}: {subject} — choose one"),
    "library_discard": QT_TRANSLATE_NOOP(
        "architects", "{who}: {subject} — discard a building card for {gold}, or discard nothing"
    ),
    "hand_limit": QT_TRANSLATE_NOOP("architects", "{who}: discard down to {limit} building cards ({n} in your hand)"),
}


def decision_text(state: State) -> str:
    """What the pending decision asks, e.g. 'Ann: place a worker (12 in your supply)'."""
    d = describe(state)
    if d is None:
        return translate("architects", "The game is over.")
    who = player_name(state, d.seat)
    subject = _subject_name(d.subject)
    if d.kind in _COUNTED_PROMPTS:
        return pick_counted(_COUNTED_PROMPTS, d.kind, _count(d), who=who, subject=subject)
    kind = "hire_one" if d.kind == "hire" and d.reach == 1 else d.kind
    text = pick(_PROMPTS, kind) if kind in _PROMPTS else translate("architects", "{who}: decide")
    return text.format(
        who=who,
        subject=subject,
        n=d.cards if d.kind == "hand_limit" else d.reach,
        limit=d.limit,
        gold=amount("gold", NOW["library"]["gold"]),
    )


def _count(d: Described) -> int:
    """The number a counted prompt states."""
    if d.kind in ("draft", "keep_card"):
        return d.cards  # how many were drawn at the Black Market is public (the black_market_draw event)
    if d.kind == "place":
        return d.workers
    return d.left


# decision kind -> its prompt for n (one %n message: each language its own plural forms)
_COUNTED_PROMPTS: dict[str, Callable[[int], str]] = {
    "draft": lambda n: architects.tr("{who}: keep one building card of the draft (%n to choose from)", "", n),
    "place": lambda n: architects.tr("{who}: place a worker (%n in your supply)", "", n),
    "storehouse_trade": lambda n: architects.tr("{who}: King's Storehouse — %n trade(s) left", "", n),
    "town_capture": lambda n: architects.tr("{who}: Town Centre — %n capture(s) left", "", n),
    "guardhouse": lambda n: architects.tr("{who}: Guardhouse — %n action(s) left", "", n),
    "free_capture": lambda n: architects.tr("{who}: {subject} — %n free capture(s) left", "", n),
    "keep_card": lambda n: architects.tr("{who}: keep one of the %n building cards drawn at the Black Market", "", n),
}


# -- the choices ----------------------------------------------------------------------------------


# "location:mode" -> the place of a placement with a mode
_PLACE_LABELS = {
    "mines:clay": QT_TRANSLATE_NOOP("architects", "Mines: clay"),
    "mines:gold": QT_TRANSLATE_NOOP("architects", "Mines: gold"),
    "workshop:hire": QT_TRANSLATE_NOOP("architects", "Workshop: hire an apprentice"),
    "workshop:plans": QT_TRANSLATE_NOOP("architects", "Workshop: building plans"),
    "black_market:a": QT_TRANSLATE_NOOP("architects", "Black Market A"),
    "black_market:b_hire": QT_TRANSLATE_NOOP("architects", "Black Market B: hire"),
    "black_market:b_draw": QT_TRANSLATE_NOOP("architects", "Black Market B: draw"),
    "black_market:c": QT_TRANSLATE_NOOP("architects", "Black Market C"),
}


def place_label(location: str, mode: str = "") -> str:
    """A placement's place: 'Forest', 'Mines: gold', 'Black Market B: draw'."""
    key = f"{location}:{mode}"
    return pick(_PLACE_LABELS, key) if key in _PLACE_LABELS else location_name(location)


def building_terms(card: int) -> str:
    """A building card in one line: 'Cost: 4 clay and 2 wood; 3 VP; When built: gain 4 stone'."""
    return join_clauses(cardtext.building_lines(card))


def _place_text(state: State, d: Described, m: mv.Place) -> str:
    terms = cardtext.place_terms(state, d.seat, m.location, m.mode)
    return translate("architects", "{place} — {terms}").format(place=place_label(m.location, m.mode), terms=terms)


def _hire_text(state: State, d: Described, m: mv.Hire) -> str:
    card = state.display[m.slot]
    name = apprentice_name(card)
    row, column = divmod(m.slot, appr.COLUMNS)
    where = translate("architects", "row {row}, column {column}").format(row=row + 1, column=column + 1)
    if d.kind == "starting_apprentice":
        return translate("architects", "Take {name} ({where}) as your starting apprentice").format(
            name=name, where=where
        )
    parts = []
    if d.kind == "hire":
        extra = appr.extra_silver(m.slot, d.reach)
        cost = cardtext.silver_tax(d.silver + extra, d.tax)
        text = translate("architects", "Hire {name} ({where}) for {cost}").format(name=name, where=where, cost=cost)
        if extra:
            parts.append(architects.tr("%n silver of it go(es) on the skipped card(s)", "", extra))
    else:
        text = translate("architects", "Hire {name} ({where}) for free").format(name=name, where=where)
    on_card = state.display_silver[m.slot]
    if on_card:
        parts.append(translate("architects", "take the {what} on it").format(what=amount("silver", on_card)))
    return join_clauses([text, *parts])


def _capture_text(state: State, d: Described, m: mv.Capture) -> str:
    n = state.at[LOC_INDEX[m.location]][m.seat]
    if m.seat == d.seat:
        text = architects.tr("Take your %n worker(s) back {place}", "", n).format(place=location_from(m.location))
    else:
        text = architects.tr("Capture %n worker(s) of {name} {place}", "", n).format(
            name=player_name(state, m.seat), place=location_at(m.location)
        )
    paid = d.kind == "town_capture" and (d.silver or d.tax)  # a Conspirator's or a low virtue's: free too
    cost = cardtext.silver_tax(d.silver, d.tax) if paid else translate("architects", "free")
    return translate("architects", "{text} ({cost})").format(text=text, cost=cost)


def _build_text(state: State, d: Described, m: mv.Build) -> str:
    pay = payment(state.players[d.seat], BUILDINGS[m.card].cost) or BUILDINGS[m.card].cost
    return translate("architects", "Construct {name}: pay {goods}").format(
        name=building_name(m.card), goods=goods_text(pay)
    )


def _cathedral_text(state: State, d: Described, m: mv.Cathedral) -> str:
    p = state.players[d.seat]
    goods = goods_text(dict(cathedral_payments(p)).get(m.wood, ()))
    if m.discard < 0:
        return translate("architects", "Cathedral level {k}: pay {goods}").format(k=p.cathedral + 1, goods=goods)
    return translate("architects", "Cathedral level {k}: pay {goods} and discard {name}").format(
        k=p.cathedral + 1, goods=goods, name=building_name(m.discard)
    )


# a building's options that are no good
_OPTIONS = {
    "capture": QT_TRANSLATE_NOOP("architects", "Capture workers for free"),
    "rescue": QT_TRANSLATE_NOOP("architects", "Bring all your workers back from other players' boards"),
    "destroy": QT_TRANSLATE_NOOP("architects", "Destroy 1 unpaid debt"),
    "keep": QT_TRANSLATE_NOOP("architects", "Keep your debts"),
}


def _choose_text(state: State, d: Described, m: mv.Choose) -> str:
    numbers = NOW.get(d.choice, {})
    if m.option in numbers:  # Treasury, Clay Pit: a good
        return translate("architects", "Gain {what}").format(what=amount(m.option, numbers[m.option]))
    return pick(_OPTIONS, m.option)


def _discard_text(state: State, d: Described, m: mv.Discard) -> str:
    name = building_name(m.card)
    if d.kind == "library_discard":
        return translate("architects", "Discard {name} for {gold}").format(
            name=name, gold=amount("gold", NOW["library"]["gold"])
        )
    return translate("architects", "Discard {name}").format(name=name)


# decision kind -> what its Done means
_DONE = {
    "storehouse_trade": QT_TRANSLATE_NOOP("architects", "Stop trading"),
    "town_capture": QT_TRANSLATE_NOOP("architects", "Capture no more"),
    "free_capture": QT_TRANSLATE_NOOP("architects", "Capture no more"),
    "guardhouse": QT_TRANSLATE_NOOP("architects", "Take no more Guardhouse actions"),
    "build_again": QT_TRANSLATE_NOOP("architects", "Stop: construct nothing more"),
    "library_discard": QT_TRANSLATE_NOOP("architects", "Discard nothing"),
}


def _done_text(state: State, d: Described, m: mv.Done) -> str:
    return pick(_DONE, d.kind) if d.kind in _DONE else translate("architects", "Stop")


# move type -> its label (the state, the pending decision with its terms, and the move)
_TEXTS: dict[type, Callable[[State, Described, Any], str]] = {
    mv.Draft: lambda s, d, m: translate("architects", "Keep {name}").format(name=building_name(m.card)),
    mv.Place: _place_text,
    mv.Trade: lambda s, d, m: translate("architects", "Trade {trade}").format(trade=cardtext.trade_text(m.trade)),
    mv.Hire: _hire_text,
    mv.Capture: _capture_text,
    mv.Guard: lambda s, d, m: sentence(cardtext.guard_terms(m.action, s.players[d.seat])),
    mv.Build: _build_text,
    mv.Cathedral: _cathedral_text,
    mv.Choose: _choose_text,
    mv.Discard: _discard_text,
    mv.DropApprentice: lambda s, d, m: translate("architects", "Let {name} go").format(name=apprentice_name(m.card)),
    mv.Keep: lambda s, d, m: translate("architects", "Keep {name}").format(name=building_name(m.card)),
    mv.Reclaim: lambda s, d, m: translate("architects", "Take a worker back {place}").format(place=reclaim_from(s, m)),
    mv.Done: _done_text,
}


def move_text(state: State, move: Move) -> str:
    """A choice as a short label for the deciding player (names their own cards)."""
    d = describe(state)
    text = _TEXTS.get(type(move))
    return text(state, d, move) if text is not None and d is not None else move.text()


def move_terms(state: State, move: Move) -> str:
    """The card a choice is about, in one line ('' for choices about no card)."""
    if isinstance(move, mv.Draft | mv.Keep | mv.Build | mv.Discard):
        return building_terms(move.card)
    if isinstance(move, mv.Hire):
        return join_clauses(cardtext.apprentice_lines(state.display[move.slot]))
    if isinstance(move, mv.DropApprentice):
        return join_clauses(cardtext.apprentice_lines(move.card))
    if isinstance(move, mv.Cathedral):
        return _cathedral_after(state)
    return ""


def _cathedral_after(state: State) -> str:
    """What a Cathedral advance brings besides its level: the top Reward card (unseen) or virtue."""
    if state.reward_pile:
        return translate("architects", "then take the top Reward card")
    return translate("architects", "then {virtue} (no Reward card is left)").format(
        virtue=virtue_change(NO_REWARD_VIRTUE)
    )


def choice_text(state: State, move: Move) -> str:
    """The label in the Actions list: the choice, and on a second line the card it is about."""
    terms = move_terms(state, move)
    label = move_text(state, move)
    return label + "\n" + terms if terms else label


def choice_tooltip(state: State, move: Move) -> str:
    """Everything about the card or place a choice is about."""
    d = describe(state)
    seat = d.seat if d is not None else 0
    if isinstance(move, mv.Draft | mv.Keep | mv.Build | mv.Discard):
        return cardtext.building_tooltip(move.card)
    if isinstance(move, mv.Hire):
        return cardtext.apprentice_tooltip(state.display[move.slot])
    if isinstance(move, mv.DropApprentice):
        return cardtext.apprentice_tooltip(move.card)
    if isinstance(move, mv.Place):
        return cardtext.location_tooltip(state, move.location, seat)
    if isinstance(move, mv.Capture) or (isinstance(move, mv.Reclaim) and move.location in LARGE):
        return cardtext.location_tooltip(state, move.location, seat)
    if isinstance(move, mv.Cathedral):
        parts = [choice_text(state, move), cardtext.location_tooltip(state, "cathedral", seat)]
        if move.discard >= 0:
            parts.append(cardtext.building_tooltip(move.discard))
        return "\n\n".join(parts)
    return choice_text(state, move)


def public_move_text(before: State, move: Move) -> str:
    """What everyone may read about a move (undo entries, the timeline): never a card of a hidden hand
    (a Draft, Keep or Discard, or the card a Cathedral advance discards). A move carries the steps that
    follow it with one way each (`Game.apply` plays them): a construction or a Cathedral level that was the
    only way to use a Guildhall placement, a hire with one apprentice to take (and the hire an apprentice let
    go made room for), another player's worker taken back as the only way to begin a turn. Those are named
    after it in the words of the game log ('Bob: Guildhall — construct a building or work on the Cathedral;
    then Bob constructs Smithy')."""
    text = _public_text(before, move)
    d = describe(before)
    if d is None:
        return text
    for e in GAME.apply(before, move).events:
        if _forced_step(e, move, d.seat):
            text = translate("architects", "{move}; then {next}").format(move=text, next=event_text(before, e))
    return text


def _forced_step(e: Event, move: Move, seat: int) -> bool:
    """Whether event `e` of `move` (decided by `seat`) is a step with one way that came after it."""
    if e.kind in ("build", "cathedral"):
        return not isinstance(move, mv.Build | mv.Cathedral)
    if e.kind == "hire":
        return not isinstance(move, mv.Hire)
    return e.kind == "reclaim" and (e.seat != seat or not isinstance(move, mv.Reclaim))


def _public_text(before: State, move: Move) -> str:
    """`public_move_text` of `move` alone."""
    d = describe(before)
    if d is None:
        return move.text()
    who = player_name(before, d.seat)
    if isinstance(move, mv.Draft):
        return translate("architects", "{who} keeps a building card from the draft").format(who=who)
    if isinstance(move, mv.Keep):
        return translate("architects", "{who} keeps one of the building cards drawn").format(who=who)
    if isinstance(move, mv.Discard) and d.kind == "library_discard":
        return translate("architects", "{who} discards a building card for {gold}").format(
            who=who, gold=amount("gold", NOW["library"]["gold"])
        )
    if isinstance(move, mv.Discard):
        return translate("architects", "{who} discards a building card").format(who=who)
    if isinstance(move, mv.Cathedral):
        p = before.players[d.seat]
        goods = goods_text(dict(cathedral_payments(p)).get(move.wood, ()))
        if move.discard < 0 or character(p) == "frederick":
            text = translate("architects", "{who} works on the Cathedral (level {k}), paying {goods}")
        else:
            text = translate(
                "architects", "{who} works on the Cathedral (level {k}), paying {goods} and discarding a building card"
            )
        return text.format(who=who, k=p.cathedral + 1, goods=goods)
    return translate("architects", "{who}: {what}").format(who=who, what=move_text(before, move))
