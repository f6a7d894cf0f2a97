"""Fill translations/meeple_de.ts from de_strings (run after pyside6-lupdate); lists anything missing.

A message with a disambiguation comment takes its German from DE_BY_COMMENT[(source, comment)] when
that has it (the same English word may need different German: "C" for a cleric, for clay, for
Carpentry), else from DE[source]."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from de_strings import DE, DE_BY_COMMENT

TS = Path(__file__).with_name("meeple_de.ts")


def main() -> int:
    tree = ET.parse(TS)
    missing = []
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        german = DE_BY_COMMENT.get((source, message.findtext("comment") or ""), DE.get(source))
        translation = message.find("translation")
        if german is not None:
            translation.text = german
            translation.attrib.pop("type", None)
        elif translation.attrib.get("type") != "vanished":
            missing.append(source)
    tree.write(TS, encoding="utf-8", xml_declaration=True)
    for m in missing:
        print("missing:", repr(m))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
