"""`meeple-table --new GAME --options ... --computers ...`: a bad value is told as one, in plain English."""

from __future__ import annotations

import re

import pytest

from desktop.app import UsageError, main, parse_args

NEW = ["--new", "architects", "--players", "Ann,Bob,Cy"]


def test_an_option_with_a_bad_value_names_the_option_and_its_values(capsys) -> None:
    with pytest.raises(UsageError) as told:
        parse_args([*NEW, "--options", "promos=maybe"])
    text = str(told.value)
    assert "unknown" not in text
    assert "promos" in text and "true" in text and "false" in text and "'maybe'" in text
    assert main([*NEW, "--options", "promos=maybe"]) == 2
    assert capsys.readouterr().err.startswith("meeple-table: error: --options: promos takes true or false")


def test_an_unknown_option_is_still_unknown() -> None:
    with pytest.raises(UsageError, match=re.escape("unknown option 'colour' for architects (its options: promos, ")):
        parse_args([*NEW, "--options", "colour=red"])


@pytest.mark.parametrize(
    ("given", "options"),
    [("promos", {"promos": True}), ("promos=true", {"promos": True}), (" promos = TRUE ", {"promos": True}),
     ("promos=false", {}), ("promos,promos=false", {}), ("", {})],
)  # fmt: skip
def test_options_on_and_off(given: str, options: dict[str, bool]) -> None:
    """Off is left out, as the New game screen leaves an unchecked box out (the same record either way)."""
    assert parse_args([*NEW, "--options", given]).game_options == options


@pytest.mark.parametrize(("computers", "words"), [("hard", "names 1 seat for 3 players"), ("hard,easy", "2 seats")])
def test_computers_count_in_good_english(computers: str, words: str) -> None:
    with pytest.raises(UsageError, match=words):
        parse_args([*NEW, "--computers", computers])


def test_a_record_of_an_unknown_rules_version_is_refused_in_the_users_language(tmp_path, german) -> None:
    """`--open` (and Game → Open, the library) tell why: the rules version, not a replay that may differ."""
    import json

    from desktop.errortext import record_error_text
    from engine import RecordError, get_game
    from engine.core import record as records

    game = get_game("waterdeep")
    record = {**records.make_record(game, game.new_game(["Ann", "Bob"], 1), []), "rules": "99"}
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record))
    with pytest.raises(RecordError) as told:
        records.load(path)
    assert "unbekannte 'rules'-Version '99' von waterdeep" in record_error_text(told.value)
    assert main(["--open", str(path)]) == 2
