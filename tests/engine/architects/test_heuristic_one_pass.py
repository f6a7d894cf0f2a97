"""The heuristic of every seat in one pass (`evaluation.heuristics`, what the bots call) equals the heuristic
seat by seat, bit for bit, and both equal the values of the per-seat heuristic before the one pass (a digest
of its values on the same states, computed with that code: Medium's choices depend on them)."""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Iterator

from engine.architects import evaluation
from engine.architects.ai import SimulationBot
from engine.architects.state import State
from engine.core.bots import RandomBot
from engine.core.registry import get_game

GAME = get_game("architects")
#: sha256 of the per-seat heuristic's values (IEEE doubles, big-endian) on `_states()`, computed with the
#: per-seat code of commit 1fa6abe (each seat's running score and threat worked out on its own)
OLD_DIGEST = "8fed08546b105cc5e50c9f328fdd03cd2c742d49b6493f06f8c204e2113f2cb0"


def _states() -> Iterator[State]:
    """Every third position of 2- and 4-player games of random and capturing (simulation) bots."""
    for n in (2, 4):
        for seed in range(3):
            state = GAME.new_game([f"P{i + 1}" for i in range(n)], 500 + seed)
            bot = SimulationBot(seed) if seed % 2 else RandomBot(seed)
            k = 0
            while not GAME.is_over(state):
                if k % 3 == 0:
                    yield state
                state = GAME.apply(state, bot.choose(GAME, state))
                k += 1
            yield state


def test_one_pass_equals_each_seat_and_the_old_values() -> None:
    digest = hashlib.sha256()
    count = 0
    for state in _states():
        each = [evaluation.heuristic(state, seat) for seat in range(len(state.players))]
        assert evaluation.heuristics(state) == each
        assert GAME.ai.heuristics(state) == each
        digest.update(struct.pack(f">{len(each)}d", *each))
        count += 1
    assert count > 300
    assert digest.hexdigest() == OLD_DIGEST
