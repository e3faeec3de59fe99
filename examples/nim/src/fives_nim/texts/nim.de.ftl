# Nim mit einem Haufen (examples/nim): die Texte, die das Spiel mitbringt
game-nim-description = Nehmt abwechselnd ein, zwei oder drei Hölzchen vom Haufen; wer das letzte nimmt, gewinnt.
game-nim-notation = die Zahl der Hölzchen, die man nimmt, z. B. 2
option-nim-heap = Hölzchen
option-nim-most = Höchstens pro Zug
option-nim-heap-description = Hölzchen auf dem Haufen zu Beginn
option-nim-most-description = so viele Hölzchen darf ein Zug höchstens nehmen
nim-takes = { $player } nimmt { $count }
nim-took-last = { $player } hat das letzte Hölzchen genommen
nim-syntax = schreib, wie viele Hölzchen du nimmst: eine Zahl von 1 bis { $most }
nim-too-many = höchstens { $most } Hölzchen auf einmal, und { $left } sind übrig
nim-position-heap = Hölzchen auf dem Haufen
nim-position-most = höchstens so viele in einem Zug
