## The puzzle leaderboard (issue 38): the best settled puzzle ratings, and your own rank
ui-puzzle-board = Puzzle leaderboard
ui-puzzle-board-rule = Settled ratings only: at least { $attempts } rated puzzles and a rating deviation below { $rd }.
ui-puzzle-board-empty = Nobody's puzzle rating is settled yet.
ui-puzzle-board-attempts = Puzzles
ui-puzzle-board-rank = Your rank: { $rank }
ui-puzzle-board-needs = { $needs ->
    [one] One more rated puzzle, and you are on the leaderboard.
   *[other] { $needs } more rated puzzles, and you are on the leaderboard.
}
ui-puzzle-board-settling = Your rating is still settling: a few more rated puzzles, and you are on the leaderboard.
ui-puzzle-board-you = (you)
