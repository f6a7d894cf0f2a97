"""Checks shared by the tests of every table's card texts."""

from __future__ import annotations

import re
from collections import Counter


def text_problems(text: str, numbers: Counter[int], patterns: tuple[str, ...]) -> list[str]:
    """What is wrong with a card text: the numbers of its data it does not show (as many times as the
    data has them), and the bad patterns (regular expressions) it matches."""
    problems = []
    missing = numbers - Counter(int(n) for n in re.findall(r"\d+", text))
    if missing:
        problems.append(f"numbers missing: {sorted(missing.elements())}")
    problems += [f"bad pattern {p!r}" for p in patterns if re.search(p, text.replace("\n", " "))]
    return problems
