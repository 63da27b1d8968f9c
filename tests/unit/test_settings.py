"""Settings: defaults as the book and the system would have them, kept and restored, and
a damaged record falling back field by field."""

from ui.state.settings import Settings


def test_auto_play_is_off_and_the_rest_follows_the_system_by_default():
    settings = Settings()
    assert settings.autoplay is False
    assert (settings.theme, settings.motion) == ("system", "system")
    assert settings.max_card_width == 100.0


def test_settings_round_trip():
    settings = Settings().changed(autoplay=True, card_size="large", theme="dark", motion="reduced")
    assert Settings.from_json(settings.to_json()) == settings
    assert settings.max_card_width > Settings().max_card_width


def test_the_four_colour_deck_is_off_by_default_and_kept_when_chosen():
    assert Settings().four_colour is False
    chosen = Settings(theme="dark").changed(four_colour=True)
    assert Settings.from_json(chosen.to_json()) == chosen
    assert chosen.four_colour is True and chosen.theme == "dark"
    # A record written before the setting existed keeps the two colours.
    assert Settings.from_json('{"theme": "dark"}').four_colour is False
    assert Settings.from_json('{"four_colour": "yes", "theme": "dark"}') == Settings(theme="dark")


def test_a_damaged_record_keeps_what_it_can():
    assert Settings.from_json("{not json") == Settings()
    assert Settings.from_json("[1, 2]") == Settings()
    damaged = '{"theme": "dark", "card_size": "huge", "autoplay": "yes", "x": 1}'
    restored = Settings.from_json(damaged)
    assert restored == Settings(theme="dark")
    assert Settings.from_json('{"theme": ["dark"]}') == Settings()
