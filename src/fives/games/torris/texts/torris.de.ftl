# Torris: die Texte, die dieses Spiel mitbringt (src/fives/games/torris), auf Deutsch.
# fives.i18n.fluent.catalog_text fügt sie an den gemeinsamen Katalog (src/fives/i18n/locales/de.ftl);
# jeder Schlüssel der englischen Datei steht hier mit denselben Variablen (tests/test_catalogs.py).

## Torris
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

## Ergebnisse in Worten (Issue 24): der Endbildschirm und das Terminal zeigen die Einzelheiten
## eines Ergebnisses (Daten) mit diesen Schlüsseln; ein Spieler ist der Anzeigename seines Platzes.
results-torris-side = { $player }: { $points } Punkte, Türme { $towers }
results-torris-no-towers = { $player }: keine Türme
results-torris-tiebreak = entschieden durch den { $rank ->
    [1] höchsten
    [2] zweithöchsten
    [3] dritthöchsten
   *[other] { $rank }.-höchsten
} Turm

## Page texts (moved from TEXT in js/i18n.js by scripts/text_to_ftl.py)
ui-tower = Turm

## Options and games' texts for the page and the terminal (option-*, game-*)
game-torris-description = Steine so weit ziehen, wie ihr Symbol sagt, immer aufwärts, und die höchsten Türme besitzen.
game-torris-notation = von-nach, z. B. c3-e3 (Spalten a-h, Reihen 1-4); der Aufbau zieht z. B. 'a1=dot', das Los 'white starts'
option-torris-closing-description = wenn ein einzelner Stein sein Feld verlässt: Reihe (die lückenlose Reihe dahinter rückt eins vor) oder kompakt (alle Türme dahinter rücken auf)
option-torris-tiebreak-description = gleiche Punkte und gleich hohe höchste Türme: nächster (die nächsthöheren Türme entscheiden) oder unentschieden

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

## Issue 23, the last leftovers (plug23b): errors by their code (the reason of an error that is no
## message; were fives.i18n.catalog.ERRORS), then the terminal boards (term-*, fives.cli.render)
term-to-move = { $player } ist am Zug
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

## audit 24
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

## move labels: was ein Zug-Knopf und das Protokoll für einen Zug sagen, dessen Notation Wörter
## enthält (State.action_label)
move-torris-draw = { $square } = { $symbol }

## The new-game dialog (issue 36 item 3): one click against the computer, the options folded
## away and said in words (option-<game>-<name>-help, option-<game>-<name>-is-<value>; the
## -description texts above name the values as they are typed, for the terminal and the API)
option-torris-closing-help = Wenn ein einzelner Stein sein Feld verlässt:
option-torris-closing-is-run = Die Türme direkt dahinter rücken ein Feld vor
option-torris-closing-is-compact = Alle Türme dahinter rücken auf, alle Lücken schließen sich
option-torris-tiebreak-help = Gleiche Punkte und gleich hohe höchste Türme:
option-torris-tiebreak-is-next = Die nächsthöheren Türme entscheiden
option-torris-tiebreak-is-draw = Das Spiel endet unentschieden

## Das Protokoll in Sätzen (Issue 36)
log-move-to = { $player } zieht von { $from } nach { $to }
torris-setup = Die Steine liegen in zufälliger Reihenfolge offen aus; { $player } beginnt (ausgelost)
torris-setup-first = Die Steine liegen in zufälliger Reihenfolge offen aus; { $player } beginnt
