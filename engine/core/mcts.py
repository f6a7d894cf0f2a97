"""Search bots: Monte Carlo tree search over determinized hidden information (ISMCTS).

Each iteration samples one world consistent with what the bot's seat can see (`GameAI.determinize`: the
bot never looks at the hidden parts of the real state), walks the tree with UCB1 over the moves legal in that
world, continues the game with the game's cheap simulation policy (`GameAI.simulate`) and backs up a reward
for every seat (`rewards`). The budget is a number of iterations and/or seconds per decision; how the bot
searches is one `SearchSettings` value.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from typing import Any

from engine.core import rng
from engine.core.bots import Judge, Margins, MediumBot, OnePlyBot, margins, standings
from engine.core.clock import Budget
from engine.core.game import Game, Scores
from engine.core.moves import Move
from engine.core.paired import PairedSearch

EXPLORATION = 0.7
#: weight of a root move's prior (its one-ply value) in UCB, divided by its visits + 1
PRIOR_WEIGHT = 5.0
#: VP of margin that moves a reward from 0.5 to ~0.73 (the logistic's scale)
MARGIN_SCALE = 8.0
#: share of a finished game's reward that is the win itself (the rest grows with the margin)
WIN_WEIGHT = 0.8


def _squash(margin: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, margin / MARGIN_SCALE))))


def final_rewards(scores: Scores, against: Margins = margins) -> list[float]:
    """Each seat's reward for a finished game, in [0, 1]: its share of the win (WIN_WEIGHT) plus a term
    growing with its margin over the others (`against`: by default over the best other seat). Negative totals
    need no care: for a seat, a bigger loss (a lower total, the others unchanged) never earns more."""
    totals: list[float] = [p.total for p in scores.players]
    win = [0.0] * len(totals)
    for w in scores.winners:
        win[w] = 1.0 / len(scores.winners)
    return [WIN_WEIGHT * w + (1 - WIN_WEIGHT) * _squash(m) for w, m in zip(win, against(totals), strict=True)]


def rewards(
    game: Game[Any],
    state: Any,
    base: list[float] | None = None,
    against: Margins = margins,
    judge: Judge | None = None,
) -> list[float]:
    """`final_rewards` for a finished game; else each seat's heuristic (`GameAI.heuristic`) margin squashed
    to [0, 1], or with a `base`, its `standing` less its base (its standing in the position searched from);
    `against`: how a seat's margin over the others is taken (by default over the best other seat); `judge`:
    every seat's value, by default the game's heuristics."""
    if game.is_over(state):
        return final_rewards(game.scores(state), against)
    n = len(game.players(state))
    if base is None:
        return [_squash(m) for m in against((judge or game.ai.heuristics)(state))]
    return [_squash(m - b) for m, b in zip(standings(game, state, n, against, judge), base, strict=True)]


class _Node:
    __slots__ = ("avail", "children", "ordered", "prior", "seat", "value", "visits")

    def __init__(self, seat: int | None) -> None:
        self.seat = seat  # who moves from this node
        self.children: dict[Move, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.value = 0.0
        self.prior = 0.0
        self.ordered = False  # children made for every move, with priors


#: `SearchSettings.width` that stands for the game's own (`GameAI.hard_width`)
GAME_WIDTH = -1


@dataclasses.dataclass(frozen=True, slots=True)
class SearchSettings:
    """How `MctsBot` searches, its budget aside; the defaults are the plain search bot's (`PLAIN`)."""

    #: moves simulated after the tree before the position is judged by the game's heuristic
    #: (`GameAI.simulate`; None: to the end of the game, `GameAI.playout`)
    depth: int | None = None
    #: the root's moves are ordered and biased by a one-ply look at the heuristic (progressive bias, fading
    #: as a move is visited), and so are the bot's own decisions below it (`_own_priors`)
    prior: bool = False
    #: with `prior`, only the best this many root moves are searched (None or 0: all; GAME_WIDTH: the game's
    #: own, `GameAI.hard_width`)
    width: int | None = None
    #: each simulation goes on to where the bot's seat begins a turn (`GameAI.simulate`'s `seat`)
    align: bool = False
    #: a position's reward is its margins' change from the position searched from (squashed), so a seat far
    #: ahead or behind still tells a better move from a worse one (absolute margins of 50+ VP squash to 0
    #: or 1 for every move alike)
    relative: bool = False
    #: in a game with `GameAI.hard_replies`, a simulation is the play up to the bot's next turn, its own by the
    #: Medium bot, the others' by `GameAI.reply_bot` (`MctsBot._replies`), instead of `GameAI.simulate`
    replies: bool = False
    #: in a game with `GameAI.hard_replies`, no tree: the best root moves by Medium's look are compared on the
    #: same sampled worlds, and Medium's choice kept unless another is clearly better (`engine.core.paired`)
    paired: bool = False


#: the plain search bot (`mcts`): each simulation the game's playout to its end (`GameAI.playout`)
PLAIN = SearchSettings()
#: the Hard bot (`HardBot`): 12 moves of the game's cheap policy, then on to where its seat begins a turn
HARD = SearchSettings(depth=12, prior=True, width=GAME_WIDTH, align=True, relative=True, replies=True, paired=True)


class MctsBot:
    """ISMCTS with UCB1, searching as `settings` say (`SearchSettings`) within a budget of `iterations`
    and/or `seconds` a decision."""

    name = "mcts"

    def __init__(
        self, seed: int = 0, iterations: int | None = 60, seconds: float | None = None, settings: SearchSettings = PLAIN
    ) -> None:
        self._rng = rng.seed_state(seed ^ 0x3C75)
        self.iterations = iterations
        self.seconds = seconds
        self.settings = settings
        self._seed = seed
        self._base: list[float] | None = None
        self._paired: PairedSearch | None = None
        #: the iterations the last decision ran (0 when it had one legal move)
        self.iterations_done = 0

    def choose(self, game: Game[Any], state: Any) -> Move:
        moves = game.legal_moves(state)
        seat = game.current_player(state)
        self.iterations_done = 0
        if len(moves) == 1 or seat is None:
            return moves[0]
        budget = Budget(self.seconds) if self.seconds else None
        root = _Node(seat)
        self._base = None
        self._paired = None
        if self.settings.paired and game.ai.hard_replies:
            seed, self._rng = rng.next_u64(self._rng)
            self._paired = PairedSearch(game, state, seat, moves, seed)
        elif self.settings.relative:
            world_seed, self._rng = rng.next_u64(self._rng)
            world = game.ai.determinize(state, seat, world_seed)
            self._base = standings(game, world, len(game.players(state)))
        if self.settings.prior and self._paired is None:
            self._priors(game, state, seat, moves, root)
        limit = self.iterations if self.iterations is not None else 1 << 40
        for i in range(max(1, limit)):
            if budget is not None and i and budget.spent():
                break
            self._iterate(game, state, seat, root)
            self.iterations_done += 1
        if self._paired is not None:
            return self._paired.choice()
        legal = set(moves)
        best = max((kv for kv in root.children.items() if kv[0] in legal), key=lambda kv: (kv[1].visits, kv[1].value))
        return best[0]

    def _priors(self, game: Game[Any], state: Any, seat: int, moves: tuple[Move, ...], root: _Node) -> None:
        """Root children in the order of the Medium bot's look (one move and the rest of the seat's own
        decisions, `OnePlyBot`), each with that value squashed to [0, 1]; only the best `width` kept."""
        world_seed, self._rng = rng.next_u64(self._rng)
        world = game.ai.determinize(state, seat, world_seed)
        world_moves = game.legal_moves(world)
        look = OnePlyBot(world_seed)
        if len(moves) > 8:  # many moves: look through one own follow-up decision only (time)
            look.follow = 1
        n = len(game.players(state))
        scored = []
        base = self._base[seat] if self._base else 0.0
        look.start_look(game)
        for k, move in enumerate(moves):
            game.remember_legal_moves(world, world_moves)
            after = game.apply(world, move)
            scored.append((_squash(look._value(game, after, seat, n, look.follow, (move,)) - base), k, move))
        scored.sort(key=lambda t: (-t[0], t[1]))
        width = game.ai.hard_width if self.settings.width == GAME_WIDTH else self.settings.width
        for value, _, move in scored[: width or len(scored)]:
            child = root.children[move] = _Node(None)
            child.prior = value
        root.ordered = True

    def _iterate(self, game: Game[Any], state: Any, seat: int, root: _Node) -> None:
        if self._paired is not None:  # one simulation of the paired comparison
            self._paired.step(self._replies, rewards)
            return
        settings, ai = self.settings, game.ai
        world_seed, self._rng = rng.next_u64(self._rng)
        world = ai.determinize(state, seat, world_seed)
        node, path = root, [root]
        while not game.is_over(world):
            legal = game.legal_moves(world)
            if node is root and settings.width:
                legal = tuple(m for m in legal if m in root.children)
            for m in legal:
                child = node.children.get(m)
                if child is not None:
                    child.avail += 1
            if settings.prior and node is not root and node.seat == seat and not node.ordered and len(legal) > 1:
                _own_priors(game, world, seat, legal, node, self._base)
            unvisited = [m for m in legal if node.children.get(m) is None or node.children[m].visits == 0]
            if unvisited:
                if settings.prior and node.ordered:
                    move = min(unvisited, key=_order(node))
                else:
                    k, self._rng = rng.below(self._rng, len(unvisited))
                    move = unvisited[k]
                world = game.apply(world, move)
                child = node.children.get(move)
                if child is None:
                    child = node.children[move] = _Node(game.current_player(world))
                    child.avail = 1
                path.append(child)
                break
            move = max(legal, key=lambda m: _ucb(node.children[m]))
            node = node.children[move]
            world = game.apply(world, move)
            node.seat = game.current_player(world)
            path.append(node)
        sim_seed = (world_seed ^ self._seed) & 0xFFFFFFFF
        if settings.replies and ai.hard_replies:
            world = self._replies(game, world, seat, sim_seed)
        elif settings.depth is None:
            world = ai.playout(world, sim_seed)[0]
        else:
            world = ai.simulate(world, sim_seed, settings.depth, seat if settings.align else None)[0]
        values = rewards(game, world, self._base)
        # each edge is credited to the seat that chose it (the parent's mover)
        for parent, child in itertools.pairwise(path):
            child.visits += 1
            if parent.seat is not None:
                child.value += values[parent.seat]
        root.visits += 1

    def _replies(self, game: Game[Any], world: Any, seat: int, seed: int) -> Any:
        """`world` played on until `seat` begins its next turn, for at most REPLY_MOVES moves: the rest of the
        bot's own turn by the Medium bot's policy, every other seat's answer by the game's reply policy
        (`GameAI.reply_bot`)."""
        # a time budget only with one of its own: with a number of iterations the bot stays deterministic
        seconds = REPLY_SECONDS if self.seconds else math.inf
        replier = game.ai.reply_bot(seed, seconds)
        # the rest of the bot's own turn judged as the bot judges (`PairedSearch.against`, `.judge`)
        own = replier if isinstance(replier, MediumBot) else MediumBot(seed, seconds=seconds)
        if self._paired is not None and (self._paired.against is not margins or self._paired.judge is not None):
            own = MediumBot(seed, seconds=seconds)
            own.against, own.judge = self._paired.against, self._paired.judge
        for _ in range(REPLY_MOVES):
            if game.is_over(world) or game.ai.turn_start(world, seat):
                break
            bot = own if game.current_player(world) == seat else replier
            world = game.apply(world, bot.choose(game, world))
        return world


def _own_priors(
    game: Game[Any], world: Any, seat: int, legal: tuple[Move, ...], node: _Node, base: list[float] | None
) -> None:
    """Children for every move of the bot's own decision below the root, each with its one-ply value
    (`rewards` after the move): tried best first and biased in UCB, so a follow-up decision (which card,
    which quest) is judged by its good answers rather than by an average over random ones."""
    for move in legal:
        game.remember_legal_moves(world, legal)
        child = node.children.get(move)
        if child is None:
            child = node.children[move] = _Node(None)
        child.prior = rewards(game, game.apply(world, move), base)[seat]
    node.ordered = True


def _order(node: _Node) -> Any:
    """Sort key for a node's unvisited moves: best prior first, moves without one last."""

    def key(move: Move) -> float:
        child = node.children.get(move)
        return -child.prior if child is not None else 0.0

    return key


def _ucb(node: _Node) -> float:
    if node.visits == 0:
        return math.inf
    explore = EXPLORATION * math.sqrt(math.log(max(node.avail, 1)) / node.visits)
    return node.value / node.visits + explore + PRIOR_WEIGHT * node.prior / (node.visits + 1)


#: a simulation of replies (`MctsBot._replies`): at most this many moves, each decided within this budget
#: (when the bot has a time budget)
REPLY_MOVES = 40
REPLY_SECONDS = 0.05


class HardBot(MctsBot):
    """Hard: information-set MCTS (`MctsBot`) over worlds sampled from what its seat knows, searching as
    `HARD` says. The root's moves are looked at as Medium does (its own turn looked through) and only the
    best `GameAI.hard_width` searched, tried best first and biased in UCB by that look; the bot's own
    decisions deeper in the tree get one-ply priors the same way. Each simulation runs 12 moves of the
    game's cheap policy (`GameAI.simulate`), then on to where the bot's seat begins its next turn (every
    simulation is judged at the same point of the turn cycle, not half-way through someone's action), and
    is judged by the change of the heuristic's margins (a finished game by its result, `rewards`).
    In a game with `GameAI.hard_replies` there is no tree: the best moves by Medium's look are compared on
    the same sampled worlds, each played on up to the bot's next turn (the rest of its own turn by Medium,
    the other seats' answers by the game's reply policy, `GameAI.reply_bot`), and
    Medium's choice is kept unless another move is clearly better (`engine.core.paired`).
    Budget: 0.8 s a decision (`hard:0.3s`) of its thread's CPU time (at most 2.5 times that by the wall
    clock: `engine.core.clock`), or a number of iterations (`hard:2000`; a simulation each), whichever ends
    first, counted from the start of the decision, the root's look included (the look is always finished,
    so a decision among many moves may take longer; at least one iteration is made)."""

    name = "hard"

    def __init__(self, seed: int = 0, iterations: int | None = None, seconds: float | None = None) -> None:
        if seconds is None and iterations is None:
            seconds = 0.8
        super().__init__(seed, iterations=iterations, seconds=seconds, settings=HARD)
