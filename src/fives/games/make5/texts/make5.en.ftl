# Make 5: the texts this game brings along (src/fives/games/make5), in English.
# fives.i18n.fluent.catalog_text joins them to the shared catalog (src/fives/i18n/locales/en.ftl);
# every key here is in the German file too, with the same variables (tests/test_catalogs.py).

## Make 5
make5-bag = drawn from the bag: a { $colour } token
make5-lot = { $player } sorts first (drawn by lot)
make5-roll = { $player } (Chaot) rolls the { $colour } token into runway { $runway }
make5-make-five = MAKE FIVE: { $player } sorted all five rows in game { $game }
make5-higher = { $player } has the higher total after { $games ->
    [one] { $games } game
   *[other] { $games } games
} ({ $won } to { $lost })
make5-tied = the match is tied after { $games ->
    [one] { $games } game
   *[other] { $games } games
} ({ $total } each): a draw
make5-places = a runway has places 1-{ $places } (1 is the lowest)
make5-runways = the runways are a-e, left to right
make5-chaot-rolls = the Chaot must roll the drawn token into a runway (write its letter, e.g. c)
make5-full = runway { $runway } is full (five tokens)
make5-sorter-moves = the sorter moves a token (e.g. b2-e) or passes; only the Chaot rolls in new tokens
make5-no-token = there is no token on { $square }
make5-top-token = it is the top token of its runway: it would roll back to the same place (pass)
make5-not-role = it is not the { $role ->
    [sorter] sorter
   *[chaot] Chaot
}'s move now
make5-syntax = the sorter writes token-runway, e.g. b2-e (the token on runway b, place 2, rolls into runway e), or pass; the Chaot writes the runway, e.g. c

## hints and analysis (issue 25): the reasons for a move, fives.ai.advice and fives.games.make5.ai.explain
advice-make5-raises = raises what the rows score from { $before } to { $after }
advice-make5-spoils = adds nothing to the sorter's rows (they still score { $points })
advice-make5-least = gives the sorter the least: the rows then score { $points }
advice-make5-gathers = gathers { $count } tokens of one colour in row { $row }
advice-make5-could-score = you could have scored { $points } with { $move }
advice-make5-could-expect = you could have expected about { $points } points with { $move }
advice-make5-could-hold = you could have held the sorter to { $points } points with { $move }
advice-make5-could-hold-about = you could have held the sorter to about { $points } points with { $move }

## Results in words (issue 24): the end screen and the terminal render a game's outcome details
## (data) with these keys; a player is their seat's display name.
results-game = Game
results-sorter = Sorter
results-points = Points
results-make-five = MAKE FIVE: all five rows sorted
results-make5-summary = Total: { $players }
results-player-points = { $player } { $points }

## Page texts (moved from TEXT in js/i18n.js by scripts/text_to_ftl.py)
ui-game-no = Game
ui-bag = Bag

## Options and games' texts for the page and the terminal (option-*, game-*)
option-make5-first = Who sorts first
game-make5-description = One player sorts coloured tokens into the rows of a tilted board, the other rolls in new tokens to cause disorder; roles swap over six games.
game-make5-notation = sorter: b2-e (token on runway b, place 2, rolls into runway e) or pass; Chaot: c (runway)
option-make5-first-description = who sorts in game 1: a player number, or 'lot' (drawn by chance)
option-make5-games-description = games in the match; roles swap after each (an even number gives both players equal turns)
option-make5-tie-description = a tied match: 'draw', or 'decider' (one more pair of games; still tied: a draw)

## Issue 23, the last leftovers (plug23b): errors by their code (the reason of an error that is no
## message; were fives.i18n.catalog.ERRORS), then the terminal boards (term-*, fives.cli.render)
term-make5-title = Make 5 · game { $game } of { $games }
term-make5-decider = (decider)
term-make5-sorter = { $player } sorts (Ordnungsfreak, A)
term-make5-chaot = { $player } is the Chaot (B)
term-make5-roll-in = roll in at the top
term-make5-runway = runway
term-make5-row = row { $row }
term-make5-row-score = row score
term-make5-sum = sum { $sum }
term-make5-roll-down = (tokens roll down to row 1)
term-make5-drawn = drawn:
term-make5-rolls = { $colour ->
    [red] red
    [yellow] yellow
    [green] green
    [blue] blue
    [white] white
   *[other] {""}
}: { $player } rolls it into a runway
term-make5-last-move = the bag is empty: { $player } has one last move
term-make5-bag = bag ({ $left } left):
term-make5-match = match:
term-make5-games = games:

## audit 24
# Make 5: the two roles, beside the players' names under the board
ui-make5-role = { $role ->
    [sorter] sorter
   *[chaot] Chaot
}
# Make 5: a token's colour (the bag's counts under the board)
ui-make5-colour = { $colour ->
    [red] red
    [yellow] yellow
    [green] green
    [blue] blue
   *[white] white
}

## The new-game dialog (issue 36 item 3): one click against the computer, the options folded
## away and said in words (option-<game>-<name>-help, option-<game>-<name>-is-<value>; the
## -description texts above name the values as they are typed, for the terminal and the API)
option-make5-first-help = Who sorts the tokens in the first game.
option-make5-first-is-seat = { $player } sorts first
option-make5-tie-help = When the match is tied:
option-make5-tie-is-draw = It is a draw
option-make5-tie-is-decider = One more pair of games decides (still tied: a draw)

## The log as sentences (issue 36)
make5-move = { $player } moves the token on { $square } into runway { $runway }
