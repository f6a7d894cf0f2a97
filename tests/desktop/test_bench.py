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


def test_timeline_steps_runs_and_names_a_bad_argument(qapp, tmp_path, capsys, monkeypatch):
    """`python -m tools.timeline_steps RECORD N` (a step's instructions under callgrind): it steps a real record,
    and a missing or broken record or a bad count is a message, not a traceback."""
    from engine import get_game
    from engine.core import record as records
    from tools.timeline_steps import main

    monkeypatch.setenv("MEEPLE_TABLE_HOME", str(tmp_path / "home"))  # main() sets its own: restored after the test
    game = get_game("architects")
    state = first = game.new_game(["A", "B"], 1)
    moves = []
    for _ in range(30):
        moves.append(game.legal_moves(state)[0])
        state = game.apply(state, moves[-1])
    path = tmp_path / "r.json"
    records.save(records.make_record(game, first, moves), str(path))
    assert main([str(path), "4"]) == 0
    assert main([str(path), "four"]) == 2 and "usage" in capsys.readouterr().err
    (tmp_path / "bad.json").write_text("{bad")
    assert main([str(tmp_path / "bad.json"), "4"]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    bench = [sys.executable, "-m", "desktop.bench", "--long-record", str(tmp_path / "missing.json")]
    done = subprocess.run(bench, cwd=ROOT, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2 and "--long-record" in done.stderr and "no such file" in done.stderr
