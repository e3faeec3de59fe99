# Die gemeinsamen Texte auf Deutsch (der Kern, der Server, die Seite, das Terminal).
# Die eigenen Texte eines Spiels stehen in seinem Ordner, games/<id>/texts/<id>.de.ftl;
# fives.i18n.fluent.catalog_text fügt sie an diese Datei (ein Schlüssel zweimal ist ein Fehler).
# Jeder Schlüssel von en.ftl steht hier mit denselben Variablen (tests/test_catalogs.py).

## Spieler (fives.core)
player = P{ $n }
player-number = Spieler { $n }
chance = Zufall
colour-player = { $colour ->
    [white] Weiß
   *[black] Schwarz
}

## Listen: das Trennwort einer Liste von Namen
list-and = { $items }{ " und " }

## Jedes Spiel (fives.core)
core-move = { $player }: { $move }
core-chance-move = Zufall: { $move }
core-game-over = die Partie ist vorbei
core-chance-due = ein Zufallsereignis ist dran, kein Zug
core-name-player = hier handeln mehrere gleichzeitig; nenne den Spieler, der handelt
core-nothing-to-do = { $player } ist jetzt nicht dran (es fehlt noch { $waiting })
core-not-your-turn = { $current } ist am Zug, nicht { $player }
core-not-legal = das ist in dieser Stellung nicht erlaubt
core-not-an-action = das ist kein Zug dieses Spiels
core-not-chance = hier kein mögliches Zufallsergebnis
core-no-chance-node = hier entscheidet nicht der Zufall
core-empty-input = keine Eingabe; gib einen Zug in der Notation ein oder lass dir die erlaubten Züge zeigen
core-not-legal-here = hier kein erlaubter Zug ({ $count ->
    [one] es gibt { $count } erlaubten Zug
   *[other] es gibt { $count } erlaubte Züge
})
core-not-notation = kein Zug in der Notation dieses Spiels
core-not-text = ein Zug muss als Text in der Notation des Spiels angegeben werden
core-nothing-to-undo = es gibt keinen Zug zum Zurücknehmen

## Der Server (fives.server)
server-illegal = { $move } ist nicht erlaubt: { $reason }

## Symbole (Torris, Hütchenspieler): der Name eines Symbols, und mit Artikel (Nominativ)
symbol = { $symbol ->
    [circle] Kreis
    [dot] Punkt
    [line] Strich
    [triangle] Dreieck
   *[square] Quadrat
}
symbol-the = { $symbol ->
    [circle] der Kreis
    [dot] der Punkt
    [line] der Strich
    [triangle] das Dreieck
   *[square] das Quadrat
}

## Tipps und Analyse (Issue 25): die Gründe für einen Zug, fives.ai.advice und fives.games.<id>.ai.explain jedes Spiels
advice-only-move = der einzige erlaubte Zug
advice-wins = gewinnt das Spiel
advice-blocks = verhindert, dass { $player } mit dem nächsten Zug gewinnt
advice-forces-win = gewinnt erzwungen: was auch immer geantwortet wird, der nächste Zug gewinnt
advice-scores = bringt { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
advice-best = der stärkste Zug, den der Computer findet
advice-refused-people = Tipps gibt es nur allein oder gegen den Computer: mit einem anderen Menschen am Tisch würde ein Tipp das Spiel des Computers für dich spielen
advice-refused-over = die Partie läuft nicht: es gibt keinen Zug für einen Tipp
advice-refused-turn = du bist nicht am Zug: ein Tipp gilt deinem eigenen Zug
advice-busy = der Computer ist mit anderen Partien beschäftigt; versuche es gleich noch einmal

## Tipps exakter Löser über das KI-Plugin (Issue 23/25: fives.server.solo)
advice-no-solver = dieses Spiel hat keinen exakten Löser, der einen Tipp geben könnte

## Ergebnisse in Worten (Issue 24): der Endbildschirm und das Terminal zeigen die Einzelheiten
## eines Ergebnisses (Daten) mit diesen Schlüsseln; ein Spieler ist der Anzeigename seines Platzes.
results-colour-name = { $name } ({ $colour ->
    [white] Weiß
   *[black] Schwarz
})
results-list = { $items }
results-round = Runde
results-running-total = Stand nach der Runde
results-won = { $count ->
    [one] { $players } gewinnt
   *[other] { $players } gewinnen
}
results-draw = Unentschieden

## Page texts (moved from TEXT in js/i18n.js by scripts/text_to_ftl.py)
ui-title = Fives: acht Brettspiele
ui-tagline = { $count } Spiele zum Anklicken: allein, zu zweit an diesem Bildschirm oder online, oder gegen den Computer.
ui-players = Spieler
ui-player = Spieler
ui-play = Spielen
ui-rules = Regeln
ui-close = Schließen
ui-no-rules = Der Regeltext ist auf diesem Server nicht verfügbar.
ui-home = Alle Spiele
ui-new-game = Neues Spiel
ui-seats = Plätze
ui-seat = Platz
ui-me = Ich
ui-local = Eine weitere Person an diesem Bildschirm
ui-invite = Per Link einladen
ui-lobby-seat = Irgendwer (freier Platz in der Lobby)
ui-computer = Computer
ui-level = Stufe
ui-easy = leicht
ui-medium = mittel
ui-hard = schwer
ui-max = maximal
ui-random = zufällig
ui-options = Optionen
ui-start = Starten
ui-cancel = Abbrechen
ui-yes = ja
ui-no = nein
ui-language = English
ui-language-title = Switch to English
ui-connecting = Verbinde…
ui-reconnecting = Verbindung unterbrochen: verbinde neu…
ui-connected = Verbunden
ui-your-turn = Du bist am Zug
ui-turn-of = Am Zug:
ui-thinking = überlegt…
ui-waiting-for = Warte auf
ui-game-over = Spiel zu Ende
ui-winner = Sieger
ui-winners = Sieger
ui-draw = Unentschieden: niemand gewinnt
ui-no-winner = Niemand gewinnt
ui-shared-win = Unentschieden: der Sieg wird geteilt
ui-reason = Grund
ui-details = Einzelheiten
ui-position = Stellung
ui-scores = Punkte
ui-score = Punkte
ui-moves = Züge
ui-legal-moves = Deine Züge
ui-notation = Notation
ui-show-notation = Notation zeigen
ui-no-moves = Gerade hast du keinen Zug.
ui-rematch = Revanche
ui-download = Partie herunterladen
ui-replay = Nachspielen
ui-finished-games = Beendete Partien
ui-open-games = Offene Partien: freien Platz nehmen
ui-running-games = Laufende Partien: zuschauen
ui-watch = Zuschauen
ui-join = Mitspielen
ui-my-games = Meine Partien
ui-resume = Weiterspielen
ui-finished = Beendet
ui-visibility = Wer diese Partie sehen darf
ui-visibility-private = Privat: nur wer einen Link hat
ui-visibility-open = Offen: in der Lobby gelistet, alle dürfen zuschauen
ui-visibility-forced = Ein Platz für alle macht die Partie offen: die Lobby bietet ihn an.
ui-invite-local-only = Dieser Link funktioniert nur auf diesem Computer: der Server hört auf 127.0.0.1. Um mit jemandem in deinem Netzwerk zu spielen, starte ihn mit make run HOST=0.0.0.0 und öffne die Seite unter der Netzwerkadresse dieses Computers.
ui-clock = Restzeit
ui-clock-title = Uhr (freiwillig): läuft sie ab, zieht der Computer
ui-clock-move = Sekunden pro Zug
ui-clock-game = Minuten pro Spieler für das ganze Spiel
ui-invite-links = Einladungslinks
ui-copy = Kopieren
ui-copied = Kopiert
ui-error = Fehler
ui-move-rejected = Zug abgelehnt
ui-loading = Lade…
ui-not-found = Dieses Spiel gibt es nicht (oder der Link gilt nicht mehr).
ui-hand-over = Gib das Gerät weiter an
ui-show = Meine Ansicht zeigen
ui-hide-info = Verdeckte Information: jetzt sollte nur der Spieler am Zug hinsehen.
ui-spectator = Zuschauer
ui-name = Name (freiwillig)
ui-status-joined = da
ui-status-waiting = noch nicht da
ui-status-left = gegangen
ui-status-ai = Computer
ui-computer-plays = Den Computer auf diesem Platz spielen lassen
ui-leave = Gehen (der Computer spielt weiter)
ui-take-back = Meinen Platz zurücknehmen
ui-presence-here = da
ui-presence-away = weg
ui-presence-back = wieder da
ui-away-offer = ist weg seit
ui-keep-waiting = Weiter warten
ui-let-computer-play = Den Computer spielen lassen
ui-claim-win = Den Sieg beanspruchen
ui-claimed-text = { $absent } war { $time } lang weg; { $by } hat den Sieg beansprucht
ui-resign = Aufgeben
ui-resign-question = Diese Partie aufgeben? Der andere Spieler gewinnt.
ui-resign-question-many = Diese Partie aufgeben? Der Computer spielt deinen Platz bis zum Ende, und er zählt als verloren.
ui-resign-yes = Ja, aufgeben
ui-resigned-text = { $name } hat aufgegeben
ui-resigned-many = { $names } hat aufgegeben (der Computer spielte weiter): zählt als verloren
ui-you-won = Du hast gewonnen
ui-you-lost = Du hast verloren
ui-rating-change = Deine Wertung
ui-claimed-unrated-text = { $absent } ist nie an den Tisch gekommen; { $by } hat die Partie beendet, ungewertet
ui-watching = Zuschauen (du hast keinen Platz in diesem Spiel)
ui-you = du
ui-undo = Zurücknehmen
ui-hint = Tipp
ui-options-none = Dieses Spiel hat keine Optionen.
ui-seat-of = Du spielst
ui-players-option = Spieler
ui-pass = Passen
ui-stones-left = Steine übrig
ui-round = Runde
ui-rematch-join = Zur Revanche
ui-rematch-offer = bietet eine Revanche an
ui-rematch-waiting = Eine Revanche wartet auf dich

ui-select-target = Jetzt das Ziel wählen.
ui-undone = Zug zurückgenommen
ui-hint-thinking = Suche einen Tipp…
ui-illegal = Hier kein erlaubter Zug.
ui-stone = Stein
ui-undo-title = Deinen letzten Zug und die Antwort des Computers zurücknehmen
ui-ready-button = Gemerkt: bereit
ui-ready-waiting = Bereit: warte auf die anderen
ui-settings = Einstellungen
ui-confirm-moves = Züge bestätigen
ui-sounds-on = Töne
ui-confirm-question = Diesen Zug spielen?
ui-confirm-yes = Spielen

## Options and games' texts for the page and the terminal (option-*, game-*)
option-players = Spieler
option-first = Wer beginnt
option-setup = Aufbau
option-setup-advice = Aufbau-Hinweis
option-own-line-rule = Nur fremde Linien
option-repetition = Remis durch Wiederholung
option-max-pushes = Höchstens Schübe
option-afterplay-limit = Höchstens Nachspielzüge
option-reconnect = Versetzter Stein verbindet
option-few-stones-lose = Unter fünf Steinen verliert
option-closing = Aufschließen
option-tiebreak = Gleichstand
option-memorize-seconds = Sekunden zum Merken
option-leftover = Übrige Steine
option-empty-without-stones = Leere Hand ohne Steine
option-hand-size = Steine pro Hand
option-divide-by-five = In Fünfern zählen
option-target = Zielpunkte
option-highest-double-leads = Höchster Pasch beginnt
option-keep-two = Zwei im Vorrat lassen
option-round-limit = Höchstens Runden
option-games = Spiele der Partie
option-tie = Gleichstand
option-first-description = Los (der Zufall entscheidet) oder eine Spielernummer
option-players-description = Anzahl der Spieler
option-choice-lot = Los
option-choice-manual = von Hand
option-choice-random = zufällig
option-choice-warn = warnen
option-choice-enforce = erzwingen
option-choice-opponent-wins = die anderen gewinnen
option-choice-forbidden = verboten
option-choice-run = Reihe
option-choice-compact = kompakt
option-choice-next = nächste Türme
option-choice-draw = unentschieden
option-choice-unopposed = ohne Gegner
option-choice-kept = behalten
option-choice-void = verfallen
option-choice-decider = Entscheidung

## Server errors (RoomError): the refusals of the server, in fives.server
server-internal = ein unerwarteter Fehler auf dem Server; er wurde protokolliert (Vorfall { $incident })
server-not-found = unter { $path } gibt es nichts; die Schnittstelle ist unter /openapi.json beschrieben
server-method-not-allowed = { $method } ist unter { $path } nicht erlaubt (siehe /openapi.json)
server-bad-origin = eine Seite von einer anderen Adresse darf sich nicht mit diesem Server verbinden
server-game-over = die Partie ist vorbei
server-resigned = { $name } hat aufgegeben
server-resign-computer = Platz { $seat } gehört dem Computer: nur ein Mensch gibt auf
server-seat-resigned = Platz { $seat } hat aufgegeben: der Computer spielt ihn bis zum Ende
server-not-started = die Partie hat noch nicht begonnen
server-storage = der Zug konnte nicht gespeichert werden und gilt nicht; versuche es noch einmal
server-conflict = die Partie hat sich geändert, während dein Zug gespeichert wurde; versuche es noch einmal
server-taken-over = Platz { $seat } spielt jetzt der Computer; übernimm ihn zuerst wieder
server-taken-over-send-rejoin = Platz { $seat } spielt jetzt der Computer; übernimm ihn zuerst wieder (rejoin)
server-not-computer = Platz { $seat } spielt nicht mehr der Computer
server-computer-thinking = der Computer denkt über seinen Zug nach; nimm zurück, sobald er gezogen hat
server-undo-ahead = Zug { $move } liegt vor der Partie, die bei Zug { $current } steht (wurde das Zurücknehmen zweimal geschickt?)
server-undo-stale = die Partie steht bei Zug { $current }, nicht { $move }; sieh dir zuerst die neue Stellung an
server-rematch-started = aus dieser Partie wurde schon eine Revanche gestartet; sie bleibt, wie sie ist
server-nothing-to-undo = es gibt keinen Zug von dir zum Zurücknehmen
server-ahead = Zug { $move } liegt vor der Partie, die bei Zug { $current } steht; lade die Seite neu
server-stale-moved = Platz { $seat } hat bei Zug { $index } schon gezogen ({ $done }); die Partie steht jetzt bei Zug { $current }
server-stale = die Stellung hat sich seit Zug { $move } geändert (die Partie steht jetzt bei Zug { $current }); sieh dir die neue Stellung an und ziehe noch einmal
server-spectator-rejoin = wer zuschaut, hat keinen Platz zum Übernehmen
server-not-held = diese Verbindung hat Platz { $seat } nicht
server-timeout = keine Anmeldung innerhalb von 30 Sekunden
server-not-your-seat = dein Schlüssel gehört zu Platz { $seat }, nicht zu Platz { $asked }
server-no-rules = die Spielregel von { $game } ist auf diesem Server nicht verfügbar
server-no-room = diese Partie gibt es nicht
server-no-room-id = die Partie { $room } gibt es nicht
server-finished = die Partie ist vorbei; schlage eine Revanche vor
server-played-by-computer = Platz { $seat } spielt jetzt der Computer
server-no-seat = Platz { $seat } gibt es in dieser Partie nicht
server-rematch-not-finished = eine Revanche kann erst beginnen, wenn die Partie vorbei ist
server-record-not-finished = die Partie läuft noch; ihre Aufzeichnung erscheint, wenn sie endet
server-no-token = dafür braucht es den Schlüssel eines Platzes (Kopfzeile X-Seat-Token)
server-bad-token = der Schlüssel gehört zu keinem Platz dieser Partie
server-computer-already = Platz { $seat } spielt schon der Computer
server-seat-here = Platz { $seat } ist besetzt und da; nur ein freier oder verlassener Platz kann übernommen werden
server-away-clock = Platz { $seat } ist weg, aber diese Partie hat eine Uhr: läuft sie ab, zieht der Computer
server-away-grace = Platz { $seat } ist seit { $gone } s weg; der Computer darf ihn nach { $grace } s übernehmen
server-not-playing = die Partie läuft gerade nicht
server-claim-two-players = nur in einer Partie zu zweit kann man den Sieg beanspruchen; hier darf der Computer einen verlassenen Platz spielen
server-claim-clock = diese Partie hat eine Uhr: sie entscheidet, wann jemand zu lange weg ist
server-claim-people = den Sieg beanspruchen kann nur ein Mensch, der spielt, gegen einen anderen Menschen
server-claim-one-screen = beide Plätze sind an einem Bildschirm: dort ist niemand weg

## The terminal (fives play --lang, fives.cli)
cli-abandoned = Partie abgebrochen
cli-game-over = Partie vorbei:
cli-plays = { $player } ({ $seat }) spielt { $move }
cli-last-move = letzter Zug: { $move }
cli-pass-screen = Gib den Bildschirm an { $player } weiter und drücke Enter
cli-notation = Notation: { $notation }
cli-legal-moves = erlaubte Züge: { $moves }
cli-illegal = { $move } ist nicht erlaubt: { $reason }
cli-no-undo-hidden = in einem Spiel mit verdeckter Information kann nicht zurückgenommen werden
cli-taken-back = Zug zurückgenommen
cli-help = Befehle: ein Zug in der Notation des Spiels | moves (die erlaubten Züge zeigen) | hint (ein Tipp) | undo (zurücknehmen) | help (Hilfe) | quit (beenden)
cli-menu-title = fives: wähle ein Spiel
cli-menu-game = Nummer des Spiels (oder q zum Beenden):
cli-menu-number = gib eine Zahl von { $low } bis { $high } ein
cli-menu-players = Spielerzahl ({ $low }-{ $high }) [{ $default }]:
cli-menu-seat = Platz P{ $seat }: { $kinds } [{ $default }] (human = Mensch, random = zufällig, easy/medium/hard/max = Stufen des Computers):
cli-menu-kind = wähle eines von: { $kinds }
cli-banner = { $game }  -  „help“ zeigt die Befehle
cli-hint = Tipp: { $move } ({ $reason })
cli-scores = Punkte: { $scores }
cli-seat-human = Mensch
cli-seat-random = zufällig
cli-seat-easy = leicht
cli-seat-medium = mittel
cli-seat-hard = schwer
cli-seat-max = maximal

## Page texts of the boards and the replay (were tr({en, de}) pairs in the boards)
ui-seekers-memorise = Die Suchenden merken sich die Reihe
ui-ready-now = bereit
ui-replay-move = Zug
ui-replay-start = Anfang
ui-replay-back = Zurück
ui-replay-autoplay = Automatisch
ui-replay-forward = Vor
ui-replay-end = Ende
ui-replay-title = Wiederholung

## Option errors (fives.core.options, the games' own checks)
option-invalid = Option { $name }: { $value } ist ungültig; erwartet ist { $expected }
option-expected-choices = eines von { $choices }
option-expected-bool = true (ja) oder false (nein)
option-expected-range = eine ganze Zahl von { $low } bis { $high }
option-expected-int = eine ganze Zahl
option-expected-number-range = eine Zahl von { $low } bis { $high }
option-expected-number-min = eine Zahl von mindestens { $low }
option-expected-number-above = eine Zahl größer als { $low }
option-expected-number-max = eine Zahl von höchstens { $high }
option-expected-number = eine Zahl
option-expected-text = ein Text
option-unknown = { $game }: unbekannte Option { $names }; gültige Optionen: { $valid }
option-assignment = Option { $item } muss als Name=Wert geschrieben werden

## Server errors, continued (limits, invitations, room settings)
server-seat-not-free = dieser Platz ist in Partie { $room } nicht frei; ein eingeladener Platz braucht seinen Link
server-no-free-seat = in Partie { $room } ist kein Platz frei; ein eingeladener Platz braucht seinen Link
server-invitation = das ist eine Einladung, kein Schlüssel eines Platzes: sie öffnet nur ihren Platz (POST .../join), und wer ihr folgt, bekommt den eigenen Schlüssel des Platzes
server-invite-used = diese Einladung zu Platz { $seat } wurde schon benutzt: eine Einladung öffnet ihren Platz einmal, für die erste Person, die ihr folgt
server-bad-visibility = die Sichtbarkeit { $given } gibt es nicht; sie ist open (offen) oder private (privat)
server-lobby-not-private = eine Partie mit einem Platz für alle steht in der Lobby und kann nicht privat sein; lade Mitspieler stattdessen per Link ein
server-bad-seats = { $game } mit players={ $players } braucht { $players } Plätze, nicht { $seats }
server-bad-move-clock = clock_seconds muss zwischen 1 und 86400 Sekunden pro Zug liegen
server-bad-game-clock = game_clock_seconds muss zwischen 1 und 604800 Sekunden pro Platz und Partie liegen
server-is-here = ist da
server-away-for = ist seit { $gone } s weg
server-claim-too-early = Platz { $seat } { $so_far }; den Sieg beanspruchen kann man erst nach { $limit } s Abwesenheit
server-too-many-attempts = zu viele falsche Schlüssel von deiner Adresse; versuche es in { $wait } s noch einmal
server-too-many-connections = höchstens { $limit } offene Verbindungen pro Adresse; schließe zuerst eine
server-too-many-open-rooms = höchstens { $limit } Partien pro Adresse dürfen auf Mitspieler warten oder zum Zuschauen in der Lobby stehen; beginne oder beende zuerst eine deiner Partien (oder warte einen Tag)
server-too-many-computer-rooms = von dieser Adresse laufen schon { $running } Partien nur zwischen Computern (höchstens { $limit }); sieh zuerst einer bis zum Ende zu

server-rate = höchstens { $limit } { $what ->
    [rooms] neue Partien
   *[connections] neue Verbindungen
} pro Adresse und Minute; versuche es in { $wait } s noch einmal
server-wait = die { $what ->
    [memorize] Merkzeit
   *[other] Zeit
} ist noch nicht um: noch { $left } von { $seconds } Sekunden
server-no-timer = gerade läuft keine Zeit, die früher enden könnte
server-ready-stale = die Partie steht bei Zug { $current }, nicht { $move }
server-not-seeker = die { $what ->
    [memorize] Merkzeit
   *[other] Zeit
} ist für die anderen: warte, bis sie bereit sind
server-bad-absence = { $name } muss zwischen 1 und { $most } Sekunden liegen
server-bad-name = { $reason }; lass das Feld leer für den vorgegebenen Namen
server-name-long = ein Name darf höchstens { $most } Zeichen haben, nicht { $length }
server-name-character = ein Name darf { $kind ->
    [Cc] kein Steuerzeichen
    [Cs] kein einzelnes Ersatzzeichen (Surrogat)
    [Cf] kein unsichtbares Formatzeichen
    [Co] kein Zeichen für private Nutzung
    [Cn] kein nicht zugewiesenes Zeichen
   *[break] keinen Zeilenumbruch
} enthalten ({ $code } an Stelle { $position })
server-name-invisible = ein Name braucht mindestens ein sichtbares Zeichen
server-seat-level = ein Platz für den Computer braucht eine Spielstärke ({ $levels })
server-seat-kind = die Platzart { $kind } gibt es nicht; es gibt local, invite, open, ai
server-replay-move = der Zug muss zwischen 0 und { $total } liegen
server-spectators-cannot = wer zuschaut, kann nicht { $kind }
server-not-object = eine Nachricht muss ein JSON-Objekt mit einem 'type' sein
server-hello-first = die erste Nachricht muss {"{"}'type': 'hello', 'tokens': [...]{"}"} oder spectate sein
server-hello-tokens = 'tokens' muss eine nicht leere Liste von Schlüsseln sein (oder 'spectate': true)
server-hello-too-many = höchstens { $most } Schlüssel
server-hello-bad-token = ein Schlüssel gehört zu keinem Platz dieser Partie
server-unknown-type = unbekannte Nachricht { $kind }; erlaubt sind hello, move, undo, ready, rejoin und ping
server-name-seat = nenne den Platz, der zieht: 'seat' muss eine Platznummer sein
server-move-number = 'move_number' muss die Zugnummer der Ansicht sein, in der du gezogen hast
server-action-text = 'action' muss ein Zug in der Notation des Spiels sein (Text)

server-broken-room = die Partie { $room } lässt sich nicht wiederherstellen: { $error }
server-negative-move = move_number darf nicht negativ sein
server-no-hint = Tipps gibt es nur für Abräumen, nicht für { $game }
server-undo-hidden = es hat verdeckte Information
server-undo-other-person = ein anderer Mensch spielt mit (Zurücknehmen gibt es nur allein oder gegen den Computer)
server-no-undo = in { $game } kann nicht zurückgenommen werden: { $why }
server-hint-failed = der Tipp konnte nicht berechnet werden; versuche es noch einmal
server-undo-storage = das Zurücknehmen konnte nicht gespeichert werden, also wurde nichts zurückgenommen
server-too-large = eine Nachricht darf höchstens { $limit } Bytes haben
server-body-too-large = eine Anfrage darf höchstens { $limit } Bytes mitbringen
server-parameter-long = ein Teil { $where ->
    [path] des Pfads
   *[other] der Abfrage
} darf höchstens { $most } Zeichen haben, nicht { $length }
server-parameter-character = { $where ->
    [path] der Pfad
   *[other] die Abfrage
} enthält { $code } an Stelle { $position }, ein Steuerzeichen oder einzelnes Surrogat, das kein Name und keine Kennung enthält
server-bad-json-at = kein gültiges JSON: { $error } an Stelle { $position }
server-bad-json-deep = kein gültiges JSON: zu tief verschachtelt
server-bad-json = kein gültiges JSON: { $error }
ui-away-for = weg seit
ui-spectators = schauen zu
ui-last-move = Letzter Zug
ui-phase = Phase
ui-total = Summe
ui-hint-title = Der Zug, den die stärkste Computerstufe jetzt spielen würde, und warum
ui-hint-play = Tipp: spiele
ui-analyse = Analysieren
ui-analyse-title = Der Computer bewertet jeden Zug: Züge, die an Wert verloren, werden markiert, mit dem besseren Zug
ui-analysis = Analyse
ui-analysing = Der Computer bewertet jeden Zug…
ui-analysis-flagged = Züge, die an Wert verloren
ui-analysis-clean = Kein Zug verlor an Wert: gut gespielt.
ui-analysis-better = besser:
ui-analysis-points = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
ui-analysis-played = wurde gespielt
ui-analysis-partial = Die Partie ist lang: nur ihre ersten Züge wurden in der Zeit bewertet, die der Computer dafür hat.
ui-deselected = Auswahl aufgehoben
ui-howto = So geht's
ui-howto-title = So spielt man { $game }
ui-guide = Lernpartie
ui-guide-title = { $game }: Lernpartie
ui-guide-step = Schritt { $n } von { $total }
ui-guide-wrong = Noch nicht ganz.
ui-guide-good = Gut gemacht!
ui-guide-again = Noch einmal
ui-guide-next = Weiter
ui-guide-done = Anleitung geschafft
ui-guide-offer = Verloren? Die Lernpartie zeigt die wichtigste Regel in wenigen Zügen.
ui-full-rules = Alle Regeln
ui-no-howto = Dieser Server hat für dieses Spiel keine Spielanleitung.
ui-picture-start = Der Anfang
ui-picture-move = Ein typischer Zug
ui-picture-end = Das Ende
server-no-howto = die Spielanleitung von { $game } ist nicht installiert
ui-motion-speed = Bewegung
ui-motion-auto = Automatisch
ui-motion-slow = Langsam
ui-motion-normal = Normal
ui-motion-fast = Schnell
ui-motion-off = Aus

## Accounts (issue 28)
server-bad-account-name = { $reason }; der Name eines Kontos wird anderen Spielern gezeigt
server-account-name-empty = ein Konto braucht einen Namen
server-account-name-long = der Name ist für ein Konto zu lang
server-bad-password = ein Passwort hat { $least } bis { $most } Zeichen
server-name-taken = den Namen { $name } gibt es schon; wähle einen anderen
server-bad-login = Name oder Passwort falsch
server-not-signed-in = du bist nicht angemeldet
server-bad-csrf = dieser Änderung fehlt das Sicherheitszeichen der Seite; lade die Seite neu und versuche es noch einmal
server-too-many-logins = zu viele fehlgeschlagene Anmeldungen; versuche es in { $wait } s noch einmal
server-busy-logins = zu viele Anmeldungen auf einmal; versuche es gleich noch einmal
server-common-password = dieses Passwort gehört zu den häufigsten, die zuerst erraten werden; wähle ein anderes
server-password-is-name = das Passwort darf nicht dein Name sein; wähle ein anderes
server-too-many-signups = höchstens { $limit } neue Konten pro Adresse und Stunde; versuche es in { $wait } s noch einmal
ui-sign-in = Anmelden
ui-sign-up = Registrieren
ui-sign-out = Abmelden
ui-account-name = Name
ui-password = Passwort
ui-password-hint = Mindestens 8 Zeichen; kein häufiges Passwort und nicht dein Name.
ui-account-optional = Ein Konto ist freiwillig: Spielen geht auch ohne. Mit Konto bleiben deine Partien auf jedem Gerät deine.
ui-signed-in-as = Angemeldet als { $name }
ui-account-cancel = Abbrechen
ui-to-sign-up = Noch kein Konto? Registrieren
ui-to-sign-in = Schon ein Konto? Anmelden
ui-account-claimed = { $count ->
    [one] Eine Partie dieses Browsers gehört jetzt zu deinem Konto.
   *[other] { $count } Partien dieses Browsers gehören jetzt zu deinem Konto.
}
ui-your-games = Deine Partien
ui-your-games-empty = Noch keine Partien in deinem Konto.

## Turn-based play and quick play (issue 28, tables)
server-bad-pace = das Tempo { $given } ist keins von live, turn_based
server-turn-no-game-clock = eine Fernpartie hat Tage pro Zug, keine Uhr für das ganze Spiel
server-turn-clock = eine Fernpartie hat { $days } Tage pro Zug
server-no-seek = diese Schnellsuche gibt es nicht (sie ist beendet, oder das Ticket gehört nicht zu ihr)
server-seek-alone = { $game } mit einer Person spielt man nicht gegen andere
ui-duration-days = { $days } Tg. { $hours } Std.
ui-duration-hours = { $hours } Std. { $minutes } Min.
ui-duration-minutes = { $minutes } Min.
ui-duration-seconds = { $seconds } s
ui-time-left = noch { $time }
ui-pace-turn-based-short = Fernpartie
ui-play-your-move = Jetzt ziehen
ui-quick-title = Jetzt gegen jemanden spielen
ui-quick-game = Spiel
ui-quick-start = Gegner suchen
ui-quick-looking = Suche einen Gegner …
ui-quick-waiting = { $waiting } von { $players } Spielern sind da.
ui-pace = Tempo
ui-pace-live = Live: alle spielen jetzt
ui-pace-turn-based = Fernpartie: Tage pro Zug, die Partie wartet auf dich
ui-pace-days = Tage pro Zug
ui-pace-one-day = 1 Tag
ui-pace-three-days = 3 Tage
ui-pace-seven-days = 7 Tage
ui-timeout-text = { $absent } hat nicht innerhalb von { $time } gezogen; { $by } gewinnt
ui-duration-whole-days = { $days } Tg.

## Ratings (issue 28)
ratings-rated-alone = eine gewertete Partie braucht zwei oder mehr Spieler
ratings-rated-one-screen = eine gewertete Partie wird online gespielt: mindestens ein Mensch und höchstens ein Platz an diesem Bildschirm (die anderen eingeladen, aus der Lobby oder der Computer)
ratings-rated-absence = eine gewertete Partie behält die üblichen Abwesenheitsregeln: { $name } muss mindestens { $least } s betragen (oder leer bleiben); kürzere gibt es nur in ungewerteten Partien
ratings-no-undo-rated = die Partie wird gewertet
ratings-no-hint-rated = in einer gewerteten Partie gibt es keine Tipps
ratings-unknown-player = es gibt keinen Spieler namens { $name }
ui-leaderboard = Bestenliste
ui-leaderboard-title = { $game }: Bestenliste
ui-leaderboard-intro = Wertungen aus gewerteten Partien zwischen Konten. Die gezeigte Wertung ist vorsichtig: Sie steigt, je sicherer der Server die Spielstärke kennt.
ui-leaderboard-player = Spieler
ui-leaderboard-empty = In diesem Spiel hat noch niemand eine gewertete Partie gespielt.
ui-rank = Platz
ui-rating = Wertung
ui-games-played = Partien
ui-games-count = { $n ->
    [one] 1 gewertete Partie
   *[other] { $n } gewertete Partien
}
ui-provisional = vorläufig
ui-provisional-note = Eine Wertung mit „?“ ist vorläufig: weniger als { $games } gewertete Partien oder noch unsicher.
ui-ratings = Wertungen
ui-no-ratings = Noch keine gewerteten Partien.
ui-profile-games = Beendete Partien
ui-no-finished-games = Noch keine beendeten Partien.
ui-result-win = Gewonnen
ui-result-loss = Verloren
ui-result-draw = Unentschieden
ui-private-table = privater Tisch
ui-against = gegen
ui-partner = Partner
ui-rating-graph-label = Wertung in { $game }: von { $from } auf { $to } in { $n } Partien
ui-rating-axis-games = { $n ->
    [one] 1 Partie
   *[other] { $n } Partien
}
ui-rating-start = Start
ui-rated = Gewertet
ui-rated-title = Eine gewertete Partie: kein Zurücknehmen, keine Tipps; wer sie verlässt, verliert sie
ui-rated-game = Gewertete Partie
ui-rated-note = Nur online, zwischen angemeldeten Spielern (der Computer spielt mit seiner festen Wertung); kein Zurücknehmen, keine Tipps. Ein Spieler ohne Konto macht die Partie ungewertet.

## Issue 23, the last leftovers (plug23b): errors by their code (the reason of an error that is no
## message; were fives.i18n.catalog.ERRORS), then the terminal boards (term-*, fives.cli.render)
error-ahead = dieser Zug liegt vor der Partie; lade die Seite neu
error-bad_absence = die Abwesenheitszeit liegt außerhalb des erlaubten Bereichs (1 Sekunde bis 1 Tag)
error-bad_clock = die Bedenkzeit liegt außerhalb des erlaubten Bereichs
error-bad_hello = die Anmeldung an der Partie ist ungültig
error-bad_json = die Nachricht ist kein gültiges JSON
error-bad_level = diese Spielstärke gibt es für dieses Spiel nicht
error-bad_message = die Nachricht ist ungültig
error-bad_move = diese Zugnummer gibt es in dieser Partie nicht
error-bad_name = dieser Name ist nicht erlaubt: höchstens 40 sichtbare Zeichen, keine Steuerzeichen
error-bad_options = eine Option hat einen ungültigen Wert
error-bad_origin = eine Seite von einer anderen Adresse darf sich nicht mit diesem Server verbinden
error-bad_seat = ein Platz ist ungültig angegeben
error-bad_seats = die Zahl der Plätze passt nicht zur Zahl der Spieler
error-bad_token = der Schlüssel gehört zu keinem Platz dieser Partie
error-bad_visibility = eine Partie mit einem Platz für alle steht in der Lobby und kann nicht privat sein; lade Mitspieler per Link ein
error-broken_room = diese Partie lässt sich nicht mehr laden
error-busy = der Server ist gerade ausgelastet; versuche es gleich noch einmal
error-computer_thinking = der Computer denkt über seinen Zug nach; nimm zurück, sobald er gezogen hat
error-conflict = die Partie hat sich geändert, während dein Zug gespeichert wurde; versuche es noch einmal
error-finished = die Partie ist vorbei; schlage eine Revanche vor
error-hello_first = die erste Nachricht muss die Anmeldung sein
error-hint_people = Tipps gibt es nur allein oder gegen den Computer, nicht mit anderen Menschen am Tisch
error-http_error = die Anfrage ist fehlgeschlagen
error-illegal = dieser Zug ist nicht erlaubt
error-internal = ein unerwarteter Fehler auf dem Server; er wurde protokolliert
error-invitation = das ist eine Einladung, kein Schlüssel eines Platzes: sie öffnet nur ihren Platz
error-invite_used = diese Einladung wurde schon benutzt: sie öffnet ihren Platz einmal, für die erste Person, die ihr folgt
error-method_not_allowed = diese Anfrage ist hier nicht erlaubt
error-no_claim = hier kann niemand den Sieg beanspruchen (nur zwei Menschen ohne Uhr)
error-no_free_seat = hier ist kein Platz frei; ein eingeladener Platz braucht seinen Link
error-no_hint = hier gibt es gerade keinen Tipp
error-no_howto = die Spielanleitung ist auf diesem Server nicht verfügbar
error-no_room = diese Partie gibt es nicht
error-no_rules = die Spielregel ist auf diesem Server nicht verfügbar
error-no_seat = diesen Platz gibt es in dieser Partie nicht
error-no_timer = gerade läuft keine Zeit, die früher enden könnte
error-no_token = dafür braucht es den Schlüssel eines Platzes
error-no_undo = in diesem Spiel kann nicht zurückgenommen werden
error-not_away = dieser Platz ist noch nicht lange genug verlassen
error-not_computer = diesen Platz spielt nicht mehr der Computer
error-not_finished = die Partie läuft noch
error-not_found = hier gibt es nichts
error-not_playing = die Partie läuft gerade nicht
error-not_seeker = die Merkzeit ist für die anderen: warte, bis sie bereit sind
error-not_your_seat = das ist nicht dein Platz
error-nothing_to_undo = es gibt keinen Zug zum Zurücknehmen
error-rematch_started = aus dieser Partie wurde schon eine Revanche gestartet; sie bleibt, wie sie ist
error-resigned = der Platz hat aufgegeben: der Computer spielt ihn bis zum Ende
error-seat_taken = dieser Platz ist besetzt; nur ein freier oder verlassener Platz kann übernommen werden
error-spectator = Zuschauer können das nicht
error-stale = die Stellung hat sich geändert; sieh dir die neue Stellung an und ziehe noch einmal
error-storage = der Zug konnte nicht gespeichert werden und gilt nicht; versuche es noch einmal
error-taken_over = diesen Platz spielt jetzt der Computer; übernimm ihn zuerst wieder
error-timeout = keine Anmeldung innerhalb von 30 Sekunden
error-too_large = die Nachricht ist zu groß
error-too_many_attempts = zu viele Versuche; warte einen Moment
error-too_many_computer_rooms = von dieser Adresse laufen schon genug Partien nur zwischen Computern; warte, bis eine endet
error-too_many_connections = zu viele Verbindungen von dieser Adresse
error-too_many_open_requests = zu viele offene Anfragen von dieser Adresse; warte einen Moment
error-too_many_open_rooms = von dieser Adresse warten schon zu viele Partien auf Mitspieler
error-too_many_rooms = zu viele neue Partien von dieser Adresse; warte einen Moment
error-unknown_game = dieses Spiel gibt es nicht
error-unknown_type = unbekannte Nachricht
error-wait = die Zeit ist noch nicht um
term-your-moves = deine Züge: { $moves }
term-game-over = Partie vorbei
term-you = (du)
term-zp-round = Runde { $round }
term-colour = { $colour ->
    [white] weiß
   *[black] schwarz
}

## Error codes of the players' features (issue 28), shown when an error carries no message
error-bad_password = das Passwort muss 8 bis 200 Zeichen haben
error-bad_pace = dieses Tempo gibt es nicht (live oder Fernpartie)
error-bad_login = Name oder Passwort stimmt nicht
error-not_signed_in = bitte zuerst anmelden
error-bad_csrf = diese Änderung kam nicht von den Seiten dieses Servers; lade die Seite neu und versuche es noch einmal
error-no_seek = diese Suche nach einem Gegner gibt es nicht
error-name_taken = dieser Name ist schon vergeben
error-too_many_logins = zu viele fehlgeschlagene Anmeldungen; warte ein paar Minuten
error-common_password = dieses Passwort ist zu häufig; wähle ein anderes
error-password_is_name = das Passwort darf nicht dein Name sein
error-too_many_signups = zu viele neue Konten von dieser Adresse; warte eine Stunde
error-bad_rated = eine gewertete Partie braucht mindestens zwei Spieler, mindestens einen Menschen, höchstens einen Platz an diesem Bildschirm und die üblichen Abwesenheitsregeln
error-hint_rated = in einer gewerteten Partie gibt es keine Tipps
error-unknown_player = einen Spieler mit diesem Namen gibt es nicht
error-bad_parameter = ein Teil der Adresse oder der Anfrage enthält Zeichen, die in keinem Namen und keiner Kennung vorkommen
error-body_too_large = die Anfrage ist zu groß

## audit 24
# ein Platz ohne Namen (der Server nennt ihn P1, P2, ...)
ui-default-seat-name = Spieler { $n }
# der Kopf der ersten Spalte der Punktetabelle
ui-scores-player = Spieler

## move labels: was ein Zug-Knopf und das Protokoll für einen Zug sagen, dessen Notation Wörter
## enthält (State.action_label)
move-pass = passen

## The new-game dialog (issue 36 item 3): one click against the computer, the options folded
## away and said in words (option-<game>-<name>-help, option-<game>-<name>-is-<value>; the
## -description texts above name the values as they are typed, for the terminal and the API)
ui-play-computer = Gegen den Computer
ui-play-computer-label = { $game } gegen den Computer spielen (mittel), mit den üblichen Regeln
ui-play-solo = Gleich spielen
ui-play-solo-label = { $game } gleich spielen, mit den üblichen Regeln
ui-play-with-options = Mit anderen spielen, Regeln wählen
ui-game-options = Spieloptionen
ui-game-options-note = Es gelten die üblichen Regeln, außer du änderst sie hier.
ui-more-settings = Wer zusehen darf, Wertung und Bedenkzeit
ui-last-moves = Letzte Züge
option-first-help = Wer den ersten Zug macht.
option-first-is-lot = Wird ausgelost
option-first-is-seat = { $player } beginnt

## Das Protokoll in Sätzen (Issue 36)
log-pass = { $player } passt
