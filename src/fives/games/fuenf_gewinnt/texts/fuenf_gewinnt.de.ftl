# Fünf gewinnt: die Texte, die dieses Spiel mitbringt (src/fives/games/fuenf_gewinnt), auf Deutsch.
# fives.i18n.fluent.catalog_text fügt sie an den gemeinsamen Katalog (src/fives/i18n/locales/de.ftl);
# jeder Schlüssel der englischen Datei steht hier mit denselben Variablen (tests/test_catalogs.py).

## Torris
colour-starts = { $player } beginnt (ausgelost)

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

## Tipps und Analyse (Issue 25): die Gründe für einen Zug, fives.ai.advice und fives.games.fuenf_gewinnt.ai.explain
advice-five-completes = vollendet eine Fünferreihe auf { $cell }
advice-five-blocks = blockiert die Reihe von { $count } Steinen von { $player } auf { $cell }
advice-five-builds = bildet eine Reihe von { $count } Steinen auf { $cell }

## Ergebnisse in Worten (Issue 24): der Endbildschirm und das Terminal zeigen die Einzelheiten
## eines Ergebnisses (Daten) mit diesen Schlüsseln; ein Spieler ist der Anzeigename seines Platzes.
results-fuenf-stones = Steine auf dem Brett: { $stones }
results-fuenf-captured = Geschlagene Steine: { $captured }
results-fuenf-row = Die Siegreihe: { $cells }
results-fuenf-afterplay = { $turns ->
    [one] 1 Zug im Nachspiel
   *[other] { $turns } Züge im Nachspiel
}

## Page texts (moved from TEXT in js/i18n.js by scripts/text_to_ftl.py)
ui-zoom-in = Vergrößern
ui-zoom-out = Verkleinern
ui-centre = Zentrieren

## Options and games' texts for the page and the terminal (option-*, game-*)
game-fuenf_gewinnt-description = 16 Steine Kante an Kante auf den freien Tisch legen und fünf in eine Reihe bringen; sonst Steine versetzen, abschneiden und erobern.
game-fuenf_gewinnt-notation = Einsetzen x,y (z. B. 0,0 oder 1,-2; x nach rechts, y nach oben); Nachspiel von>nach (z. B. 1,0>2,1); 'pass'
option-fuenf_gewinnt-afterplay-limit-description = nach so vielen Nachspielzügen (beide Spieler zusammen) ist das Spiel unentschieden
option-fuenf_gewinnt-reconnect-description = der versetzte Stein rettet die Gruppen, die er berührt (sonst zählt, was beim Anheben abgeschnitten wird)
option-fuenf_gewinnt-few-stones-lose-description = wer weniger als fünf Steine hat, verliert (sonst spielt er weiter)

## Page texts of the boards and the replay (were tr({en, de}) pairs in the boards)
ui-stone-counts = in der Hand { $hand }, auf dem Tisch { $table }, erobert { $captured }

## Tipps in Worten für jedes Spiel (Issue 25): Torris, Zahlenpoker, Hütchenspieler, Doppeldrohungen in Fünf gewinnt
advice-five-open-four = schafft zwei Felder, die sofort eine Fünferreihe vollenden (auf { $cells }): { $player } kann nur eines besetzen
advice-five-parries = vereitelt die Doppeldrohung von { $player } auf { $cell } (eine offene Dreierreihe oder zwei Reihen zugleich)

## Issue 23, the last leftovers (plug23b): errors by their code (the reason of an error that is no
## message; were fives.i18n.catalog.ERRORS), then the terminal boards (term-*, fives.cli.render)
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

## The new-game dialog (issue 36 item 3): one click against the computer, the options folded
## away and said in words (option-<game>-<name>-help, option-<game>-<name>-is-<value>; the
## -description texts above name the values as they are typed, for the terminal and the API)
option-fuenf_gewinnt-afterplay-limit-help = Nach so vielen Nachspielzügen (beide Spieler zusammen) endet das Spiel unentschieden.
option-fuenf_gewinnt-reconnect-help = Der versetzte Stein verbindet abgeschnittene Gruppen wieder mit der Spielfläche. Ohne das wird geschlagen, was beim Anheben des Steins abgeschnitten ist.
option-fuenf_gewinnt-few-stones-lose-help = Wer weniger als fünf Steine hat, verliert. Ohne das spielt er weiter.

## Das Protokoll in Sätzen (Issue 36)
fuenf-place = { $player } setzt einen Stein auf { $cell }
fuenf-move = { $player } zieht einen Stein von { $from } nach { $to }
