"""Settings → Theme: the standard look, or high contrast for the widgets and the board alike.

High contrast means black text on white in every widget (at least 7:1, WCAG AAA for normal text), a
focus frame drawn solid and thick, and on the board plain white areas with thick black outlines, the
legal-target and hint frames bolder. Player colours stay: they always come with a shape or a letter.
Disabled is unmistakable: grey text (`DISABLED`: 3.5:1 from the black of enabled text, still 6:1 on
white, WCAG AA) and a button flat and white with a dashed grey border instead of raised.

Like the board text size (`desktop.board.legible`), the board reads the theme while it paints: every
board item takes its colours from `colour(role)`, `ink()` and `outline(width)`, so a switch is a
repaint of the items (`MainWindow.set_theme`). Both games' tables use the same roles.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOption, QWidget

STANDARD, CONTRAST = "standard", "contrast"
THEMES = (STANDARD, CONTRAST)

#: board colour roles of each theme
_BOARD = {
    STANDARD: {
        "ink": "#3b2f23",  # outlines and text
        "board": "#d9c7a0",  # the scene's background
        "paper": "#f6ecd4",  # cards
        "panel": "#efe0bd",  # buildings, locations, pools, the rounds track
        "lot": "#e6d5ad",  # empty lots, the piles
        "space": "#fbf5e6",  # action spaces
        "space_text": "#6b5d48",
        "bubble": "#fff8e6",  # the pop-up of choice chips
        "current": "#fff3c4",  # the current round
        "current_frame": "#b8860b",
        "market": "#e2cfa6",
        "cathedral": "#e9dcc3",
        "filled": "#9c8b70",  # a filled Guildhall space
        "highlight": "#2ca25f",  # a legal target
        "hint": "#c8102e",  # the hinted target (dashed: never colour alone)
        "recent": "#2166ac",  # a target used since your last turn (dotted)
        "draggable": "#ffffff",  # the outline of a meeple that may be dragged now
        "focus": "#000000",  # the keyboard focus ring: two tones, visible on any colour
        "focus_inner": "#ffffff",
    },
    CONTRAST: {
        "ink": "#000000",
        "board": "#ffffff",
        "paper": "#ffffff",
        "panel": "#ffffff",
        "lot": "#ffffff",
        "space": "#ffffff",
        "space_text": "#000000",
        "bubble": "#ffffff",
        "current": "#ffe600",
        "current_frame": "#000000",
        "market": "#ffffff",
        "cathedral": "#ffffff",
        "filled": "#4d4d4d",
        "highlight": "#007a1f",
        "hint": "#d00000",
        "recent": "#0000c8",
        "draggable": "#000000",
        "focus": "#000000",
        "focus_inner": "#ffd500",
    },
}
#: the icons' colours (assets/icons/*.svg hold placeholders that desktop/icons.py replaces): each icon's
#: own fill, and the ink, light and accent parts of every icon. Shapes differ as well, so colour is never
#: the only cue; high contrast keeps the hues, darkened where a light fill would vanish on white.
ICON_FILLS = {
    STANDARD: {
        "cleric": "#f4f1e8",
        "fighter": "#e07b24",
        "rogue": "#2b2b2b",
        "wizard": "#7b4fa0",
        "gold": "#e3b23c",
        "vp": "#4f9a4f",
        "intrigue": "#8b2f3c",
        "quest": "#d8bf8a",
        "building": "#8c6d46",
        "card": "#c9a66b",
        "clay": "#b5562b",
        "wood": "#7a5230",
        "stone": "#8d9197",
        "marble": "#eeeae0",
        "silver": "#c0c6cc",
        "virtue": "#4d8fd1",
        "debt": "#e8dcc0",
        "carpentry": "#8a5a2b",
        "tiling": "#b5472b",
        "masonry": "#5d6770",
        "worker": "#a8977a",
        "prison": "#6e6e6e",
        "captive": "#a8977a",
        "adventurer": "#cdb88f",
    },
    CONTRAST: {
        "cleric": "#ffffff",
        "fighter": "#e06000",
        "rogue": "#000000",
        "wizard": "#6a1fa8",
        "gold": "#ffc400",
        "vp": "#007a1f",
        "intrigue": "#a0001c",
        "quest": "#ffe08a",
        "building": "#7a4a10",
        "card": "#ffd27a",
        "clay": "#b33c00",
        "wood": "#6b3a10",
        "stone": "#7a7a7a",
        "marble": "#ffffff",
        "silver": "#c8d0d8",
        "virtue": "#0050c8",
        "debt": "#ffffff",
        "carpentry": "#7a4010",
        "tiling": "#c02000",
        "masonry": "#3a4550",
        "worker": "#8c7a5a",
        "prison": "#4d4d4d",
        "captive": "#8c7a5a",
        "adventurer": "#e0cc9a",
    },
}
#: (ink, light, accent) of every icon
ICON_PARTS = {STANDARD: ("#3b2f23", "#fffdf6", "#c8102e"), CONTRAST: ("#000000", "#ffffff", "#d00000")}
#: outlines are this much wider, and never thinner than the minimum (scene units)
_OUTLINE = {STANDARD: (0.0, 0.0), CONTRAST: (2.5, 3.5)}
#: the legal-target frame's and the hint frame's widths
FRAME_WIDTHS = {STANDARD: (5.0, 6.0), CONTRAST: (8.0, 9.0)}
_CURRENT = [STANDARD]


def current() -> str:
    return _CURRENT[0]


def set_theme(name: str) -> None:
    """Choose the board's colours (widgets: `apply`)."""
    _CURRENT[0] = name if name in THEMES else STANDARD


#: the roles as colours, made once (items ask for them on every paint)
_COLOURS = {name: {role: QColor(hex_colour) for role, hex_colour in roles.items()} for name, roles in _BOARD.items()}


def colour(role: str) -> QColor:
    """A board colour role of the current theme (`_BOARD`); shared: copy it before changing it."""
    return _COLOURS[_CURRENT[0]][role]


def ink() -> QColor:
    return colour("ink")


def outline(width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """The ink pen of an outline `width` wide in the standard theme (thicker in high contrast)."""
    added, least = _OUTLINE[_CURRENT[0]]
    return QPen(ink(), max(width + added, least), style)


# -- widgets ------------------------------------------------------------------------------------------

#: the text and frame of whatever is disabled in high contrast
DISABLED = "#636363"


def contrast_palette() -> QPalette:
    """Black on white, a dark blue selection with white text; disabled text grey (`DISABLED`)."""
    pal = QPalette()
    roles = QPalette.ColorRole
    normal = {
        roles.Window: "#ffffff",
        roles.WindowText: "#000000",
        roles.Base: "#ffffff",
        roles.AlternateBase: "#f2f2f2",
        roles.Text: "#000000",
        roles.Button: "#ebebeb",
        roles.ButtonText: "#000000",
        roles.BrightText: "#ffffff",
        roles.Highlight: "#00308f",
        roles.HighlightedText: "#ffffff",
        roles.ToolTipBase: "#ffffff",
        roles.ToolTipText: "#000000",
        roles.PlaceholderText: "#454545",
        roles.Link: "#00308f",
        roles.LinkVisited: "#5a1a8b",
        roles.Light: "#ffffff",
        roles.Midlight: "#d0d0d0",
        roles.Mid: "#6e6e6e",
        roles.Dark: "#404040",
        roles.Shadow: "#000000",
    }
    for role, hex_colour in normal.items():
        pal.setColor(role, QColor(hex_colour))
    disabled = QPalette.ColorGroup.Disabled
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        pal.setColor(disabled, role, QColor(DISABLED))
    pal.setColor(disabled, roles.Button, QColor("#ffffff"))
    return pal


_BUTTON_PANELS = (QStyle.PrimitiveElement.PE_PanelButtonCommand, QStyle.PrimitiveElement.PE_PanelButtonTool)


class FocusStyle(QProxyStyle):
    """The base style with a focus frame that cannot be missed: solid, 2 px, in the highlight colour and
    drawn whatever gave the focus (Fusion's own is a faint tint, shown only after a key press). In high
    contrast a disabled button is drawn flat: white, with a dashed grey frame (its text is the palette's
    disabled grey), so that it never looks like one to press; its size is the enabled button's."""

    def drawPrimitive(
        self, element: QStyle.PrimitiveElement, option: QStyleOption, painter: QPainter, widget: QWidget | None = None
    ) -> None:
        if element == QStyle.PrimitiveElement.PE_FrameFocusRect:
            painter.save()
            painter.setPen(QPen(option.palette.color(QPalette.ColorRole.Highlight), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(option.rect.adjusted(1, 1, -1, -1))
            painter.restore()
            return
        enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
        if element in _BUTTON_PANELS and not enabled and current() == CONTRAST:
            painter.save()
            painter.fillRect(option.rect, QColor("#ffffff"))
            painter.setPen(QPen(QColor(DISABLED), 1, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(option.rect.adjusted(1, 1, -2, -2))
            painter.restore()
            return
        super().drawPrimitive(element, option, painter, widget)

    def sizeFromContents(
        self, kind: QStyle.ContentsType, option: QStyleOption, size: QSize, widget: QWidget | None = None
    ) -> QSize:
        out = super().sizeFromContents(kind, option, size, widget)  # type: ignore[arg-type]  # Qt passes None too
        if kind == QStyle.ContentsType.CT_TabBarTab:
            # Fusion draws a tab that is not the current one 2 px lower in the same height, which cut the accent
            # off a capital ("À cette table" read "A cette table", also Ü and É)
            out.setHeight(out.height() + TAB_HEADROOM)
        return out


#: pixels added to a tab's height (`FocusStyle.sizeFromContents`)
TAB_HEADROOM = 4

_STANDARD_PALETTE: list[QPalette] = []  # the application's own palette, before any switch


def apply(app: QApplication, name: str) -> None:
    """Switch the whole application (widgets and board colours) to theme `name` at once; both themes
    draw the focus frame with `FocusStyle`."""
    set_theme(name)
    if not isinstance(app.style(), FocusStyle):
        app.setStyle(FocusStyle(app.style().name()))
    if not _STANDARD_PALETTE:
        _STANDARD_PALETTE.append(QPalette(app.palette()))
    app.setPalette(contrast_palette() if current() == CONTRAST else _STANDARD_PALETTE[0])


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two colours (1 to 21)."""

    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())

    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
