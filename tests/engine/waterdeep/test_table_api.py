"""The API tables use (engine.core.game): revealed, decision, round, why_not, events, view."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import waterdeep_scenarios as ws

from engine.core.bots import RandomBot
from engine.core.decision import Decision
from engine.core.events import Event
from engine.core.game import Refusal
from engine.waterdeep import decisions, state
from engine.waterdeep.board import BASIC, LOTS
from engine.waterdeep.content import load
from engine.waterdeep.moves import Answer, ChooseOpponent, EndTurn, Place, PlayIntrigue
from engine.waterdeep.state import Occ, State, Task
from engine.waterdeep.work import Work

G = ws.G


def _table(section: str) -> set[str]:
    """The ids in the first column of a table in the `engine.waterdeep.decisions` docstring."""
    text = (decisions.__doc__ or "").split(f"## {section}")[1].split("##")[0]
    return set(re.findall(r"^\| ([a-z_]+) \|", text, re.M)) - {"kind", "reason"}


# -- revealed ---------------------------------------------------------------------------------------


def test_revealed_when_a_card_is_drawn_or_shown() -> None:
    s = ws.solo()
    assert not G.revealed(s, ws.play(s, Place("shop")))
    assert G.revealed(s, ws.play(s, Place("castle")))  # draws an intrigue card
    card = ws.intrigue_where(effect="call_adventurers")
    s = ws.set_intrigue(ws.clean(), 0, card, ws.intrigue_where(effect="bidding_war"))  # two: a real choice
    harbor = ws.play(s, Place("harbor1"))
    assert G.revealed(harbor, ws.play(harbor, PlayIntrigue(card)))  # a hidden card is shown


# -- decision and round -----------------------------------------------------------------------------


def test_every_decision_kind_is_documented() -> None:
    assert set(decisions.KINDS.values()) | {"discard_quest_optional"} == _table("Decisions")


def test_placing_an_agent() -> None:
    s = G.new_game(["Ann", "Bob", "Cy"], 2)
    seat = G.current_player(s)
    assert seat is not None
    assert G.decision(s) == Decision("place", seat, "", seat)
    assert G.round(s) == 1


def test_an_adventurer_pick_belongs_to_the_space_the_agent_took() -> None:
    cask = ws.building_where(action__pick="cfrw", action__gain=ws.res(f=1))
    s = ws.put_building(ws.solo(), cask, 1)
    s = ws.play(s, Place(cask))
    assert G.decision(s) == Decision("pick_gain", 0, cask, 0)


def test_an_owner_benefit_belongs_to_the_owners_building_on_the_visitors_turn() -> None:
    court = ws.building_where(owner__pick="fw")
    s = ws.put_building(ws.clean(), court, 1)
    s = ws.play(s, Place(court))
    assert G.decision(s) == Decision("pick_owner", 1, court, 0)


def test_an_offer_is_answered_on_the_players_turn() -> None:
    card = ws.intrigue_where(effect="offer", cube="r")
    s = ws.with_player(ws.set_intrigue(ws.clean(), 0, card), 1, res=ws.res(r=3))
    s = ws.play(s, Place("harbor1"))
    assert ws.pending(s) == ("offer", 1, card)
    assert G.decision(s) == Decision("offer", 1, card, 0)


def test_a_choice_of_opponent_is_about_the_card() -> None:
    card = ws.intrigue_where(effect="gift", cube="f")
    s = ws.play(ws.set_intrigue(ws.clean(), 0, card), Place("harbor1"))
    d = G.decision(s)
    assert d == Decision("choose_opponent", 0, card, 0)
    assert ChooseOpponent(1) in G.legal_moves(s)


def test_the_round_start_adventurer_is_nobodys_turn_but_the_choosers() -> None:
    s = ws.with_state(
        ws.clean(),
        tasks=(
            Task("pick", 2, "luck", 1, tuple("cfrw")),
            Task("place", 1, "amb"),
            Task("complete", 1),
            Task("end_turn", 1, "amb"),
            Task("next_turn", -1, "", 0),
        ),
    )
    assert G.decision(s) == Decision("pick_round_start", 2, "", 2)
    s = ws.with_state(s, tasks=s.tasks[1:])
    assert G.decision(s) == Decision("place_ambassador", 1, "", 1)


def test_no_decision_and_round_eight_when_over() -> None:
    s = G.new_game(["Ann", "Bob"], 3)
    s, _ = G.ai.playout(s, 3)
    assert G.decision(s) is None and G.round(s) == 8


# -- why_not ----------------------------------------------------------------------------------------


def _why(s: State, move: Place, seat: int | None = None) -> Refusal:
    r = G.why_not_detail(s, move, seat)
    assert G.why_not(s, move, seat) == r.reason
    return r


def test_a_legal_placement_has_no_reason() -> None:
    s = ws.solo()
    assert _why(s, Place("shop")) == Refusal("") and not Refusal("")


def test_game_over_and_not_your_decision() -> None:
    s = ws.solo()
    assert _why(s, Place("shop"), seat=1).reason == "not_your_decision"
    assert _why(s, Place("shop"), seat=0).reason == ""
    over, _ = G.ai.playout(G.new_game(["Ann", "Bob"], 3), 3)
    assert _why(over, Place("shop")).reason == "game_over"


def test_not_offered_and_no_placement_now() -> None:
    s = ws.solo()
    assert G.why_not(s, EndTurn()) == "not_offered"
    s = ws.with_state(s, tasks=(Task("complete", 0), Task("end_turn", 0)))
    assert ws.pending(s)[0] == "complete"
    assert G.why_not(s, EndTurn()) == ""
    assert G.why_not(s, Answer(True)) == "not_offered"
    assert _why(s, Place("tower")).reason == "no_placement_now"


def test_piece_not_available() -> None:
    s = ws.solo()
    assert _why(s, Place("shop", "lieutenant")) == Refusal("piece_not_available", subject="lieutenant")
    assert _why(s, Place("shop", "ambassador")).reason == "piece_not_available"


def test_not_a_space_and_space_taken() -> None:
    s = ws.occupy(ws.clean(), "tower", 1)
    assert _why(s, Place("nowhere")) == Refusal("not_a_space", subject="nowhere")
    assert _why(s, Place(ws.building_where(action__special="copy_occupied"))).reason == "not_a_space"  # not built
    assert _why(s, Place("tower")) == Refusal("space_taken", subject="tower")


def test_the_orb_joins_an_opponent_once_a_round() -> None:
    s = ws.with_plot(ws.occupy(ws.clean(), "tower", 1), 0, "orb")
    assert _why(s, Place("tower")).reason == ""
    assert _why(ws.with_player(s, 0, orb_used=True), Place("tower")).reason == "space_taken"


def test_the_harbor_needs_a_playable_card_and_never_takes_a_reassigned_agent() -> None:
    s = ws.solo()
    assert _why(s, Place("harbor2")) == Refusal("no_playable_intrigue", subject="harbor2")
    card = ws.intrigue_where(effect="gift", cube="f")
    s = ws.set_intrigue(s, 0, card)
    assert _why(s, Place("harbor2")).reason == ""
    s = ws.with_state(
        s,
        phase="harbor",
        tasks=(Task("place", 0, "reassign", 0, ("agent",)), Task("complete", 0), Task("end_turn", 0)),
    )
    assert _why(s, Place("harbor2")).reason == "harbor_no_reassign"


def test_a_sampled_agent_goes_to_a_hall_tile() -> None:
    card = ws.intrigue_where(effect="sample_wares")
    tiles = [b for b in load().buildings if not load().buildings[b].action.pay_gold][:3]
    s = ws.set_hall(ws.set_intrigue(ws.solo(), 0, card, ws.intrigue_where(effect="bidding_war")), *tiles)
    s = ws.play(s, Place("harbor1"), PlayIntrigue(card))
    assert ws.pending(s) == ("place", 0, "sample")
    assert G.decision(s) == Decision("place_hall_tile", 0, "", 0)
    assert _why(s, Place("shop")) == Refusal("sample_hall_only", subject="shop")
    assert _why(s, Place(tiles[0])).reason == ""


def test_builders_hall_needs_a_lot_and_the_price() -> None:
    s = ws.solo()
    cheapest = min(load().buildings[t.building].cost for t in s.hall)
    assert _why(s, Place("builders")) == Refusal("cannot_afford_building", cheapest, "builders")
    s = ws.with_player(s, 0, res=ws.res(g=20))
    assert _why(s, Place("builders")).reason == ""
    hall = {t.building for t in s.hall}
    for b in [b for b in load().buildings if b not in hall][:LOTS]:
        s = ws.put_building(s, b, 1)
    assert _why(s, Place("builders")).reason == "no_free_lot"


def test_buildings_that_cost_something() -> None:
    marvels = ws.building_where(action__pay_gold=2, action__pick="cw")
    scales = ws.building_where(action__pay_any=2)
    spire = ws.building_where(action__special="copy_occupied")
    s = ws.clean()
    for b in (marvels, scales, spire):
        s = ws.put_building(s, b, 1)
    assert _why(s, Place(marvels)) == Refusal("needs_gold", 2, marvels)
    assert _why(s, Place(scales)) == Refusal("needs_adventurers", 2, scales)
    assert _why(s, Place(spire)) == Refusal("nothing_to_copy", subject=spire)
    s = ws.with_player(ws.occupy(ws.with_player(s, 0, res=ws.res(g=2, c=2)), "shop", 1), 0, res=ws.res(g=2, c=2))
    assert [_why(s, Place(b)).reason for b in (marvels, scales, spire)] == ["", "", ""]


def test_not_now_is_the_fallback_of_a_building_without_conditions() -> None:
    plain = ws.building_where(action__gain=ws.res(w=1), action__vp=0, action__pick="", owner__gain=ws.res())
    w = Work(ws.put_building(ws.solo(), plain, 1))
    assert decisions._action_refusal(w, 0, plain) == Refusal("not_now", subject=plain)


def test_every_reason_is_documented() -> None:
    documented = _table("Refusals")
    assert {"game_over", "not_your_decision", "not_offered", "not_now"} <= documented
    for name in ("place_refusal", "_action_refusal", "placement_refusal"):
        code = decisions.__dict__[name].__code__
        found = {c for c in code.co_consts if isinstance(c, str) and re.fullmatch(r"[a-z]+(_[a-z]+)+", c)}
        assert found - {"reassign", "amb", "now", "sample", "ambassador", "agent"} <= documented, name


# -- the property: why_not is '' exactly for the legal moves ------------------------------------------

_CANDIDATES = [
    Place(space, piece)
    for space in [*BASIC, *load().buildings, "nowhere"]
    for piece in ("agent", "lieutenant", "ambassador")
]


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 5), (4, 11), (5, 29)])
def test_why_not_is_empty_exactly_for_legal_moves(players: int, seed: int) -> None:
    s = G.new_game([f"P{i}" for i in range(players)], seed)
    bot = RandomBot(seed)
    kinds = _table("Decisions")
    while not G.is_over(s):
        legal = G.legal_moves(s)
        d = G.decision(s)
        assert d is not None and d.kind in kinds and d.seat == G.current_player(s)
        assert 0 <= d.on_turn_of < players
        for m in _CANDIDATES if s.tasks[0].kind == "place" else (*_CANDIDATES[:6], *legal):
            assert (G.why_not(s, m) == "") == (m in legal), (m, G.why_not(s, m))
        s = G.apply(s, bot.choose(G, s))
    assert G.why_not(s, _CANDIDATES[0]) == "game_over"


def test_quest_decisions_name_their_quest() -> None:
    garden = ws.building_where(action__special="garden_quest")
    q = ws.quest_where(plot="orb")
    assert G.decision(ws.with_state(ws.solo(), tasks=(Task("heroes", 0, q), Task("end_turn", 0)))) == Decision(
        "complete_now", 0, q, 0
    )
    s = ws.with_state(ws.put_building(ws.solo(), garden, 1), occ=(Occ(garden, 0, "agent"),))
    s = ws.with_player(s, 0, pool=s.players[0].pool - 1)
    s = ws.with_state(s, tasks=(Task("inn_quest", 0, "heroes"), *s.tasks[1:]))
    assert G.decision(s) == Decision("take_quest_garden", 0, garden, 0)


# -- events -----------------------------------------------------------------------------------------


def test_every_event_kind_is_documented() -> None:
    root = Path(state.__file__).parent
    emitted = {k for f in root.glob("*.py") for k in re.findall(r'event\("([a-z_]+)"', f.read_text())}
    documented = set(re.findall(r"^\| ([a-z_]+) \|", state.__doc__ or "", re.M)) - {"kind"}
    assert emitted == documented


def test_the_last_state_says_the_game_is_over() -> None:
    over, _ = G.ai.playout(G.new_game(["Ann", "Bob"], 3), 3)
    assert over.events[-2:] == (Event("round_end", -1, "", 8), Event("game_over"))


# -- view -------------------------------------------------------------------------------------------


def _documented_keys(doc: str) -> set[str]:
    rows = re.findall(r"^\| ([a-z_, ]+) \|", doc, re.M)
    return {k.strip() for row in rows for k in row.split(",")} - {"key"}


def test_every_view_key_is_documented() -> None:
    from engine.waterdeep import view

    doc = view.__doc__ or ""
    s = ws.play(ws.solo(), Place("shop"))
    v = G.view(s, 0)
    assert set(v) == _documented_keys(doc)
    player_keys = set(v["players"][0])
    assert all(k in doc for k in player_keys)
    d = G.decision(s)
    assert d is not None and v["decision"] == d.to_dict()
    assert v["events"] == [{"kind": e.kind, "seat": e.seat, "a": e.a, "n": e.n} for e in s.events]


def test_the_view_shows_own_secrets_and_every_lord_once_over() -> None:
    s = ws.start(3, 2)
    v = G.view(s, 1)
    assert [p["lord"] for p in v["players"]] == [None, s.players[1].lord, None]
    assert [p["intrigue"] for p in v["players"]] == [None, list(s.players[1].intrigue), None]
    assert all(p["lord"] is None for p in G.view(s, None)["players"])
    over, _ = G.ai.playout(s, 2)
    assert [p["lord"] for p in G.view(over, None)["players"]] == [p.lord for p in over.players]
    assert all(p["intrigue"] is None for p in G.view(over, None)["players"])
