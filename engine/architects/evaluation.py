"""A heuristic value of an Architects position for one seat, in expected final VP (the bots use it).

`heuristic(state, seat)` reads the public board and that seat's own hand only; over a finished game it is
the seat's final score. On top of the score as if the game ended now (buildings, Cathedral, virtue band,
debts, gold and marble, silver, prisoners) it counts, discounted by the share of the game still to come
(`time_left`: how much of the Guildhall is empty, more in a game that has fallen behind the usual pace):

- the best building cards in hand, as many as the seat can still build (its share of the Guildhall spaces
  left, and the final round's): VP (and virtue) times a chance that grows with the share of the cost held
  (goods handed to the best cards first) and with the skills the seat's apprentices already show;
- the next Cathedral level: its extra VP times the share of its cost held (virtue 4 needed);
- goods and silver not promised to a card, up to what later cards and actions could still use (SPARE_GOODS,
  SPARE_SILVER; gold and marble beyond the cards are the score's 1 VP each), apprentices' skills, workers
  captured from others;
- own workers lost to the Prison or to other boards (tempo), and debts beyond their score;
- workers in the Guildhall (the end draws nearer: without this the score race on ever larger stacks
  never ends);
- workers stacked on the Quarry, Forest and Mines: each visit there pays more (so a capture of a big stack
  is worth what the rival loses), counted up to STACK_CAP workers a location;
- exposure: what the best capture an opponent could make on its next turn (Town Centre: its workers there
  plus the new one, its silver, the location limit) would take from the seat, times EXPOSURE: the stacks'
  income and the workers themselves, and more when that capture would leave the seat with no worker in its
  supply or on a large location (stranded: under rule default 9 it then spends every other turn taking
  one back from the Prison, the Black Market or a rival's board);
- a seat already stranded loses STRANDED (times the share of the game left).
"""

from __future__ import annotations

from engine.architects.apprentices import skills_of
from engine.architects.content import BUILDINGS
from engine.architects.economy import ability_count, tax_due
from engine.architects.locations import capture_limit
from engine.architects.scoring import running
from engine.architects.state import CATHEDRAL_COST, CATHEDRAL_VP, LARGE, LOC_INDEX, State, guildhall_size

_GOODS = ("clay", "wood", "stone", "gold", "marble")
#: goods counted in the score already (1 VP each): a card spending them gives those back
_SCORED = ("gold", "marble")
_CARDS_COUNTED = 3
#: worth of a worker in the Guildhall beyond its card's VP
_GUILDHALL = 12.0
#: share of that worth a card in hand (or the next Cathedral level) carries by its chance of being built
_HOPE = 0.5
#: (location, VP a worker there is worth over a whole game's later visits)
_INCOME = ((LOC_INDEX["quarry"], 1.0), (LOC_INDEX["forest"], 1.0), (LOC_INDEX["mines"], 1.5))
#: income per worker by location index (0 where a stack pays nothing more)
_PER_WORKER = tuple(dict(_INCOME).get(i, 0.0) for i in range(len(LARGE)))
#: workers of one stack whose income counts (a bigger stack only waits to be captured)
STACK_CAP = 8
#: a worker taken by a capture: the turn to win it back, the prison's penalties, the captor's silver
WORKER_LOSS = 0.8
#: share of the best capture open to an opponent counted as already lost
EXPOSURE = 0.5
#: a seat with no worker in its supply or on a large location (rule default 9: every other turn is a reclaim)
STRANDED = 12.0
#: clay, wood and stone not promised to a card that later cards could still use: more is worth nothing
SPARE_GOODS = 10
#: silver worth more than its VP (1 per 10) for captures, hires and the Guardhouse: more is worth its VP only
SPARE_SILVER = 20
#: turn cycles a Guildhall space takes at the usual pace, times the number of players (2 players: 3 cycles
#: a space, 36 for the 12; 4 players: 1.5, 30 for the 20; Medium's games: 28-48 and 26-35 cycles)
PACE = 6.0
#: cycles a game may fall behind that pace before it counts as stalled, and the cycles more after which a
#: stalled game counts as one with everything still to come (`time_left`)
SLACK = 10.0
STALL = 30.0
_TOWN = LOC_INDEX["town_centre"]


def heuristic(state: State, seat: int) -> float:
    """Expected final VP of `seat` (see the module docstring)."""
    final = running(state)[seat]
    if state.over:
        return float(final)
    p = state.players[seat]
    n = len(state.players)
    left = time_left(state)
    value = float(final)
    have: dict[str, int] = {k: getattr(p, k) for k in _GOODS}
    skills = set(skills_of(p))
    cards = sorted(set(p.hand), key=lambda c: -(BUILDINGS[c].vp + 0.5 * BUILDINGS[c].virtue))
    # buildings the seat can still build: its share of the Guildhall spaces left, and one in the final
    # round (the Guildhall may still be used then, rule default 8); goods serve only those cards
    builds = -(-max(0, guildhall_size(n) - state.guildhall) // n) + 1
    for card in cards[: min(_CARDS_COUNTED, builds)]:
        b = BUILDINGS[card]
        cost = dict(b.cost)
        total = sum(cost.values()) or 1
        held = 0
        scored = 0
        for k, need in cost.items():
            used = min(have[k], need)
            have[k] -= used
            held += used
            if k in _SCORED:
                scored += used
        needs = set(b.skills)
        skill_share = len(needs & skills) / len(needs) if needs else 1.0
        chance = (0.15 + 0.6 * held / total) * (0.4 + 0.6 * skill_share) * (0.3 + 0.7 * min(1.0, 2 * left))
        value += chance * (b.vp + 0.6 * b.virtue + 1.0 - scored + _HOPE * _GUILDHALL)
    value += 0.3 * max(0, len(p.hand) - _CARDS_COUNTED) * left
    # the next Cathedral level
    level = p.cathedral + 1
    if level <= 5 and p.virtue >= 4:
        held = total = 0
        for k, need in CATHEDRAL_COST[level]:
            total += need
            held += min(need, have["wood"] + have["stone"] if k == "mix" else have[k])
        gain = CATHEDRAL_VP[level] - CATHEDRAL_VP[level - 1] + _HOPE * _GUILDHALL
        value += 0.5 * gain * held / max(1, total) * left
    # goods not promised (as many as can still be used: a pile of them buys nothing more), silver,
    # apprentices, captured workers
    spare = min(SPARE_GOODS, have["clay"] + have["wood"] + have["stone"])
    value += left * (0.45 * spare + 0.1 * min(SPARE_SILVER, p.silver))
    value += left * (1.2 * len(skills) + 0.5 * len(p.apprentices))
    value += 0.35 * sum(p.captured)
    lost = p.prison + sum(q.captured[seat] for i, q in enumerate(state.players) if i != seat)
    value -= left * 0.3 * lost + 0.5 * p.debts * left
    value += 0.3 * p.supply * left
    # each Guildhall worker (a building or a Cathedral level) brings the game's end nearer: a game
    # whose score grows without end (gold from ever larger stacks) must still be steered to its end
    value += _GUILDHALL * p.guildhall
    # stacks of workers on the Quarry, Forest and Mines pay more each visit: income still to come
    for loc, per_worker in _INCOME:
        value += per_worker * min(STACK_CAP, state.at[loc][seat]) * left
    reach = p.supply + sum(row[seat] for row in state.at)
    if not reach:
        return value - STRANDED * left
    return value - EXPOSURE * threat(state, seat, reach, left)


def time_left(state: State) -> float:
    """The share of the game still to come, as the heuristic discounts what pays later: the share of the
    Guildhall still empty, or more in a game behind the usual pace (PACE / players cycles a space, SLACK
    cycles to spare), up to 1 at STALL cycles more. Only the bots end a game, by filling the Guildhall: a
    heuristic sure that the end is near (one space left) for as long as nobody fills it discounts the goods
    for a building, stack income and captures to nothing, and the gold of a Mines visit (1 VP each) is then
    all that pays, for ever. A stalled game goes on: what pays later counts again."""
    n = len(state.players)
    share = max(0.0, 1.0 - state.guildhall / guildhall_size(n))
    behind = state.cycle - PACE * state.guildhall / n - SLACK
    return max(share, min(1.0, behind / STALL)) if behind > 0 else share


def capture_loss(state: State, seat: int, loc: int, left: float) -> float:
    """What `seat` loses when its workers at large location `loc` are captured (`heuristic`'s terms)."""
    k = state.at[loc][seat]
    return _PER_WORKER[loc] * min(STACK_CAP, k) * left + WORKER_LOSS * k


def threat(state: State, seat: int, reach: int, left: float) -> float:
    """The most an opponent's Town Centre action on its next turn could take from `seat`: its captures (its
    workers there plus the new one, as far as its silver goes) on `seat`'s most costly stacks (each capture
    takes one stack; the location limit of the player count), and STRANDED more when no worker would be
    left in the supply or on a large location."""
    n = len(state.players)
    stacks = sorted(
        ((capture_loss(state, seat, i, left), row[seat]) for i, row in enumerate(state.at) if row[seat]), reverse=True
    )
    if not stacks:
        return 0.0
    worst = 0.0
    for o, q in enumerate(state.players):
        if o == seat or (not q.supply and not any(row[o] for row in state.at)):
            continue
        silver = q.silver - tax_due(q, 1)
        if silver < 0:
            continue
        extra = 1 - ability_count(q, "conspirator")
        captures = 1 + state.at[_TOWN][o]
        if extra > 0:
            captures = min(captures, 1 + silver // extra)
        taken = stacks[: min(captures, capture_limit(n))]
        loss = sum(v for v, _ in taken)
        if sum(k for _, k in taken) >= reach:
            loss += STRANDED * left
        worst = max(worst, loss)
    return worst
