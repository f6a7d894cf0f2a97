"""The generated block of card-name literals in a table's `cardnames` module.

`pyside6-lupdate` only finds strings written as literals, so each table lists its card names (taken
from the engine data) between two markers, and its `python -m desktop.tables.<game>.cardnames`
rewrites that block with `write_names`. Nothing here knows a game.
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

BEGIN = "_LITERALS = (\n"
END = ")\n# -- end of generated names --"
# spelled apart so that lupdate does not read this module (or a generator) as a literal
MACRO = "QT_TRANSLATE" + "_NOOP"


def data_names(package: str, kind: str) -> list[str]:
    """The card names of `<package>/data/<kind>.json`: a list of cards, or an object holding the list under `kind`."""
    text = (resources.files(package) / "data" / f"{kind}.json").read_text(encoding="utf-8")
    data = json.loads(text)
    return [card["name"] for card in (data[kind] if isinstance(data, dict) else data)]


def write_names(path: Path, context: str, groups: dict[str, list[str]]) -> int:
    """Rewrite the block of `path` between the markers: under a comment per group, one literal per
    name (a name a group repeats, once); say what changed. Returns 0 (an exit code)."""
    lines, count = [], 0
    for group, names in groups.items():
        lines.append(f"    # {group}\n")
        for name in dict.fromkeys(names):
            lines.append(f"    {MACRO}({json.dumps(context)}, {json.dumps(name, ensure_ascii=False)}),\n")
            count += 1
    text = path.read_text(encoding="utf-8")
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    new = head + BEGIN + "".join(lines) + END + tail
    if new != text:
        path.write_text(new, encoding="utf-8")
        print(f"{path.name}: wrote {count} card names")
    else:
        print(f"{path.name}: up to date")
    return 0
