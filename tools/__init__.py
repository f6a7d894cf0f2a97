"""Scripts for the checkout, run as `python -m tools.<name>` from its root: the desktop benchmark (bench), the
README screenshots (shots) and the scripted play the tests share with them (driver). Not shipped: the wheel
holds engine/ and desktop/ only (tests/packaging/test_wheel.py checks it)."""
