"""Effect texts built from the engine's card data (tooltips), and log lines from engine events."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.cardnames import card_title
from desktop.text import amount, card_name, cube_name, player_name, quest_type_name, space_name
from engine.waterdeep.board import BASIC
from engine.waterdeep.content import Action, Res, load
from engine.waterdeep.state import Event, State

translate = QCoreApplication.translate


def res_text(res: Res) -> str:
    parts = [amount(k, res.get(k)) for k in "cfrwg" if res.get(k)]
    return ", ".join(parts) if parts else translate("cardtext", "nothing")


def action_text(act: Action) -> str:
    parts: list[str] = []
    if act.pay_gold:
        parts.append(translate("cardtext", "pay {n} gold").format(n=act.pay_gold))
    if act.pay_any:
        parts.append(translate("cardtext", "return {n} adventurers of your choice").format(n=act.pay_any))
    if act.gain:
        parts.append(translate("cardtext", "take {what}").format(what=res_text(act.gain)))
    if act.vp:
        parts.append(translate("cardtext", "score {n} VP").format(n=act.vp))
    if act.intrigue:
        parts.append(translate("cardtext", "draw {n} intrigue card(s)").format(n=act.intrigue))
    if act.pick_n:
        kinds = "/".join(cube_name(k) for k in act.pick)
        parts.append(translate("cardtext", "take {n} of {kinds}").format(n=act.pick_n, kinds=kinds))
    if act.quest:
        parts.append(translate("cardtext", "take {n} face-up quest(s) from Cliffwatch Inn").format(n=act.quest))
    special = {
        "first_player": translate("cardtext", "take the first-player marker"),
        "buy": translate("cardtext", "buy a building from Builder's Hall"),
        "reset_inn": translate("cardtext", "first replace all face-up quests"),
        "harbor": translate("cardtext", "play an intrigue card; reassigned at the end of the round"),
        "take_stock": translate("cardtext", "take everything on this tile"),
        "palace": translate("cardtext", "take the Ambassador (assign it first next round)"),
        "count_buildings": translate("cardtext", "take 1 gold per building in play"),
        "copy_occupied": translate("cardtext", "use a space holding an opponent's agent"),
        "garden_quest": translate("cardtext", "take a face-up quest; may complete it now for 4 VP"),
        "return_agent": translate("cardtext", "return one of your agents to your pool"),
        "free_hall_building": translate("cardtext", "put a Builder's Hall building into play for free"),
        "free_stack_building": translate("cardtext", "put the top building of the stack into play"),
        "opponent_gold": translate("cardtext", "an opponent of your choice takes gold"),
        "vp_per_building": translate("cardtext", "score VP per building you control"),
        "play_intrigue": translate("cardtext", "you may play an intrigue card"),
        "deck_quest": translate("cardtext", "draw a quest from the deck"),
    }.get(act.special)
    if special:
        parts.append(special)
    return "; ".join(parts) if parts else translate("cardtext", "no effect")


def space_tooltip(space: str) -> str:
    basic = BASIC.get(space)
    if basic is None:
        return building_tooltip(space)
    return translate("cardtext", "{name}\nAction: {action}").format(
        name=space_name(space), action=action_text(basic.action)
    )


def building_tooltip(building_id: str) -> str:
    b = load().buildings[building_id]
    text = translate("cardtext", "{name} (cost {cost} gold)\nAction: {action}\nOwner gains: {owner}").format(
        name=card_title(building_id), cost=b.cost, action=action_text(b.action), owner=action_text(b.owner)
    )
    if b.stock or b.stock_vp:
        stock = res_text(b.stock) if b.stock else translate("cardtext", "{n} VP").format(n=b.stock_vp)
        text += "\n" + translate("cardtext", "Purchase and each round start: put {what} here").format(what=stock)
    return text


PLOT_TEXT_KEYS = (
    "type_bonus",
    "gain_w_intrigue",
    "gain_g_rogue",
    "gain_r_gold",
    "gain_f_fighter",
    "orb",
    "miracle",
    "buy_bonus",
    "sleeper",
    "round_adventurer",
    "lieutenant",
)


def plot_text(plot: str) -> str:
    return {
        "type_bonus": translate("cardtext", "+2 VP for each later quest of this type"),
        "gain_w_intrigue": translate("cardtext", "whenever an action gives you a wizard, draw an intrigue card"),
        "gain_g_rogue": translate("cardtext", "whenever an action gives you gold, take a rogue"),
        "gain_r_gold": translate("cardtext", "whenever an action gives you a rogue, take 2 gold"),
        "gain_f_fighter": translate("cardtext", "whenever an action gives you a fighter, take another"),
        "orb": translate("cardtext", "once per round, assign an agent to a space an opponent holds"),
        "miracle": translate("cardtext", "once per round, swap an adventurer for a cleric"),
        "buy_bonus": translate("cardtext", "+4 VP whenever you buy a building"),
        "sleeper": translate("cardtext", "+2 VP whenever you play an intrigue card"),
        "round_adventurer": translate("cardtext", "each round start, take an adventurer of your choice"),
        "lieutenant": translate("cardtext", "the Lieutenant joins your agents"),
    }.get(plot, plot)


def quest_tooltip(quest_id: str) -> str:
    content = load()
    if quest_id in content.intrigue:  # a mandatory quest
        m = content.intrigue[quest_id]
        return translate("cardtext", "{name} (mandatory quest)\nNeeds: {cost}\nReward: {vp} VP").format(
            name=card_title(quest_id), cost=res_text(m.cost), vp=m.reward_vp
        )
    q = content.quests[quest_id]
    text = translate("cardtext", "{name} ({type})\nNeeds: {cost}\nReward: {reward}").format(
        name=card_title(quest_id), type=quest_type_name(q.type), cost=res_text(q.cost), reward=action_text(q.reward)
    )
    if q.plot:
        text += "\n" + translate("cardtext", "Plot: {effect}").format(effect=plot_text(q.plot))
    return text


def intrigue_tooltip(card_id: str) -> str:
    c = load().intrigue[card_id]
    kind = {
        "attack": translate("cardtext", "attack"),
        "utility": translate("cardtext", "utility"),
        "mandatory": translate("cardtext", "mandatory quest"),
    }.get(c.kind, c.kind)
    effects = {
        "attack_return": translate("cardtext", "each opponent returns a {cube}; for each who cannot you gain"),
        "steal_cube": translate("cardtext", "take an adventurer of your choice from an opponent"),
        "bribe": translate("cardtext", "pay gold and use a space holding an opponent's agent"),
        "accelerate": translate("cardtext", "return a Harbor agent, then assign two agents in a row"),
        "bidding_war": translate("cardtext", "reveal a quest per player; each keeps one in turn"),
        "call_adventurers": translate("cardtext", "take adventurers; each opponent takes one too"),
        "favor": translate("cardtext", "choose one of the rewards"),
        "change_plans": translate("cardtext", "discard a quest for VP; opponents may too"),
        "gift": translate("cardtext", "take {cube}s; an opponent of your choice takes some too"),
        "real_estate": translate("cardtext", "discard an unused building of yours; take a hall building free"),
        "recall": translate("cardtext", "return one of your agents to your pool"),
        "offer": translate("cardtext", "take {cube}s; each opponent may give you some for VP"),
        "sample_wares": translate("cardtext", "assign an agent to a Builder's Hall building"),
        "special_assignment": translate("cardtext", "name a quest type; reveal quests until one of it"),
        "mandatory": translate("cardtext", "an opponent must complete this quest first"),
    }
    effect = effects.get(c.effect, c.effect).format(cube=cube_name(c.cube) if c.cube else "")
    if c.effect == "attack_return":
        effect += ": " + action_text(c.fallback)
    elif c.effect == "favor":
        effect += ": " + " | ".join(action_text(o) for o in c.options)
    elif c.effect in ("gift", "offer", "call_adventurers"):
        effect += " (" + translate("cardtext", "{n} for you").format(n=c.amount) + ")"
    if c.effect == "mandatory":
        effect += " — " + translate("cardtext", "needs {cost}, gives {vp} VP").format(
            cost=res_text(c.cost), vp=c.reward_vp
        )
    return translate("cardtext", "{name} ({kind})\n{effect}").format(name=card_title(card_id), kind=kind, effect=effect)


def lord_tooltip(lord_id: str) -> str:
    lord = load().lords[lord_id]
    if lord.per_building:
        bonus = translate("cardtext", "{n} VP per building you control").format(n=lord.per_building)
    else:
        types = " / ".join(quest_type_name(t) for t in lord.types)
        bonus = translate("cardtext", "4 VP per completed {types} quest").format(types=types)
    return translate("cardtext", "{name}\nEnd of game: {bonus}").format(name=card_title(lord_id), bonus=bonus)


def event_text(state: State, e: Event) -> str | None:
    """One log line for an engine event (public information only), or None to skip it."""
    who = player_name(state, e.seat)
    k = e.kind
    if k == "gain":
        return translate("cardtext", "{who} takes {what}").format(who=who, what=amount(e.a, e.n))
    if k == "pay":
        return translate("cardtext", "{who} returns {what}").format(who=who, what=amount(e.a, e.n))
    if k == "vp":
        return translate("cardtext", "{who} scores {n} VP").format(who=who, n=e.n)
    if k == "place":
        return translate("cardtext", "{who} assigns an agent to {space}").format(who=who, space=space_name(e.a))
    if k == "quest":
        return translate("cardtext", "{who} takes the quest {name}").format(who=who, name=card_name(e.a))
    if k == "complete":
        return translate("cardtext", "{who} completes {name}").format(who=who, name=card_name(e.a))
    if k == "play_intrigue":
        return translate("cardtext", "{who} plays {name}").format(who=who, name=card_name(e.a))
    if k == "draw_intrigue":
        return translate("cardtext", "{who} draws an intrigue card").format(who=who)
    if k == "building":
        return translate("cardtext", "{who} puts {name} into play").format(who=who, name=card_name(e.a))
    if k == "owner":
        return translate("cardtext", "{who} gets the owner benefit of {name}").format(who=who, name=card_name(e.a))
    if k == "round":
        return translate("cardtext", "— Round {n} begins —").format(n=e.n)
    if k == "round_end":
        return translate("cardtext", "— Round {n} ends —").format(n=e.n)
    if k == "harbor":
        return translate("cardtext", "Agents at Waterdeep Harbor are reassigned")
    texts = {
        "first_player": translate("cardtext", "{who} takes the first-player marker"),
        "reset_inn": translate("cardtext", "{who} replaces the quests at Cliffwatch Inn"),
        "copy": translate("cardtext", "{who} uses the action of {name}"),
        "orb": translate("cardtext", "{who} joins an opponent on {name}"),
        "ambassador": translate("cardtext", "{who} assigns the Ambassador"),
        "ambassador_held": translate("cardtext", "{who} takes the Ambassador"),
        "lieutenant": translate("cardtext", "{who} gains the Lieutenant"),
        "no_space": translate("cardtext", "{who}'s agent finds no free space and goes home"),
        "mandatory": translate("cardtext", "{who} must complete the mandatory quest {name}"),
        "discard_quest": translate("cardtext", "{who} discards the quest {name}"),
        "discard_building": translate("cardtext", "{who} discards the building {name}"),
        "return": translate("cardtext", "{who}'s agent returns from {name}"),
        "reshuffle": translate("cardtext", "A deck is reshuffled"),
    }
    text = texts.get(k)
    if text is None:
        return None
    name = space_name(e.a) if k in ("copy", "orb", "return") else (card_name(e.a) if e.a else "")
    return text.format(who=who, name=name)
