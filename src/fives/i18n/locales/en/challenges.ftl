# Challenges (issue 35): the server's refusals (fives.server.challenges) and the page's texts (js/challenges.js)

challenge-two-players = a challenge is a game of two or more players
challenge-turn-absence = a turn-based game has no absence rules: the days per move are the clock
challenge-yourself = you cannot challenge yourself
challenge-refused = { $name } does not take challenges now
challenge-too-many-out = you have { $limit } open challenges already: wait for their answers or cancel one
challenge-too-many-hour = at most { $limit } challenges an hour; try again later
challenge-too-many-in = { $name } has too many open challenges; try again later
challenge-too-many-blocks = you have blocked { $limit } people already
challenge-pending = your challenge to { $name } is still waiting for an answer
challenge-none = there is no such challenge
challenge-not-yours = only the challenged player may answer a challenge, and only its sender may cancel it
challenge-is-pending = the challenge is still waiting for an answer
challenge-is-accepted = the challenge was accepted already
challenge-is-declined = the challenge was declined
challenge-is-cancelled = the challenge was cancelled
challenge-is-expired = the challenge has expired
challenge-rate = at most { $limit } challenges per address and minute; try again in { $wait } s

ui-challenge = Challenge
ui-challenge-name = Challenge { $name }
ui-challenge-sign-in = Sign in to challenge { $name }: challenges are between accounts (guests can neither send nor receive them).
ui-challenge-title = Challenge { $name }
ui-challenge-game = Game
ui-challenge-level = The computer in the other seats
ui-challenge-note = { $name } sees your challenge on the home page. A live challenge waits ten minutes for an answer, a turn-based one a day. Who sits first is drawn by lot.
ui-challenge-send = Send challenge
ui-challenge-withdraw = Cancel challenge
ui-challenge-waiting = Waiting for { $name } to answer ({ $time } left)
ui-challenge-declined-by = { $name } declined your challenge.
ui-challenge-expired = { $name } did not answer in time: the challenge has expired.
ui-challenge-cancelled = You cancelled the challenge.
ui-challenge-accepted-by = { $name } accepted: to the game!
ui-challenge-players = { $n } players
ui-challenge-days = { $days ->
    [one] one day per move
   *[other] { $days } days per move
}
ui-challenge-move-clock = { $seconds } s per move
ui-challenge-game-clock = { $minutes } min per game
ui-challenge-live = live
ui-challenge-rated = rated
ui-challenge-casual = casual
ui-challenge-from = { $name } challenges you
ui-challenge-to = You challenged { $name }
ui-challenge-accept = Accept
ui-challenge-decline = Decline
ui-challenge-block = Block
ui-challenge-block-title = Take no more challenges from { $name }
ui-challenge-unblock = Unblock
ui-challenge-out-pending = waiting for an answer
ui-challenge-out-declined = declined
ui-challenge-out-expired = expired
ui-challenge-out-cancelled = cancelled
ui-challenge-out-accepted = accepted
ui-challenges = Challenges
ui-challenges-none = No challenges for you now. Challenge a player from their profile or a leaderboard.
ui-challenge-settings = Challenge settings
ui-challenges-accepting = Take challenges from other players
ui-challenges-blocked = You take no challenges from:

error-bad_challenge = this challenge cannot be sent
error-challenge_refused = this player does not take challenges now
error-not_your_challenge = this challenge is not yours to answer or cancel
error-no_challenge = there is no such challenge
error-challenge_closed = the challenge was answered, cancelled or has expired
error-challenge_pending = your challenge to this player is still waiting for an answer
error-too_many_challenges = too many challenges; wait a while
ui-challenge-later = Later
