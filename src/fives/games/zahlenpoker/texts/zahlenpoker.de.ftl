# Zahlenpoker: die Texte, die dieses Spiel mitbringt (src/fives/games/zahlenpoker), auf Deutsch.
# fives.i18n.fluent.catalog_text fügt sie an den gemeinsamen Katalog (src/fives/i18n/locales/de.ftl);
# jeder Schlüssel der englischen Datei steht hier mit denselben Variablen (tests/test_catalogs.py).

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

## Ergebnisse in Worten (Issue 24): der Endbildschirm und das Terminal zeigen die Einzelheiten
## eines Ergebnisses (Daten) mit diesen Schlüsseln; ein Spieler ist der Anzeigename seines Platzes.
results-player = Spieler
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

## Page texts (moved from TEXT in js/i18n.js by scripts/text_to_ftl.py)
ui-chose = wählte
ui-has-chosen = hat gewählt
ui-round-now = Jetzt: Runde { $n }

## Options and games' texts for the page and the terminal (option-*, game-*)
game-zahlenpoker-description = Bluffen mit Steinen 1–4: alle zeigen gleichzeitig; der höchste Wert, den nur einer zeigt, gewinnt.
game-zahlenpoker-notation = 1..4 zeigt einen Stein, 'empty' die leere Hand; nach einer einzelnen leeren Hand: 'steal P2'
option-zahlenpoker-leftover-description = wenn die Hände verschieden groß sind: ohne Gegner (wer kann, spielt weiter), behalten (Spielende, übrige zählen als gewonnen) oder verfallen (Spielende, übrige gehen verloren)
option-zahlenpoker-empty-without-stones-description = wer keine Steine mehr hat, darf die unbenutzte leere Hand noch zeigen

## Page texts of the boards and the replay (were tr({en, de}) pairs in the boards)
ui-lone-empty-hand = Eine einzelne leere Hand: der Dieb nimmt einen gezeigten Stein.
ui-you-chose = Deine Wahl: { $choice }; warte auf die anderen.

## Tipps in Worten für jedes Spiel (Issue 25): Torris, Zahlenpoker, Hütchenspieler, Doppeldrohungen in Fünf gewinnt
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

## Issue 23, the last leftovers (plug23b): errors by their code (the reason of an error that is no
## message; were fives.i18n.catalog.ERRORS), then the terminal boards (term-*, fives.cli.render)
term-zp-empty-hand = leere Hand
term-zp-stole = { $thief } hat { $victim } die { $value } gestohlen
term-zp-blocked = die leeren Hände haben sich gegenseitig blockiert
term-zp-keeps = { $player } behält die { $value }
term-zp-no-winner = kein Gewinner
term-zp-no-round = noch keine Runde wurde aufgedeckt
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

## move labels: was ein Zug-Knopf und das Protokoll für einen Zug sagen, dessen Notation Wörter
## enthält (State.action_label)
move-empty = leere Hand
move-steal = { $player } bestehlen

## The new-game dialog (issue 36 item 3): one click against the computer, the options folded
## away and said in words (option-<game>-<name>-help, option-<game>-<name>-is-<value>; the
## -description texts above name the values as they are typed, for the terminal and the API)
option-zahlenpoker-leftover-help = Wenn manchen Spielern die Steine früher ausgehen als den anderen:
option-zahlenpoker-leftover-is-unopposed = Wer noch Steine hat, spielt weiter; bleibt einer allein, gewinnt er den Rest
option-zahlenpoker-leftover-is-kept = Das Spiel endet; übrige Steine zählen als gewonnen
option-zahlenpoker-leftover-is-void = Das Spiel endet; übrige Steine verfallen
option-zahlenpoker-empty-without-stones-help = Wer keine Steine mehr hat, darf seine unbenutzte leere Hand noch zeigen.

## Das Protokoll in Sätzen (Issue 36)
zahlenpoker-shows = { $player } zeigt eine { $value }
zahlenpoker-shows-empty = { $player } zeigt eine leere Hand
zahlenpoker-steals = { $player } bestiehlt { $victim }
