"""Statistics: what counts as played and won, streaks, bests, and the JSON file."""

import pytest

from ui.state.records import Records

GAMES = {"fortress", "clock"}


def test_a_game_counts_as_played_at_its_first_move_once():
    records = Records()
    assert records.first_move("fortress", "38@1")
    assert not records.first_move("fortress", "38@1")
    assert records.of("fortress").played == 1


def test_wins_build_streaks_and_bests_and_leaving_unwon_ends_the_streak():
    records = Records()
    for token, seconds, moves in (("1@a", 300, 120), ("2@b", 200, 140)):
        records.first_move("fortress", token)
        records.won("fortress", token, seconds, moves)
    record = records.of("fortress")
    assert (record.played, record.won, record.streak, record.best_streak) == (2, 2, 2, 2)
    assert (record.best_time, record.fewest_moves) == (200, 120)
    records.first_move("fortress", "3@c")
    records.first_move("fortress", "4@d")  # the third was left unwon
    assert record.streak == 0 and record.best_streak == 2 and record.played == 4
    assert record.win_rate == 0.5


def test_a_win_is_counted_once():
    records = Records()
    records.first_move("clock", "9@x")
    records.won("clock", "9@x", 10, 50)
    records.won("clock", "9@x", 5, 20)
    assert records.of("clock").won == 1 and records.of("clock").best_time == 10


def test_statistics_round_trip_through_their_file():
    records = Records()
    records.first_move("fortress", "1@a")
    records.won("fortress", "1@a", 99.5, 88)
    records.first_move("clock", "2@b")
    again = Records.from_json(records.to_json(), GAMES)
    assert again.games == records.games and again.under_way == records.under_way


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("{", "not readable"),
        ('{"format": "other"}', "not a statistics file"),
        ('{"format": "cadogan-patience-statistics", "version": 9}', "newer version"),
        ('{"format": "cadogan-patience-statistics", "version": 0}', "no valid format version"),
        ("[" * 100_000, "not readable"),
        (
            '{"format": "cadogan-patience-statistics", "version": 1, '
            '"games": {"fortress": {"played": 1, "won": 5}}}',
            "do not add up",
        ),
    ],
)
def test_bad_statistics_files_are_refused_with_a_sentence(text, words):
    with pytest.raises(ValueError, match=words):
        Records.from_json(text, GAMES)


def test_unknown_games_and_odd_values_are_dropped():
    text = (
        '{"format": "cadogan-patience-statistics", "version": 1, "games": {'
        '"canfield": {"played": 3}, "clock": {"played": 2, "won": "x", "best_time": Infinity}}}'
    )
    records = Records.from_json(text, GAMES)
    assert set(records.games) == {"clock"}
    assert records.of("clock").played == 2 and records.of("clock").won == 0
    assert records.of("clock").best_time is None


def test_a_game_played_with_show_me_counts_apart_and_its_win_is_not_a_win():
    records = Records()
    records.first_move("fortress", "1@a")
    records.won("fortress", "1@a", 100, 90)
    records.first_move("fortress", "2@b")
    records.helped("fortress", "2@b")
    records.won("fortress", "2@b", 50, 80)  # Show me finished it
    record = records.of("fortress")
    assert (record.played, record.won, record.helped, record.streak) == (1, 1, 1, 1)
    assert record.best_time == 100 and record.fewest_moves == 90
    again = Records.from_json(records.to_json(), GAMES)
    assert again.of("fortress").helped == 1


def test_a_game_with_a_score_keeps_its_best_and_a_running_total_across_games():
    records = Records()
    records.first_move("klondike", "one")
    records.scored("klondike", -47, fresh=True)
    records.scored("klondike", -37, fresh=False)  # two more cards up
    records.scored("klondike", -42, fresh=False)  # one taken back by an undo
    assert records.of("klondike").total_score == -42
    records.first_move("klondike", "two")
    records.scored("klondike", -52, fresh=True)
    record = records.of("klondike")
    assert record.total_score == -94 and record.best_score == -37
    again = Records.from_json(records.to_json(), ["klondike"])
    assert again.of("klondike").best_score == -37 and again.of("klondike").total_score == -94
    # Show me takes the game's score back out of the total.
    records.helped("klondike", "two")
    assert records.of("klondike").total_score == -42


def test_the_statistics_table_shows_scores_once_a_game_with_a_score_is_played():
    from ui.panels.statsview import stats_html

    records = Records()
    records.first_move("fortress", "a")
    assert "Best score" not in stats_html(records)
    records.first_move("klondike", "b")
    records.scored("klondike", 208, fresh=True)
    html = stats_html(records)
    assert '<td data-label="Best score">208</td>' in html
    assert '<td data-label="Score total">208</td>' in html
    fortress = html[html.index('data-game="fortress"') :]
    assert fortress.split("</tr>")[0].count("\u2013</td>") >= 2  # no score of its own
