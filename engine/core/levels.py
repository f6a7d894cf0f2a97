"""The bots by name, as the command lines, records and the desktop name them: `random`, `greedy`, `mcts`
(the plain search) and the three levels `easy`, `medium`, `hard`, each with an optional budget
(`parse_bot`). The bots themselves are in `engine.core.bots` and `engine.core.mcts`."""

from __future__ import annotations

from typing import Any

from engine.core.bots import EasyBot, GreedyBot, MediumBot, RandomBot
from engine.core.mcts import HardBot, MctsBot


def _mcts(seed: int, iterations: int | None = None, seconds: float | None = None) -> Any:
    return MctsBot(seed, iterations if iterations is not None else 60, seconds)


def _hard(seed: int, iterations: int | None = None, seconds: float | None = None) -> Any:
    return HardBot(seed, iterations=iterations, seconds=seconds)


def _one_ply(cls: Any) -> Any:
    def make(seed: int, iterations: int | None = None, seconds: float | None = None) -> Any:
        return cls(seed) if seconds is None else cls(seed, seconds=seconds)

    return make


def _plain(cls: Any) -> Any:
    def make(seed: int, iterations: int | None = None, seconds: float | None = None) -> Any:
        return cls(seed)

    return make


#: name -> factory(seed, iterations, seconds); budgets only matter to the bots that search
BOTS: dict[str, Any] = {
    "random": _plain(RandomBot),
    "greedy": _plain(GreedyBot),
    "mcts": _mcts,
    "easy": _one_ply(EasyBot),
    "medium": _one_ply(MediumBot),
    "hard": _hard,
}


def parse_bot(spec: str) -> tuple[str, int | None, float | None]:
    """`KIND[:BUDGET[:BUDGET]]` -> (kind, iterations, seconds). A budget is a whole number of iterations
    ("hard:2000") or seconds ending in s ("hard:0.5s"); both may be given ("hard:2000:0.5s": whichever
    runs out first). ValueError names what is wrong."""
    kind, *budgets = [part.strip() for part in spec.strip().split(":")]
    if kind not in BOTS:
        raise ValueError(f"unknown bot {kind!r}; choose one of {', '.join(BOTS)}")
    iterations: int | None = None
    seconds: float | None = None
    for b in budgets:
        try:
            if b.endswith("s"):
                seconds = float(b[:-1])
                if not 0 < seconds <= 600:
                    raise ValueError
            else:
                iterations = int(b)
                if iterations < 1:
                    raise ValueError
        except ValueError:
            raise ValueError(f"bad budget {b!r} in {spec!r}: use a count (hard:2000) or seconds (hard:0.5s)") from None
    return kind, iterations, seconds


def make_bot(kind: str, seed: int) -> Any:
    """A bot by name, with an optional budget (`parse_bot`): random, greedy, mcts, easy, medium, hard."""
    name, iterations, seconds = parse_bot(kind)
    return BOTS[name](seed, iterations, seconds)
