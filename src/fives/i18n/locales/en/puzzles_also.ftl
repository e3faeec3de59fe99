## A puzzle's accepted alternative (issue 38): another move that wins just as the solution does
ui-puzzle-also-wins = { $move } wins as well: the game is won at once, just as with the solution below.
