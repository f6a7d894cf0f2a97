"""The benchmark runs for every table, and a drop updates scene and panels; the saved games' figures are
measured on the games they make (the figures: `python -m tools.bench`)."""

from __future__ import annotations

from tools.bench import drop_latencies


def test_the_drop_benchmark_runs(qapp, game_id):
    times = drop_latencies(game_id, samples=5, seed=3)
    assert len(times) == 5 and all(t > 0 for t in times)


def test_the_library_benchmark_opens_the_window_on_the_games_it_made(qapp, user_home):
    from tools.library_bench import library_open, picture_costs

    result = library_open(count=30, runs=1)
    assert result["games"] == 30 and result["cold_ms"] > 0 and result["median_ms"] > 0
    assert all(ms > 0 for ms in picture_costs(renders=2).values())
