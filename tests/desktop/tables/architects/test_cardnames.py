"""Card names are translatable: every building, apprentice and character of the engine data is listed for
lupdate and has a German name."""

from __future__ import annotations

from desktop.tables.architects.cardnames import NAMES, apprentice_name, building_name, character_name
from desktop.tables.literals import data_names
from engine.architects.content import C

#: names that are the same word in German on purpose (personal names, and "Museum")
SAME_IN_GERMAN = frozenset({"Museum", "Hugo", "Ada", "Fara", "Rudolf"})


def _data_names() -> list[str]:
    """Every card name of the JSON data, in the order the generator lists them (a shared name once)."""
    kinds = ("buildings", "apprentices", "characters")
    return list(dict.fromkeys(name for kind in kinds for name in data_names("engine.architects", kind)))


def test_the_generated_list_matches_the_data():
    from desktop.tables.architects import cardnames

    listed = [str(n) for n in cardnames._LITERALS]
    assert listed == _data_names(), "run `python -m desktop.tables.architects.cardnames`"
    assert len(NAMES) == len(listed)
    assert len(C.buildings) == 43 and len(C.characters) == 10


def test_names_without_translator_are_the_english_names(qapp):
    assert [building_name(b) for b in C.buildings] == [b.name for b in C.buildings.values()]
    assert [apprentice_name(a) for a in C.apprentices] == [a.name for a in C.apprentices.values()]
    assert [character_name(c) for c in C.characters] == [c.name for c in C.characters.values()]
    assert building_name(99) == "99" and character_name(-1) == ""


def test_names_in_german(german):
    assert building_name(1) == "Schmiede"
    assert apprentice_name(13) == "Tagelöhner"
    assert character_name(5) == "Chlodwig"
    german_names = (
        [(b.name, building_name(b.id)) for b in C.buildings.values()]
        + [(a.name, apprentice_name(a.id)) for a in C.apprentices.values()]
        + [(c.name, character_name(c.id)) for c in C.characters.values()]
    )
    untranslated = sorted({en for en, de in german_names if en == de and en not in SAME_IN_GERMAN})
    assert not untranslated, f"card names without a German name: {untranslated}"
    assert SAME_IN_GERMAN <= NAMES  # the exceptions are real card names, not leftovers
    buildings = [de for _, de in german_names[: len(C.buildings)]]
    assert len(set(buildings)) == len(buildings), "two buildings share a German name"
