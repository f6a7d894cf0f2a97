"""The benchmark runs for every table, and a drop updates scene and panels (the figures: `python -m tools.bench`)."""

from __future__ import annotations

from tools.bench import drop_latencies


def test_the_drop_benchmark_runs(qapp, game_id):
    times = drop_latencies(game_id, samples=5, seed=3)
    assert len(times) == 5 and all(t > 0 for t in times)
