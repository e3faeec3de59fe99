# Torris: the texts this game brings along (src/fives/games/torris), in English.
# fives.i18n.fluent.catalog_text joins them to the shared catalog (src/fives/i18n/locales/en.ftl);
# every key here is in the German file too, with the same variables (tests/test_catalogs.py).

## Torris
torris-blocked = ({ $player } is blocked and passes) { $line }
torris-blocked-again = { $player } is blocked and passes; { $other } moves again
torris-points = { $player } wins on points, { $won } to { $lost }
torris-highest = equal points ({ $points } each); { $player } has the { $rank ->
    [1] highest
    [2] second highest
    [3] third highest
   *[other] { $rank }th highest
} tower
torris-draw = a draw: equal points ({ $points } each) and equal highest towers
torris-syntax = write a move as from-to with squares a1..h4, e.g. c3-e3
torris-straight-to = a stone moves in a straight line along a rank or a file to another square
torris-straight = a stone moves in a straight line along a rank or a file
torris-chance-outcome = that is a chance outcome, not a move
torris-no-stone = there is no stone on { $square }
torris-not-yours = the top stone on { $square } is { $player }'s
# the stone that moves, by its symbol, as the subject of a sentence
torris-stone = the { $symbol }
torris-too-few = { $stone } on { $square } moves exactly { $steps } { $steps ->
    [one] step
   *[other] steps
}, counting only occupied spaces, and there are fewer stones than that { $direction }
torris-lands = { $stone } on { $square } moves exactly { $steps } { $steps ->
    [one] step
   *[other] steps
}, counting only occupied spaces: { $direction } it lands on { $landing }
torris-climb = the stone on { $square } stands at level { $level } and must climb, but the tower on { $target } has only { $stones } stone(s)

## Results in words (issue 24): the end screen and the terminal render a game's outcome details
## (data) with these keys; a player is their seat's display name.
results-torris-side = { $player }: { $points } points, towers { $towers }
results-torris-no-towers = { $player }: no towers
results-torris-tiebreak = decided by the { $rank ->
    [1] highest
    [2] second highest
    [3] third highest
   *[other] { $rank }th highest
} tower

## Page texts (moved from TEXT in js/i18n.js by scripts/text_to_ftl.py)
ui-tower = Tower

## Options and games' texts for the page and the terminal (option-*, game-*)
game-torris-description = Move stones as far as their symbols say, always climbing, and own the tallest towers: a two-player strategy game on a 4 x 8 grid.
game-torris-notation = from-to, e.g. c3-e3 (files a-h, ranks 1-4); setup draws a1=dot, the lot 'white starts'
option-torris-closing-description = closing up after a single stone leaves its space: 'run' (the unbroken run of towers directly behind moves up one space) or 'compact' (every tower behind in the line moves up, closing all gaps behind)
option-torris-tiebreak-description = equal points and equal highest towers: 'next' (compare the next highest towers, then a draw) or 'draw'

## Hints in words for every game (issue 25): Torris, Zahlenpoker, Hütchenspieler, Fünf gewinnt's double threats
advice-torris-no-move = leaves { $player } no move, so you move again (the stone goes to { $square })
advice-torris-takes = takes { $player }'s tower on { $square } ({ $height } { $height ->
        [one] stone
       *[other] stones
    }; points then: { $mine } to { $theirs })
advice-torris-closes = closes up { $count } { $count ->
        [one] tower
       *[other] towers
    } behind the stone that goes to { $square } (points then: { $mine } to { $theirs })
advice-torris-raises = builds your tower on { $square } up to { $height } stones (points then: { $mine } to { $theirs })

## Issue 23, the last leftovers (plug23b): errors by their code (the reason of an error that is no
## message; were fives.i18n.catalog.ERRORS), then the terminal boards (term-*, fives.cli.render)
term-to-move = { $player } to move
term-torris-title = Torris · P1 White, P2 Black
term-torris-cell = cell: height, top symbol, top colour (W/B); 'tower c3' lists a tower
term-torris-steps = steps: • dot 1 · │ line 2 · ▲ triangle 3 · ■ square 4
term-torris-points = points: White { $white } · Black { $black }
term-torris-setting-up = setting up
term-torris-blocked = blocked (cannot move): { $players }
term-torris-no-square = no square { $square }: name one of a1..h{ $ranks }, e.g. 'tower c3'
term-torris-empty = { $square } is empty
term-torris-tower = tower on { $square }: { $stones ->
    [one] 1 stone
   *[other] { $stones } stones
}, owned by { $owner } (top first)
term-torris-level = level { $level }:
term-torris-stone = { $colour } { $symbol ->
    [dot] dot (1 step)
    [line] line (2 steps)
    [triangle] triangle (3 steps)
    [square] square (4 steps)
   *[down] face down
}
term-torris-tower-help = <square>: list every stone of the tower on that square, top first

## audit 24
# a Torris stone as a board square reads it out (colour and symbol)
ui-torris-stone-label = { $colour ->
    [white] white
   *[black] black
} { $symbol ->
    [dot] dot
    [line] line
    [triangle] triangle
    [square] square
   *[other] stone
}

## move labels: what a move button and the log say for a move whose notation holds words (the
## English text is the notation itself; State.action_label)
move-torris-draw = { $square }={ $symbol }

## The new-game dialog (issue 36 item 3): one click against the computer, the options folded
## away and said in words (option-<game>-<name>-help, option-<game>-<name>-is-<value>; the
## -description texts above name the values as they are typed, for the terminal and the API)
option-torris-closing-help = When a single stone leaves its space:
option-torris-closing-is-run = The towers directly behind it move up one space
option-torris-closing-is-compact = Every tower behind it moves up, closing all gaps
option-torris-tiebreak-help = Equal points and equal highest towers:
option-torris-tiebreak-is-next = The next highest towers decide
option-torris-tiebreak-is-draw = The game is a draw

## The log as sentences (issue 36)
log-move-to = { $player } moves from { $from } to { $to }
torris-setup = The stones lie face up in a random order; { $player } starts (drawn by lot)
torris-setup-first = The stones lie face up in a random order; { $player } starts
