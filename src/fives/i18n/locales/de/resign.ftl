## Aufgeben (Issue 35): eine gewertete Partie zu zweit, die vor dem ersten eigenen Zug aufgegeben
## wird, endet ungewertet, wie lichess eine nicht gespielte Partie abbricht
server-resigned-unrated = { $name } hat vor dem ersten eigenen Zug aufgegeben; die Partie endete ungewertet
ui-resigned-unrated-text = { $name } hat vor dem ersten eigenen Zug aufgegeben; die Partie endete ungewertet
