## Puzzles of the hidden-information games (issue 38): Zahlenpoker's sure win, Hütchenspieler's follow the stone
ui-puzzle-claim-sure-win = sie gewinnt sicher, was der Gegner auch zeigt, jetzt und in jeder späteren Runde; jede andere Wahl kann scheitern
ui-puzzle-claim-sure-draw = keine Wahl gewinnt sicher, aber diese sichert mindestens ein Unentschieden, was der Gegner auch zeigt; jede andere Wahl kann verlieren
ui-puzzle-claim-follow = dort liegt { $symbol }: folge dem Stein von der offenen Reihe durch die { $shuffles } Schiebezüge
ui-puzzle-ref-can-lose-after = Antwortet der Gegner „{ $reply }“, kannst du verlieren.
ui-puzzle-ref-can-lose = Danach können dich die anderen verlieren lassen, wenn sie richtig wählen.
ui-puzzle-ref-can-draw-after = Antwortet der Gegner „{ $reply }“, ist dein Sieg nicht mehr sicher: höchstens ein Unentschieden.
ui-puzzle-ref-can-draw = Danach können dich die anderen höchstens auf ein Unentschieden halten, wenn sie richtig wählen.
ui-puzzle-ref-other-symbol = Dieser Stein ist { $symbol }.
ui-puzzle-watch-task = Merke dir die Reihe, dann folge dem Mischen: du wirst nach einem Symbol gefragt.
ui-puzzle-watch-start = Mischen starten
ui-puzzle-watching = Folge den Steinen …
ui-puzzle-theme-sure-win = sicherer Sieg
ui-puzzle-theme-sure-draw = sicheres Unentschieden
ui-puzzle-theme-steal = der Diebstahl
ui-puzzle-theme-follow-the-stone = folge dem Stein
ui-puzzle-theme-last-two = die letzten zwei Steine
