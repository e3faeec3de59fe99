# Make 5: die Texte, die dieses Spiel mitbringt (src/fives/games/make5), auf Deutsch.
# fives.i18n.fluent.catalog_text fügt sie an den gemeinsamen Katalog (src/fives/i18n/locales/de.ftl);
# jeder Schlüssel der englischen Datei steht hier mit denselben Variablen (tests/test_catalogs.py).

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

## Tipps und Analyse (Issue 25): die Gründe für einen Zug, fives.ai.advice und fives.games.make5.ai.explain
advice-make5-raises = erhöht die Punkte der Reihen von { $before } auf { $after }
advice-make5-spoils = bringt den Reihen des Ordnungsfreaks nichts (sie zählen weiter { $points })
advice-make5-least = gibt dem Ordnungsfreak am wenigsten: die Reihen zählen dann { $points }
advice-make5-gathers = sammelt { $count } Steine einer Farbe in Reihe { $row }
advice-make5-could-score = mit { $move } hättest du { $points } Punkte erzielt
advice-make5-could-expect = mit { $move } hättest du etwa { $points } Punkte erwarten können
advice-make5-could-hold = mit { $move } hättest du den Ordnungsfreak auf { $points } Punkte gehalten
advice-make5-could-hold-about = mit { $move } hättest du den Ordnungsfreak auf etwa { $points } Punkte gehalten

## Ergebnisse in Worten (Issue 24): der Endbildschirm und das Terminal zeigen die Einzelheiten
## eines Ergebnisses (Daten) mit diesen Schlüsseln; ein Spieler ist der Anzeigename seines Platzes.
results-game = Spiel
results-sorter = Ordnungsfreak
results-points = Punkte
results-make-five = MAKE FIVE: alle fünf Reihen sortiert
results-make5-summary = Summe: { $players }
results-player-points = { $player } { $points }

## Page texts (moved from TEXT in js/i18n.js by scripts/text_to_ftl.py)
ui-game-no = Spiel
ui-bag = Beutel

## Options and games' texts for the page and the terminal (option-*, game-*)
option-make5-first = Wer zuerst sortiert
game-make5-description = Einer sortiert farbige Steine in die Reihen eines schrägen Bretts, der andere rollt neue hinein; Rollentausch über sechs Spiele.
game-make5-notation = Sortierer: b2-e (Stein auf Bahn b, Platz 2, rollt in Bahn e) oder 'pass'; Chaot: c (Bahn)
option-make5-first-description = wer im ersten Spiel sortiert: eine Spielernummer oder das Los
option-make5-games-description = nach jedem Spiel wechseln die Rollen (eine gerade Zahl gibt beiden gleich viele)
option-make5-tie-description = unentschieden, oder Entscheidung (noch ein Spielpaar; wieder gleich: unentschieden)

## Issue 23, the last leftovers (plug23b): errors by their code (the reason of an error that is no
## message; were fives.i18n.catalog.ERRORS), then the terminal boards (term-*, fives.cli.render)
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

## audit 24
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

## The new-game dialog (issue 36 item 3): one click against the computer, the options folded
## away and said in words (option-<game>-<name>-help, option-<game>-<name>-is-<value>; the
## -description texts above name the values as they are typed, for the terminal and the API)
option-make5-first-help = Wer im ersten Spiel die Steine sortiert.
option-make5-first-is-seat = { $player } sortiert zuerst
option-make5-tie-help = Wenn die Partie gleich steht:
option-make5-tie-is-draw = Sie endet unentschieden
option-make5-tie-is-decider = Noch ein Spielpaar entscheidet (wieder gleich: unentschieden)

## Das Protokoll in Sätzen (Issue 36)
make5-move = { $player } rollt den Stein von { $square } in Bahn { $runway }
