"""What the Architects board draws as icon rows (`desktop.board.iconrow`): the locations' payouts, the
apprentices' skills and effects, the Black Market spots, the Cathedral levels and the piles. Every number
comes from the engine's data and rules, as in `cardtext`, whose sentences stay in the tooltips."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.board.iconrow import Icon, Row
from desktop.tables.architects.names import location_name
from engine.architects import locations as locs
from engine.architects import market as mkt
from engine.architects.content import ABILITY, APPRENTICES
from engine.architects.scoring import PRISON_PER, PRISON_VP
from engine.architects.state import CATHEDRAL_COST, CATHEDRAL_VP

translate = QCoreApplication.translate
Goods = tuple[tuple[str, int], ...]
MINUS = "\u2212"
TRADE = "\u21c4"  # one trade at the King's Storehouse
# goods of the data -> their icon
ICONS = {"cards": "card", "worker": "worker", "vp": "vp"}


def icon(good: str) -> Icon:
    return Icon(ICONS.get(good, good))


def signed(n: int) -> str:
    """'+2', '−1' (a true minus sign), '0'."""
    return f"+{n}" if n > 0 else f"{MINUS}{-n}" if n < 0 else "0"


def goods_row(goods: Goods | dict[str, int], sign: int = 0) -> Row:
    """'1[gold] 1[wood]' (`sign` +1 or -1: '+1[gold]', '−1[silver]'); wood or stone in any mix: '4[wood]/[stone]'."""
    items = goods.items() if isinstance(goods, dict) else goods
    out: list[str | Icon] = []
    for good, n in items:
        if not n:
            continue
        out.append(signed(sign * n) if sign else str(n))
        out += [Icon("wood"), "/", Icon("stone")] if good == "mix" else [icon(good)]
    return tuple(out)


def _per_worker(first: Row, each: Row, per: int = 1) -> Row:
    """'1[clay] +1[clay] per [worker]' ('per' and the workers: `per` of them)."""
    workers: Row = (str(per), Icon("worker")) if per > 1 else (Icon("worker"),)
    return (*first, *each, translate("icons", "per"), *workers)


def location_rows(loc: str, tax: int = 0) -> list[Row]:
    """What a location gives (from the engine's payouts for 1 worker there and the next); [] where a
    sentence says it better (the Workshop, the Guardhouse)."""
    if loc in ("quarry", "forest"):
        good = "stone" if loc == "quarry" else "wood"
        return [_per_worker((), ("+1", Icon(good)))]
    if loc == "silversmith":
        return [_per_worker(("1",), ("+1", Icon("silver")))]  # '1 +1[silver] per [worker]'
    if loc == "mines":
        return [
            _per_worker(("1",), ("+1", Icon("clay"))),
            _per_worker((), ("+1", Icon("gold")), 2),
        ]
    if loc == "storehouse":
        return [_per_worker((), ("1", TRADE))]
    if loc == "town_centre":
        return [(Icon("silver"), "→", Icon("captive"))]
    if loc == "tax_stand":
        return [(signed(tax), Icon("silver"), signed(-locs.TAX_STAND_VIRTUE), Icon("virtue"))]
    if loc == "prison":
        return [(signed(-PRISON_VP), Icon("vp"), translate("icons", "per"), str(PRISON_PER), Icon("captive"))]
    return []


def cathedral_row(level: int) -> Row:
    """'2: 4[wood]/[stone] → 4[VP]'."""
    return (f"{level}:", *goods_row(CATHEDRAL_COST[level]), "→", str(CATHEDRAL_VP[level]), Icon("vp"))


def market_cost(col: int) -> Row:
    """Black Market spot A, B or C (0..2): its letter and what it costs ('A −1[silver] −1[virtue]')."""
    return ("ABC"[col], signed(-mkt.SPOT_SILVER[col]), Icon("silver"), signed(-mkt.MARKET_VIRTUE), Icon("virtue"))


def market_rows(col: int, small: Goods | dict[str, int], large: Goods | dict[str, int]) -> list[Row]:
    """What Black Market spot A, B or C gives: the cards' goods, or B's draw 5 keep 1 (hiring is the
    space 'B: hire')."""
    if col == 1:
        return [(str(mkt.DRAW_CARDS), Icon("card"), "→", "1", Icon("card"))]
    return [goods_row(small if col == 0 else large, +1)]


# the places an apprentice's ability is used (its trigger is the place's name, a text line)
_PLACES = {
    "acolyte": "cathedral",
    "conspirator": "town_centre",
    "jeweller": "silversmith",
    "miner": "mines",
    "pickpocket": "tax_stand",
    "stonecutter": "quarry",
    "swindler": "black_market",
    "thief": "tax_stand",
    "trickster": "black_market",
    "woodcutter": "forest",
    "overseer": "storehouse",
    "trade": "storehouse",
}
RESET = "R:"  # at each Black Market reset (the Guildhall's R spaces)


SKILL_ICONS = {"C": "carpentry", "T": "tiling", "M": "masonry"}


def hire_row(card: int) -> Row:
    """What an apprentice brings when hired: the virtue it gives or costs and its skills ('+1[virtue] [tiling]')."""
    a = APPRENTICES[card]
    virtue: Row = (signed(a.virtue), Icon("virtue")) if a.virtue else ()
    return (*virtue, *(Icon(SKILL_ICONS[skill]) for skill in a.skills if skill in SKILL_ICONS))


def apprentice_face(card: int) -> tuple[list[Row], str]:
    """An apprentice's ability in icons and the place it is used ('' for none); ([], '') when only the
    sentence says it (`cardtext.ability_text`)."""
    a = APPRENTICES[card]
    kind = a.ability.split("_")[0]
    good, n = ABILITY.get(a.ability, ("", 0))
    gain = (signed(n), icon(good))
    ability: Row = ()
    if a.ability == "trade":
        give, get = locs.trade_terms(f"a{card}")
        ability = (*goods_row(give), "→", *goods_row(get))
    elif kind in ("acolyte", "jeweller", "miner", "pickpocket", "stonecutter", "swindler", "woodcutter"):
        ability = gain
    elif kind in ("conspirator", "trickster"):
        ability = (signed(-n), icon(good))
    elif kind == "thief":
        ability = (signed(n), icon(good))
    elif kind == "overseer":
        ability = (signed(n), TRADE)
    elif kind == "collector":
        ability = (signed(-1), Icon("debt"), "→", *gain)
    elif kind == "peddler":
        ability = (RESET, *gain)
    elif kind == "squire":
        ability = (RESET, "0", Icon("prison"), *gain)
    elif kind == "gatekeeper":
        ability = (RESET, str(n), Icon("prison"), "→", Icon("worker"))
    elif kind == "enforcer":
        ability = (Icon("captive"), "→", Icon("prison"), *gain)
    if not ability:
        return [], ""
    place = _PLACES.get(a.ability if a.ability == "trade" else kind)
    return [ability], location_name(place) if place else ""


def workshop_face(card: int) -> tuple[list[Row], str]:
    """`apprentice_face` on the board's Workshop cards, where no sentence fits: the Illusionist's "no virtue loss
    at the Black Market" as 0[virtue] there too (the tooltip says it in words)."""
    if APPRENTICES[card].ability == "illusionist":
        return [("0", Icon("virtue"))], location_name("black_market")
    return apprentice_face(card)


#: hiring an apprentice in icons: a worker and a card (a space's label where its words do not fit)
HIRE: Row = (Icon("worker"), Icon("card"))


def space_row(sid: str) -> Row:
    """A space's label in icons ('' where the words always fit: A, C), drawn where the words do not fit whole."""
    plans: Row = (Icon("card"),)
    return {
        "mines:clay": (Icon("clay"),),
        "mines:gold": (Icon("gold"),),
        "workshop:hire": HIRE,
        "workshop:plans": plans,
        "black_market:b_hire": HIRE,
        "black_market:b_draw": plans,
    }.get(sid, ())
