# Hütchenspieler: the texts this game brings along (src/fives/games/huetchenspieler), in English.
# fives.i18n.fluent.catalog_text joins them to the shared catalog (src/fives/i18n/locales/en.ftl);
# every key here is in the German file too, with the same variables (tests/test_catalogs.py).

## Hütchenspieler
huetchen-most = { $players } shows the most stones ({ $stones })
huetchen-share = { $players } share the win with { $stones } stones each
huetchen-starts = { $player } starts (drawn by lot)
huetchen-asks = { $player } asks for the { $symbol }
huetchen-shuffles = { $player } shuffles { $stone }>{ $gap } (stone { $stone } { $where ->
    [left] to the left end
    [right] to the right end
   *[between] between stones { $gap } and { $next }
})
huetchen-shuffles-unseen = { $player } moves a stone
huetchen-turn-down = { $player } turns the four stones face down
huetchen-lays = { $player } lays out four stones face up
huetchen-turns = { $player } turns stone { $position }: { $symbol } ({ $verdict }, asked for { $asked })
huetchen-result = { $turned }; { $then }
huetchen-goes = it goes to { $player }
huetchen-both = stone { $position } is { $symbol }: both go to { $player }
huetchen-shuffle-syntax = a shuffle move is stone>gap with a stone 1-4 and a gap 0-4
huetchen-noop = gaps { $before } and { $stone } are beside stone { $stone }: the row would not change
huetchen-positions = the positions of the row are 1 to 4, from the left
huetchen-players = the players are P1 to P{ $players }
huetchen-symbols = the symbols are dot, line, triangle and square
huetchen-layout-names = a layout names the four symbols dot, line, triangle, square
huetchen-layout-once = a layout shows each of the four symbols exactly once
huetchen-syntax = write a layout as four symbols (dot line triangle square, or dlts), 'turn', a shuffle move as stone>gap (e.g. 2>0), 'ask triangle', or the position of the stone to turn (1-4)
huetchen-not-now = not now: { $need }
huetchen-need-lay = the shuffler lays out four stones (e.g. dot line triangle square)
huetchen-need-memo = the seekers are memorising; the shuffler ends it with 'turn'
huetchen-need-shuffle = the shuffler makes shuffle move { $move } of { $moves }
huetchen-need-ask = the shuffler asks for a symbol not yet revealed (e.g. ask triangle)
huetchen-need-pick = { $player } turns a face-down stone (its position)
huetchen-revealed = { $symbol } has already been revealed in this turn
huetchen-turned = the stone at position { $position } has already been turned
huetchen-lacks = { $player } lacks a stone of their own colour for some symbol

## Results in words (issue 24): the end screen and the terminal render a game's outcome details
## (data) with these keys; a player is their seat's display name.
results-hs-turn = Turn
results-hs-shuffler = Shuffler
results-hs-seeker = Seeker
results-hs-asked = Asked for
results-hs-turned = Turned
results-hs-took = Took the stone
results-hs-turned-stone = stone { $position }: { $symbol }
results-hs-stones = Stones shown
results-hs-won = Stones of other colours

## Page texts (moved from TEXT in js/i18n.js by scripts/text_to_ftl.py)
ui-face-up = face up
ui-face-down = face down
ui-shuffle-move = Shuffle move
ui-asked = Asked for

## Options and games' texts for the page and the terminal (option-*, game-*)
game-huetchenspieler-description = Memorise four stones, follow the shuffle with your eyes, and find the symbol asked for.
game-huetchenspieler-notation = layout 'dot line triangle square' (or 'dlts'); 'turn'; shuffle stone>gap, e.g. 2>0 (stones 1-4 from the left, gap g right of stone g, 0 = left end); 'ask triangle'; a seeker turns a stone by its position, e.g. 3
option-huetchenspieler-memorize-seconds-description = seconds the face-up row is shown before it is turned (live play; the rulebook: 10 to 20)

## Page texts of the boards and the replay (were tr({en, de}) pairs in the boards)
ui-stone-to-left-end = stone { $i } to the left end
ui-stone-to-right-end = stone { $i } to the right end
ui-stone-between = stone { $i } between stones { $g } and { $next }
ui-shuffler = Shuffler: { $name }
ui-seeker = Seeker: { $name }
ui-shuffled = Shuffle
ui-lay-out = Lay out, left to right:
ui-ask-for = Ask for:
ui-memorise = Memorise the row:
ui-turn-down = Turn the stones face down

## Option errors (fives.core.options, the games' own checks)
option-first-too-high = { $game }: first={ $first } but there are only { $players } players

## Hints in words for every game (issue 25): Torris, Zahlenpoker, Hütchenspieler, Fünf gewinnt's double threats
advice-huetchen-found = followed from the row you saw face up through the { $moves } shuffle moves, { $symbol } is under stone { $position }
advice-huetchen-follow = { $symbol } is under one of the { $count } face-down stones: follow it from where you saw it through the { $moves } shuffle moves (this hint cannot tell which and guesses stone { $position })
advice-huetchen-ask = asks for the { $symbol }: the seekers are least likely to win it
advice-huetchen-shuffle = shifts { $stones } stones: a seeker who follows 80% of the moves then finds about { $found } of the four symbols
advice-huetchen-lay = any order is as good: the seekers see the row in any case, what counts is the shuffle

## Issue 23, the last leftovers (plug23b): errors by their code (the reason of an error that is no
## message; were fives.i18n.catalog.ERRORS), then the terminal boards (term-*, fives.cli.render)
term-hs-symbol = { $symbol ->
    [dot] dot
    [line] line
    [triangle] triangle
    [square] square
   *[other] { $symbol }
}
term-hs-no-stones = (no stones on the table)
term-hs-stone = stone
term-hs-gap = gap
term-hs-player = player
term-hs-colour = colour
term-hs-won = won
term-hs-stones = stones
term-hs-shuffler = (shuffler)
term-hs-asked = { $player } asked for the { $asked ->
    [dot] dot
    [line] line
    [triangle] triangle
    [square] square
   *[other] { $asked }
}, turned stone { $stone }: { $glyph } { $symbol ->
    [dot] dot
    [line] line
    [triangle] triangle
    [square] square
   *[other] { $symbol }
}
term-hs-and-stone = (and stone { $stone }: { $symbol })
term-hs-head = round { $round }  turn { $turn }/{ $turns }  shuffler { $player }
term-hs-status = { $phase ->
    [lot] drawing the starting player
    [lay] the shuffler lays out four stones
    [memorize] memorise the row! ({ $seconds } seconds)
    [shuffle] shuffling: { $moves } of { $required } moves
    [ask] the shuffler asks { $seeker } for a symbol
    [pick] { $seeker }: where is the { $asked ->
    [dot] dot
    [line] line
    [triangle] triangle
    [square] square
   *[other] { $asked }
}?
   *[over] every player has been shuffler twice
}
term-hs-moves = shuffle moves:

## move labels: what a move button and the log say for a move whose notation holds words (the
## English text is the notation itself; State.action_label)
move-ask = ask { $symbol }
move-turn = turn
move-layout = { $a } { $b } { $c } { $d }

## The new-game dialog (issue 36 item 3): one click against the computer, the options folded
## away and said in words (option-<game>-<name>-help, option-<game>-<name>-is-<value>; the
## -description texts above name the values as they are typed, for the terminal and the API)
option-huetchenspieler-memorize-seconds-help = How many seconds the stones lie face up before they are turned over (the rules say 10 to 20).
