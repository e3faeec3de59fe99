# Die Texte der Regeln und des Servers auf Deutsch.
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

## Abräumen
abraeumen-solved = gelöst: ein Stein ist übrig
abraeumen-stuck = kein Sprung mehr möglich; { $stones ->
    [one] { $stones } Stein ist übrig
   *[other] { $stones } Steine sind übrig
}
abraeumen-syntax = schreibe einen Sprung als von-nach mit Feldern a1..f6, z. B. c1-a1
abraeumen-straight = ein Sprung geht genau zwei Felder gerade entlang einer Reihe oder Linie, über einen Stein
abraeumen-no-stone = auf { $square } liegt kein Stein
abraeumen-no-stone-over = auf { $square } liegt kein Stein zum Überspringen
abraeumen-not-free = { $square } ist nicht frei

## Der Server (fives.server)
server-illegal = { $move } ist nicht erlaubt: { $reason }

## Zahlenpoker
zahlenpoker-chose = { $player } hat gewählt
zahlenpoker-most = { $players } { $count ->
    [one] hat
   *[other] haben
} die meisten Steine gewonnen ({ $stones })
zahlenpoker-sum = { $players } haben je { $stones } Steine gewonnen; { $player } hat die höchste Augensumme ({ $sum })
zahlenpoker-draw-sum = Unentschieden: { $players } haben je { $stones } Steine mit derselben Augensumme ({ $sum }) gewonnen
zahlenpoker-syntax = schreibe einen Wert 1-4, 'empty' für die leere Hand oder 'steal P2'
zahlenpoker-no-player = in einer Partie zu { $players } gibt es keinen { $player }
zahlenpoker-not-shown = { $player } hat keine { $value } gezeigt
zahlenpoker-steal-when = ein Stein kann nur gestohlen werden, wenn genau eine leere Hand aufgedeckt wurde
zahlenpoker-self = du kannst nicht bei dir selbst stehlen
zahlenpoker-no-stone = { $player } hat keinen Stein gezeigt
zahlenpoker-thief-first = { $player } wählt zuerst, welcher gezeigte Stein gestohlen wird
zahlenpoker-empty-used = du hast deine leere Hand schon gezeigt (einmal pro Partie)
zahlenpoker-none-left = du hast keine { $value } mehr in der Hand

## Torris
colour-starts = { $player } beginnt (ausgelost)
torris-blocked = ({ $player } ist blockiert und passt) { $line }
torris-blocked-again = { $player } ist blockiert und passt; { $other } zieht noch einmal
torris-points = { $player } gewinnt nach Punkten, { $won } zu { $lost }
torris-highest = Punktgleichstand ({ $points } je Seite); { $player } hat den { $rank ->
    [1] höchsten
   *[other] { $rank }.-höchsten
} Turm
torris-draw = Unentschieden: gleiche Punkte ({ $points } je Seite) und gleich hohe höchste Türme
torris-syntax = schreibe einen Zug als von-nach mit Feldern a1..h4, z. B. c3-e3
torris-straight-to = ein Stein zieht gerade entlang einer Reihe oder Linie auf ein anderes Feld
torris-straight = ein Stein zieht gerade entlang einer Reihe oder Linie
torris-chance-outcome = das ist ein Zufallsergebnis, kein Zug
torris-no-stone = auf { $square } liegt kein Stein
torris-not-yours = der oberste Stein auf { $square } gehört { $player }
# der Stein, der zieht, nach seinem Symbol, als Subjekt (mit Artikel)
torris-stone = { $symbol ->
    [dot] der Punkt
    [line] der Strich
    [triangle] das Dreieck
   *[square] das Quadrat
}
torris-too-few = { $stone } auf { $square } zieht genau { $steps } { $steps ->
    [one] Schritt
   *[other] Schritte
}, nur besetzte Felder gezählt, und { $direction ->
    [right] rechts
    [left] links
    [up] oben
   *[down] unten
} liegen weniger Steine
torris-lands = { $stone } auf { $square } zieht genau { $steps } { $steps ->
    [one] Schritt
   *[other] Schritte
}, nur besetzte Felder gezählt: { $direction ->
    [right] rechts
    [left] links
    [up] oben
   *[down] unten
} landet { $stone } auf { $landing }
torris-climb = der Stein auf { $square } steht auf Höhe { $level } und muss aufsteigen, aber der Turm auf { $target } hat nur { $stones ->
    [one] { $stones } Stein
   *[other] { $stones } Steine
}

## Make 5
make5-bag = aus dem Beutel gezogen: ein { $colour ->
    [red] roter
    [yellow] gelber
    [green] grüner
    [blue] blauer
   *[white] weißer
} Stein
make5-lot = { $player } sortiert zuerst (ausgelost)
make5-roll = { $player } (Chaot) rollt den { $colour ->
    [red] roten
    [yellow] gelben
    [green] grünen
    [blue] blauen
   *[white] weißen
} Stein in Bahn { $runway }
make5-make-five = MAKE FIVE: { $player } hat in Spiel { $game } alle fünf Reihen sortiert
make5-higher = { $player } hat nach { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spielen
} die höhere Summe ({ $won } zu { $lost })
make5-tied = nach { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spielen
} steht es gleich ({ $total } je Spieler): unentschieden
make5-places = eine Bahn hat die Plätze 1-{ $places } (1 ist der unterste)
make5-runways = die Bahnen heißen a-e, von links nach rechts
make5-chaot-rolls = der Chaot muss den gezogenen Stein in eine Bahn rollen (schreibe ihren Buchstaben, z. B. c)
make5-full = Bahn { $runway } ist voll (fünf Steine)
make5-sorter-moves = der Ordnungsfreak bewegt einen Stein (z. B. b2-e) oder passt; nur der Chaot rollt neue Steine ein
make5-no-token = auf { $square } liegt kein Stein
make5-top-token = das ist der oberste Stein seiner Bahn: er würde an denselben Platz zurückrollen (pass)
make5-not-role = der { $role ->
    [sorter] Ordnungsfreak
   *[chaot] Chaot
} ist jetzt nicht am Zug
make5-syntax = der Ordnungsfreak schreibt Stein-Bahn, z. B. b2-e (der Stein auf Bahn b, Platz 2, rollt in Bahn e), oder pass; der Chaot schreibt die Bahn, z. B. c

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

## Hütchenspieler
huetchen-most = { $players } hat die meisten Steine ({ $stones })
huetchen-share = { $players } teilen sich den Sieg mit je { $stones } Steinen
huetchen-starts = { $player } beginnt (ausgelost)
huetchen-asks = { $player } fragt nach dem { $symbol }
huetchen-shuffles = { $player } schiebt { $stone }>{ $gap } (Stein { $stone } { $where ->
    [left] ans linke Ende
    [right] ans rechte Ende
   *[between] zwischen die Steine { $gap } und { $next }
})
huetchen-shuffles-unseen = { $player } verschiebt einen Stein
huetchen-turn-down = { $player } dreht die vier Steine um
huetchen-lays = { $player } legt vier Steine offen aus
huetchen-turns = { $player } dreht Stein { $position } um: { $symbol } ({ $verdict ->
    [right] richtig
   *[wrong] falsch
}, gefragt war { $asked })
huetchen-result = { $turned }; { $then }
huetchen-goes = er geht an { $player }
huetchen-both = Stein { $position } ist { $symbol }: beide gehen an { $player }
huetchen-shuffle-syntax = ein Schiebezug ist Stein>Lücke mit einem Stein 1-4 und einer Lücke 0-4
huetchen-noop = die Lücken { $before } und { $stone } liegen neben Stein { $stone }: die Reihe bliebe gleich
huetchen-positions = die Plätze der Reihe sind 1 bis 4, von links
huetchen-players = die Spieler sind P1 bis P{ $players }
huetchen-symbols = die Symbole sind dot (Punkt), line (Strich), triangle (Dreieck) und square (Quadrat)
huetchen-layout-names = eine Auslage nennt die vier Symbole dot, line, triangle, square (Punkt, Strich, Dreieck, Quadrat)
huetchen-layout-once = eine Auslage zeigt jedes der vier Symbole genau einmal
huetchen-syntax = schreibe eine Auslage als vier Symbole (dot line triangle square oder dlts), 'turn', einen Schiebezug als Stein>Lücke (z. B. 2>0), 'ask triangle' oder den Platz des umzudrehenden Steins (1-4)
huetchen-not-now = jetzt nicht: { $need }
huetchen-need-lay = der Hütchenspieler legt vier Steine aus (z. B. dot line triangle square)
huetchen-need-memo = die Sucher prägen sich die Reihe ein; der Hütchenspieler beendet das mit 'turn'
huetchen-need-shuffle = der Hütchenspieler macht Schiebezug { $move } von { $moves }
huetchen-need-ask = der Hütchenspieler fragt nach einem noch nicht aufgedeckten Symbol (z. B. ask triangle)
huetchen-need-pick = { $player } dreht einen verdeckten Stein um (seinen Platz)
huetchen-revealed = { $symbol } wurde in dieser Runde schon aufgedeckt
huetchen-turned = der Stein auf Platz { $position } ist schon umgedreht
huetchen-lacks = { $player } fehlt für ein Symbol ein Stein der eigenen Farbe

## Fünf gewinnt
fuenf-row = { $player } hat eine Reihe aus { $stones } gebildet
fuenf-repetition = dieselbe Stellung kam zum { $count }. Mal vor
fuenf-both-few = keiner hat noch fünf Steine
fuenf-few = { $player } hat weniger als fünf Steine übrig
fuenf-limit = die Grenze von { $turns } Zügen im Nachspiel ist erreicht
fuenf-syntax = schreibe ein Setzen als x,y (z. B. 0,0 oder 1,-2), einen Zug als von>nach (z. B. 1,0>2,1) oder pass
fuenf-all-placed = alle Steine sind gesetzt: im Nachspiel wird ein Stein gezogen, geschrieben von>nach (z. B. 1,0>2,1)
fuenf-first-middle = der erste Stein kommt in die Mitte der Fläche, 0,0
fuenf-not-free = { $cell } ist nicht frei
fuenf-no-contact = { $cell } berührt keinen Stein mit einer Seite (Eckkontakt genügt nicht)
fuenf-place-now = Steine werden erst im Nachspiel gezogen; setze jetzt einen Stein, geschrieben x,y
fuenf-no-own-stone = auf { $cell } liegt kein { $colour ->
    [white] weißer
   *[black] schwarzer
} Stein
fuenf-no-free-side = der Stein auf { $cell } hat keine freie Seite und kann nicht angehoben werden
fuenf-elsewhere = der Stein muss an eine andere Stelle gesetzt werden
fuenf-cut-off = { $cell } berührt die Spielfläche mit keiner Seite, sobald { $lifted } angehoben ist (abgeschnittene Steine werden geschlagen)
fuenf-pass-only = du darfst nur passen, wenn du nicht ziehen kannst

## Cambio
cambio-label = { $player } ({ $symbol })
cambio-place = { $player } stellt einen Würfel auf { $square } ({ $symbol })
cambio-line = { $players } hat mit dem Schub in { $push } eine Linie gebildet
cambio-line-for = { $player } schob in { $push } und bildete nur eine Linie für { $players }
cambio-draw-lines = Unentschieden: der Schub in { $push } bildete zugleich Linien für { $players }
cambio-shared = geteilter Sieg: der Schub in { $push } bildete zugleich Linien für { $players }
cambio-repetition = Unentschieden: dieselbe Stellung mit demselben Spieler am Zug kam zum dritten Mal vor
cambio-pushes = Unentschieden: { $pushes } Schübe wurden gemacht
cambio-all-passed = Unentschieden: alle haben nacheinander gepasst (niemand hat einen erlaubten Schub)
cambio-line-name = { $kind ->
    [row] Reihe
    [column] Spalte
   *[diagonal] Diagonale
} { $ends }
cambio-syntax-setup = setze einen Würfel, indem du ein Feld a1..e5 nennst, z. B. c3
cambio-syntax-push = schreibe einen Schub als Eintrittsfeld und Richtung (> < ^ v), z. B. a3> oder c5v, oder 'pass'
cambio-enters = ein Schub { $direction } beginnt auf { $kind ->
    [file] Linie
   *[rank] Reihe
} { $edge } (am Ende seiner Linie)
cambio-no-pass-setup = beim Aufbau wird nicht gepasst
cambio-pass-only = du darfst nur passen, wenn kein Schub erlaubt ist
cambio-setup-unfinished = der Aufbau ist nicht fertig: setze einen Würfel, indem du ein freies Feld nennst
cambio-push-off = { $push } würde { $symbol } ({ $letter }) auf { $square } aus dem Rahmen schieben; du darfst nur neutrale Würfel oder Würfel mit deinem Symbol hinausschieben
cambio-other-only = { $push } würde nur für einen anderen Spieler eine Linie bilden (own_line_rule=forbidden)
cambio-setup-over = der Aufbau ist vorbei: ein Zug ist ein Schub, z. B. a3> oder c5v
cambio-corner = { $square } ist eine Ecke: in den vier Ecken liegen neutrale Würfel
cambio-occupied = auf { $square } liegt schon ein Würfel mit dem { $symbol } ({ $letter })
cambio-advice = { $square } würde drei oder mehr { $letter } in { $lines } bringen (setup_advice=enforce)

## All Fives
all-fives-team = { $first }+{ $second }
all-fives-draws = { $player } zieht { $tile }
all-fives-draws-hidden = { $player } zieht einen Stein
all-fives-receives = { $player } erhält { $tile }
all-fives-receives-hidden = { $player } erhält einen Stein
all-fives-opens-lot = { $player } eröffnet Runde { $round } durch das Los
# eine Zeile des Protokolls und was ihr Zug danach bewirkte
all-fives-then = { $line }; { $clause }
all-fives-ends = { $line } (Summe der Enden: { $total })
all-fives-ends-scores = { $line } (Summe der Enden: { $total }, also { $points } Punkte)
all-fives-opens-after = { $player } eröffnet nach dem Domino
all-fives-opens-highest = { $player } hat den höchsten Stein und eröffnet damit
all-fives-round = Runde { $round } gewinnt { $winners }: { $how }; { $gain }
all-fives-domino-by = Domino von { $player }
all-fives-blocked = die Runde ist blockiert
all-fives-side-scores = { $side } erhält { $points } Punkte
all-fives-no-points = keine Handpunkte
all-fives-over = die Partie ist vorbei
all-fives-target = { $sides } { $count ->
    [one] hat
   *[other] haben
} das Ziel von { $target } erreicht
all-fives-limit-equal = die Grenze von { $rounds } Runden ist erreicht, alle Punktstände sind gleich
all-fives-limit = die Grenze von { $rounds } Runden ist erreicht; { $sides } { $count ->
    [one] hat
   *[other] haben
} die meisten Punkte
all-fives-chance-syntax = ein Zufallsergebnis ist ein Stein wie 3-6 oder 'lot P2'
all-fives-syntax = schreibe einen Zug als Stein@Ende, z. B. 6-2@E (Enden W, E, N, S; die Eröffnung ist nur 3-6), oder draw oder pass
all-fives-forced = der gezogene Stein { $tile } passt und muss sofort gelegt werden
all-fives-must-play = du hast einen passenden Stein, und wer legen kann, muss legen
all-fives-must-draw = du musst ziehen, solange der Vorrat Steine hat
all-fives-no-draw = im Vorrat ist kein Stein mehr; passe
all-fives-not-play = das ist kein Anlegen
all-fives-not-held = du hast { $tile } nicht
all-fives-must-forced = du musst { $tile } legen (den eben gezogenen Stein oder den höchsten zur Eröffnung)
all-fives-opening = der erste Stein eröffnet die Auslage: schreibe nur { $tile }
all-fives-name-end = nenne das Ende, an das du legst, z. B. { $example }
all-fives-no-spinner = es gibt noch keinen Spinner, also keine Seitenarme
all-fives-arms = die Seitenarme des Spinners öffnen sich erst, wenn beide geraden Seiten belegt sind
all-fives-mismatch = Ende { $end } zeigt { $value }, und { $tile } passt nicht dazu
cambio-warning = { $count } × { $letter } ({ $symbol }) in { $line }: die Spielregel rät beim Aufbau zu höchstens zwei gleichen Symbolen in einer Linie

## Tipps und Analyse (Issue 25): die Gründe für einen Zug, fives.ai.advice und fives.ai.<game>.explain
advice-only-move = der einzige erlaubte Zug
advice-wins = gewinnt das Spiel
advice-blocks = verhindert, dass { $player } mit dem nächsten Zug gewinnt
advice-forces-win = gewinnt erzwungen: was auch immer geantwortet wird, der nächste Zug gewinnt
advice-scores = bringt { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
advice-best = der stärkste Zug, den der Computer findet
advice-abraeumen-last = der letzte Sprung: ein Stein bleibt übrig
advice-abraeumen-solvable = das Brett bleibt lösbar (es kann noch ein Stein übrig bleiben)
advice-abraeumen-lost = kein Sprung hält das Brett noch lösbar; dieser lässt die meisten Sprünge offen
advice-five-completes = vollendet eine Fünferreihe auf { $cell }
advice-five-blocks = blockiert die Reihe von { $count } Steinen von { $player } auf { $cell }
advice-five-builds = bildet eine Reihe von { $count } Steinen auf { $cell }
advice-all-fives-scores = bringt { $points } Punkte an den offenen Enden
advice-cambio-completes = vollendet deine Linie: { $line }
advice-cambio-blocks = blockiert die Linie von { $player } in { $line } (ein Würfel fehlte zum Sieg)
advice-cambio-builds = bringt { $count } deiner Symbole in { $line }
advice-make5-raises = erhöht die Punkte der Reihen von { $before } auf { $after }
advice-make5-spoils = bringt den Reihen des Ordnungsfreaks nichts (sie zählen weiter { $points })
advice-make5-least = gibt dem Ordnungsfreak am wenigsten: die Reihen zählen dann { $points }
advice-make5-gathers = sammelt { $count } Steine einer Farbe in Reihe { $row }
advice-make5-could-score = mit { $move } hättest du { $points } Punkte erzielt
advice-make5-could-expect = mit { $move } hättest du etwa { $points } Punkte erwarten können
advice-make5-could-hold = mit { $move } hättest du den Ordnungsfreak auf { $points } Punkte gehalten
advice-make5-could-hold-about = mit { $move } hättest du den Ordnungsfreak auf etwa { $points } Punkte gehalten
advice-refused-people = Tipps gibt es nur allein oder gegen den Computer: mit einem anderen Menschen am Tisch würde ein Tipp das Spiel des Computers für dich spielen
advice-refused-over = die Partie läuft nicht: es gibt keinen Zug für einen Tipp
advice-refused-turn = du bist nicht am Zug: ein Tipp gilt deinem eigenen Zug
advice-busy = der Computer ist mit anderen Partien beschäftigt; versuche es gleich noch einmal
advice-cambio-setup = setzt den Würfel von { $player } dorthin, wo er dessen Linien am wenigsten hilft

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
results-game = Spiel
results-player = Spieler
results-total = Summe
results-hand-points = Handpunkte
results-running-total = Stand nach der Runde
results-how = Wie sie endete
results-sorter = Ordnungsfreak
results-points = Punkte
results-make-five = MAKE FIVE: alle fünf Reihen sortiert
results-make5-summary = Summe: { $players }
results-player-points = { $player } { $points }
results-abraeumen-solved = Gelöst!
results-abraeumen-left = { $stones ->
    [one] 1 Stein übrig
   *[other] { $stones } Steine übrig
}
results-zp-empty = leere Hand
results-zp-out = –
results-zp-result = Ergebnis
results-zp-keeps = { $player } gewinnt die Runde
results-zp-steals = { $thief } stiehlt den Stein von { $victim }
results-zp-blocked = zwei oder mehr leere Hände: die Runde ist blockiert
results-zp-nobody = niemand gewinnt die Runde
results-zp-stones = Gewonnene Steine
results-zp-sum = Summe der Werte
results-zp-in-hand = Noch in der Hand
results-hs-turn = Zug
results-hs-shuffler = Hütchenspieler
results-hs-seeker = Sucher
results-hs-asked = Gefragt nach
results-hs-turned = Umgedreht
results-hs-took = Den Stein erhält
results-hs-turned-stone = Stein { $position }: { $symbol }
results-hs-stones = Gezeigte Steine
results-hs-won = Steine fremder Farben
results-cambio-lines = { $player }: { $lines }
results-cambio-no-line = { $player }: keine Linie
results-cambio-pushes = { $pushes ->
    [one] 1 Schub in der Partie
   *[other] { $pushes } Schübe in der Partie
}
results-torris-side = { $player }: { $points } Punkte, Türme { $towers }
results-torris-no-towers = { $player }: keine Türme
results-torris-tiebreak = entschieden durch den { $rank ->
    [1] höchsten
    [2] zweithöchsten
    [3] dritthöchsten
   *[other] { $rank }.-höchsten
} Turm
results-fuenf-stones = Steine auf dem Brett: { $stones }
results-fuenf-captured = Geschlagene Steine: { $captured }
results-fuenf-row = Die Siegreihe: { $cells }
results-fuenf-afterplay = { $turns ->
    [one] 1 Zug im Nachspiel
   *[other] { $turns } Züge im Nachspiel
}
results-all-fives-tally = Strichliste
results-all-fives-tally-side = { $side }: { $points } Punkte
results-all-fives-scaled = Punkte durch fünf geteilt: { $score } auf dem Blatt sind { $points } Punkte
results-won = { $count ->
    [one] { $players } gewinnt
   *[other] { $players } gewinnen
}
results-draw = Unentschieden
results-all-fives-target-reached = das Ziel wurde während des Spiels erreicht


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
ui-chance = Zufall
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
ui-game-no = Spiel
ui-rematch-join = Zur Revanche
ui-rematch-offer = bietet eine Revanche an
ui-rematch-waiting = Eine Revanche wartet auf dich
ui-bag = Beutel
ui-spare = Ersatzwürfel
ui-cambio-tray = Cambio-Spielfeld
ui-all-fives-layout = Auslage der Dominosteine
## the open ends of the layout, by compass point (the board's labels; the log says them in words)
ui-end-w = W
ui-end-e = O
ui-end-n = N
ui-end-s = S
ui-hand = Hand
ui-boneyard = Vorrat
ui-ends = Offene Enden
ui-select-target = Jetzt das Ziel wählen.
ui-undone = Zug zurückgenommen
ui-hint-thinking = Suche einen Tipp…
ui-hint-solvable = Noch lösbar, bester Sprung
ui-hint-hopeless = Nicht mehr lösbar
ui-hint-solved = Gelöst: ein Stein ist übrig
ui-illegal = Hier kein erlaubter Zug.
ui-zoom-in = Vergrößern
ui-zoom-out = Verkleinern
ui-centre = Zentrieren
ui-tower = Turm
ui-chose = wählte
ui-has-chosen = hat gewählt
ui-stone = Stein
ui-face-up = offen
ui-face-down = verdeckt
ui-shuffle-move = Mischzug
ui-asked = Gefragt nach
ui-undo-title = Deinen letzten Zug und die Antwort des Computers zurücknehmen
ui-round-now = Jetzt: Runde { $n }
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
option-make5-first = Wer zuerst sortiert
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
game-cambio-description = Würfel in ein 5×5-Tablett schieben, bis eine Reihe nur dein Symbol zeigt (zu dritt: vier).
game-cambio-notation = Aufbau: ein Feld, z. B. c3; Spiel: Einschubfeld und Richtung, z. B. a3> e3< c1^ c5v; 'pass'
option-cambio-setup-description = von Hand: die Spieler setzen die Startwürfel abwechselnd; zufällig: der Zufall setzt sie
option-cambio-setup-advice-description = keine drei gleichen Symbole in einer Linie beim Aufbau: warnen (nur Hinweis) oder erzwingen (verboten, solange ein anderer Platz geht)
option-cambio-own-line-rule-description = ein Schub, der nur Linien anderer Spieler bildet: Gegner gewinnt, oder verboten (außer er bildet auch die eigene Linie)
option-cambio-repetition-description = dasselbe Tablett mit demselben Spieler am Zug zum dritten Mal ist unentschieden
option-cambio-max-pushes-description = nach so vielen Schüben ist das Spiel unentschieden
game-abraeumen-description = Stein über Stein springen, bis nur einer übrig ist: ein Solitärspiel auf einem 6×6-Feld.
game-abraeumen-notation = von-nach, z. B. c1-a1 (Spalten a-f, Reihen 1-6)
game-fuenf_gewinnt-description = 16 Steine Kante an Kante auf den freien Tisch legen und fünf in eine Reihe bringen; sonst Steine versetzen, abschneiden und erobern.
game-fuenf_gewinnt-notation = Einsetzen x,y (z. B. 0,0 oder 1,-2; x nach rechts, y nach oben); Nachspiel von>nach (z. B. 1,0>2,1); 'pass'
option-first-description = Los (der Zufall entscheidet) oder eine Spielernummer
option-fuenf_gewinnt-afterplay-limit-description = nach so vielen Nachspielzügen (beide Spieler zusammen) ist das Spiel unentschieden
option-fuenf_gewinnt-reconnect-description = der versetzte Stein rettet die Gruppen, die er berührt (sonst zählt, was beim Anheben abgeschnitten wird)
option-fuenf_gewinnt-few-stones-lose-description = wer weniger als fünf Steine hat, verliert (sonst spielt er weiter)
game-torris-description = Steine so weit ziehen, wie ihr Symbol sagt, immer aufwärts, und die höchsten Türme besitzen.
game-torris-notation = von-nach, z. B. c3-e3 (Spalten a-h, Reihen 1-4); der Aufbau zieht z. B. 'a1=dot', das Los 'white starts'
option-torris-closing-description = wenn ein einzelner Stein sein Feld verlässt: Reihe (die lückenlose Reihe dahinter rückt eins vor) oder kompakt (alle Türme dahinter rücken auf)
option-torris-tiebreak-description = gleiche Punkte und gleich hohe höchste Türme: nächster (die nächsthöheren Türme entscheiden) oder unentschieden
game-huetchenspieler-description = Vier Steine merken, dem Mischen mit den Augen folgen und das gefragte Symbol finden.
game-huetchenspieler-notation = Auslegen 'dot line triangle square' (oder 'dlts'); 'turn'; Mischen Stein>Lücke, z. B. 2>0 (Steine 1-4 von links, Lücke g rechts von Stein g, 0 = linkes Ende); 'ask triangle'; wer sucht, dreht einen Stein nach seiner Position um, z. B. 3
option-huetchenspieler-memorize-seconds-description = so lange liegt die Reihe offen, bevor sie umgedreht wird (Spielregel: 10 bis 20)
game-zahlenpoker-description = Bluffen mit Steinen 1–4: alle zeigen gleichzeitig; der höchste Wert, den nur einer zeigt, gewinnt.
game-zahlenpoker-notation = 1..4 zeigt einen Stein, 'empty' die leere Hand; nach einer einzelnen leeren Hand: 'steal P2'
option-zahlenpoker-leftover-description = wenn die Hände verschieden groß sind: ohne Gegner (wer kann, spielt weiter), behalten (Spielende, übrige zählen als gewonnen) oder verfallen (Spielende, übrige gehen verloren)
option-zahlenpoker-empty-without-stones-description = wer keine Steine mehr hat, darf die unbenutzte leere Hand noch zeigen
game-all_fives-description = Domino mit Doppel-Sechs und einem Spinner: punkten, wenn die offenen Enden ein Vielfaches von fünf ergeben.
game-all_fives-notation = ein Stein a-b; die Eröffnung 3-6, spätere Züge 6-2@E (Enden W, E, N, S); 'draw'; 'pass'
option-all_fives-hand-size-description = so viele Steine bekommt jeder Spieler
option-all_fives-hand-size-default = 9 bei 2 Spielern, 7 bei 3, 5 bei 4
option-all_fives-divide-by-five-description = Variante: jede Wertung geteilt durch fünf (Ziel 61)
option-all_fives-target-description = mit so vielen Punkten ist die Partie gewonnen
option-all_fives-target-default = 250 bei 2 Spielern, 200 bei 3 oder 4; 61, wenn die Punkte durch fünf geteilt werden
option-all_fives-highest-double-leads-description = Variante: statt des Loses beginnt, wer den höchsten Pasch hat, mit ihm
option-all_fives-keep-two-description = Variante: die letzten zwei Steine des Vorrats dürfen nicht gezogen werden
option-all_fives-round-limit-description = nach so vielen Runden endet die Partie spätestens (die meisten Punkte gewinnen)
game-make5-description = Einer sortiert farbige Steine in die Reihen eines schrägen Bretts, der andere rollt neue hinein; Rollentausch über sechs Spiele.
game-make5-notation = Sortierer: b2-e (Stein auf Bahn b, Platz 2, rollt in Bahn e) oder 'pass'; Chaot: c (Bahn)
option-make5-first-description = wer im ersten Spiel sortiert: eine Spielernummer oder das Los
option-make5-games-description = nach jedem Spiel wechseln die Rollen (eine gerade Zahl gibt beiden gleich viele)
option-make5-tie-description = unentschieden, oder Entscheidung (noch ein Spielpaar; wieder gleich: unentschieden)
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
abraeumen-hint-solvable = noch lösbar, bester Sprung { $jump }
abraeumen-hint-solved = gelöst: ein Stein ist übrig
abraeumen-hint-lost = nicht mehr lösbar

## Page texts of the boards and the replay (were tr({en, de}) pairs in the boards)
ui-opening-tile-here = erster Stein hier
ui-draw-tile = Stein ziehen
ui-target-score = Ziel { $target }
ui-setup-places = { $who } setzt noch { $left } Würfel mit dem Symbol von { $owner }:
ui-stone-counts = in der Hand { $hand }, auf dem Tisch { $table }, erobert { $captured }
ui-stone-to-left-end = Stein { $i } an das linke Ende
ui-stone-to-right-end = Stein { $i } an das rechte Ende
ui-stone-between = Stein { $i } zwischen Stein { $g } und { $next }
ui-shuffles = mischt
ui-seeks = sucht
ui-shuffled = Gemischt
ui-lay-out = Auslegen, von links nach rechts:
ui-ask-for = Fragen nach:
ui-memorise = Reihe merken:
ui-seekers-memorise = Die Suchenden merken sich die Reihe
ui-ready-now = bereit
ui-turn-down = Steine umdrehen
ui-lone-empty-hand = Eine einzelne leere Hand: der Dieb nimmt einen gezeigten Stein.
ui-you-chose = Deine Wahl: { $choice }; warte auf die anderen.
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
option-first-too-high = { $game }: first={ $first }, aber es spielen nur { $players }
option-all_fives-too-many-tiles = all_fives: { $hands } Hände zu je { $tiles } Steinen brauchen mehr als die 28 Steine des Spiels

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
## Tipps in Worten für jedes Spiel (Issue 25): Torris, Zahlenpoker, Hütchenspieler, Doppeldrohungen in Fünf gewinnt
advice-torris-no-move = lässt { $player } keinen Zug, also ziehst du noch einmal (der Stein zieht nach { $square })
advice-torris-takes = erobert den Turm von { $player } auf { $square } ({ $height } { $height ->
        [one] Stein
       *[other] Steine
    }; Punkte danach: { $mine } zu { $theirs })
advice-torris-closes = schließt { $count } { $count ->
        [one] Turm
       *[other] Türme
    } hinter dem Stein auf, der nach { $square } zieht (Punkte danach: { $mine } zu { $theirs })
advice-torris-raises = baut deinen Turm auf { $square } auf { $height } Steine (Punkte danach: { $mine } zu { $theirs })
advice-zahlenpoker-mix = das Gleichgewicht zeigt hier in { $percent } % der Fälle { $value ->
        [0] die leere Hand
       *[other] eine { $value }
    }: eine Mischung, die der Gegner nicht ausnutzen kann
advice-zahlenpoker-always = das Gleichgewicht zeigt hier immer { $value ->
        [0] die leere Hand
       *[other] eine { $value }
    }
advice-zahlenpoker-top = niemand sonst kann noch eine { $value } oder höher zeigen: nur eine leere Hand kann ihr die Runde nehmen
advice-zahlenpoker-steals = stiehlt die { $value }, die { $player } gezeigt hat
advice-huetchen-found = von der Reihe, die du offen gesehen hast, durch die { $moves } Verschiebezüge verfolgt: { $symbol } liegt unter Stein { $position }
advice-huetchen-follow = { $symbol } liegt unter einem der { $count } verdeckten Steine: verfolge das Symbol von dort, wo du es gesehen hast, durch die { $moves } Verschiebezüge (dieser Tipp kann es nicht sagen und rät auf Stein { $position })
advice-huetchen-ask = fragt nach dem Symbol { $symbol }: das gewinnen die Sucher am seltensten
advice-huetchen-shuffle = verschiebt { $stones } Steine: ein Sucher, der 80 % der Züge folgt, findet dann etwa { $found } der vier Symbole
advice-huetchen-lay = jede Reihenfolge ist gleich gut: die Sucher sehen die Reihe ohnehin, es kommt auf das Verschieben an
advice-five-open-four = schafft zwei Felder, die sofort eine Fünferreihe vollenden (auf { $cells }): { $player } kann nur eines besetzen
advice-five-parries = vereitelt die Doppeldrohung von { $player } auf { $cell } (eine offene Dreierreihe oder zwei Reihen zugleich)
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
term-abraeumen-stones-left = übrige Steine: { $stones }
term-abraeumen-hint-help = ist das Rätsel noch lösbar, und mit welchem Sprung?
term-to-move = { $player } ist am Zug
term-your-moves = deine Züge: { $moves }
term-torris-title = Torris · P1 Weiß, P2 Schwarz
term-torris-cell = Feld: Höhe, oberes Symbol, obere Farbe (W = weiß, B = schwarz); 'tower c3' zeigt einen Turm
term-torris-steps = Schritte: • Punkt 1 · │ Strich 2 · ▲ Dreieck 3 · ■ Quadrat 4
term-torris-points = Punkte: Weiß { $white } · Schwarz { $black }
term-torris-setting-up = Aufbau
term-torris-blocked = blockiert (kann nicht ziehen): { $players }
term-torris-no-square = kein Feld { $square }: nenne eines von a1..h{ $ranks }, z. B. 'tower c3'
term-torris-empty = { $square } ist leer
term-torris-tower = Turm auf { $square }: { $stones ->
    [one] 1 Stein
   *[other] { $stones } Steine
}, gehört { $owner } (von oben)
term-torris-level = Ebene { $level }:
term-torris-stone = { $colour } { $symbol ->
    [dot] Punkt (1 Schritt)
    [line] Strich (2 Schritte)
    [triangle] Dreieck (3 Schritte)
    [square] Quadrat (4 Schritte)
   *[down] verdeckt
}
term-torris-tower-help = <Feld>: zeigt jeden Stein des Turms auf diesem Feld, von oben
term-warning = Hinweis: { $text }
term-cambio-neutral = neutral
term-cambio-symbol = { $letter } ({ $symbol ->
    [circle] Kreis
    [triangle] Dreieck
   *[square] Quadrat
})
term-cambio-wins = eine Linie aus { $length } gewinnt:
term-cambio-setup = Aufbau: { $player } setzt Würfel mit
term-cambio-setup-left = : noch { $left } (insgesamt noch { $all } Würfel); nenne ein freies Feld
term-cambio-to-push = schiebt
term-cambio-pass = (kein erlaubter Schub: passe)
term-cambio-over = Partie vorbei nach { $pushes } Schüben
term-cambio-spare = Ersatzwürfel:
term-cambio-pushes = Schübe { $pushes }/{ $most }   diese Stellung { $seen }-mal gesehen
term-cambio-line = Linie:
term-make5-title = Make 5 · Partie { $game } von { $games }
term-make5-decider = (Entscheidungspartie)
term-make5-sorter = { $player } ordnet (Ordnungsfreak, A)
term-make5-chaot = { $player } ist der Chaot (B)
term-make5-roll-in = oben einrollen
term-make5-runway = Bahn
term-make5-row = Reihe { $row }
term-make5-row-score = Reihenwert
term-make5-sum = Summe { $sum }
term-make5-roll-down = (Chips rollen bis Reihe 1)
term-make5-drawn = gezogen:
term-make5-rolls = { $colour ->
    [red] rot
    [yellow] gelb
    [green] grün
    [blue] blau
    [white] weiß
   *[other] {""}
}: { $player } rollt ihn in eine Bahn
term-make5-last-move = der Beutel ist leer: { $player } hat einen letzten Zug
term-make5-bag = Beutel (noch { $left }):
term-make5-match = Match:
term-make5-games = Partien:
term-game-over = Partie vorbei
term-you = (du)
term-zp-empty-hand = leere Hand
term-zp-stole = { $thief } hat { $victim } die { $value } gestohlen
term-zp-blocked = die leeren Hände haben sich gegenseitig blockiert
term-zp-keeps = { $player } behält die { $value }
term-zp-no-winner = kein Gewinner
term-zp-no-round = noch keine Runde wurde aufgedeckt
term-zp-round = Runde { $round }
term-zp-rounds-help = zeigt jede aufgedeckte Runde: die gezeigten Steine und wer sie gewann
term-zp-column = { $column ->
    [player] Spieler
    [hand] Hand
    [empty] leere Hand
    [round] diese Runde
    [won] gewonnen
   *[score] Punkte
}
term-zp-chose = hat { $value } gewählt
term-zp-chosen = hat gewählt
term-zp-choosing = wählt ...
term-zp-to-steal = stiehlt
term-zp-out = draußen
term-zp-used = benutzt
term-zp-unused = frei
term-zp-revealed = Aufgedeckt:
term-zp-steals = { $player } hat die leere Hand gezeigt und stiehlt einen gezeigten Stein.
term-zp-last-reveal = Zuletzt aufgedeckt (Runde { $round }):
term-hs-symbol = { $symbol ->
    [dot] Punkt
    [line] Strich
    [triangle] Dreieck
    [square] Quadrat
   *[other] { $symbol }
}
term-hs-no-stones = (keine Steine auf dem Tisch)
term-hs-stone = Stein
term-hs-gap = Lücke
term-hs-player = Spieler
term-hs-colour = Farbe
term-hs-won = gewonnen
term-hs-stones = Steine
term-hs-shuffler = (mischt)
term-colour = { $colour ->
    [white] weiß
   *[black] schwarz
}
term-hs-asked = { $player } wurde nach { $asked ->
    [dot] dem Punkt
    [line] dem Strich
    [triangle] dem Dreieck
    [square] dem Quadrat
   *[other] { $asked }
} gefragt, deckte Stein { $stone } auf: { $glyph } { $symbol ->
    [dot] Punkt
    [line] Strich
    [triangle] Dreieck
    [square] Quadrat
   *[other] { $symbol }
}
term-hs-and-stone = (und Stein { $stone }: { $symbol })
term-hs-head = Runde { $round }  Zug { $turn }/{ $turns }  es mischt { $player }
term-hs-status = { $phase ->
    [lot] der Startspieler wird ausgelost
    [lay] wer mischt, legt vier Steine aus
    [memorize] merke dir die Reihe! ({ $seconds } Sekunden)
    [shuffle] es wird gemischt: { $moves } von { $required } Zügen
    [ask] wer mischt, fragt { $seeker } nach einem Symbol
    [pick] { $seeker }: wo ist { $asked ->
    [dot] der Punkt
    [line] der Strich
    [triangle] das Dreieck
    [square] das Quadrat
   *[other] { $asked }
}?
   *[over] jeder hat zweimal gemischt
}
term-hs-moves = Mischzüge:
term-fuenf-counts = in der Hand { $hand }   auf dem Tisch { $table }   geschlagen { $captured }
term-fuenf-placement = Einsetzen: { $placed } von 32 Steinen gesetzt
term-fuenf-write-cell = (schreibe x,y)
term-fuenf-afterplay = Nachspiel: { $turns } von höchstens { $most } Zügen gespielt
term-fuenf-write-move = (schreibe von>nach; 'where x,y' zeigt, wohin ein Stein darf)
term-fuenf-where-syntax = schreibe where x,y, z. B. where 1,0
term-fuenf-cannot-move = der Stein auf { $cell } kann jetzt nicht ziehen
term-fuenf-cells = { $count ->
    [one] 1 Feld
   *[other] { $count } Felder
}: { $cells }
term-fuenf-where-help = where x,y: die Felder, auf die der Stein auf x,y ziehen darf (Nachspiel)
term-af-no-tile = (noch kein Stein gelegt: wer eröffnet, legt einen beliebigen Stein)
term-af-arm = Arm { $name }:
term-af-no-spinner = noch kein Spinner
term-af-arm-open = offen, zählt 0, bis er begonnen ist
term-af-arm-closed = geschlossen, bis beide Seiten belegt sind
term-af-from-spinner = vom Spinner { $spinner }: { $state }
term-af-open-ends = offene Enden:
term-af-counts-0 = (zählt 0)
term-af-none = keine
term-af-sum = Summe { $sum }
term-af-multiple = (ein Vielfaches von fünf)
term-af-scores = Punkte:
term-af-target = Ziel { $target }{ $divided ->
    [true] , Punkte durch fünf geteilt
   *[false] {""}
}
term-af-your-hand = deine Hand ({ $player }):
term-af-empty = (leer)
term-af-must-play = du musst { $tile } legen
term-af-tiles-in-hand = Steine auf der Hand:
term-af-boneyard = Vorrat { $tiles }
term-af-drawable = ({ $tiles } dürfen gezogen werden)
term-af-match-over = das Match ist vorbei
term-af-to-play = { $player } ist dran
term-af-phase = { $phase ->
    [deal] Geben
    [lot] Auslosen
    [play] Spiel
    [draw] Ziehen
   *[over] vorbei
}
term-af-last-moves = letzte Züge:
term-af-last-round = letzte Runde: { $round }
term-af-result = Ergebnis: { $reason }
term-af-legal = erlaubt: { $moves }

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
# ein Torris-Stein, wie ein Feld ihn vorliest (Farbe und Symbol)
ui-torris-stone-label = { $symbol ->
    [dot] { $colour ->
        [white] weißer
       *[black] schwarzer
    } Punkt
    [line] { $colour ->
        [white] weißer
       *[black] schwarzer
    } Strich
    [triangle] { $colour ->
        [white] weißes
       *[black] schwarzes
    } Dreieck
    [square] { $colour ->
        [white] weißes
       *[black] schwarzes
    } Quadrat
   *[other] { $colour ->
        [white] weißer
       *[black] schwarzer
    } Stein
}
# Abräumen: die Steine auf dem Brett, darunter
ui-stones-left-count = { $n ->
    [one] { $n } Stein übrig
   *[other] { $n } Steine übrig
}
# Make 5: die beiden Rollen, neben den Namen der Spieler unter dem Brett
ui-make5-role = { $role ->
    [sorter] Ordnungsfreak
   *[chaot] Chaot
}
# Make 5: die Farbe eines Steins (die Zahlen des Beutels unter dem Brett)
ui-make5-colour = { $colour ->
    [red] rot
    [yellow] gelb
    [green] grün
    [blue] blau
   *[white] weiß
}
# der Kopf der ersten Spalte der Punktetabelle
ui-scores-player = Spieler

## move labels: was ein Zug-Knopf und das Protokoll für einen Zug sagen, dessen Notation Wörter
## enthält (State.action_label)
move-pass = passen
move-draw = ziehen
move-empty = leere Hand
move-steal = { $player } bestehlen
move-torris-draw = { $square } = { $symbol }
move-ask = { $symbol ->
    [dot] nach dem Punkt fragen
    [line] nach dem Strich fragen
    [triangle] nach dem Dreieck fragen
   *[square] nach dem Quadrat fragen
}
move-turn = Steine umdrehen
move-layout = { $a } { $b } { $c } { $d }

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
option-make5-first-help = Wer im ersten Spiel die Steine sortiert.
option-make5-first-is-seat = { $player } sortiert zuerst
option-cambio-setup-help = Wie die Startwürfel auf das Tablett kommen.
option-cambio-setup-is-manual = Die Spieler setzen sie abwechselnd
option-cambio-setup-is-random = Der Zufall setzt sie
option-cambio-setup-advice-help = Drei gleiche Symbole in einer Linie beim Aufbau:
option-cambio-setup-advice-is-warn = Erlaubt, mit einem Hinweis
option-cambio-setup-advice-is-enforce = Verboten, solange ein anderer Platz frei ist
option-cambio-own-line-rule-help = Ein Schub, der nur Linien anderer Spieler vollendet:
option-cambio-own-line-rule-is-opponent-wins = Wem die Linie gehört, der gewinnt
option-cambio-own-line-rule-is-forbidden = Verboten (außer er vollendet auch die eigene Linie)
option-cambio-repetition-help = Dasselbe Tablett mit demselben Spieler am Zug zum dritten Mal: das Spiel endet unentschieden.
option-cambio-max-pushes-help = Nach so vielen Schüben endet das Spiel unentschieden.
option-fuenf_gewinnt-afterplay-limit-help = Nach so vielen Nachspielzügen (beide Spieler zusammen) endet das Spiel unentschieden.
option-fuenf_gewinnt-reconnect-help = Der versetzte Stein verbindet abgeschnittene Gruppen wieder mit der Spielfläche. Ohne das wird geschlagen, was beim Anheben des Steins abgeschnitten ist.
option-fuenf_gewinnt-few-stones-lose-help = Wer weniger als fünf Steine hat, verliert. Ohne das spielt er weiter.
option-torris-closing-help = Wenn ein einzelner Stein sein Feld verlässt:
option-torris-closing-is-run = Die Türme direkt dahinter rücken ein Feld vor
option-torris-closing-is-compact = Alle Türme dahinter rücken auf, alle Lücken schließen sich
option-torris-tiebreak-help = Gleiche Punkte und gleich hohe höchste Türme:
option-torris-tiebreak-is-next = Die nächsthöheren Türme entscheiden
option-torris-tiebreak-is-draw = Das Spiel endet unentschieden
option-huetchenspieler-memorize-seconds-help = So viele Sekunden liegen die Steine offen, bevor sie umgedreht werden (laut Spielregel 10 bis 20).
option-zahlenpoker-leftover-help = Wenn manchen Spielern die Steine früher ausgehen als den anderen:
option-zahlenpoker-leftover-is-unopposed = Wer noch Steine hat, spielt weiter; bleibt einer allein, gewinnt er den Rest
option-zahlenpoker-leftover-is-kept = Das Spiel endet; übrige Steine zählen als gewonnen
option-zahlenpoker-leftover-is-void = Das Spiel endet; übrige Steine verfallen
option-zahlenpoker-empty-without-stones-help = Wer keine Steine mehr hat, darf seine unbenutzte leere Hand noch zeigen.
option-all_fives-highest-double-leads-help = Variante: statt des Loses beginnt, wer den höchsten Pasch hat, mit ihm.
option-make5-tie-help = Wenn die Partie gleich steht:
option-make5-tie-is-draw = Sie endet unentschieden
option-make5-tie-is-decider = Noch ein Spielpaar entscheidet (wieder gleich: unentschieden)
## Das Protokoll in Sätzen (Issue 36)
log-pass = { $player } passt
log-move-to = { $player } zieht von { $from } nach { $to }
abraeumen-jump = { $player } springt von { $from } nach { $to }
cambio-push-line = { $kind ->
    [row] Reihe
   *[column] Spalte
} { $line } von { $side ->
    [left] links
    [right] rechts
    [top] oben
   *[bottom] unten
}
cambio-push = { $player } schiebt einen Würfel in { $push } ein
cambio-random-setup = Die Würfel werden zufällig verteilt
fuenf-place = { $player } setzt einen Stein auf { $cell }
fuenf-move = { $player } zieht einen Stein von { $from } nach { $to }
torris-setup = Die Steine liegen in zufälliger Reihenfolge offen aus; { $player } beginnt (ausgelost)
torris-setup-first = Die Steine liegen in zufälliger Reihenfolge offen aus; { $player } beginnt
make5-move = { $player } rollt den Stein von { $square } in Bahn { $runway }
zahlenpoker-shows = { $player } zeigt eine { $value }
zahlenpoker-shows-empty = { $player } zeigt eine leere Hand
zahlenpoker-steals = { $player } bestiehlt { $victim }
all-fives-deal = Die Steine werden verteilt
all-fives-opens-with = { $player } eröffnet mit { $tile }
all-fives-plays = { $player } legt { $tile } ans { $end ->
    [W] westliche
    [E] östliche
    [N] nördliche
   *[S] südliche
} Ende
all-fives-draws-instead = { $player } kann nicht legen und zieht
all-fives-passes = { $player } kann nicht legen und passt
