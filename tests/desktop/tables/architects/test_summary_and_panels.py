"""The turn summary and the hand show a seat its own cards and nobody else's; the player boards name no hidden
card; the final score table shows every scoring category, and they add up to the total."""

from __future__ import annotations

import re

from desktop.tables.architects import panels
from desktop.tables.architects.cardnames import building_name
from desktop.tables.architects.logtext import event_text
from desktop.tables.architects.summary import turn_summary
from engine.architects import moves as mv
from engine.architects.scoring import CATEGORIES
from engine.architects.state import State

from .conftest import GAME, Step


def _names(cards) -> list[str]:
    return [building_name(c) for c in cards]


def _named(text: str, names: list[str]) -> list[str]:
    """The names of `names` that stand in `text` as whole words."""
    if not names:
        return []
    return re.findall(r"\b(" + "|".join(map(re.escape, names)) + r")\b", text)


def _turns(game: list[Step]) -> list[tuple[int, list[State]]]:
    """The game cut into turns: (the seat, the states from where it took the laptop to where it passes)."""
    out: list[tuple[int, list[State]]] = []
    for step in game:
        seat = step.before.pending[-1].seat
        if not out or out[-1][0] != seat or out[-1][1][-1] is not step.before:
            out.append((seat, [step.before]))
        out[-1][1].append(step.after)
    return out


def _others_cards(states: list[State], seat: int) -> set[int]:
    """Every building card another seat held (hand or draft hand) in any of `states`."""
    return {
        c
        for s in states
        for i, p in enumerate(s.players)
        if i != seat
        for c in (*p.hand, *s.draft[i], *(s.pending[-1].cards if s.pending and s.pending[-1].seat == i else ()))
    }


def test_turn_summaries(games):
    drawn = 0
    for game in games:
        for seat, states in _turns(game):
            lines = turn_summary(states, seat)
            public = [t for a in states[1:] for t in (event_text(a, e) for e in a.events) if t]
            assert [line for line in lines if line in public] == public
            private = [line for line in lines if line not in public]
            mine = {c for s in states for c in (*s.players[seat].hand, *s.draft[seat])}
            built = {c for s in states for p in s.players for c in p.built}
            others = _others_cards(states, seat) - mine - built
            for line in private:
                assert not _named(line, _names(others)), line
            new = set(states[-1].players[seat].hand) - set(states[0].players[seat].hand)
            for card in new:  # each card that came into the hand is named for its owner
                assert any(building_name(card) in line for line in private), (card, private)
                drawn += 1
    assert drawn > 50


def test_hand_rows_come_from_the_seats_view(steps):
    checked = 0
    for step in steps[::13]:
        state = step.before
        decider = state.pending[-1].seat
        for seat in range(len(state.players)):
            rows = panels.hand_rows(state, seat, step.legal)
            others = _others_cards([state], seat) - set(state.players[seat].hand) - set(state.draft[seat])
            for row in rows:
                assert not _named(row.text + row.tooltip, _names(others)), row
                assert row.text.count("\n") >= 1 and row.tooltip
                if row.move is not None:
                    assert seat == decider and row.move in step.legal
            mine = [*state.draft[seat], *state.players[seat].hand]
            if state.pending[-1].kind == "keep" and decider == seat:
                mine = [*state.pending[-1].cards, *mine]
            buildings = [r.card for r in rows if r.kind == "building"]
            assert buildings == [f"b{c}" for c in mine]
            apprentices = [r.card for r in rows if r.kind == "apprentice"]
            assert apprentices == [f"a{a}" for a in dict.fromkeys(state.players[seat].apprentices)]
            checked += bool(others)
    assert checked > 50


def test_hand_rows_carry_the_card_moves(steps):
    kinds = set()
    for step in steps:
        seat = step.before.pending[-1].seat
        card_moves = [m for m in step.legal if isinstance(m, mv.Build | mv.Discard | mv.Draft | mv.Keep)]
        card_moves += [m for m in step.legal if isinstance(m, mv.DropApprentice)]
        if not card_moves:
            continue
        rows = panels.hand_rows(step.before, seat, step.legal)
        moves = {row.move for row in rows if row.move is not None}
        for m in card_moves:
            if isinstance(m, mv.Build | mv.Discard | mv.Draft | mv.Keep | mv.DropApprentice):
                assert m in moves or any(type(x) is type(m) and x.card == m.card for x in moves), m
                kinds.add(type(m).__name__)
    assert kinds == {"Build", "Discard", "Draft", "Keep", "DropApprentice"}


def test_player_boards(steps, language):
    for step in steps[::23]:
        state = step.before
        for seat in range(len(state.players)):
            hidden = _names(state.players[seat].hand)
            for column in panels.COLUMNS:
                cell = panels.player_cell(state, seat, column)
                assert cell and "{" not in cell, (column, cell)
                tip = panels.player_tooltip(state, seat, column) or ""
                assert "{" not in tip and not _named(tip, hidden), (column, tip)
            text, tip = panels.player_marks(state, seat)
            assert (" ①" in text) == (seat == state.first) and "{" not in tip
    headers = [panels.player_header(c) for c in ("name", *panels.COLUMNS)]
    assert len(set(headers)) == len(headers) and all(headers)
    score = panels.player_cell(steps[-1].after, 0, "score")
    assert int(score) == GAME.scores(steps[-1].after).players[0].total


def test_score_table_shows_every_category_once(games, qtbot, language):
    from desktop.tables import table_for
    from desktop.widgets.score import ScoreDialog

    for game in games[:3]:
        state = game[-1].after
        scores = GAME.scores(state)
        for ps in scores.players:
            assert tuple(k for k, _ in ps.breakdown) == CATEGORIES
            assert sum(v for _, v in ps.breakdown) == ps.total
            assert tuple(k for k, _ in ps.tiebreak) == ("virtue", "silver")
        extra, rows = panels.score_columns(state, scores)
        assert len(rows) == len(scores.players) and all(len(r) == len(extra) for r in rows)
        dialog = ScoreDialog(table_for("architects"), state, scores)  # its panels' score functions
        qtbot.addWidget(dialog)
        heads = [dialog.table.horizontalHeaderItem(i).text() for i in range(dialog.table.columnCount())]
        names = [panels.score_category(c) for c in CATEGORIES]
        assert all(heads.count(name) == 1 for name in names), heads
        assert len(set(heads)) == len(heads), heads
        assert not set(names) & set(CATEGORIES)  # every category has a name, not its id
        for key in ("virtue", "silver"):
            assert panels.tiebreak_text(key) != key and panels.tiebreak_header(key) in heads
