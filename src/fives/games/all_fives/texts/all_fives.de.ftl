# All Fives: die Texte, die dieses Spiel mitbringt (src/fives/games/all_fives), auf Deutsch.
# fives.i18n.fluent.catalog_text fügt sie an den gemeinsamen Katalog (src/fives/i18n/locales/de.ftl);
# jeder Schlüssel der englischen Datei steht hier mit denselben Variablen (tests/test_catalogs.py).

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

## Tipps und Analyse (Issue 25): die Gründe für einen Zug, fives.ai.advice und fives.games.all_fives.ai.explain
advice-all-fives-scores = bringt { $points } Punkte an den offenen Enden

## Ergebnisse in Worten (Issue 24): der Endbildschirm und das Terminal zeigen die Einzelheiten
## eines Ergebnisses (Daten) mit diesen Schlüsseln; ein Spieler ist der Anzeigename seines Platzes.
results-total = Summe
results-hand-points = Handpunkte
results-how = Wie sie endete
results-all-fives-tally = Strichliste
results-all-fives-tally-side = { $side }: { $points } Punkte
results-all-fives-scaled = Punkte durch fünf geteilt: { $score } auf dem Blatt sind { $points } Punkte
results-all-fives-target-reached = das Ziel wurde während des Spiels erreicht

## Page texts (moved from TEXT in js/i18n.js by scripts/text_to_ftl.py)
ui-all-fives-layout = Auslage der Dominosteine
ui-hand = Hand
ui-boneyard = Vorrat
ui-ends = Offene Enden

## the open ends of the layout, by compass point (the board's labels; the log says them in words)
ui-end-w = W
ui-end-e = O
ui-end-n = N
ui-end-s = S

## Options and games' texts for the page and the terminal (option-*, game-*)
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

## Page texts of the boards and the replay (were tr({en, de}) pairs in the boards)
ui-opening-tile-here = erster Stein hier
ui-draw-tile = Stein ziehen
ui-target-score = Ziel { $target }

## Option errors (fives.core.options, the games' own checks)
option-all_fives-too-many-tiles = all_fives: { $hands } Hände zu je { $tiles } Steinen brauchen mehr als die 28 Steine des Spiels

## Issue 23, the last leftovers (plug23b): errors by their code (the reason of an error that is no
## message; were fives.i18n.catalog.ERRORS), then the terminal boards (term-*, fives.cli.render)
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

## move labels: was ein Zug-Knopf und das Protokoll für einen Zug sagen, dessen Notation Wörter
## enthält (State.action_label)
move-draw = ziehen

## The new-game dialog (issue 36 item 3): one click against the computer, the options folded
## away and said in words (option-<game>-<name>-help, option-<game>-<name>-is-<value>; the
## -description texts above name the values as they are typed, for the terminal and the API)
option-all_fives-highest-double-leads-help = Variante: statt des Loses beginnt, wer den höchsten Pasch hat, mit ihm.

## Das Protokoll in Sätzen (Issue 36)
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
