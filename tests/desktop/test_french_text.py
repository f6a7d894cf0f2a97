"""The French translation speaks to the player one way, and writes French typography.

The app says « tu » everywhere (« C’est ton tour », « Tes cartes »): a « vous » in one menu item or one
list title reads like another voice. The apostrophe is the typographic one (’), as in the rest of the file,
and a name of a pile of cards (« Cartes Récompense ») is not cut between its two words when a label wraps.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

FRENCH = Path(__file__).resolve().parents[2] / "translations" / "meeple_fr.ts"


def _texts() -> list[tuple[str, str, str]]:
    """(context, source, translated text) for every form of every French message."""
    out = []
    for ctx in ET.parse(FRENCH).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            source = m.findtext("source") or ""
            t = m.find("translation")
            assert t is not None
            forms = [f.text or "" for f in t.iter("numerusform")] if m.get("numerus") == "yes" else [t.text or ""]
            out.extend((name, source, form) for form in forms)
    return out


def _vous(text: str) -> bool:
    return re.search(r"\b(vous|votre|vos)\b", text, re.IGNORECASE) is not None


def test_french_says_tu_never_vous() -> None:
    found = [(ctx, text) for ctx, _, text in _texts() if _vous(text)]
    assert found == []


def test_the_vous_check_finds_it() -> None:
    assert _vous("Depuis votre dernier tour")
    assert _vous("Vos cartes")
    assert not _vous("Depuis ton dernier tour")
    assert not _vous("Nouvelle partie")  # « vous » inside a word is not the pronoun


def test_french_apostrophes_are_typographic() -> None:
    found = [(ctx, text) for ctx, _, text in _texts() if "'" in text]
    assert found == []


def test_a_card_pile_name_does_not_break() -> None:
    """« Cartes Bâtiment : 25 · Apprentis : 27 · Cartes Récompense : 0 » wraps in the Architects board's
    pile label: the words of one name stay on one line (no-break spaces)."""
    piles = {"Building cards: {n}", "Reward cards: {n}", "Black Market cards: {n}"}
    texts = {source: text for ctx, source, text in _texts() if ctx == "architects" and source in piles}
    assert set(texts) == piles
    for source, text in texts.items():
        name = text.split("\u00a0:")[0]
        assert " " not in name, (source, text)


def test_an_architects_building_choice_names_its_card_in_guillemets(qapp) -> None:
    """The draft's choices read « Garde Cachette », an order and a bare name run together; the Waterdeep
    choices and the Architects log write a card's name in guillemets (« Jouer « … » », « construit le bâtiment
    « … » »), and so do the Architects choices now."""
    from desktop import i18n
    from desktop.tables.architects import choicetext
    from desktop.tables.architects.cardnames import building_name
    from engine import get_game
    from engine.architects import moves as mv

    game = get_game("architects")
    state = game.new_game(["Ann", "Bob", "Cy"], 3)
    drafts = [m for m in game.legal_moves(state) if isinstance(m, mv.Draft)]
    assert drafts
    assert i18n.use(qapp, "fr") == "fr"
    try:
        for move in drafts:
            assert choicetext.move_text(state, move) == f"Garde «\u00a0{building_name(move.card)}\u00a0»"
    finally:
        i18n.use(qapp, "en")


def test_clauses_of_one_line_keep_the_french_space_before_the_semicolon(qapp) -> None:
    """« Coût : 4 argile ; 3 PV » : French sets a no-break space before « ; » (the translations write
    « &#xa0;; »); a building's terms joined by a bare "; " lost it, and a line could wrap before the « ; »."""
    from desktop import i18n
    from desktop.tables.architects import choicetext
    from desktop.text import join_clauses

    card = next(c for c in range(200) if len(_building_lines(c)) > 1)
    assert i18n.use(qapp, "fr") == "fr"
    try:
        assert join_clauses(["a", "b", "c"]) == "a\u00a0; b\u00a0; c"
        terms = choicetext.building_terms(card)
        assert "\u00a0; " in terms and " ; " not in terms.replace("\u00a0; ", "")
        assert "; " not in terms.replace("\u00a0; ", "")
    finally:
        i18n.use(qapp, "en")
    assert join_clauses(["a", "b"]) == "a; b"


def _building_lines(card: int) -> list[str]:
    from desktop.tables.architects import cardtext
    from engine.architects.content import BUILDINGS

    return cardtext.building_lines(card) if card in BUILDINGS else []
