"""The settings panel: the player's settings shown in its controls, read back from them
when one changes (then kept, and applied to the page), and the theme and motion set on
the page's root element."""

from __future__ import annotations

from ui.panels.stack import show_panel


def motion_of(setting: str, reduced_by_system: bool) -> str:
    """The page's motion, "full" or "reduced", for the setting and the system's wish."""
    full = setting == "full" or (setting == "system" and not reduced_by_system)
    return "full" if full else "reduced"


class SettingsPanel:
    def __init__(self, browser, session, renderer, messages) -> None:
        self.browser = browser
        self.session = session
        self.renderer = renderer
        self.messages = messages

    def show(self, visible: bool) -> None:
        element, settings = self.browser.element, self.session.settings
        show_panel(element("settings-panel"), visible)
        if visible:
            element("set-autoplay").checked = settings.autoplay
            element("set-winnable").checked = settings.winnable_only
            element("set-card-size").value = settings.card_size
            element("set-theme").value = settings.theme
            element("set-motion").value = settings.motion
            element("set-four-colour").checked = settings.four_colour
            element("set-autoplay").focus()

    def on_change(self) -> None:
        element, session = self.browser.element, self.session
        problem = session.change_settings(
            autoplay=bool(element("set-autoplay").checked),
            winnable_only=bool(element("set-winnable").checked),
            card_size=str(element("set-card-size").value),
            theme=str(element("set-theme").value),
            motion=str(element("set-motion").value),
            four_colour=bool(element("set-four-colour").checked),
        )
        if problem:
            self.messages.say(problem)
        self.apply()
        if session.settings.autoplay and session.game and session.autoplay():
            session.keep()
            session.count()
        self.renderer.render(full=True)

    def apply(self) -> None:
        root, settings = self.browser.root, self.session.settings
        if settings.theme == "system":
            root.removeAttribute("data-theme")
        else:
            root.dataset.theme = settings.theme
        root.dataset.motion = motion_of(settings.motion, self.browser.reduced_motion())
        root.dataset.deck = "four" if settings.four_colour else "two"
