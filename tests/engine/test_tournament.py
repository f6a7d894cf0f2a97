"""`python -m engine tournament`, level bots on `play`, `bench --simulate`."""

from __future__ import annotations

import json

import pytest

from engine.__main__ import main
from engine.core.tournament import lineup, wilson


def test_wilson_interval() -> None:
    low, high = wilson(5, 10)
    assert low == pytest.approx(0.2366, abs=1e-3) and high == pytest.approx(0.7634, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0 and wilson(0, 0) == (0.0, 1.0)


def test_lineup_fills_the_seats() -> None:
    assert lineup(["medium", "easy"], 4) == ["medium", "easy", "easy", "easy"]
    with pytest.raises(ValueError):
        lineup(["a", "b", "c"], 2)


def _tournament(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    assert main(["tournament", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_tournament_rotates_seats_and_counts(capsys: pytest.CaptureFixture[str]) -> None:
    # Easy without its 0.5 s limit (never reached on a quiet machine, but under load it would cut a decision
    # short in one process and not in the other): the same games whatever the load
    bots = "easy:60s,random"
    out = _tournament(capsys, "--game", "waterdeep", "--players", "2", "--bots", bots, "--games", "4")
    rows = out["bots"]
    assert [r["bot"] for r in rows] == ["easy:60s", "random"] and all(r["games"] == 4 for r in rows)
    assert sum(r["wins"] for r in rows) == pytest.approx(4)  # a shared win is split
    for r in rows:
        low, high = r["wilson95"]
        assert 0 <= low <= r["win_rate"] <= high <= 1 and r["mean_score"] > 0
    # two processes play the same games
    again = _tournament(capsys, "--game", "waterdeep", "--players", "2", "--bots", bots, "--games", "4", "--jobs", "2")
    assert [r["wins"] for r in again["bots"]] == [r["wins"] for r in rows]
    assert [r["mean_score"] for r in again["bots"]] == [r["mean_score"] for r in rows]
    lengths = out["moves_per_game"]
    assert 100 < lengths["min"] <= lengths["median"] <= lengths["max"] and again["moves_per_game"] == lengths


def test_tournament_table_and_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--game", "waterdeep", "--players", "3", "--bots", "medium,random", "--games", "3"]) == 0
    text = capsys.readouterr().out
    assert "95% interval" in text and "medium" in text and text.count("random") == 2
    assert "moves per game: median" in text
    assert main(["tournament", "--game", "waterdeep", "--players", "2", "--bots", "clever", "--games", "2"]) == 2
    assert "unknown bot" in capsys.readouterr().err
    assert main(["tournament", "--game", "waterdeep", "--players", "2", "--bots", "hard:zz", "--games", "2"]) == 2
    assert "bad budget" in capsys.readouterr().err


def test_play_accepts_levels_and_budgets(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["play", "--game", "waterdeep", "--players", "3", "--seed", "2", "--bots", "hard:5,medium,easy"]
    assert main(args) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["bots"] == ["hard:5", "medium", "easy"] and out["moves"] > 50


def test_bench_simulate_mode(capsys: pytest.CaptureFixture[str]) -> None:
    for game in ("waterdeep", "architects"):
        assert main(["bench", "--game", game, "--players", "2", "--games", "2", "--jobs", "1", "--simulate"]) == 0
        figures = json.loads(capsys.readouterr().out)
        assert figures["mode"] == "simulate" and figures["moves_per_s"] > 0


def test_bench_playout_and_simulate_in_one_run(capsys: pytest.CaptureFixture[str]) -> None:
    """Both loops on the same games, one JSON line each (to compare them in one run)."""
    args = ["bench", "--game", "waterdeep", "--players", "2", "--games", "2", "--jobs", "1", "--playout", "--simulate"]
    assert main(args) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [f["mode"] for f in lines] == ["playout", "simulate"] and all(f["moves_per_s"] > 0 for f in lines)


@pytest.mark.slow
def test_medium_beats_easy_in_waterdeep(capsys: pytest.CaptureFixture[str]) -> None:
    out = _tournament(capsys, "--game", "waterdeep", "--players", "2", "--bots", "medium,easy", "--games", "20")
    assert out["bots"][0]["win_rate"] >= 0.8


def test_tournament_out_writes_each_game_and_resumes(capsys: pytest.CaptureFixture[str], tmp_path) -> None:
    log = tmp_path / "games.jsonl"
    args = ["--game", "waterdeep", "--players", "2", "--bots", "easy:60s,random", "--out", str(log)]
    first = _tournament(capsys, *args, "--games", "2", "--jobs", "2")
    lines = log.read_text().splitlines()
    assert len(lines) == 3 and json.loads(lines[0])["tournament"] == "waterdeep"
    assert sorted(json.loads(line)["k"] for line in lines[1:]) == [0, 1]
    # stopped while writing game 2's line: that line is dropped and the game played again
    with log.open("a") as fh:
        fh.write('{"seed": 2, "mov')
    more = _tournament(capsys, *args, "--games", "4")
    ks = sorted(json.loads(line)["k"] for line in log.read_text().splitlines()[1:])
    assert ks == [0, 1, 2, 3] and all(r["games"] == 4 for r in more["bots"])
    whole = _tournament(capsys, "--game", "waterdeep", "--players", "2", "--bots", "easy:60s,random", "--games", "4")
    assert [r["wins"] for r in more["bots"]] == [r["wins"] for r in whole["bots"]]  # the same games as in one run
    assert [r["mean_score"] for r in more["bots"]] == [r["mean_score"] for r in whole["bots"]]
    assert first["bots"][0]["games"] == 2
    again = _tournament(capsys, *args, "--games", "4")  # nothing left to play
    assert again["bots"] == more["bots"] and len(log.read_text().splitlines()) == 5


def test_tournament_out_refuses_another_tournaments_log(capsys: pytest.CaptureFixture[str], tmp_path) -> None:
    log = tmp_path / "games.jsonl"
    base = ["tournament", "--game", "waterdeep", "--players", "2", "--games", "1", "--out", str(log)]
    assert main([*base, "--bots", "random"]) == 0
    capsys.readouterr()
    before = log.read_text()
    assert main([*base, "--bots", "easy"]) == 2
    assert "another tournament" in capsys.readouterr().err and log.read_text() == before  # left as it was
    log.write_text(before.splitlines()[0] + "\n[1, 2]\n")
    assert main([*base, "--bots", "random"]) == 2
    assert "line 2 is not a game" in capsys.readouterr().err
