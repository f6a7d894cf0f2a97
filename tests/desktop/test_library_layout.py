"""The Saved Games window at 1280×720 and 1920×1080, in English and German: every text fits (buttons,
check box, filters, column titles, the rows' texts) and nothing overlaps. The screenshots the README shows
are made by the same code (`python -m tools.library_shots`)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QDate, QDateTime, QLocale, QRect, Qt, QTime
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLineEdit, QWidget

from desktop import i18n
from desktop.library.model import Column, widest_date
from tools.library_shots import SIZES, fill_library, library_window


def _rect(widget: QWidget, top: QWidget) -> QRect:
    return QRect(widget.mapTo(top, widget.rect().topLeft()), widget.size())


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_text_fits_and_nothing_overlaps(qtbot, language, size, tmp_path) -> None:
    fill_library()
    window = library_window(size)
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    assert (window.width(), window.height()) == size
    window.grab().save(str(tmp_path / f"library-{language}-{size[0]}x{size[1]}.png"))
    controls = [
        w
        for kind in (QAbstractButton, QComboBox, QLineEdit)
        for w in window.findChildren(kind)
        if w.isVisibleTo(window) and w.parent() is not None
    ]
    controls = [w for w in controls if not isinstance(w.parent(), (QComboBox, QLineEdit)) and w.window() is window]
    assert len(controls) >= 10
    for control in controls:
        if isinstance(control, QLineEdit):
            continue
        assert control.width() >= control.sizeHint().width(), control.text() if hasattr(control, "text") else ""
    rects = [(c, _rect(c, window)) for c in controls if c.parent() is window or c.parent().parent() is window]
    for k, (a, ra) in enumerate(rects):
        assert window.rect().contains(ra), a
        for b, rb in rects[k + 1 :]:
            assert not ra.intersects(rb), (a, b)
    table = window.table
    header = table.horizontalHeader()
    metrics = QFontMetrics(header.font())
    for column in Column:
        title = str(table.model().headerData(column, Qt.Orientation.Horizontal))
        # the title and the sort arrow (about a line high) fit in the column
        assert header.sectionSize(column) >= metrics.horizontalAdvance(title) + 8 + metrics.height(), title
    model, cell = table.model(), QFontMetrics(table.font())
    # any date fits, whatever the time of day the test runs at (12/1/26 11:33 PM once did not)
    once = QLocale(i18n.language()).toString(
        QDateTime(QDate(2026, 12, 1), QTime(23, 33)), QLocale.FormatType.ShortFormat
    )
    assert header.sectionSize(Column.PLAYED) - 8 >= widest_date(cell) >= cell.horizontalAdvance(once)
    shown = 0
    for row in range(model.rowCount()):
        for column in (Column.GAME, Column.PLAYERS, Column.PROGRESS, Column.PLAYED):
            text = str(model.index(row, column).data() or "")
            width = header.sectionSize(column) - 8
            needed = cell.boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, text)
            assert needed.height() <= table.rowHeight(row) - 4 and needed.width() <= width, (text, width)
            if column == Column.PLAYED:
                assert "\n" not in text and cell.horizontalAdvance(text) <= width, text  # a date on one line
            shown += 1
    assert shown >= 20
    window.close()
