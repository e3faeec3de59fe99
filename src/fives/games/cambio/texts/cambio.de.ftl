# Cambio: die Texte, die dieses Spiel mitbringt (src/fives/games/cambio), auf Deutsch.
# fives.i18n.fluent.catalog_text fügt sie an den gemeinsamen Katalog (src/fives/i18n/locales/de.ftl);
# jeder Schlüssel der englischen Datei steht hier mit denselben Variablen (tests/test_catalogs.py).

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
cambio-warning = { $count } × { $letter } ({ $symbol }) in { $line }: die Spielregel rät beim Aufbau zu höchstens zwei gleichen Symbolen in einer Linie

## Tipps und Analyse (Issue 25): die Gründe für einen Zug, fives.ai.advice und fives.games.cambio.ai.explain
advice-cambio-completes = vollendet deine Linie: { $line }
advice-cambio-blocks = blockiert die Linie von { $player } in { $line } (ein Würfel fehlte zum Sieg)
advice-cambio-builds = bringt { $count } deiner Symbole in { $line }
advice-cambio-setup = setzt den Würfel von { $player } dorthin, wo er dessen Linien am wenigsten hilft

## Ergebnisse in Worten (Issue 24): der Endbildschirm und das Terminal zeigen die Einzelheiten
## eines Ergebnisses (Daten) mit diesen Schlüsseln; ein Spieler ist der Anzeigename seines Platzes.
results-cambio-lines = { $player }: { $lines }
results-cambio-no-line = { $player }: keine Linie
results-cambio-pushes = { $pushes ->
    [one] 1 Schub in der Partie
   *[other] { $pushes } Schübe in der Partie
}

## Page texts (moved from TEXT in js/i18n.js by scripts/text_to_ftl.py)
ui-chance = Zufall
ui-spare = Ersatzwürfel
ui-cambio-tray = Cambio-Spielfeld

## Options and games' texts for the page and the terminal (option-*, game-*)
game-cambio-description = Würfel in ein 5×5-Tablett schieben, bis eine Reihe nur dein Symbol zeigt (zu dritt: vier).
game-cambio-notation = Aufbau: ein Feld, z. B. c3; Spiel: Einschubfeld und Richtung, z. B. a3> e3< c1^ c5v; 'pass'
option-cambio-setup-description = von Hand: die Spieler setzen die Startwürfel abwechselnd; zufällig: der Zufall setzt sie
option-cambio-setup-advice-description = keine drei gleichen Symbole in einer Linie beim Aufbau: warnen (nur Hinweis) oder erzwingen (verboten, solange ein anderer Platz geht)
option-cambio-own-line-rule-description = ein Schub, der nur Linien anderer Spieler bildet: Gegner gewinnt, oder verboten (außer er bildet auch die eigene Linie)
option-cambio-repetition-description = dasselbe Tablett mit demselben Spieler am Zug zum dritten Mal ist unentschieden
option-cambio-max-pushes-description = nach so vielen Schüben ist das Spiel unentschieden

## Page texts of the boards and the replay (were tr({en, de}) pairs in the boards)
ui-setup-places = { $who } setzt noch { $left } Würfel mit dem Symbol von { $owner }:

## Issue 23, the last leftovers (plug23b): errors by their code (the reason of an error that is no
## message; were fives.i18n.catalog.ERRORS), then the terminal boards (term-*, fives.cli.render)
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

## The new-game dialog (issue 36 item 3): one click against the computer, the options folded
## away and said in words (option-<game>-<name>-help, option-<game>-<name>-is-<value>; the
## -description texts above name the values as they are typed, for the terminal and the API)
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

## Das Protokoll in Sätzen (Issue 36)
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
