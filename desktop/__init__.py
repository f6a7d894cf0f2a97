"""Meeple Table desktop app (PySide6). Depends on `engine`; the engine never imports this."""
