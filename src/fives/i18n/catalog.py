"""The message catalog: every text the rules and the server generate, keyed by a stable code,
with its English template (exactly as the code writes it) and its German text.

Placeholders name their kind by their first letter (a number may follow, e.g. ``{p2}``):

- ``p`` a player (``P1``, ``White``, ``P1 (O)``), ``ps`` several (``P1 and P2``, ``P1+P3``);
- ``n`` a number; ``m`` notation (one word, kept as it is); ``q`` a quoted move (kept);
- ``w`` a word of `WORDS` (a symbol, a colour, a role); ``ws`` several, separated by blanks;
- ``o`` an ordinal (``first``, ``4th``); ``d`` a direction; ``v`` right or wrong;
- ``t`` a nested text, itself in the catalog; ``x`` free text (kept as it is).

A text that is several clauses joined by ``"; "`` (All Fives' log lines, Hütchenspieler's
turns) is translated clause by clause when no template takes it whole.
"""

from __future__ import annotations

#: (code, English template, German template)
MESSAGES: tuple[tuple[str, str, str], ...] = (
    # ------------------------------------------------------------- every game (fives.core)
    ("core.move", "{p}: {m}", "{p}: {m}"),
    ("core.game_over", "the game is over", "die Partie ist vorbei"),
    (
        "core.chance_due",
        "a chance event is due, not a player's move",
        "ein Zufallsereignis ist dran, kein Zug",
    ),
    (
        "core.name_player",
        "several players act at once here; name the player who acts",
        "hier handeln mehrere gleichzeitig; nenne den Spieler, der handelt",
    ),
    (
        "core.nothing_to_do",
        "{p} has nothing to do now (waiting for {ps})",
        "{p} ist jetzt nicht dran (es fehlt noch {ps})",
    ),
    ("core.not_your_turn", "it is {p}'s turn, not {p2}'s", "{p} ist am Zug, nicht {p2}"),
    ("core.not_your_turn_n", "it is {p}'s turn, not player {n}'s", "{p} ist am Zug, nicht Spieler {n}"),
    ("core.not_legal", "it is not legal in this position", "das ist in dieser Stellung nicht erlaubt"),
    ("core.not_an_action", "it is not an action of this game", "das ist kein Zug dieses Spiels"),
    ("core.not_chance", "not a possible chance outcome here", "hier kein mögliches Zufallsergebnis"),
    ("core.no_chance_node", "this is not a chance node", "hier entscheidet nicht der Zufall"),
    (
        "core.empty_input",
        "empty input; type a move in the notation, or ask for the legal moves",
        "keine Eingabe; gib einen Zug in der Notation ein oder lass dir die erlaubten Züge zeigen",
    ),
    (
        "core.not_legal_here",
        "not a legal move here (there are {n} legal moves)",
        "hier kein erlaubter Zug (es gibt {n} erlaubte Züge)",
    ),
    ("core.not_notation", "not a move in this game's notation", "kein Zug in der Notation dieses Spiels"),
    (
        "core.not_text",
        "an action must be given as text in the game's notation",
        "ein Zug muss als Text in der Notation des Spiels angegeben werden",
    ),
    ("core.nothing_to_undo", "there is no action to take back", "es gibt keinen Zug zum Zurücknehmen"),
    ("core.chance_move", "chance: {m}", "Zufall: {m}"),
    ("core.starts", "chance: {w} starts", "Zufall: {w} beginnt"),
    # ------------------------------------------------------------- Zahlenpoker
    # ------------------------------------------------------------- options (the new-game dialog)
    (
        "options.range",
        "option {q}: {x} is not valid; expected a whole number from {n} to {n2}",
        "Option {q}: {x} ist ungültig; erwartet ist eine ganze Zahl von {n} bis {n2}",
    ),
    (
        "options.choice",
        "option {q}: {x} is not valid; expected one of {x2}",
        "Option {q}: {x} ist ungültig; erwartet ist eines von {x2}",
    ),
    (
        "options.bool",
        "option {q}: {x} is not valid; expected true or false",
        "Option {q}: {x} ist ungültig; erwartet ist true (ja) oder false (nein)",
    ),
    (
        "options.number",
        "option {q}: {x} is not valid; expected a whole number",
        "Option {q}: {x} ist ungültig; erwartet ist eine ganze Zahl",
    ),
    (
        "options.tiles",
        "{m} {n} hands of {n2} tiles need more than the 28 tiles of the set",
        "{m} {n} Hände zu je {n2} Steinen brauchen mehr als die 28 Steine des Spiels",
    ),
    (
        "options.first",
        "{m} first={m2} but there are only {n} players",
        "{m} first={m2}, aber es spielen nur {n}",
    ),
    # ------------------------------------------------------------- the server (fives.server)
    ("server.illegal", "{q} is not allowed: {t}", "{q} ist nicht erlaubt: {t}"),
    (
        "server.internal",
        "an unexpected error on the server; it has been logged (incident {m})",
        "ein unerwarteter Fehler auf dem Server; er wurde protokolliert (Vorfall {m})",
    ),
    ("server.not_started", "the game has not started yet", "die Partie hat noch nicht begonnen"),
    (
        "server.wait",
        "the {w} time is not over: {n} of {n2} seconds left",
        "die {w} ist noch nicht um: noch {n} von {n2} Sekunden",
    ),
    (
        "server.taken_over",
        "seat {n} is played by the computer now; rejoin first",
        "Platz {n} spielt jetzt der Computer; übernimm ihn zuerst wieder",
    ),
    (
        "server.taken_over_send",
        "seat {n} is played by the computer now; send rejoin first",
        "Platz {n} spielt jetzt der Computer; übernimm ihn zuerst wieder",
    ),
    (
        "server.stale_moved",
        "seat {n} already moved at move {n2} ({q}); the game is now at move {n3}",
        "Platz {n} hat bei Zug {n2} schon gezogen ({q}); die Partie ist jetzt bei Zug {n3}",
    ),
    (
        "server.stale",
        "the position changed since move {n} (the game is now at move {n2}); look at the new position and "
        "move again",
        "die Stellung hat sich seit Zug {n} geändert (die Partie ist jetzt bei Zug {n2}); sieh dir die neue "
        "Stellung an und ziehe noch einmal",
    ),
    (
        "server.ahead",
        "move number {n} is ahead of the game, which is at move {n2}",
        "Zugnummer {n} liegt vor der Partie, die bei Zug {n2} ist",
    ),
    (
        "server.rematch_finished",
        "the game is over; ask for a rematch",
        "die Partie ist vorbei; schlage eine Revanche vor",
    ),
    (
        "server.not_finished",
        "a rematch can start only when the game is over",
        "eine Revanche kann erst beginnen, wenn die Partie vorbei ist",
    ),
)

#: words that placeholders of kind ``w`` (and player names) stand for
WORDS: dict[str, str] = {
    "White": "Weiß",
    "Black": "Schwarz",
    "white": "weiß",
    "black": "schwarz",
    "chance": "Zufall",
    "red": "rot",
    "yellow": "gelb",
    "green": "grün",
    "blue": "blau",
    "dot": "Punkt",
    "line": "Strich",
    "triangle": "Dreieck",
    "square": "Quadrat",
    "circle": "Kreis",
    "sorter": "Ordnungsfreak",
    "Chaot": "Chaot",
    "row": "Reihe",
    "column": "Spalte",
    "diagonal": "Diagonale",
    "memorize": "Merkzeit",
    "domino": "Domino",
    "blocked": "blockiert",
    "target": "Ziel",
    "limit": "Rundengrenze",
    "unopposed": "ohne Gegner",
    "kept": "behalten",
    "void": "verfallen",
    "next": "nächste",
    "draw": "unentschieden",
    "setup": "Aufbau",
    "play": "Spiel",
    "over": "vorbei",
}

#: ordinals (kind ``o``): German writes them as numbers with a full stop
ORDINALS: dict[str, str] = {"first": "1.", "second": "2.", "third": "3."}

#: directions (kind ``d``) and verdicts (kind ``v``)
DIRECTIONS: dict[str, str] = {"right": "rechts", "left": "links", "up": "oben", "down": "unten"}
VERDICTS: dict[str, str] = {"right": "richtig", "wrong": "falsch"}

#: errors of the server by their code, for messages without a template of their own
ERRORS: dict[str, str] = {
    "ahead": "dieser Zug liegt vor der Partie; lade die Seite neu",
    "bad_absence": "die Abwesenheitszeit liegt außerhalb des erlaubten Bereichs (1 Sekunde bis 1 Tag)",
    "bad_clock": "die Bedenkzeit liegt außerhalb des erlaubten Bereichs",
    "bad_hello": "die Anmeldung an der Partie ist ungültig",
    "bad_json": "die Nachricht ist kein gültiges JSON",
    "bad_level": "diese Spielstärke gibt es für dieses Spiel nicht",
    "bad_message": "die Nachricht ist ungültig",
    "bad_move": "diese Zugnummer gibt es in dieser Partie nicht",
    "bad_origin": "eine Seite von einer anderen Adresse darf sich nicht mit diesem Server verbinden",
    "bad_name": "dieser Name ist nicht erlaubt: höchstens 40 sichtbare Zeichen, keine Steuerzeichen",
    "bad_options": "eine Option hat einen ungültigen Wert",
    "bad_pace": "dieses Tempo gibt es nicht (live oder Fernpartie)",
    "bad_seat": "ein Platz ist ungültig angegeben",
    "bad_seats": "die Zahl der Plätze passt nicht zur Zahl der Spieler",
    "bad_token": "der Schlüssel gehört zu keinem Platz dieser Partie",
    "bad_visibility": "eine Partie mit einem Platz für alle steht in der Lobby und kann nicht privat sein; "
    "lade Mitspieler per Link ein",
    "broken_room": "diese Partie lässt sich nicht mehr laden",
    "busy": "der Server ist gerade ausgelastet; versuche es gleich noch einmal",
    "conflict": "die Partie hat sich geändert, während dein Zug gespeichert wurde; versuche es noch einmal",
    "computer_thinking": "der Computer denkt über seinen Zug nach; nimm zurück, sobald er gezogen hat",
    "finished": "die Partie ist vorbei; schlage eine Revanche vor",
    "hello_first": "die erste Nachricht muss die Anmeldung sein",
    "hint_people": "Tipps gibt es nur allein oder gegen den Computer, nicht mit anderen Menschen am Tisch",
    "illegal": "dieser Zug ist nicht erlaubt",
    "invitation": "das ist eine Einladung, kein Schlüssel eines Platzes: sie öffnet nur ihren Platz",
    "invite_used": "diese Einladung wurde schon benutzt: sie öffnet ihren Platz einmal, für die erste "
    "Person, die ihr folgt",
    "no_claim": "hier kann niemand den Sieg beanspruchen (nur zwei Menschen ohne Uhr)",
    "no_free_seat": "hier ist kein Platz frei; ein eingeladener Platz braucht seinen Link",
    "no_hint": "hier gibt es gerade keinen Tipp",
    "no_room": "diese Partie gibt es nicht",
    "no_rules": "die Spielregel ist auf diesem Server nicht verfügbar",
    "no_howto": "die Spielanleitung ist auf diesem Server nicht verfügbar",
    "no_seat": "diesen Platz gibt es in dieser Partie nicht",
    "no_seek": "diese Schnellsuche gibt es nicht",
    "no_token": "dafür braucht es den Schlüssel eines Platzes",
    "no_timer": "gerade läuft keine Zeit, die früher enden könnte",
    "not_seeker": "die Merkzeit ist für die anderen: warte, bis sie bereit sind",
    "no_undo": "in diesem Spiel kann nicht zurückgenommen werden",
    "not_computer": "diesen Platz spielt nicht mehr der Computer",
    "not_away": "dieser Platz ist noch nicht lange genug verlassen",
    "not_finished": "die Partie läuft noch",
    "not_playing": "die Partie läuft gerade nicht",
    "not_your_seat": "das ist nicht dein Platz",
    "nothing_to_undo": "es gibt keinen Zug zum Zurücknehmen",
    "rematch_started": "aus dieser Partie wurde schon eine Revanche gestartet; sie bleibt, wie sie ist",
    "seat_taken": "dieser Platz ist besetzt; nur ein freier oder verlassener Platz kann übernommen werden",
    "spectator": "Zuschauer können das nicht",
    "stale": "die Stellung hat sich geändert; sieh dir die neue Stellung an und ziehe noch einmal",
    "storage": "der Zug konnte nicht gespeichert werden und gilt nicht; versuche es noch einmal",
    "taken_over": "diesen Platz spielt jetzt der Computer; übernimm ihn zuerst wieder",
    "too_large": "die Nachricht ist zu groß",
    "too_many_attempts": "zu viele Versuche; warte einen Moment",
    "too_many_connections": "zu viele Verbindungen von dieser Adresse",
    "too_many_computer_rooms": (
        "von dieser Adresse laufen schon genug Partien nur zwischen Computern; warte, bis eine endet"
    ),
    "too_many_open_rooms": "von dieser Adresse warten schon zu viele Partien auf Mitspieler",
    "unknown_game": "dieses Spiel gibt es nicht",
    "unknown_type": "unbekannte Nachricht",
    "wait": "die Zeit ist noch nicht um",
    "timeout": "keine Anmeldung innerhalb von 30 Sekunden",
    "not_found": "hier gibt es nichts",
    "method_not_allowed": "diese Anfrage ist hier nicht erlaubt",
    "http_error": "die Anfrage ist fehlgeschlagen",
    "internal": "ein unerwarteter Fehler auf dem Server; er wurde protokolliert",
}
