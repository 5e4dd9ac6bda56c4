"""Side constraints: what a model says beyond items, options and colours, one module each.

:mod:`.base` is the interface (what a backend asks of a constraint: its checker, its CNF and
CP-SAT translations, and what a search reads of it: a :class:`~.base.RegionRule` or a loop;
which backend does what with each is the backends' own declaration); the constraints are

* :class:`SingleLoop` (:mod:`.loop`): the edges on form one simple cycle;
* :class:`ColourCount` (:mod:`.count`): an implied count of items of a colour;
* :class:`Connected` (:mod:`.connected`): the vertices of a colour hang together;
* :class:`Linked` (:mod:`.connected`): the edges on join all the vertices;
* :class:`Paths` (:mod:`.paths`): every piece of the edges on reaches an end (no stray loop);
* :class:`NoShortcuts` (:mod:`.shortcuts`): labelled paths that no chord or free vertex shortens
  (:class:`CarriedShortcuts`: and the labels carried along the paths);
* :class:`SizedRegions` (:mod:`.regions`): each region of a colour holds one clue, of its size;
* :class:`ReachCount` (:mod:`.reachcount`): a clue reaches as many vertices of a colour as it says;
* :class:`GroupSizes` (:mod:`.groups`): each group of a colour has as many vertices as it says
  (:class:`GroupsAtLeast`: at least as many).

A model takes one with ``model.add_constraint(Connected(model, ...))``.
"""

from .base import SideConstraint, components
from .connected import Connected, Linked
from .count import ColourCount
from .groups import GroupSizes, GroupsAtLeast
from .loop import SingleLoop
from .paths import Paths
from .reachcount import ReachCount
from .regions import SizedRegions
from .shortcuts import CarriedShortcuts, NoShortcuts

__all__ = ["CarriedShortcuts", "ColourCount", "Connected", "GroupSizes", "GroupsAtLeast", "Linked", "NoShortcuts", "Paths", "ReachCount", "SideConstraint", "SingleLoop",
           "SizedRegions", "components"]
