"""A search bot: Monte Carlo tree search over determinized hidden information (ISMCTS).

Each iteration samples one world consistent with what the bot's seat can see (`game.determinize`,
when the game offers it; otherwise the true state, i.e. a bot that peeks), walks the tree with UCB1
over the moves legal in that world, finishes the game with the game's playout bot, and backs up each
seat's share of the win. The budget is a number of iterations and/or seconds per decision.
"""

from __future__ import annotations

import itertools
import math
import time
from typing import Any

from engine.core import rng
from engine.core.game import Game
from engine.core.moves import Move

EXPLORATION = 0.7


class _Node:
    __slots__ = ("avail", "children", "seat", "value", "visits")

    def __init__(self, seat: int | None) -> None:
        self.seat = seat  # who moves from this node
        self.children: dict[Move, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.value = 0.0


class MctsBot:
    name = "mcts"

    def __init__(self, seed: int = 0, iterations: int = 60, seconds: float | None = None) -> None:
        self._rng = rng.seed_state(seed ^ 0x3C75)
        self.iterations = iterations
        self.seconds = seconds
        self._seed = seed

    def choose(self, game: Game[Any], state: Any) -> Move:
        moves = game.legal_moves(state)
        seat = game.current_player(state)
        if len(moves) == 1 or seat is None:
            return moves[0]
        root = _Node(seat)
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        for i in range(max(1, self.iterations)):
            if deadline is not None and i and time.perf_counter() > deadline:
                break
            self._iterate(game, state, seat, root)
        best = max(root.children.items(), key=lambda kv: (kv[1].visits, kv[1].value))
        return best[0]

    def _iterate(self, game: Game[Any], state: Any, seat: int, root: _Node) -> None:
        world_seed, self._rng = rng.next_u64(self._rng)
        determinize = getattr(game, "determinize", None)
        world = determinize(state, seat, world_seed) if determinize else state
        node, path = root, [root]
        while not game.is_over(world):
            legal = game.legal_moves(world)
            for m in legal:
                child = node.children.get(m)
                if child is not None:
                    child.avail += 1
            untried = [m for m in legal if m not in node.children]
            if untried:
                k, self._rng = rng.below(self._rng, len(untried))
                move = untried[k]
                world = game.apply(world, move)
                child = node.children[move] = _Node(game.current_player(world))
                child.avail = 1
                path.append(child)
                break
            move = max(legal, key=lambda m: _ucb(node.children[m]))
            node = node.children[move]
            world = game.apply(world, move)
            node.seat = game.current_player(world)
            path.append(node)
        rewards = _playout(game, world, world_seed ^ self._seed)
        # each edge is credited to the seat that chose it (the parent's mover)
        for parent, child in itertools.pairwise(path):
            child.visits += 1
            if parent.seat is not None:
                child.value += rewards[parent.seat]
        root.visits += 1


def _ucb(node: _Node) -> float:
    if node.visits == 0:
        return math.inf
    return node.value / node.visits + EXPLORATION * math.sqrt(math.log(max(node.avail, 1)) / node.visits)


def _playout(game: Game[Any], state: Any, seed: int) -> list[float]:
    scores = game.scores(game.playout(state, seed & 0xFFFFFFFF)[0])
    n = len(scores.players)
    rewards = [0.0] * n
    share = 1.0 / len(scores.winners)
    for w in scores.winners:
        rewards[w] = share
    # a small margin term breaks ties between lost positions
    top = max(p.total for p in scores.players) or 1
    for p in scores.players:
        rewards[p.seat] = 0.8 * rewards[p.seat] + 0.2 * p.total / top
    return rewards
