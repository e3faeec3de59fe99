# Hütchenspieler: die Texte, die dieses Spiel mitbringt (src/fives/games/huetchenspieler), auf Deutsch.
# fives.i18n.fluent.catalog_text fügt sie an den gemeinsamen Katalog (src/fives/i18n/locales/de.ftl);
# jeder Schlüssel der englischen Datei steht hier mit denselben Variablen (tests/test_catalogs.py).

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

## Ergebnisse in Worten (Issue 24): der Endbildschirm und das Terminal zeigen die Einzelheiten
## eines Ergebnisses (Daten) mit diesen Schlüsseln; ein Spieler ist der Anzeigename seines Platzes.
results-hs-turn = Zug
results-hs-shuffler = Hütchenspieler
results-hs-seeker = Sucher
results-hs-asked = Gefragt nach
results-hs-turned = Umgedreht
results-hs-took = Den Stein erhält
results-hs-turned-stone = Stein { $position }: { $symbol }
results-hs-stones = Gezeigte Steine
results-hs-won = Steine fremder Farben

## Page texts (moved from TEXT in js/i18n.js by scripts/text_to_ftl.py)
ui-face-up = offen
ui-face-down = verdeckt
ui-shuffle-move = Mischzug
ui-asked = Gefragt nach

## Options and games' texts for the page and the terminal (option-*, game-*)
game-huetchenspieler-description = Vier Steine merken, dem Mischen mit den Augen folgen und das gefragte Symbol finden.
game-huetchenspieler-notation = Auslegen 'dot line triangle square' (oder 'dlts'); 'turn'; Mischen Stein>Lücke, z. B. 2>0 (Steine 1-4 von links, Lücke g rechts von Stein g, 0 = linkes Ende); 'ask triangle'; wer sucht, dreht einen Stein nach seiner Position um, z. B. 3
option-huetchenspieler-memorize-seconds-description = so lange liegt die Reihe offen, bevor sie umgedreht wird (Spielregel: 10 bis 20)

## Page texts of the boards and the replay (were tr({en, de}) pairs in the boards)
ui-stone-to-left-end = Stein { $i } an das linke Ende
ui-stone-to-right-end = Stein { $i } an das rechte Ende
ui-stone-between = Stein { $i } zwischen Stein { $g } und { $next }
ui-shuffler = Hütchenspieler: { $name }
ui-seeker = Sucher: { $name }
ui-shuffled = Gemischt
ui-lay-out = Auslegen, von links nach rechts:
ui-ask-for = Fragen nach:
ui-memorise = Reihe merken:
ui-turn-down = Steine umdrehen

## Option errors (fives.core.options, the games' own checks)
option-first-too-high = { $game }: first={ $first }, aber es spielen nur { $players }

## Tipps in Worten für jedes Spiel (Issue 25): Torris, Zahlenpoker, Hütchenspieler, Doppeldrohungen in Fünf gewinnt
advice-huetchen-found = von der Reihe, die du offen gesehen hast, durch die { $moves } Verschiebezüge verfolgt: { $symbol } liegt unter Stein { $position }
advice-huetchen-follow = { $symbol } liegt unter einem der { $count } verdeckten Steine: verfolge das Symbol von dort, wo du es gesehen hast, durch die { $moves } Verschiebezüge (dieser Tipp kann es nicht sagen und rät auf Stein { $position })
advice-huetchen-ask = fragt nach dem Symbol { $symbol }: das gewinnen die Sucher am seltensten
advice-huetchen-shuffle = verschiebt { $stones } Steine: ein Sucher, der 80 % der Züge folgt, findet dann etwa { $found } der vier Symbole
advice-huetchen-lay = jede Reihenfolge ist gleich gut: die Sucher sehen die Reihe ohnehin, es kommt auf das Verschieben an

## Issue 23, the last leftovers (plug23b): errors by their code (the reason of an error that is no
## message; were fives.i18n.catalog.ERRORS), then the terminal boards (term-*, fives.cli.render)
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

## move labels: was ein Zug-Knopf und das Protokoll für einen Zug sagen, dessen Notation Wörter
## enthält (State.action_label)
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
option-huetchenspieler-memorize-seconds-help = So viele Sekunden liegen die Steine offen, bevor sie umgedreht werden (laut Spielregel 10 bis 20).
