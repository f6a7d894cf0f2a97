"""Engine errors reach the user in the user's language: every RecordError code and IllegalMove reason the
engine can raise is registered in engine/core/errors.py and worded by desktop/errortext.py."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DESKTOP = ROOT / "desktop"


def _raised(name: str) -> set[str]:
    """The first argument of every `name("literal", ...)` in engine/ and desktop/ (errors.py itself copies
    an error's own id)."""
    found = set()
    for folder in (ROOT / "engine", DESKTOP):
        for path in (p for p in folder.rglob("*.py") if p != ROOT / "engine" / "core" / "errors.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name:
                    assert node.args and isinstance(node.args[0], ast.Constant), f"{path}:{node.lineno}: a literal id"
                    found.add(node.args[0].value)
    return found


def test_every_engine_error_id_is_registered_and_worded_by_the_desktop():
    from desktop import errortext
    from engine.core.errors import ILLEGAL_MOVE_REASONS, RECORD_MESSAGES

    record_codes, reasons = _raised("RecordError"), _raised("IllegalMove")
    assert record_codes and reasons
    assert record_codes <= set(RECORD_MESSAGES), record_codes - set(RECORD_MESSAGES)
    assert reasons <= set(ILLEGAL_MOVE_REASONS), reasons - set(ILLEGAL_MOVE_REASONS)
    assert set(errortext.record_texts({})) == set(RECORD_MESSAGES)
    assert set(errortext.illegal_move_texts()) == set(ILLEGAL_MOVE_REASONS)


def _sample(code: str):
    from engine import RecordError
    from engine.core.errors import record_params

    params: dict[str, object] = dict.fromkeys(record_params(code), 7)
    if code == "illegal_move":
        params["reason"] = "not_legal"
    return RecordError(code, index=3 if "move" in code else None, file="/tmp/game.json", **params)


def test_every_record_error_reads_in_german(german):
    from desktop.errortext import record_error_text
    from engine.core.errors import RECORD_MESSAGES

    for code in RECORD_MESSAGES:
        exc = _sample(code)
        text = record_error_text(exc)
        assert text.startswith("/tmp/game.json: ") and text != str(exc), code


def test_a_corrupt_save_file_shows_german_only(german, qtbot, user_home, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from desktop import saves
    from desktop.window import MainWindow
    from engine.core.errors import one_line

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append((title, text)))
    path = saves.games_dir() / "20261201-120000-abcdef.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    for content, german_text in (
        (b'{"format": "meeple-table/1", "game": ', "Zeile 1: keine gültige JSON-Datei"),
        (b'{"format": "meeple-table/1", "game": "chess"}', "unbekanntes Spiel 'chess'; möglich sind "),
        (b'{"format": "meeple-table/1", "game": "architects", "setup": []}', "das Objekt „setup“ fehlt"),
        (b"\xff\xfe", "kein UTF-8-Text (Byte 0xff an Position 0)"),
    ):
        path.write_bytes(content)
        w = MainWindow(autosave=False)
        qtbot.addWidget(w)
        w.resume(str(path))
        title, text = shown.pop()
        assert title == "Fortsetzen"
        assert text.startswith(f"{one_line(str(path), 70, keep_end=True)}: {german_text}"), text
        assert not re.search(r"\b(not|valid|line|move|unknown|missing|choose|text|byte)\b", text), text


def test_a_refused_move_is_worded_by_its_reason(language):
    from desktop.errortext import illegal_move_error_text
    from engine import IllegalMove

    text = illegal_move_error_text(IllegalMove("game_over", "the game is over"))
    assert text == {"en": "Not played: the game is over.", "de": "Nicht gespielt: das Spiel ist vorbei."}[language]


def _record(game_id: str, moves: int) -> dict:
    """A record of Ann and Bob, `moves` first-legal moves long."""
    from engine import get_game
    from engine.core import record as records

    game = get_game(game_id)
    first = state = game.new_game(["Ann", "Bob"], 4, {})
    played = []
    for _ in range(moves):
        move = game.legal_moves(state)[0]
        played.append(move)
        state = game.apply(state, move)
    return records.make_record(game, first, played)


def test_a_damaged_tail_says_why_in_german(german, window, tmp_path):
    from engine.core import record as records

    record = _record("architects", 4)
    record["moves"][2] = record["moves"][3]  # the same choice again: not legal there
    path = tmp_path / "damaged.json"
    records.save(record, path)
    window.open_path(path)
    assert window.session.index == 2
    why = window.session.warning
    assert why.startswith("Die Aufzeichnung ist bei Zug 3 beschädigt (unerlaubter Zug {"), why
    assert "dieser Zug ist jetzt nicht erlaubt); sie wurde beim letzten gültigen Zug geöffnet." in why


def test_a_cut_record_opens_at_its_last_whole_move_with_the_damage_warning(window, tmp_path):
    from engine.core import record as records

    record = _record("waterdeep", 6)
    text = records.dumps(record)
    path = tmp_path / "cut.json"
    path.write_text(text[: text.index(json.dumps(record["moves"][4], separators=(",", ":"))) + 9], encoding="utf-8")
    window.open_path(path)
    assert window.session.index == 4
    why = window.session.warning
    assert why.startswith("The record is damaged at move 5 (the file breaks off at line "), why
    assert why.endswith("); it opened at its last valid move."), why
    assert window.statusBar().currentMessage() == why
