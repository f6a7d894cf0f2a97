"""Architects gestures: which board items answer the pending decision, and input -> moves.

A worker dragged from the supply onto a space (or a location's panel, when it has one way to use it)
is a `Place`; a click on a location (the Prison, a Black Market space, a rival's board) takes a worker
back (reclaim), on an apprentice hires it, on the
Cathedral advances there. The follow-up steps of an action (Storehouse trades, Town Centre captures,
Guardhouse actions, a building's options, "done") are chips next to where they happen; building cards
are played from the hand. `refusal` says why a drop is not legal, from the engine's `why_not_detail`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from desktop.board.chips import ChipGroup
from desktop.board.iconrow import Icon, Row
from desktop.tables.architects import cardtext
from desktop.tables.architects import geometry as geo
from desktop.tables.architects.boardrows import goods_row
from desktop.tables.architects.cardnames import apprentice_name, building_name
from desktop.tables.architects.cardtext import cost_text, guard_chip, trade_text
from desktop.tables.architects.choicetext import choice_text, choice_tooltip
from desktop.tables.architects.names import amount, location_at, location_name, skill_name
from desktop.tables.base import Gesture
from desktop.text import TrContext, join_and
from engine import Move, get_game
from engine.architects import apprentices
from engine.architects import buildings as bld
from engine.architects import locations as locs
from engine.architects import moves as mv
from engine.architects.content import BUILDINGS
from engine.architects.decisions import describe
from engine.architects.economy import character, tax_due
from engine.architects.state import CATHEDRAL_COST, CATHEDRAL_SPOTS, LOC_INDEX, PlayerState, State
from engine.core.decision import Decision

translate = QCoreApplication.translate
architects = TrContext("architects")
GAME = get_game("architects")
DONE_COLOUR = "#d9d2c3"
CHIP_COLOUR = "#f3d98b"
# more Cathedral payments than this: the chips show one way to pay per card (the list has all)
CATHEDRAL_CHIPS = 8


def space_of(move: mv.Place) -> str:
    """The board target of a placement: a space id, or "guildhall"."""
    return f"{move.location}:{move.mode}" if move.mode else move.location


def reclaim_target(move: mv.Reclaim) -> str:
    """The board item a click on takes that worker back: its location, the Prison, or the board of the
    player who captured it."""
    where, k = move.source()
    if where == "board":
        return f"pool:{k}"
    return f"loc:{where}"


def place_targets(legal: Sequence[Move], piece: str) -> set[str]:
    if piece != "worker":
        return set()
    out: set[str] = set()
    for m in legal:
        if isinstance(m, mv.Place):
            sid = space_of(m)
            out.add(sid)
            if sid in geo.SPACE_LOCATION:
                out.add(f"loc:{geo.SPACE_LOCATION[sid]}")
    return out


def placing(legal: Sequence[Move]) -> bool:
    return any(isinstance(m, mv.Place) for m in legal)


def click_targets(state: State, legal: Sequence[Move]) -> set[str]:
    """Board items that answer the pending decision by a click."""
    out: set[str] = set()
    for m in legal:
        if isinstance(m, mv.Reclaim):
            out.add(reclaim_target(m))
        elif isinstance(m, mv.Hire):
            out.add(f"appr:{m.slot}")
        elif isinstance(m, mv.Cathedral):
            out.add("cathedral")
    return out


def _anchor(decision: Decision | None) -> str:
    """Where the chips of the pending step go: its location, else the decider's board."""
    if decision is None:
        return ""
    subject = decision.subject
    if subject in geo.PANELS and subject not in ("guildhall", "cathedral", "prison", "piles"):
        return f"loc:{subject}"
    if subject == "workshop":
        return "loc:workshop"
    return f"pool:{decision.seat}"


def _step_label(state: State, move: Move) -> str:
    """The label of a chip of the pending step: a trade, a Guardhouse action, a building's option."""
    if isinstance(move, mv.Trade):
        return trade_text(move.trade)
    if isinstance(move, mv.Guard):  # a few words: the sentence is the chip's tooltip
        decision = GAME.decision(state)
        return guard_chip(move.action, state.players[decision.seat] if decision is not None else None)
    return choice_text(state, move)


def chip_groups(state: State, legal: Sequence[Move], colours: Sequence[str]) -> list[ChipGroup]:
    """Captures as colour chips on each location; trades, Guardhouse actions, options and "done" as
    chips where the step happens; Cathedral payments on the Cathedral."""
    groups: dict[str, list[tuple[str, str, str, str]]] = {}
    rows: dict[str, list[Row | None]] = {}
    captions: dict[str, str] = {}
    decision = GAME.decision(state)
    anchor = _anchor(decision)
    cathedral = [m for m in legal if isinstance(m, mv.Cathedral)]
    for m in legal:
        if isinstance(m, mv.Capture):
            key = f"loc:{m.location}"
            n = state.at[LOC_INDEX[m.location]][m.seat]  # workers are public: the count on the chip
            groups.setdefault(key, []).append((chip_id(m), str(n), colours[m.seat], choice_tooltip(state, m)))
            captions[key] = translate("architects", "Capture")
        elif isinstance(m, (mv.Trade, mv.Guard, mv.Choose)):
            groups.setdefault(anchor, []).append(
                (chip_id(m), _step_label(state, m), CHIP_COLOUR, choice_tooltip(state, m))
            )
            rows.setdefault(anchor, []).extend([None] * (len(groups[anchor]) - len(rows[anchor]) - 1))
            if isinstance(m, mv.Trade):
                rows[anchor].append(_trade_row(m.trade))
            elif isinstance(m, mv.Guard) and decision is not None:
                rows[anchor].append(_guard_row(m.action, state.players[decision.seat]))
            else:
                rows[anchor].append(None)
    if len(cathedral) > 1:
        shown = _cathedral_chips(cathedral)
        groups["cathedral"] = [  # the card to discard (and the wood of a mix): the caption says the rest
            (chip_id(m), _cathedral_label(m), CHIP_COLOUR, choice_tooltip(state, m)) for m in shown
        ]
        captions["cathedral"] = translate("architects", "Work on the Cathedral")
    if mv.DONE in legal and (groups or anchor):
        groups.setdefault(anchor, []).append(
            ("done", translate("architects", "Done"), DONE_COLOUR, choice_tooltip(state, mv.DONE))
        )
    step = location_name(decision.subject) if decision and decision.subject in geo.PANELS else ""
    return [
        ChipGroup(key, tuple(chips), captions.get(key, step), tuple(rows.get(key, ()))) for key, chips in groups.items()
    ]


def _cathedral_label(m: mv.Cathedral) -> str:
    """'Steeple', 'Steeple · 2 wood' (the wood of a wood/stone mix), 'no card'."""
    card = building_name(m.discard) if m.discard >= 0 else translate("architects", "no card")
    return f"{card} · {amount('wood', m.wood)}" if m.wood else card


def _guard_row(action: str, p: PlayerState) -> Row:
    """A Guardhouse action as numbers and icons ('+1[debt] −1[virtue] [captive]→[worker]'), with the silver
    and tax this player pays; the sentence is the chip's tooltip."""
    home: Row = (Icon("captive"), "→", Icon("worker"))
    if action == "imprison":
        return (Icon("captive"), "→", Icon("prison"), f"+{locs.IMPRISON_SILVER}", Icon("silver"))
    if action == "release":
        return (Icon("prison"), "→", Icon("worker"))
    if action == "rescue_silver":
        return (f"−{locs.RESCUE_SILVER + tax_due(p, locs.RESCUE_TAX)}", Icon("silver"), *home)
    if action == "rescue_debt":
        return (f"+{locs.RESCUE_DEBTS}", Icon("debt"), f"−{locs.RESCUE_VIRTUE}", Icon("virtue"), *home)
    cost = locs.DEBT_SILVER + tax_due(p, locs.DEBT_TAX)
    return (f"−{cost}", Icon("silver"), "−1", Icon("debt"), f"+{locs.DEBT_VIRTUE}", Icon("virtue"))


def _trade_row(trade: str) -> Row:
    """A trade as numbers and icons ('2[clay] → 1[virtue]'); the sentence is the chip's tooltip."""
    give, get = locs.trade_terms(trade)
    return (*goods_row(give), "→", *goods_row(get))


def _cathedral_chips(moves: list[mv.Cathedral]) -> list[mv.Cathedral]:
    """Every Cathedral move, or (too many) one payment per discarded card: the most wood."""
    if len(moves) <= CATHEDRAL_CHIPS:
        return moves
    best: dict[int, mv.Cathedral] = {}
    for m in moves:
        if m.discard not in best or m.wood > best[m.discard].wood:
            best[m.discard] = m
    return list(best.values())


def chip_id(move: Move) -> str:
    if isinstance(move, mv.Capture):
        return f"capture:{move.location}:{move.seat}"
    if isinstance(move, mv.Trade):
        return f"trade:{move.trade}"
    if isinstance(move, mv.Guard):
        return f"guard:{move.action}"
    if isinstance(move, mv.Choose):
        return f"choose:{move.option}"
    if isinstance(move, mv.Cathedral):
        return f"cathedral:{move.wood}:{move.discard}"
    return "done"


def drop_move(legal: Sequence[Move], piece: str, target: str) -> Move | None:
    """A worker dropped on a space, or on a location (its panel or a Workshop card) with one way to use it."""
    if piece != "worker":
        return None
    places = [m for m in legal if isinstance(m, mv.Place)]
    if target.startswith(("loc:", "appr:")):
        here = [m for m in places if geo.SPACE_LOCATION.get(space_of(m)) == location_of(target)]
        return here[0] if len(here) == 1 else None
    return next((m for m in places if space_of(m) == target), None)


def location_of(target: str) -> str:
    """The location a board item belongs to: its panel, one of its spaces, a Workshop card."""
    if target.startswith("loc:"):
        return target[4:]
    if target.startswith("appr:"):
        return "workshop"
    return geo.SPACE_LOCATION.get(target, "")


def click_move(legal: Sequence[Move], target: str) -> Move | None:
    where = location_of(target)
    for m in legal:
        if (
            (isinstance(m, mv.Reclaim) and (where == m.location or target == reclaim_target(m)))
            or (isinstance(m, mv.Hire) and target == f"appr:{m.slot}")
            or (isinstance(m, (mv.Capture, mv.Trade, mv.Guard, mv.Choose, mv.Cathedral)) and target == chip_id(m))
            or (m == mv.DONE and target == "done")
        ):
            return m
    cathedral = [m for m in legal if isinstance(m, mv.Cathedral)]
    if target == "cathedral" and len(cathedral) == 1:
        return cathedral[0]
    return drop_move(legal, "worker", target)


def gesture(state: State, move: Move) -> Gesture:
    """How a player makes `move`: drag a worker, click a board item or chip, a card in the hand, or the list."""
    if isinstance(move, mv.Place):
        return Gesture("drag", space_of(move), "drag", "worker")
    if isinstance(move, mv.Reclaim):  # a click anywhere on the location; the driver clicks its space
        space = next((s for s, loc in geo.SPACE_LOCATION.items() if loc == move.location), reclaim_target(move))
        return Gesture("click", space, "click_location")
    if isinstance(move, mv.Hire):
        return Gesture("click", f"appr:{move.slot}", "click_apprentice")
    if isinstance(move, mv.Cathedral):
        legal = [m for m in GAME.legal_moves(state) if isinstance(m, mv.Cathedral)]
        if len(legal) == 1:
            return Gesture("click", "cathedral", "click_cathedral")
        if move in _cathedral_chips(legal):
            return Gesture("click", chip_id(move), "click_chip")
        return Gesture("list")
    if isinstance(move, (mv.Capture, mv.Trade, mv.Guard, mv.Choose)) or move == mv.DONE:
        return Gesture("click", chip_id(move), "click_chip")
    if isinstance(move, (mv.Build, mv.Discard, mv.Draft, mv.Keep, mv.DropApprentice)):
        return Gesture("hand", path="hand")
    return Gesture("list")


def showcase(state: State) -> bool:
    """A player's own placement with at least twelve workers out on the board."""
    decision = GAME.decision(state)
    if decision is None or decision.kind != "place":
        return False
    out = sum(sum(row) for row in state.at) + state.guildhall
    return out >= 12


def click_refusal(state: State, legal: Sequence[Move], target: str) -> str:
    """A click that answers nothing: where the choice is made instead, or why the thing clicked is not a
    choice now (an apprentice the hire cannot pay for, the Cathedral out of reach, a card of Your cards)."""
    if target.startswith("hand:"):
        return _card_refusal(state, legal, target)
    cathedral = [m for m in legal if isinstance(m, mv.Cathedral)]
    if target == "cathedral" and len(cathedral) > 1:
        return translate("architects", "Choose how to pay: click one of the chips by the Cathedral.")
    d = describe(state) if legal else None
    if d is None:
        return ""
    if target == "cathedral" and not cathedral and d.kind in ("build_or_advance", "build_again"):
        return translate("architects", "You cannot work on the Cathedral now: {why}.").format(
            why=_no_cathedral(state, d.seat)
        )
    if d.kind == "town_capture" and location_of(target) in LOC_INDEX:
        return _town_refusal(state, legal, location_of(target))
    if d.kind in ("town_capture", "free_capture") and location_of(target) in ("black_market", "guildhall", "prison"):
        return translate("architects", "Workers {place} cannot be captured.").format(
            place=location_at(location_of(target))
        )
    if target.startswith("appr:") and d.kind == "hire":
        slot = int(target[5:])
        if state.display[slot] >= 0 and mv.Hire(slot) not in legal:
            cost = cardtext.silver_tax(d.silver + apprentices.extra_silver(slot, d.reach), d.tax)
            return translate("architects", "Hiring {name} costs {cost}; you have {silver}.").format(
                name=apprentice_name(state.display[slot]),
                cost=cost,
                silver=amount("silver", state.players[d.seat].silver),
            )
    return ""


def _card_refusal(state: State, legal: Sequence[Move], target: str) -> str:
    """Why a card of Your cards (`hand:KIND:CARD`, a double-click or Enter) is no choice now: a building is
    constructed from the Guildhall (and needs its skills and cost), an apprentice is never played."""
    kind, _, card = target.removeprefix("hand:").partition(":")
    d = describe(state) if legal else None
    if d is None or not card[1:].isdigit():
        return ""
    if kind == "apprentice":
        return translate(
            "architects", "{name} is not played: an apprentice's skills count when you construct a building."
        ).format(name=apprentice_name(int(card[1:])))
    if kind != "building":
        return ""
    b, p = int(card[1:]), state.players[d.seat]
    if any(isinstance(m, mv.Place) for m in legal):
        return translate(
            "architects", "{name} is constructed from the Guildhall: place a worker on the Guildhall."
        ).format(name=building_name(b))
    if d.kind in ("build_or_advance", "build_again") and b in p.hand:
        have = apprentices.skill_set(p)
        missing = [k for k in BUILDINGS[b].skills if k not in have]
        if missing:
            needs = translate("architects", "{name} needs {skills}, which none of your apprentices has")
            return needs.format(name=building_name(b), skills=join_and([skill_name(k) for k in missing])) + "."
        if bld.payment(p, BUILDINGS[b].cost) is None:
            return translate("architects", "You cannot pay for {name}: it costs {cost}.").format(
                name=building_name(b), cost=cost_text(BUILDINGS[b].cost)
            )
    return ""


def _town_refusal(state: State, legal: Sequence[Move], loc: str) -> str:
    """Why a click on `loc`, where workers stand, captures nothing in a Town Centre action: the locations this
    action is held to (default 5: up to 2 of them with 2-3 players, 1 with 4-5). (With no capture to pay for,
    Done is the only choice and the step ends by itself.)"""
    captures = [m for m in legal if isinstance(m, mv.Capture)]
    if not captures or any(m.location == loc for m in captures) or not any(state.at[LOC_INDEX[loc]]):
        return ""
    limit = locs.capture_limit(len(state.players))
    places = join_and([location_at(w) for w in dict.fromkeys(m.location for m in captures)])
    return architects.tr(
        "With {n} players one Town Centre action captures at %n location(s) at most; this one captures {places}.",
        "",
        limit,
    ).format(n=len(state.players), places=places)


def refusal(state: State, legal: Sequence[Move], piece: str, target: str) -> str:
    """Why a worker may not go to `target`: the engine's reason in words."""
    decision = GAME.decision(state)
    seat = decision.seat if decision else None
    if target == "cathedral" and any(isinstance(m, mv.Place) for m in legal):
        return translate(
            "architects", "The Cathedral is worked on from the Guildhall: place a worker on the Guildhall."
        )
    if target.startswith(("loc:", "appr:")):
        loc = location_of(target)
        ways = [m for m in legal if isinstance(m, mv.Place) and geo.SPACE_LOCATION.get(space_of(m)) == loc]
        if len(ways) > 1:
            return translate("architects", "Drop the worker on one of the spaces of {place}.").format(
                place=location_name(loc)
            )
        target = {"mines": "mines:clay", "workshop": "workshop:plans", "black_market": "black_market:a"}.get(loc, loc)
    location, _, mode = target.partition(":")
    why = GAME.why_not_detail(state, mv.Place(location, mode), seat)
    name = location_name(why.subject or location)
    texts = {
        "must_reclaim": translate("architects", "You have no worker left: click a highlighted place to take one back."),
        "no_placement_now": translate("architects", "This is not the time to place a worker."),
        "no_worker": translate("architects", "You have no worker in your supply."),
        "not_a_location": translate("architects", "Workers can only go onto a location's space."),
        "needs_mines_worker": translate("architects", "Gold at the Mines needs a worker of yours there already."),
        "no_apprentice": translate("architects", "There is no apprentice to hire."),
        "not_enough_silver": translate("architects", "{place} costs {n} silver; you have less."),
        "tax_stand_empty": translate("architects", "There is no silver on the Tax Stand."),
        "virtue_too_high": translate("architects", "The Black Market is closed to you at virtue {n} or more."),
        "market_spot_taken": translate("architects", "That Black Market spot is taken."),
        "building_deck_empty": translate("architects", "No building card is left to draw."),
        "cannot_build_or_advance": guildhall_refusal(state, seat) if seat is not None else "",
        "game_over": translate("architects", "The game is over."),
        "not_your_decision": translate("architects", "It is not your turn."),
    }
    return texts.get(why.reason, translate("architects", "You cannot use {place} now.")).format(place=name, n=why.n)


def guildhall_refusal(state: State, seat: int) -> str:
    """Why `seat` may not go to the Guildhall: what stops each of its two uses ('You can neither construct a
    building in your hand nor work on the Cathedral: you cannot pay for any building in your hand; the
    Cathedral needs virtue 4 or more (you have 3).')."""
    return translate(
        "architects", "You can neither construct a building in your hand nor work on the Cathedral: {build}; {advance}."
    ).format(build=_no_building(state.players[seat]), advance=_no_cathedral(state, seat))


def _no_building(p: PlayerState) -> str:
    """What stops `p` constructing: no card, the skills of a card it could pay for, or the goods."""
    if not p.hand:
        return translate("architects", "you hold no building card")
    have = apprentices.skill_set(p)
    for card in dict.fromkeys(p.hand):
        missing = [k for k in BUILDINGS[card].skills if k not in have]
        if missing and bld.payment(p, BUILDINGS[card].cost) is not None:
            return translate("architects", "{name} needs {skills}, which none of your apprentices has").format(
                name=building_name(card), skills=join_and([skill_name(k) for k in missing])
            )
    return translate("architects", "you cannot pay for any building in your hand")


def _no_cathedral(state: State, seat: int) -> str:
    """What stops `seat` working on the Cathedral: the top reached, its virtue, a full level, no card to
    discard, or the next level's cost."""
    p = state.players[seat]
    level = p.cathedral + 1
    if level >= len(CATHEDRAL_COST):
        return translate("architects", "you have reached the top of the Cathedral")
    if p.virtue < bld.CATHEDRAL_VIRTUE_MIN:
        return translate("architects", "the Cathedral needs virtue {n} or more (you have {virtue})").format(
            n=bld.CATHEDRAL_VIRTUE_MIN, virtue=p.virtue
        )
    if sum(q.cathedral == level for q in state.players) >= CATHEDRAL_SPOTS[level]:
        return translate("architects", "every space of Cathedral level {k} is taken").format(k=level)
    if not p.hand and character(p) != "frederick":
        return translate("architects", "the Cathedral needs a building card to discard")
    return translate("architects", "Cathedral level {k} costs {cost}").format(
        k=level, cost=cost_text(CATHEDRAL_COST[level])
    )
