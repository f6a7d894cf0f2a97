"""The bots' thinking clock: a budget of seconds is the CPU time of the thread that thinks.

A bot with a time budget (Medium's look, Hard's search and the Medium moves it simulates) counts the CPU
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
    has passed `WALL_FACTOR * seconds`.

    A thread's CPU time never runs faster than the wall clock, so the CPU clock (`time.thread_time`, a system
    call: ~0.47 us here in a loop, against ~0.05 us for `perf_counter`, and a point where the kernel may switch
    to another process) is read only once the wall clock says the budget could be spent: at the start `seconds`
    from now, and after each reading the CPU time still left from then. The answers are the same as reading
    both clocks on every call; a Waterdeep Hard decision reads the CPU clock 3 times instead of 2,600 (the Medium
    moves of Architects' Hard's simulations still read it once each, for their own budgets)."""

    __slots__ = ("_cpu_end", "_next_check", "_wall_end")

    def __init__(self, seconds: float) -> None:
        start = time.perf_counter()  # (read first: the CPU time can run out `seconds` after it at the soonest)
        self._cpu_end = time.thread_time() + seconds
        self._wall_end = start + seconds * WALL_FACTOR
        self._next_check = min(start + seconds, self._wall_end)

    def spent(self) -> bool:
        now = time.perf_counter()
        if now < self._next_check:
            return False
        if now > self._wall_end:
            return True
        left = self._cpu_end - time.thread_time()
        if left < 0:
            return True
        self._next_check = min(now + left, self._wall_end)
        return False
