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
- exposure: what an opponent's capture on its next turn (Town Centre: its workers there plus the new one, its
  silver, the location limit) would take from the seat, times EXPOSURE: the stacks' income and the workers
  themselves, and more when that capture would leave the seat with no worker in its supply or on a large
  location (stranded: under rule default 9 it then spends every other turn taking one back from the Prison,
  the Black Market or a rival's board). With three or more players an opponent's action takes from one seat,
  each seat it could take from as likely, so each counts its share (`_targets`);
- the seat's own capture on its next turn, its share of the best one, times CAPTURE_OPTION (three or more
  players): a threat is worth something to the one who holds it too, and making the capture turns that worth
  into the rival's loss rather than throwing it away;
- a seat already stranded loses STRANDED (times the share of the game left).
"""

from __future__ import annotations

from engine.architects.apprentices import skill_set
from engine.architects.content import BUILDINGS
from engine.architects.economy import ability_count, tax_due
from engine.architects.locations import capture_limit
from engine.architects.scoring import breakdown, contested_vp, fixed_score, running
from engine.architects.state import CATHEDRAL_COST, CATHEDRAL_VP, LARGE, LOC_INDEX, PlayerState, State, guildhall_size

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
#: share of its own best capture a seat counts as already won (three or more players: `_targets`)
CAPTURE_OPTION = 0.25
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
#: the only fields of the state the heuristic reads (and `ArchitectsGame.progress`): positions equal in these are
#: judged alike (`ArchitectsAI.same_judgement`)
READS = ("players", "at", "guildhall", "cycle", "over")


def heuristic(state: State, seat: int) -> float:
    """Expected final VP of `seat` (see the module docstring), worked out from scratch (`heuristics` is the
    bots' faster path to the same values)."""
    final = sum(v for _, v in breakdown(state, seat))  # its running score (`scoring.running`)
    if state.over:
        return float(final)
    n = len(state.players)
    left = time_left(state)
    columns = list(zip(*state.at, strict=True))
    value = _own(state.players[seat], final, left, _builds(state.guildhall, n))
    lost = sum(q.captured[seat] for i, q in enumerate(state.players) if i != seat)
    value, reach = _board(value, state.players[seat], lost, columns[seat], left)
    captures = _captures(state, columns)
    if n == 2:
        exposure, option = (captures[1 - seat], 1), 0.0
    else:
        reaches = [p.supply + sum(c) for p, c in zip(state.players, columns, strict=True)]
        exposures, options = _targets(captures, columns, reaches, left)
        exposure, option = exposures[seat], options[seat]
    return _exposed(value, reach, columns[seat], left, exposure) + option


def heuristics(state: State) -> list[float]:
    """`heuristic` of every seat in one pass, bit for bit: the share of the game left and what each seat could
    capture worked out once for all seats; what depends on one seat's player state alone looked up by that
    object (`_Seat`: the other seats' player states stay the same objects from a position to the next), and
    `_own` and `_threat` by what they read."""
    players = state.players
    if state.over:
        return [float(v) for v in running(state)]
    n = len(players)
    timing = _TIMING.get((state.guildhall, state.cycle, n))
    if timing is None:
        if len(_TIMING) >= _CACHE_LIMIT:
            _TIMING.clear()
        timing = _TIMING[state.guildhall, state.cycle, n] = (time_left(state), _builds(state.guildhall, n))
    left, builds = timing
    limit = capture_limit(n)
    columns = list(zip(*state.at, strict=True))
    seats = []
    captures = []
    held: list[int] | None = None
    for p, column in zip(players, columns, strict=True):
        info = _SEATS.get(id(p))
        if info is None or info.player is not p:
            if len(_SEATS) >= _CACHE_LIMIT:
                _SEATS.clear()
            info = _SEATS[id(p)] = _Seat(p)
        seats.append(info)
        # `_captures`
        if info.afford and (info.supply or any(column)):
            captures.append(min(1 + column[_TOWN], info.afford, limit))
        else:
            captures.append(0)
        if info.holds:
            held = []
    if held is not None:  # workers of each colour held on any board
        held = [sum(c) for c in zip(*(p.captured for p in players), strict=True)]
    lasts = []
    for seat, info in enumerate(seats):
        final = info.score
        if info.contested:
            final += contested_vp(state, seat, info.contested)
        # what the seat's value reads beyond its player state: the opponents' captures aside, the same as in
        # the last position it was judged in, for a seat whose player state did not change
        column = columns[seat]
        key = (final, left, builds, column, 0 if held is None else held[seat] - info.player.captured[seat])
        last = info.last
        if last is None or last[0] != key:
            last = info.last = (key, *_on_board(info.player, *key), {})
        lasts.append(last)
    if n == 2:
        exposures, options = [(captures[1], 1), (captures[0], 1)], None
    elif any(captures):
        exposures, options = _targets(captures, columns, [last[2] for last in lasts], left)
    else:
        exposures, options = [(0, 1)] * n, None
    out = []
    for seat, last in enumerate(lasts):
        exposure = exposures[seat]
        value = last[3].get(exposure)
        if value is None:
            value = last[3][exposure] = _exposed(last[1], last[2], columns[seat], left, exposure)
        out.append(value if options is None else value + options[seat])
    return out


def _on_board(
    p: PlayerState, final: int, left: float, builds: int, column: tuple[int, ...], lost: int
) -> tuple[float, int]:
    """`_own` and `_board` of the seat with player state `p`, running score `final`, workers `column` (by
    location) and `lost` of its workers on other boards, given the share of the game `left` and the builds left:
    its value before the opponents' captures, and its workers within reach."""
    key = (
        p.hand,
        p.clay,
        p.wood,
        p.stone,
        p.gold,
        p.marble,
        min(SPARE_SILVER, p.silver),
        p.apprentices,
        p.cathedral,
        p.virtue,
        sum(p.captured),
        final,
        left,
        builds,
    )  # what `_own` reads: player states after other moves (captures in another order) often have the same
    value = _OWNS.get(key)
    if value is None:
        if len(_OWNS) >= _CACHE_LIMIT:
            _OWNS.clear()
        value = _OWNS[key] = _own(p, final, left, builds)
    return _board(value, p, lost, column, left)


def _exposed(value: float, reach: int, column: tuple[int, ...], left: float, exposure: tuple[int, int]) -> float:
    """`value` (`_on_board`) less the seat's exposure to an opponent's capture (`exposure`: the stacks it could
    take and the seats it chooses among, `_targets`) or its being stranded (nothing within `reach`)."""
    if not reach:
        return value - STRANDED * left
    most, victims = exposure
    if not most:
        return value - EXPOSURE * 0.0
    return value - EXPOSURE * _cached_threat(column, reach, left, most) / victims


def _builds(guildhall: int, n: int) -> int:
    """Buildings a seat can still build: its share of the Guildhall spaces left, and one in the final round (the
    Guildhall may still be used then, rule default 8); goods serve only those cards."""
    return -(-max(0, guildhall_size(n) - guildhall) // n) + 1


#: a seat's last values (`_Seat.last`): what they read, `_on_board`'s value and reach, `_exposed` by exposure
_Last = tuple[tuple[int, float, int, tuple[int, ...], int], float, int, dict[tuple[int, int], float]]


class _Seat:
    """What the heuristic reads of one seat's player state alone, worked out once per player state object:
    its running score but for the end effects contested with the other seats (`scoring.fixed_score`), what
    its Town Centre action could pay for, and its last values (`last`: what else they read, `_on_board`, and
    `_exposed` by its exposure to the opponents' captures)."""

    __slots__ = ("afford", "contested", "holds", "last", "player", "score", "supply")

    def __init__(self, p: PlayerState) -> None:
        self.player = p  # kept: the cache's key is its id
        self.score, self.contested = fixed_score(p)
        self.supply = p.supply
        self.holds = any(p.captured)
        # the captures its silver pays for (`_captures`: the first costs the tax, each further one 1 silver
        # but for its Conspirators); 0: not even the first
        silver = p.silver - tax_due(p, 1)
        extra = 1 - ability_count(p, "conspirator")
        self.afford = 0 if silver < 0 else 1 + silver // extra if extra > 0 else _NO_LIMIT
        self.last: _Last | None = None


class _Card:
    """A building card's numbers as the heuristic reads them (worked out once per card)."""

    __slots__ = ("base", "cost", "needs", "total")

    def __init__(self, card: int) -> None:
        b = BUILDINGS[card]
        cost = dict(b.cost)
        self.cost = tuple(cost.items())
        self.total = sum(cost.values()) or 1
        self.needs = frozenset(b.skills)
        self.base = b.vp + 0.6 * b.virtue + 1.0


_CARDS: dict[int, _Card] = {}
#: a hand's distinct cards, best first (`_own`), by hand; bounded like `apprentices.skill_set`'s table
_ORDER: dict[tuple[int, ...], list[int]] = {}
#: `_Seat` by `id` of its player state (`heuristics`); `_threat` by its arguments. Bounded: cleared when full.
_SEATS: dict[int, _Seat] = {}
_THREATS: dict[tuple[tuple[int, ...], int, float, int], float] = {}
#: `_own` by what it reads (`heuristics`)
_OWNS: dict[tuple[object, ...], float] = {}
#: (`time_left`, `_builds`) by (Guildhall workers, cycle, players)
_TIMING: dict[tuple[int, int, int], tuple[float, int]] = {}
#: more captures than any location limit
_NO_LIMIT = 99
_CACHE_LIMIT = 10_000


def _best_first(hand: tuple[int, ...]) -> list[int]:
    order = _ORDER.get(hand)
    if order is None:
        order = sorted(set(hand), key=lambda c: -(BUILDINGS[c].vp + 0.5 * BUILDINGS[c].virtue))
        if len(_ORDER) < _CACHE_LIMIT:
            _ORDER[hand] = order
    return order


def _own(p: PlayerState, final: int, left: float, builds: int) -> float:
    """The seat's running score plus what its cards, Cathedral, goods, silver, apprentices and captives are
    worth (`heuristic`'s first terms, in its order of addition)."""
    value = float(final)
    have: dict[str, int] = {k: getattr(p, k) for k in _GOODS}
    skills = skill_set(p)
    for card in _best_first(p.hand)[: min(_CARDS_COUNTED, builds)]:
        c = _CARDS.get(card)
        if c is None:
            c = _CARDS[card] = _Card(card)
        held = 0
        scored = 0
        for k, need in c.cost:
            used = min(have[k], need)
            have[k] -= used
            held += used
            if k in _SCORED:
                scored += used
        needs = c.needs
        skill_share = len(needs & skills) / len(needs) if needs else 1.0
        chance = (0.15 + 0.6 * held / c.total) * (0.4 + 0.6 * skill_share) * (0.3 + 0.7 * min(1.0, 2 * left))
        value += chance * (c.base - scored + _HOPE * _GUILDHALL)
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
    return value


def _board(value: float, p: PlayerState, lost: int, column: tuple[int, ...], left: float) -> tuple[float, int]:
    """`value` (`_own`) with the seat's workers lost to the Prison and to other boards (`lost`: those on other
    boards), its debts, supply and Guildhall workers and its stacks' income to come; and its workers within
    reach (its supply and its workers on large locations)."""
    lost += p.prison
    value -= left * 0.3 * lost + 0.5 * p.debts * left
    value += 0.3 * p.supply * left
    # each Guildhall worker (a building or a Cathedral level) brings the game's end nearer: a game
    # whose score grows without end (gold from ever larger stacks) must still be steered to its end
    value += _GUILDHALL * p.guildhall
    # stacks of workers on the Quarry, Forest and Mines pay more each visit: income still to come
    for loc, per_worker in _INCOME:
        value += per_worker * min(STACK_CAP, column[loc]) * left
    return value, p.supply + sum(column)


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


def _captures(state: State, columns: list[tuple[int, ...]]) -> list[int]:
    """How many stacks each seat's Town Centre action on its next turn could capture (0: it cannot go)."""
    limit = capture_limit(len(state.players))
    out = []
    for o, q in enumerate(state.players):
        if not q.supply and not any(columns[o]):
            out.append(0)
            continue
        silver = q.silver - tax_due(q, 1)
        if silver < 0:
            out.append(0)
            continue
        extra = 1 - ability_count(q, "conspirator")
        captures = 1 + columns[o][_TOWN]
        if extra > 0:
            captures = min(captures, 1 + silver // extra)
        out.append(min(captures, limit))
    return out


def _targets(
    captures: list[int], columns: list[tuple[int, ...]], reaches: list[int], left: float
) -> tuple[list[tuple[int, int]], list[float]]:
    """With three or more players: each seat's exposure to the opponents' captures on their next turns, as
    (stacks, seats): an opponent's Town Centre action (`captures`: its stacks, `_captures`) takes from one seat,
    each of the `seats` it could take something from as likely, and a seat counts the opponent whose capture
    would cost it the most for its share; and each seat's own capture option (CAPTURE_OPTION times its share of
    its best capture). Counted in full against every seat it could reach and worth nothing to its holder, a
    threat vanished from all the others when the capture was made, so making it looked like a loss: four Medium
    bots with a silver coin among them farmed the Mines for thousands of moves and nobody captured a stack."""
    n = len(captures)
    exposures = [(0, 1)] * n
    options = [0.0] * n
    worst = [0.0] * n
    # what a capture of k stacks would take from each seat, once per k (most opponents can make the same number)
    by_stacks: dict[int, list[float]] = {}
    for o, k in enumerate(captures):
        if not k:
            continue
        every = by_stacks.get(k)
        if every is None:
            every = by_stacks[k] = [
                _cached_threat(column, reach, left, k) if reach else 0.0
                for column, reach in zip(columns, reaches, strict=True)
            ]
        threats = [*every[:o], 0.0, *every[o + 1 :]]
        seats = n - threats.count(0.0)
        if not seats:
            continue
        options[o] = CAPTURE_OPTION * max(threats) / seats
        for v, t in enumerate(threats):
            if t > 0.0 and t / seats > worst[v]:
                worst[v] = t / seats
                exposures[v] = (k, seats)
    return exposures, options


def _cached_threat(column: tuple[int, ...], reach: int, left: float, most: int) -> float:
    """`_threat`, looked up by its arguments (`_THREATS`)."""
    key = (column, reach, left, most)
    loss = _THREATS.get(key)
    if loss is None:
        if len(_THREATS) >= _CACHE_LIMIT:
            _THREATS.clear()
        loss = _THREATS[key] = _threat(column, reach, left, most)
    return loss


def _threat(column: tuple[int, ...], reach: int, left: float, most: int) -> float:
    """What an opponent's Town Centre action capturing `most` stacks (`_captures`) would take from the seat with
    workers `column` (by location) and `reach` workers within reach: its most costly stacks, and STRANDED more
    when no worker would be left in the supply or on a large location."""
    if not most:
        return 0.0
    # a stack's loss: its income still to come and the workers themselves
    stacks = sorted(
        ((_PER_WORKER[i] * min(STACK_CAP, k) * left + WORKER_LOSS * k, k) for i, k in enumerate(column) if k),
        reverse=True,
    )
    if not stacks:
        return 0.0
    taken = stacks[:most]
    loss = sum(v for v, _ in taken)
    if sum(k for _, k in taken) >= reach:
        loss += STRANDED * left
    return max(0.0, loss)
