"""Settings: defaults as the book and the system would have them, kept and restored, and
a damaged record falling back field by field."""

from ui.settings import Settings


def test_auto_play_is_off_and_the_rest_follows_the_system_by_default():
    settings = Settings()
    assert settings.autoplay is False
    assert (settings.theme, settings.motion) == ("system", "system")
    assert settings.max_card_width == 100.0


def test_settings_round_trip():
    settings = Settings().changed(autoplay=True, card_size="large", theme="dark", motion="reduced")
    assert Settings.from_json(settings.to_json()) == settings
    assert settings.max_card_width > Settings().max_card_width


def test_a_damaged_record_keeps_what_it_can():
    assert Settings.from_json("{not json") == Settings()
    assert Settings.from_json("[1, 2]") == Settings()
    damaged = '{"theme": "dark", "card_size": "huge", "autoplay": "yes", "x": 1}'
    restored = Settings.from_json(damaged)
    assert restored == Settings(theme="dark")
    assert Settings.from_json('{"theme": ["dark"]}') == Settings()
