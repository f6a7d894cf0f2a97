"""Player names are plain text everywhere: they come from players and from record files.

Labels that can show a name use `Qt.TextFormat.PlainText`. Tooltips have no such setting (Qt guesses
rich text from the first tag it sees), so any tooltip that might contain a name goes through `tip()`.
"""

from __future__ import annotations

from PySide6.QtGui import Qt, QTextDocumentFragment


def tip(text: str) -> str:
    """`text` as a tooltip that Qt shows exactly as written, even when it looks like HTML."""
    return Qt.convertFromPlainText(text) if Qt.mightBeRichText(text) else text


def text(tooltip: str) -> str:
    """A tooltip back as plain text (what `tip` escaped, unescaped), e.g. to be spoken."""
    return QTextDocumentFragment.fromHtml(tooltip).toPlainText() if Qt.mightBeRichText(tooltip) else tooltip
