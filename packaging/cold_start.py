"""Cold start of any build of the app: `python packaging/cold_start.py [--runs N] COMMAND...`.

Spawns `COMMAND --startup-probe` N times (offscreen) and prints one JSON line with the seconds from the spawn
to the app's "painted" line (it prints it after the first full paint of its window, then quits), e.g.

    python packaging/cold_start.py dist/bundle/meeple-table/meeple-table
    python packaging/cold_start.py .venv/bin/python -m desktop.app
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import tempfile
import time


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("command", nargs=argparse.REMAINDER)
    args = p.parse_args()
    if not args.command:
        p.error("name the command to start")
    times = []
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"), MEEPLE_TABLE_HOME=home)
        for _ in range(args.runs):
            t0 = time.perf_counter()
            proc = subprocess.Popen([*args.command, "--startup-probe"], env=env, stdout=subprocess.PIPE, text=True)
            assert proc.stdout is not None
            line = proc.stdout.readline()
            times.append(time.perf_counter() - t0)
            if proc.wait(timeout=60) != 0 or not line.startswith("painted"):
                raise SystemExit(f"no 'painted' line from {args.command}: {line!r}")
    print(
        json.dumps(
            {
                "cold_start_s": {
                    "median": round(statistics.median(times), 2),
                    "min": round(min(times), 2),
                    "max": round(max(times), 2),
                }
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
