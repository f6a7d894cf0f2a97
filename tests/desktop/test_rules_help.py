"""Help → Rules: every game's rules in our own words, in a tab each (the game on the table first), and the
table's controls; translated."""

from __future__ import annotations

from desktop.tables import TABLES, table_for
from desktop.widgets.help import RulesDialog, rules_text


def _dialog(window) -> RulesDialog:
    window.menus.rules.trigger()
    dialogs = [d for d in window.findChildren(RulesDialog) if d.isVisible()]
    assert len(dialogs) == 1
    return dialogs[0]


def test_rules_have_a_tab_per_game_the_current_one_first(window, game_id) -> None:
    window.start_game(game_id, ["Ann", "Bob"], None, 1)
    dialog = _dialog(window)
    tabs = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert tabs[0] == table_for(game_id).title()
    assert sorted(tabs[: len(TABLES)]) == sorted(table_for(g).title() for g in TABLES)
    page = dialog.tabs.widget(0).toPlainText()
    for heading, paragraphs in table_for(game_id).rules_sections():
        assert heading in page and paragraphs[0][:40] in page
    dialog.close()


def test_every_game_explains_its_goal_turn_and_end(game_id) -> None:
    headings = [h for h, _ in table_for(game_id).rules_sections()]
    assert {"Goal", "Your turn", "End of the game"} <= set(headings)
    words = sum(len(p.split()) for _, ps in table_for(game_id).rules_sections() for p in ps)
    assert 120 <= words <= 900


def test_rules_are_translated(german, game_id) -> None:
    text = " ".join(p for _, ps in table_for(game_id).rules_sections() for p in ps)
    assert "Siegpunkte" in text or "SP" in text
    assert "Goal" not in rules_text() and "Ziel" in rules_text()


def test_qt_dialog_buttons_speak_german_too(qapp) -> None:
    from PySide6.QtWidgets import QDialogButtonBox

    from desktop.app import install_translator

    install_translator(qapp, "de")
    try:
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        assert box.button(QDialogButtonBox.StandardButton.Close).text() == "Schließen"
    finally:
        install_translator(qapp, "en")
