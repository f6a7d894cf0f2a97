"""Test setup shared by every folder: Qt runs headless."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
