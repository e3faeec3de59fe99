# Abräumen: die Texte, die dieses Spiel mitbringt (src/fives/games/abraeumen), auf Deutsch.
# fives.i18n.fluent.catalog_text fügt sie an den gemeinsamen Katalog (src/fives/i18n/locales/de.ftl);
# jeder Schlüssel der englischen Datei steht hier mit denselben Variablen (tests/test_catalogs.py).

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

## Tipps und Analyse (Issue 25): die Gründe für einen Zug, fives.ai.advice und fives.games.abraeumen.ai.explain
advice-abraeumen-last = der letzte Sprung: ein Stein bleibt übrig
advice-abraeumen-solvable = das Brett bleibt lösbar (es kann noch ein Stein übrig bleiben)
advice-abraeumen-lost = kein Sprung hält das Brett noch lösbar; dieser lässt die meisten Sprünge offen

## Results in words (issue 24): the end screen's headline (web/results.js, terminal.py)
results-abraeumen-solved = Gelöst!
results-abraeumen-left = { $stones ->
    [one] 1 Stein übrig
   *[other] { $stones } Steine übrig
}

## Page texts (moved from TEXT in js/i18n.js by scripts/text_to_ftl.py)
ui-hint-solvable = Noch lösbar, bester Sprung
ui-hint-hopeless = Nicht mehr lösbar
ui-hint-solved = Gelöst: ein Stein ist übrig

## Options and games' texts for the page and the terminal (option-*, game-*)
game-abraeumen-description = Stein über Stein springen, bis nur einer übrig ist: ein Solitärspiel auf einem 6×6-Feld.
game-abraeumen-notation = von-nach, z. B. c1-a1 (Spalten a-f, Reihen 1-6)

## The terminal (fives play --lang, fives.cli)
abraeumen-hint-solvable = noch lösbar, bester Sprung { $jump }
abraeumen-hint-solved = gelöst: ein Stein ist übrig
abraeumen-hint-lost = nicht mehr lösbar

## Issue 23, the last leftovers (plug23b): errors by their code (the reason of an error that is no
## message; were fives.i18n.catalog.ERRORS), then the terminal boards (term-*, fives.cli.render)
term-abraeumen-stones-left = übrige Steine: { $stones }
term-abraeumen-hint-help = ist das Rätsel noch lösbar, und mit welchem Sprung?

## audit 24
# Abräumen: die Steine auf dem Brett, darunter
ui-stones-left-count = { $n ->
    [one] { $n } Stein übrig
   *[other] { $n } Steine übrig
}

## Das Protokoll in Sätzen (Issue 36)
abraeumen-jump = { $player } springt von { $from } nach { $to }
