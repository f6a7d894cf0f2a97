"""What the Lords of Waterdeep board draws as icon rows (`desktop.board.iconrow`): the basic spaces'
actions, the quests at Cliffwatch Inn (needs → reward, a plot quest's lasting effect), the buildings in
Builder's Hall and in play (cost, what a visitor takes, what the owner gets). Every number comes from the
engine's data, as in `cardtext`, whose sentences stay in the tooltips; an effect no icon can say gives no
row (`[]` or `()`), and the card keeps its sentence."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.board.iconrow import Icon, Row
from engine.waterdeep.board import BASIC
from engine.waterdeep.content import CUBES, Action, Building, Quest, Res, load
from engine.waterdeep.quests import BUY_BONUS, HEROES_BONUS, TYPE_BONUS

translate = QCoreApplication.translate
MINUS = "\u2212"
ARROW = "\u2192"
LASTING = "\u221e"  # a plot quest's effect, for the rest of the game
RESET = "\u21bb"  # new quests at Cliffwatch Inn
BACK = "\u21a9"  # an agent back to the pool
DONE = "\u2713"  # a quest completed at once
ICONS = {"c": "cleric", "f": "fighter", "r": "rogue", "w": "wizard", "g": "gold"}
SLEEPER_VP = 2  # +2 VP whenever you play an intrigue card (rules/quests: the "sleeper" plot)


def signed(n: int) -> str:
    """'+2', '−1' (a true minus sign), '0'."""
    return f"+{n}" if n > 0 else f"{MINUS}{-n}" if n < 0 else "0"


def res_row(res: Res, sign: int = 0) -> Row:
    """'2[cleric] 4[gold]' (`sign` +1 or −1: '+2[cleric]', '−4[gold]')."""
    out: list[str | Icon] = []
    for key in "cfrwg":
        n = res.get(key)
        if n:
            out += [signed(sign * n) if sign else str(n), Icon(ICONS[key])]
    return tuple(out)


def pick_row(act: Action) -> Row:
    """The adventurers a pick offers: '+1[adventurer]' (any type), '+1[fighter]/[wizard]'."""
    if not act.pick_n:
        return ()
    if set(act.pick) == set(CUBES):
        return (signed(act.pick_n), Icon("adventurer"))
    kinds: list[str | Icon] = []
    for key in act.pick:
        kinds += ["/", Icon(ICONS[key])] if kinds else [Icon(ICONS[key])]
    return (signed(act.pick_n), *kinds)


def things_row(act: Action) -> Row:
    """What an action gives, as '+' icons: VP, adventurers and gold, a pick, intrigue cards, quests."""
    out: list[str | Icon] = [signed(act.vp), Icon("vp")] if act.vp else []
    out += [*res_row(act.gain, +1), *pick_row(act)]
    if act.intrigue:
        out += [signed(act.intrigue), Icon("intrigue")]
    if act.quest:
        out += [signed(act.quest), Icon("quest")]
    return tuple(out)


def _stock_row(b: Building, stock: Res | None, vp: int | None) -> Row:
    """'all [fighter]' (a tile in Builder's Hall), 'all 4[fighter]' (in play: what lies on it now)."""
    every = translate("icons", "all")
    if b.stock_vp:
        return (every, Icon("vp")) if vp is None else (every, str(vp), Icon("vp"))
    kinds = [Icon(ICONS[k]) for k in "cfrwg" if b.stock.get(k)]
    if stock is None:
        return (every, *kinds)
    return (every, *res_row(stock)) if stock else (every, "0", *kinds)


def action_row(act: Action, building: Building | None = None, stock: Res | None = None, vp: int | None = None) -> Row:
    """What a space does, in icons ('−2[gold] → +2[cleric]/[wizard]'); () where only a sentence says it."""
    first: Row = (
        *res_row(Res(g=act.pay_gold), -1),
        *((signed(-act.pay_any), Icon("adventurer")) if act.pay_any else ()),
    )
    taken = things_row(act)
    special = act.special
    if special == "take_stock" and building is not None:
        taken = (*taken, *_stock_row(building, stock, vp))
    elif special == "garden_quest":
        taken = ("+1", Icon("quest"), ARROW, DONE, signed(HEROES_BONUS), Icon("vp"))
    elif special == "count_buildings":
        taken = ("+1", Icon("gold"), translate("icons", "per"), Icon("building"))
    elif special == "first_player":
        taken = (translate("board", "1st"), *taken)
    elif special == "buy":
        taken = (Icon("gold"), ARROW, Icon("building"))
    elif special == "harbor":
        taken = (translate("icons", "play"), Icon("intrigue"))
    elif special == "reset_inn":
        taken = (RESET, Icon("quest"))
    elif special in ("palace", "copy_occupied"):
        taken = ()
    if not taken:
        return ()
    return (*first, ARROW, *taken) if first else taken


def space_rows(space: str) -> list[Row]:
    """A basic space's action ('+1[wizard]', '1st +1[intrigue]'); Cliffwatch Inn's spaces say only what
    they add to the quest every one of them gives (their building's row)."""
    act = BASIC[space].action
    if space.startswith("inn"):
        return [action_row(Action(gain=act.gain, intrigue=act.intrigue, special=act.special))]
    return [action_row(act)]


def inn_rows() -> list[Row]:
    """Cliffwatch Inn: every space takes a face-up quest ('+1[quest]'), and what its own space says."""
    return [("+1", Icon("quest"), "+")]


# -- quests -------------------------------------------------------------------------------------------


def reward_row(q: Quest) -> Row:
    """A quest's reward as icons, its special reward where an icon says it."""
    act = q.reward
    out = list(things_row(act))
    special = act.special
    if special == "vp_per_building":
        out += [signed(q.amount), Icon("vp"), translate("icons", "per"), Icon("building")]
    elif special == "deck_quest":
        out += ["+1", Icon("quest")]
    elif special in ("free_hall_building", "free_stack_building"):
        out += ["+1", Icon("building")]
    elif special == "return_agent":
        out += [Icon("worker"), BACK]
    elif special == "play_intrigue":
        out += [translate("icons", "play"), Icon("intrigue")]
    return tuple(out)


def plot_row(q: Quest) -> Row:
    """A plot quest's lasting effect ('∞ [wizard] → +1[intrigue]'); () where only the sentence says it."""
    effects: dict[str, Row] = {
        "type_bonus": (signed(TYPE_BONUS), Icon("vp"), translate("icons", "per"), Icon("quest")),
        "buy_bonus": (Icon("building"), ARROW, signed(BUY_BONUS), Icon("vp")),
        "gain_w_intrigue": (Icon("wizard"), ARROW, "+1", Icon("intrigue")),
        "gain_g_rogue": (Icon("gold"), ARROW, "+1", Icon("rogue")),
        "gain_r_gold": (Icon("rogue"), ARROW, "+2", Icon("gold")),
        "gain_f_fighter": (Icon("fighter"), ARROW, "+1", Icon("fighter")),
        "sleeper": (translate("icons", "play"), Icon("intrigue"), ARROW, signed(SLEEPER_VP), Icon("vp")),
        "round_adventurer": (translate("icons", "each round"), "+1", Icon("adventurer")),
        "lieutenant": ("+1", Icon("worker")),
        "miracle": (Icon("cleric"), ARROW, signed(-1), Icon("adventurer"), "+1", Icon("cleric")),
    }
    effect = effects.get(q.plot, ())
    return (LASTING, *effect) if effect else ()


def quest_rows(quest_id: str) -> list[Row]:
    """'2[cleric] 1[fighter] 4[gold] → 10[VP] +1[fighter]' and a plot quest's lasting effect."""
    q = load().quests[quest_id]
    rows = [(*res_row(q.cost), ARROW, *reward_row(q))]
    if q.reward.special == "opponent_gold":
        rows.append((translate("icons", "opponent"), signed(q.amount), Icon("gold")))
    plot = plot_row(q)
    return [*rows, plot] if plot else rows


# -- buildings ----------------------------------------------------------------------------------------


def building_rows(
    building_id: str, hall_vp: int | None = None, stock: Res | None = None, vp: int | None = None
) -> list[Row]:
    """A building's cost (in Builder's Hall, with the VP its buyer scores: `hall_vp`), what a visitor
    takes (`stock`, `vp`: what lies on a tile in play) and what its owner gets."""
    b = load().buildings[building_id]
    rows: list[Row] = []
    if hall_vp is not None:
        bonus: Row = (ARROW, signed(hall_vp), Icon("vp")) if hall_vp else ()
        rows.append((translate("icons", "Cost"), str(b.cost), Icon("gold"), *bonus))
    visit = action_row(b.action, b, stock, vp)
    if visit:
        rows.append(visit)
    rows.append((translate("icons", "Owner"), *things_row(b.owner)))
    return rows
