"""Each table says what the statistics keep of a finished game beyond its scores (`Table.stats_facts`), from
the final public view only, and words it (`stats_fact_name`)."""

from __future__ import annotations

from stats_games import finished

from desktop.tables import table_for
from engine.architects.content import C as ARCHITECTS
from engine.waterdeep.content import load as waterdeep_content


def test_waterdeep_keeps_each_lord_revealed_at_the_end():
    table = table_for("waterdeep")
    record, _, final = finished("waterdeep", names=("Ann", "Bob", "Cy", "Dee"))
    facts = table.stats_facts(final)
    assert facts == [{"lord": p.lord} for p in final.players]
    game = table.game
    before = game.new_game(["Ann", "Bob", "Cy", "Dee"], record["setup"]["seed"])
    assert table.stats_facts(before) == [{}, {}, {}, {}]  # secret while the game runs: the public view hides it
    lord = final.players[0].lord
    assert table.stats_fact_name("lord", lord) == waterdeep_content().lords[lord].name
    assert table.stats_fact_name("lord", "no-such-lord") == "no-such-lord"
    assert [kind for kind, _ in table.stats_kinds()] == ["lord"]


def test_architects_keeps_the_buildings_built_and_the_character_with_the_variable_setup():
    table = table_for("architects")
    _, _, final = finished("architects", options=("variable_setup",))
    facts = table.stats_facts(final)
    assert facts == [{"built": [f"b{c}" for c in p.built], "character": str(p.character)} for p in final.players]
    assert any(f["built"] for f in facts)
    _, _, plain = finished("architects")
    assert all(set(f) == {"built"} for f in table.stats_facts(plain))  # the standard side: no character
    player = final.players[0]
    assert table.stats_fact_name("character", str(player.character)) == ARCHITECTS.characters[player.character].name
    card = next(c for p in final.players for c in p.built)
    assert table.stats_fact_name("built", f"b{card}") == ARCHITECTS.buildings[card].name
    assert table.stats_fact_name("built", "x9") == "x9" and table.stats_fact_name("character", "99") == "99"
    assert [kind for kind, _ in table.stats_kinds()] == ["character", "built"]
