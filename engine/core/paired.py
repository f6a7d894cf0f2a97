"""The Hard bot's paired comparison of its best moves (`engine.core.mcts.HardBot` in a game with
`GameAI.hard_replies`).

Medium's look (`OnePlyBot`, the rest of the bot's own turn looked through) ranks the moves; the best
`GameAI.hard_width` are the candidates, the first of them Medium's own choice. Each round samples one
world from what the bot's seat knows (`GameAI.determinize`) and plays every candidate in it: the move,
then the rest of the bot's turn as Medium would play it and every other seat's answer by the game's reply
policy (`GameAI.reply_bot`) until the bot's seat begins its next turn (`MctsBot._replies`), judged by the
change of the seat's standing (`rewards`).
All candidates meet the same world and the same hidden cards, so their difference in a round is the
moves' own (common random numbers). The bot keeps Medium's choice unless another candidate did better by
more than GUARD_Z standard errors of the paired differences over at least GUARD_ROUNDS rounds: with few
rounds a search that picks the best-looking move replaces Medium's choice by noise.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable
from typing import Any

from engine.core import rng
from engine.core.bots import Judge, Margins, OnePlyBot, margins, mean_margins, standings
from engine.core.game import Game
from engine.core.moves import Move

#: standard errors by which a candidate's mean paired gain over Medium's choice must exceed zero
GUARD_Z = 2.0
#: rounds (worlds) a candidate must have been compared in before it may replace Medium's choice
GUARD_ROUNDS = 6

#: plays a world on until the seat's next turn: (game, world, seat, seed) -> world
Replies = Callable[[Game[Any], Any, int, int], Any]
#: a position's reward for every seat, given the standings it is measured from, how a seat's margin over
#: the others is taken and every seat's value: (game, state, base, against, judge) -> rewards
Rewards = Callable[[Game[Any], Any, list[float], Margins, Judge | None], list[float]]


class PairedSearch:
    """One decision's comparison: `step` runs one simulation (the next candidate of the current round)."""

    def __init__(self, game: Game[Any], state: Any, seat: int, moves: tuple[Move, ...], seed: int) -> None:
        self.game, self.state, self.seat = game, state, seat
        self._rng = rng.seed_state(seed ^ 0x9A1D)
        world_seed, self._rng = rng.next_u64(self._rng)
        world = game.ai.determinize(state, seat, world_seed)
        n = len(game.players(state))
        #: how a seat is judged (`GameAI.hard_against_mean`): its look, its rewards, its own replies
        self.against: Margins = mean_margins if game.ai.hard_against_mean and n > 2 else margins
        #: every seat's value as the bot judges it (`GameAI.hard_judge`), else the game's heuristics
        self.judge: Judge | None = game.ai.judge if game.ai.hard_judge else None
        self.base = standings(game, world, n, self.against, self.judge)
        look = OnePlyBot(world_seed)
        look.against, look.judge = self.against, self.judge
        world_moves = game.legal_moves(world)
        scored = []
        look.start_look(game)
        for k, move in enumerate(moves):
            game.remember_legal_moves(world, world_moves)
            scored.append((look._value(game, game.apply(world, move), seat, n, look.follow, (move,)), k, move))
        scored.sort(key=lambda t: (-t[0], t[1]))
        self.candidates = [move for _, _, move in scored[: game.ai.hard_width or len(scored)]]
        #: each candidate's reward in every round played in full
        self.results: list[list[float]] = [[] for _ in self.candidates]
        self._round: list[float] = []
        self._world: Any = None
        self._sim_seed = 0

    def step(self, replies: Replies, rewards: Rewards) -> None:
        """One simulation: the next candidate in this round's world (a new world starts each round)."""
        game, seat = self.game, self.seat
        if not self._round and self._world is None:
            world_seed, self._rng = rng.next_u64(self._rng)
            self._world = game.ai.determinize(self.state, seat, world_seed)
            self._sim_seed = world_seed & 0xFFFFFFFF
        j = len(self._round)
        after = replies(game, game.apply(self._world, self.candidates[j]), seat, self._sim_seed)
        self._round.append(rewards(game, after, self.base, self.against, self.judge)[seat])
        if len(self._round) == len(self.candidates):
            for k, value in enumerate(self._round):
                self.results[k].append(value)
            self._round, self._world = [], None

    def choice(self) -> Move:
        """Medium's choice unless another candidate beat it clearly (see the module docstring)."""
        best, best_gain = 0, 0.0
        rounds = len(self.results[0])
        if rounds >= max(2, GUARD_ROUNDS):
            for k in range(1, len(self.candidates)):
                diffs = [a - b for a, b in zip(self.results[k], self.results[0], strict=True)]
                gain = statistics.fmean(diffs)
                error = statistics.stdev(diffs) / math.sqrt(rounds)
                if gain > GUARD_Z * error and gain > best_gain:
                    best, best_gain = k, gain
        return self.candidates[best]
