"""The Hard bot's judgement of an Architects position: Medium's heuristic corrected by what Medium's own games
show about how they end.

Medium's heuristic (`engine.architects.evaluation`) is a hand-made guess at a seat's final VP that ranks the
moves of one turn well enough, but its margin between seats says next to nothing about the final margin (R² 0.05
with its best scale in 2-player Medium games, none with 3 to 5 players). Fitted to those games
(`tools/fit_judgement.py`: ridge least squares of the final margin over the others' mean on the seats' margins in
each feature, and in each feature times the share of the game left), a linear value of the heuristic and a few
plain facts of the seat predicts the final margin with R² 0.23, 0.45, 0.44 and 0.37 (2 to 5 players) on games it
was not fitted to, and a Medium judging by it beat plain Medium in 72.5% (65.9-78.2%) of 200 2-player games
(seeds 8000-8199, seats rotated).

`judge(state)` gives every seat's value; only margins between seats are ever read (`engine.core.bots.margins`,
`mean_margins`), so the values have no meaning of their own. A finished game is judged by its scores.
"""

from __future__ import annotations

from engine.architects.evaluation import heuristics, time_left
from engine.architects.scoring import running
from engine.architects.state import VIRTUE_VP, State

#: the facts of a seat the judgement weighs (`features`), in order
FEATURES = (
    "heuristic",
    "virtue",
    "virtue_vp",
    "debts",
    "prison",
    "cathedral",
    "guildhall",
    "gold",
    "marble",
    "silver",
    "goods",
    "apprentices",
    "hand",
    "supply",
    "captured",
    "lost",
    "built",
    "score",
)

#: by number of players: (a weight for each feature, and one for each feature times the share of the game
#: left), printed by `python -m tools.fit_judgement PLAYERS GAMES FIRST_SEED` (see each line's comment)
# fmt: off
WEIGHTS: dict[int, tuple[tuple[float, ...], tuple[float, ...]]] = {
    # `python -m tools.fit_judgement 2 600 6000`: 28314 rows of 597 games (3 runaway
    # left out); R² 0.231 on the last fifth (the heuristic alone 0.048); 233 s
    2: (
        (
            0.5473, 0.7026, -0.9141, -0.1285, 0.3846, -1.8782, -4.1226, 0.3156, 0.2225,
            0.1226, 0.1486, -0.4129, -0.0207, 0.3414, 0.1349, 0.2497, -1.9037, 0.3634,
        ),
        (
            -0.416, -0.4187, 0.4298, 0.1432, -0.1771, 2.5375, 2.0362, -0.2772, 0.0446,
            -0.1795, -0.0806, 1.764, 0.2574, -0.3543, 0.0664, -0.2435, 2.7051, 0.3738,
        ),
    ),
    # `python -m tools.fit_judgement 3 400 7000`: 34074 rows of 385 games (15 runaway
    # left out); R² 0.447 on the last fifth (the heuristic alone 0.003); 240 s
    3: (
        (
            0.5608, 0.4912, -0.6297, 0.0616, 0.7718, -1.3858, -5.0369, 0.1648, -0.0213,
            0.0092, 0.017, -0.6298, 0.0215, 0.2688, -0.2464, -0.2671, -1.5457, 0.2873,
        ),
        (
            -0.8562, 0.8066, -0.8638, 1.1417, -0.1501, 0.9759, 6.485, -0.1499, -0.4766,
            0.0871, 0.161, 1.1761, 1.3342, -0.6803, 0.4084, -0.2015, -0.8039, 0.7091,
        ),
    ),
    # `python -m tools.fit_judgement 4 600 5000`: 79588 rows of 568 games (32 runaway
    # left out); R² 0.443 on the last fifth (the heuristic alone -0.002); 310 s
    4: (
        (
            0.7626, 0.2943, -0.4056, 0.2181, 0.8304, -1.595, -7.475, 0.1342, -0.1611,
            0.0575, -0.0589, -1.0289, -0.0709, 0.1114, -0.236, -0.3385, -1.6528, 0.1677,
        ),
        (
            -1.0017, 1.7654, -1.7018, -0.1582, 0.3194, 0.3688, 7.6649, -0.1097, 0.8297,
            -0.0034, 0.1092, 1.6826, 1.5674, -0.0328, 0.3291, -0.2377, 0.8699, 0.9031,
        ),
    ),
    # `python -m tools.fit_judgement 5 300 7500`: 61445 rows of 292 games (8 runaway
    # left out); R² 0.365 on the last fifth (the heuristic alone 0.016); 172 s
    5: (
        (
            0.6794, -0.0162, 0.0794, -0.0011, 0.7979, -1.0767, -6.1752, 0.3028, -0.1314,
            -0.022, 0.0486, -0.281, 0.0359, 0.0766, -0.1927, -0.3062, -1.2499, 0.1587,
        ),
        (
            -0.7831, 1.1321, -0.5701, -0.9327, -0.436, 1.0094, 5.6254, 0.0523, 0.4206,
            -0.0682, -0.0454, -0.3881, 0.5862, 0.3604, 0.0775, -0.1538, 2.659, 0.3761,
        ),
    ),
}
# fmt: on


def features(state: State) -> list[tuple[float, ...]]:
    """Every seat's `FEATURES`: Medium's heuristic, then the seat's virtue (and its VP band), debts, own workers
    in the Prison, Cathedral level, Guildhall workers, gold, marble, silver, clay, wood and stone together,
    apprentices, cards in hand, workers in its supply, workers of others held on its board, own workers held
    elsewhere (the Prison and others' boards), buildings built, and its running score."""
    values = heuristics(state)
    scores = running(state)
    players = state.players
    out: list[tuple[float, ...]] = []
    for seat, p in enumerate(players):
        lost = p.prison
        for i, q in enumerate(players):
            if i != seat:
                lost += q.captured[seat]
        out.append(
            (
                values[seat],
                p.virtue,
                VIRTUE_VP[p.virtue],
                p.debts,
                p.prison,
                p.cathedral,
                p.guildhall,
                p.gold,
                p.marble,
                p.silver,
                p.clay + p.wood + p.stone,
                len(p.apprentices),
                len(p.hand),
                p.supply,
                sum(p.captured),
                lost,
                len(p.built),
                scores[seat],
            )
        )
    return out


def judge(state: State) -> list[float]:
    """Every seat's value by the fitted weights for its number of players (see the module docstring); Medium's
    heuristics where no weights were fitted, and the scores of a finished game."""
    weights = WEIGHTS.get(len(state.players))
    if state.over or weights is None:
        return heuristics(state)
    left = time_left(state)
    now, later = weights
    w = [a + left * b for a, b in zip(now, later, strict=True)]
    return [sum(wi * fi for wi, fi in zip(w, row, strict=True)) for row in features(state)]
