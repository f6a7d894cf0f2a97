"""The library's command lines (contracts checked from outside): `--import FILE...`, `--stats [--game G]`,
`--library`; bad arguments exit 2 with one line; the data folder follows XDG_DATA_HOME."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from stats_games import finished, write

from desktop import saves, settings
from desktop.app import main
from desktop.stats.store import Statistics
from engine import get_game

ROOT = Path(__file__).resolve().parents[3]


def _files(tmp_path: Path) -> dict[str, Path]:
    wd, _, _ = finished("waterdeep", computers=(None, "hard", None))
    ar, _, _ = finished("architects", names=("Ann", "Dee"), options=("variable_setup",))
    out = tmp_path / "in"
    out.mkdir()
    bad_move = json.loads(json.dumps(ar))
    bad_move["moves"][5] = {"type": "nonsense"}
    (out / "bad.json").write_text('{"format": "meeple-table/1", "game": "chess"}', encoding="utf-8")
    return {
        "wd": write(out / "wd.json", wd),
        "ar": write(out / "ar.json", ar),
        "half": write(out / "half.json", wd, moves=40),
        "bad": out / "bad.json",
        "bad_move": write(out / "bad_move.json", bad_move),
    }


def _library() -> list[Path]:
    return sorted(p for p in saves.games_dir().glob("*.json") if p.name != saves.INDEX)


def test_import_adds_records_counts_finished_games_once_and_refuses_bad_files(tmp_path, capsys):
    f = _files(tmp_path)
    names = [str(f[k]) for k in ("wd", "bad", "ar", "half", "bad_move")]
    assert main(["--import", *names]) == 2
    out, err = capsys.readouterr()
    lines = err.splitlines()
    assert len(lines) == 2 and all(line.startswith("meeple-table: error: ") for line in lines)
    assert str(f["bad"]) in lines[0] and "chess" in lines[0]
    assert str(f["bad_move"]) in lines[1] and "move 5" in lines[1]
    assert len(_library()) == 3  # the good ones still went in
    assert "counted in the statistics" in out and "(in progress)" in out
    with Statistics() as stats:
        assert stats.queries().count() == 2
    # again, and the same game written otherwise: counted once, and not copied twice
    again = json.loads(f["wd"].read_text(encoding="utf-8"))
    del again["setup"]["options"]
    again["app"] = "0.0.9"
    (tmp_path / "same.json").write_text(json.dumps(again, indent=4), encoding="utf-8")
    assert main(["--import", str(f["wd"]), str(f["ar"]), str(f["half"]), str(tmp_path / "same.json")]) == 0
    out, err = capsys.readouterr()
    assert err == "" and out.count("already in the library") == 4
    assert len(_library()) == 3
    with Statistics() as stats:
        assert stats.queries().count() == 2


def test_an_imported_game_keeps_its_file_time_and_its_facts(tmp_path, capsys):
    f = _files(tmp_path)
    then = time.time() - 86400 * 3
    os.utime(f["ar"], (then, then))
    assert main(["--import", str(f["ar"])]) == 0
    (copy,) = _library()
    assert abs(copy.stat().st_mtime - then) < 1  # listed by when it was played, not when it was imported
    assert copy.read_bytes() == f["ar"].read_bytes()
    with Statistics() as stats:
        (game,) = stats.queries().recent()
    assert game.source == "imported" and game.started is None and game.duration is None
    assert game.played_on == time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(then))
    assert {kind for s in game.seats for kind, _, _ in s.facts} == {"built", "character"}


def test_import_refuses_a_file_it_cannot_read_and_exits_2(tmp_path, capsys):
    assert main(["--import", str(tmp_path / "missing.json")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "missing.json" in err and "no such file" in err


def test_stats_prints_the_per_player_table(tmp_path, capsys):
    assert main(["--stats"]) == 0
    assert "No finished games recorded yet." in capsys.readouterr().out
    f = _files(tmp_path)
    main(["--import", str(f["wd"]), str(f["ar"])])
    capsys.readouterr()
    assert main(["--stats"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "All games: 2 games recorded"
    assert lines[1].split() == ["player", "games", "wins", "win", "rate", "mean", "score"]
    rows = {line.split("  ")[0].strip(): line.split()[-4:] for line in lines[2:]}
    assert rows["Ann"][0] == "2" and "Bob (computer: hard)" in rows and "Dee" in rows
    _, _, final = finished("waterdeep", computers=(None, "hard", None))
    scores = get_game("waterdeep").scores(final)
    cy = scores.players[2]
    assert main(["--stats", "--game", "waterdeep"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Lords of Waterdeep: 1 game recorded"
    table = {line.split("  ")[0].strip(): line.split()[-4:] for line in lines[2:]}
    assert set(table) == {"Ann", "Bob (computer: hard)", "Cy"}
    won = cy.seat in scores.winners
    assert table["Cy"] == ["1", str(int(won)), "100.0%" if won else "0.0%", f"{cy.total:.1f}"]


def test_stats_of_a_file_it_cannot_read_exit_2(user_home, capsys):
    Statistics().connection().close()
    conn = sqlite3.connect(user_home / "stats.sqlite3")
    conn.execute("PRAGMA user_version = 7")
    conn.close()
    assert main(["--stats"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "newer version" in err


def test_library_lists_every_saved_game_one_a_line(tmp_path, capsys):
    f = _files(tmp_path)
    main(["--import", str(f["wd"]), str(f["half"])])
    saves.games_dir().joinpath("broken.json").write_text("{", encoding="utf-8")
    capsys.readouterr()
    assert main(["--library"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3
    broken = next(line for line in lines if line.startswith("broken.json"))
    assert "damaged" in broken
    done = next(line for line in lines if "finished" in line)
    assert "Lords of Waterdeep" in done and "Bob (computer: hard)" in done and "last played" in done
    assert any("40 moves" in line and "in progress" in line for line in lines)


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--stats", "--game", "chess"], "--game must be waterdeep or architects, not 'chess'"),
        (["--stats", "--new", "waterdeep"], "--stats prints and exits: it cannot be combined with --new"),
        (["--library", "--open", "x.json"], "cannot be combined with --open"),
        (["--import", "a.json", "--screenshot", "x.png"], "cannot be combined with --screenshot"),
        (["--stats", "--seed", "0"], "cannot be combined with --seed"),
        (["--game", "waterdeep"], "--game needs --stats"),
        (["--library", "--game", "waterdeep"], "--game needs --stats"),
        (["--stats", "--library"], "use one of --import, --stats and --library"),
        (["--import"], "expected at least one argument"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(argv, needle, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("meeple-table: error:") and err.count("\n") == 1 and needle in err


def test_the_data_folder_follows_xdg_data_home(tmp_path, monkeypatch):
    if not sys.platform.startswith("linux"):
        pytest.skip("XDG_DATA_HOME is the Linux convention")
    monkeypatch.delenv("MEEPLE_TABLE_HOME")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert settings.data_dir() == tmp_path / "xdg" / "meeple-table"


def _run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    code = "import sys; from desktop.app import main; rc = main(sys.argv[1:]); "
    code += "print('widgets' if 'PySide6.QtWidgets' in sys.modules else 'no widgets', file=sys.stderr); sys.exit(rc)"
    return subprocess.run(
        [sys.executable, "-c", code, *args], env=env, cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def test_the_commands_use_xdg_data_home_and_stats_and_library_load_no_widgets(tmp_path):
    if not sys.platform.startswith("linux"):
        pytest.skip("XDG_DATA_HOME is the Linux convention")
    f = _files(tmp_path)
    env = {k: v for k, v in os.environ.items() if k != "MEEPLE_TABLE_HOME"}
    env["XDG_DATA_HOME"] = str(tmp_path / "xdg")
    env["PYTHONPATH"] = str(ROOT)
    done = _run(["--import", str(f["wd"])], env)
    assert done.returncode == 0, done.stderr
    home = tmp_path / "xdg" / "meeple-table"
    assert (home / "stats.sqlite3").is_file() and len(list((home / "games").glob("2*.json"))) == 1
    for command in (["--stats"], ["--library"]):
        done = _run(command, env)
        assert done.returncode == 0 and done.stderr.strip() == "no widgets", done.stderr
        assert "Ann" in done.stdout
