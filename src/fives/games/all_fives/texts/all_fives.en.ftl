# All Fives: the texts this game brings along (src/fives/games/all_fives), in English.
# fives.i18n.fluent.catalog_text joins them to the shared catalog (src/fives/i18n/locales/en.ftl);
# every key here is in the German file too, with the same variables (tests/test_catalogs.py).

## All Fives
all-fives-team = { $first }+{ $second }
all-fives-draws = { $player } draws { $tile }
all-fives-draws-hidden = { $player } draws a tile
all-fives-receives = { $player } receives { $tile }
all-fives-receives-hidden = { $player } receives a tile
all-fives-opens-lot = { $player } opens round { $round } by lot
# a log line and what its action did next
all-fives-then = { $line }; { $clause }
all-fives-ends = { $line } (the ends add up to { $total })
all-fives-ends-scores = { $line } (the ends add up to { $total }: { $points } points)
all-fives-opens-after = { $player } opens after the domino
all-fives-opens-highest = { $player } holds the highest tile and opens with it
all-fives-round = round { $round } won by { $winners }: { $how }; { $gain }
all-fives-domino-by = domino by { $player }
all-fives-blocked = the round is blocked
all-fives-side-scores = { $side } scores { $points }
all-fives-no-points = no hand points
all-fives-over = the match is over
all-fives-target = { $count ->
   *[other] { $sides } reached the target of { $target }
}
all-fives-limit-equal = the round limit of { $rounds } was reached with all scores equal
all-fives-limit = { $count ->
   *[other] the round limit of { $rounds } was reached; { $sides } had the most points
}
all-fives-chance-syntax = a chance outcome is a tile such as 3-6, or 'lot P2'
all-fives-syntax = write a play as tile@end, e.g. 6-2@E (ends W, E, N, S; the opening is just 3-6), or draw, or pass
all-fives-forced = the drawn tile { $tile } is playable and must be played at once
all-fives-must-play = you hold a playable tile, and a player who can play must play
all-fives-must-draw = you must draw while the boneyard has tiles to draw
all-fives-no-draw = the boneyard has no tile left to draw; pass
all-fives-not-play = it is not a play
all-fives-not-held = you do not hold { $tile }
all-fives-must-forced = you must play { $tile } (the tile just drawn, or the highest tile to open)
all-fives-opening = the first tile opens the layout: write just { $tile }
all-fives-name-end = name the end to play at, e.g. { $example }
all-fives-no-spinner = there is no spinner yet, so there are no side arms
all-fives-arms = the spinner's side arms open only when both straight sides of it are occupied
all-fives-mismatch = end { $end } shows { $value }, which { $tile } does not match

## hints and analysis (issue 25): the reasons for a move, fives.ai.advice and fives.games.all_fives.ai.explain
advice-all-fives-scores = scores { $points } at the open ends

## Results in words (issue 24): the end screen and the terminal render a game's outcome details
## (data) with these keys; a player is their seat's display name.
results-total = Total
results-hand-points = Hand points
results-how = How it ended
results-all-fives-tally = Tally sheet
results-all-fives-tally-side = { $side }: { $points } points
results-all-fives-scaled = scores divided by five: { $score } on the sheet is { $points } points
results-all-fives-target-reached = the target was reached during play

## Page texts (moved from TEXT in js/i18n.js by scripts/text_to_ftl.py)
ui-all-fives-layout = All Fives layout
ui-hand = Hand
ui-boneyard = Boneyard
ui-ends = Open ends

## the open ends of the layout, by compass point (the board's labels; the log says them in words)
ui-end-w = W
ui-end-e = E
ui-end-n = N
ui-end-s = S

## Options and games' texts for the page and the terminal (option-*, game-*)
game-all_fives-description = Dominoes with a double-six set and one spinner: score the open ends whenever they add up to a multiple of five, and the opponents' remaining pips when you go out.
game-all_fives-notation = a tile a-b; the opening 3-6, later plays 6-2@E (ends W, E, N, S); draw; pass
option-all_fives-hand-size-description = tiles dealt to each player
option-all_fives-hand-size-default = 9 for 2 players, 7 for 3, 5 for 4
option-all_fives-divide-by-five-description = variant: count every score divided by five (target 61)
option-all_fives-target-description = the score that wins the match
option-all_fives-target-default = 250 for 2 players, 200 for 3 or 4; 61 when scores are divided by five
option-all_fives-highest-double-leads-description = variant: instead of a lot, the holder of the highest double opens with it
option-all_fives-keep-two-description = variant: the last two tiles of the boneyard may not be drawn
option-all_fives-round-limit-description = the match ends after this many rounds at the latest (most points wins)

## Page texts of the boards and the replay (were tr({en, de}) pairs in the boards)
ui-opening-tile-here = the opening tile goes here
ui-draw-tile = Draw a tile
ui-target-score = target { $target }

## Option errors (fives.core.options, the games' own checks)
option-all_fives-too-many-tiles = all_fives: { $hands } hands of { $tiles } tiles need more than the 28 tiles of the set

## Issue 23, the last leftovers (plug23b): errors by their code (the reason of an error that is no
## message; were fives.i18n.catalog.ERRORS), then the terminal boards (term-*, fives.cli.render)
term-af-no-tile = (no tile played yet: the opener plays any tile)
term-af-arm = { $name } arm:
term-af-no-spinner = no spinner yet
term-af-arm-open = open, counts 0 until begun
term-af-arm-closed = closed until both sides are occupied
term-af-from-spinner = from the spinner { $spinner }: { $state }
term-af-open-ends = open ends:
term-af-counts-0 = (counts 0)
term-af-none = none
term-af-sum = sum { $sum }
term-af-multiple = (a multiple of five)
term-af-scores = scores:
term-af-target = target { $target }{ $divided ->
    [true] , scores divided by five
   *[false] {""}
}
term-af-your-hand = your hand ({ $player }):
term-af-empty = (empty)
term-af-must-play = you must play { $tile }
term-af-tiles-in-hand = tiles in hand:
term-af-boneyard = boneyard { $tiles }
term-af-drawable = ({ $tiles } may be drawn)
term-af-match-over = the match is over
term-af-to-play = { $player } to play
term-af-phase = { $phase ->
    [deal] deal
    [lot] lot
    [play] play
    [draw] draw
   *[over] over
}
term-af-last-moves = last moves:
term-af-last-round = last round: { $round }
term-af-result = result: { $reason }
term-af-legal = legal: { $moves }

## move labels: what a move button and the log say for a move whose notation holds words (the
## English text is the notation itself; State.action_label)
move-draw = draw

## The new-game dialog (issue 36 item 3): one click against the computer, the options folded
## away and said in words (option-<game>-<name>-help, option-<game>-<name>-is-<value>; the
## -description texts above name the values as they are typed, for the terminal and the API)
option-all_fives-highest-double-leads-help = Variant: instead of drawing lots, the holder of the highest double opens with it.

## The log as sentences (issue 36)
all-fives-deal = The tiles are dealt
all-fives-opens-with = { $player } opens with { $tile }
all-fives-plays = { $player } plays { $tile } at the { $end ->
    [W] west
    [E] east
    [N] north
   *[S] south
} end
all-fives-draws-instead = { $player } cannot play and draws
all-fives-passes = { $player } cannot play and passes
