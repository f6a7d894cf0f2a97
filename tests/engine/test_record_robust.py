"""Loading a record never raises anything but RecordError, with one short line that names the file.

Fuzzed: deep nesting, giant numbers, NaN/Infinity, bytes that are not UTF-8, folders and devices
instead of files, huge files, wrong types in every field, bad player names, format versions.
"""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any

import pytest

from engine import RecordError, get_game
from engine.core import record as records

LIMIT = 200


def _header(**setup: Any) -> dict[str, Any]:
    return {
        "format": "meeple-table/1",
        "app": "0.1.0",
        "game": "waterdeep",
        "rules": "1",
        "content": "1",
        "setup": {"players": ["Ann", "Bob"], "seed": 1, "options": {}, **setup},
        "moves": [],
    }


def _short_game(game_id: str = "waterdeep", moves: int = 12) -> dict[str, Any]:
    game = get_game(game_id)
    first = state = game.new_game(["Ann", "Bob", "Cy"], 4)
    played = []
    for _ in range(moves):
        move = game.legal_moves(state)[0]
        state = game.apply(state, move)
        played.append(move)
    return records.make_record(game, first, played)


def _check_message(error: RecordError, path: Path) -> str:
    text = str(error)
    assert "\n" not in text and "\r" not in text, text
    assert len(text) <= LIMIT, (len(text), text[:300])
    assert path.name in text, text
    return text


def _load(path: Path) -> str:
    """Load `path`: it must raise RecordError or open with an error on a move; returns the message."""
    try:
        loaded = records.load(path)
    except RecordError as exc:
        return _check_message(exc, path)
    assert loaded.error is not None, "a broken record opened without a word"
    assert len(loaded.states) == len(loaded.moves) + 1
    return _check_message(loaded.error, path)


def _loads_or_refuses(path: Path) -> None:
    """Load `path`: it raises RecordError, or opens (a damaged tail names its first bad move)."""
    try:
        loaded = records.load(path)
    except RecordError as exc:
        _check_message(exc, path)
        return
    assert len(loaded.states) == len(loaded.moves) + 1
    if loaded.error is not None:
        _check_message(loaded.error, path)
        assert loaded.error.index == len(loaded.moves)


def _refused(path: Path) -> str:
    with pytest.raises(RecordError) as info:
        records.load(path)
    return _check_message(info.value, path)


def _write(tmp_path: Path, text: str | bytes, name: str = "game.json") -> Path:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("depth", [990, 5_000, 100_000])
@pytest.mark.parametrize("kind", ["array", "object", "in a move"])
def test_deep_nesting_is_refused(tmp_path: Path, depth: int, kind: str) -> None:
    if kind == "array":
        text = "[" * depth + "]" * depth
    elif kind == "object":
        text = '{"a":' * depth + "1" + "}" * depth
    else:
        head = json.dumps(_header())[: -len("[]}")]
        text = head + "[" + "[" * depth + "]" * depth + "]}"
    message = _refused(_write(tmp_path, text))
    assert "nested too deeply" in message


@pytest.mark.parametrize("where", ["seed", "move", "top"])
def test_giant_numbers_are_refused(tmp_path: Path, where: str) -> None:
    digits = "9" * 4301
    if where == "seed":
        text = json.dumps(_header(seed=0)).replace('"seed": 0', '"seed": ' + digits)
    elif where == "move":
        rec = _header()
        rec["moves"] = [{"type": "place", "space": 0, "piece": "agent"}]
        text = json.dumps(rec).replace('"space": 0', '"space": ' + digits)
    else:
        text = digits
    message = _refused(_write(tmp_path, text))
    assert "number" in message and digits[:50] not in message


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_literals_are_refused(tmp_path: Path, literal: str) -> None:
    text = json.dumps(_header(seed=0)).replace('"seed": 0', '"seed": ' + literal)
    assert literal in _refused(_write(tmp_path, text))


def test_bytes_that_are_not_utf8(tmp_path: Path) -> None:
    text = json.dumps(_header(players=["Ann", "Bob"])).encode()
    message = _refused(_write(tmp_path, text.replace(b"Ann", b"\xff\xfeA")))
    assert "UTF-8" in message
    assert "UTF-8" in _refused(_write(tmp_path, b"\x89PNG\r\n\x1a\n\x00\x00", "picture.json"))


def test_a_utf8_byte_order_mark_is_fine(tmp_path: Path) -> None:
    rec = _short_game()
    loaded = records.load(_write(tmp_path, b"\xef\xbb\xbf" + records.dumps(rec).encode()))
    assert loaded.ok and len(loaded.moves) == 12


def test_a_folder_is_not_a_record(tmp_path: Path) -> None:
    folder = tmp_path / "saves.json"
    folder.mkdir()
    assert "folder" in _refused(folder)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_device_is_not_a_record() -> None:
    with pytest.raises(RecordError) as info:
        records.load("/dev/zero")  # reading it would never end
    assert "zero" in str(info.value) and "not a regular file" in str(info.value)


def test_missing_file_and_bad_path(tmp_path: Path) -> None:
    assert "no such file" in _refused(tmp_path / "nowhere.json")
    with pytest.raises(RecordError) as info:
        records.load(str(tmp_path / "bad\0name.json"))
    assert "\n" not in str(info.value) and "name.json" in str(info.value)


def test_unreadable_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = _write(tmp_path, records.dumps(_short_game()))

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(records, "open", refuse, raising=False)
    assert "cannot read it (Permission denied)" in _refused(path)


def test_a_huge_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as fh:
        fh.truncate(records.MAX_BYTES + 1)  # sparse: costs no disk
    assert "too large" in _refused(path)


def test_a_huge_value_is_not_dumped_into_the_message(tmp_path: Path) -> None:
    big = "x" * 1_000_000
    cases = [
        _header() | {"game": big},
        _header() | {"format": big},
        _header(players=[big, "Bob"]),
        _header(options={big: True}),
        _header() | {"moves": [{"type": "place", "space": big, "piece": "agent"}]},
        _header() | {"moves": [{"type": big}]},
        _header() | {"moves": [[big]]},
    ]
    for i, rec in enumerate(cases):
        _load(_write(tmp_path, json.dumps(rec), f"case{i}.json"))


def test_a_long_file_name_is_shortened(tmp_path: Path) -> None:
    folder = tmp_path / ("d" * 120)
    folder.mkdir()
    path = _write(folder, "{", "g" * 120 + ".json")
    with pytest.raises(RecordError) as info:
        records.load(path)
    text = str(info.value)
    assert len(text) <= LIMIT and text.split(":")[0].endswith(".json")


JUNK: list[Any] = [None, True, 0, -1, 2**70, 3.5, "", "x" * 300, "line\nbreak", [], [1], {}, {"a": 1}]


def _fields(rec: dict[str, Any], path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path into the record (its keys and list items), down to the scalars."""
    out = []
    items = rec.items() if isinstance(rec, dict) else enumerate(rec) if isinstance(rec, list) else []
    for key, value in items:
        out.append((*path, key))
        out.extend(_fields(value, (*path, key)))
    return out


def _set(rec: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    out = copy.deepcopy(rec)
    node = out
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return out


@pytest.mark.parametrize("game_id", ["waterdeep", "architects"])
def test_wrong_types_in_every_field(tmp_path: Path, game_id: str) -> None:
    rec = _short_game(game_id, moves=3)
    path = tmp_path / "game.json"
    for where in _fields(rec):
        for junk in JUNK:
            bad = _set(rec, where, junk)
            path.write_text(json.dumps(bad), encoding="utf-8")
            _loads_or_refuses(path)


@pytest.mark.parametrize(
    ("players", "needle"),
    [
        ([1, "Bob"], "string"),
        (["Ann", None], "string"),
        ([["Ann"], "Bob"], "string"),
        (["", "Bob"], "no name"),
        (["   ", "Bob"], "no name"),
        (["A" * 25, "Bob"], "longer than 24"),
        (["Ann\x00", "Bob"], "control character"),
        (["Ann\u202e", "Bob"], "control character"),
        (["Ann", "Ann"], "same name"),
        (["Ann", "ann "], "same name"),
        ("Ann,Bob", "list"),
        (["Ann"], "2 to 5 players"),
    ],
)
def test_player_names_in_a_record_are_checked(tmp_path: Path, players: Any, needle: str) -> None:
    message = _refused(_write(tmp_path, json.dumps(_header(players=players))))
    assert needle in message


def test_good_names_still_open(tmp_path: Path) -> None:
    names = ["Zoë", "A" * 24, "Bob the Builder", "李"]
    loaded = records.load(_write(tmp_path, json.dumps(_header(players=names))))
    assert loaded.ok and list(get_game("waterdeep").players(loaded.states[0])) == names


@pytest.mark.parametrize("fmt", ["meeple-table/2", "meeple-table/10"])
def test_a_newer_format_is_refused_as_newer(tmp_path: Path, fmt: str) -> None:
    message = _refused(_write(tmp_path, json.dumps(_header() | {"format": fmt})))
    assert "made by a newer version" in message and fmt in message


@pytest.mark.parametrize(
    "fmt",
    [None, "other", "meeple-table/0", "meeple-table/x", "meeple-table/\u00b2", "meeple-table/" + "9" * 5000, 1, ["x"]],
)
def test_an_unknown_format_is_not_a_record(tmp_path: Path, fmt: Any) -> None:
    rec = _header() | {"format": fmt}
    if fmt is None:
        del rec["format"]
    assert "not a Meeple Table record" in _refused(_write(tmp_path, json.dumps(rec)))


@pytest.mark.parametrize("text", ["[]", '"a string"', "3", "null", ""])
def test_not_an_object_is_not_a_record(tmp_path: Path, text: str) -> None:
    _refused(_write(tmp_path, text))


def test_a_bad_move_names_the_file_and_keeps_the_prefix(tmp_path: Path) -> None:
    rec = _short_game()
    rec["moves"][5] = {"type": "place", "space": "moon", "piece": "agent"}
    path = _write(tmp_path, records.dumps(rec))
    loaded = records.load(path)
    assert loaded.error is not None and loaded.error.index == 5 and len(loaded.moves) == 5
    assert f"{path.name}: move 5: illegal move" in str(loaded.error)


@pytest.mark.parametrize("game_id", ["waterdeep", "architects"])
def test_random_edits_of_the_text(tmp_path: Path, game_id: str) -> None:
    """Seeded random edits of the bytes of a good record: cut, doubled, swapped and stray characters."""
    import random

    good = records.dumps(_short_game(game_id, moves=20)).encode()
    rng = random.Random(game_id)
    path = tmp_path / "game.json"
    stray = [b"[", b"]", b"{", b"}", b'"', b"\\", b",", b":", b"9" * 5000, b"\xff", b"\x00", b"NaN", b"-", b"e9"]
    for _ in range(400):
        data = bytearray(good)
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(data))
            kind = rng.randrange(4)
            if kind == 0:
                del data[i : i + rng.randint(1, 20)]
            elif kind == 1:
                data[i:i] = rng.choice(stray)
            elif kind == 2:
                data[i:i] = data[i : i + rng.randint(1, 40)] * rng.randint(2, 40)
            else:
                data[i] = rng.randrange(256)
        path.write_bytes(bytes(data))
        _loads_or_refuses(path)


@pytest.mark.parametrize("game_id", ["waterdeep", "architects"])
def test_a_cut_record_opens_at_its_last_whole_move(tmp_path: Path, game_id: str) -> None:
    """A file that breaks off (a full disk, a copy stopped half-way) opens at its last whole move, the
    error saying where it breaks off, as a record with an illegal move does; cut in its header, it is
    refused."""
    rec = _short_game(game_id, moves=20)
    text = records.dumps(rec)
    lines = text.splitlines(keepends=True)
    first_move = next(i for i, line in enumerate(lines) if line.startswith("  {"))
    for kept in (0, 1, 7, 19, 20):
        for tail in ('  {"ty', "  {", "", " ]\n", " ]\n}"[:3]):
            cut = "".join(lines[: first_move + kept]) + (tail if kept < 20 or tail else "")
            loaded = records.load(_write(tmp_path, cut))
            assert len(loaded.moves) == kept, (kept, tail)
            assert [m.to_dict() for m in loaded.moves] == rec["moves"][:kept]
            assert loaded.error is not None and loaded.error.code == "cut" and loaded.error.index == kept
            assert f"game.json: move {kept}: the file breaks off at line" in str(loaded.error)
    _refused(_write(tmp_path, "".join(lines[: first_move - 2])))  # cut inside the setup


def test_damage_in_the_middle_of_the_moves_keeps_the_moves_before_it(tmp_path: Path) -> None:
    rec = _short_game(moves=12)
    text = records.dumps(rec)
    lines = text.splitlines(keepends=True)
    first_move = next(i for i, line in enumerate(lines) if line.startswith("  {"))
    lines[first_move + 5] = lines[first_move + 5].replace(":", "", 1)  # a hand edit lost a colon
    loaded = records.load(_write(tmp_path, "".join(lines)))
    assert len(loaded.moves) == 5 and loaded.error is not None and loaded.error.code == "cut"
