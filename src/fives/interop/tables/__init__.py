"""Each game's action table for the interop adapters: ``fives.interop.tables.<game_id>`` ends
with ``TABLE = InteropTable(...)`` (see `fives.interop.actions`), found by
`fives.interop.spaces.interop_table`."""
