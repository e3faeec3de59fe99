# Chat in einer Partie (Issue 35): fives.server.chat und js/game/chat.js
chat-empty = die Nachricht ist leer
chat-too-long = eine Chat-Nachricht hat höchstens { $most } Zeichen (diese: { $length })
chat-off = diese Partie hat keinen Chat (ein Bildschirm für mehrere Spieler oder eine Partie gegen den Computer)
chat-closed = der Chat dieser Partie ist geschlossen
chat-full = dieser Chat hat { $most } Nachrichten; mehr nimmt er in dieser Partie nicht an
chat-too-fast = höchstens { $limit } Chat-Nachrichten in kurzer Zeit; versuche es in { $wait } s noch einmal
chat-computer = der Platz des Computers chattet nicht
chat-text = eine Chat-Nachricht braucht einen Text
error-chat_too_long = die Chat-Nachricht ist zu lang
error-chat_off = diese Partie hat keinen Chat
error-chat_closed = der Chat dieser Partie ist geschlossen
error-chat_full = dieser Chat nimmt in dieser Partie keine Nachrichten mehr an
error-too_many_messages = zu viele Chat-Nachrichten; warte einen Moment
ui-chat = Chat
ui-chat-players = Spieler
ui-chat-spectators = Zuschauer
ui-chat-placeholder = Nachricht schreiben…
ui-chat-send = Senden
ui-chat-guest = Gast
ui-chat-mute = { $name } stummschalten
ui-chat-muted-count = { $count ->
    [one] 1 Person stummgeschaltet
   *[other] { $count } Personen stummgeschaltet
}
ui-chat-unmute-all = Alle wieder anzeigen
ui-chat-players-note = Die Zuschauer können diesen Chat nach dem Ende der Partie lesen.
ui-chat-spectators-note = Die Spieler sehen diesen Chat während der Partie nicht.
ui-chat-nothing = Noch keine Nachrichten.
ui-chat-closed = Der Chat ist geschlossen.
ui-chat-show = Chat ({ $count })
ui-chat-move = Zug { $n }
ui-chat-later = später in der Partie
