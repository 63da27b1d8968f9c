"""The statistics panel: each game's record shown as a table, exported to a file and
imported from one, or reset."""

from __future__ import annotations

import engine
from ui.panels.stack import show_panel
from ui.panels.statsview import stats_html
from ui.state.records import Records

EXPORT_NAME = "cadogan-patience-statistics.json"


class StatsPanel:
    def __init__(self, browser, session, messages, guarded) -> None:
        self.browser = browser
        self.session = session
        self.messages = messages
        self.guarded = guarded

    def show(self, visible: bool) -> None:
        element = self.browser.element
        show_panel(element("stats-panel"), visible)
        if visible:
            element("stats-table").innerHTML = stats_html(self.session.records)
            element("stats-close").focus()

    def export(self) -> None:
        self.browser.download(EXPORT_NAME, self.session.records.to_json())

    def import_from(self, chooser) -> None:
        def loaded(text) -> None:
            try:
                records = Records.from_json(str(text), engine.GAMES)
            except ValueError as problem:
                self.messages.say(f"{problem} Your statistics are unchanged.")
                return
            self.session.replace_records(records)
            self.show(True)
            self.messages.say("Statistics imported.")

        self.browser.read_file(chooser, self.guarded(loaded))

    def reset(self) -> None:
        if self.browser.confirm("Reset the statistics of every game? This cannot be undone."):
            self.session.replace_records(Records())
            self.show(True)
