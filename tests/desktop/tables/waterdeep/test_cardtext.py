"""Every card text is generated from the card data, in good English and good German.

For every building, basic space, quest, intrigue card and lord, in both languages: every number of
the card's data shows in its text (as many times as the data has it), and none of the known-bad
patterns does ("1 agents", "golds", "card(s)", format braces, English left in German text...).
"""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from importlib import resources

from text_checks import text_problems

from desktop.tables.waterdeep import cardtext
from engine.waterdeep.board import BASIC

BAD_EVERYWHERE = (
    r"\{",
    r"\}",
    r"\bNone\b",
    r"\(s\)",
    r"\(n\)",
    r"\bgolds\b",
    r"(?<![\d.])1 (agents|clerics|fighters|rogues|wizards|adventurers|intrigue cards|quests|buildings|VP tokens)\b",
    r"(?<![\d.])1 (offene )?(Intrigekarten|Aufträge)\b",
    r"\s[,;.]",  # a space before a comma: an empty part
    r"[,;:]\s*[,;]",
    r"\s\s",
    r"\b(a|an) (a|an)\b",
)
#: English words (and English-only forms) that must not be left in German text
BAD_IN_GERMAN = (
    r"\b(and|or|the|take|takes|draw|score|each|your|their|with|from|per|then|gold|quest|quests|building)\b",
    r"\b(cleric|clerics|fighter|fighters|rogue|rogues|wizard|wizards|adventurer|adventurers|agent)\b",
    r"\bVP\b",
    r"\bMandatory\b|\bNeeds\b|\bReward\b|\bOwner\b|\bAction\b",
    r"\beinen Schurke\b",  # the object form is "einen Schurken"
    r"(?<![\d.])1 Schurke\b",
)


def _data(file: str) -> dict[str, dict]:
    text = resources.files("engine.waterdeep").joinpath("data", file).read_text(encoding="utf-8")
    return {card["id"]: card for card in json.loads(text)}


def _numbers(value, skip=("copies",)) -> Counter[int]:
    """Every whole number in a card's data (not its copy count)."""
    out: Counter[int] = Counter()
    if isinstance(value, dict):
        for key, v in value.items():
            if key not in skip:
                out += _numbers(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            out += _numbers(v)
    elif isinstance(value, int) and not isinstance(value, bool):
        out[value] += 1
    return out


def _basic_numbers(space: str) -> Counter[int]:
    """The printed numbers of a basic space (its action, as data)."""
    out: Counter[int] = Counter()
    for v in dataclasses.astuple(BASIC[space].action):
        if isinstance(v, int) and v:
            out[v] += 1
        elif isinstance(v, tuple):
            out += Counter(x for x in v if isinstance(x, int) and x)
    return out


def every_card_text():
    """(what, card id, its data numbers, its full text) for every card and basic space."""
    for cid, card in _data("buildings.json").items():
        yield "building", cid, _numbers(card), cardtext.building_tooltip(cid)
    for cid, card in _data("quests.json").items():
        yield "quest", cid, _numbers(card), cardtext.quest_tooltip(cid)
    for cid, card in _data("intrigue.json").items():
        yield "intrigue", cid, _numbers(card), cardtext.intrigue_tooltip(cid)
        if card["kind"] == "mandatory":  # also as a quest in front of a player
            yield (
                "mandatory",
                cid,
                _numbers({"cost": card["cost"], "vp": card["reward_vp"]}),
                cardtext.quest_tooltip(cid),
            )
    for cid, card in _data("lords.json").items():
        yield "lord", cid, _numbers(card), cardtext.lord_tooltip(cid)
    for space in BASIC:
        yield "space", space, _basic_numbers(space), cardtext.space_tooltip(space)


def _problems(language: str, numbers: Counter[int], text: str) -> list[str]:
    return text_problems(text, numbers, BAD_EVERYWHERE + (BAD_IN_GERMAN if language == "de" else ()))


def test_every_card_text_has_its_numbers_and_reads_well(language):
    from desktop.tables.waterdeep.cardnames import card_title

    bad = []
    count = 0
    for what, cid, numbers, text in every_card_text():
        count += 1
        # the name is the card's own (tested in test_cardnames); judge the words around it
        body = text.replace(card_title(cid), "") if what != "space" else text
        for problem in _problems(language, numbers, body):
            bad.append(f"{what} {cid}: {problem}\n    {text!r}")
    assert count == 24 + 60 + 31 + 6 + 11 + 13
    assert not bad, f"{len(bad)} card texts in {language}:\n" + "\n".join(bad[:12])


def test_known_texts(language):
    texts = {
        "en": (
            "take 2 gold and 1 face-up quest from Cliffwatch Inn",
            "take 1 wizard and draw 1 intrigue card",
            "pay 2 gold, then take 2 adventurers, each a cleric or a wizard",
            "Reward: 8 VP, 1 fighter and 2 gold",
            "take 2 fighters; then an opponent of your choice takes 1 fighter",
        ),
        "de": (
            "nimm 2 Gold und 1 offenen Auftrag aus dem Klippenwacht-Gasthaus",
            "nimm 1 Magier und ziehe 1 Intrigekarte",
            "zahle 2 Gold, dann nimm 2 Abenteurer, jeweils einen Kleriker oder einen Magier",
            "Belohnung: 8 SP, 1 Kämpfer und 2 Gold",
            "nimm 2 Kämpfer; dann nimmt ein Gegner deiner Wahl 1 Kämpfer",
        ),
    }[language]
    assert texts[0] in cardtext.space_tooltip("inn1")
    assert texts[1] in cardtext.building_tooltip("building.wyvern-tower")
    assert texts[2] in cardtext.building_tooltip("building.house-of-marvels")
    assert texts[3] in cardtext.quest_tooltip("quest.arcana.tame-the-hill-griffons")
    assert texts[4] in cardtext.intrigue_tooltip("intrigue.press-gangs")


def test_the_checker_catches_bad_texts():
    """The patterns above find the faults this test exists for (so a pass means something)."""
    assert _problems("en", Counter(), "take 4 golds")
    assert _problems("en", Counter(), "draw 1 intrigue card(s)")
    assert _problems("en", Counter(), "return 1 agents to your pool")
    assert _problems("en", Counter({2: 1}), "take fighters")
    assert _problems("en", Counter({1: 2}), "take 1 fighter")  # one of the two 1s is missing
    assert _problems("de", Counter(), "nimm 2 Kämpfer and 1 Magier")
    assert _problems("de", Counter(), "nimm einen Schurke")
    assert not _problems("de", Counter({1: 1, 2: 1}), "nimm 2 Kämpfer und 1 Schurken")
