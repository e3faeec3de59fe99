# Abräumen: the texts this game brings along (src/fives/games/abraeumen), in English.
# fives.i18n.fluent.catalog_text joins them to the shared catalog (src/fives/i18n/locales/en.ftl);
# every key here is in the German file too, with the same variables (tests/test_catalogs.py).

## Abräumen
abraeumen-solved = solved: one stone is left
abraeumen-stuck = no jump is possible; { $stones } stones are left
abraeumen-syntax = write a jump as from-to with squares a1..f6, e.g. c1-a1
abraeumen-straight = a jump goes exactly two squares straight along a rank or a file, over one stone
abraeumen-no-stone = there is no stone on { $square }
abraeumen-no-stone-over = there is no stone on { $square } to jump over
abraeumen-not-free = { $square } is not free

## hints and analysis (issue 25): the reasons for a move, fives.ai.advice and fives.games.abraeumen.ai.explain
advice-abraeumen-last = the last jump: one stone is left
advice-abraeumen-solvable = keeps the board solvable (one stone can still be left)
advice-abraeumen-lost = no jump keeps the board solvable any more; this one leaves the most jumps open

## Results in words (issue 24): the end screen's headline (web/results.js, terminal.py)
results-abraeumen-solved = Solved!
results-abraeumen-left = { $stones ->
    [one] 1 stone left
   *[other] { $stones } stones left
}

## Page texts (moved from TEXT in js/i18n.js by scripts/text_to_ftl.py)
ui-hint-solvable = Still solvable, best jump
ui-hint-hopeless = No longer solvable
ui-hint-solved = Solved: one stone is left

## Options and games' texts for the page and the terminal (option-*, game-*)
game-abraeumen-description = Jump stone over stone until only one is left: a solitaire puzzle on a 6 x 6 square.
game-abraeumen-notation = from-to, e.g. c1-a1 (files a-f, ranks 1-6)

## The terminal (fives play --lang, fives.cli)
abraeumen-hint-solvable = still solvable, best jump { $jump }
abraeumen-hint-solved = solved: one stone is left
abraeumen-hint-lost = no longer solvable

## Issue 23, the last leftovers (plug23b): errors by their code (the reason of an error that is no
## message; were fives.i18n.catalog.ERRORS), then the terminal boards (term-*, fives.cli.render)
term-abraeumen-stones-left = stones left: { $stones }
term-abraeumen-hint-help = is the puzzle still solvable, and with which jump?

## audit 24
# Abräumen: the stones on the board, under it
ui-stones-left-count = { $n ->
    [one] { $n } stone left
   *[other] { $n } stones left
}

## The log as sentences (issue 36)
abraeumen-jump = { $player } jumps from { $from } to { $to }
