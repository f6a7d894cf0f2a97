"""Architects of the West Kingdom's AI (`engine.core.ai.GameAI`): its settings for the level bots, the
heuristic (`engine.architects.evaluation`), determinization, and the playout and simulation policies
(`ProgressBot`, `SimulationBot`)."""

from __future__ import annotations

from engine.architects import evaluation, judgement, placing
from engine.architects.moves import Build, Capture, Cathedral, Done, Move, Place
from engine.architects.state import LOC_INDEX, Pending, State, replace
from engine.core import rng
from engine.core.ai import GameAI
from engine.core.bots import OnePlyBot
from engine.core.draws import outputs, shuffled
from engine.core.game import Game

#: Chance (out of 100) of taking a progress move when one is legal.
GUILDHALL_BIAS = 60
DONE_BIAS = 30
#: the Guildhall placement: the very object every placement list holds (`placing.PLACES`), so the playout bot
#: finds it by identity (a dataclass __eq__ at a quarter of its decisions otherwise)
GUILDHALL = placing.PLACES["guildhall"]
#: the progress moves (a module constant: `Build | Cathedral` made a union object at every call)
PROGRESS = (Build, Cathedral)


class ProgressBot:
    """A random bot with a light bias toward progress; every move is an ordinary legal move.

    Bias: when a Guildhall placement, a construction or a Cathedral advance is legal, it is taken
    with probability 60% (uniform among those moves); when "done" is legal (Storehouse,
    Town Centre, Guardhouse and other optional steps) it is taken with probability 30% so the
    bot does not linger. Otherwise the move is uniform over the legal moves.
    """

    name = "playout"

    def __init__(self, seed: int = 0) -> None:
        # its generator's outputs, made many at a time (`engine.core.draws`): `(next(draws) * n) >> 64` is
        # `rng.below(g, n)`, the same draws in the same order
        self._draws = outputs(rng.seed_state(seed ^ 0xA5C1))

    def choose(self, game: Game[State], state: State) -> Move:
        moves = game.legal_moves(state)
        draws = self._draws
        roll = (next(draws) * 100) >> 64
        if isinstance(moves[0], PROGRESS):
            progress: list[Move] | tuple[Move, ...] = [m for m in moves if isinstance(m, PROGRESS)]
        elif moves[-1] is GUILDHALL:
            progress = (moves[-1],)
        else:
            progress = ()
        if progress and roll < GUILDHALL_BIAS:
            return progress[(next(draws) * len(progress)) >> 64]
        if roll < DONE_BIAS and isinstance(moves[-1], Done):
            return moves[-1]
        return moves[(next(draws) * len(moves)) >> 64]


#: Chance (out of 100) of the simulation policy taking the biggest capture of another colour when it may capture.
CAPTURE_BIAS = 75
#: Chance (out of 100) of going to the Town Centre when a rival's stack there for the taking is this big or bigger.
TOWN_BIAS = 50
BIG_STACK = 5
TOWN = Place("town_centre")


class SimulationBot(ProgressBot):
    """The cheap simulation policy (`ArchitectsAI.simulate`: the win-chance analysis, the plain search bot, and
    the other seats' answers in Hard's simulations, `ArchitectsAI.reply_bot`): the `ProgressBot`, and when it
    may capture (Town Centre, a building's free capture) it takes the biggest group of another colour 75% of the time;
    when a rival has BIG_STACK or more workers at one large location it goes to the Town Centre half the
    time. So a simulated game punishes a big stack as a real opponent would (random moves never do)."""

    name = "simulation"

    def choose(self, game: Game[State], state: State) -> Move:
        moves = game.legal_moves(state)
        first = moves[0]
        if isinstance(first, Capture) or (isinstance(first, Place) and TOWN in moves):
            roll = (next(self._draws) * 100) >> 64
            seat = state.pending[-1].seat
            if isinstance(first, Capture):
                if roll < CAPTURE_BIAS:
                    best = max(
                        (m for m in moves if isinstance(m, Capture) and m.seat != seat),
                        key=lambda m: state.at[LOC_INDEX[m.location]][m.seat],
                        default=None,
                    )
                    if best is not None:
                        return best
            elif roll < TOWN_BIAS and any(k >= BIG_STACK for row in state.at for c, k in enumerate(row) if c != seat):
                return TOWN
        return super().choose(game, state)


def _unordered(pending: tuple[Pending, ...]) -> tuple[Pending, ...]:
    """`pending` with the locations of each step in one order (`ArchitectsAI.same_position`)."""
    return tuple(replace(p, locs=tuple(sorted(p.locs))) if len(p.locs) > 1 else p for p in pending)


class ArchitectsAI(GameAI[State]):
    """The bots' view of Architects of the West Kingdom."""

    # a Town Centre capture (any colour at any large location) is the answer that makes the placement
    # worth anything: looked through whatever the number of stacks on the board
    follow_width = 40
    # Hard compares Medium's three best moves on the same worlds, each played on to its next turn (the tree
    # search over the cheap policy, with every seat's moves random-ish, chose worse than Medium itself)
    hard_replies = True
    # three root moves, not six: Medium's look already sorts them well; Hard compares them on the same
    # sampled worlds (`engine.core.paired`: ~25-85 rounds a decision at 0.8 s when the others answered as
    # Medium, 450-1,400 with `reply_bot`'s cheap answers); with the tree search
    # instead, ~100 simulations spread over six moves chose worse than Medium itself (Hard against Medium
    # 30% over 20 games at six, 60% at three, the same seeds)
    hard_width = 3
    # with three or four players the margin over the best other seat is a poor judge: Medium judging by the
    # margin over the others' mean won 31.8% (25.7-38.5%) of 200 4-player games against three plain Mediums;
    # Hard so judging 30.0% (21.9-39.6%) of 100 (seeds 1-25, --cpu-clock), before 18.8% (10.2-31.9%) of 48
    hard_against_mean = True
    # Medium's heuristic ranks one turn's moves, but its margins barely predict how a game ends; Hard judges by
    # a fit to Medium's games (`engine.architects.judgement`)
    hard_judge = True
    # a bot far ahead fills the Guildhall (ends the game) rather than farm the Mines for ever: the whole
    # Guildhall is worth 144 VP to it, 12 a space in 2 players (engine.core.bots.standing)
    closing = 12.0 * 12
    # captures of one Town Centre action, storehouse trades, hand-limit discards: the same moves in another order
    # reach the same position (nine discards, three to make: 504 orders, 84 positions)
    transpositions = True

    def evaluate(self, state: State, seat: int) -> float:
        """The level bots' look (`engine.core.bots.OnePlyBot`: the heuristic's race, through the seat's own
        decisions left in its turn). The score so far alone makes a one-ply player farm the Mines for ever
        (each visit pays more gold, 1 VP each; goods for a building score nothing), and a placement's worth is
        in its choices (which capture, which building), so the greedy bot looks at those."""
        return OnePlyBot().value(self.game, state, seat)

    def heuristic(self, state: State, seat: int) -> float:
        """Expected final VP (`engine.architects.evaluation`: cards in hand, Cathedral, virtue, debts)."""
        return evaluation.heuristic(state, seat)

    def heuristics(self, state: State) -> list[float]:
        """Every seat's `heuristic` in one pass (`engine.architects.evaluation.heuristics`)."""
        return evaluation.heuristics(state)

    def judge(self, state: State) -> list[float]:
        """Hard's judgement (`engine.architects.judgement.judge`; it reads what `same_judgement` compares)."""
        return judgement.judge(state)

    def same_position(self, a: State, b: State) -> bool:
        """The same state but for the last move's events and the order of the locations a Town Centre action
        has captured from (`Pending.locs`: the rules only ask whether a location is among them and how many
        there are), neither of which the rules' moves and results or the heuristic depend on."""
        if a is b:
            return True
        if {**a.__dict__, "events": (), "pending": ()} != {**b.__dict__, "events": (), "pending": ()}:
            return False
        return a.pending == b.pending or _unordered(a.pending) == _unordered(b.pending)

    def same_judgement(self, a: State, b: State) -> bool:
        """The same seats, workers on the board, Guildhall and cycle: all the heuristic and the game's progress
        read (`evaluation.READS`; hand-limit discards in another order leave the building pile in another order,
        judged alike)."""
        return a is b or (
            a.players == b.players
            and a.at == b.at
            and a.guildhall == b.guildhall
            and a.cycle == b.cycle
            and a.over == b.over
        )

    def determinize(self, state: State, seat: int, seed: int) -> State:
        """A world consistent with what `seat` knows (for the search bot): other players' building hands
        and draft hands, and the orders of the building, apprentice, reward and Black Market piles
        (below the visible top card), resampled; sizes and everything public stay."""
        g = rng.seed_state(seed)
        others = [i for i in range(len(state.players)) if i != seat]
        unseen = list(state.building_deck)
        for i in others:
            unseen += state.players[i].hand + state.draft[i]
        pool, g = shuffled(g, sorted(unseen))  # sorted: which cards are unseen matters, never where
        k = len(state.building_deck)
        deck, rest = pool[:k], list(pool[k:])
        players, draft = list(state.players), list(state.draft)
        for i in others:
            p = players[i]
            hand, rest = tuple(rest[: len(p.hand)]), rest[len(p.hand) :]
            players[i] = replace(p, hand=hand)
            draft[i], rest = tuple(rest[: len(draft[i])]), rest[len(draft[i]) :]
        apprentices, g = shuffled(g, sorted(state.apprentice_deck))
        rewards, g = shuffled(g, sorted(state.reward_pile))
        market_rest, g = shuffled(g, sorted(state.market_pile[1:]))
        return replace(
            state,
            players=tuple(players),
            draft=tuple(draft),
            building_deck=deck,
            apprentice_deck=apprentices,
            reward_pile=rewards,
            market_pile=state.market_pile[:1] + market_rest,
            rng=g,
        )

    def playout_bot(self, seed: int) -> ProgressBot:
        return ProgressBot(seed)

    def reply_bot(self, seed: int, seconds: float) -> SimulationBot:
        """The other seats' answers in Hard's simulations: the cheap `SimulationBot`, not Medium. A Medium
        answer costs 20-60 heuristic looks; with the cheap one Hard compares its moves on 12-23 times as many
        worlds in its 0.8 s (12 positions, 2 players: 4,267.5 simulations a decision in median against 366.5
        with Medium's answers; 4 players 3,184.5 against 168.5), and it has beaten Medium more often than
        before (README, tournaments)."""
        return SimulationBot(seed)

    def simulation_bot(self, seed: int) -> SimulationBot:
        """Simulations capture the biggest rival stacks (`SimulationBot`)."""
        return SimulationBot(seed)

    def turn_start(self, state: State, seat: int | None) -> bool:
        """`seat` is about to place a worker (or, with none, to reclaim one)."""
        pend = state.pending[-1] if state.pending else None
        return pend is not None and pend.seat == seat and pend.kind in ("place", "reclaim")
