"""Headless command line: `python -m engine play | replay | bench | tournament` (design.md §3)."""

from __future__ import annotations

import argparse
import functools
import gc
import json
import math
import os
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from typing import Any

from engine.core import clock, tournament
from engine.core import record as records
from engine.core.ai import GameAI
from engine.core.errors import EngineError, RecordError
from engine.core.game import Game
from engine.core.levels import make_bot, parse_bot
from engine.core.registry import game_ids, get_game


def _play_one(
    game: Game[Any], names: list[str], seed: int, bots: list[str], options: dict[str, Any] | None = None
) -> tuple[Any, list[Any], Any]:
    """Play one game; returns the first state, the moves and the final state."""
    state = first = game.new_game(names, seed, options or {})
    players = [
        game.ai.playout_bot(seed * 31 + i) if kind == "playout" else make_bot(kind, seed * 31 + i)
        for i, kind in enumerate(bots)
    ]
    moves = []
    while not game.is_over(state):
        seat = game.current_player(state)
        assert seat is not None  # a game not over has a seat to move
        move = players[seat].choose(game, state)
        state = game.apply(state, move)
        moves.append(move)
    return first, moves, state


def _bot_list(spec: str, n: int) -> list[str]:
    kinds = [k.strip() for k in spec.split(",") if k.strip()]
    if not kinds:
        raise ValueError("--bots needs at least one bot name")
    for k in kinds:
        if k != "playout":
            parse_bot(k)  # ValueError for an unknown bot or a bad budget
    if len(kinds) == 1:
        kinds = kinds * n
    if len(kinds) != n:
        raise ValueError(f"--bots lists {len(kinds)} bots for {n} players")
    return kinds


def _options(pairs: list[str] | None) -> dict[str, Any]:
    """`--option promos=true` pairs -> {"promos": True}; values are JSON (bare words are strings)."""
    out: dict[str, Any] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise ValueError(f"--option needs KEY=VALUE, got {pair!r}")
        try:
            out[key] = json.loads(value)
        except json.JSONDecodeError:
            out[key] = value
    return out


def cmd_play(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    names = [f"P{i + 1}" for i in range(args.players)]
    bots = _bot_list(args.bots, args.players)
    first, moves, state = _play_one(game, names, args.seed, bots, _options(args.option))
    n = len(moves)
    scores = game.scores(state)
    if args.record:
        # every seat is a computer: the app's statistics count the game among games with computers (the playout
        # bot, a random bot with a bias toward progress, named as the random bot)
        computers = ["random" if kind == "playout" else kind for kind in bots]
        records.save(records.make_record(game, first, moves, computers), args.record)
    out = {
        "game": game.id,
        "seed": args.seed,
        "players": names,
        "bots": bots,
        "scores": scores.to_dict()["players"],
        "winner": [names[s] for s in scores.winners],
        "decided_by": scores.decided_by,
        "moves": n,
    }
    print(json.dumps(out))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        loaded = records.load(args.file)
    except RecordError as exc:
        print(f"error: {exc}", file=sys.stderr)  # the message names the file
        return 2
    if loaded.error is not None:
        print(f"error: {loaded.error}", file=sys.stderr)
        return 2
    game, state = loaded.game, loaded.states[-1]
    out: dict[str, Any] = {"game": game.id, "moves": len(loaded.moves), "over": game.is_over(state)}
    if game.is_over(state):
        scores = game.scores(state)
        out["scores"] = scores.to_dict()["players"]
        out["winner"] = [game.players(state)[s] for s in scores.winners]
    print(json.dumps(out))
    return 0


def _states_memory(game: Game[Any], names: list[str], seed: int, options: dict[str, Any]) -> tuple[int, float]:
    """Play one game keeping every state; returns the number of states and the MB they take together."""
    import tracemalloc

    game.new_game(names, seed, options)  # content and caches loaded outside the measurement
    tracemalloc.start()
    state = game.new_game(names, seed, options)
    states = [state]
    bot = game.ai.playout_bot(seed)
    while not game.is_over(state):
        state = game.apply(state, bot.choose(game, state))
        states.append(state)
    del bot
    game.legal_moves(states[0])  # drop the legal-move cache of the last state
    size, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return len(states), size / 1e6


def _bench_games(game_id: str, players: int, seeds: range, options: dict[str, Any], mode: str) -> int:
    """Play one random game per seed; returns the number of moves made (one worker's share).

    Each game steps through the public API (mode "apply": `GameAI.playout`, a frozen state after every
    move), the game's own random playout loop ("playout": `game.ai.playout`), or the Hard bot's simulation
    policy to the end ("simulate": `game.ai.simulate`)."""
    game = get_game(game_id)
    names = [f"P{i + 1}" for i in range(players)]
    if mode == "simulate":
        finish: Callable[[Any, int], tuple[Any, int]] = functools.partial(_simulate, game)
    else:
        finish = game.ai.playout if mode == "playout" else functools.partial(GameAI.playout, game.ai)
    total = 0
    for seed in seeds:
        total += finish(game.new_game(names, seed, options), seed)[1]
    return total


def _simulate(game: Game[Any], state: Any, seed: int) -> tuple[Any, int]:
    return game.ai.simulate(state, seed, 1 << 30)


def default_jobs() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _forked(work: Callable[[], object]) -> Callable[[], str]:
    """Run `work` in a child process (POSIX fork); returns a function that waits for its result.

    The result comes back as text through a pipe (no pickling); a failure in the child is reported."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: compute, send, leave without running the parent's cleanup
        code = 1
        try:
            os.close(read_end)
            os.write(write_end, str(work()).encode())
            code = 0
        except BaseException:
            traceback.print_exc()
        finally:
            os._exit(code)
    os.close(write_end)

    def result() -> str:
        with os.fdopen(read_end, "rb") as pipe:
            data = pipe.read()
        _, status = os.waitpid(pid, 0)
        if status != 0 or not data:
            raise RuntimeError("a benchmark worker process failed (see its error above)")
        return data.decode()

    return result


def _run_bench(
    game_id: str, players: int, seeds: range, options: dict[str, Any], jobs: int, mode: str = "apply"
) -> int:
    """Total moves of the games, played by `jobs` processes side by side (each game is independent)."""
    if jobs == 1:
        return _bench_games(game_id, players, seeds, options, mode)
    shares = [seeds[i::jobs] for i in range(jobs)]
    gc.freeze()  # children share the parent's objects without the collector copying their pages
    others = [_forked(functools.partial(_bench_games, game_id, players, share, options, mode)) for share in shares[1:]]
    gc.unfreeze()
    total = _bench_games(game_id, players, shares[0], options, mode)
    return total + sum(int(result()) for result in others)


def cmd_bench(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    names = [f"P{i + 1}" for i in range(args.players)]
    options = _options(args.option)
    if args.compare:
        from engine import compare

        return compare.main(args)
    if args.hard_iterations:
        from engine import hard_bench

        print(json.dumps(hard_bench.main(game, args.players, args.seed, args.states, args.hard)))
        return 0
    if args.memory:
        n, mb = _states_memory(game, names, args.seed, options)
        print(json.dumps({"game": game.id, "players": args.players, "states": n, "all_states_mb": round(mb, 3)}))
        return 0
    jobs = min(args.jobs or default_jobs(), args.games) if hasattr(os, "fork") else 1  # workers are forked
    game.new_game(names, args.seed, options)  # content loaded (and options checked) before the clock starts
    seeds = range(args.seed, args.seed + args.games)
    modes = [m for m, on in (("playout", args.playout), ("simulate", args.simulate)) if on] or ["apply"]
    for mode in modes:  # --playout --simulate: both loops on the same games, one line each
        start = time.perf_counter()
        total_moves = _run_bench(game.id, args.players, seeds, options, jobs, mode)
        elapsed = time.perf_counter() - start
        print(
            json.dumps(
                {
                    "game": game.id,
                    "players": args.players,
                    "games": args.games,
                    "jobs": jobs,
                    "mode": mode,
                    "moves": total_moves,
                    "moves_per_game": round(total_moves / args.games, 1),
                    "seconds": round(elapsed, 3),
                    "games_per_s": round(args.games / elapsed, 1),
                    "moves_per_s": round(total_moves / elapsed, 1),
                }
            )
        )
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    play = sub.add_parser("play", help="play one game with bots and print the result as JSON")
    play.add_argument("--game", required=True, choices=game_ids())
    play.add_argument("--players", type=int, required=True)
    play.add_argument("--seed", type=int, default=0)
    play.add_argument("--bots", default="random", help="one bot for all seats, or a comma list per seat")
    play.add_argument("--record", help="write the game's record to this file")
    play.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option (repeatable)")
    rep = sub.add_parser("replay", help="validate a record by replay and print final scores")
    rep.add_argument("file")
    bench = sub.add_parser("bench", help="play random games and print games/s, moves/s and moves per game")
    bench.add_argument("--game", required=True, choices=game_ids())
    bench.add_argument("--players", type=int, required=True)
    bench.add_argument("--games", type=int, default=100)
    bench.add_argument("--seed", type=int, default=1)
    bench.add_argument(
        "--jobs",
        type=int,
        default=0,
        help="processes playing side by side (default: one per core where fork exists; 1 = one core)",
    )
    bench.add_argument(
        "--playout", action="store_true", help="the games' own simulation loop (what bots use) instead of apply"
    )
    bench.add_argument(
        "--simulate",
        action="store_true",
        help="the Hard bot's simulation policy (GameAI.simulate) to the end of each game (with --playout: both)",
    )
    bench.add_argument("--memory", action="store_true", help="measure the memory of all states of one game")
    bench.add_argument(
        "--hard-iterations",
        action="store_true",
        help="the Hard bot's iterations a decision on fixed positions of Medium's games (one core)",
    )
    bench.add_argument("--states", type=int, default=24, help="with --hard-iterations: positions (default 24)")
    bench.add_argument("--hard", default="hard", help="with --hard-iterations: the bot and budget (default hard)")
    bench.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option (repeatable)")
    bench.add_argument(
        "--compare",
        metavar="REV",
        help="run this tree's engine and commit REV's (a temporary git worktree) alternately, one core, --jobs 1",
    )
    bench.add_argument("--pairs", type=int, default=5, help="with --compare: runs of each engine (default 5)")
    bench.add_argument("--json", action="store_true", help="with --compare: one JSON line instead of a table")
    bench.add_argument("--wall", action="store_true", help="with --compare: time by the wall clock, not CPU time")
    bench.add_argument(
        "--instructions",
        action="store_true",
        help="with --compare: count instructions under valgrind (deterministic; slow: use few --games)",
    )
    tour = sub.add_parser(
        "tournament", help="bots play each other with rotating seats; win rates (Wilson 95%%), mean scores"
    )
    tour.add_argument("--game", required=True, choices=game_ids())
    tour.add_argument("--players", type=int, required=True)
    tour.add_argument(
        "--bots",
        required=True,
        help="one bot per seat (comma list; the last fills the seats left): e.g. hard:0.5s,medium",
    )
    tour.add_argument("--games", type=int, default=20, help="games in all (a multiple of --players is fairest)")
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--jobs", type=int, default=1, help="processes playing side by side (default 1)")
    tour.add_argument("--json", action="store_true", help="print one JSON line instead of a table")
    tour.add_argument(
        "--out",
        metavar="FILE",
        help="write each game to FILE (JSON lines) as it ends; run again with the same FILE to play only the games"
        " it lacks (a stopped run resumes) and summarize them all",
    )
    tour.add_argument(
        "--cpu-clock",
        action="store_true",
        help="time budgets end by CPU time alone, without their wall-clock cap (engine.core.clock): the bots play"
        " as strongly on a busy machine",
    )
    return parser


def _tournament_share(game_id: str, specs: list[str], ks: Sequence[int], seed: int, out: str | None) -> str:
    game = get_game(game_id)
    games = []
    for k in ks:
        games.append({**tournament.play_game(game, specs, k, seed), "k": k})
        if out:
            tournament.append_game(out, games[-1])
    return json.dumps(games)


def cmd_tournament(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    specs = tournament.lineup(args.bots.split(","), args.players)
    for spec in specs:
        parse_bot(spec)
    if args.cpu_clock:
        clock.WALL_FACTOR = math.inf  # before the jobs fork: every game's budgets count CPU time alone
    played: list[dict[str, Any]] = []
    if args.out:
        header = tournament.log_header(game.id, args.players, specs, args.seed, args.cpu_clock)
        played = [g for g in tournament.read_log(args.out, header) if g["k"] < args.games]
    done = {g["k"] for g in played}
    ks = [k for k in range(args.games) if k not in done]
    jobs = max(1, min(args.jobs, len(ks))) if hasattr(os, "fork") else 1
    start = time.perf_counter()
    shares = [ks[i::jobs] for i in range(jobs)]
    share = functools.partial(_tournament_share, game.id, specs, seed=args.seed, out=args.out)
    others = [_forked(functools.partial(share, part)) for part in shares[1:]]
    games = played + json.loads(share(shares[0]))
    for result in others:
        games += json.loads(result())
    elapsed = time.perf_counter() - start
    rows = tournament.summarize(specs, games)
    lengths = sorted(g["moves"] for g in games)
    moves = {"median": lengths[len(lengths) // 2], "min": lengths[0], "max": lengths[-1]}
    if args.json:
        out = {"game": game.id, "players": args.players, "games": args.games, "seed": args.seed, "bots": rows}
        print(json.dumps({**out, "moves_per_game": moves, "seconds": round(elapsed, 1)}))
        return 0
    print(
        f"{game.id}, {args.players} players, {args.games} games (seeds from {args.seed}), {elapsed:.0f} s"
        f"{f' for {len(ks)} (the others from {args.out})' if played else ''};"
        f" moves per game: median {moves['median']}, {moves['min']}-{moves['max']}"
    )
    print(
        f"{'bot':<16} {'wins':>6} {'rate':>6} {'95% interval':>14} {'mean':>7} {'median s':>9} {'max s':>7}"
        f" {'cpu median':>10} {'cpu max':>7}"
    )
    for r in rows:
        low, high = r["wilson95"]
        print(
            f"{r['bot']:<16} {r['wins']:>6} {r['win_rate']:>6.1%} {f'{low:.1%}-{high:.1%}':>14}"
            f" {r['mean_score']:>7} {r['median_move_s']:>9} {r['max_move_s']:>7}"
            f" {r['median_move_cpu_s']:>10} {r['max_move_cpu_s']:>7}"
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command in ("play", "bench", "tournament"):
            game = get_game(args.game)
            if not game.min_players <= args.players <= game.max_players:
                parser.error(f"--players must be {game.min_players}..{game.max_players} for {game.id}")
            if args.command in ("bench", "tournament") and args.games < 1:
                parser.error("--games must be at least 1")
            if args.command == "bench" and args.jobs < 0:
                parser.error("--jobs must be 1 or more (0 = one per core)")
            if args.command == "bench" and args.compare and args.memory:
                parser.error("--compare measures speed; run --memory in each tree")
            if args.command == "bench" and args.pairs < 1:
                parser.error("--pairs must be at least 1")
            if args.command == "tournament" and args.jobs < 1:
                parser.error("--jobs must be 1 or more")
        commands = {"play": cmd_play, "replay": cmd_replay, "bench": cmd_bench, "tournament": cmd_tournament}
        return commands[args.command](args)
    except (EngineError, ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
