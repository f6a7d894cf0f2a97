"""Engine API contract: setup validation, hidden information, illegal moves, CLI and records."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from architects_scenarios import GAME, after_draft, names, playout

from engine.architects.moves import CODEC, Build, Done, Draft, Place
from engine.core.errors import IllegalMove
from engine.core.registry import get_game

ROOT = Path(__file__).resolve().parents[3]


def test_registered_with_title_and_player_counts() -> None:
    g = get_game("architects")
    assert g.title == "Architects of the West Kingdom"
    assert (g.min_players, g.max_players) == (2, 5)
    assert g.codec is CODEC


@pytest.mark.parametrize("n", [1, 6])
def test_wrong_player_count_is_rejected(n: int) -> None:
    with pytest.raises(ValueError):
        GAME.new_game(names(n), 1, {})


def test_unknown_or_non_bool_option_is_rejected() -> None:
    with pytest.raises(ValueError):
        GAME.new_game(names(3), 1, {"expansion": True})
    with pytest.raises(ValueError):
        GAME.new_game(names(3), 1, {"promos": 1})


def test_options_default_off_and_round_trip() -> None:
    s = GAME.new_game(names(3), 1, {})
    assert GAME.options_of(s) == {}
    s = GAME.new_game(names(3), 1, {"promos": True, "starting_apprentice": False})
    assert GAME.options_of(s) == {"promos": True}
    assert GAME.seed_of(s) == 1
    assert GAME.players(s) == ("P1", "P2", "P3")


def test_same_seed_same_game_and_different_seed_differs() -> None:
    a = GAME.new_game(names(4), 5, {})
    b = GAME.new_game(names(4), 5, {})
    c = GAME.new_game(names(4), 6, {})
    assert a == b
    assert a != c


def test_illegal_move_raises_and_leaves_state_unchanged() -> None:
    s = after_draft(3, 2)
    before = GAME.state_to_dict(s)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Build(1))
    assert err.value.reason == "not_legal"
    assert err.value.message
    with pytest.raises(IllegalMove):
        GAME.apply(s, Place("nowhere"))
    with pytest.raises(IllegalMove):
        GAME.apply(s, Done())
    assert GAME.state_to_dict(s) == before


def test_moves_round_trip_through_codec() -> None:
    s = after_draft(3, 2)
    for m in GAME.legal_moves(s):
        assert CODEC.from_dict(m.to_dict()) == m
        assert m.text()


def test_codec_rejects_bad_move_dicts() -> None:
    with pytest.raises(ValueError):
        CODEC.from_dict({"type": "fly"})
    with pytest.raises(ValueError):
        CODEC.from_dict({"type": "place", "location": 3, "mode": ""})


def test_game_over_state_refuses_moves() -> None:
    last = None
    for s, _ in playout(2, 3):
        last = s
    assert last is not None and GAME.is_over(last)
    assert GAME.legal_moves(last) == ()
    assert GAME.current_player(last) is None
    with pytest.raises(IllegalMove):
        GAME.apply(last, Done())
    assert GAME.progress(last) == 1.0


def _hidden_ids(s, seat):  # type: ignore[no-untyped-def]
    ids = set(s.building_deck)
    for i, p in enumerate(s.players):
        if i != seat:
            ids |= set(p.hand) | set(s.draft[i])
    for pend in s.pending:
        if pend.kind == "keep" and pend.seat != seat:
            ids |= set(pend.cards)
    return ids


@pytest.mark.parametrize(("n", "options"), [(2, {}), (3, {}), (4, {}), (5, {}), (3, {"variable_setup": True})])
def test_view_never_shows_other_hands_or_deck_order(n: int, options: dict[str, bool]) -> None:
    """view(state, seat) hides other players' building hands (counts only) and deck orders."""
    for s, _ in playout(n, 40 + n, options):
        for seat in [*range(n), None]:
            v = GAME.view(s, seat)
            text = json.dumps(v)
            for card in _hidden_ids(s, seat):
                assert f'"b{card}"' not in text, (seat, card)
            for i, pv in enumerate(v["players"]):
                assert pv["hand_count"] == len(s.players[i].hand)
                if i != seat:
                    assert pv["hand"] is None
            assert "rng" not in text
            assert "apprentice_deck" not in v


def test_draft_is_hidden_each_player_sees_only_own_hand() -> None:
    """The draft is a real hidden-information phase: each player sees only their own hand."""
    s = GAME.new_game(names(4), 9, {})
    seat = GAME.current_player(s)
    assert seat == s.first
    v = GAME.view(s, seat)
    assert v["players"][seat]["draft_hand"] == [f"b{c}" for c in s.draft[seat]]
    for i in range(4):
        if i != seat:
            assert v["players"][i]["draft_hand"] is None
            assert v["players"][i]["draft_count"] == 4
    s2 = GAME.apply(s, Draft(s.draft[seat][0]))
    assert GAME.current_player(s2) == (seat + 1) % 4


def test_running_scores_and_progress() -> None:
    s = after_draft(3, 1)
    assert len(GAME.running_scores(s)) == 3
    assert GAME.progress(s) == 0.0


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engine", *args], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def test_cli_play_then_replay_reproduces_scores(tmp_path: Path) -> None:
    rec = tmp_path / "x.json"
    played = _cli("play", "--game", "architects", "--players", "3", "--seed", "7", "--record", str(rec))
    assert played.returncode == 0, played.stderr
    replayed = _cli("replay", str(rec))
    assert replayed.returncode == 0, replayed.stderr
    assert json.loads(replayed.stdout)["scores"] == json.loads(played.stdout)["scores"]
    data = json.loads(rec.read_text())
    data["moves"][40] = {"type": "build", "card": 999}
    rec.write_text(json.dumps(data))
    bad = _cli("replay", str(rec))
    assert bad.returncode == 2
    assert len(bad.stderr.strip().splitlines()) == 1
    assert "move 40" in bad.stderr


def test_state_from_dict_checks_invariants() -> None:
    s = after_draft(3, 1)
    data = GAME.state_to_dict(s)
    data["players"][0]["supply"] = 5
    with pytest.raises(ValueError, match="workers"):
        GAME.state_from_dict(data)
    data = GAME.state_to_dict(s)
    data["players"][1]["silver"] = -1
    with pytest.raises(ValueError, match="silver"):
        GAME.state_from_dict(data)
    data = GAME.state_to_dict(s)
    data["pending"][0]["kind"] = "dance"
    with pytest.raises(ValueError, match="pending"):
        GAME.state_from_dict(data)
    data = GAME.state_to_dict(s)
    del data["tax"]
    with pytest.raises(ValueError, match="tax"):
        GAME.state_from_dict(data)


def _combined(obj: object) -> bool:
    """Whether `obj` keeps its fields in a combined dict: as big as a fresh copy made by `dict(...)` (a split
    dict, as `__init__` leaves, is smaller: its keys are the class's)."""
    return obj.__dict__.__sizeof__() == dict(obj.__dict__).__sizeof__()


def test_states_hold_combined_dicts_from_the_setup_and_a_saved_game_on() -> None:
    """The rules copy a state's and a player's fields with `dict.copy()`, which keeps a split dict split
    (slow attribute reads for the rest of the game): `new_game` and `state_from_dict` hand out combined ones."""
    start = GAME.new_game(names(3), 4, {})
    *_, (last, _) = playout(3, 4)
    for s in (start, last, GAME.state_from_dict(GAME.state_to_dict(last))):
        assert _combined(s) and all(_combined(p) for p in s.players)
    made = type(start)(**{k: getattr(start, k) for k in start.__dict__})  # by __init__: split
    assert not _combined(made)
