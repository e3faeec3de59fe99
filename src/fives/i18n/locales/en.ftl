# The texts of the rules and the server in English: the source catalog.
# Every key here exists in every other catalog with the same variables (tests/test_catalogs.py).
# Arguments named like `player`, `players` are messages themselves (rendered first).

## Players (fives.core)
player = P{ $n }
player-number = player { $n }
chance = chance
colour-player = { $colour ->
    [white] White
   *[black] Black
}

## Lists: the separator of a list of names (Message("list-and", items=[...]))
list-and = { $items }{ " and " }

## Every game (fives.core)
core-move = { $player }: { $move }
core-chance-move = chance: { $move }
core-game-over = the game is over
core-chance-due = a chance event is due, not a player's move
core-name-player = several players act at once here; name the player who acts
core-nothing-to-do = { $player } has nothing to do now (waiting for { $waiting })
core-not-your-turn = it is { $current }'s turn, not { $player }'s
core-not-legal = it is not legal in this position
core-not-an-action = it is not an action of this game
core-not-chance = not a possible chance outcome here
core-no-chance-node = this is not a chance node
core-empty-input = empty input; type a move in the notation, or ask for the legal moves
core-not-legal-here = not a legal move here (there are { $count } legal moves)
core-not-notation = not a move in this game's notation
core-not-text = an action must be given as text in the game's notation
core-nothing-to-undo = there is no action to take back

## Abräumen
abraeumen-solved = solved: one stone is left
abraeumen-stuck = no jump is possible; { $stones } stones are left
abraeumen-syntax = write a jump as from-to with squares a1..f6, e.g. c1-a1
abraeumen-straight = a jump goes exactly two squares straight along a rank or a file, over one stone
abraeumen-no-stone = there is no stone on { $square }
abraeumen-no-stone-over = there is no stone on { $square } to jump over
abraeumen-not-free = { $square } is not free

## The server (fives.server)
server-illegal = { $move } is not allowed: { $reason }

## Zahlenpoker
zahlenpoker-chose = { $player }: chose
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

## Torris
colour-starts = chance: { $colour } starts
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

## Make 5
make5-bag = bag: { $colour }
make5-lot = lot: p{ $player } sorts first
make5-roll = { $player } (Chaot): { $colour } into { $runway }
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

## Symbols (Torris, Hütchenspieler): a symbol's name, and with its article
symbol = { $symbol }
symbol-the = the { $symbol }

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

## Cambio
cambio-label = { $player } ({ $symbol })
cambio-place = { $player }: { $letter } on { $square }
cambio-line = { $players } made a line with { $push }
cambio-line-for = { $push } by { $player } made a line for { $players } only
cambio-draw-lines = draw: { $push } made lines for { $players } at once
cambio-shared = shared win: { $push } made lines for { $players } at once
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
all-fives-team = { $first }+{ $second }
all-fives-draws = { $player } draws { $tile }
all-fives-draws-hidden = { $player } draws a tile
all-fives-receives = { $player } receives { $tile }
all-fives-receives-hidden = { $player } receives a tile
all-fives-opens-lot = { $player } opens round { $round } by lot
# a log line and what its action did next
all-fives-then = { $line }; { $clause }
all-fives-ends = { $line } (ends { $total })
all-fives-ends-scores = { $line } (ends { $total }, scores { $points })
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
cambio-warning = { $count } { $symbol }s ({ $letter }) in { $line }: the rulebook advises at most two of a symbol in a line during the setup

## hints and analysis (issue 25): the reasons for a move, fives.ai.advice and fives.ai.<game>.explain
advice-only-move = the only legal move
advice-wins = wins the game
advice-blocks = stops { $player } from winning with the next move
advice-scores = scores { $points ->
    [one] 1 point
   *[other] { $points } points
}
advice-best = the strongest move the computer finds
advice-abraeumen-last = the last jump: one stone is left
advice-abraeumen-solvable = keeps the board solvable (one stone can still be left)
advice-abraeumen-lost = no jump keeps the board solvable any more; this one leaves the most jumps open
advice-five-completes = completes a row of five at { $cell }
advice-five-blocks = blocks { $player }'s row of { $count } at { $cell }
advice-five-builds = makes a row of { $count } at { $cell }
advice-all-fives-scores = scores { $points } at the open ends
advice-cambio-completes = completes your line: { $line }
advice-cambio-blocks = blocks { $player }'s line in { $line } (one cube short of winning)
advice-cambio-builds = builds { $count } of your symbols in { $line }
advice-make5-raises = raises what the rows score from { $before } to { $after }
advice-make5-spoils = adds nothing to the sorter's rows (they still score { $points })
advice-make5-least = gives the sorter the least: the rows then score { $points }
advice-make5-gathers = gathers { $count } tokens of one colour in row { $row }
advice-refused-people = hints are only for a person alone or against the computer: with another person at the table a hint would play the computer's game for you
advice-refused-over = the game is not running: there is no move to hint
advice-refused-turn = it is not your turn: a hint is for your own move
advice-busy = the computer is busy with other games; try again in a moment
advice-cambio-setup = puts { $player }'s cube where it helps their lines least

## exact solvers' hints through the AI plugin (issue 23/25: fives.server.solo)
advice-no-solver = this game has no exact solver to give a hint

## Results in words (issue 24): the end screen and the terminal render a game's outcome details
## (data) with these keys; a player is their seat's display name.
results-colour-name = { $name } ({ $colour ->
    [white] White
   *[black] Black
})
results-list = { $items }
results-round = Round
results-game = Game
results-player = Player
results-total = Total
results-hand-points = Hand points
results-running-total = Total after the round
results-how = How it ended
results-sorter = Sorter
results-points = Points
results-make-five = MAKE FIVE: all five rows sorted
results-make5-summary = Total: { $players }
results-player-points = { $player } { $points }
results-abraeumen-solved = Solved!
results-abraeumen-left = { $stones ->
    [one] 1 stone left
   *[other] { $stones } stones left
}
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
results-hs-turn = Turn
results-hs-shuffler = Shuffler
results-hs-seeker = Seeker
results-hs-asked = Asked for
results-hs-turned = Turned
results-hs-took = Took the stone
results-hs-turned-stone = stone { $position }: { $symbol }
results-hs-stones = Stones shown
results-hs-won = Stones of other colours
results-cambio-lines = { $player }: { $lines }
results-cambio-no-line = { $player }: no line
results-cambio-pushes = { $pushes ->
    [one] 1 push in the game
   *[other] { $pushes } pushes in the game
}
results-torris-side = { $player }: { $points } points, towers { $towers }
results-torris-no-towers = { $player }: no towers
results-torris-tiebreak = decided by the { $rank ->
    [1] highest
    [2] second highest
    [3] third highest
   *[other] { $rank }th highest
} tower
results-fuenf-stones = Stones on the board: { $stones }
results-fuenf-captured = Stones captured: { $captured }
results-fuenf-row = The winning row: { $cells }
results-fuenf-afterplay = { $turns ->
    [one] 1 turn of afterplay
   *[other] { $turns } turns of afterplay
}
results-all-fives-tally = Tally sheet
results-all-fives-tally-side = { $side }: { $points } points
results-all-fives-scaled = scores divided by five: { $score } on the sheet is { $points } points
results-won = { $count ->
    [one] { $players } wins
   *[other] { $players } win
}
results-draw = Draw
results-all-fives-target-reached = the target was reached during play
