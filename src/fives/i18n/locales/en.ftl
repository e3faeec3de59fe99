# The shared texts in English (the core, the server, the page, the terminal): the source catalog.
# A game's own texts are in its folder, games/<id>/texts/<id>.en.ftl; fives.i18n.fluent.catalog_text
# joins them to this file (a key defined twice is an error).
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

## The server (fives.server)
server-illegal = { $move } is not allowed: { $reason }

## Symbols (Torris, Hütchenspieler): a symbol's name, and with its article
symbol = { $symbol }
symbol-the = the { $symbol }

## hints and analysis (issue 25): the reasons for a move, fives.ai.advice and each game's fives.games.<id>.ai.explain
advice-only-move = the only legal move
advice-wins = wins the game
advice-blocks = stops { $player } from winning with the next move
advice-forces-win = wins by force: whatever the reply, the next move wins
advice-scores = scores { $points ->
    [one] 1 point
   *[other] { $points } points
}
advice-best = the strongest move the computer finds
advice-refused-people = hints are only for a person alone or against the computer: with another person at the table a hint would play the computer's game for you
advice-refused-over = the game is not running: there is no move to hint
advice-refused-turn = it is not your turn: a hint is for your own move
advice-busy = the computer is busy with other games; try again in a moment

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
results-running-total = Total after the round
results-won = { $count ->
    [one] { $players } wins
   *[other] { $players } win
}
results-draw = Draw

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
ui-resign = Resign
ui-resign-question = Resign this game? The other player wins.
ui-resign-question-many = Resign this game? The computer plays your seat to the end, and it counts as lost.
ui-resign-yes = Yes, resign
ui-resigned-text = { $name } resigned
ui-resigned-many = { $names } resigned (the computer played on): counted as lost
ui-you-won = You won
ui-you-lost = You lost
ui-rating-change = Your rating
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
ui-rematch-join = Join the rematch
ui-rematch-offer = offers a rematch
ui-rematch-waiting = A rematch is waiting for you

ui-select-target = Now choose where it goes.
ui-undone = Move taken back
ui-hint-thinking = Looking for a hint…
ui-illegal = Not a legal move here.
ui-stone = stone
ui-undo-title = Take back your last move and the computer's reply
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
option-first-description = who starts: 'lot' (drawn by chance) or a player number
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
server-resigned = { $name } resigned
server-resign-computer = seat { $seat } is the computer's: only a person resigns
server-seat-resigned = seat { $seat } resigned: the computer plays it to the end
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

## Page texts of the boards and the replay (were tr({en, de}) pairs in the boards)
ui-seekers-memorise = The seekers memorise the row
ui-ready-now = ready
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
error-resigned = the seat resigned: the computer plays it to the end
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
term-your-moves = your moves: { $moves }
term-game-over = game over
term-you = (you)
term-zp-round = round { $round }
term-colour = { $colour ->
    [white] white
   *[black] black
}

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
# the head of the scores table's first column
ui-scores-player = Player

## move labels: what a move button and the log say for a move whose notation holds words (the
## English text is the notation itself; State.action_label)
move-pass = pass

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

## The log as sentences (issue 36)
log-pass = { $player } passes
