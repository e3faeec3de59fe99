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

## Torris
colour-starts = { $player } starts (drawn by lot)
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
cambio-warning = { $count } { $symbol }s ({ $letter }) in { $line }: the rulebook advises at most two of a symbol in a line during the setup

## hints and analysis (issue 25): the reasons for a move, fives.ai.advice and fives.ai.<game>.explain
advice-only-move = the only legal move
advice-wins = wins the game
advice-blocks = stops { $player } from winning with the next move
advice-forces-win = wins by force: whatever the reply, the next move wins
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
advice-make5-could-score = you could have scored { $points } with { $move }
advice-make5-could-expect = you could have expected about { $points } points with { $move }
advice-make5-could-hold = you could have held the sorter to { $points } points with { $move }
advice-make5-could-hold-about = you could have held the sorter to about { $points } points with { $move }
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


## Page texts (moved from TEXT in js/i18n.js by scripts/text_to_ftl.py)
ui-title = Fives: eight tabletop games
ui-tagline = { $count } games to play by clicking: alone, with a friend on this screen or online, or against the computer.
ui-players = players
ui-player = player
ui-play = Play
ui-rules = Rules
ui-close = Close
ui-no-rules = The rules text is not available from this server.
ui-home = All games
ui-new-game = New game
ui-seats = Seats
ui-seat = Seat
ui-me = Me
ui-local = Another person on this screen
ui-invite = Invite by link
ui-lobby-seat = Anyone (open seat in the lobby)
ui-computer = Computer
ui-level = Level
ui-easy = easy
ui-medium = medium
ui-hard = hard
ui-max = max
ui-random = random
ui-options = Options
ui-start = Start
ui-cancel = Cancel
ui-yes = yes
ui-no = no
ui-language = Deutsch
ui-language-title = Auf Deutsch umschalten
ui-connecting = Connecting…
ui-reconnecting = Connection lost: reconnecting…
ui-connected = Connected
ui-your-turn = Your turn
ui-turn-of = To move:
ui-chance = chance
ui-thinking = thinking…
ui-waiting-for = Waiting for
ui-game-over = Game over
ui-winner = Winner
ui-winners = Winners
ui-draw = Draw: nobody wins
ui-no-winner = Nobody wins
ui-shared-win = Draw: the win is shared
ui-reason = Reason
ui-details = Details
ui-position = Position
ui-scores = Scores
ui-score = Score
ui-moves = Moves
ui-legal-moves = Your moves
ui-notation = Notation
ui-show-notation = show notation
ui-no-moves = No moves for you right now.
ui-rematch = Rematch
ui-download = Download record
ui-replay = Replay
ui-finished-games = Finished games
ui-open-games = Open games: join a free seat
ui-running-games = Games being played: watch
ui-watch = Watch
ui-join = Join
ui-my-games = My games
ui-resume = Resume
ui-finished = Finished
ui-visibility = Who may see this game
ui-visibility-private = Private: only people with a link
ui-visibility-open = Open: listed in the lobby, anyone may watch
ui-visibility-forced = A seat for anyone makes the game open: the lobby offers it.
ui-invite-local-only = This link works only on this computer: the server listens on 127.0.0.1. To play with a friend on your network, start it with make run HOST=0.0.0.0 and open the page at this computer's network address.
ui-clock = Time left
ui-clock-title = Clock (optional): when it runs out, the computer moves
ui-clock-move = Seconds per move
ui-clock-game = Minutes per player for the whole game
ui-invite-links = Invitation links
ui-copy = Copy
ui-copied = Copied
ui-error = Error
ui-move-rejected = Move rejected
ui-loading = Loading…
ui-not-found = This game does not exist (or the link is no longer valid).
ui-hand-over = Hand the device to
ui-show = Show my view
ui-hide-info = Hidden information: only the player to move should look now.
ui-spectator = spectator
ui-name = Name (optional)
ui-status-joined = here
ui-status-waiting = not here yet
ui-status-left = left
ui-status-ai = computer
ui-computer-plays = Let the computer play this seat
ui-leave = Leave (the computer plays on)
ui-take-back = Take my seat back
ui-presence-here = here
ui-presence-away = away
ui-presence-back = back
ui-away-offer = has been away for
ui-keep-waiting = Keep waiting
ui-let-computer-play = Let the computer play
ui-claim-win = Claim the win
ui-claimed-text = { $absent } was away for { $time }; { $by } claimed the win
ui-claimed-unrated-text = { $absent } never came to the table; { $by } ended the game, unrated
ui-watching = Watching (you have no seat in this game)
ui-you = you
ui-undo = Undo
ui-hint = Hint
ui-options-none = This game has no options.
ui-seat-of = Playing as
ui-players-option = Players
ui-pass = Pass
ui-stones-left = stones left
ui-round = Round
ui-game-no = Game
ui-rematch-join = Join the rematch
ui-rematch-offer = offers a rematch
ui-rematch-waiting = A rematch is waiting for you
ui-bag = Bag
ui-spare = Spare cube
ui-cambio-tray = Cambio tray
ui-all-fives-layout = All Fives layout
## the open ends of the layout, by compass point (the board's labels; the log says them in words)
ui-end-w = W
ui-end-e = E
ui-end-n = N
ui-end-s = S
ui-hand = Hand
ui-boneyard = Boneyard
ui-ends = Open ends
ui-select-target = Now choose where it goes.
ui-undone = Move taken back
ui-hint-thinking = Looking for a hint…
ui-hint-solvable = Still solvable, best jump
ui-hint-hopeless = No longer solvable
ui-hint-solved = Solved: one stone is left
ui-illegal = Not a legal move here.
ui-zoom-in = Zoom in
ui-zoom-out = Zoom out
ui-centre = Centre
ui-tower = Tower
ui-chose = chose
ui-has-chosen = has chosen
ui-stone = stone
ui-face-up = face up
ui-face-down = face down
ui-shuffle-move = Shuffle move
ui-asked = Asked for
ui-undo-title = Take back your last move and the computer's reply
ui-round-now = Now: round { $n }
ui-ready-button = I have memorised it: ready
ui-ready-waiting = Ready: waiting for the others
ui-settings = Settings
ui-confirm-moves = Confirm moves
ui-sounds-on = Sounds
ui-confirm-question = Play this move?
ui-confirm-yes = Play it

## Options and games' texts for the page and the terminal (option-*, game-*)
option-players = Players
option-first = Who starts
option-make5-first = Who sorts first
option-setup = Setup
option-setup-advice = Setup advice
option-own-line-rule = Lines for others only
option-repetition = Draw by repetition
option-max-pushes = Pushes at most
option-afterplay-limit = Afterplay turns at most
option-reconnect = Moved stone reconnects
option-few-stones-lose = Fewer than five stones lose
option-closing = Closing up
option-tiebreak = Tie-break
option-memorize-seconds = Seconds to memorise
option-leftover = Stones left over
option-empty-without-stones = Empty hand without stones
option-hand-size = Tiles per hand
option-divide-by-five = Count in fives
option-target = Target score
option-highest-double-leads = Highest double leads
option-keep-two = Keep two in the boneyard
option-round-limit = Rounds at most
option-games = Games in the match
option-tie = Tied match
game-cambio-description = Push cubes into a 5 x 5 tray to line up five of your symbol (four with three players).
game-cambio-notation = setup: a square, e.g. c3; play: entry square and direction, e.g. a3> e3< c1^ c5v; pass
option-cambio-setup-description = manual: the players place the starting cubes in turn; random: chance places them
option-cambio-setup-advice-description = no three of a symbol in a line during the setup: warn (shown only) or enforce (illegal while another placement exists)
option-cambio-own-line-rule-description = a push that makes only other players' lines: opponent_wins (they win) or forbidden (illegal unless it also makes the mover's line)
option-cambio-repetition-description = the same tray with the same player to move for the third time is a draw
option-cambio-max-pushes-description = the game is drawn once this many pushes have been made
game-abraeumen-description = Jump stone over stone until only one is left: a solitaire puzzle on a 6 x 6 square.
game-abraeumen-notation = from-to, e.g. c1-a1 (files a-f, ranks 1-6)
game-fuenf_gewinnt-description = Place your 16 stones edge to edge on an open table and make a straight row of five; if nobody does, move stones around, cutting off and capturing parts of the area.
game-fuenf_gewinnt-notation = placement x,y (e.g. 0,0 or 1,-2; x right, y up); afterplay from>to (e.g. 1,0>2,1); pass
option-first-description = who starts: 'lot' (drawn by chance) or a player number
option-fuenf_gewinnt-afterplay-limit-description = afterplay turns (both players counted together) after which the game is drawn
option-fuenf_gewinnt-reconnect-description = the moved stone saves the groups it joins to the playing area again (default: captures are judged when the stone is lifted)
option-fuenf_gewinnt-few-stones-lose-description = a player left with fewer than five stones loses (false: they play on)
game-torris-description = Move stones as far as their symbols say, always climbing, and own the tallest towers: a two-player strategy game on a 4 x 8 grid.
game-torris-notation = from-to, e.g. c3-e3 (files a-h, ranks 1-4); setup draws a1=dot, the lot 'white starts'
option-torris-closing-description = closing up after a single stone leaves its space: 'run' (the unbroken run of towers directly behind moves up one space) or 'compact' (every tower behind in the line moves up, closing all gaps behind)
option-torris-tiebreak-description = equal points and equal highest towers: 'next' (compare the next highest towers, then a draw) or 'draw'
game-huetchenspieler-description = Memorise four stones, follow the shuffle with your eyes, and find the symbol asked for.
game-huetchenspieler-notation = layout 'dot line triangle square' (or 'dlts'); 'turn'; shuffle stone>gap, e.g. 2>0 (stones 1-4 from the left, gap g right of stone g, 0 = left end); 'ask triangle'; a seeker turns a stone by its position, e.g. 3
option-huetchenspieler-memorize-seconds-description = seconds the face-up row is shown before it is turned (live play; the rulebook: 10 to 20)
game-zahlenpoker-description = Bluff with stones 1-4: all show one at once; the highest value shown by exactly one player wins it. Once per game, an empty hand steals a shown stone.
game-zahlenpoker-notation = 1..4 show a stone, 'empty' the empty hand; after a lone empty hand: 'steal P2'
option-zahlenpoker-leftover-description = stones left when hands differ: 'unopposed' (those who can play go on; a lone player's stones are won), 'kept' (game ends, leftovers count as won), 'void' (game ends, leftovers are lost)
option-zahlenpoker-empty-without-stones-description = a player with no stones left may still show their unused empty hand
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
game-make5-description = One player sorts coloured tokens into the rows of a tilted board, the other rolls in new tokens to cause disorder; roles swap over six games.
game-make5-notation = sorter: b2-e (token on runway b, place 2, rolls into runway e) or pass; Chaot: c (runway)
option-make5-first-description = who sorts in game 1: a player number, or 'lot' (drawn by chance)
option-make5-games-description = games in the match; roles swap after each (an even number gives both players equal turns)
option-make5-tie-description = a tied match: 'draw', or 'decider' (one more pair of games; still tied: a draw)
option-players-description = number of players
option-choice-lot = lot
option-choice-manual = by hand
option-choice-random = random
option-choice-warn = warn
option-choice-enforce = enforce
option-choice-opponent-wins = they win
option-choice-forbidden = forbidden
option-choice-run = run
option-choice-compact = compact
option-choice-next = next towers
option-choice-draw = draw
option-choice-unopposed = unopposed
option-choice-kept = kept
option-choice-void = void
option-choice-decider = decider

## Server errors (RoomError): the refusals of the server, in fives.server
server-internal = an unexpected error on the server; it has been logged (incident { $incident })
server-not-found = there is nothing at { $path }; the API is described at /openapi.json
server-method-not-allowed = { $method } is not allowed at { $path } (see /openapi.json)
server-bad-origin = this page's origin may not open websockets to this server
server-game-over = the game is over
server-not-started = the game has not started yet
server-storage = the move could not be stored, so it was not applied; try again
server-conflict = the game changed while your move was being stored; try again
server-taken-over = seat { $seat } is played by the computer now; rejoin first
server-taken-over-send-rejoin = seat { $seat } is played by the computer now; send rejoin first
server-not-computer = seat { $seat } is no longer played by the computer
server-computer-thinking = the computer is thinking about its move; undo once it has moved
server-undo-ahead = move number { $move } is ahead of the game, which is at move { $current } (was this undo sent twice?)
server-undo-stale = the game is at move { $current }, not { $move }; look at the new position first
server-rematch-started = a rematch was started from this game; it stays as it is
server-nothing-to-undo = there is no move of yours to take back
server-ahead = move number { $move } is ahead of the game, which is at move { $current }
server-stale-moved = seat { $seat } already moved at move { $index } ({ $done }); the game is now at move { $current }
server-stale = the position changed since move { $move } (the game is now at move { $current }); look at the new position and move again
server-spectator-rejoin = a spectator has no seat to rejoin
server-not-held = this connection does not hold seat { $seat }
server-timeout = no hello within 30 seconds
server-not-your-seat = your token is for seat { $seat }, not seat { $asked }
server-no-rules = the rules text of { $game } is not installed
server-no-room = there is no room with this id
server-no-room-id = there is no room { $room }
server-finished = the game is over; ask for a rematch
server-played-by-computer = seat { $seat } is played by the computer now
server-no-seat = there is no seat { $seat } in this room
server-rematch-not-finished = a rematch can start only when the game is over
server-record-not-finished = the game is still running; its record is published when it ends
server-no-token = this needs a seat token (header X-Seat-Token)
server-bad-token = the seat token does not belong to a seat of this room
server-computer-already = seat { $seat } is played by the computer already
server-seat-here = seat { $seat } is joined and here; only a vacant or away seat can be taken over
server-away-clock = seat { $seat } is away, but this game has a clock: when it runs out the computer plays
server-away-grace = seat { $seat } has been away for { $gone } s; the computer may take it over after { $grace } s
server-not-playing = the game is not being played
server-claim-two-players = only in a two-player game can a win be claimed; here the computer may play an away seat
server-claim-clock = this game has a clock: it decides when a player is away too long
server-claim-people = a win can be claimed only between two people, by one who plays
server-claim-one-screen = both seats are on one screen: nobody there is absent

## The terminal (fives play --lang, fives.cli)
cli-abandoned = game abandoned
cli-game-over = Game over:
cli-plays = { $player } ({ $seat }) plays { $move }
cli-last-move = last move: { $move }
cli-pass-screen = Pass the screen to { $player } and press Enter
cli-notation = notation: { $notation }
cli-legal-moves = legal moves: { $moves }
cli-illegal = illegal action { $move }: { $reason }
cli-no-undo-hidden = undo is not possible in a game with hidden information
cli-taken-back = move taken back
cli-help = commands: a move in the game's notation | moves (list the legal moves) | hint | undo | help | quit
cli-menu-title = fives: choose a game
cli-menu-game = game number (or q to quit):
cli-menu-number = type a number from { $low } to { $high }
cli-menu-players = players ({ $low }-{ $high }) [{ $default }]:
cli-menu-seat = seat P{ $seat }: { $kinds } [{ $default }]:
cli-menu-kind = choose one of { $kinds }
cli-banner = { $game }  -  type 'help' for help
cli-hint = hint: { $move } ({ $reason })
cli-scores = scores: { $scores }
cli-seat-human = human
cli-seat-random = random
cli-seat-easy = easy
cli-seat-medium = medium
cli-seat-hard = hard
cli-seat-max = max
abraeumen-hint-solvable = still solvable, best jump { $jump }
abraeumen-hint-solved = solved: one stone is left
abraeumen-hint-lost = no longer solvable

## Page texts of the boards and the replay (were tr({en, de}) pairs in the boards)
ui-opening-tile-here = the opening tile goes here
ui-draw-tile = Draw a tile
ui-target-score = target { $target }
ui-setup-places = { $who } places { $left } more { $left ->
    [one] cube
   *[other] cubes
} with the symbol of { $owner }:
ui-stone-counts = in hand { $hand }, on the table { $table }, captured { $captured }
ui-stone-to-left-end = stone { $i } to the left end
ui-stone-to-right-end = stone { $i } to the right end
ui-stone-between = stone { $i } between stones { $g } and { $next }
ui-shuffles = shuffles
ui-seeks = seeks
ui-shuffled = Shuffle
ui-lay-out = Lay out, left to right:
ui-ask-for = Ask for:
ui-memorise = Memorise the row:
ui-seekers-memorise = The seekers memorise the row
ui-ready-now = ready
ui-turn-down = Turn the stones face down
ui-lone-empty-hand = A lone empty hand: the thief takes one shown stone.
ui-you-chose = You chose { $choice }; waiting for the others.
ui-replay-move = Move
ui-replay-start = Start
ui-replay-back = Back
ui-replay-autoplay = Autoplay
ui-replay-forward = Forward
ui-replay-end = End
ui-replay-title = replay

## Option errors (fives.core.options, the games' own checks)
option-invalid = option { $name }: { $value } is not valid; expected { $expected }
option-expected-choices = one of { $choices }
option-expected-bool = true or false
option-expected-range = a whole number from { $low } to { $high }
option-expected-int = a whole number
option-expected-number-range = a number from { $low } to { $high }
option-expected-number-min = a number at least { $low }
option-expected-number-above = a number greater than { $low }
option-expected-number-max = a number of at most { $high }
option-expected-number = a number
option-expected-text = text
option-unknown = { $game }: unknown option { $names }; valid options: { $valid }
option-assignment = option { $item } must be written as name=value
option-first-too-high = { $game }: first={ $first } but there are only { $players } players
option-all_fives-too-many-tiles = all_fives: { $hands } hands of { $tiles } tiles need more than the 28 tiles of the set

## Server errors, continued (limits, invitations, room settings)
server-seat-not-free = this seat is not free in room { $room }; an invited seat needs its token
server-no-free-seat = there is no free seat in room { $room }; an invited seat needs its token
server-invitation = this is an invitation, not a seat token: it only joins its seat (POST .../join), which gives the one who joins the seat's own token
server-invite-used = this invitation to seat { $seat } was used already: an invitation opens its seat once, for the first person who follows it
server-bad-visibility = visibility { $given } is unknown; it is open or private
server-lobby-not-private = a room with a lobby seat (kind open) is listed in the lobby, so it cannot be private; invite people by link (kind invite) instead
server-bad-seats = { $game } with players={ $players } needs { $players } seats, not { $seats }
server-bad-move-clock = clock_seconds must be from 1 to 86400 seconds per move
server-bad-game-clock = game_clock_seconds must be from 1 to 604800 seconds per seat and game
server-is-here = is here
server-away-for = has been away for { $gone } s
server-claim-too-early = seat { $seat } { $so_far }; a win can be claimed after { $limit } s away
server-too-many-attempts = too many wrong seat tokens from your address; try again in { $wait } s
server-too-many-connections = at most { $limit } open connections per address; close one first
server-too-many-open-rooms = at most { $limit } rooms waiting for players or listed to watch per address; start or finish one of yours (or let a day pass) before opening another
server-too-many-computer-rooms = this address already has { $running } games between computer players running (at most { $limit }); watch one to its end first

server-rate = at most { $limit } { $what ->
    [rooms] new rooms
   *[connections] new connections
} per address a minute; try again in { $wait } s
server-wait = the { $what } time is not over: { $left } of { $seconds } seconds left
server-no-timer = no time is running that could be ended early
server-ready-stale = the game is at move { $current }, not { $move }
server-not-seeker = the { $what } time is for the others: wait until they are ready
server-bad-absence = { $name } must be from 1 to { $most } seconds
server-bad-name = { $reason }; leave it empty for the default name
server-name-long = a name may have at most { $most } characters, not { $length }
server-name-character = a name cannot hold { $kind ->
    [Cc] a control character
    [Cs] a lone surrogate
    [Cf] an invisible formatting character
    [Co] a private-use character
    [Cn] an unassigned character
   *[break] a line break
} ({ $code } at position { $position })
server-name-invisible = a name needs at least one visible character
server-seat-level = a computer seat needs a level ({ $levels })
server-seat-kind = seat kind { $kind } is unknown; kinds are local, invite, open, ai
server-replay-move = move must be from 0 to { $total }
server-spectators-cannot = spectators cannot { $kind }
server-not-object = a message must be a JSON object with a 'type'
server-hello-first = the first message must be {"{"}'type': 'hello', 'tokens': [...]{"}"} or spectate
server-hello-tokens = 'tokens' must be a non-empty list of seat tokens (or 'spectate': true)
server-hello-too-many = at most { $most } tokens
server-hello-bad-token = a token does not belong to a seat of this room
server-unknown-type = unknown message type { $kind }; use hello, move, undo, ready, rejoin or ping
server-name-seat = name the seat that moves: 'seat' must be a seat number
server-move-number = 'move_number' must be the move number of the view you moved in
server-action-text = 'action' must be a move in the game's notation (text)

server-broken-room = room { $room } cannot be rebuilt: { $error }
server-negative-move = move_number must not be negative
server-no-hint = there are hints only for abraeumen, not for { $game }
server-undo-hidden = it has hidden information
server-undo-other-person = another person plays in it (undo is only for a person alone or against the computer)
server-no-undo = moves cannot be taken back in { $game }: { $why }
server-hint-failed = the hint could not be computed; try again
server-undo-storage = the undo could not be stored, so nothing was taken back
server-too-large = messages may be at most { $limit } bytes
server-body-too-large = a request body may hold at most { $limit } bytes
server-parameter-long = a { $where } part may have at most { $most } characters, not { $length }
server-parameter-character = the { $where } holds { $code } at position { $position }, a control character or lone surrogate, which no name or id holds
server-bad-json-at = not valid JSON: { $error } at position { $position }
server-bad-json-deep = not valid JSON here: nested too deeply
server-bad-json = not valid JSON here: { $error }
ui-away-for = away for
ui-spectators = watching
ui-last-move = Last move
ui-phase = Phase
ui-total = Total
ui-hint-title = The move the strongest computer level would play now, and why
ui-hint-play = Hint: play
ui-analyse = Analyse
ui-analyse-title = Let the computer judge every move: the ones that lost value are marked, with the better move
ui-analysis = Analysis
ui-analysing = The computer judges every move…
ui-analysis-flagged = Moves that lost value
ui-analysis-clean = No move lost value: well played.
ui-analysis-better = better:
ui-analysis-played = was played
ui-analysis-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
ui-analysis-partial = The game is long: only its first moves were judged in the time the computer has for it.
ui-deselected = Selection cleared
ui-howto = How to play
ui-howto-title = How to play { $game }
ui-guide = Guided first game
ui-guide-title = { $game }: guided first game
ui-guide-step = Step { $n } of { $total }
ui-guide-wrong = Not quite.
ui-guide-good = Well done!
ui-guide-again = Start again
ui-guide-next = Continue
ui-guide-done = Guide finished
ui-guide-offer = Lost this one? The guided first game teaches the core rule in a few moves.
ui-full-rules = Full rules
ui-no-howto = This server has no how-to-play text for this game.
ui-picture-start = The start
ui-picture-move = A typical move
ui-picture-end = The end
server-no-howto = the how-to-play text of { $game } is not installed
ui-motion-speed = Motion
ui-motion-auto = Automatic
ui-motion-slow = Slow
ui-motion-normal = Normal
ui-motion-fast = Fast
ui-motion-off = Off

## Accounts (issue 28)
server-bad-account-name = { $reason }; an account's name is shown to other players
server-account-name-empty = an account needs a name
server-account-name-long = the name is too long for an account
server-bad-password = a password has { $least } to { $most } characters
server-name-taken = the name { $name } is taken; choose another one
server-bad-login = wrong name or password
server-not-signed-in = you are not signed in
server-bad-csrf = this change lacks the page's security token; reload the page and try again
server-too-many-logins = too many failed sign-ins; try again in { $wait } s
server-busy-logins = too many sign-ins at once; try again in a moment
server-common-password = this password is one of the most common ones, which are guessed first; choose another one
server-password-is-name = the password must not be your name; choose another one
server-too-many-signups = at most { $limit } new accounts per address an hour; try again in { $wait } s
ui-sign-in = Sign in
ui-sign-up = Sign up
ui-sign-out = Sign out
ui-account-name = Name
ui-password = Password
ui-password-hint = At least 8 characters; not a common password, nor your name.
ui-account-optional = An account is optional: you can play without one. With one, your games stay yours on any device.
ui-signed-in-as = Signed in as { $name }
ui-account-cancel = Cancel
ui-to-sign-up = No account yet? Sign up
ui-to-sign-in = Already have an account? Sign in
ui-account-claimed = { $count ->
    [one] One game of this browser is now in your account.
   *[other] { $count } games of this browser are now in your account.
}
ui-your-games = Your games
ui-your-games-empty = No games in your account yet.
## Turn-based play and quick play (issue 28, tables)
server-bad-pace = the pace { $given } is not one of live, turn_based
server-turn-no-game-clock = a turn-based game has days per move, not a clock for the whole game
server-turn-clock = a turn-based game has { $days } days per move
server-no-seek = no such quick-play search (it ended, or the ticket is not its own)
server-seek-alone = { $game } with one player is not played against others
ui-duration-days = { $days } d { $hours } h
ui-duration-hours = { $hours } h { $minutes } min
ui-duration-minutes = { $minutes } min
ui-duration-seconds = { $seconds } s
ui-time-left = { $time } left
ui-pace-turn-based-short = turn-based
ui-play-your-move = Play your move
ui-quick-title = Play someone now
ui-quick-game = Game
ui-quick-start = Find an opponent
ui-quick-looking = Looking for an opponent…
ui-quick-waiting = { $waiting } of { $players } players are here.
ui-pace = Pace
ui-pace-live = Live: the players are here now
ui-pace-turn-based = Turn-based: days per move, the game waits for you
ui-pace-days = Days per move
ui-pace-one-day = 1 day
ui-pace-three-days = 3 days
ui-pace-seven-days = 7 days
ui-timeout-text = { $absent } did not move within { $time }; { $by } wins
ui-duration-whole-days = { $days } d
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
advice-huetchen-found = followed from the row you saw face up through the { $moves } shuffle moves, { $symbol } is under stone { $position }
advice-huetchen-follow = { $symbol } is under one of the { $count } face-down stones: follow it from where you saw it through the { $moves } shuffle moves (this hint cannot tell which and guesses stone { $position })
advice-huetchen-ask = asks for the { $symbol }: the seekers are least likely to win it
advice-huetchen-shuffle = shifts { $stones } stones: a seeker who follows 80% of the moves then finds about { $found } of the four symbols
advice-huetchen-lay = any order is as good: the seekers see the row in any case, what counts is the shuffle
advice-five-open-four = makes two cells that complete a five at once (at { $cells }): { $player } can cover only one
advice-five-parries = stops { $player }'s double threat at { $cell } (an open row of three, or two rows at once)
## Ratings (issue 28)
ratings-rated-alone = a rated game needs two players or more
ratings-rated-one-screen = a rated game is played online: at least one person, and at most one seat on this screen (the others invited, from the lobby or the computer)
ratings-rated-absence = a rated game keeps the standard absence rules: { $name } must be at least { $least } s (or leave it empty); a shorter one is for unrated games
ratings-no-undo-rated = the game is rated
ratings-no-hint-rated = no hints in a rated game
ratings-unknown-player = there is no player named { $name }
ui-leaderboard = Leaderboard
ui-leaderboard-title = { $game }: leaderboard
ui-leaderboard-intro = Ratings from rated games between accounts. The rating shown is cautious: it rises as the server grows sure of a player's skill.
ui-leaderboard-player = Player
ui-leaderboard-empty = Nobody has played a rated game of this game yet.
ui-rank = Rank
ui-rating = Rating
ui-games-played = Games
ui-games-count = { $n ->
    [one] 1 rated game
   *[other] { $n } rated games
}
ui-provisional = provisional
ui-provisional-note = A rating with “?” is provisional: fewer than { $games } rated games, or still uncertain.
ui-ratings = Ratings
ui-no-ratings = No rated games yet.
ui-profile-games = Finished games
ui-no-finished-games = No finished games yet.
ui-result-win = Won
ui-result-loss = Lost
ui-result-draw = Draw
ui-private-table = private table
ui-against = against
ui-partner = partner
ui-rating-graph-label = Rating in { $game }: from { $from } to { $to } over { $n } games
ui-rating-axis-games = { $n ->
    [one] 1 game
   *[other] { $n } games
}
ui-rating-start = Start
ui-rated = Rated
ui-rated-title = A rated game: no undo, no hints; leaving counts as a loss
ui-rated-game = Rated game
ui-rated-note = Online only, between signed-in players (the computer plays at its fixed rating); no undo, no hints. A player without an account makes the game unrated.
## Issue 23, the last leftovers (plug23b): errors by their code (the reason of an error that is no
## message; were fives.i18n.catalog.ERRORS), then the terminal boards (term-*, fives.cli.render)
error-ahead = this move is ahead of the game; reload the page
error-bad_absence = the away time is outside the allowed range (1 second to 1 day)
error-bad_clock = the thinking time is outside the allowed range
error-bad_hello = the hello to the game is not valid
error-bad_json = the message is not valid JSON
error-bad_level = this level does not exist for this game
error-bad_message = the message is not valid
error-bad_move = this move number does not exist in this game
error-bad_name = this name is not allowed: at most 40 visible characters, no control characters
error-bad_options = an option has a value that is not valid
error-bad_origin = a page from another address may not connect to this server
error-bad_seat = a seat is not given correctly
error-bad_seats = the number of seats does not match the number of players
error-bad_token = the token does not belong to a seat of this game
error-bad_visibility = a game with a seat for everyone is listed in the lobby and cannot be private; invite people by link
error-broken_room = this game cannot be loaded any more
error-busy = the server is busy right now; try again in a moment
error-computer_thinking = the computer is thinking about its move; undo once it has moved
error-conflict = the game changed while your move was being stored; try again
error-finished = the game is over; ask for a rematch
error-hello_first = the first message must be the hello
error-hint_people = hints are only for a player alone or against the computer, not with other people at the table
error-http_error = the request failed
error-illegal = this move is not allowed
error-internal = an unexpected error on the server; it has been logged
error-invitation = this is an invitation, not a seat token: it only opens its seat
error-invite_used = this invitation was used already: it opens its seat once, for the first person who follows it
error-method_not_allowed = this request is not allowed here
error-no_claim = nobody can claim the win here (only two people without a clock)
error-no_free_seat = there is no free seat here; an invited seat needs its link
error-no_hint = there is no hint here right now
error-no_howto = the how-to-play text is not available on this server
error-no_room = this game does not exist
error-no_rules = the rules text is not available on this server
error-no_seat = this seat does not exist in this game
error-no_timer = no time is running that could be ended early
error-no_token = this needs a seat token
error-no_undo = moves cannot be taken back in this game
error-not_away = this seat has not been away long enough
error-not_computer = this seat is no longer played by the computer
error-not_finished = the game is still running
error-not_found = there is nothing here
error-not_playing = the game is not being played
error-not_seeker = the memorising time is for the others: wait until they are ready
error-not_your_seat = this is not your seat
error-nothing_to_undo = there is no move to take back
error-rematch_started = a rematch was started from this game already; it stays as it is
error-seat_taken = this seat is taken; only a free or away seat can be taken over
error-spectator = spectators cannot do that
error-stale = the position changed; look at the new position and move again
error-storage = the move could not be stored, so it was not applied; try again
error-taken_over = this seat is played by the computer now; rejoin first
error-timeout = no hello within 30 seconds
error-too_large = the message is too large
error-too_many_attempts = too many attempts; wait a moment
error-too_many_computer_rooms = this address already has enough games between computer players running; wait until one ends
error-too_many_connections = too many connections from this address
error-too_many_open_requests = too many open requests from this address; wait a moment
error-too_many_open_rooms = this address already has too many games waiting for players
error-too_many_rooms = too many new games from this address; wait a moment
error-unknown_game = this game does not exist
error-unknown_type = unknown message
error-wait = the time is not over yet
term-abraeumen-stones-left = stones left: { $stones }
term-abraeumen-hint-help = is the puzzle still solvable, and with which jump?
term-to-move = { $player } to move
term-your-moves = your moves: { $moves }
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
term-game-over = game over
term-you = (you)
term-zp-empty-hand = empty hand
term-zp-stole = { $thief } stole { $victim }'s { $value }
term-zp-blocked = the empty hands blocked each other
term-zp-keeps = { $player } keeps the { $value }
term-zp-no-winner = no winner
term-zp-no-round = no round has been revealed yet
term-zp-round = round { $round }
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
term-colour = { $colour ->
    [white] white
   *[black] black
}
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

## Error codes of the players' features (issue 28), shown when an error carries no message
error-bad_password = the password must have 8 to 200 characters
error-bad_pace = there is no such pace (live or turn-based)
error-bad_login = the name or the password is wrong
error-not_signed_in = sign in first
error-bad_csrf = this change did not come from this site's pages; reload the page and try again
error-no_seek = there is no such search for an opponent
error-name_taken = this name is taken
error-too_many_logins = too many failed sign-ins; wait a few minutes
error-common_password = this password is too common; choose another one
error-password_is_name = the password must not be your name
error-too_many_signups = too many new accounts from this address; wait an hour
error-bad_rated = a rated game needs two or more players, at least one person, at most one seat on this screen and the standard absence rules
error-hint_rated = no hints in a rated game
error-unknown_player = there is no player of that name
error-bad_parameter = a part of the address or the query holds text no name or id holds
error-body_too_large = the request is too large

## audit 24
# an unnamed seat (the server names it P1, P2, ...)
ui-default-seat-name = Player { $n }
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
# Abräumen: the stones on the board, under it
ui-stones-left-count = { $n ->
    [one] { $n } stone left
   *[other] { $n } stones left
}
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
# the head of the scores table's first column
ui-scores-player = Player

## move labels: what a move button and the log say for a move whose notation holds words (the
## English text is the notation itself; State.action_label)
move-pass = pass
move-draw = draw
move-empty = empty
move-steal = steal { $player }
move-torris-draw = { $square }={ $symbol }
move-ask = ask { $symbol }
move-turn = turn
move-layout = { $a } { $b } { $c } { $d }

## The new-game dialog (issue 36 item 3): one click against the computer, the options folded
## away and said in words (option-<game>-<name>-help, option-<game>-<name>-is-<value>; the
## -description texts above name the values as they are typed, for the terminal and the API)
ui-play-computer = Play the computer
ui-play-computer-label = Play { $game } against the computer (medium), with the usual rules
ui-play-solo = Play now
ui-play-solo-label = Play { $game } now, with the usual rules
ui-play-with-options = Play with friends, choose the rules
ui-game-options = Game options
ui-game-options-note = The usual rules unless you change them here.
ui-more-settings = Who may see it, rating and clock
ui-last-moves = Last moves
option-first-help = Who makes the first move.
option-first-is-lot = Drawn by lot
option-first-is-seat = { $player } starts
option-make5-first-help = Who sorts the tokens in the first game.
option-make5-first-is-seat = { $player } sorts first
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
option-fuenf_gewinnt-afterplay-limit-help = After this many afterplay turns (both players counted together) the game ends in a draw.
option-fuenf_gewinnt-reconnect-help = The moved stone joins cut-off groups to the playing area again. Without it, what is cut off when the stone is lifted is captured.
option-fuenf_gewinnt-few-stones-lose-help = A player left with fewer than five stones loses. Without it, they play on.
option-torris-closing-help = When a single stone leaves its space:
option-torris-closing-is-run = The towers directly behind it move up one space
option-torris-closing-is-compact = Every tower behind it moves up, closing all gaps
option-torris-tiebreak-help = Equal points and equal highest towers:
option-torris-tiebreak-is-next = The next highest towers decide
option-torris-tiebreak-is-draw = The game is a draw
option-huetchenspieler-memorize-seconds-help = How many seconds the stones lie face up before they are turned over (the rules say 10 to 20).
option-zahlenpoker-leftover-help = When some players run out of stones before the others:
option-zahlenpoker-leftover-is-unopposed = Those with stones play on; a lone player wins the rest
option-zahlenpoker-leftover-is-kept = The game ends; stones left over count as won
option-zahlenpoker-leftover-is-void = The game ends; stones left over are lost
option-zahlenpoker-empty-without-stones-help = A player with no stones left may still show their unused empty hand.
option-all_fives-highest-double-leads-help = Variant: instead of drawing lots, the holder of the highest double opens with it.
option-make5-tie-help = When the match is tied:
option-make5-tie-is-draw = It is a draw
option-make5-tie-is-decider = One more pair of games decides (still tied: a draw)
## The log as sentences (issue 36)
log-pass = { $player } passes
log-move-to = { $player } moves from { $from } to { $to }
abraeumen-jump = { $player } jumps from { $from } to { $to }
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
fuenf-place = { $player } places a stone on { $cell }
fuenf-move = { $player } moves a stone from { $from } to { $to }
torris-setup = The stones lie face up in a random order; { $player } starts (drawn by lot)
torris-setup-first = The stones lie face up in a random order; { $player } starts
make5-move = { $player } moves the token on { $square } into runway { $runway }
zahlenpoker-shows = { $player } shows a { $value }
zahlenpoker-shows-empty = { $player } shows an empty hand
zahlenpoker-steals = { $player } steals from { $victim }
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
