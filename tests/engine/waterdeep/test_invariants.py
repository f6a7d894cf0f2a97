"""`state_from_dict` checks the Waterdeep invariants (engine.waterdeep.invariants) and names the broken one."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from engine import get_game

GAME = get_game("waterdeep")


def _state_dict() -> dict[str, Any]:
    state = GAME.new_game(["Ann", "Bob", "Cy"], 4)
    for _ in range(12):  # a few moves in: agents on the board, cards moved
        state = GAME.apply(state, GAME.legal_moves(state)[0])
    data: dict[str, Any] = GAME.state_to_dict(state)
    return data


def test_a_good_state_loads() -> None:
    data = _state_dict()
    assert GAME.state_to_dict(GAME.state_from_dict(data)) == data


def _set_gold(d: dict[str, Any]) -> None:
    d["players"][0]["res"]["g"] = -1


def _extra_agent(d: dict[str, Any]) -> None:
    d["players"][1]["pool"] += 1


def _copied_quest(d: dict[str, Any]) -> None:
    d["quest_deck"].append(d["inn"][0])


def _lost_intrigue(d: dict[str, Any]) -> None:
    d["intrigue_deck"].pop()


def _lost_building(d: dict[str, Any]) -> None:
    d["building_stack"].pop()


def _unknown_task(d: dict[str, Any]) -> None:
    d["tasks"][0]["kind"] = "dance"


def _bad_seat(d: dict[str, Any]) -> None:
    d["tasks"][0]["seat"] = 7


def _no_decision(d: dict[str, Any]) -> None:
    d["tasks"] = []


def _round(d: dict[str, Any]) -> None:
    d["round"] = 9


def _unknown_lord(d: dict[str, Any]) -> None:
    d["players"][2]["lord"] = "nobody"


def _two_lieutenants(d: dict[str, Any]) -> None:
    d["players"][0]["lt_pool"] = True


def _crowded_inn(d: dict[str, Any]) -> None:
    d["inn"].append(d["quest_deck"].pop())


@pytest.mark.parametrize(
    ("edit", "invariant"),
    [
        (_set_gold, "resources are not negative"),
        (_extra_agent, "agents add up"),
        (_copied_quest, "quest cards are conserved"),
        (_lost_intrigue, "intrigue cards are conserved"),
        (_lost_building, "buildings are conserved"),
        (_unknown_task, "tasks are known steps"),
        (_bad_seat, "tasks belong to seats"),
        (_no_decision, "a running game has a decision"),
        (_round, "round 1 to 8"),
        (_unknown_lord, "lords are known cards"),
        (_two_lieutenants, "no Lieutenant without the plot"),
        (_crowded_inn, "at most 4 quests in Cliffwatch Inn"),
    ],
)
def test_a_broken_invariant_is_named(edit: Callable[[dict[str, Any]], None], invariant: str) -> None:
    data = copy.deepcopy(_state_dict())
    edit(data)
    with pytest.raises(ValueError, match=invariant):
        GAME.state_from_dict(data)


def test_a_type_error_is_named_before_any_invariant() -> None:
    data = _state_dict()
    data["round"] = "two"
    with pytest.raises(ValueError, match=r"\$\.round"):
        GAME.state_from_dict(data)
