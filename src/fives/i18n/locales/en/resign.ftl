## Resigning (issue 35): a rated two-player game resigned before the resigning player's first move
## ends unrated, as lichess aborts a game nobody has really played
server-resigned-unrated = { $name } resigned before their first move; the game ended unrated
ui-resigned-unrated-text = { $name } resigned before their first move; the game ended unrated
