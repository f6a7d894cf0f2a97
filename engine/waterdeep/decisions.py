"""What tables ask about a Lords of Waterdeep state: the pending decision and why a move is refused.

## Decisions (`Game.decision`)

`kind` is one of these ids; `subject` is what the table anchors the choices next to ("" when the
options are the things to show: quests at the Inn, buildings, opponents' pools...). `on_turn_of`
is the seat whose turn it is (an opponent answering an offer decides on the player's turn; the
adventurer taken at the start of a round is nobody's turn but the chooser's own).

| kind | the decision | subject |
|---|---|---|
| place | assign an agent (or the Lieutenant) on your turn | "" |
| place_reassign | reassign an agent from Waterdeep Harbor | "" |
| place_ambassador | assign the Ambassador (round start) | "" |
| place_returned | assign an agent returned to the pool in the Harbor phase, at once | "" |
| place_extra | assign an extra agent (an accelerating intrigue card) | "" |
| place_hall_tile | assign an agent to a Builder's Hall tile (an intrigue card) | "" |
| copy_space | choose an occupied space to copy (the copying building) | the copying building |
| copy_space_bribe | choose an occupied space to copy (an intrigue card) | "" |
| complete_quest | complete a quest or end the turn | "" |
| take_quest | take a quest from Cliffwatch Inn | "" |
| take_quest_garden | take a quest, which may then be completed at once | the building used |
| complete_now | complete the quest just taken now, for extra VP, or not | the quest |
| buy_building | buy a building from Builder's Hall | "" |
| free_building | take a building from Builder's Hall for free | "" |
| play_intrigue | play an intrigue card (Waterdeep Harbor) | the space the agent stands on |
| play_intrigue_optional | play an intrigue card, or not (a quest reward) | "" |
| pick_gain | choose an adventurer the action gives | the space of the seat's last agent |
| pick_return | choose an adventurer to pay for the action | the space of the seat's last agent |
| pick_owner | choose the adventurer an owned building gives its owner | the building |
| pick_gift | choose the adventurer an opponent's card gives you | "" |
| pick_round_start | choose an adventurer at the start of the round (plot quest) | "" |
| pick_swap_cleric | swap an adventurer for a cleric, or not (plot quest) | the plot quest |
| steal | choose an opponent's adventurer to take | "" |
| bid_quest | keep one of the quests on offer | "" |
| favor | choose one of a card's rewards | the intrigue card |
| discard_quest | discard one of your quests for VP | the intrigue card |
| discard_quest_optional | discard one of your quests for VP, or not (an opponent's card) | the intrigue card |
| choose_opponent | choose the opponent who takes something | the intrigue card or the quest |
| offer | accept an opponent's offer, or not | the intrigue card |
| name_quest_type | name a quest type | "" |
| discard_building | discard one of your buildings | "" |
| recall_agent | return one of your placed agents to the pool | "" |
| recall_harbor_agent | return one of your agents in Waterdeep Harbor (an accelerating card) | "" |

`describe(state)` is the decision with the terms its prompt and choices state (who played the card an
offer answers, what changes hands, the VP at stake): `Described`, computed only when asked.

## Refusals (`Game.why_not`; `why_not_detail` adds `n` and `subject`)

| reason | when | n | subject |
|---|---|---|---|
| game_over | the game is over | | |
| not_your_decision | the asking seat is not the one deciding | | |
| not_offered | the move is not one of the pending decision's options | | |
| no_placement_now | a placement while the pending decision is something else | | |
| piece_not_available | that piece is not the one to place now (none in the pool, or not yours) | | the piece |
| sample_hall_only | this agent goes to a Builder's Hall tile, not there | | the space |
| not_a_space | no action space by that id is in play | | the id |
| space_taken | another agent stands there | | the space |
| harbor_no_reassign | agents are never reassigned (or returned) to Waterdeep Harbor | | the space |
| no_playable_intrigue | Waterdeep Harbor needs an intrigue card the seat could play | | the space |
| no_free_lot | Builder's Hall: no free lot or no building marker left | | the space |
| cannot_afford_building | Builder's Hall: no building there the seat can pay for | cheapest cost | the space |
| needs_gold | the space's action costs gold the seat lacks | gold needed | the space |
| needs_adventurers | the action needs adventurers to return | adventurers needed | the space |
| nothing_to_copy | the copying building: no opponent's space whose action the seat could take | | the space |
| not_now | anything else (not expected: the checks above mirror the rules) | | the space |
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.core.decision import Decision, remember_last
from engine.core.game import NO_REFUSAL, Refusal
from engine.waterdeep import legality
from engine.waterdeep.board import BASIC, HARBOR, LOTS, MARKERS
from engine.waterdeep.content import load
from engine.waterdeep.moves import Place
from engine.waterdeep.quests import HEROES_BONUS
from engine.waterdeep.resources import PLOT_OF
from engine.waterdeep.state import State, Task
from engine.waterdeep.work import Work

#: (task kind, mode) -> decision kind; (task kind, "") is the kind for any mode
KINDS = {
    ("place", "turn"): "place",
    ("place", "reassign"): "place_reassign",
    ("place", "amb"): "place_ambassador",
    ("place", "now"): "place_returned",
    ("place", "extra"): "place_extra",
    ("place", "sample"): "place_hall_tile",
    ("copy", "copy_occupied"): "copy_space",
    ("copy", "bribe"): "copy_space_bribe",
    ("complete", ""): "complete_quest",
    ("inn_quest", ""): "take_quest",
    ("inn_quest", "heroes"): "take_quest_garden",
    ("heroes", ""): "complete_now",
    ("buy", "buy"): "buy_building",
    ("buy", "free"): "free_building",
    ("intrigue", "harbor"): "play_intrigue",
    ("intrigue", "free"): "play_intrigue_optional",
    ("pick", "gain"): "pick_gain",
    ("pick", "return"): "pick_return",
    ("pick", "owner"): "pick_owner",
    ("pick", "gift"): "pick_gift",
    ("pick", "luck"): "pick_round_start",
    ("pick", "miracle"): "pick_swap_cleric",
    ("steal", ""): "steal",
    ("bid", ""): "bid_quest",
    ("favor", ""): "favor",
    ("change", ""): "discard_quest",
    ("offer", ""): "offer",
    ("opponent", ""): "choose_opponent",
    ("quest_type", ""): "name_quest_type",
    ("discard_building", ""): "discard_building",
    ("recall", ""): "recall_agent",
    ("recall", "accelerate"): "recall_harbor_agent",
}
#: decisions whose task field `a` names the card (or quest) they are about
_ABOUT_A = frozenset({"complete_now", "favor", "discard_quest", "discard_quest_optional", "choose_opponent", "offer"})
#: decisions about the space the seat's last agent stands on
_AT_LAST_AGENT = frozenset({"copy_space", "take_quest_garden", "play_intrigue", "pick_gain", "pick_return"})


def decision(s: State) -> Decision | None:
    if not s.tasks:
        return None
    task = s.tasks[0]
    kind = KINDS.get((task.kind, task.a)) or KINDS[(task.kind, "")]
    if kind == "discard_quest" and task.n:
        kind = "discard_quest_optional"
    return Decision(kind, task.seat, _subject(s, task, kind), _on_turn_of(s, task, kind))


def _last_agent_space(s: State, seat: int) -> str:
    for o in reversed(s.occ):
        if o.seat == seat:
            return o.space
    return ""


def _subject(s: State, task: Task, kind: str) -> str:
    if kind in _ABOUT_A:
        return task.a
    if kind in _AT_LAST_AGENT:
        return _last_agent_space(s, task.seat)
    if kind == "pick_owner":
        for e in reversed(s.events):
            if e.kind == "owner" and e.seat == task.seat:
                return e.a
        owned = {lot.building for lot in s.lots if lot.owner == task.seat}
        for o in reversed(s.occ):  # a later pick of the same benefit: the visited building
            if o.space in owned:
                return o.space
    if kind == "pick_swap_cleric":
        return next((q for q in s.players[task.seat].plots if PLOT_OF[q] == "miracle"), "")
    return ""


def _on_turn_of(s: State, task: Task, kind: str) -> int:
    if kind != "pick_round_start":
        for t in s.tasks:
            if t.kind == "end_turn":
                return t.seat
            if t.kind in ("next_turn", "round_end"):
                break
    return task.seat


# -- the terms of a decision -----------------------------------------------------------------------


@dataclasses.dataclass(frozen=True, slots=True)
class Described(Decision):
    """The pending decision (`decision`) with the terms its texts state; `describe(state)` makes it.

    Public like the decision: it names no hidden card. A field a kind does not use keeps its default.

    | kind | fields |
    |---|---|
    | offer | played_by: who played the card; resource, amount: what the decider gives them; vp: what yes scores |
    | choose_opponent | resource, amount: what the chosen opponent takes ("g": gold); mandatory: or the card |
    | discard_quest, discard_quest_optional | vp: what discarding a quest scores |
    | complete_now | vp: the extra VP of completing the quest at once |
    """

    #: the seat that played the card the decision answers; -1 if none
    played_by: int = -1
    #: a resource letter ("c", "f", "r", "w": adventurers, "g": gold) and how many change hands
    resource: str = ""
    amount: int = 0
    #: the VP the decider scores by saying yes
    vp: int = 0
    #: whether the chosen opponent must complete the card (a mandatory quest) instead of taking something
    mandatory: bool = False


@remember_last
def describe(s: State) -> Described | None:
    """The pending decision with its terms (see `Described`); None when the game is over."""
    d = decision(s)
    if d is None:
        return None
    task = s.tasks[0]
    card = load().intrigue.get(task.a)
    terms: dict[str, Any] = {}
    if d.kind == "offer" and card is not None:
        terms = {"played_by": task.n, "resource": card.cube, "amount": card.give, "vp": card.vp}
    elif d.kind == "choose_opponent" and card is not None and card.effect == "mandatory":
        terms = {"mandatory": True}
    elif d.kind == "choose_opponent":
        terms = {"resource": card.cube, "amount": card.other} if card else {"resource": "g", "amount": task.n}
    elif d.kind in ("discard_quest", "discard_quest_optional") and card is not None:
        terms = {"vp": card.other if task.n else card.vp}
    elif d.kind == "complete_now":
        terms = {"vp": HEROES_BONUS}
    return Described(d.kind, d.seat, d.subject, d.on_turn_of, **terms)


# -- refusals ------------------------------------------------------------------------------------


def placement_refusal(s: State, move: Place) -> Refusal:
    """Why the placement `move` is not legal in the running game `s`; see the module's table."""
    task = s.tasks[0]
    if task.kind != "place":
        return Refusal("no_placement_now")
    return place_refusal(Work(s), task, move)


def _pieces(w: Work, task: Task) -> tuple[str, ...]:
    """The pieces the pending placement may put on the board."""
    if task.a == "reassign":
        return (task.opts[0],)
    if task.a == "amb":
        return ("ambassador",)
    p = w.player(task.seat)
    return ("agent",) * bool(p.pool) + ("lieutenant",) * bool(p.lt_pool)


def place_refusal(w: Work, task: Task, move: Place) -> Refusal:
    """The rules of `legality.placements` (and `legal_place`), one reason at a time, in the order a
    player would ask: the piece, the space, who stands there, then the action's own conditions."""
    seat, mode, space = task.seat, task.a, move.space
    if move.piece not in _pieces(w, task):
        return Refusal("piece_not_available", subject=move.piece)
    hall = [t.building for t in w.hall]
    if mode == "sample":
        if space not in hall:
            return Refusal("sample_hall_only", subject=space)
        if any(o.space == space for o in w.occ):
            return Refusal("space_taken", subject=space)
        return NO_REFUSAL if legality.sample_legal(w, seat, space) else _action_refusal(w, seat, space)
    occupants = [o for o in w.occ if o.space == space]
    orb = bool(occupants) and _orb_open(w, seat) and any(legality.is_opponent_agent(o, seat) for o in occupants)
    in_play = space in BASIC or any(lot.building == space for lot in w.lots)
    if not in_play and not (orb and space in hall):
        return Refusal("not_a_space", subject=space)
    if occupants and not orb:
        return Refusal("space_taken", subject=space)
    if space in HARBOR:
        if mode in ("reassign", "now"):
            return Refusal("harbor_no_reassign", subject=space)
        placing = "ambassador" if mode == "amb" else "agent"
        ok = legality.has_playable(w, seat, placing)
        return NO_REFUSAL if ok else Refusal("no_playable_intrigue", subject=space)
    if space == "builders":
        if len(w.lots) >= LOTS or w.buildings_of(seat) >= MARKERS:
            return Refusal("no_free_lot", subject=space)
        if not legality.can_buy(w, seat):
            cheapest = min((legality.COST[b] for b in hall), default=0)
            return Refusal("cannot_afford_building", cheapest, space)
        return NO_REFUSAL
    if space in BASIC or space not in legality.CHECKED or legality.action_legal(w, seat, space):
        return NO_REFUSAL
    return _action_refusal(w, seat, space)


def _orb_open(w: Work, seat: int) -> bool:
    """The orb plot lets `seat` join an opponent's agent, once a round."""
    p = w.player(seat)
    return bool(p.plots) and not p.orb_used and w.has_plot(seat, "orb")


def _action_refusal(w: Work, seat: int, space: str) -> Refusal:
    act = legality.BUILDINGS[space].action
    if act.pay_gold and w.amount(seat, "g") < act.pay_gold:
        return Refusal("needs_gold", act.pay_gold, space)
    if act.pay_any and w.cubes(seat) < act.pay_any:
        return Refusal("needs_adventurers", act.pay_any, space)
    if act.special == legality.COPY:
        return Refusal("nothing_to_copy", subject=space)
    return Refusal("not_now", subject=space)
