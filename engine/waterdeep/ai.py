"""Lords of Waterdeep's AI (`engine.core.ai.GameAI`): the heuristic, determinization and the fast playout
and simulation loops the bots use."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from engine.core import rng
from engine.core.ai import ALIGN, GameAI
from engine.core.bots import random_bot_rng
from engine.core.draws import outputs, shuffled
from engine.waterdeep import evaluation, flow, scoring
from engine.waterdeep.content import load
from engine.waterdeep.state import State
from engine.waterdeep.work import Work

#: a playout's move picker: (decision kind, number of legal moves, generator) -> (index, generator)
Pick = Callable[[str, int, int], tuple[int, int]]


def _uniform(kind: str, n: int, g: int) -> tuple[int, int]:
    """The random bot's pick (the same draws as `RandomBot`)."""
    return rng.below(g, n)


def _completing(kind: str, n: int, g: int) -> tuple[int, int]:
    """Uniform, except that a completable quest is completed 9 times in 10 (the completions come
    before EndTurn in a "complete" decision)."""
    if kind == "complete" and n > 1:
        roll, g = rng.below(g, 10)
        return rng.below(g, n - 1 if roll else n)
    return rng.below(g, n)


class WaterdeepAI(GameAI[State]):
    """The bots' view of Lords of Waterdeep (its settings are `GameAI`'s defaults)."""

    def heuristic(self, state: State, seat: int) -> float:
        """Expected final VP (`engine.waterdeep.evaluation`: quests in hand, lord, buildings, intrigue)."""
        return evaluation.heuristic(state, seat)

    def heuristics(self, state: State) -> list[float]:
        """Every seat's `heuristic` in one pass (the round's terms and the buildings counted once)."""
        return evaluation.heuristics(state)

    def evaluate(self, state: State, seat: int) -> float:
        """Score as it would be if the game ended now, relative to the best opponent."""
        totals = [scoring.player_score(state, i).total for i in range(len(state.players))]
        others = [v for i, v in enumerate(totals) if i != seat]
        return totals[seat] - max(others)

    def determinize(self, state: State, seat: int, seed: int) -> State:
        """A world consistent with what `seat` knows: unseen lords, intrigue cards and deck orders resampled.

        Other players' hands keep their sizes; public cards (discards, face-up quests, played cards) stay.
        Nothing hidden from `seat` is read but the set of unseen cards (sorted before the shuffle) and the
        hands' sizes: other players' lords are dealt again from the lords `seat` does not hold."""
        g = rng.seed_state(seed)
        me = state.players[seat]
        others = [i for i in range(len(state.players)) if i != seat]
        # the unseen cards sorted first: the world depends on which cards are unseen, never on where
        unseen_intrigue = sorted([*state.intrigue_deck, *(c for i in others for c in state.players[i].intrigue)])
        pool, g = shuffled(g, unseen_intrigue)
        lords_left = sorted(set(load().lords) - {me.lord})
        lords, g = shuffled(g, lords_left)
        players = list(state.players)
        k = 0
        for j, i in enumerate(others):
            p = players[i]
            hand = pool[k : k + len(p.intrigue)]
            k += len(p.intrigue)
            players[i] = dataclasses.replace(p, intrigue=tuple(hand), lord=lords[j])
        quests, g = shuffled(g, sorted(state.quest_deck))
        stack, g = shuffled(g, sorted(state.building_stack))
        return dataclasses.replace(
            state,
            players=tuple(players),
            intrigue_deck=tuple(pool[k:]),
            quest_deck=quests,
            building_stack=stack,
            rng=g,
        )

    def playout(self, state: State, seed: int) -> tuple[State, int]:
        """`GameAI.playout` with the uniform random bot on one working copy: no frozen state between
        moves, the same choices and the same final state as stepping with `apply`, twice as fast."""
        return self._run(state, seed, 1 << 62, _uniform)

    def simulate(self, state: State, seed: int, max_moves: int, seat: int | None = None) -> tuple[State, int]:
        """The search bot's simulation on one working copy (as `playout`), with a cheap bias: a quest
        that can be completed is completed (9 times in 10); every other choice is uniform. `seat`: as
        `GameAI.simulate` (past `max_moves`, on to `seat`'s next agent placement)."""
        return self._run(state, seed, max_moves, _completing, seat)

    def turn_start(self, state: State, seat: int | None) -> bool:
        """`seat` is about to place an agent."""
        return bool(state.tasks) and state.tasks[0].seat == seat and state.tasks[0].kind == "place"

    def _run(self, state: State, seed: int, max_moves: int, pick: Pick, seat: int | None = None) -> tuple[State, int]:
        """The loop `playout` and `simulate` share: at most `max_moves` decisions on one working copy,
        each made by `pick` (from the seed's random-bot generator); with `seat`, on past `max_moves` (up
        to ALIGN times as many) until `seat` is about to place an agent. The state reached and the moves
        made."""
        if not state.tasks:
            return state, 0
        g = random_bot_rng(seed)
        moves = self.game.legal_moves(state)
        w = Work(state)
        tasks, events, handlers, run = w.tasks, w.events, flow.HANDLERS, flow.run
        limit = max_moves if seat is None else ALIGN * max_moves
        made = 0
        uniform, completing = pick is _uniform, pick is _completing  # (drawn here from values made ahead)
        draws = outputs(g)  # (the generator's outputs, from `g` on, made many at a time: engine.core.draws)
        while moves and made < limit:
            if made >= max_moves and tasks[0].seat == seat and tasks[0].kind == "place":
                break
            task = tasks.pop(0)
            if uniform:  # i, g = rng.below(g, len(moves)), the random bot's draw
                i = (next(draws) * len(moves)) >> 64
            elif completing:  # i, g = _completing(task.kind, len(moves), g), its one or two draws
                n = len(moves)
                if n > 1 and task.kind == "complete" and (next(draws) * 10) >> 64:  # (completed 9 times in 10)
                    n -= 1
                i = (next(draws) * n) >> 64
            else:
                i, g = pick(task.kind, len(moves), g)
            events.clear()  # a state's events are what its last move did
            handlers[task.kind](w, task, moves[i])
            made += 1
            moves = run(w)  # type: ignore[assignment]
        return w.freeze(), made
