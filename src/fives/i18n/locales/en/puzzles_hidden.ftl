## Puzzles of the hidden-information games (issue 38): Zahlenpoker's sure win, Hütchenspieler's follow the stone
ui-puzzle-claim-sure-win = it wins for certain, whatever the opponent shows, now and in every later round; every other choice can fail
ui-puzzle-claim-sure-draw = no choice wins for certain, but this one makes at least a draw certain, whatever the opponent shows; every other choice can lose
ui-puzzle-claim-follow = { $symbol } lies there: follow it from the row face up through the { $shuffles } shuffle moves
ui-puzzle-ref-can-lose-after = If the opponent answers “{ $reply }”, you can lose.
ui-puzzle-ref-can-lose = After it the others can make you lose, if they choose right.
ui-puzzle-ref-can-draw-after = If the opponent answers “{ $reply }”, your win is no longer certain: a draw at best.
ui-puzzle-ref-can-draw = After it the others can hold you to a draw at best, if they choose right.
ui-puzzle-ref-other-symbol = That stone is { $symbol }.
ui-puzzle-watch-task = Memorise the row, then follow the shuffle: you will be asked for a symbol.
ui-puzzle-watch-start = Start the shuffle
ui-puzzle-watching = Follow the stones…
ui-puzzle-theme-sure-win = sure win
ui-puzzle-theme-sure-draw = sure draw
ui-puzzle-theme-steal = the steal
ui-puzzle-theme-follow-the-stone = follow the stone
ui-puzzle-theme-last-two = the last two stones
