"""`ArchitectsGame`: the engine API (design.md §2) over the Architects rules."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from operator import attrgetter
from typing import Any

from engine.architects import decisions, events, rules, scoring, setup
from engine.architects.ai import ArchitectsAI
from engine.architects.checks import check_state
from engine.architects.moves import CODEC, Move, Place
from engine.architects.state import State, combined, guildhall_size, replace
from engine.architects.view import view as make_view
from engine.core.decision import Decision
from engine.core.errors import IllegalMove
from engine.core.events import MADE, event_of, events_of
from engine.core.game import Game, Refusal, Scores

known_event = MADE.__getitem__


class ArchitectsGame(Game[State]):
    """Architects of the West Kingdom for 2-5 players."""

    id = "architects"
    title = "Architects of the West Kingdom"
    min_players = 2
    max_players = 5
    # 2: a reclaim is a turn taken (a cycle of reclaims no longer ends the game)
    # 3: with no worker on a large location, a reclaim takes one from the Black Market, the Prison or a
    #    rival's board (the BGA code's `argnoworker`); before, such a seat only passed, for ever
    # 4: never from the Black Market (seed: its workers "are only removed during a Black Market Reset")
    rules_version = "4"
    content_version = "1"
    codec = CODEC
    state_type = State

    def __init__(self) -> None:
        super().__init__()
        self.ai = ArchitectsAI(self)

    def new_game(self, players: Sequence[str], seed: int, options: Mapping[str, Any] | None = None) -> State:
        return self._advance(setup.new_state(self.check_players(players), seed, options), None)

    def current_player(self, state: State) -> int | None:
        return None if state.over else state.pending[-1].seat

    def compute_legal_moves(self, state: State) -> tuple[Move, ...]:
        return rules.legal_moves(state)

    def apply(self, state: State, move: Move) -> State:
        cached, legal = self._legal_cache  # Game.legal_moves, inlined: a bot asked for this state's moves
        if cached is not state:
            if state.over:
                raise IllegalMove("game_over", "the game is over")
            legal = rules.legal_moves(state)
            self._legal_cache = (state, legal)
        # the move is usually one of these very objects: look for it by identity before using __eq__ (a
        # dataclass __eq__ is a Python call per move passed over); a plain loop: ~50 instructions a move
        # passed over, against ~180 for `id(move) in map(id, legal)` (an int object and a compare each)
        for m in legal:
            if m is move:
                break
        else:
            self._check(state, move, legal)
        # _advance and _forced, inlined (a Python call costs ~370 instructions; a decision ~80k)
        log: list[events.Raw] = []  # this move's events: the rules append to it (engine.architects.events)
        emit = log.append
        step, legal_moves = rules.step, rules.legal_moves
        after = step(state, move, emit)
        while not after.over:
            moves = legal_moves(after)
            if len(moves) != 1:
                self._legal_cache = (after, moves)
                break
            after = step(after, moves[0], emit)
        if after is state:  # the caller's state stays untouched
            after = replace(after)
        # The events go into the state just made, in place: nobody holds it yet, and one more copy of the
        # whole state (engine.core.frozen) only to set them would cost ~4% of a move.
        try:
            after.__dict__["events"] = tuple(map(known_event, log))  # events_of, inlined (all in C)
        except KeyError:  # an event never made before (events.common_events are made at import)
            after.__dict__["events"] = tuple(map(event_of, log))
        return after

    def _check(self, state: State, move: Move, legal: tuple[Move, ...]) -> None:
        """Raise IllegalMove unless `move` equals one of `legal` (the moves of `state`)."""
        if state.over:
            raise IllegalMove("game_over", "the game is over")
        if not isinstance(move, Move):
            raise IllegalMove("not_a_move", f"{move!r} is not a move")
        if move not in legal:
            kind = state.pending[-1].kind
            raise IllegalMove("not_legal", f"{move.text()} is not allowed now (deciding: {kind})")

    def _advance(self, state: State, move: Move | None) -> State:
        """`state` after `move` (None: none) and the forced steps that follow, holding their events
        (`new_game`; `apply` does the same inline)."""
        log: list[events.Raw] = []
        emit = log.append
        after = self._forced(state if move is None else rules.step(state, move, emit), emit)
        if after is state:  # the caller's state stays untouched
            after = replace(after, events=())
        try:
            after.__dict__["events"] = tuple(map(known_event, log))
        except KeyError:
            after.__dict__["events"] = events_of(log)
        return after

    def _forced(self, state: State, emit: events.Emit) -> State:
        """Play single-option decisions automatically."""
        while not state.over:
            moves = rules.legal_moves(state)  # a state just made: never the cached one (legal_moves, inlined)
            self._legal_cache = (state, moves)
            if len(moves) != 1:
                break
            state = rules.step(state, moves[0], emit)
        return state

    def decision(self, state: State) -> Decision | None:
        """See the decision table in `engine.architects.decisions`."""
        return decisions.decision(state)

    def round(self, state: State) -> int:
        """The turn cycle: 1 in the setup and the first cycle, +1 each time the first player's turn
        comes round again (engine.architects.decisions)."""
        return decisions.round_of(state)

    def refusal(self, state: State, move: Move) -> Refusal:
        """Placements get a reason of their own (table in `engine.architects.decisions`)."""
        if isinstance(move, Place):
            return decisions.placement_refusal(state, move)
        return super().refusal(state, move)

    def state_from_dict(self, data: Any) -> State:
        """Rebuild a state; ValueError names the bad field or the broken invariant."""
        state = super().state_from_dict(data)
        check_state(state)
        return combined(state)  # made by __init__: its dicts split (see `combined`)

    #: `state.over`, read in C: no Python frame for a question every playout loop asks once a move (a class
    #: attribute that is no function binds no `self`: `game.is_over(state)` is `attrgetter("over")(state)`)
    is_over: Callable[[State], bool] = attrgetter("over")  # type: ignore[assignment]

    def scores(self, state: State) -> Scores:
        return scoring.scores(state)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """What `seat` may see; the keys are in `engine.architects.view`."""
        return make_view(state, seat, self.decision(state), self.round(state))

    def players(self, state: State) -> tuple[str, ...]:
        return tuple(p.name for p in state.players)

    def seed_of(self, state: State) -> int:
        return state.seed

    def options_of(self, state: State) -> dict[str, Any]:
        return {k: True for k in state.options}

    def running_scores(self, state: State) -> tuple[int, ...]:
        return scoring.running(state)

    def progress(self, state: State) -> float:
        if state.over:
            return 1.0
        return min(1.0, state.guildhall / guildhall_size(len(state.players)))

    def summary(self, state: State) -> str:
        s = state
        bm = "".join("-" if x < 0 else str(x) for x in s.market_spots)
        parts = [f"gh={s.guildhall} tax={s.tax} bm={bm}"]
        for i, p in enumerate(s.players):
            parts.append(
                f"p{i}:v{p.virtue} ${p.silver} c{p.clay}w{p.wood}s{p.stone}g{p.gold}m{p.marble}"
                f" w{p.supply} pr{p.prison} h{len(p.hand)} b{len(p.built)} a{len(p.apprentices)}"
                f" d{p.debts} k{p.cathedral}"
            )
        return " ".join(parts)

    def revealed(self, before: State, after: State) -> bool:
        """A draw from a deck or pile, a new Black Market card, a drafted hand passed on, or a
        building shown from a hand (constructed)."""
        return (
            len(before.building_deck) != len(after.building_deck)
            or before.building_deck[:1] != after.building_deck[:1]
            or len(before.apprentice_deck) != len(after.apprentice_deck)
            or before.market_pile != after.market_pile
            or before.market_large != after.market_large
            or len(before.reward_pile) != len(after.reward_pile)
            or before.draft != after.draft
            or any(p.built != q.built for p, q in zip(before.players, after.players, strict=True))
        )
