"""Game log lines from engine events (engine.architects.events): public information only.

Every event kind has a line. Events never name a card from a hidden hand (a card drawn, kept,
drafted or discarded is only counted), so neither do these lines. `state` is the state the events
belong to (the one after the move): it gives the players' names and the Black Market card now on
the Large space.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from desktop.tables.architects.cardnames import apprentice_name, building_name
from desktop.tables.architects.cardtext import reward_text, trade_text
from desktop.tables.architects.names import (
    amount,
    goods_text,
    location_at,
    location_from,
    pick_counted,
    player_name,
    reclaim_from,
    spot_letter,
)
from desktop.text import TrContext
from engine.architects.content import C
from engine.architects.moves import Reclaim
from engine.architects.state import State
from engine.core.events import Event
from engine.core.moves import Move

translate = QCoreApplication.translate
architects = TrContext("architects")


def _place(state: State, who: str, e: Event) -> str:
    if e.a == "black_market":
        spot = spot_letter(e.n - 1)
        return translate("architects", "{who} takes Black Market spot {spot}").format(who=who, spot=spot)
    if e.a == "guildhall" and e.n == 0:
        return translate("architects", "{who} places a worker beside the full Guildhall").format(who=who)
    if e.a == "guildhall":
        return translate("architects", "{who} places a worker in the Guildhall (space {n})").format(who=who, n=e.n)
    return architects.tr("{who} places a worker {where} (%n there now)", "", e.n).format(
        who=who, where=location_at(e.a)
    )


def _capture(state: State, who: str, e: Event) -> str:
    loc, colour = e.a.split(":")
    if int(colour) == e.seat:
        return architects.tr("{who} takes %n own worker(s) back {place}", "", e.n).format(
            who=who, place=location_from(loc)
        )
    return architects.tr("{who} captures %n worker(s) of {whose} {place}", "", e.n).format(
        who=who, whose=player_name(state, int(colour)), place=location_at(loc)
    )


def _release(who: str, e: Event) -> str:
    if e.a == "reset":
        why = translate("architects", "at the Black Market reset")
    elif e.a.startswith("b"):
        why = translate("architects", "with {building}").format(building=building_name(int(e.a[1:])))
    else:
        why = translate("architects", "at the Guardhouse")
    return architects.tr("{who} frees %n worker(s) from the Prison {why}", "", e.n).format(who=who, why=why)


def _market_reset(e: Event) -> str:
    goods = C.market[int(e.a)].large if e.a else C.printed_large
    return translate("architects", "Black Market reset: the Large space now offers {goods}").format(
        goods=goods_text(goods)
    )


def _virtue(who: str, n: int) -> str:
    if n >= 0:
        return translate("architects", "{who} gains {what}").format(who=who, what=amount("virtue", n))
    return translate("architects", "{who} loses {what}").format(who=who, what=amount("virtue", -n))


# kinds of events that only count something -> their line for n (one %n message: each language its own plural forms)
_COUNTED: dict[str, Callable[[int], str]] = {
    "debt": lambda n: architects.tr("{who} takes %n debt(s)", "", n),
    "debt_paid": lambda n: architects.tr("{who} pays off %n debt(s)", "", n),
    "debt_destroyed": lambda n: architects.tr("{who} destroys %n unpaid debt(s)", "", n),
    "rescue": lambda n: architects.tr("{who} brings %n worker(s) back from other players' boards", "", n),
    "draw": lambda n: architects.tr("{who} draws %n building card(s)", "", n),
    "black_market_draw": lambda n: architects.tr(
        "{who} draws %n building card(s) at the Black Market to keep one", "", n
    ),
    "discard": lambda n: architects.tr("{who} puts %n building card(s) under the deck", "", n),
    "to_prison": lambda n: architects.tr("%n worker(s) of {who} go(es) from the Black Market to the Prison", "", n),
    "final_round": lambda n: architects.tr("{who} fills the last Guildhall space: %n turn(s) left in the game", "", n),
}


def _counted(k: str, who: str, n: int) -> str:
    """The lines of events that only count something (cards, debts, workers)."""
    return pick_counted(_COUNTED, k, n, who=who)


def event_text(state: State, e: Event) -> str:
    """One public log line for an engine event: every kind of the events table has one ('' for a
    kind that table does not know)."""
    who = player_name(state, e.seat)
    k = e.kind
    if k == "place":
        return _place(state, who, e)
    if k == "gain":
        return translate("architects", "{who} gains {what}").format(who=who, what=amount(e.a, e.n))
    if k == "pay":
        return translate("architects", "{who} pays {what}").format(who=who, what=amount(e.a, e.n))
    if k == "tax_paid":
        return translate("architects", "{who} puts {what} on the Tax Stand").format(who=who, what=amount("silver", e.n))
    if k == "tax_taken":
        return translate("architects", "{who} takes {what} from the Tax Stand").format(
            who=who, what=amount("silver", e.n)
        )
    if k == "virtue":
        return _virtue(who, e.n)
    if k == "trade":
        return translate("architects", "{who} trades {trade}").format(who=who, trade=trade_text(e.a))
    if k == "capture":
        return _capture(state, who, e)
    if k == "imprison":
        return architects.tr("{who} sends %n worker(s) of {whose} to the Prison", "", e.n).format(
            who=who, whose=player_name(state, int(e.a))
        )
    if k == "release":
        return _release(who, e)
    if k == "hire":
        return translate("architects", "{who} hires {name}").format(who=who, name=apprentice_name(int(e.a[1:])))
    if k == "drop_apprentice":
        return translate("architects", "{who} lets the apprentice {name} go").format(
            who=who, name=apprentice_name(int(e.a[1:]))
        )
    if k == "refresh":
        return architects.tr("The Workshop apprentices move on: %n new apprentice(s)", "", e.n)
    if k == "keep":
        return translate("architects", "{who} keeps one of the drawn cards; the others go under the deck").format(
            who=who
        )
    if k == "draft":
        return translate("architects", "{who} keeps a building card from the draft").format(who=who)
    if k == "build":
        return translate("architects", "{who} constructs {name}").format(who=who, name=building_name(int(e.a[1:])))
    if k == "cathedral":
        return translate("architects", "{who} works on the Cathedral: level {n}").format(who=who, n=e.n)
    if k == "reward":
        return translate("architects", "{who} takes a Reward card: {what}").format(who=who, what=reward_text(e.a))
    if k == "market_reset":
        return _market_reset(e)
    if k == "reclaim":
        return translate("architects", "{who} takes a worker back {place}").format(
            who=who, place=reclaim_from(state, Reclaim(e.a))
        )
    if k == "pass":
        return translate("architects", "{who} has no worker to place or take back and passes").format(who=who)
    if k == "game_over":
        if e.a == "deadlock":
            return translate(
                "architects", "The game is over: nobody could place or take back a worker for a whole turn cycle"
            )
        return translate("architects", "The game is over: the last turns have been played")
    return _counted(k, who, e.n)


def quiet_move_text(before: State, move: Move) -> str | None:
    """Every Architects move makes an event the log names: no line of its own is needed."""
    return None
