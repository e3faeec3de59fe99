# Cambio: the texts this game brings along (src/fives/games/cambio), in English.
# fives.i18n.fluent.catalog_text joins them to the shared catalog (src/fives/i18n/locales/en.ftl);
# every key here is in the German file too, with the same variables (tests/test_catalogs.py).

## Cambio
cambio-label = { $player } ({ $symbol })
cambio-place = { $player } puts a cube on { $square } ({ $symbol })
cambio-line = { $players } made a line by pushing { $push }
cambio-line-for = { $player } pushed { $push } and made a line for { $players } only
cambio-draw-lines = draw: pushing { $push } made lines for { $players } at once
cambio-shared = shared win: pushing { $push } made lines for { $players } at once
cambio-repetition = draw: the same tray with the same player to move occurred for the third time
cambio-pushes = draw: { $pushes } pushes were made
cambio-all-passed = draw: every player passed in succession (nobody has a legal push)
cambio-line-name = { $kind } { $ends }
cambio-syntax-setup = place a cube by naming a square a1..e5, e.g. c3
cambio-syntax-push = write a push as the entry square and the direction (> < ^ v), e.g. a3> or c5v, or 'pass'
cambio-enters = a push { $direction } enters on { $kind } { $edge } (the end of its line)
cambio-no-pass-setup = there is no passing during the setup
cambio-pass-only = you may pass only when no push is legal
cambio-setup-unfinished = the setup is not finished: place a cube by naming a free square
cambio-push-off = { $push } would push { $symbol } ({ $letter }) on { $square } off the tray; you may only push off neutral cubes or cubes of your own symbol
cambio-other-only = { $push } would make a line for another player only (own_line_rule=forbidden)
cambio-setup-over = the setup is over: a move is a push, e.g. a3> or c5v
cambio-corner = { $square } is a corner: the four corners hold neutral cubes
cambio-occupied = { $square } already holds a cube showing the { $symbol } ({ $letter })
cambio-advice = { $square } would put three or more { $letter } in { $lines } (setup_advice=enforce)

## All Fives
cambio-warning = { $count } { $symbol }s ({ $letter }) in { $line }: the rulebook advises at most two of a symbol in a line during the setup

## hints and analysis (issue 25): the reasons for a move, fives.ai.advice and fives.games.cambio.ai.explain
advice-cambio-completes = completes your line: { $line }
advice-cambio-blocks = blocks { $player }'s line in { $line } (one cube short of winning)
advice-cambio-builds = builds { $count } of your symbols in { $line }
advice-cambio-setup = puts { $player }'s cube where it helps their lines least

## Results in words (issue 24): the end screen and the terminal render a game's outcome details
## (data) with these keys; a player is their seat's display name.
results-cambio-lines = { $player }: { $lines }
results-cambio-no-line = { $player }: no line
results-cambio-pushes = { $pushes ->
    [one] 1 push in the game
   *[other] { $pushes } pushes in the game
}

## Page texts (moved from TEXT in js/i18n.js by scripts/text_to_ftl.py)
ui-chance = chance
ui-spare = Spare cube
ui-cambio-tray = Cambio tray

## Options and games' texts for the page and the terminal (option-*, game-*)
game-cambio-description = Push cubes into a 5 x 5 tray to line up five of your symbol (four with three players).
game-cambio-notation = setup: a square, e.g. c3; play: entry square and direction, e.g. a3> e3< c1^ c5v; pass
option-cambio-setup-description = manual: the players place the starting cubes in turn; random: chance places them
option-cambio-setup-advice-description = no three of a symbol in a line during the setup: warn (shown only) or enforce (illegal while another placement exists)
option-cambio-own-line-rule-description = a push that makes only other players' lines: opponent_wins (they win) or forbidden (illegal unless it also makes the mover's line)
option-cambio-repetition-description = the same tray with the same player to move for the third time is a draw
option-cambio-max-pushes-description = the game is drawn once this many pushes have been made

## Page texts of the boards and the replay (were tr({en, de}) pairs in the boards)
ui-setup-places = { $who } places { $left } more { $left ->
    [one] cube
   *[other] cubes
} with the symbol of { $owner }:

## Issue 23, the last leftovers (plug23b): errors by their code (the reason of an error that is no
## message; were fives.i18n.catalog.ERRORS), then the terminal boards (term-*, fives.cli.render)
term-warning = warning: { $text }
term-cambio-neutral = neutral
term-cambio-symbol = { $letter } ({ $symbol ->
    [circle] circle
    [triangle] triangle
   *[square] square
})
term-cambio-wins = line of { $length } wins:
term-cambio-setup = setup: { $player } places cubes showing
term-cambio-setup-left = : { $left } left ({ $all } placements in all); name a free square
term-cambio-to-push = to push
term-cambio-pass = (no legal push: pass)
term-cambio-over = game over after { $pushes } pushes
term-cambio-spare = spare cube:
term-cambio-pushes = pushes { $pushes }/{ $most }   this position seen { $seen }x
term-cambio-line = line:

## The new-game dialog (issue 36 item 3): one click against the computer, the options folded
## away and said in words (option-<game>-<name>-help, option-<game>-<name>-is-<value>; the
## -description texts above name the values as they are typed, for the terminal and the API)
option-cambio-setup-help = How the starting cubes are placed on the tray.
option-cambio-setup-is-manual = The players place them in turn
option-cambio-setup-is-random = Chance places them
option-cambio-setup-advice-help = Three cubes of one symbol in a line during the setup:
option-cambio-setup-advice-is-warn = Allowed, with a warning
option-cambio-setup-advice-is-enforce = Not allowed while another space is free
option-cambio-own-line-rule-help = A push that completes only other players' lines:
option-cambio-own-line-rule-is-opponent-wins = The player whose line it is wins
option-cambio-own-line-rule-is-forbidden = Not allowed (unless it also completes your own line)
option-cambio-repetition-help = The same tray with the same player to move for the third time ends the game in a draw.
option-cambio-max-pushes-help = After this many pushes the game ends in a draw.

## The log as sentences (issue 36)
cambio-push-line = { $kind ->
    [row] row
   *[column] column
} { $line } from the { $side ->
    [left] left
    [right] right
    [top] top
   *[bottom] bottom
}
cambio-push = { $player } pushes { $push }
cambio-random-setup = The cubes are placed at random
