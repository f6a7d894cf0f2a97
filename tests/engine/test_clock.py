"""The bots' thinking clock (`engine.core.clock`): CPU time of the thinking thread, capped by the wall clock."""

from __future__ import annotations

import json
import math
import random
import time

import pytest

from engine.__main__ import main
from engine.core import clock
from engine.core.bots import MediumBot
from engine.core.registry import get_game


class FakeClocks:
    """thread_time and perf_counter under the test's hand."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.cpu = self.wall = 100.0
        monkeypatch.setattr(time, "thread_time", lambda: self.cpu)
        monkeypatch.setattr(time, "perf_counter", lambda: self.wall)


def test_a_budget_counts_cpu_time_not_waiting(monkeypatch: pytest.MonkeyPatch) -> None:
    clocks = FakeClocks(monkeypatch)
    budget = clock.Budget(0.8)
    clocks.wall += 1.5  # the thread waited for the core: 1.5 s by the wall clock, no CPU time
    assert not budget.spent()
    clocks.cpu += 0.81
    clocks.wall += 0.81  # (a thread's CPU time never runs faster than the wall clock)
    assert budget.spent()


class CountedClocks(FakeClocks):
    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        super().__init__(monkeypatch)
        self.cpu_reads = 0

        def thread_time() -> float:
            self.cpu_reads += 1
            return self.cpu

        monkeypatch.setattr(time, "thread_time", thread_time)


@pytest.mark.parametrize("share", [1.0, 0.6, 0.1])
def test_a_budget_reads_the_cpu_clock_rarely_and_answers_as_reading_it_every_time(
    monkeypatch: pytest.MonkeyPatch, share: float
) -> None:
    """Ticks of 0.1-1 ms of the wall clock, the thread running `share` of each (a loaded machine: less)."""
    clocks = CountedClocks(monkeypatch)
    ticks = random.Random(7)
    budget = clock.Budget(0.8)
    cpu_end, wall_end = clocks.cpu + 0.8, clocks.wall + 0.8 * clock.WALL_FACTOR
    calls = 0
    while True:
        step = ticks.uniform(0.0001, 0.001)
        clocks.wall += step
        clocks.cpu += step * share * ticks.random()
        calls += 1
        expected = clocks.cpu > cpu_end or clocks.wall > wall_end
        assert budget.spent() == expected
        if expected:
            break
    assert calls > 500
    assert clocks.cpu_reads < 20  # (12, 4 and 3 reads; once a call, 2,956-3,678)


def test_the_wall_clock_caps_a_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    clocks = FakeClocks(monkeypatch)
    budget = clock.Budget(0.8)
    clocks.cpu += 0.5
    clocks.wall += 0.8 * clock.WALL_FACTOR - 0.01
    assert not budget.spent()
    clocks.wall += 0.02
    assert budget.spent()
    monkeypatch.setattr(clock, "WALL_FACTOR", math.inf)  # tournament --cpu-clock
    assert not clock.Budget(0.8).spent()


def test_a_bot_stops_looking_when_its_budget_is_spent(monkeypatch: pytest.MonkeyPatch) -> None:
    game = get_game("waterdeep")
    state = game.new_game(["A", "B"], 3)
    calls = []
    bot = MediumBot(1, seconds=0.5)
    real_value = bot._value

    def value(*args: object) -> float:
        calls.append(1)
        return real_value(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(bot, "_value", value)
    monkeypatch.setattr(clock, "WALL_FACTOR", 0.0)  # every budget already past its wall-clock cap
    bot.choose(game, state)
    assert len(calls) == 1 < len(game.legal_moves(state))  # one move looked at (at least one always is)


def test_tournament_reports_cpu_time_and_takes_cpu_clock(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(clock, "WALL_FACTOR", clock.WALL_FACTOR)  # restored after the test
    args = ["tournament", "--json", "--game", "waterdeep", "--players", "2", "--bots", "easy:60s,random"]
    assert main([*args, "--games", "2", "--cpu-clock"]) == 0
    assert math.isinf(clock.WALL_FACTOR)
    easy = json.loads(capsys.readouterr().out)["bots"][0]  # (a random move takes too little time to show)
    assert 0 < easy["median_move_cpu_s"] <= easy["max_move_cpu_s"]
    assert easy["median_move_cpu_s"] <= easy["median_move_s"] * 1.5 + 0.001  # CPU time never far above wall time
