"""The bots' thinking clock: a budget of seconds is the CPU time of the thread that thinks.

A bot with a time budget (Medium's look, Hard's search and the Medium replies it simulates) counts the CPU
time its own thread has run, not the wall clock: on a busy machine (the win-chance analysis in the other
worker, a browser, a tournament beside other work) the bot still looks at as many positions and plays as
well; only its answer comes later. So that the player never waits for ever, a budget also ends after
`WALL_FACTOR` times its seconds by the wall clock (0.8 s: 2 s at most). A tournament measuring strength
on a shared machine may lift that cap (`python -m engine tournament --cpu-clock`).
"""

from __future__ import annotations

import time

#: a budget of s seconds ends at the latest after WALL_FACTOR * s seconds by the wall clock
WALL_FACTOR = 2.5


class Budget:
    """`spent()` is true once the thread has run `seconds` of CPU time since this was made, or the wall clock
    has passed `WALL_FACTOR * seconds`."""

    __slots__ = ("_cpu_end", "_wall_end")

    def __init__(self, seconds: float) -> None:
        self._cpu_end = time.thread_time() + seconds
        self._wall_end = time.perf_counter() + seconds * WALL_FACTOR

    def spent(self) -> bool:
        return time.thread_time() > self._cpu_end or time.perf_counter() > self._wall_end
