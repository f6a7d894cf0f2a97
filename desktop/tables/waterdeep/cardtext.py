"""Card texts built from the engine's card data: every number on a card comes from the data.

Two shapes of text: *actions* are what a player does ("take 2 gold and 1 face-up quest from
Cliffwatch Inn"), *things* are what someone gets ("8 VP, 1 fighter and 2 gold"). Singular and
plural are the forms of one %n phrase, so each language words them its own way.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication

from desktop.tables.waterdeep.cardnames import card_title
from desktop.tables.waterdeep.text import a_cube, amount, quest_type_name, space_name, vp_text
from desktop.text import TrContext, join_and, join_or
from engine.waterdeep.board import BASIC, INN_SIZE
from engine.waterdeep.content import CUBES, Action, Building, Intrigue, Quest, Res, load
from engine.waterdeep.quests import BUY_BONUS, HEROES_BONUS, TYPE_BONUS
from engine.waterdeep.scoring import LORD_QUEST_VP

translate = QCoreApplication.translate
cardtext = TrContext("cardtext")


def res_text(res: Res) -> str:
    """'1 cleric, 2 wizards and 4 gold' (or 'nothing')."""
    return join_and(res_parts(res)) or translate("cardtext", "nothing")


def res_parts(res: Res) -> list[str]:
    return [amount(k, res.get(k)) for k in "cfrwg" if res.get(k)]


def intrigue_cards(n: int) -> str:
    return cardtext.tr("%n intrigue card(s)", "", n)


def _inn_quests(n: int) -> str:
    return cardtext.tr("%n face-up quest(s) from Cliffwatch Inn", "", n)


def _any_adventurers(n: int) -> str:
    return cardtext.tr("%n adventurer(s) of your choice", "", n)


def _pick_text(act: Action) -> str:
    """The adventurers a pick offers: '1 fighter or 1 wizard', '2 adventurers, each a cleric or a wizard'."""
    if not act.pick_n:
        return ""
    if set(act.pick) == set(CUBES):
        return _any_adventurers(act.pick_n)
    if act.pick_n == 1:
        return join_or([amount(k, 1) for k in act.pick])
    return cardtext.tr("%n adventurer(s), each {choice}", "", act.pick_n).format(
        choice=join_or([a_cube(k) for k in act.pick])
    )


def things(act: Action) -> list[str]:
    """What an action gives, as nouns (owner benefits, favour options)."""
    out = [vp_text(act.vp)] if act.vp else []
    out += res_parts(act.gain)
    if act.pick_n:
        out.append(_pick_text(act))
    if act.intrigue:
        out.append(intrigue_cards(act.intrigue))
    if act.quest:
        out.append(_inn_quests(act.quest))
    return out


def _stock_text(b: Building) -> str:
    """The action of a building that piles things up on itself."""
    if b.stock_vp:
        return translate("cardtext", "score all VP tokens on this tile")
    kinds = [k for k in "cfrwg" if b.stock.get(k)]
    if len(kinds) != 1:
        return translate("cardtext", "take everything on this tile")
    return {
        "c": translate("cardtext", "take all clerics on this tile"),
        "f": translate("cardtext", "take all fighters on this tile"),
        "r": translate("cardtext", "take all rogues on this tile"),
        "w": translate("cardtext", "take all wizards on this tile"),
        "g": translate("cardtext", "take all gold on this tile"),
    }[kinds[0]]


def _special_text(special: str, n: int, building: Building | None) -> str:
    if special == "take_stock":
        return _stock_text(building) if building else translate("cardtext", "take everything on this tile")
    if special == "opponent_gold":
        return translate("cardtext", "an opponent of your choice takes {n} gold").format(n=n)
    if special == "garden_quest":
        return translate(
            "cardtext", "take 1 face-up quest from Cliffwatch Inn; complete it at once to score {n} VP more"
        ).format(n=HEROES_BONUS)
    return {
        "first_player": translate("cardtext", "take the first-player marker"),
        "buy": translate("cardtext", "buy a building from Builder's Hall"),
        "harbor": translate("cardtext", "play an intrigue card; this agent is reassigned at the end of the round"),
        "palace": translate("cardtext", "take the Ambassador; next round you assign it before anyone else"),
        "count_buildings": translate("cardtext", "take 1 gold for each building in play"),
        "copy_occupied": translate("cardtext", "take the action of a space that holds an opponent's agent"),
        "return_agent": translate("cardtext", "return one of your placed agents to your pool"),
        "play_intrigue": translate("cardtext", "you may play an intrigue card at once"),
    }.get(special, "")


def action_text(act: Action, building: Building | None = None) -> str:
    """What a space, an intrigue card's option or fallback makes you do, in order: 'pay 2 gold, then
    take ...' (`building`: the tile whose stock a "take everything here" action takes).
    Quest rewards are things, see `reward_text`."""
    first: list[str] = []
    if act.pay_gold:
        first.append(translate("cardtext", "pay {n} gold").format(n=act.pay_gold))
    if act.pay_any:
        first.append(translate("cardtext", "return {what}").format(what=_any_adventurers(act.pay_any)))
    if act.special == "reset_inn":
        first.append(
            translate("cardtext", "replace the face-up quests at Cliffwatch Inn with {n} new ones").format(n=INN_SIZE)
        )
    taken = res_parts(act.gain)
    if act.pick_n:
        taken.append(_pick_text(act))
    if act.quest:
        taken.append(_inn_quests(act.quest))
    verbs = [translate("cardtext", "take {what}").format(what=join_and(taken))] if taken else []
    if act.vp:
        verbs.append(translate("cardtext", "score {n} VP").format(n=act.vp))
    if act.intrigue:
        verbs.append(translate("cardtext", "draw {what}").format(what=intrigue_cards(act.intrigue)))
    special = _special_text(act.special, 0, building)
    if special:
        verbs.append(special)
    if first and verbs:
        return translate("cardtext", "{first}, then {rest}").format(first=join_and(first), rest=join_and(verbs))
    return join_and(first or verbs) or translate("cardtext", "no effect")


# -- spaces and buildings -----------------------------------------------------------------------------


def space_tooltip(space: str) -> str:
    basic = BASIC.get(space)
    if basic is None:
        return building_tooltip(space)
    return translate("cardtext", "{name}\nAction: {action}").format(
        name=space_name(space), action=action_text(basic.action)
    )


def building_action(building_id: str) -> str:
    b = load().buildings[building_id]
    return action_text(b.action, building=b)


def owner_text(building_id: str) -> str:
    return translate("cardtext", "Owner gets: {what}").format(
        what=join_and(things(load().buildings[building_id].owner))
    )


def stock_text(building_id: str) -> str:
    """What piles up on the tile ('' for most buildings)."""
    b = load().buildings[building_id]
    if b.stock_vp:
        what = translate("cardtext", "{n} VP tokens").format(n=b.stock_vp)
    elif b.stock:
        what = res_text(b.stock)
    else:
        return ""
    return translate("cardtext", "When bought and at each round start, this tile gets {what}").format(what=what)


def building_tooltip(building_id: str) -> str:
    b = load().buildings[building_id]
    lines = [
        translate("cardtext", "{name} (costs {cost} gold)").format(name=card_title(building_id), cost=b.cost),
        translate("cardtext", "Action: {action}").format(action=building_action(building_id)),
        owner_text(building_id),
    ]
    stock = stock_text(building_id)
    if stock:
        lines.append(stock)
    return "\n".join(lines)


# -- quests -------------------------------------------------------------------------------------------


def _reward_things(act: Action, n: int) -> list[str]:
    out = things(act)
    noun = {
        "vp_per_building": translate("cardtext", "{n} VP for each building you control").format(n=n),
        "deck_quest": translate("cardtext", "1 quest from the quest deck"),
        "free_hall_building": translate("cardtext", "a free building of your choice from Builder's Hall"),
        "free_stack_building": translate("cardtext", "a free building from the top of the stack"),
    }.get(act.special)
    if noun:
        out.append(noun)
    return out


def reward_text(quest_id: str) -> str:
    """'8 VP, 1 fighter and 2 gold' (a special reward that is an action follows after a semicolon)."""
    content = load()
    if quest_id in content.intrigue:
        return vp_text(content.intrigue[quest_id].reward_vp)
    q = content.quests[quest_id]
    act = q.reward
    text = join_and([vp_text(act.vp), *_reward_things(dataclasses.replace(act, vp=0), q.amount)])
    if act.special in ("return_agent", "opponent_gold", "play_intrigue"):
        text = translate("cardtext", "{reward}; {extra}").format(
            reward=text, extra=_special_text(act.special, q.amount, None)
        )
    return text


def quest_cost(quest_id: str) -> Res:
    content = load()
    if quest_id in content.intrigue:
        return content.intrigue[quest_id].cost
    return content.quests[quest_id].cost


def needs_text(quest_id: str) -> str:
    return translate("cardtext", "Needs: {cost}").format(cost=res_text(quest_cost(quest_id)))


def reward_line(quest_id: str) -> str:
    return translate("cardtext", "Reward: {reward}").format(reward=reward_text(quest_id))


def plot_text(q: Quest) -> str:
    """A plot quest's lasting effect ('' for an ordinary quest)."""
    if q.plot == "type_bonus":
        return translate("cardtext", "+{n} VP for each {type} quest you complete later").format(
            n=TYPE_BONUS, type=quest_type_name(q.type)
        )
    if q.plot == "buy_bonus":
        return translate("cardtext", "+{n} VP whenever you buy a building in Builder's Hall").format(n=BUY_BONUS)
    return {
        "gain_w_intrigue": translate("cardtext", "whenever an action gives you a wizard, also draw 1 intrigue card"),
        "gain_g_rogue": translate("cardtext", "whenever an action gives you gold, also take 1 rogue"),
        "gain_r_gold": translate("cardtext", "whenever an action gives you a rogue, also take 2 gold"),
        "gain_f_fighter": translate("cardtext", "whenever an action gives you a fighter, also take 1 fighter"),
        "orb": translate("cardtext", "once per round, you may assign an agent to a space an opponent's agent holds"),
        "miracle": translate(
            "cardtext",
            "once per round, when an action gives you a cleric, you may swap 1 other adventurer for 1 cleric",
        ),
        "sleeper": translate("cardtext", "+2 VP whenever you play an intrigue card"),
        "round_adventurer": translate("cardtext", "at the start of each round, take 1 adventurer of your choice"),
        "lieutenant": translate("cardtext", "the Lieutenant joins your agents for the rest of the game"),
    }.get(q.plot, "")


def plot_line(quest_id: str) -> str:
    q = load().quests.get(quest_id)
    effect = plot_text(q) if q is not None else ""
    return translate("cardtext", "From now on: {effect}").format(effect=effect) if effect else ""


def quest_kind(quest_id: str) -> str:
    q = load().quests.get(quest_id)
    return quest_type_name(q.type) if q is not None else translate("cardtext", "mandatory quest")


def quest_lines(quest_id: str) -> list[str]:
    """Needs, reward and (plot quests) the lasting effect: what a quest card shows under its name."""
    lines = [needs_text(quest_id), reward_line(quest_id)]
    plot = plot_line(quest_id)
    if plot:
        lines.append(plot)
    if quest_id in load().intrigue:
        lines.append(translate("cardtext", "Must be completed before any other quest."))
    return lines


def quest_tooltip(quest_id: str) -> str:
    title = translate("cardtext", "{name} ({type})").format(name=card_title(quest_id), type=quest_kind(quest_id))
    return "\n".join([title, *quest_lines(quest_id)])


def quest_terms(quest_id: str) -> str:
    """One line: 'needs 1 cleric and 2 wizards; reward 8 VP, 1 fighter and 2 gold'."""
    return translate("cardtext", "needs {cost}; reward {reward}").format(
        cost=res_text(quest_cost(quest_id)), reward=reward_text(quest_id)
    )


def still_needed(res: Res, quest_id: str, mandatory_first: bool = False) -> str:
    """Progress toward a quest with `res` in the tavern: 'still need 2 fighters and 3 gold' or
    'ready to complete' (`mandatory_first`: a mandatory quest must be completed before it)."""
    cost = quest_cost(quest_id)
    missing = Res(*(max(0, cost.get(k) - res.get(k)) for k in "cfrwg"))
    if missing:
        return translate("cardtext", "still need {what}").format(what=res_text(missing))
    if mandatory_first:
        return translate("cardtext", "ready to complete once your mandatory quest is done")
    return translate("cardtext", "ready to complete")


# -- intrigue cards and lords ---------------------------------------------------------------------------


def intrigue_effect(c: Intrigue) -> str:
    e = c.effect
    if e == "attack_return":
        return translate(
            "cardtext", "each opponent returns {one} to the supply; for each opponent who cannot: {fallback}"
        ).format(one=amount(c.cube, 1), fallback=action_text(c.fallback))
    if e == "bribe":
        return translate(
            "cardtext", "pay {n} gold and take the action of a space that holds an opponent's agent"
        ).format(n=c.amount)
    if e == "call_adventurers":
        return cardtext.tr(
            "take {what}; then each opponent takes %n adventurer(s) of their choice", "", c.other
        ).format(what=_any_adventurers(c.amount))
    if e == "favor":
        return translate("cardtext", "take {what}").format(what=join_or([join_and(things(o)) for o in c.options]))
    if e == "change_plans":
        return translate(
            "cardtext",
            "discard one of your quests and score {n} VP; then each opponent may discard one of theirs to score {m} VP",
        ).format(n=c.vp, m=c.other)
    if e == "gift":
        return translate("cardtext", "take {what}; then an opponent of your choice takes {theirs}").format(
            what=amount(c.cube, c.amount), theirs=amount(c.cube, c.other)
        )
    if e == "offer":
        return translate("cardtext", "take {what}; then each opponent may give you {give} to score {n} VP").format(
            what=amount(c.cube, c.amount), give=amount(c.cube, c.give), n=c.vp
        )
    if e == "mandatory":
        return translate(
            "cardtext",
            "an opponent of your choice must complete this quest before any other: needs {cost}, reward {n} VP",
        ).format(cost=res_text(c.cost), n=c.reward_vp)
    return {
        "steal_cube": translate("cardtext", "take 1 adventurer of your choice from an opponent of your choice"),
        "accelerate": translate(
            "cardtext", "return one of your agents from Waterdeep Harbor to your pool, then assign two agents in a row"
        ),
        "bidding_war": translate(
            "cardtext",
            "reveal 1 quest per player from the quest deck; starting with you, each player keeps one in turn",
        ),
        "real_estate": translate(
            "cardtext",
            "discard one of your buildings that holds no agent; then put a Builder's Hall building of your choice "
            "into play for free",
        ),
        "recall": translate("cardtext", "return one of your placed agents to your pool"),
        "sample_wares": translate(
            "cardtext", "assign an agent from your pool to a building in Builder's Hall and take its action"
        ),
        "special_assignment": translate(
            "cardtext",
            "name a quest type; reveal quests from the deck until one of that type turns up, take it and discard the "
            "others",
        ),
    }.get(e, e)


def intrigue_tooltip(card_id: str) -> str:
    c = load().intrigue[card_id]
    kind = {
        "attack": translate("cardtext", "attack"),
        "utility": translate("cardtext", "utility"),
        "mandatory": translate("cardtext", "mandatory quest"),
    }.get(c.kind, c.kind)
    return translate("cardtext", "{name} ({kind})\n{effect}").format(
        name=card_title(card_id), kind=kind, effect=intrigue_effect(c)
    )


def lord_bonus_text(lord_id: str) -> str:
    lord = load().lords[lord_id]
    if lord.per_building:
        return translate("cardtext", "{n} VP for each building you control").format(n=lord.per_building)
    types = join_or([quest_type_name(t) for t in lord.types])
    return translate("cardtext", "{n} VP for each {types} quest you complete").format(n=LORD_QUEST_VP, types=types)


def lord_tooltip(lord_id: str) -> str:
    return translate("cardtext", "{name}\nEnd of game: {bonus}").format(
        name=card_title(lord_id), bonus=lord_bonus_text(lord_id)
    )
