"""The solver on the page: Hint, the coach that looks back for a winnable position,
and Show me."""
