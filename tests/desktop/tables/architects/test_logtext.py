"""Every event kind of the engine's events table has a public log line, in English and German, that names no
card of a hidden hand."""

from __future__ import annotations

import re
from collections import Counter

from text_checks import text_problems

from desktop.tables.architects.cardnames import building_name
from desktop.tables.architects.logtext import event_text
from engine.architects import events
from engine.architects.content import BUILDINGS
from engine.core.events import Event

from .test_cardtext import BAD_EVERYWHERE, BAD_IN_GERMAN

#: the kinds of the table in engine.architects.events
KINDS = frozenset(re.findall(r"^\| (\w+) \|", events.__doc__ or "", re.MULTILINE)) - {"kind"}
#: kinds that only count building cards moving in or out of a hidden hand
HIDDEN = frozenset({"draw", "black_market_draw", "keep", "discard", "draft"})


def test_the_table_has_31_kinds():
    assert len(KINDS) == 31


def test_every_kind_has_a_line(steps, language):
    seen: set[str] = set()
    patterns = BAD_EVERYWHERE + (BAD_IN_GERMAN if language == "de" else ())
    for step in steps:
        for e in step.after.events:
            seen.add(e.kind)
            text = event_text(step.after, e)
            assert text, e
            assert not text_problems(text, _numbers(e), patterns), (e, text)
    assert seen == KINDS, f"kinds no game made: {sorted(KINDS - seen)}"


#: kinds whose n is no count (an id, a spot, always 1, or 0)
UNCOUNTED = frozenset(
    ("place", "hire", "drop_apprentice", "build", "reward", "market_reset", "pass", "game_over", "draft", "keep")
) | {"trade", "reclaim"}


def _numbers(e: Event) -> Counter[int]:
    """The count an event carries shows in its line."""
    if e.kind in UNCOUNTED:
        return Counter()
    return Counter({abs(e.n): 1}) if e.n else Counter()


def test_lines_about_hidden_cards_name_no_card(steps):
    names = [building_name(b) for b in BUILDINGS]
    for step in steps:
        for e in step.after.events:
            if e.kind in HIDDEN:
                text = event_text(step.after, e)
                assert not [n for n in names if re.search(rf"\b{re.escape(n)}\b", text)], text


def test_known_lines(steps, language):
    first = steps[0].after
    who = first.players[0].name
    lines = {
        "en": (f"{who} gains 3 wood", f"{who} constructs Smithy", f"{who} takes Black Market spot B"),
        "de": (f"{who} erhält 3 Holz", f"{who} baut das Gebäude „Schmiede“", f"{who} besetzt Schwarzmarktfeld B"),
    }[language]
    assert event_text(first, Event("gain", 0, "wood", 3)) == lines[0]
    assert event_text(first, Event("build", 0, "b1", 0)) == lines[1]
    assert event_text(first, Event("place", 0, "black_market", 2)) == lines[2]
    assert event_text(first, Event("no_such_kind", 0, "", 0)) == ""
