# Zahlenpoker: the texts this game brings along (src/fives/games/zahlenpoker), in English.
# fives.i18n.fluent.catalog_text joins them to the shared catalog (src/fives/i18n/locales/en.ftl);
# every key here is in the German file too, with the same variables (tests/test_catalogs.py).

## Zahlenpoker
zahlenpoker-chose = { $player } has chosen
zahlenpoker-most = { $count ->
   *[other] { $players } won the most stones ({ $stones })
}
zahlenpoker-sum = { $players } won { $stones } stones each; { $player } has the highest sum of values ({ $sum })
zahlenpoker-draw-sum = draw: { $players } won { $stones } stones each with the same sum of values ({ $sum })
zahlenpoker-syntax = write a value 1-4, 'empty' for the empty hand, or 'steal P2'
zahlenpoker-no-player = there is no { $player } in a { $players }-player game
zahlenpoker-not-shown = { $player } did not show a { $value }
zahlenpoker-steal-when = a stone can be stolen only after a reveal with exactly one empty hand
zahlenpoker-self = you cannot steal from yourself
zahlenpoker-no-stone = { $player } did not show a stone
zahlenpoker-thief-first = { $player } first chooses which shown stone to steal
zahlenpoker-empty-used = you have already shown your empty hand (once per game)
zahlenpoker-none-left = you have no { $value } left in your hand

## Results in words (issue 24): the end screen and the terminal render a game's outcome details
## (data) with these keys; a player is their seat's display name.
results-player = Player
results-zp-empty = empty hand
results-zp-out = –
results-zp-result = Result
results-zp-keeps = { $player } wins the round
results-zp-steals = { $thief } steals { $victim }'s stone
results-zp-blocked = two or more empty hands: the round is blocked
results-zp-nobody = nobody wins the round
results-zp-stones = Stones won
results-zp-sum = Sum of values
results-zp-in-hand = Left in hand

## Page texts (moved from TEXT in js/i18n.js by scripts/text_to_ftl.py)
ui-chose = chose
ui-has-chosen = has chosen
ui-round-now = Now: round { $n }

## Options and games' texts for the page and the terminal (option-*, game-*)
game-zahlenpoker-description = Bluff with stones 1-4: all show one at once; the highest value shown by exactly one player wins it. Once per game, an empty hand steals a shown stone.
game-zahlenpoker-notation = 1..4 show a stone, 'empty' the empty hand; after a lone empty hand: 'steal P2'
option-zahlenpoker-leftover-description = stones left when hands differ: 'unopposed' (those who can play go on; a lone player's stones are won), 'kept' (game ends, leftovers count as won), 'void' (game ends, leftovers are lost)
option-zahlenpoker-empty-without-stones-description = a player with no stones left may still show their unused empty hand

## Page texts of the boards and the replay (were tr({en, de}) pairs in the boards)
ui-lone-empty-hand = A lone empty hand: the thief takes one shown stone.
ui-you-chose = You chose { $choice }; waiting for the others.

## Hints in words for every game (issue 25): Torris, Zahlenpoker, Hütchenspieler, Fünf gewinnt's double threats
advice-zahlenpoker-mix = the equilibrium shows { $value ->
        [0] the empty hand
       *[other] a { $value }
    } here { $percent }% of the time: a mix the opponent cannot exploit
advice-zahlenpoker-always = the equilibrium always shows { $value ->
        [0] the empty hand
       *[other] a { $value }
    } here
advice-zahlenpoker-top = nobody else can still show a { $value } or higher: only an empty hand can take the round from it
advice-zahlenpoker-steals = steals the { $value } that { $player } showed

## Issue 23, the last leftovers (plug23b): errors by their code (the reason of an error that is no
## message; were fives.i18n.catalog.ERRORS), then the terminal boards (term-*, fives.cli.render)
term-zp-empty-hand = empty hand
term-zp-stole = { $thief } stole { $victim }'s { $value }
term-zp-blocked = the empty hands blocked each other
term-zp-keeps = { $player } keeps the { $value }
term-zp-no-winner = no winner
term-zp-no-round = no round has been revealed yet
term-zp-rounds-help = show every revealed round: the stones shown and who won them
term-zp-column = { $column ->
    [player] player
    [hand] hand
    [empty] empty hand
    [round] this round
    [won] won
   *[score] score
}
term-zp-chose = chose { $value }
term-zp-chosen = chosen
term-zp-choosing = choosing...
term-zp-to-steal = to steal
term-zp-out = out
term-zp-used = used
term-zp-unused = unused
term-zp-revealed = Revealed:
term-zp-steals = { $player } showed the empty hand and steals one shown stone.
term-zp-last-reveal = Last reveal (round { $round }):

## move labels: what a move button and the log say for a move whose notation holds words (the
## English text is the notation itself; State.action_label)
move-empty = empty
move-steal = steal { $player }

## The new-game dialog (issue 36 item 3): one click against the computer, the options folded
## away and said in words (option-<game>-<name>-help, option-<game>-<name>-is-<value>; the
## -description texts above name the values as they are typed, for the terminal and the API)
option-zahlenpoker-leftover-help = When some players run out of stones before the others:
option-zahlenpoker-leftover-is-unopposed = Those with stones play on; a lone player wins the rest
option-zahlenpoker-leftover-is-kept = The game ends; stones left over count as won
option-zahlenpoker-leftover-is-void = The game ends; stones left over are lost
option-zahlenpoker-empty-without-stones-help = A player with no stones left may still show their unused empty hand.

## The log as sentences (issue 36)
zahlenpoker-shows = { $player } shows a { $value }
zahlenpoker-shows-empty = { $player } shows an empty hand
zahlenpoker-steals = { $player } steals from { $victim }
