"""Application entry point `meeple-table`: arguments, QApplication, translators, the main window.

    meeple-table                                   start screen
    meeple-table --new waterdeep --players Ann,Bob,Cy --seed 3
    meeple-table --open game.json [--at N]
    ... --theme contrast                           high contrast for this run (Settings → Theme keeps one)
    ... --screenshot out.png                       render offscreen, save, exit 0
    meeple-table --import FILE...                  add records to the library and the statistics (no window)
    meeple-table --stats [--game G]                print the per-player statistics (no window)
    meeple-table --library                         print the saved games, one a line (no window)

Bad arguments print one line on stderr and exit with code 2.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from typing import TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:  # Qt loads only once the command line is read
    from PySide6.QtCore import QCoreApplication, QMessageLogContext, QtMsgType

_T0 = time.perf_counter()
#: the values of --theme (desktop.theme.THEMES, named here so that a bad value is refused before Qt loads)
THEMES = ("standard", "contrast")


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = _Parser(prog="meeple-table", description="Pass-and-play board games on one laptop.")
    p.add_argument("--new", metavar="GAME", help="start a new game straight away (e.g. waterdeep)")
    p.add_argument("--players", help="comma-separated player names (2-5)")
    p.add_argument("--seed", type=int, default=None, help="seed of the new game")
    p.add_argument(
        "--options", default="", help="comma-separated options of the new game: KEY, KEY=true or KEY=false (promos)"
    )
    p.add_argument(
        "--computers",
        default="",
        help="who plays each seat of the new game, comma-separated: person, easy, medium or hard",
    )
    p.add_argument("--open", metavar="FILE", help="open a saved record")
    p.add_argument("--at", type=int, default=None, metavar="N", help="show move N of the opened record")
    p.add_argument("--screenshot", metavar="PNG", help="render the window offscreen, save it and exit")
    p.add_argument("--size", default=None, metavar="WxH", help="window size for --screenshot (default 1600x1000)")
    p.add_argument("--lang", default=None, help="user interface language (e.g. de)")
    p.add_argument(
        "--theme", default=None, help="standard or contrast (high contrast); without it, the theme of Settings"
    )
    p.add_argument(
        "--import",
        dest="import_files",
        nargs="+",
        metavar="FILE",
        help="add records to the saved games (the finished ones to the statistics) and exit",
    )
    p.add_argument("--stats", action="store_true", help="print the per-player statistics and exit")
    p.add_argument("--game", default=None, help="with --stats: only this game")
    p.add_argument("--library", action="store_true", help="print the saved games, one a line, and exit")
    p.add_argument("--startup-probe", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--worker-probe", action="store_true", help=argparse.SUPPRESS)  # a packaged build's workers
    args = p.parse_args(argv)
    args.command = _check_command(args)
    if args.command:
        return args
    if args.new and args.open:
        raise UsageError("use either --new or --open, not both")
    if args.at is not None and not args.open:
        raise UsageError("--at needs --open FILE")
    if args.lang is not None:
        from desktop import i18n

        if args.lang not in i18n.available():
            raise UsageError(f"--lang: no translation {args.lang!r} (choose from {', '.join(i18n.available())})")
    if args.theme is not None and args.theme not in THEMES:
        raise UsageError(f"--theme must be {' or '.join(THEMES)}, not {args.theme!r}")
    args.window_size = (1600, 1000)
    if args.size is not None:
        w, sep, h = args.size.lower().partition("x")
        if not (sep and w.isdigit() and h.isdigit() and 640 <= int(w) <= 8000 and 480 <= int(h) <= 8000):
            raise UsageError(f"--size must be WIDTHxHEIGHT between 640x480 and 8000x8000, not {args.size!r}")
        args.window_size = (int(w), int(h))
    if args.new:
        from engine import game_ids, get_game

        if args.new not in game_ids():
            raise UsageError(f"unknown game {args.new!r} (choose from {', '.join(game_ids())})")
        from desktop.tables import TABLES

        if args.new not in TABLES:
            raise UsageError(f"the desktop table does not support {args.new!r} yet (only {', '.join(TABLES)})")
        names = [n.strip() for n in args.players.split(",")] if args.players else []
        try:
            args.names = get_game(args.new).check_players(names)
        except ValueError as exc:
            raise UsageError(f"{exc} (use --players Ann,Bob,Cy)") from None
        args.game_options = _game_options(args.options, args.new)
        args.computer_seats = _computer_seats(args.computers, len(args.names))
    elif args.players or args.seed is not None or args.options or args.computers:
        raise UsageError("--players, --seed, --options and --computers need --new GAME")
    return args


#: the options that open a window, refused next to a command that prints and exits
_WINDOW_OPTIONS = (
    ("new", "--new"),
    ("open", "--open"),
    ("at", "--at"),
    ("screenshot", "--screenshot"),
    ("size", "--size"),
    ("lang", "--lang"),
    ("theme", "--theme"),
    ("players", "--players"),
    ("seed", "--seed"),
    ("options", "--options"),
    ("computers", "--computers"),
    ("startup_probe", "--startup-probe"),
    ("worker_probe", "--worker-probe"),
)


def _check_command(args: argparse.Namespace) -> str:
    """The command that prints and exits ('--import', '--stats', '--library'; '' for none): one at most, with
    no option of the window; --game only with --stats and naming a game with a table."""
    given = [
        name
        for name, on in (("--import", args.import_files), ("--stats", args.stats), ("--library", args.library))
        if on
    ]
    if len(given) > 1:
        raise UsageError(f"use one of --import, --stats and --library at a time, not {' and '.join(given)}")
    command = given[0] if given else ""
    if args.game is not None:
        from desktop.tables import TABLES

        if command != "--stats":
            raise UsageError("--game needs --stats")
        if args.game not in TABLES:
            raise UsageError(f"--game must be {' or '.join(TABLES)}, not {args.game!r}")
    if command:
        for attr, flag in _WINDOW_OPTIONS:
            value = getattr(args, attr)
            if not (value is None or value is False or value == ""):  # --seed 0 and --at 0 are given too
                raise UsageError(f"{command} prints and exits: it cannot be combined with {flag}")
    return command


def run_command(args: argparse.Namespace) -> int:
    """--import, --stats or --library: plain text, no window (and no Qt widgets for --stats and --library)."""
    from desktop.stats import cli

    try:
        if args.command == "--import":
            return cli.import_files(args.import_files)
        if args.command == "--stats":
            return cli.print_stats(args.game)
        return cli.print_library()
    except BrokenPipeError:  # the reader stopped early (| head): nothing more to say, and no traceback at exit
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _computer_seats(text: str, players: int) -> list[str | None]:
    """--computers person,hard,easy: a level per seat (None for a person); empty: people only."""
    from desktop.computers import LEVELS

    if not text.strip():
        return [None] * players
    kinds = [k.strip().lower() for k in text.split(",")]
    if len(kinds) != players:
        seats = f"{len(kinds)} seat" if len(kinds) == 1 else f"{len(kinds)} seats"
        raise UsageError(f"--computers names {seats} for {players} players (e.g. person,hard,easy)")
    for kind in kinds:
        if kind != "person" and kind not in LEVELS:
            raise UsageError(f"--computers: {kind!r} is not person, {', '.join(LEVELS)}")
    return [None if k == "person" else k for k in kinds]


#: what `--options KEY=VALUE` takes for an option of the New game screen (a check box): on or off
_OPTION_VALUES = {"true": True, "false": False}


def _game_options(text: str, game_id: str) -> dict[str, bool]:
    """--options promos,other=false: each a check box of the New game screen, on (`KEY` or `KEY=true`) or off
    (`KEY=false`); an unknown key names the game's options, a bad value the values its option takes."""
    known = [key for key, _, _ in _table_options(game_id)]
    options: dict[str, bool] = {}
    for item in (o.strip() for o in text.split(",")):
        if not item:
            continue
        key, sep, value = (part.strip() for part in item.partition("="))
        if key not in known:
            offered = ", ".join(known) if known else "none"
            raise UsageError(f"unknown option {key!r} for {game_id} (its options: {offered})")
        if sep and value.lower() not in _OPTION_VALUES:
            raise UsageError(f"--options: {key} takes {' or '.join(_OPTION_VALUES)}, not {value!r} (e.g. {key}=true)")
        if _OPTION_VALUES[value.lower()] if sep else True:
            options[key] = True
        else:  # off is the default: left out, as the New game screen leaves an unchecked box out
            options.pop(key, None)
    return options


def _table_options(game_id: str) -> list[tuple[str, str, str]]:
    from desktop.tables import table_for

    return table_for(game_id).options()


def install_translator(app: QCoreApplication, lang: str | None) -> str:
    """The translators of `lang` (None: the system's language); returns the language in use."""
    from desktop import i18n

    return i18n.use(app, lang)


def _settle(ms: int) -> None:
    """Run the event loop for `ms` (delayed layouts and timers fire)."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def _qt_message(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Qt's own warnings go to stderr, except the offscreen plugin's harmless size-hint notice."""
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        args = parse_args(argv)
    except UsageError as exc:
        print(f"meeple-table: error: {exc}", file=sys.stderr)
        return 2
    if args.command:
        return run_command(args)
    loaded = None
    if args.open:  # read and check the record before any window exists
        from desktop.tables import check_record
        from engine import RecordError
        from engine.core import record as records

        try:
            loaded = check_record(records.load(args.open), args.at)
        except RecordError as exc:
            print(f"meeple-table: error: {exc}", file=sys.stderr)
            return 2
    if args.screenshot or args.startup_probe or args.worker_probe:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    qInstallMessageHandler(_qt_message)

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "meeple-table"])
    app.setApplicationName("Meeple Table")
    app.setOrganizationName("meeple-table")
    from desktop.settings import settings

    install_translator(app, args.lang or str(settings().value("ui/language", "")) or None)
    from desktop.window import MainWindow
    from engine import RecordError

    quiet = bool(args.screenshot or args.startup_probe or args.worker_probe)  # leave the user's files alone
    window = MainWindow(autosave=not quiet, remember=not quiet)
    if args.theme is not None:
        window.set_theme(args.theme, remember=False)  # this run only
    if not quiet:
        from desktop import crash

        crash.install(lambda: window)
    try:
        if args.new:
            seed = args.seed if args.seed is not None else int(time.time()) % 1_000_000
            window.start_game(args.new, args.names, None, seed, args.game_options, args.computer_seats)
        elif loaded is not None:
            window.open_record(args.open, loaded, args.at)
    except RecordError as exc:
        print(f"meeple-table: error: {exc}", file=sys.stderr)
        return 2
    if args.screenshot:
        window.resize(*args.window_size)
        window.show()
        app.processEvents()
        if window.session is not None:
            window.view.fit()
        window.scene.finish_animations()  # meeples where they end up, not mid-slide
        _settle(400)  # lists re-lay out their rows 100 ms after a resize (QListView's Adjust mode)
        window.scene.finish_animations()
        ok = window.grab().save(args.screenshot)
        window.close()
        if not ok:
            print(f"meeple-table: error: cannot write {args.screenshot}", file=sys.stderr)
            return 2
        return 0
    window.show()
    if not quiet:
        from desktop import worker

        worker.start_in_background()  # the computers' processes, warm before the first computer move
        worker.preload_charts()
    if args.startup_probe:

        def painted() -> None:
            window.repaint()  # make sure the whole window has been painted once
            print(f"painted {time.perf_counter() - _T0:.4f}", flush=True)
            app.quit()

        QTimer.singleShot(0, painted)
    if args.worker_probe:
        _worker_probe(app)
    return int(app.exec())


def _worker_probe(app: Any) -> None:
    """Ask a worker process for a Medium move in a new game, print its pid and the move, and quit (the
    packaged build's test: its processes start the frozen executable itself, which must run the job)."""
    from desktop import worker
    from engine import game_ids, get_game

    game = get_game(game_ids()[0])
    state = game.new_game(["Ann", "Bob"], 1)
    payload = {"game": game.id, "state": game.state_to_dict(state), "level": "medium", "seed": 1}

    def done(answer: Any) -> None:
        print(f"worker {' '.join(map(str, worker.shared().pids()))} answered {answer['move']}", flush=True)
        app.quit()

    def failed(error: str) -> None:
        print(f"worker failed: {error}", file=sys.stderr, flush=True)
        app.exit(1)

    worker.shared().submit("choose", payload, done, failed)


if __name__ == "__main__":
    sys.exit(main())
