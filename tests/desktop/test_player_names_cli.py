"""`meeple-table --new GAME --players ...` refuses a bad name with one line and exit code 2."""

from __future__ import annotations

import pytest

from desktop.app import UsageError, main, parse_args


@pytest.mark.parametrize(
    ("players", "needle"),
    [
        ("Ann,Ann", "same name"),
        ("Ann,ann", "same name"),
        ("Ann," + "B" * 25, "longer than 24"),
        ("Ann,Bo\x07b", "control character"),
        ("Ann,,Bob", "player 2 has no name"),
        ("Ann", "2 to 5 players"),
    ],
)
def test_bad_player_names_exit_2(players: str, needle: str, capsys, qapp) -> None:
    with pytest.raises(UsageError, match=needle):
        parse_args(["--new", "waterdeep", "--players", players])
    assert main(["--new", "waterdeep", "--players", players]) == 2
    err = capsys.readouterr().err
    assert err.startswith("meeple-table: error:") and err.count("\n") == 1 and needle in err


def test_names_are_trimmed() -> None:
    assert parse_args(["--new", "waterdeep", "--players", " Ann , Bob "]).names == ["Ann", "Bob"]


def test_a_name_the_engine_refuses_is_told_not_crashed(window, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: told.append(text))
    colours = ["#c0392b", "#2e86c1"]
    window.start.newGame.emit("waterdeep", ["Ann", "B" * 30], colours, 1, {}, [None, None])
    assert window.session is None and len(told) == 1 and "longer than 24 characters" in told[0]
    window.start.newGame.emit("waterdeep", ["Ann", "Bob"], colours, 1, {}, [None, None])
    assert window.session is not None
