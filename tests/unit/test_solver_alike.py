"""The solver folds together positions whose alike piles (``GameRules.alike``, declared by
each game beside the proof that renaming them keeps a verdict) hold the same cards in
other places, and no others: a fold too eager would drop a position that plays
differently, and with it perhaps the only win."""

import pytest

import engine
from engine import Game, cards
from engine.solver.games import knowledge_for
from engine.table import Table

# Every game that names alike piles, read from its rules.
GAMES_WITH_ALIKE_PILES = [game_id for game_id in engine.GAMES if engine.GAMES[game_id].alike]


def exhaustive_win_exists(game: Game) -> bool:
    """Whether some line of legal moves wins: every position reachable, with no pruning,
    no ordering and no folding of positions."""
    rules = game.rules
    seen = {game.table.key()}
    pending = [game.table]
    while pending:
        table = pending.pop()
        if rules.is_won(table):
            return True
        for move in rules.legal_moves(table):
            after = rules.apply(table, move)
            if after.key() not in seen:
                seen.add(after.key())
                pending.append(after)
    return False


def renamed(table: Table, groups) -> Table:
    """The table with the piles of each group holding one another's cards (each pile's
    cards moved to the next pile of its group)."""
    changes = {}
    for group in groups:
        for pile, other in zip(group, group[1:] + group[:1], strict=True):
            changes[other] = table[pile]
    return table.put(changes)


def a_position_in_play(game_id: str, moves: int = 40) -> Table:
    """A position some way into deal 1, mostly the last legal move taken (a deal, where
    the pack is turned), now and then the first, so the alike piles hold cards."""
    game = engine.new_game(game_id, 1)
    for n in range(moves):
        legal = game.legal_moves()
        if not legal:
            break
        game.play(legal[0] if n % 3 == 2 else legal[-1])
    return game.table


@pytest.mark.parametrize("game_id", GAMES_WITH_ALIKE_PILES)
def test_a_position_and_its_alike_piles_renamed_share_a_key(game_id):
    rules = engine.rules_for(game_id)
    knowledge = knowledge_for(rules)
    table = a_position_in_play(game_id)
    other = renamed(table, rules.alike)
    assert other != table
    assert knowledge.position_key(other) == knowledge.position_key(table)


@pytest.mark.parametrize("game_id", GAMES_WITH_ALIKE_PILES)
def test_piles_of_different_groups_are_never_folded(game_id):
    # The first pile of each group changes places with a pile outside that group that
    # holds other cards: the positions play differently and keep their own keys.
    rules = engine.rules_for(game_id)
    knowledge = knowledge_for(rules)
    table = a_position_in_play(game_id)
    tried = 0
    for group in rules.alike:
        pile = next((p for p in group if table[p]), None)
        if pile is None:
            continue  # a group still empty (the foundations before the first ace)
        for other in table.layout.ids:
            if other in group or table[other] == table[pile]:
                continue
            swapped = table.put({pile: table[other], other: table[pile]})
            assert knowledge.position_key(swapped) != knowledge.position_key(table), (pile, other)
            tried += 1
    assert tried


def test_the_order_of_the_pack_still_counts():
    knowledge = knowledge_for(engine.rules_for("napoleon-st-helena"))
    table = engine.new_game("napoleon-st-helena", 1).table
    stock = table["stock-1"]
    turned = table.put({"stock-1": stock[1:] + stock[:1]})
    assert knowledge.position_key(turned) != knowledge.position_key(table)


def test_la_belle_lucie_folds_its_packets_only_once_no_re_deal_is_left():
    # While a re-deal is left, which packet holds what decides the next shuffle.
    knowledge = knowledge_for(engine.rules_for("belle-lucie"))
    table = engine.new_game("belle-lucie", 1).table
    packets = engine.rules_for("belle-lucie").PACKETS
    swapped = renamed(table, [packets[:2]])
    assert knowledge.position_key(swapped) != knowledge.position_key(table)
    last = table.with_vars(redeals_left=0)
    assert knowledge.position_key(renamed(last, [packets[:2]])) == knowledge.position_key(last)


# Small positions where the fold is at work: the two foundations of hearts of Napoleon at
# St. Helena stand alike, so a ten of hearts may go up on either, and the positions so
# made are one.  The queens cover the tens, the kings the knaves: the queens marry onto
# the kings and free the tens, which go up; then the knaves lie under the kings and
# queens.  With lanes that take any card the kings and queens move out of the way and
# the game is won; where a lane takes only the talon's card (the variant), it is lost.
HEARTS_AT_NINE = "".join(
    f"foundation-{n}: {' '.join(cards.code(r, suit) for r in range(1, 14 - 4 * (suit == 'H')))}\n"
    for n, suit in enumerate("CDHSCDHS", 1)
)
TWO_HEART_FOUNDATIONS = (
    HEARTS_AT_NINE + "tableau-1: TH QH\ntableau-2: TH QH\ntableau-3: JH KH\ntableau-4: JH KH\n"
)


def test_a_card_going_up_on_either_of_two_alike_foundations_makes_one_position():
    game = engine.game_from_text("napoleon-st-helena", HEARTS_AT_NINE + "tableau-5: TH\n")
    knowledge = knowledge_for(game.rules)
    ups = [m for m in game.legal_moves() if m.card == "TH" and m.target.startswith("foundation")]
    assert {m.target for m in ups} == {"foundation-3", "foundation-7"}
    first, second = (game.rules.apply(game.table, m) for m in ups)
    assert first.key() != second.key()
    assert knowledge.position_key(first) == knowledge.position_key(second)


@pytest.mark.parametrize(
    ("variant", "expected"), [(None, "won"), ("napoleon-st-helena-talon-lanes", "lost")]
)
def test_where_the_fold_is_at_work_the_verdict_is_the_exhaustive_searchs(variant, expected):
    game = engine.game_from_text("napoleon-st-helena", TWO_HEART_FOUNDATIONS, variant)
    verdict = engine.solve(game)
    assert verdict.result == expected
    assert exhaustive_win_exists(game) == (expected == "won")
    for move in verdict.moves:
        game.play(move)
    assert game.status == ("won" if expected == "won" else "playing")
