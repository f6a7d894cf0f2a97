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

from engine.architects.evaluation import heuristics
from engine.architects.scoring import running
from engine.architects.state import VIRTUE_VP, State, guildhall_size

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
#: left), printed by `python -m tools.fit_judgement PLAYERS GAMES FIRST_SEED` (see each line's comment; these
#: were fitted with `evaluation.time_left` as the share left, which the tool now takes from `guildhall_left`:
#: the same in the games at the usual pace that make most of the rows)
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
    # `python -m tools.fit_judgement 3 400 7000`: 36480 rows of 396 games (4 runaway
    # left out); R² 0.421 on the last fifth (the heuristic alone 0.003); 208 s
    3: (
        (
            0.643, 0.4009, -0.4288, -0.3129, 0.6571, -1.5931, -5.0173, 0.141, 0.0642,
            -0.0295, 0.1194, -0.4382, -0.0641, 0.3106, -0.1567, -0.1361, -1.5257, 0.1923,
        ),
        (
            -0.5699, 1.4675, -1.558, 0.7649, -0.252, -0.5639, 1.8611, -0.1193, -0.2209,
            0.2908, -0.2609, 0.9769, 0.5843, -0.5177, 0.3364, -0.1016, 0.9006, 0.5494,
        ),
    ),
    # `python -m tools.fit_judgement 4 600 5000`: 87880 rows of 598 games (2 runaway
    # left out); R² 0.464 on the last fifth (the heuristic alone 0.004); 289 s
    4: (
        (
            0.5654, 0.4419, -0.3267, -0.0308, 0.4921, -1.4576, -4.2162, 0.1404, 0.2055,
            -0.0353, 0.044, 0.022, -0.0091, 0.2444, -0.1835, -0.0636, -1.5991, 0.3184,
        ),
        (
            -0.6731, 1.0872, -1.2142, 1.1105, 0.1747, -0.1176, 2.7275, -0.1788, -0.4805,
            -0.0113, -0.0438, -1.1208, 0.7938, -0.3286, 0.1671, -0.5277, 0.5952, 0.5127,
        ),
    ),
    # `python -m tools.fit_judgement 5 300 7500`: 67570 rows of 298 games (2 runaway
    # left out); R² 0.395 on the last fifth (the heuristic alone 0.005); 208 s
    5: (
        (
            0.5035, 0.3935, -0.3321, 0.1441, 0.6232, -1.8839, -3.2935, 0.0803, -0.0529,
            -0.054, 0.0539, -0.447, 0.0295, 0.3621, -0.0666, 0.0047, -1.8576, 0.4448,
        ),
        (
            -0.5141, 1.2246, -1.2738, -0.3307, -0.3841, 2.2471, 1.3574, 0.2632, 1.2542,
            0.1618, 0.0089, 0.8925, 1.1199, -0.4437, 0.0093, -0.5609, 2.9702, 0.1224,
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


def guildhall_left(state: State) -> float:
    """The share of the game left as the judgement weighs it: the share of the Guildhall still empty.

    Not the heuristic's `evaluation.time_left`, which the weights were fitted with: the two are equal in a game
    at the usual pace, but in a game that has stalled `time_left` grows back to 1 (so that the heuristic values
    what pays later again), and the judgement then weighed a late position as an opening: 2 players at 1 gave
    each Guildhall worker -2.1 and each gold +0.9, so a Hard far ahead farmed gold instead of building and a
    game with 2 Guildhall spaces left went on for thousands of moves (seed 6 of the 2-player tournament)."""
    return max(0.0, 1.0 - state.guildhall / guildhall_size(len(state.players)))


def judge(state: State) -> list[float]:
    """Every seat's value by the fitted weights for its number of players (see the module docstring); Medium's
    heuristics where no weights were fitted, and the scores of a finished game."""
    weights = WEIGHTS.get(len(state.players))
    if state.over or weights is None:
        return heuristics(state)
    left = guildhall_left(state)
    now, later = weights
    w = [a + left * b for a, b in zip(now, later, strict=True)]
    return [sum(wi * fi for wi, fi in zip(w, row, strict=True)) for row in features(state)]
