"""Lords of Waterdeep as a `Game`: the public API over the rules modules."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.decision import Decision
from engine.core.game import Game, Refusal, Scores
from engine.core.moves import Move
from engine.waterdeep import decisions, flow, scoring
from engine.waterdeep.ai import WaterdeepAI
from engine.waterdeep.board import ROUNDS
from engine.waterdeep.invariants import check_state
from engine.waterdeep.moves import CODEC, Place
from engine.waterdeep.state import State
from engine.waterdeep.view import view as make_view


class Waterdeep(Game[State]):
    id = "waterdeep"
    title = "Lords of Waterdeep"
    min_players = 2
    max_players = 5
    rules_version = "1"
    content_version = "1"
    codec = CODEC
    state_type = State

    def __init__(self) -> None:
        super().__init__()
        self.ai = WaterdeepAI(self)

    def new_game(self, players: Sequence[str], seed: int, options: Mapping[str, Any] | None = None) -> State:
        names = self.check_players(players)
        if options:
            raise ValueError(f"unknown option {sorted(options)[0]!r} for Lords of Waterdeep")
        return flow.new_state(names, seed)

    def current_player(self, state: State) -> int | None:
        return state.tasks[0].seat if state.tasks else None

    def compute_legal_moves(self, state: State) -> tuple[Move, ...]:
        return flow.legal_moves(state)

    apply = flow.apply  # (a function of the rules module, taken as the method)

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

    def revealed(self, before: State, after: State) -> bool:
        """Whether the step drew a card or showed a hidden one (undo policy)."""
        return before.draws != after.draws
