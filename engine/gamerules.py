"""What every game module provides: the contract between a game's rules and the rest.

A game's rules object is stateless (apart from its variant): it deals a ``Table``, lists
the legal moves on a table, applies a legal move (then whatever the rules make happen by
themselves), and says when the game is won.  ``Game`` adds history, undo and saves.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from functools import cache, cached_property
from typing import ClassVar

from . import cards
from .layouts import Arrangements
from .mechanics import autoplay, facedown
from .mechanics.autoplay import Partners
from .mechanics.counters import Counter
from .mechanics.cover import Cover
from .mechanics.foundations import Foundation, wanted_by_foundations
from .moves import Kind, Move, kind_named
from .plan import Plan
from .table import Cards, Layout, Table


@cache
def _played_out(layout: Layout) -> tuple[int, ...]:
    """The places of the piles that hold cards out of play (foundations, discards)."""
    return tuple(
        i for i, pile in enumerate(layout.ids) if pile.startswith(("foundation", "discard"))
    )


@cache
def _plans(game: type[GameRules], variant: str | None) -> tuple[Plan, ...]:
    """A game's plans, worked out once per variant (a game whose table differs by variant,
    its foundations labelled by suit or not, makes ``arrangements`` a property)."""
    return game(variant).arrangements.plans()


# How far a player's choices decide a game, in the chooser's words: a game's ``skill`` is
# one of these, or "" (unsaid), which the chooser leaves out.
SKILL_WORDS = ("Mostly skill", "Skill and chance", "Mostly chance")


class GameRules:
    id: ClassVar[str]
    name: ClassVar[str]  # the book's title
    decks: ClassVar[int]
    # Cards in each of the game's packs: 52, or 32 for a piquet pack (ace, seven to king).
    pack_size: ClassVar[int] = 52
    summary: ClassVar[str]  # one line for the game chooser
    # The book's illustration of the game's tableau, by its number ("010" is
    # cadogan/illustrations/010.jpg, web/pictures/010.jpg); "" for a game the book does not
    # picture.
    picture: ClassVar[str] = ""
    skill: ClassVar[str] = ""  # one of SKILL_WORDS, or "" (unsaid)
    layout: ClassVar[Layout]
    # Alternative readings named in rules.md: variant name -> one line.
    variants: ClassVar[Mapping[str, str]] = {}
    # Variants renamed since links and saves named them: the old name -> the name now,
    # so an old link or save still opens the same reading.
    former_variants: ClassVar[Mapping[str, str]] = {}
    # The tableau's building rule in a player's words, for refusals.
    build_rule: ClassVar[str] = "That card cannot go there."
    # The game's own word for the piles of a role, where the page's would not do (the
    # Clock's "packet"): role -> noun, for hints that name piles as the player sees them.
    pile_nouns: ClassVar[Mapping[str, str]] = {}
    # The counters the game itself reads (``engine.mechanics.counters``), beside those its
    # mechanisms declare; the save checker gathers both.
    own_counters: ClassVar[tuple[Counter, ...]] = ()
    # Which cards block which, where more than a pile's top card covers those under it
    # (``engine.mechanics.cover``): the game builds its moves from its free piles, and
    # the page shows which cards are blocked.
    covers: ClassVar[Cover | None] = None
    # The table as the book lays it out, and the phone's arrangements (engine/layouts.py).
    arrangements: ClassVar[Arrangements]
    # The game's own kinds of move (engine/moves.py: ``kinds_table``), over the common ones.
    kinds: ClassVar[Mapping[str, Kind]] = {}
    # False for a game no position of which is lost (Caesar's square, which exchanges
    # bring to the finished one from anywhere): it has no lost game for the coach to look
    # back over.
    can_be_lost: ClassVar[bool] = True
    # The editions of the engine's rules that changed this game's reading of the book
    # (engine/editions.py): a save from before one goes on under the rules it was played
    # under, so the game's rules take an ``edition`` then.
    changed_by: ClassVar[tuple[int, ...]] = ()

    def __init__(self, variant: str | None = None) -> None:
        variant = self.variant_now(variant)
        if variant is not None and variant not in self.variants:
            known = ", ".join(self.variants) or "none"
            raise ValueError(f"{self.name} has no variant {variant!r} (variants: {known})")
        self.variant = variant

    @classmethod
    def variant_now(cls, variant: str | None) -> str | None:
        """The variant's name today: an old link's or save's former name is translated."""
        return cls.former_variants.get(variant, variant) if variant else variant

    # The contract -----------------------------------------------------------------
    def deal(self, deal: int) -> Table:
        raise NotImplementedError

    def legal_moves(self, table: Table) -> list[Move]:
        raise NotImplementedError

    def apply(self, table: Table, move: Move) -> Table:
        """The table after a legal ``move`` and everything the rules then make happen."""
        raise NotImplementedError

    def is_won(self, table: Table) -> bool:
        raise NotImplementedError

    def is_lost(self, table: Table) -> bool:
        """Whether the game is lost though moves are left: a game whose moves can go
        back and forth for ever says so when no play to a foundation can be reached any
        more.  A position with no legal move is lost whatever this says."""
        return False

    def plan(self) -> Plan:
        """The book's arrangement of the table."""
        return self.plans()[0]

    def plans(self) -> tuple[Plan, ...]:
        """Every arrangement of the table, the book's first, then those for a phone held
        upright and on its side where they differ (from ``arrangements``)."""
        return _plans(type(self), self.variant)

    def pack(self) -> list[str]:
        """Every card the game is played with, unshuffled: its packs, whole (a card the
        rules set aside lies in a ``discard`` pile, so all of them are always on the table)."""
        return cards.pack_of(self.pack_size, self.decks)

    def foundations(self, table: Table) -> Mapping[str, Foundation]:
        """The foundation records by pile id (used to explain refusals)."""
        return {}

    # Auto-play and finishing (engine/mechanics/autoplay.py) ----------------------------
    # The cards a card's building rule lets be placed on it; None: no play is ever made
    # for the player (the Fourteenth, whose pairs are all choices).
    partners: ClassVar[Partners | None] = None

    def safe_plays(self, table: Table) -> list[Move]:
        """Plays to the foundations that can never hurt, for the auto-play option."""
        if self.partners is None:
            return []
        return autoplay.safe_plays(
            table, self.legal_moves(table), self.foundations(table), self.partners, self.decks
        )

    def finishing_line(self, table: Table) -> list[Move] | None:
        """The plays that finish a game won in all but form, or None."""
        foundations = [pile for pile in self.layout.ids if pile.startswith("foundation")]
        return autoplay.finishing_line(
            self.legal_moves, self.apply, self.is_won, table, foundations
        )

    # Facts about positions, for auto-play and for whoever plans ahead (the solver) ------
    # Groups of piles whose contents the rules treat alike wherever they lie (the
    # foundations of one suit, columns any card may go to): positions that differ only by
    # which pile of a group holds what play alike, so ``position_key`` folds them
    # together.  A game naming a group shows, beside it, that its rules hold for every
    # exchange of the group's piles: renaming the piles then turns every legal move into
    # a legal move, and the position it leads to into one that differs from the renamed
    # position again only by such an exchange (cards landing in "the first empty pile"
    # land in an empty pile either way, and empty piles are all alike); and the game is
    # won in both or in neither.  So a position folded with one already examined has a
    # win exactly when that one has, and dropping it loses no win (a "lost" verdict
    # stays a proof).  tests/unit/test_solver_alike.py checks every group named.
    alike: ClassVar[tuple[tuple[str, ...], ...]] = ()

    def position_key(self, table: Table) -> tuple:
        """A key equal for positions that play alike, so that no one need examine the
        same position twice: the table's own, with the piles of each group of ``alike``
        in order of their cards.  A game whose positions play alike in some other way
        too (suits that play no part, piles alike only once no re-deal is left) says so
        here, and why."""
        if not self.alike:
            return table.key()
        return (self._folded_piles(table.cards), table.vars)  # as ``Table.key`` is made

    def folded(self, table: Table) -> Table:
        """The table with the piles of each group of ``alike`` in order of their cards."""
        return Table(table.layout, self._folded_piles(table.cards), table.vars)

    def _folded_piles(self, cards: tuple[Cards, ...]) -> tuple[Cards, ...]:
        piles = list(cards)
        for group in self._alike_places:
            for place, stack in zip(group, sorted([piles[i] for i in group]), strict=True):
                piles[place] = stack
        return tuple(piles)

    @cached_property
    def _alike_places(self) -> tuple[tuple[int, ...], ...]:
        index = self.layout.index
        return tuple(tuple(index[pile] for pile in group) for group in self.alike)

    def changes_only_its_piles(self, table: Table, move: Move) -> bool:
        """Whether making ``move`` changes nothing but the piles it leaves and joins.  A
        game whose cards still to come land where the order of play sends them (a
        refill of short packets, a deal onto the packet just played from, a re-deal of
        what the piles hold) says no while such cards remain: there even a safe play
        can hurt one who knows the order of the pack."""
        return True

    def wanted_cards(self, table: Table) -> set[str]:
        """The cards the foundations would take next: each foundation's next card, and
        every card that may start an empty foundation of no fixed suit."""
        by_card, open_bases = wanted_by_foundations(table, self.foundations(table))
        wanted = set(by_card)
        for _, base in open_bases:
            wanted.update(cards.code(base, suit) for suit in cards.SUITS)
        return wanted

    def progress(self, table: Table) -> int:
        """How far the game has come: cards played out of play (foundations, discards)."""
        piles = table.cards
        return sum(len(piles[i]) for i in _played_out(table.layout))

    def face_down(self, table: Table) -> dict[str, int]:
        """Pile id -> how many bottom cards of the pile lie face down, an unbroken run from
        the bottom (only piles that have one; empty for a game without face-down cards:
        the pack in hand is not counted, being face down whole)."""
        return facedown.face_down(table)

    def face_down_at(self, table: Table) -> dict[str, tuple[int, ...]]:
        """Pile id -> the positions (0 = the bottom card) of the pile's face-down cards,
        wherever they lie (only piles that have any)."""
        return facedown.face_down_at(table)

    def score(self, table: Table) -> int | None:
        """The player's score in a game that keeps one (Klondike's counters), else None."""
        return None

    def refuse_lift(self, table: Table, pile: str, index: int) -> str | None:
        """Why the card at ``index`` of ``pile`` cannot be taken up with the cards above it,
        where the game has a reason of its own to give (Klondike's runs move whole; a card
        blocked by the game's rule of cover, in that rule's words); None leaves the page
        its own words."""
        return None if self.covers is None else self.covers.refuse(table, pile, index)

    def counters(self, table: Table) -> list[str]:
        """Short facts shown beside the table ("Re-deals left: 2"); piles show their own
        counts.  The default reads the ``redeals_left`` counter where a game keeps one."""
        left = table.var("redeals_left")
        return [] if left is None else [f"Re-deals left: {left}"]

    # Shared behaviour --------------------------------------------------------------
    @property
    def rules_text(self) -> str:
        """The rules in our own words: the game module's docstring."""
        return (sys.modules[type(self).__module__].__doc__ or "").strip()

    def explain(self, table: Table, move: Move) -> str:
        """Why ``move`` is not legal on ``table``, in a sentence for the player."""
        legal = self.legal_moves(table)
        if move.kind not in {m.kind for m in legal}:
            return self.refuse_kind(table, move)
        if move.source is None or move.source not in table or move.target not in table:
            return "There is no such pile on this table."
        card = table.top(move.source)
        if card is None:
            return "There is no card there to move."
        if move.count != 1:
            return "Cards are moved one at a time."
        if move.source.startswith("foundation"):
            return "A card played to a foundation stays there."
        if not any(m.source == move.source for m in legal):
            return f"The {cards.name(card)} cannot be moved now."
        if move.source == move.target:
            return "The card is already there."
        foundation = self.foundations(table).get(move.target)
        if foundation is not None:
            need = foundation.describe_need(table[move.target])
            return f"The {cards.name(card)} cannot go on that foundation: {need}."
        return self.build_rule

    def refuse_kind(self, table: Table, move: Move) -> str:
        return self.kind_of(move).nothing_now

    def kind_of(self, move: Move) -> Kind:
        """What moves of ``move``'s kind share: the game's own declaration or the
        common one."""
        return kind_named(move.kind, self.kinds)
