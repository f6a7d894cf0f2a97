"""What tables ask about an Architects state: the pending decision, the round, and why a placement
is refused.

## Decisions (`Game.decision`)

`subject` is what a table anchors the choices next to: a large location, "black_market",
"guildhall", "workshop" (the apprentice display), a building "b<id>" or an apprentice "a<id>"; ""
when the options are the things to show (cards in the hand, locations). `on_turn_of` is the seat
whose turn it is; during the setup draft and the starting apprentices, the chooser's own.

| kind | the decision | subject |
|---|---|---|
| draft | keep one building card of the draft hand | "" |
| starting_apprentice | take a starting apprentice for free (an option) | "workshop" |
| place | place a worker | "" |
| reclaim | no worker in the supply: take one back (`placing.reclaim_moves`) | "" |
| storehouse_trade | a King's Storehouse trade, or done | "storehouse" |
| town_capture | a Town Centre capture, or done | "town_centre" |
| guardhouse | a Guardhouse action, or done | "guardhouse" |
| hire | hire an apprentice, paying (Workshop) | "workshop" |
| hire_free | hire an apprentice for free | what gives it: "black_market" or the building |
| drop_apprentice | discard an apprentice to make room for the one being hired | that apprentice |
| drop_apprentice_building | discard an apprentice (a building's effect) | the building |
| build_or_advance | construct a building or work on the Cathedral (Guildhall) | "guildhall" |
| build_again | construct or advance again, or done (a building's effect) | the building |
| free_capture | capture for free, or done (a building's effect) | the building |
| choose_option | choose one of a building's options | the building |
| library_discard | discard a building card for gold, or done | the building |
| keep_card | keep one of the building cards drawn at the Black Market | "black_market" |
| hand_limit | discard down to the hand limit | "" |

`describe(state)` is the decision with the numbers its prompt and choices state (cards to choose
from, workers in the supply, steps left, a hire's or capture's price): `Described`, computed only
when asked.

## Refusals of a placement (`Game.why_not`; `why_not_detail` adds `n` and `subject`)

Every other illegal move is "not_offered"; "game_over" and "not_your_decision" as for every game.

| reason | when | n | subject |
|---|---|---|---|
| must_reclaim | the seat has no worker in the supply: this turn takes one back | | |
| no_placement_now | the pending decision is something else | | |
| no_worker | no worker in the supply | | |
| not_a_location | no such location (or way to use it) | | the location |
| needs_mines_worker | gold at the Mines needs a worker of yours there already | workers needed | "mines" |
| no_apprentice | no face-up apprentice to hire | | the location |
| not_enough_silver | the hire or the Black Market spot costs more (tax included) | silver due | the location |
| tax_stand_empty | no silver on the Tax Stand | | "tax_stand" |
| virtue_too_high | the Black Market is closed at virtue 10 and above | the limit (10) | "black_market" |
| market_spot_taken | that Black Market spot is taken | | "black_market" |
| building_deck_empty | no building card left to draw | | "black_market" |
| cannot_build_or_advance | no building the seat can construct, no Cathedral level it can pay | | "guildhall" |

`Game.round` is the turn cycle: 1 during the setup and the first player's first turn, and one
more each time the first player's turn comes round again (State.cycle).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.architects import apprentices as appr
from engine.architects import buildings as bld
from engine.architects import market as mkt
from engine.architects.economy import tax_due
from engine.architects.locations import capture_cost
from engine.architects.moves import Place
from engine.architects.placing import PLACES
from engine.architects.state import HAND_LIMIT, LOC_INDEX, State
from engine.core.decision import Decision, remember_last
from engine.core.game import NO_REFUSAL, Refusal

#: pending kind -> (decision kind, subject) where both are fixed
_FIXED = {
    "draft": ("draft", ""),
    "start_apprentice": ("starting_apprentice", "workshop"),
    "place": ("place", ""),
    "reclaim": ("reclaim", ""),
    "storehouse": ("storehouse_trade", "storehouse"),
    "town": ("town_capture", "town_centre"),
    "guard": ("guardhouse", "guardhouse"),
    "guildhall": ("build_or_advance", "guildhall"),
    "keep": ("keep_card", "black_market"),
    "hand_limit": ("hand_limit", ""),
}
#: pending kind -> decision kind, where the subject is the building the pending step names
_BY_BUILDING = {"crane": "build_again", "free_capture": "free_capture", "library": "library_discard"}


def decision(s: State) -> Decision | None:
    if s.over:
        return None
    pend = s.pending[-1]
    kind, source = pend.kind, pend.source
    if kind in _FIXED:
        name, subject = _FIXED[kind]
    elif kind in _BY_BUILDING:
        name, subject = _BY_BUILDING[kind], source
    elif kind == "hire":
        name, subject = ("hire", "workshop") if source == "workshop" else ("hire_free", source)
    elif kind == "drop_apprentice" and source == "hire":
        name, subject = "drop_apprentice", f"a{s.display[pend.left]}"
    elif kind == "drop_apprentice":
        name, subject = "drop_apprentice_building", source
    else:  # choose
        name, subject = "choose_option", bld.CHOICE_BUILDING[source]
    setup = kind in ("draft", "start_apprentice")
    return Decision(name, pend.seat, subject, pend.seat if setup else s.turn)


@dataclasses.dataclass(frozen=True, slots=True)
class Described(Decision):
    """The pending decision (`decision`) with the numbers its texts state; `describe(state)` makes it.

    Public like the decision: it counts the cards drawn at the Black Market, never names them. A
    field a kind does not use keeps its default.

    | kind | fields |
    |---|---|
    | draft | cards: the building cards of the draft hand |
    | keep_card | cards: the building cards drawn |
    | hand_limit | cards: the building cards in the hand; limit: how many it may keep |
    | place | workers: the workers in the supply |
    | storehouse_trade, guardhouse | left: the trades or actions left |
    | town_capture | left: the captures left; silver, tax: the next capture's price |
    | free_capture | left: the captures left |
    | hire | reach: the columns within free reach; silver, tax: the price of a hire within reach |
    | choose_option | choice: "treasury", "clay_pit", "capture_or_rescue" or "church" |
    """

    cards: int = 0
    limit: int = 0
    workers: int = 0
    left: int = 0
    reach: int = 0
    #: a price: plain silver, and the tax due on top (after the seat's waivers)
    silver: int = 0
    tax: int = 0
    choice: str = ""


@remember_last
def describe(s: State) -> Described | None:
    """The pending decision with its numbers (see `Described`); None when the game is over."""
    d = decision(s)
    if d is None:
        return None
    pend = s.pending[-1]
    p = s.players[pend.seat]
    terms: dict[str, Any] = {}
    if d.kind == "draft":
        terms = {"cards": len(s.draft[pend.seat])}
    elif d.kind == "keep_card":
        terms = {"cards": len(pend.cards)}
    elif d.kind == "hand_limit":
        terms = {"cards": len(p.hand), "limit": HAND_LIMIT}
    elif d.kind == "place":
        terms = {"workers": p.supply}
    elif d.kind in ("storehouse_trade", "guardhouse", "free_capture"):
        terms = {"left": pend.left}
    elif d.kind == "town_capture":
        silver, tax = capture_cost(p, pend.used)
        terms = {"left": pend.left, "silver": silver, "tax": tax_due(p, tax)}
    elif d.kind == "hire":
        terms = {"reach": pend.left, "silver": appr.hire_cost(p), "tax": tax_due(p, appr.HIRE_TAX)}
    elif d.kind == "choose_option":
        terms = {"choice": pend.source}
    return Described(d.kind, d.seat, d.subject, d.on_turn_of, **terms)


def round_of(s: State) -> int:
    return max(1, s.cycle)


# -- refusals ------------------------------------------------------------------------------------


def placement_refusal(s: State, move: Place) -> Refusal:
    """Why the placement `move` is not legal in the running game `s`: the conditions of
    `placing.place_moves`, one at a time, with the numbers a message needs."""
    pend = s.pending[-1]
    if pend.kind == "reclaim":
        return Refusal("must_reclaim")
    if pend.kind != "place":
        return Refusal("no_placement_now")
    seat, where, mode = pend.seat, move.location, move.mode
    p = s.players[seat]
    if p.supply <= 0:
        return Refusal("no_worker")
    if (f"{where}:{mode}" if mode else where) not in PLACES:
        return Refusal("not_a_location", subject=where)
    if where == "mines" and mode == "gold" and s.at[LOC_INDEX["mines"]][seat] < 1:
        return Refusal("needs_mines_worker", 1, where)
    if where == "workshop" and mode == "hire":
        return _hire_refusal(s, seat)
    if where == "tax_stand" and s.tax <= 0:
        return Refusal("tax_stand_empty", subject=where)
    if where == "black_market":
        return _market_refusal(s, seat, mode)
    if where == "guildhall" and not bld.can_use_guildhall(s, seat):
        return Refusal("cannot_build_or_advance", subject=where)
    return NO_REFUSAL


def _hire_refusal(s: State, seat: int) -> Refusal:
    p = s.players[seat]
    reach = min(s.at[LOC_INDEX["workshop"]][seat] + 1, 4)
    base = appr.hire_cost(p) + tax_due(p, appr.HIRE_TAX)
    costs = [base + appr.extra_silver(i, reach) for i, a in enumerate(s.display) if a >= 0]
    if not costs:
        return Refusal("no_apprentice", subject="workshop")
    if p.silver < min(costs):
        return Refusal("not_enough_silver", min(costs), "workshop")
    return NO_REFUSAL


def _market_refusal(s: State, seat: int, mode: str) -> Refusal:
    p = s.players[seat]
    spot = mkt.SPOTS[mode]
    if p.virtue >= mkt.VIRTUE_CLOSED:
        return Refusal("virtue_too_high", mkt.VIRTUE_CLOSED, "black_market")
    if s.market_spots[spot] >= 0:
        return Refusal("market_spot_taken", subject="black_market")
    cost = mkt.spot_cost(s, seat, spot)
    if p.silver < cost:
        return Refusal("not_enough_silver", cost, "black_market")
    if mode == "b_hire" and all(a < 0 for a in s.display):
        return Refusal("no_apprentice", subject="black_market")
    if mode == "b_draw" and not s.building_deck:
        return Refusal("building_deck_empty", subject="black_market")
    return NO_REFUSAL
