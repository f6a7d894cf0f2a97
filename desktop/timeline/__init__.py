"""Replay dock: step controls, a move list grouped by round, and a (lazily loaded) pyqtgraph score chart."""
