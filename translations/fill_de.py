"""Fill translations/meeple_de.ts from de_strings.DE (run after pyside6-lupdate); lists anything missing."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from de_strings import DE

TS = Path(__file__).with_name("meeple_de.ts")


def main() -> int:
    tree = ET.parse(TS)
    missing = []
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if source in DE:
            translation.text = DE[source]
            translation.attrib.pop("type", None)
        elif translation.attrib.get("type") != "vanished":
            missing.append(source)
    tree.write(TS, encoding="utf-8", xml_declaration=True)
    for m in missing:
        print("missing:", repr(m))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
