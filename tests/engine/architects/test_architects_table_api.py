"""The API tables use (engine.core.game): revealed, decision, round, why_not, events, view."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from architects_scenarios import GAME, RICH, end_cause, play, playout, set_player, turn_of

from engine.architects import events
from engine.architects.content import BUILDINGS
from engine.architects.moves import Build, Place
from engine.core.events import Event


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
