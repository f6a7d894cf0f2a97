"""Every card text is generated from the card data, in good English and good German.

For every building, apprentice, character, Reward and Black Market card, in both languages: every
(non-zero) number of the card's data and of its effects (the engine's tables NOW, END, ABILITY and
CHARACTER) shows in its text as many times as they have it, and none of the known-bad patterns does
("1 workers", format braces, English left in German text...).
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from importlib import resources

from text_checks import text_problems

from desktop.tables.architects import cardtext
from desktop.tables.architects.cardnames import apprentice_name, building_name, character_name
from desktop.tables.architects.names import LOCATIONS
from engine import get_game
from engine.architects.buildings import NOW
from engine.architects.content import ABILITY, APPRENTICES, BUILDINGS, CHARACTER, C
from engine.architects.scoring import END

BAD_EVERYWHERE = (
    r"\{",
    r"\}",
    r"\bNone\b",
    r"\(s\)",
    r"(?<![\d.])1 (workers|debts|building cards|trades|captures|actions)\b",
    r"(?<![\d.])1 (Arbeitern|Schulden|Gebäudekarten|Tauschaktionen|Gefangennahmen|Aktionen)\b",
    r"\s[,;.]",
    r"[,;:]\s*[,;]",
    r"\s\s",
    r"\b[a-z]+_[a-z_]+\b",  # an engine id left in the text
)
#: English words that must not be left in German text
BAD_IN_GERMAN = (
    r"\b(and|or|the|gain|lose|take|draw|pay|each|your|with|from|per|then|more|less|when|if)\b",
    r"\b(clay|wood|stone|marble|silver|virtue|debt|debts|worker|workers|apprentice|building|card|cards)\b",
    r"\bVP\b",
    r"\b(Cost|Needs|Skills|Ability|Spot|Level)\b",
)


def _data(file: str, key: str) -> dict[int, dict]:
    text = resources.files("engine.architects").joinpath("data", file).read_text(encoding="utf-8")
    return {card["id"]: card for card in json.loads(text)[key]}


def _numbers(value, skip=("id",)) -> Counter[int]:
    """Every non-zero whole number in a card's data (not its id), as an absolute value."""
    out: Counter[int] = Counter()
    if isinstance(value, dict):
        for key, v in value.items():
            if key not in skip:
                out += _numbers(v)
    elif isinstance(value, list):
        for v in value:
            out += _numbers(v)
    elif isinstance(value, int) and not isinstance(value, bool) and value:
        out[abs(value)] += 1
    return out


def _effect_numbers(what: str, cid: int) -> Counter[int]:
    """The numbers of a card's effects, from the engine's tables (the rules read the same)."""
    if what == "building":
        b = BUILDINGS[cid]
        return Counter([*NOW.get(b.now, {}).values(), *END.get(b.end, {}).values()])
    if what == "apprentice":
        return Counter([ABILITY[a.ability][1]] if (a := APPRENTICES[cid]).ability in ABILITY else [])
    return Counter(CHARACTER.get(C.characters[cid].ability, {}).values())


def every_card_text():
    """(what, id, the card's name, its numbers, its full text) for every card."""
    for cid, card in _data("buildings.json", "buildings").items():
        numbers = _numbers(card) + _effect_numbers("building", cid)
        yield "building", cid, building_name(cid), numbers, cardtext.building_tooltip(cid)
    for cid, card in _data("apprentices.json", "apprentices").items():
        numbers = _numbers(card) + _effect_numbers("apprentice", cid)
        yield "apprentice", cid, apprentice_name(cid), numbers, cardtext.apprentice_tooltip(cid)
    for cid, card in _data("characters.json", "characters").items():
        numbers = _numbers(card) + _effect_numbers("character", cid)
        yield "character", cid, character_name(cid), numbers, cardtext.character_text(cid)
    for cid, card in _data("rewards.json", "rewards").items():
        yield "reward", cid, "", _numbers(card), cardtext.reward_text(cid)
    for cid, card in _data("black_market.json", "black_market").items():
        for side in ("small", "large"):
            yield "market", cid, "", _numbers(card[side]), cardtext.market_goods_text(card[side])


#: the number 1 written as a word ("capture workers %n time(s)": "once")
ONCE = {"en": r"\bonce\b", "de": r"\beinmal\b"}


def _problems(language: str, numbers: Counter[int], text: str) -> list[str]:
    numbers = numbers - Counter({1: len(re.findall(ONCE[language], text))})
    return text_problems(text, numbers, BAD_EVERYWHERE + (BAD_IN_GERMAN if language == "de" else ()))


def test_every_card_text_has_its_numbers_and_reads_well(language):
    bad = []
    count = Counter()
    for what, cid, name, numbers, text in every_card_text():
        count[what] += 1
        body = text.replace(name, "") if name else text  # names are tested in test_cardnames
        for problem in _problems(language, numbers, body):
            bad.append(f"{what} {cid}: {problem}\n    {text!r}")
    assert count == {"building": 43, "apprentice": 43, "character": 10, "reward": 11, "market": 20}
    assert not bad, f"{len(bad)} card texts in {language}:\n" + "\n".join(bad[:12])


def test_building_lines_are_the_tooltip_under_the_name(qapp):
    for b in C.buildings:
        lines = cardtext.building_lines(b)
        assert cardtext.building_tooltip(b).split("\n")[1:] == lines
        assert lines[0].startswith("Cost: ")
    for a in C.apprentices:
        assert cardtext.apprentice_tooltip(a).split("\n")[1:] == cardtext.apprentice_lines(a, marks=True)


def test_known_texts(language):
    texts = {
        "en": (
            "When built: lose 2 virtue and gain 4 silver",
            "End of game: +2 VP if you have strictly the most stone",
            "King's Storehouse trade: 1 silver → 3 clay",
            "1 clay and 1 wood → 1 virtue",
            "pay 3 silver + 3 tax: pay off 1 debt and gain 1 virtue",
            "Needs: Carpentry, Tiling and Masonry",
        ),
        "de": (
            "Beim Bau: verliere 2 Tugend und erhalte 4 Silber",
            "Spielende: +2 SP, wenn du allein am meisten Stein hast",
            "Tausch im Königlichen Lager: 1 Silber → 3 Lehm",
            "1 Lehm und 1 Holz → 1 Tugend",
            "zahle 3 Silber + 3 Steuer: zahle 1 Schuld ab und erhalte 1 Tugend",
            "Braucht: Zimmerei, Dachdeckerei und Maurerei",
        ),
    }[language]
    assert texts[0] in cardtext.building_tooltip(5)  # Thieves' Den
    assert texts[1] in cardtext.building_tooltip(3)  # Stone Market
    assert texts[2] in cardtext.apprentice_tooltip(14)  # Merchant
    assert cardtext.trade_text("virtue:clay+wood") == texts[3]
    assert cardtext.guard_text("pay_debt") == texts[4]
    assert texts[5] in cardtext.building_tooltip(9)  # University


def test_the_checker_catches_bad_texts():
    """The patterns above find the faults this test exists for (so a pass means something)."""
    assert _problems("en", Counter(), "take 1 workers")
    assert _problems("en", Counter({4: 1}), "gain stone")
    assert _problems("en", Counter({2: 2}), "pay 2 clay")  # one of the two 2s is missing
    assert _problems("en", Counter(), "gain {what}")
    assert _problems("en", Counter(), "needs capture_or_rescue")
    assert _problems("de", Counter(), "erhalte 2 Lehm and 1 Holz")
    assert _problems("de", Counter(), "Kosten: 2 clay")
    assert not _problems("de", Counter({1: 1, 2: 1}), "erhalte 2 Lehm und 1 Holz")
    assert not _problems("en", Counter({1: 1}), "capture workers once for free")
    assert _problems("en", Counter({1: 2}), "capture workers once for free")
    # an effect's numbers are among the card's: the Palace's gold per 4 virtue, the Thief's 1 virtue
    assert _effect_numbers("building", 38) == Counter({1: 1, 4: 1})
    assert _effect_numbers("apprentice", 34) == Counter({1: 1})


def _mid_game(seed: int, players: int, moves: int):
    game = get_game("architects")
    state = game.new_game([f"P{i}" for i in range(players)], seed, {"promos": True, "variable_setup": True})
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over(state):
            break
        state = game.apply(state, rng.choice(game.legal_moves(state)))
    return state


def test_location_tooltips_for_every_seat_and_place(language):
    for seed, players, moves in ((1, 2, 40), (2, 4, 250), (3, 5, 500)):
        state = _mid_game(seed, players, moves)
        for seat in range(players):
            for loc in LOCATIONS:
                text = cardtext.location_tooltip(state, loc, seat)
                assert text.count("\n") >= 1, (loc, text)
                problems = _problems(language, Counter(), text)
                assert not problems, (loc, text, problems)
