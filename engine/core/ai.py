"""A game's AI: everything the generic bots (`engine.core.bots`, `engine.core.mcts`) know of one game.

Each game has one `GameAI` object, `game.ai` (engine/<game>/ai.py). The bots read the game's rules only
through the `Game` API (legal moves, apply, scores) and everything game-specific they need from it: how a
position is judged (`heuristic`, `evaluate`), a world consistent with what a seat may know (`determinize`),
the cheap policies that finish a game quickly (`playout_bot`/`playout`, `simulation_bot`/`simulate`), where a
seat's turn begins (`turn_start`), and the settings below. A game without hidden information or special
policies may use `GameAI` itself: uniform random play, judged by the running score.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from engine.core.bots import MediumBot, RandomBot

if TYPE_CHECKING:
    from engine.core.game import Game
    from engine.core.moves import Move

S = TypeVar("S")

#: how much longer than asked a simulation may run to end where the seat begins a turn (`GameAI.simulate`)
ALIGN = 3


class Policy(Protocol):
    """A bot: the move it makes for the seat deciding in `state`."""

    def choose(self, game: Game[Any], state: Any) -> Move: ...


class GameAI(Generic[S]):
    """The AI of `game`: the generic bots' per-game parts, with defaults for a game that needs nothing more."""

    #: the most options an own follow-up decision may offer for the level bots to look through it
    #: (`engine.core.bots.OnePlyBot`)
    follow_width: int = 12
    #: VP a seat far ahead counts for the whole game's progress (`engine.core.bots.standing`); for a game
    #: whose scores can grow without end, so that the level bots steer a decided game to its end
    closing: float = 0.0
    #: whether the Hard bot compares its best moves by simulations up to its seat's next turn, the rest of its
    #: own turn played as the Medium bot would and the other seats' answers by `reply_bot`
    #: (`engine.core.paired`), instead of a tree search over `simulate`'s cheap policy
    hard_replies: bool = False
    #: the root moves the Hard bot searches, the best by Medium's look (`engine.core.mcts.HardBot`)
    hard_width: int = 6
    #: whether the Hard bot's paired comparison (`engine.core.paired`) judges a seat by its heuristic margin
    #: over the mean of the other seats (`engine.core.bots.mean_margins`) instead of over the best of them: with
    #: three or more players, a move that hurts a trailing rival counts too and a swap of the lead between two
    #: others does not count as the seat's own loss or gain (the same in two players)
    hard_against_mean: bool = False
    #: whether the Hard bot's paired comparison judges positions by `judge` (its own judgement) rather than by
    #: the heuristics Medium plays by: its look at the root, its rewards and its own moves in the simulations;
    #: the other seats' answers are `reply_bot`'s
    hard_judge: bool = False
    #: whether the level bots' look (`engine.core.bots.OnePlyBot.start_look`) judges a position reached by the
    #: same moves in another order once (`same_position` tells it is the same): for a game whose own decisions
    #: often commute (Architects: captures, trades, discards)
    transpositions: bool = False

    def __init__(self, game: Game[S]) -> None:
        self.game = game

    def heuristic(self, state: S, seat: int) -> float:
        """`seat`'s expected final score (in VP) judged from the position: its final score once the game
        is over. Reads the public state and `seat`'s own secrets only (bots call it on determinized
        worlds). Games document their terms; by default the running score."""
        return float(self.game.running_scores(state)[seat])

    def heuristics(self, state: S) -> list[float]:
        """`heuristic` of every seat (the bots judge every seat of a position at once): a game may work out
        what the seats share once; the values must equal `heuristic`'s."""
        return [self.heuristic(state, i) for i in range(len(self.game.players(state)))]

    def judge(self, state: S) -> list[float]:
        """Every seat's value of a position as the Hard bot judges it (`hard_judge`): only the margins
        between seats count. By default the heuristics."""
        return self.heuristics(state)

    def same_position(self, a: S, b: S) -> bool:
        """Whether `a` and `b` are the same position for the bots: the same legal moves, the same results of
        each, the same heuristic (`transpositions`); by default equal states."""
        return a == b

    def same_judgement(self, a: S, b: S) -> bool:
        """Whether `a` and `b` have the same `heuristics`, `judge` and progress (a look that ends in either judges them
        alike, `transpositions`): by default `same_position`; a game may compare only what those read."""
        return self.same_position(a, b)

    def evaluate(self, state: S, seat: int) -> float:
        """A heuristic value of `state` for `seat` (the greedy bot maximises it): by default the running
        score less the best other seat's."""
        running = self.game.running_scores(state)
        others = [v for i, v in enumerate(running) if i != seat]
        return running[seat] - (max(others) if others else 0)

    def determinize(self, state: S, seat: int, seed: int) -> S:
        """A world consistent with what `seat` knows: every hidden part of `state` (other hands, deck
        orders) sampled again from what `seat` cannot tell apart, from `seed`; public parts and `seat`'s
        own secrets kept. The level bots look only at such worlds. By default `state` itself (a game
        without hidden information)."""
        return state

    def playout_bot(self, seed: int) -> Policy:
        """The bot of random playouts and `bench` (uniform random unless a game documents a bias)."""
        return RandomBot(seed)

    def playout(self, state: S, seed: int) -> tuple[S, int]:
        """The game finished from `state` by one `playout_bot(seed)` for every seat: the final state
        and the number of moves made.

        Bots call this for their simulations. Games may override it with a faster loop that skips
        the frozen states in between; the result must equal this one, which steps with `apply`."""
        game = self.game
        choose, apply, is_over = self.playout_bot(seed).choose, game.apply, game.is_over
        made = 0
        while not is_over(state):
            state = apply(state, choose(game, state))
            made += 1
        return state, made

    def reply_bot(self, seed: int, seconds: float) -> Policy:
        """The policy of the other seats' answers in the Hard bot's simulations (`hard_replies`): by default
        the Medium bot, `seconds` a decision."""
        return MediumBot(seed, seconds=seconds)

    def simulation_bot(self, seed: int) -> Policy:
        """The cheap policy `simulate` plays with (by default the playout bot)."""
        return self.playout_bot(seed)

    def simulate(self, state: S, seed: int, max_moves: int, seat: int | None = None) -> tuple[S, int]:
        """The search bot's simulation: `state` continued by the simulation bot for at most `max_moves`
        moves (or to the end): the state reached and the moves made. With `seat`, the simulation goes on
        past `max_moves` (up to ALIGN times as many) until `seat` is about to begin a turn
        (`turn_start`), so that simulations are judged at the same point of the turn cycle. Games may
        override it with a faster loop, or give `simulation_bot` a better-informed cheap policy; it must
        only make legal moves."""
        game = self.game
        choose, apply, is_over = self.simulation_bot(seed).choose, game.apply, game.is_over
        limit = max_moves if seat is None else ALIGN * max_moves
        made = 0
        while made < limit and not is_over(state):
            if made >= max_moves and self.turn_start(state, seat):
                break
            state = apply(state, choose(game, state))
            made += 1
        return state, made

    def turn_start(self, state: S, seat: int | None) -> bool:
        """Whether `seat` is about to begin a turn in `state` (its first decision of the turn); by default
        any decision of `seat`'s."""
        return self.game.current_player(state) == seat
