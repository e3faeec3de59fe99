# The texts of the rules and the server in English: the source catalog.
# Every key here exists in every other catalog with the same variables (tests/test_catalogs.py).
# Arguments named like `player`, `players` are messages themselves (rendered first).

## Players (fives.core)
player = P{ $n }
player-number = player { $n }
chance = chance
colour-player = { $colour ->
    [white] White
   *[black] Black
}

## Every game (fives.core)
core-move = { $player }: { $move }
core-chance-move = chance: { $move }
core-game-over = the game is over
core-chance-due = a chance event is due, not a player's move
core-name-player = several players act at once here; name the player who acts
core-nothing-to-do = { $player } has nothing to do now (waiting for { $waiting })
core-not-your-turn = it is { $current }'s turn, not { $player }'s
core-not-legal = it is not legal in this position
core-not-an-action = it is not an action of this game
core-not-chance = not a possible chance outcome here
core-no-chance-node = this is not a chance node
core-empty-input = empty input; type a move in the notation, or ask for the legal moves
core-not-legal-here = not a legal move here (there are { $count } legal moves)
core-not-notation = not a move in this game's notation
core-not-text = an action must be given as text in the game's notation
core-nothing-to-undo = there is no action to take back
