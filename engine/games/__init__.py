"""One module per game of the book, each a ``GameRules`` subclass, in the menu's order."""

from .clock import Clock
from .fairie_queen import FairieQueen
from .fifteen import Fifteen
from .fortress import Fortress
from .four_corners import FourCorners
from .fourteenth import Fourteenth
from .nation import Nation
from .sultan import Sultan

ALL_RULES = (Clock, Fortress, Fourteenth, Sultan, Fifteen, FourCorners, FairieQueen, Nation)
