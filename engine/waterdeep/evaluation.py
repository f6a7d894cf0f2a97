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

import functools
from collections.abc import Sequence
from operator import itemgetter
from typing import NamedTuple

from engine.waterdeep.board import ROUNDS
from engine.waterdeep.content import Lord, Quest, load
from engine.waterdeep.scoring import LORD_QUEST_VP, lord_bonus
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
    return _worth(_tables()[0][q.id], lord_types, min(1.0, rounds_left / 4))


def _worth(t: _Quest, lord_types: tuple[str, ...], plot_share: float) -> float:
    """`quest_value` of the quest `t` is made of, given the share of a plot's worth still to come."""
    value = t.reward
    if t.plot:
        value += t.plot * plot_share
    if t.type in lord_types:
        value += LORD_QUEST_VP
    return value


class _Quest(NamedTuple):
    """What the heuristic reads of a quest, worked out once."""

    reward: float  # `_reward_value`
    plot: int  # a completed plot's worth over a game (0: not a plot)
    type: str
    size: float  # max(1.0, `_size`)
    cost: tuple[tuple[int, int], ...]  # (index in _GOODS, amount) for each good it costs


@functools.cache
def _tables() -> tuple[dict[str, _Quest], dict[str, Lord]]:
    content = load()
    quests = {
        q.id: _Quest(
            _reward_value(q),
            _PLOT_VP.get(q.plot, 3) if q.plot else 0,
            q.type,
            max(1.0, _size(q)),
            tuple((i, q.cost.get(k)) for i, k in enumerate(_GOODS) if q.cost.get(k)),
        )
        for q in content.quests.values()
    }
    return quests, content.lords


def heuristic(state: State, seat: int) -> float:
    """Expected final VP of `seat` (see the module docstring)."""
    return _values(state, (seat,))[0]


def heuristics(state: State) -> list[float]:
    """`heuristic` of every seat, what they share worked out once."""
    return _values(state, range(len(state.players)))


def _values(state: State, seats: Sequence[int]) -> list[float]:
    """`heuristic` of each of `seats`. The float arithmetic is done in the very order the module docstring's
    terms are listed (tests compare it with a plain transcription bit for bit)."""
    quests, lords = _tables()
    buildings = [0] * len(state.players)
    for lot in state.lots:
        buildings[lot.owner] += 1
    over = state.phase == "over"
    rounds_left = ROUNDS - state.round  # after this one
    # how much of a quest's worth its held resources carry (less as the game runs out)
    hope = min(1.0, 0.3 + (rounds_left + 0.5) / 5)
    plot_share = min(1.0, rounds_left / 4)
    time = rounds_left / ROUNDS
    late = 1.0 if rounds_left else 0.5
    out = []
    for seat in seats:
        p = state.players[seat]
        types = lords[p.lord].types
        r = p.res
        have = [r.c, r.f, r.r, r.w, r.g]
        # the score as if the game ended now (scoring.player_score's total)
        final = p.vp + have[0] + have[1] + have[2] + have[3] + have[4] // 2 + lord_bonus(p, buildings[seat])
        if over:
            out.append(float(final))
            continue
        value = float(final)
        if p.quests:
            ranked = []
            for q in p.quests:
                t = quests[q]
                worth = _worth(t, types, plot_share)
                ranked.append((-worth / t.size, worth, t))
            ranked.sort(key=itemgetter(0))  # (stable: ties keep the hand's order)
            for _, worth, t in ranked[:_QUESTS_COUNTED]:
                per_unit = _HELD * worth / t.size
                value += _BASE * worth * hope
                for k, cost in t.cost:
                    used = have[k] if have[k] < cost else cost
                    if used:
                        have[k] -= used
                        unit = 0.5 if k == 4 else 1.0  # what the resource counts in the score already
                        value += used * max(0.0, hope * per_unit * unit - unit)
        for _mandatory in p.mandatory:
            value -= 4.0
        # resources not promised to a quest still help later (more while there is time)
        value += time * (0.6 * (have[0] + have[1] + have[2] + have[3]) + 0.3 * have[4])
        # buildings: owner benefits still to come (about one VP's worth a round)
        value += buildings[seat] * 1.0 * rounds_left
        # intrigue cards: the first few are worth playing
        cards = len(p.intrigue)
        value += (2.0 * min(cards, 2) + 0.5 * max(0, cards - 2)) * late
        value += 2.5 * rounds_left * p.lieutenant
        out.append(value)
    return out


def _size(q: Quest) -> float:
    """A quest's cost in adventurer-equivalents (2 gold count as 1)."""
    return q.cost.cubes + 0.5 * q.cost.g
