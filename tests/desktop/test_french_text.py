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


# Placeholders that the code fills with a bare number (a count or an amount): French keeps such a number on the
# line of the word after it (« 3&#xa0;PV », « %n&#xa0;ouvriers », « {per}&#xa0;vertus »). Left out: the
# placeholders filled with an amount that carries its own unit ({vp}, {virtue}, {gold}, {silver}, {what},
# {tax}, {extra}, {cost} but below, {debt}, {cards}, {goods}, {give}, {one}, {supply}, {captured}: « 2 PV »
# is one already, and « +{virtue} par tranche » has nothing to hold), and the ones that are a rank or a bound
# rather than a count ({reach}, {spot}, {top}, {max}, {known}) or not always a number ({at}, {value}).
_COUNTS = (
    "%n",
    "{n}",
    "{m}",
    "{k}",
    "{count}",
    "{per}",
    "{limit}",
    "{size}",
    "{filled}",
    "{taken}",
    "{spots}",
    "{total}",
)
# A placeholder the English source writes before a unit ("{cost} gold") is a bare number in that message.
_BEFORE_A_UNIT = re.compile(r"(\{\w+\}) (?:gold|VP|MB)\b")
# Where the number is a rank or ends its phrase and a new one starts: the plain space stays.
_NUMBER_ENDS_ITS_PHRASE = (
    "Joueur {n} contrôlé",
    "manche 8 l’emporte",
    "sous 0 te",
    "Ctrl+0 ajuste",
    "colonne 1 pour",
    "colonne 1 à",
    "colonnes 1–{n} à",
    "niveau {k} de",
    "face 2 des",
    "de 14 peut",
)


def _numbers_before_a_word(source: str, text: str) -> list[tuple[str, bool]]:
    """Each place in a French text where a count (a placeholder of _COUNTS, or digits) is followed by a space
    and a letter, outside _NUMBER_ENDS_ITS_PHRASE: (the place, whether that space is a plain one)."""
    counts = "|".join(re.escape(c) for c in sorted({*_COUNTS, *_BEFORE_A_UNIT.findall(source)}, key=len, reverse=True))
    number = re.compile(rf"({counts}|(?<![\w{{-])\d+)([ \u00a0])(?=[^\W\d_])")
    kept = {at + i for phrase in _NUMBER_ENDS_ITS_PHRASE for at in _find_all(text, phrase) for i in range(len(phrase))}
    return [
        (text[max(0, m.start() - 20) : m.end() + 20], m.group(2) == " ")
        for m in number.finditer(text)
        if m.start(2) not in kept
    ]


def _number_then_plain_space(source: str, text: str) -> list[str]:
    return [place for place, plain in _numbers_before_a_word(source, text) if plain]


def _find_all(text: str, phrase: str) -> list[int]:
    return [m.start() for m in re.finditer(re.escape(phrase), text)]


def test_a_number_stays_on_the_line_of_what_it_counts() -> None:
    """« 3 PV », « %n ouvriers », « {per} vertus » had a plain space: a wrapped label could end a line on
    « 3 » and start the next on « PV ». French joins them with a no-break space (« &#xa0; » in the .ts)."""
    texts = _texts()
    found = [(source, place) for _, source, text in texts for place in _number_then_plain_space(source, text)]
    assert found == []
    seen = [place for _, source, text in texts for place in _numbers_before_a_word(source, text)]
    assert len(seen) > 250  # it looked at the numbers before a word, not at nothing
    assert all(any(phrase in text for _, _, text in texts) for phrase in _NUMBER_ENDS_ITS_PHRASE)


def test_the_number_space_check_finds_it() -> None:
    assert _number_then_plain_space("{n} VP", "{n} PV")
    assert _number_then_plain_space("%n worker(s)", "%n ouvriers")
    assert _number_then_plain_space("Gain 1 stone", "Gagne 1 pierre")
    assert _number_then_plain_space("{name} (costs {cost} gold)", "{name} (coûte {cost} or)")
    assert not _number_then_plain_space("{n} VP", "{n}\u00a0PV")
    assert not _number_then_plain_space("+{virtue} per {per} gold", "+{virtue} par tranche de {per}\u00a0or")
    assert not _number_then_plain_space("Hiring costs {cost}", "coûte {cost} pour")  # an amount with its unit
    assert not _number_then_plain_space("Player {n} is played by", "Joueur {n} contrôlé par")
    assert not _number_then_plain_space("UTF-8 text", "texte UTF-8 ici")  # a digit inside a name
