"""The benchmark runs for every table, and a drop updates scene and panels; the saved games' figures are
measured on the games they make (the figures: `python -m tools.bench`, also `python -m desktop.bench`)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tools.bench import drop_latencies

ROOT = Path(__file__).resolve().parents[2]


def test_the_drop_benchmark_runs(qapp, game_id):
    times = drop_latencies(game_id, samples=5, seed=3)
    assert len(times) == 5 and all(t > 0 for t in times)


def test_the_library_benchmark_opens_the_window_on_the_games_it_made(qapp, user_home):
    from tools.library_bench import library_open, picture_costs

    result = library_open(count=30, runs=1)
    assert result["games"] == 30 and result["cold_ms"] > 0 and result["median_ms"] > 0
    assert all(ms > 0 for ms in picture_costs(renders=2).values())


def test_the_names_the_issues_give_run_the_tools():
    """`python -m desktop.bench` and `python -m desktop.shots` are tools.bench and tools.shots."""
    import desktop.bench
    import desktop.shots
    import tools.bench
    import tools.shots

    assert desktop.bench.main is tools.bench.main and desktop.shots.main is tools.shots.main
    done = subprocess.run(
        [sys.executable, "-m", "desktop.bench", "--runs", "x"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2 and "--runs: invalid int value: 'x'" in done.stderr
