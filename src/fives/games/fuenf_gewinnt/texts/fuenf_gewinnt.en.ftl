# Fünf gewinnt: the texts this game brings along (src/fives/games/fuenf_gewinnt), in English.
# fives.i18n.fluent.catalog_text joins them to the shared catalog (src/fives/i18n/locales/en.ftl);
# every key here is in the German file too, with the same variables (tests/test_catalogs.py).

## Torris
colour-starts = { $player } starts (drawn by lot)

## Fünf gewinnt
fuenf-row = { $player } formed a row of { $stones }
fuenf-repetition = the same position occurred for the { $count ->
    [1] first
    [2] second
    [3] third
   *[other] { $count }th
} time
fuenf-both-few = neither player has five stones left
fuenf-few = { $player } has fewer than five stones left
fuenf-limit = the afterplay limit of { $turns } turns was reached
fuenf-syntax = write a placement as x,y (e.g. 0,0 or 1,-2), a move as from>to (e.g. 1,0>2,1), or pass
fuenf-all-placed = all stones are placed: in the afterplay move a stone, written from>to (e.g. 1,0>2,1)
fuenf-first-middle = the first stone goes to the middle of the surface, 0,0
fuenf-not-free = { $cell } is not free
fuenf-no-contact = { $cell } touches no stone along a side (corner contact is not enough)
fuenf-place-now = stones are moved only in the afterplay; now place a stone, written x,y
fuenf-no-own-stone = there is no { $colour } stone on { $cell }
fuenf-no-free-side = the stone on { $cell } has no free side and cannot be lifted
fuenf-elsewhere = the stone must be placed at another position
fuenf-cut-off = { $cell } does not touch the playing area along a side once { $lifted } is lifted (cut-off stones are captured)
fuenf-pass-only = you may pass only when you cannot move

## hints and analysis (issue 25): the reasons for a move, fives.ai.advice and fives.games.fuenf_gewinnt.ai.explain
advice-five-completes = completes a row of five at { $cell }
advice-five-blocks = blocks { $player }'s row of { $count } at { $cell }
advice-five-builds = makes a row of { $count } at { $cell }

## Results in words (issue 24): the end screen and the terminal render a game's outcome details
## (data) with these keys; a player is their seat's display name.
results-fuenf-stones = Stones on the board: { $stones }
results-fuenf-captured = Stones captured: { $captured }
results-fuenf-row = The winning row: { $cells }
results-fuenf-afterplay = { $turns ->
    [one] 1 turn of afterplay
   *[other] { $turns } turns of afterplay
}

## Page texts (moved from TEXT in js/i18n.js by scripts/text_to_ftl.py)
ui-zoom-in = Zoom in
ui-zoom-out = Zoom out
ui-centre = Centre

## Options and games' texts for the page and the terminal (option-*, game-*)
game-fuenf_gewinnt-description = Place your 16 stones edge to edge on an open table and make a straight row of five; if nobody does, move stones around, cutting off and capturing parts of the area.
game-fuenf_gewinnt-notation = placement x,y (e.g. 0,0 or 1,-2; x right, y up); afterplay from>to (e.g. 1,0>2,1); pass
option-fuenf_gewinnt-afterplay-limit-description = afterplay turns (both players counted together) after which the game is drawn
option-fuenf_gewinnt-reconnect-description = the moved stone saves the groups it joins to the playing area again (default: captures are judged when the stone is lifted)
option-fuenf_gewinnt-few-stones-lose-description = a player left with fewer than five stones loses (false: they play on)

## Page texts of the boards and the replay (were tr({en, de}) pairs in the boards)
ui-stone-counts = in hand { $hand }, on the table { $table }, captured { $captured }

## Hints in words for every game (issue 25): Torris, Zahlenpoker, Hütchenspieler, Fünf gewinnt's double threats
advice-five-open-four = makes two cells that complete a five at once (at { $cells }): { $player } can cover only one
advice-five-parries = stops { $player }'s double threat at { $cell } (an open row of three, or two rows at once)

## Issue 23, the last leftovers (plug23b): errors by their code (the reason of an error that is no
## message; were fives.i18n.catalog.ERRORS), then the terminal boards (term-*, fives.cli.render)
term-fuenf-counts = in hand { $hand }   on the table { $table }   captured { $captured }
term-fuenf-placement = placement: { $placed } of 32 stones placed
term-fuenf-write-cell = (write x,y)
term-fuenf-afterplay = afterplay: { $turns } of at most { $most } turns played
term-fuenf-write-move = (write from>to; 'where x,y' shows where a stone may go)
term-fuenf-where-syntax = write where x,y, e.g. where 1,0
term-fuenf-cannot-move = the stone on { $cell } cannot be moved now
term-fuenf-cells = { $count ->
    [one] 1 cell
   *[other] { $count } cells
}: { $cells }
term-fuenf-where-help = where x,y: the cells the stone on x,y may be moved to (afterplay)

## The new-game dialog (issue 36 item 3): one click against the computer, the options folded
## away and said in words (option-<game>-<name>-help, option-<game>-<name>-is-<value>; the
## -description texts above name the values as they are typed, for the terminal and the API)
option-fuenf_gewinnt-afterplay-limit-help = After this many afterplay turns (both players counted together) the game ends in a draw.
option-fuenf_gewinnt-reconnect-help = The moved stone joins cut-off groups to the playing area again. Without it, what is cut off when the stone is lifted is captured.
option-fuenf_gewinnt-few-stones-lose-help = A player left with fewer than five stones loses. Without it, they play on.

## The log as sentences (issue 36)
fuenf-place = { $player } places a stone on { $cell }
fuenf-move = { $player } moves a stone from { $from } to { $to }
