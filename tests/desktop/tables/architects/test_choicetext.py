"""Every decision kind has a prompt; every legal move of a few random games has a label that states its terms
(checked against what the engine then charges and pays) and a public text that names no hidden card."""

from __future__ import annotations

import re
from collections import Counter

from architects_scenarios import built
from text_checks import text_problems

from desktop.tables.architects import choicetext
from desktop.tables.architects.cardnames import building_name
from engine.architects import decisions
from engine.architects import moves as mv
from engine.architects.state import State

from .conftest import GAME, Step
from .test_cardtext import BAD_EVERYWHERE, BAD_IN_GERMAN

#: the kinds of the decision table in engine.architects.decisions
KINDS = frozenset(re.findall(r"^\| (\w+) \| ", (decisions.__doc__ or "").split("## Refusals")[0], re.MULTILINE)) - {
    "kind"
}


def test_every_decision_kind_has_a_prompt(steps, language):
    states = [step.before for step in steps] + [built(41)]  # the Crane: construct or advance again
    seen = set()
    patterns = BAD_EVERYWHERE + (BAD_IN_GERMAN if language == "de" else ())
    for state in states:
        d = GAME.decision(state)
        seen.add(d.kind)
        text = choicetext.decision_text(state)
        assert text.startswith(state.players[d.seat].name + ": "), text
        assert not text_problems(text, Counter(), patterns), text
    assert len(KINDS) == 18
    assert seen == KINDS, f"kinds no state had: {sorted(KINDS - seen)}"
    assert choicetext.decision_text(steps[-1].after) in ("The game is over.", "Das Spiel ist vorbei.")


def test_every_legal_move_has_texts(steps, language):
    """Every legal move has a label (in English; German and the tooltips on a sample of the states),
    and a sample of them reads well."""
    patterns = BAD_EVERYWHERE + (BAD_IN_GERMAN if language == "de" else ())
    for i, step in enumerate(steps):
        if language == "de" and i % 6:
            continue
        for move in step.legal:
            texts = [choicetext.choice_text(step.before, move), choicetext.public_move_text(step.before, move)]
            if i % 6 == 0:
                texts.append(choicetext.choice_tooltip(step.before, move))
            assert all(texts), move
            if i % 3:
                continue
            for part in (part for text in texts for part in text.split("\n\n")):  # a tooltip's paragraphs
                assert not text_problems(part, Counter(), patterns), (move, part)


def _hidden(state: State, seat: int) -> list[int]:
    """The building cards only `seat` may see: its hand, its draft hand, the cards it drew to keep one."""
    pend = state.pending[-1]
    return [*state.players[seat].hand, *state.draft[seat], *pend.cards]


def test_public_texts_name_no_hidden_card(steps):
    checked = Counter()
    for step in steps:
        seat = step.before.pending[-1].seat
        for move in step.legal:
            text = choicetext.public_move_text(step.before, move)
            if isinstance(move, mv.Build):
                assert building_name(move.card) in text  # built: public from now on
                continue
            # a construction that was the only way on (after a Guildhall placement) is named, built too
            built = set(GAME.apply(step.before, move).players[seat].built) - set(step.before.players[seat].built)
            assert all(building_name(c) in text for c in built), (move, text)
            secret = [c for c in _hidden(step.before, seat) if c not in built]
            hidden = re.compile(r"\b(" + "|".join(re.escape(building_name(c)) for c in secret) + r")\b")
            assert hidden.pattern == r"\b()\b" or not hidden.search(text), (move, text)
            checked[type(move).__name__] += 1
    assert {"Draft", "Keep", "Discard", "Cathedral"} <= checked.keys()


def test_choice_texts_name_the_card(steps):
    for step in steps:
        for move in step.legal:
            if isinstance(move, mv.Draft | mv.Keep | mv.Discard | mv.Build):
                assert building_name(move.card) in choicetext.choice_text(step.before, move)
            if isinstance(move, mv.Cathedral) and move.discard >= 0:
                assert building_name(move.discard) in choicetext.choice_text(step.before, move)


# -- the terms a label states are what the engine charges and pays ------------------------------------

GOOD = r"(clay|wood|stone|gold|marble|silver|tax)"


def _stated(text: str) -> Counter[str]:
    """The goods a label's first line states ('pay 2 clay and 1 wood' -> clay 2, wood 1)."""
    return Counter({good: int(n) for n, good in re.findall(rf"(\d+) {GOOD}\b", text.split("\n")[0])})


def _paid(step: Step, until: str) -> Counter[str]:
    """What the decider paid by the move, up to the first event of kind `until`."""
    seat = step.before.pending[-1].seat
    out: Counter[str] = Counter()
    for e in step.after.events:
        if e.kind == until:
            break
        if e.seat == seat and e.kind == "pay":
            out[e.a] += e.n
        elif e.seat == seat and e.kind == "tax_paid":
            out["tax"] += e.n
    return out


def _gained(step: Step) -> Counter[str]:
    seat = step.before.pending[-1].seat
    return Counter({e.a: e.n for e in step.after.events if e.kind == "gain" and e.seat == seat})


def test_terms_match_the_engine(steps):
    checked = Counter()
    for step in steps:
        move, pend = step.move, step.before.pending[-1]
        text = choicetext.choice_text(step.before, move)
        if isinstance(move, mv.Build):
            assert _stated(text) == _paid(step, "build"), text
        elif isinstance(move, mv.Cathedral):
            assert _stated(text) == _paid(step, "cathedral"), text
        elif isinstance(move, mv.Hire) and pend.source == "workshop":
            stated = _stated(text.split(";")[0])
            assert stated == _paid(step, "hire"), text
            on_card = re.search(r"take the (\d+) silver", text)
            assert (int(on_card.group(1)) if on_card else 0) == step.before.display_silver[move.slot], text
        elif isinstance(move, mv.Capture) and pend.kind == "town":
            assert _stated(text) == _paid(step, "capture"), text
        elif isinstance(move, mv.Place) and move.location in ("quarry", "forest", "silversmith", "mines"):
            assert _stated(text) == _gained(step), text
        elif isinstance(move, mv.Trade):
            give = text.removeprefix("Trade ").split(" → ")[0]
            assert _stated(give) == _paid(step, "_"), text
        else:
            continue
        checked[type(move).__name__] += 1
    assert {"Build", "Cathedral", "Hire", "Capture", "Place", "Trade"} <= checked.keys(), checked


def test_skipped_apprentices_and_silver_on_cards_are_stated(steps):
    seen = Counter()
    for step in steps:
        pend = step.before.pending[-1]
        if pend.kind != "hire" or pend.source != "workshop":
            continue
        for move in step.legal:
            text = choicetext.choice_text(step.before, move)
            skipped = max(0, move.slot % 4 + 1 - pend.left)
            assert ("on the skipped card" in text) == bool(skipped), text
            assert ("on it" in text) == bool(step.before.display_silver[move.slot]), text
            seen["skipped"] += bool(skipped)
            seen["on it"] += bool(step.before.display_silver[move.slot])
    assert seen["skipped"] and seen["on it"], seen
