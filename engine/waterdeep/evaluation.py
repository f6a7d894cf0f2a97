"""A heuristic value of a Lords of Waterdeep position for one seat, in expected final VP (the bots use it).

`heuristic(state, seat)` reads the public board and that seat's own secrets only (its lord, its intrigue
hand); over a finished game it is the seat's final score. On top of the score as if the game ended now
(banked VP, adventurers, gold, the lord's bonus for what is already done) it counts, discounted by the
rounds left:

- the three best active quests (worth per cost): a tenth of each one's worth (VP, reward, plot value,
  the lord's bonus it would bring), and for each resource of its cost already held, that share of 80% of
  its worth instead of the resource's own score (resources go to the best quests first); both shrink as
  the game runs out, so completing a quest always gains;
- buildings: the owner benefits still to come;
- intrigue cards: the first two are worth playing, more much less;
- resources promised to no quest, a little more than they score while rounds are left;
- the Lieutenant by the rounds it still works;
- mandatory quests: a debt until completed.
"""

from __future__ import annotations

from engine.waterdeep.board import ROUNDS
from engine.waterdeep.content import CUBES, Quest, load
from engine.waterdeep.scoring import LORD_QUEST_VP, player_score
from engine.waterdeep.state import State

#: a completed plot's worth over the rest of a game (ids: content.PLOTS; others 3)
_PLOT_VP = {"type_bonus": 5, "lieutenant": 6, "round_adventurer": 5, "buy_bonus": 3, "sleeper": 3}
_GOODS = ("c", "f", "r", "w", "g")
#: quests counted (the best by worth per cost); more in hand are not worth more
_QUESTS_COUNTED = 3
#: a quest's worth carried by holding it, and by its resources (the rest comes with completing it)
_BASE = 0.1
_HELD = 0.8


def _reward_value(q: Quest) -> float:
    r = q.reward
    gain = r.gain
    return r.vp + gain.c + gain.f + gain.r + gain.w + 0.5 * gain.g + 2.0 * r.intrigue + 2.0 * r.quest


def quest_value(q: Quest, lord_types: tuple[str, ...], rounds_left: int) -> float:
    """A quest's worth when completed (VP, reward, plot, lord bonus), plots by the rounds they still run."""
    value = _reward_value(q)
    if q.plot:
        value += _PLOT_VP.get(q.plot, 3) * min(1.0, rounds_left / 4)
    if q.type in lord_types:
        value += LORD_QUEST_VP
    return value


def heuristic(state: State, seat: int) -> float:
    """Expected final VP of `seat` (see the module docstring)."""
    final = player_score(state, seat).total
    if state.phase == "over":
        return float(final)
    content = load()
    p = state.players[seat]
    lord = content.lords[p.lord]
    rounds_left = ROUNDS - state.round  # after this one
    # how much of a quest's worth its held resources carry (less as the game runs out)
    hope = min(1.0, 0.3 + (rounds_left + 0.5) / 5)
    value = float(final)
    have = {k: p.res.get(k) for k in _GOODS}
    quests = content.quests
    worth = {q: quest_value(quests[q], lord.types, rounds_left) for q in p.quests}
    active = sorted(p.quests, key=lambda q: -worth[q] / max(1.0, _size(quests[q])))
    for q in active[:_QUESTS_COUNTED]:
        quest = quests[q]
        per_unit = _HELD * worth[q] / max(1.0, _size(quest))
        value += _BASE * worth[q] * hope
        for k in _GOODS:
            used = min(have[k], quest.cost.get(k))
            have[k] -= used
            unit = 0.5 if k == "g" else 1.0  # what the resource counts in the score already
            value += used * max(0.0, hope * per_unit * unit - unit)
    for _mandatory in p.mandatory:
        value -= 4.0
    # resources not promised to a quest still help later (more while there is time)
    time = rounds_left / ROUNDS
    value += time * (0.6 * sum(have[k] for k in CUBES) + 0.3 * have["g"])
    # buildings: owner benefits still to come (about one VP's worth a round)
    value += sum(1 for lot in state.lots if lot.owner == seat) * 1.0 * rounds_left
    # intrigue cards: the first few are worth playing
    cards = len(p.intrigue)
    value += (2.0 * min(cards, 2) + 0.5 * max(0, cards - 2)) * (1.0 if rounds_left else 0.5)
    value += 2.5 * rounds_left * p.lieutenant
    return value


def _size(q: Quest) -> float:
    """A quest's cost in adventurer-equivalents (2 gold count as 1)."""
    return q.cost.cubes + 0.5 * q.cost.g
