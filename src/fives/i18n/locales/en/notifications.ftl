# Turn notifications (issue 35): the tab's title, the browser's notification, Web Push and
# e-mail (fives.server.notify, notify_api; js/notify.js).

## The server
error-bad_subscription = the push subscription was refused
error-bad_email = that is not an e-mail address
error-too_many_emails = too many confirmation e-mails; try again later
notify-unavailable = notifications are not available right now; try again in a moment
notify-too-many-emails = at most { $limit } confirmation e-mails an hour; try again in { $wait } s
notify-bad-email = that is not an e-mail address
notify-bad-endpoint = this server does not send to that push service
notify-bad-keys = the push subscription's keys are not valid
notify-turn-title = Your turn · { $game }
notify-turn-body = { $game } against { $players }: it is your move.
notify-turn-mail =
    It is your turn in { $game } against { $players }.

    Open the game: { $link }

    You get this e-mail because you asked for turn notifications by e-mail.
    Turn them off (no sign-in needed): { $off }
notify-push-off-action = Turn these off
notify-confirm-subject = Confirm your e-mail address for Fives
notify-confirm-body =
    Somebody (we hope you) gave this address to a Fives account, to be told by e-mail when it is their turn.

    Confirm it: { $link }

    If it was not you, ignore this e-mail: nothing is sent to this address unless it is confirmed.

## The pages opened from a message
notify-page-home = Go to Fives
notify-link-bad-title = This link does not work
notify-link-bad = The link is not valid (it may be cut short, or belong to an address changed since).
notify-off-title = Turn notifications off
notify-off-question = { $channel ->
    [email] Stop e-mails when it is your turn?
    [push] Stop push notifications on every device?
   *[all] Stop every turn notification?
}
notify-off-button = Turn off
notify-off-done = { $channel ->
    [email] Done: no more e-mails about your turns. You can turn them on again in the settings.
    [push] Done: no more push notifications. You can turn them on again in the settings.
   *[all] Done: no more turn notifications. You can turn them on again in the settings.
}
notify-verify-title = Confirm your e-mail address
notify-verify-question = Send turn notifications to { $email }?
notify-verify-button = Confirm
notify-verify-done = Confirmed: { $email } gets an e-mail when it is your turn in a game with days per move.

## The page
ui-notify-title-turn = Your turn
ui-notify-browser-body = { $game }: it is your move
ui-notify-browser = Notify me when it is my turn and this tab is in the background
ui-notify-denied = This browser blocks notifications from this site (its site settings can allow them).
ui-notify-unsupported = This browser cannot show notifications.
ui-notify-settings = Settings
ui-notify-settings-title = Notifications
ui-notify-settings-browser = In this tab
ui-notify-settings-away = When you are away (games with days per move)
ui-notify-sign-in-first = Sign in to be told by push notification or e-mail when it is your turn in a game with days per move.
ui-notify-push = Push notifications on this device
ui-notify-push-hint = They arrive even when no page of Fives is open.
ui-notify-push-unavailable = This browser cannot receive push notifications from this address (it needs https).
ui-notify-push-devices = Devices receiving them: { $count }
ui-notify-email = E-mail address
ui-notify-email-hint = Only you see it. We send a link to confirm it.
ui-notify-email-on = E-mail me when it is my turn
ui-notify-email-unverified = Not confirmed yet: open the link we sent to this address.
ui-notify-email-verified = Confirmed.
ui-notify-no-email = This server sends no e-mail.
ui-notify-save = Save
ui-notify-saved = Saved.
ui-notify-all-off = Turn all notifications off
ui-notify-all-off-done = Every notification is off.
ui-notify-more = Push and e-mail when you are away…
