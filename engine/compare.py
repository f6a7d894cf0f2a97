"""`python -m engine bench --compare REV`: this tree's engine against another commit's, side by side.

The other commit is checked out into a temporary `git worktree` (removed at the end, also on Ctrl+C).
Both engines run the same `bench` command in their own subprocess (its working directory and
PYTHONPATH at its own tree, `--jobs 1`, pinned to the same core where the system allows), one after
the other, for a number of pairs. Each bench's clock is its process's CPU time (`--wall`: the wall
clock), so time spent waiting while other processes had the core does not count. The order
alternates pair by pair (A B, B A, A B, ...) so that a machine getting busier or quieter in the
course of the run does not favour one side. The machine's other load still shows (shared caches):
the ratio of each pair, taken close together in time, is the figure to quote.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

#: runs `python -m engine bench ARGS` in a tree; returns the JSON lines it printed, one per mode
Runner = Callable[[Path, Sequence[str]], list[dict[str, Any]]]

#: the root of this tree (the directory holding the `engine` package)
HERE = Path(__file__).resolve().parent.parent


def _single_core() -> Callable[[], None] | None:
    """A child-process hook pinning it to one core (the lowest this process may use); None off Linux."""
    if not hasattr(os, "sched_setaffinity"):
        return None
    core = min(os.sched_getaffinity(0))
    return lambda: os.sched_setaffinity(0, {core})


#: `python -m engine` with the bench's clock (`time.perf_counter`) made the process's CPU time
CPU_CLOCK = "import runpy, time; time.perf_counter = time.process_time; runpy.run_module('engine', run_name='__main__')"


def run_bench(tree: Path, args: Sequence[str], wall: bool = False) -> list[dict[str, Any]]:
    """`python -m engine bench ARGS --jobs 1` with `tree`'s engine, in a subprocess: its JSON lines.

    The bench's seconds are the process's CPU time (the time it ran, not the time it waited for the
    core while other processes ran), unless `wall`: the same clock for both engines, whatever their
    bench code."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    start = ["-m", "engine"] if wall else ["-c", CPU_CLOCK]
    done = subprocess.run(
        [sys.executable, *start, "bench", *args, "--jobs", "1"],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        preexec_fn=_single_core(),
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"the bench of {tree} failed: {done.stderr.strip().splitlines()[-1:]}")
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


#: what a callgrind run prints at its end: the instructions it counted
_COLLECTED = re.compile(r"Collected : (\d+)")


def callgrind_total(stderr: str) -> int:
    """The instruction count valgrind's callgrind printed (ValueError if it printed none)."""
    found = _COLLECTED.findall(stderr)
    if not found:
        raise ValueError("valgrind printed no instruction count (is valgrind installed?)")
    return int(found[-1])


def count_instructions(tree: Path, args: Sequence[str]) -> tuple[int, dict[str, Any]]:
    """The instructions `python -m engine bench ARGS --jobs 1` runs with `tree`'s engine under callgrind
    (every instruction of the process, import and setup included) and the bench's JSON line."""
    if shutil.which("valgrind") is None:
        raise ValueError("--instructions needs valgrind on the PATH")
    with tempfile.TemporaryDirectory(prefix="engine-callgrind-") as tmp:
        valgrind = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/out"]
        done = subprocess.run(
            [*valgrind, sys.executable, "-m", "engine", "bench", *args, "--jobs", "1"],
            cwd=tree,
            env={**os.environ, "PYTHONPATH": str(tree)},
            capture_output=True,
            text=True,
            check=False,
        )
    if done.returncode != 0:
        raise RuntimeError(f"the bench of {tree} failed under valgrind: {done.stderr.strip().splitlines()[-1:]}")
    (line,) = [json.loads(x) for x in done.stdout.splitlines() if x.startswith("{")]
    return callgrind_total(done.stderr), line


#: counts the instructions of one bench run (`count_instructions`, or a fake one in tests)
Counter = Callable[[Path, Sequence[str]], tuple[int, dict[str, Any]]]


def per_decision(full: tuple[int, dict[str, Any]], first: tuple[int, dict[str, Any]]) -> tuple[float, float]:
    """Instructions per game and per decision of the games a run of G games plays beyond a run of the
    first game alone (so the import and setup both runs share cancel out)."""
    games = full[1]["games"] - first[1]["games"]
    moves = full[1]["moves"] - first[1]["moves"]
    spent = full[0] - first[0]
    return spent / games, spent / moves


def instructions(
    rev: str, args: Sequence[str], games: int, counter: Counter = count_instructions, tree: Path | None = None
) -> dict[str, Any]:
    """This tree's engine (A) against `rev`'s (B) by the instructions they run (valgrind's callgrind): the
    same games in both, deterministic, whatever else the machine runs. Slow (some 50 times slower than
    running free): a few games are enough."""
    if games < 2:
        raise ValueError("--instructions needs --games 2 or more (the first game is the baseline)")
    if tree is None:
        with checkout(rev) as other:
            return instructions(rev, args, games, counter, other)
    found = {}
    for side, where in (("a", HERE), ("b", tree)):
        full = counter(where, [*args, "--games", str(games)])
        first = counter(where, [*args, "--games", "1"])
        found[side] = (full[1], *per_decision(full, first))
    (a, a_game, a_move), (b, b_game, b_move) = found["a"], found["b"]
    return {
        "game": a["game"],
        "players": a["players"],
        "games": games,
        "mode": a["mode"],
        "a_instructions_per_game": round(a_game),
        "b_instructions_per_game": round(b_game),
        "a_instructions_per_decision": round(a_move),
        "b_instructions_per_decision": round(b_move),
        "ratio": round(b_game / a_game, 3),
        "decisions_ratio": round(b_move / a_move, 3),
        "note": "" if a["moves"] == b["moves"] else "the two engines played games of different lengths",
    }


def _git(*args: str) -> str:
    done = subprocess.run(["git", "-C", str(HERE), *args], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise ValueError(f"git {' '.join(args)}: {done.stderr.strip()}")
    return done.stdout.strip()


@contextmanager
def checkout(rev: str) -> Iterator[Path]:
    """A temporary worktree of `rev` (ValueError if git does not know it), removed on the way out."""
    try:
        commit = _git("rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}")
    except ValueError:
        raise ValueError(f"--compare: git knows no commit {rev!r}") from None
    tmp = Path(tempfile.mkdtemp(prefix="engine-compare-"))
    tree = tmp / commit[:12]
    try:
        _git("worktree", "add", "--detach", "--quiet", str(tree), commit)
        yield tree
    finally:
        subprocess.run(["git", "-C", str(HERE), "worktree", "remove", "--force", str(tree)], capture_output=True)
        shutil.rmtree(tmp, ignore_errors=True)
        subprocess.run(["git", "-C", str(HERE), "worktree", "prune"], capture_output=True)


def _spread(values: Sequence[float], digits: int = 1) -> dict[str, float]:
    return {
        "min": round(min(values), digits),
        "median": round(statistics.median(values), digits),
        "max": round(max(values), digits),
    }


def summarize(pairs: Sequence[tuple[list[dict[str, Any]], list[dict[str, Any]]]]) -> list[dict[str, Any]]:
    """One row per bench mode: games/s and decisions/s of A and B (min/median/max over the pairs) and
    the A/B ratio of each pair (min/median/max) of games/s ("ratio") and of decisions/s ("decisions_ratio":
    the figure to read when the two engines play different games, as after a change of a bot or a rule)."""
    rows = []
    for k, first in enumerate(pairs[0][0]):
        a = [run[k] for run, _ in pairs]
        b = [run[k] for _, run in pairs]
        if any(x["moves"] != y["moves"] for x, y in zip(a, b, strict=True)):
            note = "the two engines played games of different lengths"
        else:
            note = ""
        rows.append(
            {
                "game": first["game"],
                "players": first["players"],
                "games": first["games"],
                "mode": first["mode"],
                "pairs": len(pairs),
                "a_games_per_s": _spread([x["games_per_s"] for x in a]),
                "b_games_per_s": _spread([y["games_per_s"] for y in b]),
                "a_decisions_per_s": _spread([x["moves_per_s"] for x in a], 0),
                "b_decisions_per_s": _spread([y["moves_per_s"] for y in b], 0),
                "ratio": _spread([y["seconds"] / x["seconds"] for x, y in zip(a, b, strict=True)], 3),
                "decisions_ratio": _spread([x["moves_per_s"] / y["moves_per_s"] for x, y in zip(a, b, strict=True)], 3),
                "note": note,
            }
        )
    return rows


def compare(
    rev: str, args: Sequence[str], pairs: int = 5, runner: Runner = run_bench, tree: Path | None = None
) -> list[dict[str, Any]]:
    """Run the bench `args` with this tree's engine (A) and `rev`'s (B), alternating, `pairs` times each.

    `tree`: B's tree already checked out (tests); otherwise `rev` is checked out for the run."""
    if pairs < 1:
        raise ValueError("--pairs must be at least 1")
    if tree is None:
        with checkout(rev) as other:
            return compare(rev, args, pairs, runner, other)
    results = []
    for i in range(pairs):
        if i % 2 == 0:
            a = runner(HERE, args)
            b = runner(tree, args)
        else:
            b = runner(tree, args)
            a = runner(HERE, args)
        results.append((a, b))
    return summarize(results)


def print_table(rev: str, rows: Sequence[dict[str, Any]], clock: str = "CPU") -> None:
    print(f"A = this tree ({HERE}), B = {rev}; min / median / max over {rows[0]['pairs']} pairs; ratio = A/B speed")
    print(f"per second of {clock} time")
    print(f"{'game':<11} {'p':>1} {'mode':<8} {'':>2} {'games/s':>22} {'decisions/s':>26} {'ratio':>20}")
    for r in rows:
        for side in ("a", "b"):
            g, d = r[f"{side}_games_per_s"], r[f"{side}_decisions_per_s"]
            ratio = r["ratio"]
            ratio_text = f"{ratio['min']:.2f} {ratio['median']:.2f} {ratio['max']:.2f}" if side == "a" else ""
            print(
                f"{r['game']:<11} {r['players']:>1} {r['mode']:<8} {side.upper():>2}"
                f" {g['min']:>7.1f}{g['median']:>7.1f}{g['max']:>8.1f}"
                f" {d['min']:>8.0f}{d['median']:>9.0f}{d['max']:>9.0f} {ratio_text:>20}"
            )
        if r["note"]:
            dr = r["decisions_ratio"]
            print(f"  note: {r['note']}; decisions/s ratio {dr['min']:.2f} {dr['median']:.2f} {dr['max']:.2f}")


def bench_args(args: argparse.Namespace, games: bool = True) -> list[str]:
    """The `bench` arguments both engines run (those of one bench run; --jobs is always 1); `games`: with
    --games."""
    out = ["--game", args.game, "--players", str(args.players)]
    out += ["--games", str(args.games)] if games else []
    out += ["--seed", str(args.seed)]
    out += ["--playout"] * args.playout + ["--simulate"] * args.simulate
    for pair in args.option or []:
        out += ["--option", pair]
    return out


def main(args: argparse.Namespace) -> int:
    """`bench --compare REV`: the table, or one JSON line with `--json`."""
    if args.instructions:
        if args.playout and args.simulate:
            raise ValueError("--instructions counts one loop at a time: --playout or --simulate, not both")
        row = instructions(args.compare, bench_args(args, games=False), args.games)
        if args.json:
            print(json.dumps({"compare": args.compare, "clock": "instructions", "rows": [row]}))
            return 0
        print(f"A = this tree ({HERE}), B = {args.compare}; instructions (callgrind) of games 2..{args.games}")
        for side in ("a", "b"):
            print(
                f"{row['game']} {row['players']}p {row['mode']} {side.upper()}:"
                f" {row[f'{side}_instructions_per_game'] / 1e6:.2f}M a game,"
                f" {row[f'{side}_instructions_per_decision'] / 1e3:.1f}k a decision"
            )
        print(f"ratio (B/A, fewer is faster): {row['ratio']:.3f} a game, {row['decisions_ratio']:.3f} a decision")
        if row["note"]:
            print(f"note: {row['note']}")
        return 0
    runner = functools.partial(run_bench, wall=args.wall)
    rows = compare(args.compare, bench_args(args), args.pairs, runner)
    if args.json:
        print(json.dumps({"compare": args.compare, "clock": "wall" if args.wall else "cpu", "rows": rows}))
    else:
        print_table(args.compare, rows, "wall-clock" if args.wall else "CPU")
    return 0
