"""Hand-edited records: a move field with a default may be left out; a rules or content version this engine does
not know is refused with its reason (every version it knows still opens)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import RecordError, get_game
from engine.__main__ import main
from engine.architects import moves as amv
from engine.core import record as records
from engine.core.errors import MESSAGE_LIMIT
from engine.waterdeep import moves as wmv


def _record(game_id: str, moves: int = 40) -> dict:
    game = get_game(game_id)
    first = state = game.new_game(["Ann", "Bob", "Cy"], 5)
    played = []
    for _ in range(moves):
        move = game.legal_moves(state)[-1]
        played.append(move)
        state = game.apply(state, move)
    return records.make_record(game, first, played)


def test_a_move_field_with_a_default_may_be_left_out() -> None:
    a, w = get_game("architects").codec, get_game("waterdeep").codec
    assert a.from_dict({"type": "place", "location": "forest"}) == amv.Place("forest", "")
    assert w.from_dict({"type": "place", "space": "shop"}) == wmv.Place("shop", "agent")
    with pytest.raises(ValueError, match="missing field 'location'"):  # no default: still required
        a.from_dict({"type": "place", "mode": ""})


def test_a_record_whose_moves_leave_out_defaults_replays_the_same_game() -> None:
    record = _record("architects")
    places = [m for m in record["moves"] if m["type"] == "place" and m["mode"] == ""]
    assert places  # the edit below changes something
    edited = json.loads(json.dumps(record))
    for m in edited["moves"]:
        if m["type"] == "place" and m["mode"] == "":
            del m["mode"]
    loaded = records.load_text(json.dumps(edited))
    assert loaded.error is None
    assert loaded.states == records.replay(record)
    assert records.identity(edited) == records.identity(record)  # the same game, whoever wrote its moves


@pytest.mark.parametrize("game_id", ["architects", "waterdeep"])
@pytest.mark.parametrize(("key", "value"), [("rules", "99"), ("content", "99"), ("rules", "0"), ("rules", "4b")])
def test_an_unknown_version_is_refused_with_its_reason(game_id: str, key: str, value: str) -> None:
    record = {**_record(game_id, 3), key: value}
    with pytest.raises(RecordError) as told:
        records.load_text(json.dumps(record))
    assert told.value.code == "unknown_version"
    message = str(told.value)
    assert f"'{key}' version '{value}' of {game_id}" in message and "update" in message
    assert len(message) <= MESSAGE_LIMIT


@pytest.mark.parametrize("game_id", ["architects", "waterdeep"])
def test_every_version_this_engine_knows_still_opens(game_id: str) -> None:
    game = get_game(game_id)
    for version in range(1, int(game.rules_version) + 1):  # records saved before a rules change
        record = {**_record(game_id, 3), "rules": str(version)}
        assert records.load_text(json.dumps(record)).error is None
    record = _record(game_id, 3)
    del record["rules"], record["content"]  # a hand-written record may leave them out
    assert records.load_text(json.dumps(record)).error is None


def test_replay_refuses_it_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps({**_record("architects", 3), "rules": "99"}))
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown 'rules' version '99' of architects" in err
