"""Win-chance analysis of a whole game: the measuring and the smoothing (no Qt: it runs in the worker process).

For positions spread over the game (every move of a short game, about `POSITIONS` of a long one),
the search bot's own simulations (`game.ai.simulate`, the cheap policy its Monte Carlo search plays
out with) finish the game `PLAYOUTS` times from that position; each player's share of the won
simulations (ties split) is their chance to win there. Moves between two measured positions take
the chance of the position before them. The moves after which some player's chance changed most are
the game's turning points.

It runs after the game (or on any opened record), when everything may be shown: the simulations
start from the true positions. `desktop.analysis` runs it in the worker processes.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterator, Sequence
from typing import Any

PLAYOUTS = 12
POSITIONS = 160
TURNING_POINTS = 5
TURNING_GAP = 3  # a smoothed rise over a few moves is one turning point, not three neighbouring ones
SMOOTHING = 8  # measured positions pooled on either side of each
JUMP = 3.5  # a change this many standard errors wide is real: never smoothed over
LEAST_VARIANCE = 0.02  # p(1 - p) at least this: one stray simulation does not split two near-certain stretches


def positions(total: int, limit: int | None = None) -> list[int]:
    """The states measured in a game of `total` moves: the first, the last and evenly between."""
    limit = POSITIONS if limit is None else limit
    if total + 1 <= limit:
        return list(range(total + 1))
    step = total / (limit - 1)
    return sorted({round(i * step) for i in range(limit)} | {total})


def chances_at(game: Any, state: Any, playouts: int, seed: int) -> list[float]:
    """Each seat's share of `playouts` simulated endings of the game from `state` (ties split)."""
    seats = len(game.players(state))
    if game.is_over(state):
        winners = game.scores(state).winners
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(seats)]
    won = [0.0] * seats
    for k in range(playouts):
        final, _ = game.ai.simulate(state, seed * 7919 + k, 1 << 30)
        winners = game.scores(final).winners
        for w in winners:
            won[w] += 1.0 / len(winners)
    return [w / playouts for w in won]


def spread(measured: dict[int, list[float]], total: int) -> list[list[float]]:
    """A chance for every state 0..total: each state takes the last measured one at or before it."""
    out: list[list[float]] = []
    last: list[float] = []
    for k in range(total + 1):
        last = measured.get(k, last)
        out.append(last)
    return out


def _reach(i: int, step: int, limit: int, breaks: Collection[int], n: int) -> Iterator[int]:
    """Positions from i on in direction `step` (+1 or -1), at most `limit` away, up to the first break
    (break b lies between positions b - 1 and b)."""
    j = i
    yield j
    while abs(j - i) < limit and 0 <= j + step < n and max(j, j + step) not in breaks:
        j += step
        yield j


def _mean(rows: Sequence[Sequence[float]]) -> list[float]:
    return [sum(column) / len(rows) for column in zip(*rows, strict=True)]


def _jump(chances: Sequence[Sequence[float]], i: int, breaks: Collection[int], playouts: int) -> float:
    """How many standard errors apart the chances of the positions just before i and from i on are (the
    largest for any seat), each side pooled over up to SMOOTHING positions short of a break."""
    n = len(chances)
    left = [chances[j] for j in _reach(i - 1, -1, SMOOTHING - 1, breaks, n)]
    right = [chances[j] for j in _reach(i, 1, SMOOTHING - 1, breaks, n)]
    n_left, n_right = len(left) * playouts, len(right) * playouts
    most = 0.0
    for a, b in zip(_mean(left), _mean(right), strict=True):
        pooled = (a * n_left + b * n_right) / (n_left + n_right)
        error = math.sqrt(max(pooled * (1 - pooled), LEAST_VARIANCE) * (1 / n_left + 1 / n_right))
        most = max(most, abs(a - b) / error)
    return most


def smooth(measured: dict[int, list[float]], playouts: int, certain: Collection[int] = ()) -> dict[int, list[float]]:
    """The measured chances (`playouts` simulations each; `certain`: finished positions) pooled with their
    neighbours' but never across a real jump.

    Jumps are found one at a time, the widest first, each side of a candidate pooled only up to the jumps
    already found; a certain position is a jump from its neighbours. Then each position is the weighted
    mean of the positions within SMOOTHING of it on its side of every jump (weight SMOOTHING + 1 - distance).
    """
    keys = sorted(measured)
    chances = [measured[k] for k in keys]
    n = len(keys)
    breaks = {i for i in range(1, n) if keys[i] in certain or keys[i - 1] in certain}
    width = {i: _jump(chances, i, breaks, playouts) for i in range(1, n) if i not in breaks}
    while width:
        widest = max(width, key=lambda i: width[i])
        if width[widest] <= JUMP:
            break
        breaks.add(widest)
        del width[widest]
        for i in range(widest - SMOOTHING, widest + SMOOTHING + 1):  # their sides end at the new jump
            if i in width:
                width[i] = _jump(chances, i, breaks, playouts)
    smoothed: dict[int, list[float]] = {}
    for i, k in enumerate(keys):
        near = {*_reach(i, -1, SMOOTHING, breaks, n), *_reach(i, 1, SMOOTHING, breaks, n)}
        weights = {j: SMOOTHING + 1 - abs(i - j) for j in near}
        total = sum(weights.values())
        smoothed[k] = [sum(w * chances[j][seat] for j, w in weights.items()) / total for seat in range(len(chances[i]))]
    return smoothed


def turning_points(series: Sequence[Sequence[float]], count: int = TURNING_POINTS) -> list[int]:
    """The moves (1-based: the move into state k) after which some player's chance changed most, at least
    TURNING_GAP moves apart."""
    swings = []
    for k in range(1, len(series)):
        if series[k] and series[k - 1]:
            swings.append((max(abs(a - b) for a, b in zip(series[k], series[k - 1], strict=True)), k))
    swings.sort(reverse=True)
    chosen: list[int] = []
    for swing, k in swings:
        if len(chosen) == count or swing <= 0:
            break
        if all(abs(k - c) >= TURNING_GAP for c in chosen):
            chosen.append(k)
    return sorted(chosen)


def win_chances(
    game: Any, states: Sequence[Any], measured: dict[int, list[float]], playouts: int = PLAYOUTS
) -> tuple[list[list[float]], list[int]]:
    """The chance of every seat at every state from the chances measured at some (smoothed), and the
    turning points."""
    certain = {k for k in measured if game.is_over(states[k])}
    series = spread(smooth(measured, playouts, certain), len(states) - 1)
    return series, turning_points(series)
