"""The effect numbers the engine names once (`buildings.NOW`, `scoring.END`, `content.ABILITY`,
`content.CHARACTER`; the card texts print them): every card effect has its numbers there, and the
rules apply the sheet's numbers (rules/architects.md §2.2, §3, §8, §9, §12) where the scenario tests
of the other files leave a number open (a threshold checked on one side only, a count of decisions,
an amount checked as "at least")."""

from __future__ import annotations

import dataclasses

from architects_scenarios import GAME, RICH, kind, play, set_at, set_player, turn_of

from engine.architects.buildings import NOW
from engine.architects.content import ABILITIES, ABILITY, APPRENTICES, BUILDINGS, CHARACTER, CHARACTER_ABILITIES, C
from engine.architects.moves import Build, Capture, Discard, DropApprentice, Hire, Place
from engine.architects.scoring import END, breakdown

LABOURER = 13  # all three skills
#: effects whose card states no number of the tables: goods printed on the card ("gain", a trade), or an
#: effect that only does a thing
NUMBERLESS_NOW = {"", "gain", "hire_free", "free_prison", "crane"}
NUMBERLESS_ABILITY = {"", "trade", "illusionist"}
NUMBERLESS_CHARACTER = {"therese", "frederick"}


def test_every_card_effect_has_its_numbers_in_the_engine_tables() -> None:
    """No card names an effect the tables lack (its text could not state the numbers), and the tables
    hold nothing no card has; every number is a positive whole number."""
    assert set(NOW) == {b.now for b in BUILDINGS.values()} - NUMBERLESS_NOW
    assert set(END) == {b.end for b in BUILDINGS.values()} - {""}
    assert set(ABILITY) == {a.ability for a in APPRENTICES.values()} - NUMBERLESS_ABILITY
    assert set(CHARACTER) == {c.ability for c in C.characters.values()} - NUMBERLESS_CHARACTER
    # the content's lists of known effects agree (a new effect must come with its numbers)
    assert set(ABILITY) == ABILITIES - NUMBERLESS_ABILITY
    assert set(CHARACTER) == CHARACTER_ABILITIES - NUMBERLESS_CHARACTER
    numbers = [v for t in (NOW, END, CHARACTER) for x in t.values() for v in x.values()]
    numbers += [n for _, n in ABILITY.values()]
    assert all(type(v) is int and v > 0 for v in numbers)


def test_effect_ids_that_name_a_number_agree_with_the_table() -> None:
    """ "per_3_captured", "virtue_per_2_gold"...: the number in the id is the table's `per`."""
    for effect, x in END.items():
        words = effect.split("_")
        if "per" in words and words[words.index("per") + 1].isdigit():
            assert x["per"] == int(words[words.index("per") + 1]), effect
    assert NOW["capture_1"]["n"] == 1 and NOW["capture_2"]["n"] == 2 and NOW["draw_2"]["n"] == 2


def test_conspirator_number_is_the_sheets() -> None:
    """A Conspirator takes 1 silver off each capture after the first (§9). That capture costs 1 silver,
    so the engine's clamp at 0 hides any larger number: checked here, as the card prints it."""
    assert ABILITY["conspirator"] == ("silver", 1)


# -- immediate effects ----------------------------------------------------------------------------


def _built(card: int, n: int = 3, targets: bool = False, **changes: object):  # type: ignore[no-untyped-def]
    """`card` built by the first player (its effect's decision next); with `targets`, the next seat has a
    worker at each of the Quarry, Forest and Mines to capture."""
    fields = {**RICH, "hand": (card,), "apprentices": (LABOURER,), "virtue": 7, **changes}
    s, seat = turn_of(n=n, **fields)
    if targets:
        for loc in ("quarry", "forest", "mines"):
            s = set_at(s, loc, (seat + 1) % n, 1)
    return play(s, Place("guildhall"), Build(card)), seat


def test_watchtower_spares_players_with_2_in_prison() -> None:
    """Watchtower: every player with 3 or more in the Prison loses 1 virtue; 2 are not enough."""
    s, seat = turn_of(**RICH, hand=(10,), apprentices=(LABOURER,), virtue=7)
    o = (seat + 1) % 3
    s = set_player(s, o, prison=2, supply=18)
    s = play(s, Place("guildhall"), Build(10))
    assert s.players[o].virtue == 7 and s.players[seat].virtue == 7 + BUILDINGS[10].virtue


def test_free_captures_end_after_their_number() -> None:
    """Armoury 1 free capture, Fortress 2, Barracks 1 (its capture side): targets left, the decision ends."""
    for card, captures in ((14, 1), (26, 2)):
        s, seat = _built(card, n=4, targets=True)
        o = (seat + 1) % 4
        for loc in ("quarry", "forest", "mines")[:captures]:
            assert kind(s) == "free_capture"
            s = GAME.apply(s, Capture(loc, o))
        assert kind(s) != "free_capture" and s.players[seat].captured[o] == captures
    s, seat = _built(15, targets=True)  # nothing to rescue: the capture side is played at once
    o = (seat + 1) % 3
    assert kind(s) == "free_capture"
    s = GAME.apply(s, Capture("quarry", o))
    assert kind(s) != "free_capture" and s.players[seat].captured[o] == 1


def test_library_discards_one_card_and_graveyard_one_apprentice() -> None:
    """One Discard (one DropApprentice) ends the decision: the rule has no number to read, so the table's
    number, which the card prints, is checked against what the rule does."""
    s, seat = _built(31, hand=(31, 1, 11))
    s = GAME.apply(s, Discard(1))
    assert kind(s) != "library" and s.players[seat].hand == (11,)
    assert NOW["library"]["n"] == 1
    s, seat = _built(42, apprentices=(LABOURER, 11, 12))
    s = GAME.apply(s, DropApprentice(11))
    assert kind(s) != "drop_apprentice" and s.players[seat].apprentices == (LABOURER, 12)
    assert NOW["graveyard"]["n"] == 1


# -- apprentices ----------------------------------------------------------------------------------


def test_acolytes_give_exactly_1_card_2_clay_2_silver() -> None:
    """Acolytes on a Cathedral advance (no Reward card left: +1 virtue instead, nothing else comes)."""
    s, seat = turn_of(gold=1, virtue=7, hand=(1,), apprentices=(1, 2, 3))
    s = dataclasses.replace(s, reward_pile=(), reward_box=s.reward_box + s.reward_pile)
    before = s.players[seat]
    s = GAME.apply(s, Place("guildhall"))  # the one Cathedral payment and discard: played at once
    p = s.players[seat]
    assert p.cathedral == 1 and p.virtue == 8
    assert (len(p.hand), p.clay, p.silver - before.silver) == (1, 2, 2)


def test_swindlers_give_exactly_2_clay_1_stone_1_wood() -> None:
    s, seat = turn_of(silver=5, virtue=8, apprentices=(31, 32, 33))
    small = dict(C.market[s.market_pile[0]].small)
    p = GAME.apply(s, Place("black_market", "a")).players[seat]
    assert (p.clay, p.stone, p.wood) == tuple(small.get(k, 0) + n for k, n in (("clay", 2), ("stone", 1), ("wood", 1)))


def test_apprentice_limit_5_rudolf_6() -> None:
    """Hiring with 4 apprentices needs no discard (limit 5); Rudolf hiring with 6 does (his limit 6)."""
    s, seat = turn_of(silver=10, apprentices=(LABOURER, 11, 12, 29))
    s = play(s, Place("workshop", "hire"), Hire(0))
    assert kind(s) != "drop_apprentice" and len(s.players[seat].apprentices) == 5
    s, seat = turn_of(character=8, silver=3, apprentices=(1, 2, 3, 4, 5, 6))
    s = play(s, Place("workshop", "hire"), Hire(0))
    assert kind(s) == "drop_apprentice"


# -- scoring --------------------------------------------------------------------------------------


def test_silver_scores_1_vp_per_10() -> None:
    s, seat = turn_of(silver=29)
    assert dict(breakdown(s, seat))["silver"] == 2
    s = set_player(s, seat, silver=30)
    assert dict(breakdown(s, seat))["silver"] == 3
