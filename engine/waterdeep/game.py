"""Lords of Waterdeep as a `Game`: the public API over the rules modules."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.core import rng
from engine.core.bots import random_bot_rng
from engine.core.decision import Decision
from engine.core.game import ALIGN, Game, Refusal, Scores
from engine.core.moves import Move
from engine.waterdeep import decisions, evaluation, flow, scoring
from engine.waterdeep.board import ROUNDS
from engine.waterdeep.content import load
from engine.waterdeep.invariants import check_state
from engine.waterdeep.moves import CODEC, Place
from engine.waterdeep.state import State
from engine.waterdeep.view import view as make_view
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


class Waterdeep(Game[State]):
    id = "waterdeep"
    title = "Lords of Waterdeep"
    min_players = 2
    max_players = 5
    rules_version = "1"
    content_version = "1"
    codec = CODEC
    state_type = State

    def new_game(self, players: Sequence[str], seed: int, options: Mapping[str, Any] | None = None) -> State:
        names = self.check_players(players)
        if options:
            raise ValueError(f"unknown option {sorted(options)[0]!r} for Lords of Waterdeep")
        return flow.new_state(names, seed)

    def current_player(self, state: State) -> int | None:
        return state.tasks[0].seat if state.tasks else None

    def compute_legal_moves(self, state: State) -> tuple[Move, ...]:
        return flow.legal_moves(state)

    def apply(self, state: State, move: Move) -> State:
        cached, legal = self._legal_cache  # legal_moves(state), inlined: this runs for every move
        if cached is not state:
            legal = self.legal_moves(state)
        after, moves = flow.apply(state, move, legal)
        self._legal_cache = (after, moves)  # remember_legal_moves, inlined
        return after

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def state_from_dict(self, data: Any) -> State:
        """Rebuild a state; ValueError names the bad field or the broken invariant."""
        state = super().state_from_dict(data)
        check_state(state)
        return state

    def scores(self, state: State) -> Scores:
        return scoring.final_scores(state)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """What `seat` may see; the keys are in `engine.waterdeep.view`."""
        legal = None
        if seat is not None and self.current_player(state) == seat:
            legal = [m.to_dict() for m in self.legal_moves(state)]
        return make_view(state, seat, legal, self.decision(state))

    def decision(self, state: State) -> Decision | None:
        """See the decision table in `engine.waterdeep.decisions`."""
        return decisions.decision(state)

    def round(self, state: State) -> int:
        """The round, 1 to 8 (8 after the game ended)."""
        return state.round

    def refusal(self, state: State, move: Move) -> Refusal:
        """Placements get a reason of their own (table in `engine.waterdeep.decisions`)."""
        if isinstance(move, Place):
            return decisions.placement_refusal(state, move)
        return super().refusal(state, move)

    def players(self, state: State) -> tuple[str, ...]:
        return tuple(p.name for p in state.players)

    def seed_of(self, state: State) -> int:
        return state.seed

    def running_scores(self, state: State) -> tuple[int, ...]:
        return tuple(p.vp for p in state.players)

    def progress(self, state: State) -> float:
        return 1.0 if state.phase == "over" else (state.round - 1) / ROUNDS

    def summary(self, state: State) -> str:
        parts = [f"r{state.round}"]
        for p in state.players:
            r = p.res
            quests = f"q{len(p.quests)}/{len(p.completed)}"
            parts.append(f"{p.vp}vp {r.g}g {r.c}{r.f}{r.r}{r.w} {quests} i{len(p.intrigue)} a{p.pool}")
        return " ".join(parts)

    def playout(self, state: State, seed: int) -> tuple[State, int]:
        """`Game.playout` with the uniform random bot on one working copy: no frozen state between
        moves, the same choices and the same final state as stepping with `apply`, twice as fast."""
        return self._run(state, seed, 1 << 62, _uniform)

    def simulate(self, state: State, seed: int, max_moves: int, seat: int | None = None) -> tuple[State, int]:
        """The search bot's simulation on one working copy (as `playout`), with a cheap bias: a quest
        that can be completed is completed (9 times in 10); every other choice is uniform. `seat`: as
        `Game.simulate` (past `max_moves`, on to `seat`'s next agent placement)."""
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
        moves = self.legal_moves(state)
        w = Work(state)
        tasks, events, handlers, run = w.tasks, w.events, flow.DECISIONS, flow.run
        limit = max_moves if seat is None else ALIGN * max_moves
        made = 0
        while moves and made < limit:
            if made >= max_moves and tasks[0].seat == seat and tasks[0].kind == "place":
                break
            task = tasks.pop(0)
            i, g = pick(task.kind, len(moves), g)
            events.clear()  # a state's events are what its last move did
            handlers[task.kind][1](w, task, moves[i])
            made += 1
            moves = run(w)  # type: ignore[assignment]
        return w.freeze(), made

    def heuristic(self, state: State, seat: int) -> float:
        """Expected final VP (`engine.waterdeep.evaluation`: quests in hand, lord, buildings, intrigue)."""
        return evaluation.heuristic(state, seat)

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
        pool, g = rng.shuffled(g, unseen_intrigue)
        lords_left = sorted(set(load().lords) - {me.lord})
        lords, g = rng.shuffled(g, lords_left)
        players = list(state.players)
        k = 0
        for j, i in enumerate(others):
            p = players[i]
            hand = pool[k : k + len(p.intrigue)]
            k += len(p.intrigue)
            players[i] = dataclasses.replace(p, intrigue=tuple(hand), lord=lords[j])
        quests, g = rng.shuffled(g, sorted(state.quest_deck))
        stack, g = rng.shuffled(g, sorted(state.building_stack))
        return dataclasses.replace(
            state,
            players=tuple(players),
            intrigue_deck=tuple(pool[k:]),
            quest_deck=quests,
            building_stack=stack,
            rng=g,
        )

    def revealed(self, before: State, after: State) -> bool:
        """Whether the step drew a card or showed a hidden one (undo policy)."""
        return before.draws != after.draws

    def evaluate(self, state: State, seat: int) -> float:
        """Score as it would be if the game ended now, relative to the best opponent."""
        totals = [scoring.player_score(state, i).total for i in range(len(state.players))]
        others = [v for i, v in enumerate(totals) if i != seat]
        return totals[seat] - max(others)
