## A puzzle's accepted alternative (issue 38): another move that wins just as the solution does
ui-puzzle-also-wins = Auch { $move } gewinnt: die Partie ist sofort gewonnen, genau wie mit der Lösung unten.
