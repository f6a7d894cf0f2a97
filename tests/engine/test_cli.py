"""`python -m engine play | replay | bench` (design.md §3): output shapes, records, bad input exits 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.__main__ import main


def test_play_record_replay_same_scores(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rec = tmp_path / "g.json"
    assert main(["play", "--game", "waterdeep", "--players", "3", "--seed", "7", "--record", str(rec)]) == 0
    played = json.loads(capsys.readouterr().out)
    assert played["game"] == "waterdeep" and played["seed"] == 7 and played["moves"] > 50
    assert set(played) >= {"players", "scores", "winner", "moves"}
    assert main(["replay", str(rec)]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["scores"] == played["scores"]
    # the seats were computers, and the record says so (the app's "people only" statistics leave it out)
    assert json.loads(rec.read_text())["setup"]["computers"] == ["random"] * 3


def test_play_records_each_seats_bot(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from engine.core import record as records

    rec = tmp_path / "g.json"
    argv = ["play", "--game", "architects", "--players", "2", "--seed", "3", "--bots", "greedy,playout"]
    assert main([*argv, "--record", str(rec)]) == 0
    capsys.readouterr()
    assert records.computers_of(records.load(str(rec)).record) == ["greedy", "random"]


def test_replay_rejects_truncated_and_tampered(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rec = tmp_path / "g.json"
    main(["play", "--game", "waterdeep", "--players", "2", "--seed", "1", "--record", str(rec)])
    capsys.readouterr()
    text = rec.read_text()
    (tmp_path / "cut.json").write_text(text[: len(text) // 2])
    (tmp_path / "bad.json").write_text(text.replace('"space":"shop"', '"space":"moon"', 1))
    for name, needle in (
        ("cut.json", "the file breaks off at line"),
        ("bad.json", "illegal move"),
        ("none.json", "no such file"),
    ):
        assert main(["replay", str(tmp_path / name)]) == 2
        err = capsys.readouterr().err.strip()
        assert needle in err and "\n" not in err


def test_bench_prints_one_json_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--game", "waterdeep", "--players", "4", "--games", "2"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    figures = json.loads(out[0])
    assert figures["games"] == 2 and figures["games_per_s"] > 0 and figures["moves_per_s"] > 0
    assert figures["moves_per_game"] == figures["moves"] / 2


def test_bench_on_two_cores_plays_the_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    figures = []
    for jobs in ("1", "2"):
        assert main(["bench", "--game", "waterdeep", "--players", "3", "--games", "3", "--jobs", jobs]) == 0
        figures.append(json.loads(capsys.readouterr().out))
    assert [f["jobs"] for f in figures] == [1, 2]
    assert figures[0]["moves"] == figures[1]["moves"] > 0


def test_bench_playout_mode_plays_the_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    figures = []
    for mode in ([], ["--playout"]):
        assert main(["bench", "--game", "waterdeep", "--players", "4", "--games", "3", "--jobs", "1", *mode]) == 0
        figures.append(json.loads(capsys.readouterr().out))
    assert [f["mode"] for f in figures] == ["apply", "playout"]
    assert figures[0]["moves"] == figures[1]["moves"] > 0


@pytest.mark.parametrize(
    "argv",
    [
        ["play", "--game", "waterdeep", "--players", "6"],
        ["play", "--game", "waterdeep", "--players", "3", "--bots", "genius"],
        ["play", "--game", "waterdeep", "--players", "3", "--bots", "random,random"],
        ["bench", "--game", "waterdeep", "--players", "3", "--games", "0"],
        ["bench", "--game", "waterdeep", "--players", "3", "--jobs", "-1"],
    ],
)
def test_bad_arguments_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        code = main(argv)
        raise SystemExit(code)
    assert info.value.code == 2
    assert capsys.readouterr().err


def test_bench_memory_of_all_states(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--game", "waterdeep", "--players", "5", "--memory"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["states"] > 100 and 0 < figures["all_states_mb"] < 5


def test_bench_hard_iterations_on_fixed_positions(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["bench", "--game", "waterdeep", "--players", "2", "--hard-iterations", "--states", "2"]
    assert main([*argv, "--hard", "hard:5"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["states"] == 2 and out["bot"] == "hard:5"
    assert out["iterations"] == {"median": 5, "min": 5, "max": 5, "mean": 5.0}
    assert set(out["iterations_idle"]) == {"median", "min", "max", "mean"}
