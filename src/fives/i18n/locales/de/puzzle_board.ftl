## Die Bestenliste der Aufgaben (Issue 38): die besten gefestigten Aufgabenwertungen und dein eigener Platz
ui-puzzle-board = Bestenliste der Aufgaben
ui-puzzle-board-rule = Nur gefestigte Wertungen: mindestens { $attempts } gewertete Aufgaben und eine Abweichung der Wertung unter { $rd }.
ui-puzzle-board-empty = Noch niemandes Aufgabenwertung ist gefestigt.
ui-puzzle-board-attempts = Aufgaben
ui-puzzle-board-rank = Dein Platz: { $rank }
ui-puzzle-board-needs = { $needs ->
    [one] Noch eine gewertete Aufgabe, dann stehst du in der Bestenliste.
   *[other] Noch { $needs } gewertete Aufgaben, dann stehst du in der Bestenliste.
}
ui-puzzle-board-settling = Deine Wertung festigt sich noch: noch ein paar gewertete Aufgaben, dann stehst du in der Bestenliste.
ui-puzzle-board-you = (du)
