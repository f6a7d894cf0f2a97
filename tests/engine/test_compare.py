"""`python -m engine bench --compare REV`: the arguments both engines run, the alternating order and the
ratio arithmetic, with a fake runner (no timing here)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from engine import compare
from engine.__main__ import build_parser, main


def _line(mode: str, seconds: float, games: int = 10, moves: int = 1000) -> dict[str, Any]:
    return {
        "game": "waterdeep",
        "players": 4,
        "games": games,
        "jobs": 1,
        "mode": mode,
        "moves": moves,
        "seconds": seconds,
        "games_per_s": round(games / seconds, 1),
        "moves_per_s": round(moves / seconds, 1),
    }


def test_the_bench_arguments_passed_on() -> None:
    bench = ["bench", "--game", "architects", "--players", "3", "--games", "7", "--seed", "4", "--playout"]
    args = build_parser().parse_args(
        [*bench, "--option", "promos=true", "--compare", "HEAD~2", "--pairs", "3", "--json", "--jobs", "2"]
    )
    assert (args.compare, args.pairs, args.json) == ("HEAD~2", 3, True)
    assert compare.bench_args(args) == [
        *("--game", "architects", "--players", "3", "--games", "7", "--seed", "4", "--playout"),
        *("--option", "promos=true"),
    ]
    plain = build_parser().parse_args(["bench", "--game", "waterdeep", "--players", "4"])
    assert plain.compare is None and plain.pairs == 5 and not plain.json
    assert compare.bench_args(plain) == ["--game", "waterdeep", "--players", "4", "--games", "100", "--seed", "1"]


@pytest.mark.parametrize(
    "argv",
    [
        ["bench", "--game", "waterdeep", "--players", "4", "--compare", "HEAD", "--pairs", "0"],
        ["bench", "--game", "waterdeep", "--players", "4", "--compare", "HEAD", "--memory"],
    ],
)
def test_bad_compare_arguments_exit_2(argv: list[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2


def test_pairs_alternate_and_the_ratio_is_taken_pair_by_pair(tmp_path: Path) -> None:
    """A runs 2 s, then 1 s, then 4 s; B always 2 s: speed ratios 1, 2 and 0.5 (min, median, max)."""
    calls: list[str] = []
    a_seconds = iter([2.0, 1.0, 4.0])

    def fake(tree: Path, args: Sequence[str]) -> list[dict[str, Any]]:
        assert list(args) == ["--games", "10"]
        side = "B" if tree == tmp_path else "A"
        calls.append(side)
        return [_line("apply", 2.0 if side == "B" else next(a_seconds))]

    rows = compare.compare("REV", ["--games", "10"], pairs=3, runner=fake, tree=tmp_path)
    assert calls == ["A", "B", "B", "A", "A", "B"]
    (row,) = rows
    assert row["mode"] == "apply" and row["pairs"] == 3 and row["note"] == ""
    assert row["ratio"] == {"min": 0.5, "median": 1.0, "max": 2.0}
    assert row["a_games_per_s"] == {"min": 2.5, "median": 5.0, "max": 10.0}
    assert row["b_games_per_s"] == {"min": 5.0, "median": 5.0, "max": 5.0}
    assert row["a_decisions_per_s"] == {"min": 250, "median": 500, "max": 1000}


def test_one_row_per_mode_and_a_note_when_the_games_differ(tmp_path: Path) -> None:
    def fake(tree: Path, args: Sequence[str]) -> list[dict[str, Any]]:
        moves = 1000 if tree == tmp_path else 999
        return [_line("apply", 1.0, moves=moves), _line("playout", 3.0 if tree == tmp_path else 1.5)]

    rows = compare.compare("REV", [], pairs=2, runner=fake, tree=tmp_path)
    assert [r["mode"] for r in rows] == ["apply", "playout"]
    assert rows[0]["note"] and rows[1]["note"] == ""
    assert rows[1]["ratio"] == {"min": 2.0, "median": 2.0, "max": 2.0}
    assert rows[0]["decisions_ratio"] == {"min": 0.999, "median": 0.999, "max": 0.999}


def test_the_json_line(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    seen: list[tuple[str, list[str], int]] = []

    def fake_compare(rev: str, args: Sequence[str], pairs: int, runner: compare.Runner) -> list[dict[str, Any]]:
        seen.append((rev, list(args), pairs))
        return [{"mode": "apply", "ratio": {"min": 1.0, "median": 1.0, "max": 1.0}}]

    monkeypatch.setattr(compare, "compare", fake_compare)
    argv = ["bench", "--game", "waterdeep", "--players", "2", "--games", "3", "--compare", "main", "--json"]
    assert main([*argv, "--pairs", "2"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and json.loads(out[0])["compare"] == "main" and json.loads(out[0])["clock"] == "cpu"
    assert seen == [("main", ["--game", "waterdeep", "--players", "2", "--games", "3", "--seed", "1"], 2)]


def test_an_unknown_revision_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["bench", "--game", "waterdeep", "--players", "2", "--compare", "no-such-revision-at-all"]
    assert main(argv) == 2
    assert "no-such-revision-at-all" in capsys.readouterr().err


def test_a_bench_subprocess_on_the_cpu_clock() -> None:
    """The runner starts this tree's bench in a subprocess with the CPU-time clock and reads its JSON line."""
    (line,) = compare.run_bench(compare.HERE, ["--game", "waterdeep", "--players", "2", "--games", "1"])
    assert line["mode"] == "apply" and line["jobs"] == 1 and line["games"] == 1 and line["seconds"] > 0


def test_the_instruction_count_valgrind_prints() -> None:
    stderr = "==1== Events    : Ir\n==1== Collected : 746120830\n==1==\n==1== I   refs:      746,120,830\n"
    assert compare.callgrind_total(stderr) == 746120830
    with pytest.raises(ValueError, match="valgrind"):
        compare.callgrind_total("python: command not found")


def test_instructions_per_game_and_decision_beyond_the_first_game(tmp_path: Path) -> None:
    """Each engine runs G games and the first game alone: the difference is what games 2..G cost.
    A: 1M to start, 10M a game of 100 decisions; B: 2M to start, 15M a game of 100 decisions."""
    calls: list[tuple[str, list[str]]] = []

    def fake(tree: Path, args: Sequence[str]) -> tuple[int, dict[str, Any]]:
        side = "B" if tree == tmp_path else "A"
        calls.append((side, list(args)))
        games = int(args[args.index("--games") + 1])
        start, per_game = (2_000_000, 15_000_000) if side == "B" else (1_000_000, 10_000_000)
        return start + per_game * games, _line("apply", 1.0, games=games, moves=100 * games)

    row = compare.instructions("REV", ["--game", "waterdeep"], 5, counter=fake, tree=tmp_path)
    assert calls == [
        ("A", ["--game", "waterdeep", "--games", "5"]),
        ("A", ["--game", "waterdeep", "--games", "1"]),
        ("B", ["--game", "waterdeep", "--games", "5"]),
        ("B", ["--game", "waterdeep", "--games", "1"]),
    ]
    assert row["a_instructions_per_game"] == 10_000_000 and row["b_instructions_per_game"] == 15_000_000
    assert row["a_instructions_per_decision"] == 100_000 and row["b_instructions_per_decision"] == 150_000
    assert row["ratio"] == row["decisions_ratio"] == 1.5 and row["note"] == ""
    with pytest.raises(ValueError, match="--games 2"):
        compare.instructions("REV", [], 1, counter=fake, tree=tmp_path)


def test_instructions_take_one_loop_at_a_time(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["bench", "--game", "waterdeep", "--players", "2", "--compare", "HEAD", "--instructions"]
    assert main([*argv, "--playout", "--simulate"]) == 2
    assert "one loop at a time" in capsys.readouterr().err
