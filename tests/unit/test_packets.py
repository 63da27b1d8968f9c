"""The fans-of-three mechanisms (engine/mechanics/packets.py) and the search for a
reachable foundation play (engine/mechanics/reach.py), on small tables of their own."""

import pytest

from engine.mechanics.builds import marriage, transfers
from engine.mechanics.foundations import Foundation, foundation_plays
from engine.mechanics.packets import bases_played, in_packets, packet_redeal, packets_for
from engine.mechanics.reach import foundation_play_reachable
from engine.prng import shuffled_pack
from engine.table import Layout, Table

PLACES = ("tableau-1", "tableau-2", "tableau-3", "tableau-4")
FOUNDATIONS = {"foundation-1": Foundation(), "foundation-2": Foundation()}
LAYOUT = Layout((*FOUNDATIONS, *PLACES))


def test_cards_go_three_together_and_the_last_packet_holds_the_rest():
    dealt = in_packets(["AC", "2C", "3C", "4C", "5C", "6C", "7C"], PLACES)
    assert dealt == {
        "tableau-1": ("AC", "2C", "3C"),
        "tableau-2": ("4C", "5C", "6C"),
        "tableau-3": ("7C",),
        "tableau-4": (),
    }
    assert [packets_for(n) for n in (1, 3, 4, 52, 104)] == [1, 1, 2, 18, 35]
    with pytest.raises(ValueError):
        in_packets(["AC"] * 13, PLACES)


def test_uppermost_bases_are_played_until_none_is_left():
    table = Table.build(LAYOUT, {"tableau-1": ("5D", "AH", "AC"), "tableau-2": ("2S",)})
    after = bases_played(table, FOUNDATIONS, PLACES)
    assert after["foundation-1"] == ("AC",) and after["foundation-2"] == ("AH",)
    assert after["tableau-1"] == ("5D",) and after["tableau-2"] == ("2S",)
    # With no empty foundation left, a third ace stays where it is.
    third = Table.build(
        LAYOUT, {"tableau-1": ("AD",), "foundation-1": ("AC",), "foundation-2": ("AH",)}
    )
    assert bases_played(third, FOUNDATIONS, PLACES) == third


def test_a_redeal_shuffles_by_its_own_stream_and_counts_down():
    table = Table.build(
        LAYOUT,
        {"tableau-2": ("9C", "8C"), "tableau-4": ("KD", "QD", "JD", "TD")},
        deal=12,
        redeals_left=2,
    )
    first = packet_redeal(table, PLACES, total=2)
    expected = shuffled_pack(12, ["9C", "8C", "KD", "QD", "JD", "TD"], stream=1)
    assert first["tableau-1"] + first["tableau-2"] == tuple(expected)
    assert first["tableau-3"] == first["tableau-4"] == ()
    assert first.var("redeals_left") == 1
    second = packet_redeal(first, PLACES, total=2)
    gathered = list(first["tableau-1"] + first["tableau-2"])
    assert second["tableau-1"] + second["tableau-2"] == tuple(shuffled_pack(12, gathered, 2))
    assert second.var("redeals_left") == 0


def _search(table: Table, limit: int = 2000) -> bool | None:
    def moves(position):
        return foundation_plays(position, FOUNDATIONS, PLACES) + transfers(
            position, PLACES, PLACES, marriage(up=False, down=True)
        )

    return foundation_play_reachable(
        table, moves, lambda t, m: t.move(m.source, m.target), FOUNDATIONS, limit
    )


def test_a_foundation_play_behind_a_marriage_is_found():
    # The five of hearts may shuttle between two sixes; married, it uncovers the two of clubs.
    table = Table.build(
        LAYOUT,
        {
            "foundation-1": ("AC",),
            "tableau-1": ("2C", "5H"),
            "tableau-2": ("6H",),
            "tableau-3": ("6H",),
        },
    )
    assert _search(table) is True


def shuttling() -> Table:
    """The five of hearts can only go from one six to the other and back: the two of
    clubs, which the foundation wants, stays under a six."""
    return Table.build(
        LAYOUT,
        {
            "foundation-1": ("AC",),
            "tableau-1": ("3C", "6H", "5H"),
            "tableau-2": ("2C", "6H"),
        },
    )


def test_marriages_that_only_shuttle_are_proved_hopeless():
    assert _search(shuttling()) is False


def test_the_search_gives_up_beyond_its_limit():
    assert _search(shuttling(), limit=1) is None
