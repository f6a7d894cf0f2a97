"""The printed board: the nine basic buildings and their thirteen spaces, and the fixed numbers."""

from __future__ import annotations

import dataclasses

from engine.waterdeep.content import Action, Res

ROUNDS = 8
LOTS = 10
MARKERS = 9  # building control markers per player
CUBE_SUPPLY = 25  # of each adventurer type
AGENTS_BY_PLAYERS = {2: 4, 3: 3, 4: 2, 5: 2}
START_GOLD = (4, 5, 6, 7, 8)
EXTRA_AGENT_ROUND = 5
HALL_SIZE = 3
INN_SIZE = 4


@dataclasses.dataclass(frozen=True, slots=True)
class Space:
    id: str
    building: str  # the basic building's name id (for the desktop and tooltips)
    action: Action


BASIC_SPACES: tuple[Space, ...] = (
    Space("shop", "auroras_realms_shop", Action(gain=Res(g=4))),
    Space("tower", "blackstaff_tower", Action(gain=Res(w=1))),
    Space("plinth", "the_plinth", Action(gain=Res(c=1))),
    Space("tavern", "grinning_lion_tavern", Action(gain=Res(r=2))),
    Space("field", "field_of_triumph", Action(gain=Res(f=2))),
    Space("castle", "castle_waterdeep", Action(intrigue=1, special="first_player")),
    Space("builders", "builders_hall", Action(special="buy")),
    Space("inn1", "cliffwatch_inn", Action(gain=Res(g=2), quest=1)),
    Space("inn2", "cliffwatch_inn", Action(intrigue=1, quest=1)),
    Space("inn3", "cliffwatch_inn", Action(quest=1, special="reset_inn")),
    Space("harbor1", "waterdeep_harbor", Action(special="harbor")),
    Space("harbor2", "waterdeep_harbor", Action(special="harbor")),
    Space("harbor3", "waterdeep_harbor", Action(special="harbor")),
)
BASIC = {s.id: s for s in BASIC_SPACES}
HARBOR = ("harbor1", "harbor2", "harbor3")
