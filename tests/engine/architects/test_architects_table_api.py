"""The API tables use (engine.core.game): revealed, decision, round, why_not, events, view."""

from __future__ import annotations

import re
import sys
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from architects_scenarios import GAME, RICH, end_cause, play, playout, set_at, set_player, turn_of

from engine.architects import decisions, events
from engine.architects.content import BUILDINGS
from engine.architects.moves import Build, Done, Hire, Place
from engine.architects.placing import PLACES
from engine.architects.state import Pending, State, replace
from engine.core.decision import Decision
from engine.core.events import MADE, Event
from engine.core.game import Refusal
from engine.core.moves import Move


def test_revealed_when_a_card_is_drawn_or_a_building_shown() -> None:
    s, seat = turn_of(3, 1)
    assert not GAME.revealed(s, play(s, Place("quarry")))
    assert GAME.revealed(s, play(s, Place("workshop", "plans")))  # draws a building card
    card = next(c for c, b in BUILDINGS.items() if not b.skills and not b.promo and b.now == "gain")
    s = set_player(s, seat, hand=(card,), **RICH)
    guildhall = play(s, Place("guildhall"))
    assert Build(card) in GAME.legal_moves(guildhall)
    built = play(guildhall, Build(card))
    assert GAME.revealed(guildhall, built)  # the card left a hidden hand


# -- events -----------------------------------------------------------------------------------------


def _event_table() -> set[str]:
    return set(re.findall(r"^\| ([a-z_]+) \|", events.__doc__ or "", re.M)) - {"kind"}


def test_every_event_kind_is_documented_and_emitted_somewhere() -> None:
    root = Path(events.__file__).parent
    emitted = {k for f in root.glob("*.py") for k in re.findall(r'emit\(\("([a-z_]+)"', f.read_text())}
    assert emitted == _event_table()


def test_the_events_made_at_import_are_documented_and_shared() -> None:
    """`events.common_events`: documented kinds only, each made once at import (`MADE`), and the events a
    game's moves make are those very objects when their keys are among them."""
    common = events.common_events()
    assert {key[0] for key in common} <= _event_table()
    assert all(MADE[key] == Event(*key) for key in common)
    s, seat = turn_of(3, 1)
    s = play(s, Place("quarry"))
    assert s.events[0] is MADE["place", seat, "quarry", 1] and s.events[1] is MADE["gain", seat, "stone", 1]


def test_a_placement_says_where_and_what_it_gave() -> None:
    s, seat = turn_of(3, 1)
    s = play(s, Place("quarry"))
    assert s.events == (Event("place", seat, "quarry", 1), Event("gain", seat, "stone", 1))


def test_the_tax_stand() -> None:
    s, seat = turn_of(3, 1)
    s = play(s, Place("tax_stand"))
    assert s.events == (
        Event("place", seat, "tax_stand", 1),
        Event("tax_taken", seat, "", 4),
        Event("virtue", seat, "", -2),
    )


def test_a_new_game_has_no_events_and_the_last_state_says_why_it_ended() -> None:
    s = GAME.new_game(["A", "B"], 5)
    assert s.events == ()
    *_, (last, _) = playout(2, 5)
    assert last.events[-1] == Event("game_over", -1, end_cause(last), 0)


@pytest.mark.parametrize(
    ("n", "seed", "options"),
    [(2, 3, {}), (3, 4, {"variable_setup": True}), (5, 6, {"promos": True, "starting_apprentice": True})],
)
def test_events_account_for_every_change_and_name_no_hidden_card(n: int, seed: int, options: dict[str, bool]) -> None:
    """Summing a move's events gives exactly how each seat's goods, silver, virtue, debts, supply and
    Prison changed; and a card an event names is one everybody sees (a constructed building)."""
    before = None
    for s, _ in playout(n, seed, options):
        if before is not None:
            change: Counter[tuple[int, str]] = Counter()
            for e in s.events:
                for key, amount in _effects(e):
                    change[(_whose(e), key)] += amount
                if re.fullmatch(r"b\d+", e.a):
                    assert int(e.a[1:]) in {c for p in s.players for c in p.built}, e
            for seat, (p, q) in enumerate(zip(before.players, s.players, strict=True)):
                for key in ("silver", "clay", "wood", "stone", "gold", "marble", "virtue", "debts", "supply", "prison"):
                    assert getattr(q, key) - getattr(p, key) == change[(seat, key)], (seat, key, s.events)
        before = s


def _effects(e: Event) -> tuple[tuple[str, int], ...]:
    """How the event changes the seat it concerns."""
    if e.kind == "place":  # n says where (a count, a spot, a space): one worker leaves the supply
        return (("supply", -1),)
    if e.kind in ("gain", "pay"):
        return ((e.a, e.n if e.kind == "gain" else -e.n),)
    if e.kind == "capture" and e.a.endswith(f":{e.seat}"):  # own workers back to the supply
        return (("supply", e.n),)
    if e.kind == "reclaim" and e.a == "prison":
        return (("supply", 1), ("prison", -1))
    return tuple((key, sign * e.n) for key, sign in _EFFECTS.get(e.kind, ()))


def _whose(e: Event) -> int:
    return int(e.a) if e.kind == "imprison" else e.seat


_EFFECTS: dict[str, tuple[tuple[str, int], ...]] = {
    "tax_paid": (("silver", -1),),
    "tax_taken": (("silver", 1),),
    "virtue": (("virtue", 1),),
    "debt": (("debts", 1),),
    "debt_paid": (("debts", -1),),
    "debt_destroyed": (("debts", -1),),
    "release": (("supply", 1), ("prison", -1)),
    "rescue": (("supply", 1),),
    "reclaim": (("supply", 1),),
    "imprison": (("prison", 1),),
    "to_prison": (("prison", 1),),
}


# -- decision and round -----------------------------------------------------------------------------


def _doc_table(section: str) -> set[str]:
    text = (decisions.__doc__ or "").split(f"## {section}")[1].split("##")[0]
    return set(re.findall(r"^\| ([a-z_]+) \|", text, re.M)) - {"kind", "reason"}


def test_the_draft_then_the_first_placement() -> None:
    s = GAME.new_game(["A", "B", "C"], 1)
    first = s.first
    assert GAME.decision(s) == Decision("draft", first, "", first) and GAME.round(s) == 1
    s, seat = turn_of(3, 1)
    assert GAME.decision(s) == Decision("place", seat, "", seat) and GAME.round(s) == 1


def test_the_round_counts_turn_cycles_from_the_first_player() -> None:
    s, _ = turn_of(3, 1)
    seen = [GAME.round(s)]
    for _ in range(7):  # three players: turns 1-3 are cycle 1, 4-6 cycle 2, 7 starts cycle 3
        s = play(s, Place("quarry"))
        seen.append(GAME.round(s))
    assert seen == [1, 1, 1, 2, 2, 2, 3, 3]


def test_location_steps_name_their_location() -> None:
    s, seat = turn_of(3, 1, **RICH)
    assert GAME.decision(play(s, Place("storehouse"))) == Decision("storehouse_trade", seat, "storehouse", seat)
    jailed = set_player(s, seat, prison=1, supply=s.players[seat].supply - 1)
    assert GAME.decision(play(jailed, Place("guardhouse"))) == Decision("guardhouse", seat, "guardhouse", seat)
    assert GAME.decision(play(s, Place("workshop", "hire"))) == Decision("hire", seat, "workshop", seat)
    assert GAME.decision(play(s, Place("black_market", "b_hire"))) == Decision("hire_free", seat, "black_market", seat)
    assert GAME.decision(play(s, Place("black_market", "b_draw"))) == Decision("keep_card", seat, "black_market", seat)
    other = (seat + 1) % 3
    s = set_at(s, "quarry", other, 2)
    assert GAME.decision(play(s, Place("town_centre"))) == Decision("town_capture", seat, "town_centre", seat)


def _built(s: State, seat: int, card: int) -> State:
    """`seat` constructs `card` (and keeps a second card in hand)."""
    s = set_player(s, seat, hand=(card, 1), **RICH, apprentices=(13,))  # the Labourer has every skill
    return play(s, Place("guildhall"), Build(card))


@pytest.mark.parametrize(
    ("card", "kind"), [(4, "hire_free"), (8, "choose_option"), (14, "free_capture"), (31, "library_discard")]
)
def test_a_buildings_decision_names_the_building(card: int, kind: str) -> None:
    s, seat = turn_of(3, 1)
    s = _built(set_at(s, "quarry", (seat + 1) % 3, 1), seat, card)  # (a worker to capture)
    assert GAME.decision(s) == Decision(kind, seat, f"b{card}", seat)


def test_an_apprentice_dropped_for_a_hire_names_the_one_hired() -> None:
    s, seat = turn_of(3, 1, **RICH)
    s = set_player(s, seat, apprentices=(1, 2, 3, 6, 7))
    s = play(s, Place("black_market", "b_hire"))
    slot = next(i for i, a in enumerate(s.display) if a >= 0)
    s = play(s, Hire(slot))
    assert GAME.decision(s) == Decision("drop_apprentice", seat, f"a{s.display[slot]}", seat)


def test_every_decision_kind_is_documented() -> None:
    kinds = {kind for kind, _ in decisions._FIXED.values()} | set(decisions._BY_BUILDING.values())
    kinds |= {"hire", "hire_free", "drop_apprentice", "drop_apprentice_building", "choose_option"}
    assert kinds == _doc_table("Decisions")


def test_no_decision_when_over() -> None:
    *_, (last, _) = playout(2, 5)
    assert GAME.decision(last) is None


# -- why_not ----------------------------------------------------------------------------------------


def _why(s: State, move: Move, seat: int | None = None) -> Refusal:
    r = GAME.why_not_detail(s, move, seat)
    assert GAME.why_not(s, move, seat) == r.reason
    return r


def test_the_turn_and_the_step() -> None:
    s, seat = turn_of(3, 1)
    assert _why(s, Place("quarry")) == Refusal("")
    assert _why(s, Place("quarry"), seat=(seat + 1) % 3).reason == "not_your_decision"
    assert _why(s, Done()).reason == "not_offered"
    store = play(set_player(s, seat, **RICH), Place("storehouse"))
    assert _why(store, Place("quarry")).reason == "no_placement_now"
    reclaim = replace(s, pending=(Pending("reclaim", seat),))
    assert _why(reclaim, Place("quarry")).reason == "must_reclaim"
    assert _why(set_player(s, seat, supply=0), Place("quarry")).reason == "no_worker"
    *_, (last, _) = playout(2, 5)
    assert _why(last, Place("quarry")).reason == "game_over"


def test_locations_and_their_conditions() -> None:
    s, seat = turn_of(3, 1)
    assert _why(s, Place("moon")) == Refusal("not_a_location", subject="moon")
    assert _why(s, Place("mines", "silver")).reason == "not_a_location"
    assert _why(s, Place("mines", "gold")) == Refusal("needs_mines_worker", 1, "mines")
    assert _why(set_at(s, "mines", seat, 1), Place("mines", "gold")).reason == ""
    assert _why(replace(s, tax=0), Place("tax_stand")) == Refusal("tax_stand_empty", subject="tax_stand")
    assert _why(s, Place("guildhall")) == Refusal("cannot_build_or_advance", subject="guildhall")


def test_hiring_at_the_workshop() -> None:
    s, seat = turn_of(3, 1, silver=0)
    assert _why(s, Place("workshop", "hire")) == Refusal("not_enough_silver", 4, "workshop")  # 2 silver + 2 tax
    assert _why(set_player(s, seat, silver=4), Place("workshop", "hire")).reason == ""
    empty = replace(s, display=(-1,) * 8)
    assert _why(empty, Place("workshop", "hire")) == Refusal("no_apprentice", subject="workshop")


def test_the_black_market() -> None:
    s, seat = turn_of(3, 1, silver=5)
    assert _why(s, Place("black_market", "c")).reason == ""
    assert _why(set_player(s, seat, virtue=10), Place("black_market", "a")) == Refusal(
        "virtue_too_high", 10, "black_market"
    )
    taken = replace(s, market_spots=(-1, -1, (seat + 1) % 3))
    assert _why(taken, Place("black_market", "c")) == Refusal("market_spot_taken", subject="black_market")
    assert _why(set_player(s, seat, silver=1), Place("black_market", "c")) == Refusal(
        "not_enough_silver", 3, "black_market"
    )
    assert _why(replace(s, display=(-1,) * 8), Place("black_market", "b_hire")).reason == "no_apprentice"
    assert _why(replace(s, building_deck=()), Place("black_market", "b_draw")).reason == "building_deck_empty"


def test_every_reason_is_documented() -> None:
    code = "\n".join(Path(decisions.__file__).read_text().split('"""')[2:])
    assert set(re.findall(r'Refusal\("([a-z_]+)"', code)) == _doc_table("Refusals")


_CANDIDATES = [*PLACES.values(), Place("moon"), Place("mines", "silver"), Place("black_market", "")]


@pytest.mark.parametrize(
    ("n", "seed", "options"),
    [(2, 1, {}), (3, 2, {"variable_setup": True}), (4, 3, {"promos": True}), (5, 4, {"starting_apprentice": True})],
)
def test_why_not_is_empty_exactly_for_legal_moves(n: int, seed: int, options: dict[str, bool]) -> None:
    kinds = _doc_table("Decisions")
    for s, _ in playout(n, seed, options):
        if GAME.is_over(s):
            break
        legal = GAME.legal_moves(s)
        d = GAME.decision(s)
        assert d is not None and d.kind in kinds and d.seat == GAME.current_player(s)
        for m in (*_CANDIDATES, *legal):
            assert (GAME.why_not(s, m) == "") == (m in legal), (m, GAME.why_not(s, m))


# -- view -------------------------------------------------------------------------------------------


def test_every_view_key_is_documented() -> None:
    from engine.architects import view

    doc = view.__doc__ or ""
    s, seat = turn_of(3, 1)
    s = play(s, Place("quarry"))
    v = GAME.view(s, seat)
    rows = re.findall(r"^\| ([a-z_, ]+) \|", doc, re.M)
    assert set(v) == {k.strip() for row in rows for k in row.split(",")} - {"key"}
    assert all(k in doc for k in v["players"][0])
    d = GAME.decision(s)
    assert d is not None and v["decision"] == d.to_dict()
    assert v["round"] == GAME.round(s)
    assert v["events"] == [{"kind": e.kind, "seat": e.seat, "a": e.a, "n": e.n} for e in s.events]


def test_threads_never_mix_their_events() -> None:
    """Events are collected one move at a time: games played in four threads at once record exactly
    the events they record alone."""

    def game_events(seed: int) -> list[tuple[Event, ...]]:
        return [s.events for s, _ in playout(3, seed)]

    alone = {seed: game_events(seed) for seed in range(20, 28)}
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # threads take turns all the time
    try:
        with ThreadPoolExecutor(4) as pool:
            together = dict(zip(alone, pool.map(game_events, alone), strict=True))
    finally:
        sys.setswitchinterval(interval)
    assert together == alone
