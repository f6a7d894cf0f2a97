"""Card and place texts built from the engine's card data and rules.

Every number of a card comes from its data (cost, VP, virtue, goods, trades) or from the engine's
tables of effect numbers, which its rules read too (`NOW` of the buildings' immediate effects, `END`
of their end-of-game effects, `ABILITY` and `CHARACTER`); a place's payout for a seat comes from the
engine's own functions (`simple_goods`, `storehouse_actions`, `capture_cost`, `spot_cost`,
`tax_due`...) and its named rule numbers. Singular and plural are separate whole phrases, so each
language words them its own way.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from desktop.tables.architects.cardnames import apprentice_name, building_name, character_name
from desktop.tables.architects.names import (
    amount,
    good_word,
    goods_text,
    location_name,
    pick,
    player_name,
    skill_name,
    skills_text,
    virtue_change,
)
from desktop.text import TrContext, join_and, join_clauses, join_or, sentence
from engine.architects import apprentices as appr
from engine.architects import locations as locs
from engine.architects import market as mkt
from engine.architects.buildings import CATHEDRAL_VIRTUE_MIN, NOW, can_use_guildhall
from engine.architects.content import ABILITY, APPRENTICES, BUILDINGS, CHARACTER, C
from engine.architects.economy import ability_bonus, ability_count, tax_due
from engine.architects.scoring import DEBT_VP, END, PRISON_PER, PRISON_VP
from engine.architects.state import (
    CATHEDRAL_COST,
    CATHEDRAL_SPOTS,
    CATHEDRAL_VP,
    LARGE,
    LOC_INDEX,
    PlayerState,
    State,
    guildhall_size,
)

translate = QCoreApplication.translate
architects = TrContext("architects")
Goods = tuple[tuple[str, int], ...]


def _gain(goods: Goods) -> str:
    """'gain 4 stone' (virtue and building cards included)."""
    return translate("architects", "gain {what}").format(what=goods_text(goods))


def _one_of(*goods: tuple[str, int]) -> str:
    """'gain 1 gold or 3 silver'."""
    return translate("architects", "gain {what}").format(what=join_or([amount(k, v) for k, v in goods]))


def silver_tax(silver: int, tax: int) -> str:
    """A cost in silver with its tax part: '3 silver + 2 tax', '1 tax', 'nothing'."""
    parts = [amount("silver", silver)] if silver else []
    if tax:
        parts.append(amount("tax", tax))
    return " + ".join(parts) or translate("architects", "nothing")


def virtue_loss(p: PlayerState | None, n: int) -> str:
    """'1 virtue' lost; past the track's foot, the debts `p` takes for the points it cannot lose (seed: "Below 0
    Virtue, you take a Debt Card"): '2 virtue (below 0: 1 debt instead)'."""
    short = 0 if p is None else max(0, n - p.virtue)
    if not short:
        return amount("virtue", n)
    return translate("architects", "{virtue} (below 0: {debts} instead)").format(
        virtue=amount("virtue", n), debts=amount("debt", short)
    )


def cost_text(goods: Goods) -> str:
    """A building or Cathedral cost: '4 clay and 2 wood', '4 wood or stone in any mix'."""
    if goods and goods[0][0] == "mix":
        return translate("architects", "{n} wood or stone in any mix").format(n=goods[0][1])
    return goods_text(goods)


# -- buildings ------------------------------------------------------------------------------------


# immediate effects without a number
_NOW_TEXTS = {
    "hire_free": QT_TRANSLATE_NOOP("architects", "hire any face-up apprentice for free"),
    "free_prison": QT_TRANSLATE_NOOP("architects", "free all your workers from the Prison"),
    "crane": QT_TRANSLATE_NOOP(
        "architects", "place another worker in the Guildhall and construct or work on the Cathedral again"
    ),
}


def now_text(effect: str, gain: Goods = ()) -> str:
    """An immediate building effect as a verb phrase ('' for none)."""
    x = NOW.get(effect, {})
    if effect == "gain":
        return _gain(gain)
    if effect in ("treasury", "clay_pit"):
        return _one_of(*x.items())
    if effect in ("capture_1", "capture_2"):
        return architects.tr("capture workers %n time(s) for free", "", x["n"])
    if effect == "capture_or_rescue":
        return architects.tr(
            "capture workers %n time(s) for free, or bring all your workers back from other players' boards", "", x["n"]
        )
    if effect == "watchtower":
        return translate("architects", "every player with {n} or more workers in the Prison loses {virtue}").format(
            n=x["prison"], virtue=amount("virtue", x["virtue"])
        )
    if effect == "take_debt":
        return translate("architects", "take {what}").format(what=amount("debt", x["n"]))
    if effect == "destroy_debt":
        return architects.tr("you may destroy %n unpaid debt(s)", "", x["n"])
    if effect == "draw_2":
        return translate("architects", "draw {what}").format(what=amount("cards", x["n"]))
    if effect == "library":
        return architects.tr("you may discard %n building card(s) from your hand for {gold}", "", x["n"]).format(
            gold=amount("gold", x["gold"])
        )
    if effect == "monument":
        return translate("architects", "every player (you too) gains {virtue}").format(
            virtue=amount("virtue", x["virtue"])
        )
    if effect == "palace":
        return translate("architects", "gain {gold} per {per} virtue you have").format(
            gold=amount("gold", x["gold"]), per=x["per"]
        )
    if effect == "graveyard":
        return architects.tr("discard %n of your apprentices", "", x["n"])
    return pick(_NOW_TEXTS, effect) if effect in _NOW_TEXTS else ""


# end-of-game effects: {vp}, {virtue} and {per} filled in from END
_END_TEXTS = {
    "steeple": QT_TRANSLATE_NOOP("architects", "+{vp} if you are strictly furthest on the Cathedral"),
    "most_stone": QT_TRANSLATE_NOOP("architects", "+{vp} if you have strictly the most stone"),
    "most_wood": QT_TRANSLATE_NOOP("architects", "+{vp} if you have strictly the most wood"),
    "most_clay": QT_TRANSLATE_NOOP("architects", "+{vp} if you have strictly the most clay"),
    "most_silver": QT_TRANSLATE_NOOP("architects", "+{vp} if you have strictly the most silver"),
    "virtue_per_4_basic": QT_TRANSLATE_NOOP("architects", "+{virtue} per {per} clay, wood and stone you have together"),
    "no_debt": QT_TRANSLATE_NOOP("architects", "+{vp} if you have no unpaid debt"),
    "per_building": QT_TRANSLATE_NOOP("architects", "+{vp} per building you have built (this one too)"),
    "virtue_per_2_gold": QT_TRANSLATE_NOOP("architects", "+{virtue} per {per} gold you have"),
    "chapel": QT_TRANSLATE_NOOP("architects", "+{virtue} if you are strictly furthest on the Cathedral"),
    "dungeon": QT_TRANSLATE_NOOP("architects", "lose {virtue}"),
    "fountain": QT_TRANSLATE_NOOP("architects", "each unpaid debt costs you {vp} instead of {usual}"),
    "gamblers_den": QT_TRANSLATE_NOOP("architects", "each unpaid debt costs you {vp} more"),
    "per_3_captured": QT_TRANSLATE_NOOP("architects", "+{vp} per {per} captured workers on your board"),
    "per_4_virtue": QT_TRANSLATE_NOOP("architects", "+{vp} per {per} virtue you have"),
    "per_paid_debt": QT_TRANSLATE_NOOP("architects", "+{vp} per paid debt"),
    "virtue_per_2_marble": QT_TRANSLATE_NOOP("architects", "+{virtue} per {per} marble you have"),
    "virtue_per_2_paid": QT_TRANSLATE_NOOP("architects", "+{virtue} per {per} paid debts"),
    "virtue_per_2_buildings": QT_TRANSLATE_NOOP("architects", "+{virtue} per {per} buildings you have built"),
}


def end_text(effect: str) -> str:
    """An end-of-game building effect ('' for none)."""
    x = END.get(effect)
    if x is None:
        return ""
    vp = amount("vp", x.get("vp", 0))
    virtue = amount("virtue", x.get("virtue", 0))
    per = x.get("per", 0)
    if effect.startswith("per_") and effect[4:] in ("tiling", "carpentry", "masonry"):
        return translate("architects", "+{vp} per apprentice of yours with {skill}").format(
            vp=vp, skill=skill_name(effect[4].upper())
        )
    return pick(_END_TEXTS, effect).format(vp=vp, virtue=virtue, per=per, usual=amount("vp", DEBT_VP))


def building_lines(card: int) -> list[str]:
    """What a building card shows under its name: cost, skills, VP, what building it does at once
    (virtue included) and at the end of the game."""
    b = BUILDINGS[card]
    lines = [translate("architects", "Cost: {cost}").format(cost=goods_text(b.cost))]
    if b.skills:
        lines.append(translate("architects", "Needs: {skills}").format(skills=skills_text(b.skills)))
    lines.append(amount("vp", b.vp))
    now = [virtue_change(b.virtue)] if b.virtue else []
    effect = now_text(b.now, b.gain)
    if effect:
        now.append(effect)
    if now:
        lines.append(translate("architects", "When built: {effect}").format(effect=join_and(now)))
    end = end_text(b.end)
    if end:
        lines.append(translate("architects", "End of game: {effect}").format(effect=end))
    return lines


def building_tooltip(card: int) -> str:
    """The name, kind and every line of a building card."""
    b = BUILDINGS[card]
    title = translate("architects", "{name} (building)").format(name=building_name(card))
    if b.promo:
        title = translate("architects", "{name} (building, promo card)").format(name=building_name(card))
    return "\n".join([title, *building_lines(card)])


# -- apprentices ----------------------------------------------------------------------------------


def trade_text(trade: str) -> str:
    """A King's Storehouse trade: a base trade id or "a<apprentice>" ('2 clay → 1 virtue')."""
    give, get = locs.trade_terms(trade)
    return translate("architects", "{give} → {get}").format(give=goods_text(give), get=goods_text(get))


# apprentice abilities by kind: {what} (an amount of ABILITY), {gain} (gaining it) and {n} filled in
_ABILITY_TEXTS = {
    "acolyte": QT_TRANSLATE_NOOP("architects", "whenever you work on the Cathedral: {gain}"),
    "conspirator": QT_TRANSLATE_NOOP("architects", "Town Centre: each capture after the first costs {what} less"),
    "collector": QT_TRANSLATE_NOOP("architects", "whenever you pay off a debt: gain {what}"),
    "gatekeeper": QT_TRANSLATE_NOOP(
        "architects", "at each Black Market reset: free up to {n} of your workers from the Prison"
    ),
    "illusionist": QT_TRANSLATE_NOOP("architects", "no virtue loss at the Black Market"),
    "jeweller": QT_TRANSLATE_NOOP("architects", "Silversmith: {what} more"),
    "miner": QT_TRANSLATE_NOOP("architects", "Mines (clay or gold): {what} more"),
    "pickpocket": QT_TRANSLATE_NOOP("architects", "Tax Stand: gain {what} as well"),
    "squire": QT_TRANSLATE_NOOP(
        "architects", "at each Black Market reset with none of your workers in the Prison: gain {what}"
    ),
    "stonecutter": QT_TRANSLATE_NOOP("architects", "Quarry: {what} more"),
    "swindler": QT_TRANSLATE_NOOP("architects", "each time you go to the Black Market: gain {what}"),
    "thief": QT_TRANSLATE_NOOP("architects", "Tax Stand: lose {what} less"),
    "trickster": QT_TRANSLATE_NOOP("architects", "Black Market spots cost {what} less"),
    "woodcutter": QT_TRANSLATE_NOOP("architects", "Forest: {what} more"),
    "enforcer": QT_TRANSLATE_NOOP("architects", "whenever you send captured workers to the Prison: gain {what}"),
    "peddler": QT_TRANSLATE_NOOP("architects", "at each Black Market reset: gain {what}"),
}


def ability_text(card: int) -> str:
    """An apprentice's ability in a few words."""
    a = APPRENTICES[card]
    if a.ability == "trade":
        return translate("architects", "King's Storehouse trade: {trade}").format(trade=trade_text(f"a{card}"))
    if a.ability == "":
        return translate("architects", "no special ability")
    good, n = ABILITY.get(a.ability, ("", 0))
    what = amount(good, n)
    kind = a.ability.split("_")[0]
    if kind == "overseer":
        return architects.tr("King's Storehouse: %n more trade(s)", "", n)
    gain = translate("architects", "gain {what}").format(what=what)
    if good == "cards":
        gain = translate("architects", "draw {what}").format(what=what)
    return pick(_ABILITY_TEXTS, kind).format(what=what, n=n, gain=gain)


def apprentice_lines(card: int, marks: bool = False) -> list[str]:
    """What an apprentice card shows under its name: skills, virtue on hiring, ability; with `marks`, each
    skill with the mark the board draws for it (the tooltip: 'Skills: Carpentry (C)')."""
    a = APPRENTICES[card]
    lines = [translate("architects", "Skills: {skills}").format(skills=skills_text(a.skills, marks))]
    if a.virtue:
        lines.append(translate("architects", "When hired: {effect}").format(effect=virtue_change(a.virtue)))
    lines.append(sentence(ability_text(card)))
    return lines


def apprentice_tooltip(card: int) -> str:
    a = APPRENTICES[card]
    if a.promo:
        title = translate("architects", "{name} (apprentice, promo card)").format(name=apprentice_name(card))
    else:
        title = translate("architects", "{name} (apprentice)").format(name=apprentice_name(card))
    return "\n".join([title, *apprentice_lines(card, marks=True)])


# -- other cards ----------------------------------------------------------------------------------


def market_goods_text(goods: dict[str, int]) -> str:
    """The goods of a Black Market card side ('1 marble and 1 gold')."""
    return goods_text(goods)


def reward_text(reward: int | str) -> str:
    """What a Reward card gives ('1 virtue and 3 silver')."""
    return goods_text(C.rewards[int(reward)].gain)


def _character_ability(ability: str) -> str:
    x = CHARACTER.get(ability, {})
    if ability == "lothaire":
        return translate("architects", "pays {n} wood or stone less on every building and Cathedral cost").format(
            n=x["n"]
        )
    if ability == "hugo":
        return translate("architects", "may pay {silver} instead of taking each debt").format(
            silver=amount("silver", x["silver"])
        )
    if ability == "caroline":
        return translate("architects", "draws {cards} at each visit to the Black Market").format(
            cards=amount("cards", x["cards"])
        )
    if ability == "ada":
        return translate("architects", "ignores {tax} of every cost").format(tax=amount("tax", x["tax"]))
    if ability == "clovis":
        return translate("architects", "draws {cards} with every building constructed").format(
            cards=amount("cards", x["cards"])
        )
    if ability == "fara":
        return architects.tr("frees %n worker(s) from the Prison at each Black Market reset", "", x["n"])
    if ability == "rudolf":
        return architects.tr(
            "pays {silver} less (not tax) to hire at the Workshop; %n apprentice(s) at most", "", x["limit"]
        ).format(silver=amount("silver", x["silver"]))
    if ability == "bertha":
        return translate("architects", "gains {silver} more when sending captured workers to the Prison").format(
            silver=amount("silver", x["silver"])
        )
    if ability == "therese":
        return translate("architects", "may pay gold for marble and marble for gold")
    return translate("architects", "discards no building card to work on the Cathedral")


def character_text(character: int) -> str:
    """A variable-setup character: name, start and ability ('' for the standard side)."""
    c = C.characters.get(character)
    if c is None:
        return ""
    start = [amount("silver", c.silver), *(amount(k, v) for k, v in c.goods)]
    if c.cards:
        start.append(amount("cards", c.cards))
    if c.debts:
        start.append(amount("debt", c.debts))
    lines = [
        character_name(character),
        translate("architects", "Starts with {what} at virtue {virtue}").format(what=join_and(start), virtue=c.virtue),
    ]
    if c.prison:
        lines.append(architects.tr("%n worker(s) start(s) in the Prison", "", c.prison))
    lines.append(translate("architects", "Ability: {text}").format(text=_character_ability(c.ability)))
    return "\n".join(lines)


# -- the Guardhouse -------------------------------------------------------------------------------


def guard_terms(action: str, p: PlayerState | None = None) -> str:
    """A Guardhouse action with its cost; with `p`, the tax that player would really pay."""

    def cost(silver: int, tax: int) -> str:
        return silver_tax(silver, tax if p is None else tax_due(p, tax))

    if action == "imprison":
        return translate(
            "architects", "send every captured worker on your board to the Prison and gain {silver} for each"
        ).format(silver=amount("silver", locs.IMPRISON_SILVER))
    if action == "release":
        return translate("architects", "free all your workers from the Prison, at no cost")
    if action == "rescue_silver":
        return translate("architects", "pay {cost}: bring all your workers back from other players' boards").format(
            cost=cost(locs.RESCUE_SILVER, locs.RESCUE_TAX)
        )
    if action == "rescue_debt":
        return translate(
            "architects", "take {debt} and lose {virtue}: bring all your workers back from other players' boards"
        ).format(debt=amount("debt", locs.RESCUE_DEBTS), virtue=virtue_loss(p, locs.RESCUE_VIRTUE))
    return translate("architects", "pay {cost}: pay off 1 debt and gain {virtue}").format(
        cost=cost(locs.DEBT_SILVER, locs.DEBT_TAX), virtue=amount("virtue", locs.DEBT_VIRTUE)
    )


def guard_text(action: str) -> str:
    """A Guardhouse action (imprison, release, rescue_silver, rescue_debt, pay_debt) with its cost."""
    return guard_terms(action)


def guard_chip(action: str, p: PlayerState | None = None) -> str:
    """A Guardhouse action in a few words, for its chip on the board (the sentence is the chip's tooltip)."""
    if action == "imprison":
        return translate("architects", "Imprison captives: +{silver} each").format(
            silver=amount("silver", locs.IMPRISON_SILVER)
        )
    if action == "release":
        return translate("architects", "Free from Prison")
    if action == "rescue_silver":
        tax = locs.RESCUE_TAX if p is None else tax_due(p, locs.RESCUE_TAX)
        return translate("architects", "Rescue: {cost}").format(cost=silver_tax(locs.RESCUE_SILVER, tax))
    if action == "rescue_debt":
        return translate("architects", "Rescue: +{debt}, −{virtue}").format(
            debt=amount("debt", locs.RESCUE_DEBTS), virtue=amount("virtue", locs.RESCUE_VIRTUE)
        )
    tax = locs.DEBT_TAX if p is None else tax_due(p, locs.DEBT_TAX)
    return translate("architects", "Pay off a debt: {cost}").format(cost=silver_tax(locs.DEBT_SILVER, tax))


# -- places ---------------------------------------------------------------------------------------


def _workers_here(state: State, seat: int, loc: str) -> int:
    return state.at[LOC_INDEX[loc]][seat]


def hire_reach(workers: int) -> int:
    """Workshop columns within free reach with `workers` of yours there (the new one counted)."""
    return min(workers, appr.COLUMNS)


def hire_terms(p: PlayerState, reach: int) -> str:
    """'columns 1–2 for 2 silver + 2 tax, 1 silver more per column beyond'."""
    base = silver_tax(appr.hire_cost(p), tax_due(p, appr.HIRE_TAX))
    if reach >= appr.COLUMNS:
        return translate("architects", "any column for {cost}").format(cost=base)
    last = appr.COLUMNS - 1  # the extra silver for one column beyond the reach
    extra = amount("silver", appr.extra_silver(last, last))
    if reach <= 1:  # not "columns 1–1"
        return translate("architects", "column 1 for {cost}, {extra} more per column beyond").format(
            cost=base, extra=extra
        )
    return translate("architects", "columns 1–{reach} for {cost}, {extra} more per column beyond").format(
        reach=reach, cost=base, extra=extra
    )


def market_spot_terms(state: State, seat: int, mode: str) -> str:
    """What a Black Market spot costs `seat` and gives ('pay 1 silver and lose 1 virtue: gain 1 marble')."""
    silver = amount("silver", mkt.spot_cost(state, seat, mkt.SPOTS[mode]))
    if mode == "a":
        what = _gain(mkt.small_goods(state))
    elif mode == "c":
        what = _gain(mkt.large_goods(state))
    elif mode == "b_hire":
        what = translate("architects", "hire any face-up apprentice for free")
    else:
        drawn = min(mkt.DRAW_CARDS, len(state.building_deck))  # a short deck gives what it has (default 21)
        what = translate("architects", "draw {what} and keep 1").format(what=amount("cards", drawn))
    if ability_count(state.players[seat], "illusionist"):
        return translate("architects", "pay {silver}: {what}").format(silver=silver, what=what)
    return translate("architects", "pay {silver} and lose {virtue}: {what}").format(
        silver=silver, virtue=virtue_loss(state.players[seat], mkt.MARKET_VIRTUE), what=what
    )


def place_terms(state: State, seat: int, loc: str, mode: str = "") -> str:
    """What `seat` would get by placing a worker at `loc` (with `mode`) now."""
    p = state.players[seat]
    if loc == "black_market":
        return market_spot_terms(state, seat, mode)
    if loc == "guildhall":
        return translate("architects", "construct a building or work on the Cathedral")
    n = _workers_here(state, seat, loc) + 1
    if loc in ("quarry", "forest", "silversmith", "mines"):
        return _gain(locs.simple_goods(p, loc, n, mode))
    if loc == "storehouse":
        k = locs.storehouse_actions(p, n)
        return architects.tr("make up to %n trade(s)", "", k)
    if loc == "workshop" and mode == "hire":
        return translate("architects", "hire an apprentice: {terms}").format(terms=hire_terms(p, hire_reach(n)))
    if loc == "workshop":
        drawn = min(locs.plans_cards(n), len(state.building_deck))  # a short deck gives what it has (default 21)
        return translate("architects", "draw {what}").format(what=amount("cards", drawn))
    if loc == "town_centre":
        return _town_terms(state, p, n)
    if loc == "tax_stand":
        return _tax_stand_terms(state, p)
    return architects.tr("take up to %n action(s)", "", n)


def _town_terms(state: State, p: PlayerState, n: int) -> str:
    """'make up to 2 captures (from up to 2 locations); the first costs 1 tax, each further one 1 silver'; with
    one capture, its price alone (no second location, no further capture to price)."""
    first, later = locs.capture_cost(p, 0), locs.capture_cost(p, 1)
    captures = architects.tr("make up to %n capture(s)", "", n)
    if n <= 1:
        return translate("architects", "{captures} (cost: {first})").format(
            captures=captures, first=silver_tax(first[0], tax_due(p, first[1]))
        )
    limit = locs.capture_limit(len(state.players))
    where = architects.tr("from up to %n location(s)", "", limit)
    return translate("architects", "{captures} ({where}); the first costs {first}, each further one {later}").format(
        captures=captures,
        where=where,
        first=silver_tax(first[0], tax_due(p, first[1])),
        later=silver_tax(later[0], tax_due(p, later[1])),
    )


def _tax_stand_terms(state: State, p: PlayerState) -> str:
    loss = locs.tax_stand_loss(p)
    goods: list[tuple[str, int]] = [("silver", state.tax)]
    goods.append(("gold", ability_bonus(p, "pickpocket")))
    if loss:
        return translate("architects", "take {what} and lose {virtue}").format(
            what=goods_text(tuple(goods)), virtue=virtue_loss(p, loss)
        )
    return translate("architects", "take {what}").format(what=goods_text(tuple(goods)))


def _here_line(state: State, loc: str) -> str:
    """'Workers here: Ann 2, Bob 1' (or that there are none)."""
    row = state.at[LOC_INDEX[loc]]
    parts = [f"{player_name(state, i)} {k}" for i, k in enumerate(row) if k]
    if not parts:
        return translate("architects", "No workers here")
    return translate("architects", "Workers here: {list}").format(list=", ".join(parts))


def _storehouse_lines(p: PlayerState) -> list[str]:
    """The base trades, grouped by what they give, and the seat's own apprentice trades."""
    by_get: dict[str, tuple[set[str], int]] = {}
    for give, get in locs.BASE_TRADES.values():
        key = goods_text(get)
        kinds = by_get.get(key, (set(), 0))[0]
        by_get[key] = (kinds | {k for k, _ in give}, sum(v for _, v in give))
    order = ("clay", "wood", "stone")
    lines = [
        translate("architects", "Trade: any {n} of {goods} → {get}").format(
            n=count, goods=join_and([good_word(k) for k in order if k in kinds]), get=get
        )
        for get, (kinds, count) in by_get.items()
    ]
    own = [f"a{a}" for a in dict.fromkeys(p.apprentices) if APPRENTICES[a].ability == "trade"]
    if own:
        lines.append(
            translate("architects", "Your apprentices add: {trades}").format(
                trades=join_clauses([trade_text(t) for t in own])
            )
        )
    return lines


def location_tooltip(state: State, loc: str, seat: int) -> str:
    """What `loc` does and what it would bring `seat` if that seat placed a worker there now."""
    p = state.players[seat]
    lines = [location_name(loc)]
    if loc in LARGE:
        lines.append(_here_line(state, loc))
    if loc in ("quarry", "forest", "silversmith", "storehouse", "town_centre", "guardhouse"):
        lines.append(
            translate("architects", "A worker placed now: {terms}").format(terms=place_terms(state, seat, loc))
        )
    if loc == "mines":
        lines.append(translate("architects", "Clay: {terms}").format(terms=place_terms(state, seat, loc, "clay")))
        if _workers_here(state, seat, loc):
            gold = place_terms(state, seat, loc, "gold")
        else:
            gold = translate("architects", "needs a worker of yours here already")
        lines.append(translate("architects", "Gold: {terms}").format(terms=gold))
    elif loc == "storehouse":
        lines += _storehouse_lines(p)
    elif loc == "workshop":
        reach = hire_reach(_workers_here(state, seat, loc) + 1)
        lines.append(translate("architects", "Hire an apprentice: {terms}").format(terms=hire_terms(p, reach)))
        lines.append(translate("architects", "Building plans: {terms}").format(terms=place_terms(state, seat, loc)))
    elif loc == "tax_stand":
        if state.tax:
            lines.append(
                translate("architects", "A worker placed now: {terms}").format(terms=_tax_stand_terms(state, p))
            )
        else:
            lines.append(translate("architects", "The Tax Stand is empty: nobody may go there."))
    elif loc == "guardhouse":
        lines += [f"• {guard_terms(a, p)}" for a in ("imprison", "release", "rescue_silver", "rescue_debt", "pay_debt")]
    elif loc == "black_market":
        lines += _market_lines(state, seat)
    elif loc == "guildhall":
        lines += _guildhall_lines(state, seat)
    elif loc == "cathedral":
        lines += _cathedral_lines(state, seat)
    elif loc == "prison":
        lines += _prison_lines(state)
    return "\n".join(lines)


def _market_lines(state: State, seat: int) -> list[str]:
    spots = (("a", "A"), ("b_hire", "B"), ("b_draw", "B"), ("c", "C"))
    lines = []
    for mode, letter in spots:
        taken = state.market_spots[mkt.SPOTS[mode]]
        line = translate("architects", "Spot {spot}: {terms}").format(
            spot=letter, terms=market_spot_terms(state, seat, mode)
        )
        if taken >= 0:
            line += " " + translate("architects", "(taken by {name})").format(name=player_name(state, taken))
        lines.append(line)
    lines.append(
        translate(
            "architects", "Closed to players with virtue {n} or more; a reset when all three spots are taken."
        ).format(n=mkt.VIRTUE_CLOSED)
    )
    if state.players[seat].virtue >= mkt.VIRTUE_CLOSED:
        lines.append(translate("architects", "Your virtue is too high to go there."))
    return lines


def _guildhall_lines(state: State, seat: int) -> list[str]:
    size = guildhall_size(len(state.players))
    lines = [
        translate("architects", "Construct a building from your hand or work on the Cathedral; the worker stays."),
        translate("architects", "Spaces filled: {k} of {n}").format(k=state.guildhall, n=size),
    ]
    if state.guildhall >= size:
        lines.append(translate("architects", "Full: workers placed now go to the side."))
    if can_use_guildhall(state, seat):
        lines.append(translate("architects", "You can construct or work on the Cathedral now."))
    else:
        lines.append(translate("architects", "You have nothing you could construct or pay for now."))
    return lines


def _cathedral_lines(state: State, seat: int) -> list[str]:
    lines = [
        translate("architects", "Needs virtue {n} or more and a building card to discard.").format(
            n=CATHEDRAL_VIRTUE_MIN
        )
    ]
    for level in range(1, len(CATHEDRAL_COST)):
        there = [player_name(state, i) for i, q in enumerate(state.players) if q.cathedral == level]
        line = translate("architects", "Level {k}: {cost}; {vp}; spots taken: {taken} of {spots}").format(
            k=level,
            cost=cost_text(CATHEDRAL_COST[level]),
            vp=amount("vp", CATHEDRAL_VP[level]),
            taken=len(there),
            spots=CATHEDRAL_SPOTS[level],
        )
        if there:
            line += f" ({', '.join(there)})"
        lines.append(line)
    lines.append(translate("architects", "Your level: {k}").format(k=state.players[seat].cathedral))
    return lines


def _prison_lines(state: State) -> list[str]:
    parts = [f"{q.name} {q.prison}" for q in state.players if q.prison]
    lines = [
        translate("architects", "In the Prison: {list}").format(list=", ".join(parts))
        if parts
        else translate("architects", "The Prison is empty")
    ]
    lines.append(
        translate(
            "architects",
            "At each Black Market reset: {n} or more workers here cost {virtue}; the most workers here take {debt}.",
        ).format(
            n=mkt.RESET_PRISON,
            virtue=amount("virtue", mkt.RESET_VIRTUE),
            debt=amount("debt", mkt.RESET_DEBTS),
        )
    )
    lines.append(
        translate("architects", "End of game: −{vp} per {n} of your workers here").format(
            vp=amount("vp", PRISON_VP), n=PRISON_PER
        )
    )
    return lines
