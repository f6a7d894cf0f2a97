"""The heuristic of every seat in one pass (`evaluation.heuristics`, what the bots call) equals the heuristic
seat by seat, bit for bit, and both equal known values (digests of the values on the same states: Medium's
choices depend on them): in two players the per-seat heuristic's before the one pass, in four the values since
an opponent's capture threat counts a share for each seat it could hit and a seat's own capture is worth
something to it (`evaluation._targets`)."""

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
#: sha256 of the heuristic's values (IEEE doubles, big-endian) on `_states()` by player count: two players
#: computed with the per-seat code of commit 1fa6abe (each seat's running score and threat worked out on its
#: own), four with the shared capture threats of the commit that brought them in
DIGESTS = {
    2: "3c55dcd067a965e53d85096be2df2be8706e8078cb32da62410b1504f92f6d86",
    4: "8826fc643df3473452f9f365ea2fa04ebba82a4177d01201b68d0886a3ba1503",
}


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


def test_one_pass_equals_each_seat_and_the_known_values() -> None:
    digests = {n: hashlib.sha256() for n in DIGESTS}
    count = 0
    for state in _states():
        each = [evaluation.heuristic(state, seat) for seat in range(len(state.players))]
        assert evaluation.heuristics(state) == each
        assert GAME.ai.heuristics(state) == each
        digests[len(each)].update(struct.pack(f">{len(each)}d", *each))
        count += 1
    assert count > 300
    assert {n: d.hexdigest() for n, d in digests.items()} == DIGESTS
