"""Errors: every failure of the page's Python reaches the player, with details to copy,
and loses nothing (the game in progress is kept after every move)."""

from __future__ import annotations

import traceback
from collections.abc import Callable


def details_of(error: BaseException) -> str:
    """The traceback, with each line's source where it can be read.  Reading a source can
    itself fail (the standard library's zip is written in only once the page is ready, and
    an archive read too early raises more than ``linecache`` expects): the frames are then
    given without their lines, rather than the report failing in turn."""
    try:
        return "".join(traceback.format_exception(error))
    except Exception:  # the report of an error must never raise one of its own
        where = "".join(
            f"  {frame.f_code.co_filename}, line {line}, in {frame.f_code.co_name}\n"
            for frame, line in traceback.walk_tb(error.__traceback__)
        )
        return f"Traceback (sources unread):\n{where}" + "".join(
            traceback.format_exception_only(error)
        )


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
        self.show_text(str(error), details_of(error))

    def show_text(self, what: str, details: str) -> None:
        """Say what went wrong, with its details to copy: an error here, or one reported
        from elsewhere (the solver's worker, which sends its traceback as text)."""
        element = self.browser.element
        element("error-text").textContent = f"Something went wrong: {what}. Your game is safe."
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
    element("error-details").textContent = details_of(error)
    element("error").hidden = False
