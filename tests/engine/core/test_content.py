"""The shared content reader (engine.core.content): every problem names the file, the card and the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.content import Fields, cards, data_folder, read_json, unique
from engine.core.errors import ContentError


def _where(err: pytest.ExceptionInfo[ContentError]) -> tuple[str, str, str]:
    return err.value.file, err.value.card, err.value.field


def test_read_json_reads_a_shipped_file() -> None:
    assert isinstance(read_json(data_folder("engine.waterdeep"), "lords.json"), list)


def test_read_json_names_a_missing_or_broken_file(tmp_path: Path) -> None:
    with pytest.raises(ContentError, match="missing") as err:
        read_json(tmp_path, "nothing.json")
    assert _where(err) == ("nothing.json", "-", "-")
    (tmp_path / "bad.json").write_text("{oops", encoding="utf-8")
    with pytest.raises(ContentError, match="not valid JSON") as err:
        read_json(tmp_path, "bad.json")
    assert err.value.file == "bad.json"


def test_fields_check_types_and_ranges() -> None:
    f = Fields("f.json", "c1", {"n": 3, "t": "x", "b": True, "neg": -1, "flag": 1})
    assert (f.int("n", 0, 5), f.text("t", ("x", "y")), f.flag("b"), f.int("gone", default=7)) == (3, "x", True, 7)
    with pytest.raises(ContentError, match=r"0\.\.2") as err:
        f.int("n", 0, 2)
    assert _where(err) == ("f.json", "c1", "n")
    with pytest.raises(ContentError, match=">= 0"):
        f.int("neg")
    with pytest.raises(ContentError):
        f.int("b")  # true is not a number
    with pytest.raises(ContentError, match="is not one of"):
        f.text("t", ("y",))
    with pytest.raises(ContentError, match="true or false"):
        f.flag("flag")
    with pytest.raises(ContentError, match="missing") as err:
        f.text("name")
    assert err.value.field == "name"


def test_nested_fields_and_unknown_fields_are_named_with_their_path() -> None:
    f = Fields("f.json", "c1", {"cost": {"w": -1}, "typo": 1})
    with pytest.raises(ContentError) as err:
        f.sub("cost", Fields).int("w")
    assert _where(err) == ("f.json", "c1", "cost.w")
    with pytest.raises(ContentError, match="unknown field") as err:
        f.done()
    assert err.value.field == "typo"
    with pytest.raises(ContentError, match="expected an object") as err:
        Fields("f.json", "c2", {"cost": 3}).sub("cost", Fields)
    assert err.value.field == "cost"


def test_cards_names_each_card_and_checks_it_when_done() -> None:
    items = [{"id": "a", "n": 1}, {"n": 2, "extra": 0}]
    seen = []
    with pytest.raises(ContentError, match="unknown field") as err:
        for card in cards("f.json", items, Fields):
            seen.append((card.card, card.text("id", default=""), card.int("n")))
    assert seen == [("a", "a", 1), ("#1", "", 2)] and _where(err) == ("f.json", "#1", "extra")
    with pytest.raises(ContentError, match="list of cards"):
        list(cards("f.json", {"not": "a list"}, Fields, "things"))


def test_unique_names_the_repeated_id() -> None:
    unique("f.json", [1, 2, 3])
    with pytest.raises(ContentError) as err:
        unique("f.json", [1, 2, 1])
    assert _where(err) == ("f.json", "1", "id")
