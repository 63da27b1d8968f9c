"""The panels round the table: the chooser, the rules, the statistics, the settings, New
deal, the messages and the errors, and the stack they open in."""
