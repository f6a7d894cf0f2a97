"""Card names are translatable: every card of the engine content is listed for lupdate and has a German name."""

from __future__ import annotations

from pathlib import Path

from desktop.tables.waterdeep.cardnames import NAMES, card_title
from engine.waterdeep.content import load

ROOT = Path(__file__).resolve().parents[4]

#: lords whose names are plain personal names: they stay the same in German on purpose
SAME_IN_GERMAN = frozenset(
    {
        "Ysolde Varrin",
        "Corwen Haskeld",
        "Seraphine Aldane",
        "Nerissa Vantholt",
        "Zaveth Orimund",
        "Dame Ottilie Greaves",
    }
)


def _cards():
    c = load()
    for table in (c.quests, c.intrigue, c.buildings, c.lords):
        yield from table.values()


def test_every_card_name_is_listed_for_translation():
    names = {card.name for card in _cards()}
    missing = sorted(names - NAMES)
    assert not missing, f"run `python -m desktop.tables.waterdeep.cardnames` to list these card names: {missing[:5]}"
    stale = sorted(NAMES - names)
    assert not stale, (
        f"run `python -m desktop.tables.waterdeep.cardnames`: no card has these names any more: {stale[:5]}"
    )


def test_card_title_without_translator_is_the_english_name(qapp):
    for card in _cards():
        assert card_title(card.id) == card.name
    assert card_title("no.such.card") == "no.such.card"


def test_card_titles_in_german(german):
    assert card_title("quest.arcana.tame-the-hill-griffons") == "Die Greifen der Hügel zähmen"
    assert card_title("building.gamblers-keep") == "Die Würfelburg"
    assert card_title("intrigue.round-on-the-house") == "Runde aufs Haus!"
    assert card_title("lord.bram-the-coinwarden") == "Bram der Münzwart"
    untranslated = [c.name for c in _cards() if card_title(c.id) == c.name and c.name not in SAME_IN_GERMAN]
    assert not untranslated, f"card names without a German name: {untranslated[:5]}"
    for name in SAME_IN_GERMAN:  # the exceptions are real card names, not leftovers
        assert name in NAMES


def test_german_names_are_used_in_texts_and_tooltips(german):
    from desktop.tables.waterdeep.cardtext import building_tooltip, intrigue_tooltip, lord_tooltip, quest_tooltip
    from desktop.tables.waterdeep.text import card_name

    assert card_name("quest.warfare.train-spellblades") == "Zauberklingen ausbilden"
    assert quest_tooltip("quest.warfare.train-spellblades").startswith("Zauberklingen ausbilden (")
    assert building_tooltip("building.wolfsgate").startswith("Wolfstor (")
    assert intrigue_tooltip("intrigue.press-gangs").startswith("Presskommandos (")
    assert lord_tooltip("lord.tamsin-quillfoot").startswith("Tamsin Federfuß\n")
