"""`engine.core.rng`'s generator (splitmix64) run many steps at a time, for the loops that draw much: the
random bots of playouts and `bench` (`engine.core.bots.RandomBot`, Architects' `ProgressBot`), Waterdeep's
playout loop, new games' and reshuffled decks' shuffles. The values are exactly the ones `rng.next_u64`
gives one at a time (tests compare them), so every game, playout and bot choice is unchanged.

Lane k (128 bits wide) of one big int holds the generator's (k+1)-th next state and is mixed as
`rng.next_u64` mixes it, all lanes by the same dozen operations on the one int: a product of a 64-bit lane
and a 64-bit constant stays within its lane, and each shift is masked to what stays in the lane. Mixing 32
values so costs some 2,700 instructions fewer a value than mixing them one by one (callgrind: 5.6k against
2.9k a draw, the draw's own loop included).
"""

from __future__ import annotations

import struct
from collections.abc import Iterator, Sequence
from itertools import chain
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA, _MIX1, _MIX2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB  # (engine.core.rng's)
_WIDTH = 128
#: values mixed at a time, at most
LANES = 32


def _lanes(n: int) -> tuple[int, int, int, int, int, int, struct.Struct]:
    ones = sum(1 << (_WIDTH * k) for k in range(n))
    steps = sum(((k + 1) * _GAMMA) << (_WIDTH * k) for k in range(n))
    low64, low34, low37, low33 = (((1 << bits) - 1) * ones for bits in (64, 34, 37, 33))
    return ones, steps, low64, low34, low37, low33, struct.Struct("<" + f"Q{_WIDTH // 8 - 8}x" * n)


#: by number of lanes (1 to LANES): the constants of `mixed_ahead`, made once
_BY_LANES = [_lanes(n) if n else _lanes(1) for n in range(LANES + 1)]


def mixed_ahead(g: int, n: int = LANES) -> tuple[tuple[int, ...], int]:
    """The outputs of the next `n` (1 to LANES) values of generator state `g` (the 64-bit values
    `rng.next_u64` returns, which `rng.below` scales to its range) and the generator state after them."""
    ones, steps, low64, low34, low37, low33, values = _BY_LANES[n]
    lanes = (g * ones + steps) & low64  # (each lane: g + (k+1) * gamma, below 2^71, then mod 2^64)
    lanes = ((lanes ^ ((lanes >> 30) & low34)) * _MIX1) & low64
    lanes = ((lanes ^ ((lanes >> 27) & low37)) * _MIX2) & low64
    lanes ^= (lanes >> 31) & low33
    return values.unpack(lanes.to_bytes(_WIDTH // 8 * n, "little")), (g + n * _GAMMA) & _MASK


def shuffled(state: int, items: Sequence[T]) -> tuple[tuple[T, ...], int]:
    """`rng.shuffled(state, items)`: the same order and state (Fisher-Yates, one `rng.below` a swap)."""
    out = list(items)
    i = len(out) - 1
    while i > 0:  # (one batch of values a pass, each taken in turn)
        ahead, state = mixed_ahead(state, i if i < LANES else LANES)
        for z in ahead:
            j = (z * (i + 1)) >> 64  # rng.below(state, i + 1), from the value made ahead
            out[i], out[j] = out[j], out[i]
            i -= 1
    return tuple(out), state


def _batches(g: int) -> Iterator[tuple[int, ...]]:
    while True:
        ahead, g = mixed_ahead(g)
        yield ahead


def outputs(g: int) -> Iterator[int]:
    """The outputs `rng.next_u64` gives from generator state `g` on, one after another for ever, made
    LANES at a time: `(next(it) * n) >> 64` is the value `rng.below` draws in range(n), the same values in
    the same order as its calls one after another (a C iterator: a value costs one `next`)."""
    return chain.from_iterable(_batches(g))
