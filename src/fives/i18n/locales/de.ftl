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
