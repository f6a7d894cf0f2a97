"""Seed 'Preparation (Setup)' steps 1-13 and the hidden building draft."""

from __future__ import annotations

import pytest
from architects_scenarios import GAME, after_draft, check_invariants, names

from engine.architects.content import C
from engine.architects.moves import Draft, Hire
from engine.architects.state import WORKERS


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup_20_workers_virtue_7_and_silver_3_4_5_6_7_by_seat(n: int) -> None:
    """Each player takes 20 workers, virtue 7; the starting player 3 silver, the 2nd 4, and so on."""
    s = GAME.new_game(names(n), 11, {})
    for k in range(n):
        p = s.players[(s.first + k) % n]
        assert p.silver == 3 + k
        assert p.virtue == 7
        assert p.supply == WORKERS
        assert p.cathedral == 0 and p.debts == 0 and p.apprentices == ()
    check_invariants(s)


def test_random_starting_player() -> None:
    """Randomly choose a starting player: every seat starts in some seed."""
    firsts = {GAME.new_game(names(4), seed, {}).first for seed in range(40)}
    assert firsts == {0, 1, 2, 3}


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup_tax_stand_4_apprentices_8_market_small_side_rewards_2_per_player_plus_1(n: int) -> None:
    """4 silver above the Tax Stand; 8 face-up apprentices (4x2); Black Market pile Small side up;
    a reward pile of 2 per player + 1."""
    s = GAME.new_game(names(n), 3, {})
    assert s.tax == 4
    assert len(s.display) == 8 and all(a >= 0 for a in s.display)
    assert len(s.apprentice_deck) == 32
    assert len(s.market_pile) == 10 and s.market_large == -1
    assert len(s.reward_pile) == 2 * n + 1
    assert len(s.reward_pile) + len(s.reward_box) == 11
    assert sorted(s.market_pile) == sorted(C.market)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_draft_deals_4_keep_1_pass_left_last_2_keep_1_other_to_bottom(n: int) -> None:
    """Deal 4 cards each; keep 1 and pass left; of the last 2 keep 1, the other to the deck bottom; 3 each."""
    s = GAME.new_game(names(n), 5, {})
    assert all(len(h) == 4 for h in s.draft)
    first_hands = s.draft
    deck_before = s.building_deck
    # round 1: every player keeps the first card of their hand
    for k in range(n):
        seat = (s.first + k) % n
        assert GAME.current_player(s) == seat
        s = GAME.apply(s, Draft(s.draft[seat][0]))
    for seat in range(n):
        # what seat received is the rest of the hand on its right (passed to the left)
        assert s.draft[seat] == first_hands[(seat - 1) % n][1:]
        assert s.players[seat].hand == (first_hands[seat][0],)
    leftovers = []
    for _round in range(2):
        for k in range(n):
            seat = (s.first + k) % n
            if len(s.draft[seat]) == 2:
                leftovers.append(s.draft[seat][1])
            s = GAME.apply(s, Draft(s.draft[seat][0]))
    assert all(len(p.hand) == 3 for p in s.players)
    assert s.building_deck == deck_before + tuple(leftovers)
    assert s.pending[-1].kind == "place"
    assert GAME.current_player(s) == s.first
    check_invariants(s)


def test_no_starting_apprentice_by_default() -> None:
    s = after_draft(3, 1)
    assert all(p.apprentices == () for p in s.players)


def test_starting_apprentice_option_reverse_turn_order_refill_after() -> None:
    s = after_draft(3, 1, starting_apprentice=True)
    order = []
    while s.pending[-1].kind == "start_apprentice":
        seat = GAME.current_player(s)
        order.append(seat)
        slot = next(i for i, a in enumerate(s.display) if a >= 0)
        s = GAME.apply(s, Hire(slot))
        if s.pending[-1].kind == "start_apprentice":
            assert s.display[slot] == -1  # no refill until everyone has chosen
    assert order == [(s.first - k) % 3 for k in range(1, 4)]
    assert all(len(p.apprentices) == 1 for p in s.players)
    assert all(a >= 0 for a in s.display)
    check_invariants(s)


def test_variable_setup_characters_replace_silver_and_virtue() -> None:
    s = GAME.new_game(names(4), 8, {"variable_setup": True})
    chars = [p.character for p in s.players]
    assert len(set(chars)) == 4 and all(c >= 0 for c in chars)
    for p in s.players:
        ch = C.characters[p.character]
        assert (p.silver, p.virtue, p.prison) == (ch.silver, ch.virtue, ch.prison)
        assert p.supply == WORKERS - ch.prison
        assert p.debts == ch.debts
    best = max(range(4), key=lambda i: s.players[i].virtue)
    assert s.first == best
    check_invariants(s)


def test_variable_setup_extra_cards_after_draft() -> None:
    for seed in range(30):
        s = after_draft(3, seed, variable_setup=True)
        for p in s.players:
            assert len(p.hand) == 3 + C.characters[p.character].cards


def test_promos_off_by_default_and_on_by_option() -> None:
    s = GAME.new_game(names(2), 1, {})
    every = set(s.building_deck) | {c for h in s.draft for c in h}
    assert max(every) == 40
    assert max(set(s.apprentice_deck) | set(s.display)) == 40
    s = GAME.new_game(names(2), 1, {"promos": True})
    every = set(s.building_deck) | {c for h in s.draft for c in h}
    assert every == set(range(1, 44))
