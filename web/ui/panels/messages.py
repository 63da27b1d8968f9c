"""Messages to the player: a note shown for a while (``say``), and the sentence a screen
reader reads after a move (``announce``)."""

from __future__ import annotations


class Messages:
    def __init__(self, browser) -> None:
        self.browser = browser
        self.timer = None
        self.said_now = False  # a message was said during this handler (or the start-up)

    def new_handler(self) -> None:
        """A new event is being handled: what it says starts afresh."""
        self.said_now = False

    def say(self, text: str) -> None:
        """Show a message for a while.  Messages said by one handler (or the start-up)
        are shown together, so a damaged save and a broken link are both read."""
        box = self.browser.element("message")
        if self.said_now and box.classList.contains("show") and text not in box.textContent:
            text = f"{box.textContent} {text}"
        self.said_now = True
        box.textContent = text
        box.classList.add("show")
        if self.timer is not None:
            self.browser.cancel(self.timer)
        self.timer = self.browser.after(
            max(2600, 45 * len(text)), lambda: box.classList.remove("show")
        )

    def announce(self, text: str, automatic: int = 0) -> None:
        if automatic:
            text += f" Auto-play: {automatic} more to the foundations."
        self.browser.element("announce").textContent = text
