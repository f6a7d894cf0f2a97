"""A tab's title is whole: Fusion draws a tab that is not the current one 2 px lower in the same height, which cut
the accent off a capital (« À cette table » read « A cette table » in the Rules dialog, also Ü and É in German and
French dock tabs). `theme.FocusStyle` gives tabs the headroom."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle, QStyleOptionTab


def test_accented_capitals_fit_in_every_tab(qapp, qtbot) -> None:
    from desktop import i18n, theme
    from desktop.widgets.help import RulesDialog

    theme.apply(qapp, theme.current())
    assert i18n.use(qapp, "fr") == "fr"
    try:
        dialog = RulesDialog("architects")
        qtbot.addWidget(dialog)
        dialog.show()
        bar = dialog.tabs.tabBar()
        assert bar.tabText(bar.count() - 1) == "À cette table"
        metrics = QFontMetrics(bar.font())
        for i in range(bar.count()):
            option = QStyleOptionTab()
            bar.initStyleOption(option, i)
            text = qapp.style().subElementRect(QStyle.SubElement.SE_TabBarTabText, option, bar)
            # the title's whole line (ascent and descent) fits its rect, with room for an accent above the ascent
            assert text.height() >= metrics.height() + 2, (i, bar.tabText(i), text.getRect(), metrics.height())
    finally:
        i18n.use(qapp, "en")
