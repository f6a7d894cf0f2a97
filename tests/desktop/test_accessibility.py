"""Accessibility: the high-contrast theme, the keyboard on the board (a focus ring, Enter plays what a
click plays) and the texts assistive technology reads (never a hidden card). Runs for every game."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAccessible, QColor, QImage, QPainter, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionFocusRect, QWidget

from desktop import app as cli
from desktop import settings as app_settings
from desktop import theme
from desktop.board.focus import FocusRing
from desktop.board.items import SpaceItem

ROLES = QPalette.ColorRole


@pytest.fixture(autouse=True)
def standard_theme_after(qapp):
    """The theme is the application's: every test leaves the standard one behind."""
    yield
    theme.apply(qapp, theme.STANDARD)


def _placing(window, advance):
    """Play on to a meeple placement of the person at the screen, a few moves in."""
    c = window.controller
    advance(window, lambda s: c.session.index >= 4 and c.table.placing(c.legal()) and window.scene.keyboard_targets())
    window.sync()
    QApplication.processEvents()
    return c


def _focus_board(window, qtbot):
    window.activateWindow()
    window.view.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: window.view.hasFocus())


# -- theme ----------------------------------------------------------------------------------------------
def test_high_contrast_palette_has_7_to_1_text():
    pal = theme.contrast_palette()
    pairs = [
        (ROLES.WindowText, ROLES.Window),
        (ROLES.Text, ROLES.Base),
        (ROLES.Text, ROLES.AlternateBase),
        (ROLES.ButtonText, ROLES.Button),
        (ROLES.HighlightedText, ROLES.Highlight),
        (ROLES.ToolTipText, ROLES.ToolTipBase),
        (ROLES.PlaceholderText, ROLES.Base),
        (ROLES.Link, ROLES.Base),
    ]
    for fg, bg in pairs:
        assert theme.contrast_ratio(pal.color(fg), pal.color(bg)) >= 7, (fg, bg)
    disabled = QPalette.ColorGroup.Disabled
    for fg, bg in ((ROLES.WindowText, ROLES.Window), (ROLES.ButtonText, ROLES.Button), (ROLES.Text, ROLES.Base)):
        # disabled text: still readable (WCAG AA) on its background, and 3:1 apart from enabled text
        assert theme.contrast_ratio(pal.color(disabled, fg), pal.color(disabled, bg)) >= 4.5, (fg, bg)
        assert theme.contrast_ratio(pal.color(disabled, fg), pal.color(bg)) >= 4.5, (fg, bg)
        assert theme.contrast_ratio(pal.color(disabled, fg), pal.color(fg)) >= 3, fg


def _darkest(image: QImage) -> QColor:
    """The darkest colour of an image (a button's: its text)."""
    white = QColor("#ffffff")
    pixels = (image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height()))
    return max(pixels, key=lambda c: theme.contrast_ratio(c, white))


def _buttons(qtbot) -> tuple[dict[str, tuple[QWidget, QWidget]], list[QWidget]]:
    """(enabled, disabled) of each kind of button: a plain one, the banner's Done, the Actions panel's
    "Do it" and the start screen's "Start game"; and the widgets holding them (kept while they are looked at)."""
    from PySide6.QtWidgets import QPushButton

    from desktop.widgets.choices import ChoicePanel
    from desktop.widgets.start import StartScreen
    from desktop.widgets.turnbar import DONE, TurnBar

    pairs: dict[str, tuple[QWidget, QWidget]] = {}
    plain = QPushButton("Start game"), QPushButton("Start game")
    pairs["plain"] = plain
    bars = TurnBar(), TurnBar()
    for bar in bars:
        bar.set_banner("Ann: your turn is over", "#c00000", "#ffffff", DONE)  # armed: disabled for a moment
    bars[0].button.disarm()
    pairs["banner"] = bars[0].button, bars[1].button
    panels = ChoicePanel(), ChoicePanel()
    panels[0].set_choices(None, None, "Place a worker", ("quarry",))  # type: ignore[arg-type]
    panels[1].set_choices(None, None, "Place a worker", ())
    pairs["do it"] = panels[0].play_button, panels[1].play_button
    starts = StartScreen(), StartScreen()
    starts[1].seed.setText("x")  # a seed it refuses: Start game is disabled
    pairs["start"] = starts[0].start_button, starts[1].start_button
    plain[1].setEnabled(False)
    owners = [*plain, *bars, *panels, *starts]
    for owner in owners:
        qtbot.addWidget(owner)
        owner.resize(max(owner.sizeHint().width(), 300), owner.sizeHint().height())
        owner.show()
        qtbot.waitExposed(owner)
    return pairs, owners


def test_a_disabled_button_looks_disabled_in_high_contrast(qapp, qtbot):
    """In high contrast a disabled button's text is 3:1 or more apart from an enabled one's, its face is flat
    white (no raised bevel) and its frame dashed; the standard theme keeps its own look."""
    theme.apply(qapp, theme.CONTRAST)
    pairs, _owners = _buttons(qtbot)
    for kind, (enabled, disabled) in pairs.items():
        assert enabled.isEnabled() and not disabled.isEnabled(), kind
        on, off = enabled.grab().toImage(), disabled.grab().toImage()
        assert theme.contrast_ratio(_darkest(on), _darkest(off)) >= 3, kind
        assert theme.contrast_ratio(_darkest(off), QColor("#ffffff")) >= 4.5, kind  # still readable
        w, h = off.width(), off.height()
        face = [off.pixelColor(x, y) for x, y in ((3, 3), (w - 4, 3), (3, h - 4), (w - 4, h - 4))]
        assert all(c == QColor("#ffffff") for c in face), (kind, face)  # flat: no gradient, no shadow
        edge = {off.pixelColor(x, 1).name() for x in range(2, w - 2)}
        assert {"#ffffff", theme.DISABLED} <= edge, (kind, edge)  # a dashed frame
        assert on.pixelColor(3, h - 4) != QColor("#ffffff") or on.pixelColor(w // 2, 1) != QColor("#ffffff")
    theme.apply(qapp, theme.STANDARD)
    enabled, disabled = pairs["plain"]
    off = disabled.grab().toImage()
    assert theme.DISABLED not in {off.pixelColor(x, 1).name() for x in range(2, off.width() - 2)}


def test_theme_switch_changes_palette_and_board_pens_and_persists(window, game_id, qtbot):
    window.start_game(game_id, ["Ann", "Bob"], None, 3)
    window.controller.confirm_handoff()
    space = next(t for t in window.scene.targets.values() if isinstance(t, SpaceItem))
    before = _render(space)
    assert theme.outline(1.5).widthF() == 1.5
    window.menus.themes["contrast"].trigger()
    assert theme.current() == theme.CONTRAST
    assert QApplication.palette().color(ROLES.Window) == QColor("#ffffff")
    assert QApplication.palette().color(ROLES.Highlight) == theme.contrast_palette().color(ROLES.Highlight)
    assert window.scene.backgroundBrush().color() == QColor("#ffffff")  # a plain board
    assert theme.outline(1.5).widthF() >= 3.5 and theme.outline(1.5).color() == QColor("#000000")
    assert _render(space) != before  # the space is drawn again with the thick black outline
    assert "background: #ffffff" in window.banner.styleSheet()  # black on white, the colour as a band
    assert app_settings.settings().value("ui/theme") == "contrast"
    again = type(window)(autosave=False)  # the next start restores it
    qtbot.addWidget(again)
    assert again.menus.themes["contrast"].isChecked() and theme.current() == theme.CONTRAST
    window.menus.themes["standard"].trigger()
    assert window.scene.backgroundBrush().color() == theme.colour("board") != QColor("#ffffff")
    assert app_settings.settings().value("ui/theme") == "standard"


def _render(item) -> bytes:
    rect = item.boundingRect().toAlignedRect()
    image = QImage(rect.size(), QImage.Format.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    p.translate(-rect.topLeft())
    item.paint(p, None, None)
    p.end()
    return bytes(image.constBits())


@pytest.mark.parametrize("name", theme.THEMES)
def test_focus_frame_of_widgets_is_solid_in_the_highlight_colour(qapp, name):
    theme.apply(qapp, name)
    assert isinstance(qapp.style(), theme.FocusStyle)
    image = QImage(40, 20, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    option = QStyleOptionFocusRect()
    option.rect = QRect(0, 0, 40, 20)
    option.palette = qapp.palette()
    option.state = QStyle.StateFlag.State_HasFocus
    p = QPainter(image)
    qapp.style().drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, option, p)
    p.end()
    edge = image.pixelColor(1, 10)
    assert edge == qapp.palette().color(ROLES.Highlight)
    assert theme.contrast_ratio(edge, qapp.palette().color(ROLES.Window)) >= 3  # a visible frame


def test_theme_option_of_the_command_line():
    assert cli.THEMES == theme.THEMES
    assert cli.parse_args(["--theme", "contrast"]).theme == "contrast"
    with pytest.raises(cli.UsageError, match="--theme must be standard or contrast"):
        cli.parse_args(["--theme", "dark"])


# -- the keyboard on the board ------------------------------------------------------------------------
@pytest.mark.parametrize("name", theme.THEMES)
def test_tab_goes_through_legal_targets_and_enter_plays_what_a_click_plays(game, advance, driver, qtbot, name):
    theme.apply(QApplication.instance(), name)
    c = _placing(game, advance)
    scene, view = game.scene, game.view
    legal = scene.keyboard_targets()
    _focus_board(game, qtbot)
    seen = []
    for _ in range(len(legal)):
        QTest.keyClick(view, Qt.Key.Key_Tab)
        seen.append(scene.focus.target_id)
        ring = scene.focus.ring
        target = scene.targets[seen[-1]]
        assert ring.isVisible() and ring.sceneBoundingRect().contains(target.sceneBoundingRect())
        assert view.accessibleName() == scene.focus.spoken()[0] != ""
    assert set(seen) == legal and view.hasFocus()  # each legal target once, and Tab stays on the board
    QTest.keyClick(view, Qt.Key.Key_Tab)
    assert scene.focus.target_id == seen[0]  # round the end
    QTest.keyClick(view, Qt.Key.Key_Backtab)
    assert scene.focus.target_id == seen[-1]
    # Enter plays the move a click on that target plays
    target = next(t for t in seen if c.table.click_move(c.legal(), t) is not None)
    while scene.focus.target_id != target:
        QTest.keyClick(view, Qt.Key.Key_Tab)
    before = c.session.index
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert c.session.index == before + 1
    by_key = c.session.moves[-1]
    c.undo()
    assert c.session.index == before
    driver.click_scene(driver.target_centre(target))
    assert c.session.index == before + 1 and c.session.moves[-1] == by_key


def test_focus_ring_is_distinct_from_the_highlight_and_the_hint(game, advance, qtbot):
    c = _placing(game, advance)
    scene = game.scene
    _focus_board(game, qtbot)
    QTest.keyClick(game.view, Qt.Key.Key_Tab)
    target = scene.targets[scene.focus.target_id]
    target.set_highlight(True)
    target.set_hinted(True)
    ring = scene.focus.ring
    frames = [child for child in target.childItems() if child.isVisible()]
    assert len(frames) == 2  # the highlight frame and the hint frame
    for frame in frames:
        assert ring.sceneBoundingRect().contains(frame.sceneBoundingRect())  # the ring lies outside them
    assert ring.zValue() > max(item.zValue() for item in [*scene.chips, target])
    for name in theme.THEMES:
        theme.set_theme(name)
        ring_colours = {theme.colour("focus").name(), theme.colour("focus_inner").name()}
        assert not ring_colours & {theme.colour("highlight").name(), theme.colour("hint").name()}
        assert theme.contrast_ratio(theme.colour("focus"), theme.colour("focus_inner")) >= 3  # two tones
    assert isinstance(ring, FocusRing) and c.legal()


def test_arrows_explore_the_board_and_escape_leaves_it(game, advance, qtbot):
    _placing(game, advance)
    scene, view = game.scene, game.view
    _focus_board(game, qtbot)
    QTest.keyClick(view, Qt.Key.Key_Tab)
    visited = {scene.focus.target_id}
    assert scene.highlighted() == scene.keyboard_targets()  # outlined as while a meeple is held
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
        QTest.keyClick(view, key)
        visited.add(scene.focus.target_id)
        assert view.accessibleName() == scene.focus.spoken()[0]
    assert len(visited) >= 3
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert scene.focus.target_id is None and not scene.focus.ring.isVisible()
    assert scene.highlighted() == scene.click_targets
    assert QApplication.focusWidget() is game.choices.list  # the Actions list is next
    assert view.accessibleName() == game.view.spoken[0]  # the board's own name again
    QTest.keyClick(game.choices.list, Qt.Key.Key_Backtab)  # Shift+Tab back onto the board: its last choice
    assert view.hasFocus() and scene.focus.target_id == max(scene.keyboard_targets(), key=scene.focus._reading_key)


def test_no_ring_comes_without_a_key(game, advance, driver, qtbot):
    """Focus that reaches the board because a panel was hidden (the start screen, the curtain) brings no
    ring and no extra outlines: only Tab does."""
    _placing(game, advance)
    _focus_board(game, qtbot)
    assert game.scene.focus.target_id is None
    c = game.controller
    rng = random.Random(3)
    for _ in range(12):
        driver.step_random(rng)
        assert game.scene.focus.target_id is None and game.scene.highlighted() == game.scene.click_targets
        if c.session.is_over():
            break


def test_the_views_accessible_name_follows_the_focus(game, advance, qtbot):
    _placing(game, advance)
    scene, view = game.scene, game.view
    board_name = view.accessibleName()
    _focus_board(game, qtbot)
    names = []
    for _ in range(3):
        QTest.keyClick(view, Qt.Key.Key_Tab)
        item = scene.targets[scene.focus.target_id]
        names.append(view.accessibleName())
        assert names[-1] != board_name
        assert view.accessibleDescription() == scene.focus.spoken()[1]
        assert "Enter" in view.accessibleDescription()  # a legal target says it can be chosen
        if item.toolTip():
            first = item.toolTip().split("\n")[0]
            assert first in names[-1] or first in view.accessibleDescription()
        face = QAccessible.queryAccessibleInterface(view)
        assert face.text(QAccessible.Text.Name) == names[-1]
    assert len(set(names)) == 3


def test_nothing_private_is_spoken_behind_the_curtain(window, game_id):
    """A 2-person game waiting at the curtain: the hand, the board view and the panels name no card."""
    window.start_game(game_id, ["Ann", "Bob"], None, 3)
    c = window.controller
    assert c.curtain and window.curtain.isVisible()
    table, state = c.table, c.state
    secrets = set()
    for seat in range(2):
        for row in table.hand_rows(state, seat, ()):
            head = row.text.split("\n")[0]  # "Lord: Name", "Quest: Name (Type)", "Name"
            secrets.add(head.split(": ", 1)[-1].split(" (")[0])
    assert secrets
    spoken = [
        text for w in window.findChildren(QWidget) for text in (w.accessibleName(), w.accessibleDescription()) if text
    ]
    for secret in secrets:
        assert not [t for t in spoken if secret in t], secret
    assert window.hand_view.accessibleDescription() == window.hand_title.text()
    assert window.view.board.focus.target_id is None
    assert window.curtain.accessibleName().endswith("Bob") or window.curtain.accessibleName().endswith("Ann")
    c.confirm_handoff()  # the player at the screen: their hand's title is read with the hand
    assert window.hand_view.accessibleDescription() == table.hand_title(c.state, c.at_screen)


def _mnemonic(text: str) -> str:
    at = text.replace("&&", "").find("&")
    return text.replace("&&", "")[at + 1].lower() if at >= 0 else ""


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_menu_mnemonics_are_unique(lang, qapp, qtbot):
    """Alt+letter opens every menu and submenu; no letter stands for two entries of one menu, in each
    language (the arrow keys reach every entry in any case)."""
    from desktop import i18n
    from desktop.window import MainWindow

    i18n.use(qapp, lang)
    try:
        window = MainWindow(autosave=False)
    finally:
        i18n.use(qapp, "en")
    qtbot.addWidget(window)
    menus = [action.menu() for action in window.menuBar().actions()]
    assert len({_mnemonic(action.text()) for action in window.menuBar().actions()}) == len(menus)
    while menus:
        menu = menus.pop()
        entries = [a for a in menu.actions() if not a.isSeparator()]
        keys = [key for key in (_mnemonic(a.text()) for a in entries) if key]
        assert len(set(keys)) == len(keys), [a.text() for a in entries]
        submenus = [a for a in entries if a.menu() is not None]
        assert all(_mnemonic(a.text()) for a in submenus), [a.text() for a in submenus]
        menus += [a.menu() for a in submenus]


def test_the_score_chart_follows_the_theme(window, game_id, qtbot):
    window.start_game(game_id, ["Ann", "Bob"], None, 3)
    window.controller.confirm_handoff()
    window.timeline_dock.show()
    window.timeline_dock.raise_()
    qtbot.waitUntil(lambda: window.timeline.chart is not None)
    chart = window.timeline.chart.widget
    assert chart.backgroundBrush().color() == QColor("#f6ecd4")
    window.menus.themes["contrast"].trigger()
    assert chart.backgroundBrush().color() == QColor("#ffffff")
    assert window.timeline.chart.cursor.pen.color() == QColor("#000000")


def test_arrows_stop_once_per_location_in_reading_order(game, advance, qtbot):
    """A location and the one space inside it (an Architects location and its worker space) are one stop of the
    arrow keys, not two; a location with several choices inside (the Mines, the Workshop) stops at each. Right
    along the top row visits each location once, left to right."""
    _placing(game, advance)
    scene, view = game.scene, game.view
    _focus_board(game, qtbot)
    stops = scene.focus.stops()
    members = {tid: stop for stop, group in stops.items() for tid in group}
    assert len(members) == sum(len(group) for group in stops.values())  # no target in two stops
    top = min(stops, key=lambda s: (scene.focus._reading_key(s)[0], scene.focus._reading_key(s)[1]))
    scene.focus.set(scene.focus._face(stops[top]))
    seen = [members[scene.focus.target_id]]
    for _ in range(12):
        QTest.keyClick(view, Qt.Key.Key_Right)
        stop = members[scene.focus.target_id]
        if stop == seen[-1]:
            break  # the row's end
        seen.append(stop)
    assert len(seen) == len(set(seen)) >= 3  # never the same location twice
    xs = [scene.targets[s].sceneBoundingRect().center().x() for s in seen]
    assert xs == sorted(xs)
    if game.session.game.id == "architects":
        assert stops["loc:quarry"] == ("loc:quarry", "quarry") and "quarry" not in stops  # one stop
        assert "loc:mines" not in stops and {"mines:clay", "mines:gold"} <= set(stops)
