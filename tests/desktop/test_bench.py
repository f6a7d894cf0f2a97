"""The benchmark runs, and a drop updates scene and panels in well under a frame (16 ms median)."""

from __future__ import annotations

import statistics

from desktop.bench import drop_latencies


def test_drop_to_update_is_fast(qapp):
    times = drop_latencies(samples=15, seed=3)
    assert len(times) == 15
    assert statistics.median(times) < 16.0
