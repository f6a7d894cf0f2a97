"""The translations are Qt Linguist .ts files, one per language, and nothing else.

Every translations/meeple_<lang>.ts but English is complete: nothing unfinished, nothing the code no
longer has, the same {fields}, %n and '&' accelerator as the English, and as many plural forms as the
language has. meeple_en.ts holds only the %n messages (English words their singular and plural itself;
every other message falls back to the source text). No visible text in desktop/ skips tr().
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"
DESKTOP = ROOT / "desktop"
ALL_TS = sorted(TRANSLATIONS.glob("meeple_*.ts"))
#: every language that must be complete (any meeple_<lang>.ts but English)
COMPLETE = [ts for ts in ALL_TS if ts.stem != "meeple_en"]
ENGLISH = TRANSLATIONS / "meeple_en.ts"


def _lang(ts: Path) -> str:
    return ts.stem.removeprefix("meeple_")


def _messages(ts: Path) -> list[tuple[str, ET.Element]]:
    """(context name, message element) for every message of a .ts file."""
    return [
        (ctx.findtext("name") or "", m) for ctx in ET.parse(ts).getroot().iter("context") for m in ctx.iter("message")
    ]


def _key(context: str, m: ET.Element) -> tuple[str, str, str]:
    return context, m.findtext("source") or "", m.findtext("comment") or ""


def _forms(m: ET.Element) -> list[str]:
    """The translation of a message: its plural forms, or the one text."""
    t = m.find("translation")
    assert t is not None
    if m.get("numerus") == "yes":
        return [f.text or "" for f in t.iter("numerusform")]
    return [t.text or ""]


def _lupdate() -> Path:
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    if not lupdate.exists():
        lupdate = Path(shutil.which("pyside6-lupdate") or "")
    if not lupdate.is_file():
        pytest.skip("pyside6-lupdate not installed")
    return lupdate


@pytest.fixture(scope="module")
def fresh(tmp_path_factory) -> dict[str, Path]:
    """What lupdate extracts from the code now, per language (a new .ts: every message unfinished, with as
    many empty plural forms as the language has)."""
    out = {}
    files = sorted(str(p) for p in DESKTOP.rglob("*.py"))
    folder = tmp_path_factory.mktemp("fresh")
    for ts in ALL_TS:
        language = ET.parse(ts).getroot().get("language") or _lang(ts)
        target = folder / ts.name
        extra = ["-pluralonly"] if ts == ENGLISH else []
        subprocess.run(
            [str(_lupdate()), *files, "-ts", str(target), "-target-language", language, "-no-obsolete", *extra],
            check=True,
            capture_output=True,
            timeout=180,
        )
        out[_lang(ts)] = target
    return out


def test_there_is_a_complete_language_and_english_plurals():
    assert ENGLISH in ALL_TS and TRANSLATIONS / "meeple_de.ts" in COMPLETE


@pytest.mark.parametrize("ts", COMPLETE, ids=_lang)
def test_nothing_is_unfinished(ts):
    unfinished = [_key(c, m) for c, m in _messages(ts) if m.find("translation").get("type") == "unfinished"]
    assert not unfinished, f"{ts.name}: {len(unfinished)} unfinished, e.g. {unfinished[:3]}"
    empty = [_key(c, m) for c, m in _messages(ts) if not all(_forms(m))]
    assert not empty, f"{ts.name}: empty translations, e.g. {empty[:3]}"


def test_english_holds_the_plural_messages_finished():
    messages = _messages(ENGLISH)
    assert messages and all(m.get("numerus") == "yes" for _, m in messages), "meeple_en.ts: only %n messages"
    unfinished = [_key(c, m) for c, m in messages if m.find("translation").get("type") or not all(_forms(m))]
    assert not unfinished, f"meeple_en.ts: {unfinished[:3]}"


@pytest.mark.parametrize("ts", ALL_TS, ids=_lang)
def test_the_ts_has_what_the_code_has_and_nothing_else(ts, fresh):
    """No vanished or obsolete entry, nothing the code has that the .ts lacks (run `make translations`)."""
    gone = [_key(c, m) for c, m in _messages(ts) if m.find("translation").get("type") in ("vanished", "obsolete")]
    assert not gone, f"{ts.name}: entries the code no longer has: {gone[:3]}"
    have = {_key(c, m): m.get("numerus") for c, m in _messages(ts)}
    want = {_key(c, m): m.get("numerus") for c, m in _messages(fresh[_lang(ts)])}
    assert sorted(set(want) - set(have))[:5] == [], f"{ts.name} lacks these: run make translations"
    assert sorted(set(have) - set(want))[:5] == [], f"{ts.name} has texts the code no longer has"
    assert have == want, "a message changed between plain and %n"


@pytest.mark.parametrize("ts", ALL_TS, ids=_lang)
def test_plural_messages_have_the_forms_of_the_language(ts, fresh):
    counts = {len(_forms(m)) for _, m in _messages(fresh[_lang(ts)]) if m.get("numerus") == "yes"}
    assert len(counts) == 1, "lupdate writes one number of plural forms per language"
    (count,) = counts
    wrong = [_key(c, m) for c, m in _messages(ts) if m.get("numerus") == "yes" and len(_forms(m)) != count]
    assert not wrong, f"{ts.name}: {count} plural forms wanted: {wrong[:3]}"
    for _, m in _messages(ts):
        source = m.findtext("source") or ""
        assert (m.get("numerus") == "yes") == ("%n" in source), f"%n and a plural message go together: {source!r}"


_FIELD = re.compile(r"\{[^{}]*\}")


def _accelerators(text: str) -> int:
    return len(re.findall(r"&(?!&)(?=\S)", text.replace("&&", "")))


def _placeholder_problems(source: str, forms: list[str]) -> list[str]:
    problems = []
    fields = sorted(_FIELD.findall(source))
    for i, text in enumerate(forms):
        if sorted(_FIELD.findall(text)) != fields:
            problems.append(f"fields {fields} in {text!r}")
        last = i == len(forms) - 1
        if "%n" in text and "%n" not in source:
            problems.append(f"%n in {text!r}")
        if last and "%n" in source and "%n" not in text:
            problems.append(f"no %n in the general plural form {text!r}")
        if _accelerators(text) != _accelerators(source) or _accelerators(text) > 1:
            problems.append(f"'&' accelerators in {text!r}")
    return problems


@pytest.mark.parametrize("ts", ALL_TS, ids=_lang)
def test_placeholders_match_the_source(ts):
    """The same {fields} in every form, %n at least in the general plural form (a singular form may say
    "once"), and the one '&' accelerator where the source has one."""
    problems = []
    for _, m in _messages(ts):
        if m.find("translation").get("type") == "unfinished":
            continue
        problems += _placeholder_problems(m.findtext("source") or "", _forms(m))
    assert not problems, f"{ts.name}: {problems[:5]}"


def test_the_placeholder_check_catches_mistakes():
    assert _placeholder_problems("{name} has %n card(s)", ["{name} hat %n Karte", "{nom} hat %n Karten"])
    assert _placeholder_problems("%n card(s)", ["eine Karte", "Karten"])
    assert _placeholder_problems("&Game", ["Spiel"])
    assert _placeholder_problems("&Game", ["&Sp&iel"])
    assert not _placeholder_problems("capture %n time(s)", ["einmal fangen", "%n-mal fangen"])
    assert not _placeholder_problems("Save &As… {x}", ["Speichern &unter… {x}"])


# -- counted phrases: no "1 agents" ------------------------------------------------------------------------


COUNTED = {
    # (phrase function, n) -> (English, German)
    ("architects_amount_worker", 1): ("1 worker", "1 Arbeiter"),
    ("architects_amount_worker", 2): ("2 workers", "2 Arbeiter"),
    ("architects_amount_cards", 1): ("1 building card", "1 Gebäudekarte"),
    ("architects_amount_cards", 2): ("2 building cards", "2 Gebäudekarten"),
    ("architects_amount_debt", 1): ("1 debt", "1 Schuld"),
    ("architects_amount_debt", 2): ("2 debts", "2 Schulden"),
    ("waterdeep_intrigue", 1): ("1 intrigue card", "1 Intrigekarte"),
    ("waterdeep_intrigue", 2): ("2 intrigue cards", "2 Intrigekarten"),
    ("waterdeep_fighters", 1): ("1 fighter", "1 Kämpfer"),
    ("waterdeep_fighters", 2): ("2 fighters", "2 Kämpfer"),
    ("final_round", 1): ("Last turns: 1 left", "Letzte Züge: noch 1"),
    ("final_round", 2): ("Last turns: 2 left", "Letzte Züge: noch 2"),
}


def _counted(kind: str, n: int) -> str:
    from desktop.tables.architects import names
    from desktop.tables.architects.table import architects
    from desktop.tables.waterdeep import cardtext, text

    phrases = {
        "architects_amount_worker": lambda: names.amount("worker", n),
        "architects_amount_cards": lambda: names.amount("cards", n),
        "architects_amount_debt": lambda: names.amount("debt", n),
        "waterdeep_intrigue": lambda: cardtext.intrigue_cards(n),
        "waterdeep_fighters": lambda: text.amount("f", n),
        "final_round": lambda: architects.tr("Last turns: %n left", "", n),
    }
    return phrases[kind]()


@pytest.mark.parametrize(("kind", "n"), list(COUNTED))
def test_counted_phrases_in_english_and_german(kind, n, language):
    english, german = COUNTED[(kind, n)]
    assert _counted(kind, n) == {"en": english, "de": german}[language]


_ONE_PLURAL = re.compile(
    r"(?<![\w.])1 (?:[\w-]+ )?(?:cards|workers|debts|agents|quests|trades|captures|actions|turns|moves|apprentices"
    r"|adventurers|times|locations|clerics|fighters|rogues|wizards)\b"
)


@pytest.mark.parametrize("n", [1, 2, 5])
def test_no_plural_message_shows_its_source_form(n, language):
    """Every %n message, in the language of the test: no '(s)' left, and no '1 workers' in English."""
    for context, m in _messages(ENGLISH):
        source = m.findtext("source") or ""
        text = QCoreApplication.translate(context, source, m.findtext("comment"), n)
        assert "(s)" not in text and "(es)" not in text and "%n" not in text, (source, text)
        assert str(n) in text or n == 1, (source, text)
        if language == "en" and n == 1:
            assert not _ONE_PLURAL.search(text), text


# -- visible text goes through tr() ----------------------------------------------------------------------

#: calls whose string arguments are shown to the user -> which positional arguments are text
_ALL = slice(None)
_VISIBLE = {
    **dict.fromkeys(
        (
            "setText",
            "setWindowTitle",
            "setToolTip",
            "setStatusTip",
            "setWhatsThis",
            "setPlaceholderText",
            "setAccessibleName",
            "setAccessibleDescription",
            "setTitle",
            "setLabelText",
            "setHeaderLabels",
            "setHorizontalHeaderLabels",
            "setPrefix",
            "setSuffix",
            "setSpecialValueText",
            "showMessage",
            "QLabel",
            "QAction",
            "QMenu",
            "QPushButton",
            "QToolButton",
            "QCheckBox",
            "QRadioButton",
            "QGroupBox",
            "setHtml",
            "setPlainText",
            "QStandardItem",
            "QListWidgetItem",
            "QTableWidgetItem",
            "QGraphicsSimpleTextItem",
            "QGraphicsTextItem",
            "TextItem",  # pyqtgraph
        ),
        _ALL,
    ),
    "drawText": slice(-1, None),  # QPainter: the text comes last
    "setLabel": slice(1, 2),  # pyqtgraph axis: (side, text)
    **dict.fromkeys(("addMenu", "addAction", "addItem", "addItems", "addRow"), slice(0, 1)),
    **dict.fromkeys(("addTab", "setTabText", "setItemText"), slice(1, 2)),
    **dict.fromkeys(("warning", "information", "critical", "question", "about"), slice(1, 3)),  # QMessageBox
}
#: texts that stay as they are in every language: a language's own name, signs
_ALLOWED = {"English", "Deutsch", "Français"}


def _literal_words(node: ast.AST) -> list[str]:
    """String literals with letters in an argument as written (a literal, an f-string, '...' + x,
    '...'.format(...), a conditional), not inside tr()/translate()."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value] if re.search(r"[^\W\d_]", node.value) and node.value not in _ALLOWED else []
    if isinstance(node, ast.JoinedStr):
        return [v for part in node.values for v in _literal_words(part)]
    if isinstance(node, ast.BinOp):
        return _literal_words(node.left) + _literal_words(node.right)
    if isinstance(node, ast.IfExp):
        return _literal_words(node.body) + _literal_words(node.orelse)
    if isinstance(node, (ast.List, ast.Tuple)):
        return [v for e in node.elts for v in _literal_words(e)]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("format", "join"):
        return _literal_words(node.func.value)
    return []


def _untranslated(source: str, filename: str) -> list[str]:
    hits = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        if name not in _VISIBLE:
            continue
        args = [*node.args[_VISIBLE[name]], *(k.value for k in node.keywords if k.arg in ("text", "title", "toolTip"))]
        for word in (w for arg in args for w in _literal_words(arg)):
            hits.append(f"{filename}:{node.lineno}: {name}({word!r})")
    return hits


def test_visible_strings_go_through_tr():
    hits = []
    for path in sorted(DESKTOP.rglob("*.py")):
        hits += _untranslated(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    assert not hits, "\n".join(hits)


def test_the_scan_finds_untranslated_text():
    code = """
label.setText("Hello")
QPushButton(f"Go {x}", self)
QMessageBox.warning(self, self.tr("Title"), "Something " + why)
log.warning("not shown %s", x)
combo.addItem(self.tr("Person"), "person")
w.setToolTip(self.tr("fine"))
a = QAction("·", self)
menu.addAction("English")
"""
    hits = _untranslated(code, "x.py")
    assert [h.split(": ", 1)[1] for h in hits] == ["setText('Hello')", "QPushButton('Go ')", "warning('Something ')"]


def test_a_counted_phrase_context_is_named_like_its_variable():
    """lupdate takes the context of `cardtext.tr("%n ...", "", n)` from the name before `.tr`."""
    for path in DESKTOP.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Assign)
                and isinstance(node.value, ast.Call)
                and isinstance(node.value.func, ast.Name)
                and node.value.func.id == "TrContext"
            ):
                (target,) = node.targets
                assert isinstance(target, ast.Name) and target.id == node.value.args[0].value, f"{path}:{node.lineno}"
