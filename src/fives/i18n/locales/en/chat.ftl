# Chat in a room (issue 35): fives.server.chat and js/game/chat.js
chat-empty = the message is empty
chat-too-long = a chat message holds at most { $most } characters (this one: { $length })
chat-off = this room has no chat (one screen for several players, or a game against the computer)
chat-closed = the chat of this game is closed
chat-full = this chat took { $most } messages; it takes no more in this game
chat-too-fast = at most { $limit } chat messages in a short while; try again in { $wait } s
chat-computer = the computer's seat does not chat
chat-text = a chat message needs its text
error-chat_too_long = the chat message is too long
error-chat_off = this room has no chat
error-chat_closed = the chat of this game is closed
error-chat_full = this chat takes no more messages in this game
error-too_many_messages = too many chat messages; wait a moment
ui-chat = Chat
ui-chat-players = Players
ui-chat-spectators = Spectators
ui-chat-placeholder = Write a message…
ui-chat-send = Send
ui-chat-guest = Guest
ui-chat-mute = Mute { $name }
ui-chat-muted-count = { $count ->
    [one] 1 person muted
   *[other] { $count } people muted
}
ui-chat-unmute-all = Show everyone again
ui-chat-players-note = The spectators can read this chat once the game is over.
ui-chat-spectators-note = The players do not see this chat during the game.
ui-chat-nothing = No messages yet.
ui-chat-closed = The chat is closed.
ui-chat-show = Chat ({ $count })
ui-chat-move = move { $n }
ui-chat-later = later in the game
