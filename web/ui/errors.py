"""Errors: every failure of the page's Python reaches the player, with details to copy,
and loses nothing (the game in progress is kept after every move)."""

from __future__ import annotations

import traceback
from collections.abc import Callable


class Errors:
    def __init__(self, browser, messages) -> None:
        self.browser = browser
        self.messages = messages

    def guarded(self, handler: Callable) -> Callable:
        """Run a handler so that a Python error shows on the page and loses nothing."""

        def run(*args):
            self.messages.new_handler()
            try:
                handler(*args)
            except Exception as error:  # every failure must reach the player
                self.show(error)

        return run

    def show(self, error: Exception) -> None:
        element = self.browser.element
        details = "".join(traceback.format_exception(error))
        element("error-text").textContent = f"Something went wrong: {error}. Your game is safe."
        element("error-details").textContent = details
        element("error").hidden = False
        self.browser.log_error(details)

    def hide(self) -> None:
        self.browser.element("error").hidden = True

    def copy(self) -> None:
        """Copy the details; where the clipboard is refused, show them selected instead,
        and never let a failure here replace the details of the error being reported."""
        details = self.browser.element("error-details")
        self.browser.copy_text(
            details.textContent,
            lambda: self.messages.say("The details are copied."),
            self.show_details,
        )

    def show_details(self) -> None:
        details = self.browser.element("error-details")
        details.hidden = False
        self.browser.select_all(details)


def show_start_failure(browser, error: Exception) -> None:
    """The page itself could not be set up: still say so."""
    element = browser.element
    element("error-text").textContent = f"The page could not start: {error}."
    element("error-details").textContent = "".join(traceback.format_exception(error))
    element("error").hidden = False
