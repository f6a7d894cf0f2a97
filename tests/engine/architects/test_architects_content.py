"""Content data: loaded once from engine/architects/data/*.json and validated (ContentError)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from engine.architects import content
from engine.core.errors import ContentError


def test_content_counts() -> None:
    c = content.content()
    assert len(c.buildings) == 43 and sum(not b.promo for b in c.buildings.values()) == 40
    assert len(c.apprentices) == 43 and sum(not a.promo for a in c.apprentices.values()) == 40
    assert len(c.market) == 10 and len(c.rewards) == 11 and len(c.characters) == 10


def test_base_apprentice_skill_counts() -> None:
    base = [a for a in content.APPRENTICES.values() if not a.promo]
    single = [a for a in base if len(a.skills) == 1]
    assert sum(a.skills == "C" for a in single) == 13
    assert sum(a.skills == "T" for a in single) == 13
    assert sum(a.skills == "M" for a in single) == 13
    assert [a.name for a in base if a.skills == "CTM"] == ["Labourer"]


def test_building_costs_are_4_to_11_goods() -> None:
    for b in content.BUILDINGS.values():
        if not b.promo:
            assert 4 <= sum(v for _, v in b.cost) <= 11, b.name


def _broken(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, file: str, edit) -> None:  # type: ignore[no-untyped-def]
    for f in content.DATA_DIR.glob("*.json"):
        shutil.copy(f, tmp_path / f.name)
    data = json.loads((tmp_path / file).read_text())
    edit(data)
    (tmp_path / file).write_text(json.dumps(data))
    monkeypatch.setattr(content, "DATA_DIR", tmp_path)


def test_bad_building_cost_names_file_card_and_field(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _broken(tmp_path, monkeypatch, "buildings.json", lambda d: d["buildings"][4]["cost"].update(clay=-1))
    with pytest.raises(ContentError) as err:
        content._buildings()
    assert (err.value.file, err.value.card, err.value.field) == ("buildings.json", "5", "cost.clay")


def test_unknown_apprentice_ability_is_rejected(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _broken(tmp_path, monkeypatch, "apprentices.json", lambda d: d["apprentices"][0].update(ability="fly"))
    with pytest.raises(ContentError) as err:
        content._apprentices()
    assert err.value.field == "ability" and err.value.card == "1"


def test_duplicate_ids_are_rejected(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _broken(tmp_path, monkeypatch, "rewards.json", lambda d: d["rewards"][1].update(id=1))
    with pytest.raises(ContentError):
        content._rewards()


def test_unreadable_file_is_a_content_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _broken(tmp_path, monkeypatch, "black_market.json", lambda d: None)
    (tmp_path / "black_market.json").write_text("{not json")
    with pytest.raises(ContentError) as err:
        content._market()
    assert err.value.file == "black_market.json"


def test_engine_never_imports_qt() -> None:
    root = Path(content.__file__).parent
    for f in root.glob("*.py"):
        text = f.read_text()
        assert "PySide6" not in text and "desktop" not in text.replace("desktop app", ""), f.name
