"""Bots generic over the game API: random, greedy, and the one-ply level bots Easy and Medium.

What they know of a particular game comes from its AI object (`game.ai`, `engine.core.ai.GameAI`); the
search bots are in `engine.core.mcts`, the bots by name (`make_bot`) in `engine.core.levels`."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from engine.core import rng
from engine.core.clock import Budget
from engine.core.draws import outputs
from engine.core.game import Game
from engine.core.moves import Move


def random_bot_rng(seed: int) -> int:
    """The generator state a `RandomBot(seed)` starts from (for games' fast playout loops)."""
    return rng.seed_state(seed ^ 0x5EED)


class RandomBot:
    """Uniform over the legal moves; seeded, with its own generator (never the game's)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        # its generator's outputs, made many at a time (`engine.core.draws`): a move is `rng.below`'s draw
        self._draws = outputs(random_bot_rng(seed))

    def choose(self, game: Game[Any], state: Any) -> Move:
        moves = game.legal_moves(state)
        return moves[(next(self._draws) * len(moves)) >> 64]  # (rng.below(g, len(moves)))


class GreedyBot:
    """One-ply lookahead on the game's `evaluate` (`GameAI.evaluate`: by default the running score's
    margin) for the bot's seat; ties broken at random."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self._rng = rng.seed_state(seed ^ 0x6EED)

    def choose(self, game: Game[Any], state: Any) -> Move:
        seat = game.current_player(state)
        moves = game.legal_moves(state)
        if len(moves) == 1 or seat is None:
            return moves[0]
        best: list[Move] = []
        best_value = None
        evaluate = game.ai.evaluate
        for move in moves:
            value = evaluate(game.apply(state, move), seat)
            if best_value is None or value > best_value:
                best, best_value = [move], value
            elif value == best_value:
                best.append(move)
        i, self._rng = rng.below(self._rng, len(best))
        return best[i]


def margins(values: Sequence[float]) -> list[float]:
    """Each seat's value minus the best other seat's (ranks a seat whatever the sign of the values)."""
    return [margin(values, seat) for seat in range(len(values))]


def margin(values: Sequence[float], seat: int) -> float:
    """`margins` of one seat."""
    mine = values[seat]
    if len(values) == 2:  # max of the one other value, without building a list
        return mine - values[1 - seat]
    others = [v for i, v in enumerate(values) if i != seat]
    return mine - max(others) if others else mine


def mean_margins(values: Sequence[float]) -> list[float]:
    """Each seat's value minus the mean of the other seats' (in two players the same as `margins`)."""
    return [mean_margin(values, seat) for seat in range(len(values))]


def mean_margin(values: Sequence[float], seat: int) -> float:
    """`mean_margins` of one seat."""
    mine = values[seat]
    others = [v for i, v in enumerate(values) if i != seat]
    return mine - sum(others) / len(others) if others else mine


#: each seat's margin from every seat's heuristic value (`margins`, `mean_margins`)
Margins = Callable[[Sequence[float]], list[float]]
#: every seat's value of a position (`GameAI.heuristics`, or Hard's `GameAI.judge`)
Judge = Callable[[Any], Sequence[float]]


class OnePlyBot:
    """One-ply lookahead on the game's heuristic (`GameAI.heuristic`): each legal move is applied in one
    world sampled from what the seat knows (`GameAI.determinize`), and the move whose result leaves the
    seat furthest ahead of the best opponent (heuristics compared, `margins`) is taken; `follow` more
    decisions of the seat's own that come next (the rest of its turn) are looked through, the best answer
    taken.

    `explore`: share of uniformly random moves; `noise`: a uniform random value of up to that many VP
    added to each move's value (a blunder-prone player); `seconds`: the budget per decision (moves
    not evaluated by then are skipped; at least one is)."""

    name = "oneply"

    def __init__(self, seed: int = 0, explore: float = 0.0, noise: float = 0.0, seconds: float = 0.5) -> None:
        self._rng = rng.seed_state(seed ^ 0x1E7E)
        self.explore = explore
        self.noise = noise
        self.seconds = seconds
        #: own decisions looked through after a move (when they offer at most `GameAI.follow_width` moves)
        self.follow = 2
        #: how a position is judged: the seat's margin over the others' heuristics (`standings`)
        self.against: Margins = margins
        #: every seat's value of a position, if not the game's heuristics (`GameAI.judge` for Hard's own)
        self.judge: Judge | None = None
        #: the values found in the current look by the moves that led to them (`start_look`)
        self._memo: dict[tuple[int, int, frozenset[Move], bool], list[tuple[Any, float]]] | None = None

    def choose(self, game: Game[Any], state: Any) -> Move:
        seat = game.current_player(state)
        moves = game.legal_moves(state)
        if len(moves) == 1 or seat is None:
            return moves[0]
        if self.explore:
            roll, self._rng = rng.below(self._rng, 1000)
            if roll < self.explore * 1000:
                i, self._rng = rng.below(self._rng, len(moves))
                return moves[i]
        world_seed, self._rng = rng.next_u64(self._rng)
        world = game.ai.determinize(state, seat, world_seed)
        budget = Budget(self.seconds)
        best: list[Move] = []
        best_value = -math.inf
        n = len(game.players(state))
        world_moves = game.legal_moves(world)  # the same moves: the seat's own secrets are kept
        self.start_look(game)
        try:
            for k, move in enumerate(moves):
                if k and budget.spent():
                    break
                game.remember_legal_moves(world, world_moves)
                value = self._value(game, game.apply(world, move), seat, n, self.follow, (move,))
                if self.noise:
                    r, self._rng = rng.below(self._rng, 1000)
                    value += self.noise * r / 1000
                if value > best_value:
                    best, best_value = [move], value
                elif value == best_value:
                    best.append(move)
        finally:
            self._memo = None
        i, self._rng = rng.below(self._rng, len(best))
        return best[i]

    def start_look(self, game: Game[Any]) -> None:
        """Begin a look from a new position: `_value` of the positions after its moves (`path`: the moves
        from that position) share what they find with each other until the next `start_look`, so that in a
        game with `GameAI.transpositions` a position reached by the same moves in another order (captures,
        trades, discards) is judged once."""
        self._memo = {} if game.ai.transpositions else None

    def value(self, game: Game[Any], state: Any, seat: int) -> float:
        """`seat`'s standing in `state` as this bot judges a move's result (its own decisions that follow
        looked through)."""
        self.start_look(game)
        try:
            return self._value(game, state, seat, len(game.players(state)), self.follow)
        finally:
            self._memo = None

    def _value(self, game: Game[Any], state: Any, seat: int, n: int, follow: int, path: tuple[Move, ...] = ()) -> float:
        """The seat's heuristic margin after its move, looking through its own next decisions of the same
        turn (up to `follow` of them, the best taken): an action's second step (which card, which
        building) is what makes it worth anything. `path`: the moves from the position of the look
        (`start_look`) to `state`; one made of the same moves as another may reach the same position, or
        one judged alike (`GameAI.same_judgement`) where the look ends."""
        options = None
        if follow and game.current_player(state) == seat:
            options = game.legal_moves(state)
            if len(options) > game.ai.follow_width:
                options = None
        memo = self._memo
        if memo is None or len(path) < 2:
            if options is None:
                return standing(game, state, seat, n, self.against, self.judge)
            return self._best(game, state, seat, n, follow, path, options)
        key = (follow, len(path), frozenset(path), options is None)
        found = memo.get(key)
        if found is None:
            found = memo[key] = []
        else:
            same = game.ai.same_position if options is not None else game.ai.same_judgement
            for other, value in found:
                if same(other, state):
                    return value
        if options is None:
            value = standing(game, state, seat, n, self.against, self.judge)
        else:
            value = self._best(game, state, seat, n, follow, path, options)
        found.append((state, value))
        return value

    def _best(
        self, game: Game[Any], state: Any, seat: int, n: int, follow: int, path: tuple[Move, ...], options: Any
    ) -> float:
        """`_value` of the seat's own decision in `state`: the best of its `options`."""
        best = -math.inf
        remember, apply, follow = game.remember_legal_moves, game.apply, follow - 1
        memo = self._memo is not None
        for m in options:
            remember(state, options)
            after = apply(state, m)
            if memo:
                value = self._value(game, after, seat, n, follow, (*path, m))
            elif follow:
                value = self._value(game, after, seat, n, follow)
            else:
                value = standing(game, after, seat, n, self.against, self.judge)
            if value > best:  # max(best, value): the first of equal values kept
                best = value
        return best


#: heuristic margin (VP) from which a seat counts as far ahead (`standing`)
CLOSING_LEAD = 30.0


def standing(
    game: Game[Any], state: Any, seat: int, n: int, against: Margins = margins, judge: Judge | None = None
) -> float:
    """The seat's heuristic margin over the best other seat (or as `against` takes it), plus, in a game with
    `GameAI.closing`, that many VP times the game's progress for a seat far ahead (scaled by its lead up to
    CLOSING_LEAD): a leader steers to the end rather than only piling up more (continuous, and nothing
    changes for a seat behind). `judge`: every seat's value, by default the game's heuristics. The same value
    as `standings(...)[seat]`, worked out for this seat only."""
    ai = game.ai
    values = (judge or ai.heuristics)(state)
    one = _ONE_SEAT.get(against)
    value = one(values, seat) if one is not None else against(values)[seat]
    if ai.closing and value > 0:
        return _closing(ai.closing, game.progress(state), value)
    return value


def _closing(closing: float, progress: float, value: float) -> float:
    """A margin `value` > 0 with `closing` VP times the game's `progress` (`standing`)."""
    return value + closing * progress * min(1.0, value / CLOSING_LEAD)


#: `margins` and `mean_margins` of one seat (`standing`)
_ONE_SEAT: dict[Margins, Callable[[Sequence[float], int], float]] = {margins: margin, mean_margins: mean_margin}


def standings(
    game: Game[Any], state: Any, n: int, against: Margins = margins, judge: Judge | None = None
) -> list[float]:
    """`standing` of every seat (`against`: the margin over the others, by default over the best of them;
    `judge`: every seat's value, by default the game's heuristics)."""
    ai = game.ai
    values = against((judge or ai.heuristics)(state))
    if ai.closing:
        progress = game.progress(state)
        values = [_closing(ai.closing, progress, v) if v > 0 else v for v in values]
    return values


class EasyBot(OnePlyBot):
    """Easy: the one-ply heuristic bot (`OnePlyBot`) looking at each move alone (not at the rest of its
    turn, so a two-step action such as "go to the Harbor, then play a card" looks like nothing), with 30%
    of its moves uniformly random and up to 4 VP of noise on each move's value. Budget: one heuristic
    evaluation per legal move, at most 0.5 s a decision (`easy:0.2s` lowers it)."""

    name = "easy"

    def __init__(self, seed: int = 0, seconds: float = 0.5) -> None:
        super().__init__(seed, explore=0.3, noise=4.0, seconds=seconds)
        self.follow = 0


class MediumBot(OnePlyBot):
    """Medium: the one-ply heuristic bot (`OnePlyBot`) looking through the rest of its own turn (up to two
    more of its own decisions with at most `GameAI.follow_width` options each, the best answer taken) and
    taking the best move every time (no random moves; its seed only breaks ties). Budget: one such look per
    legal move, at most 0.5 s a decision (`medium:0.2s`; moves not looked at by then are skipped, so only a
    budget that is never reached, `MediumBot(seed, seconds=math.inf)`, plays the same game whatever the
    machine's load)."""

    name = "medium"

    def __init__(self, seed: int = 0, seconds: float = 0.5) -> None:
        super().__init__(seed, seconds=seconds)
