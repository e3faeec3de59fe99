"""The message catalog: every text the rules and the server generate, keyed by a stable code,
with its English template (exactly as the code writes it) and its German text.

Placeholders name their kind by their first letter (a number may follow, e.g. ``{p2}``):

- ``p`` a player (``P1``, ``White``, ``P1 (O)``), ``ps`` several (``P1 and P2``, ``P1+P3``);
- ``n`` a number; ``m`` notation (one word, kept as it is); ``q`` a quoted move (kept);
- ``w`` a word of `WORDS` (a symbol, a colour, a role); ``ws`` several, separated by blanks;
- ``o`` an ordinal (``first``, ``4th``); ``d`` a direction; ``v`` right or wrong;
- ``t`` a nested text, itself in the catalog; ``x`` free text (kept as it is).

A text that is several clauses joined by ``"; "`` (All Fives' log lines, Hütchenspieler's
turns) is translated clause by clause when no template takes it whole.
"""

from __future__ import annotations

#: (code, English template, German template)
MESSAGES: tuple[tuple[str, str, str], ...] = (
    # ------------------------------------------------------------- every game (fives.core)
    ("core.move", "{p}: {m}", "{p}: {m}"),
    ("core.game_over", "the game is over", "die Partie ist vorbei"),
    (
        "core.chance_due",
        "a chance event is due, not a player's move",
        "ein Zufallsereignis ist dran, kein Zug",
    ),
    (
        "core.name_player",
        "several players act at once here; name the player who acts",
        "hier handeln mehrere gleichzeitig; nenne den Spieler, der handelt",
    ),
    (
        "core.nothing_to_do",
        "{p} has nothing to do now (waiting for {ps})",
        "{p} ist jetzt nicht dran (es fehlt noch {ps})",
    ),
    ("core.not_your_turn", "it is {p}'s turn, not {p2}'s", "{p} ist am Zug, nicht {p2}"),
    ("core.not_your_turn_n", "it is {p}'s turn, not player {n}'s", "{p} ist am Zug, nicht Spieler {n}"),
    ("core.not_legal", "it is not legal in this position", "das ist in dieser Stellung nicht erlaubt"),
    ("core.not_an_action", "it is not an action of this game", "das ist kein Zug dieses Spiels"),
    ("core.not_chance", "not a possible chance outcome here", "hier kein mögliches Zufallsergebnis"),
    ("core.no_chance_node", "this is not a chance node", "hier entscheidet nicht der Zufall"),
    (
        "core.empty_input",
        "empty input; type a move in the notation, or ask for the legal moves",
        "keine Eingabe; gib einen Zug in der Notation ein oder lass dir die erlaubten Züge zeigen",
    ),
    (
        "core.not_legal_here",
        "not a legal move here (there are {n} legal moves)",
        "hier kein erlaubter Zug (es gibt {n} erlaubte Züge)",
    ),
    ("core.not_notation", "not a move in this game's notation", "kein Zug in der Notation dieses Spiels"),
    (
        "core.not_text",
        "an action must be given as text in the game's notation",
        "ein Zug muss als Text in der Notation des Spiels angegeben werden",
    ),
    ("core.nothing_to_undo", "there is no action to take back", "es gibt keinen Zug zum Zurücknehmen"),
    ("core.chance_move", "chance: {m}", "Zufall: {m}"),
    ("core.starts", "chance: {w} starts", "Zufall: {w} beginnt"),
    # ------------------------------------------------------------- Abräumen
    ("abraeumen.solved", "solved: one stone is left", "gelöst: ein Stein ist übrig"),
    (
        "abraeumen.stuck",
        "no jump is possible; {n} stones are left",
        "kein Sprung mehr möglich; {n} Steine sind übrig",
    ),
    (
        "abraeumen.syntax",
        "write a jump as from-to with squares a1..f6, e.g. c1-a1",
        "schreibe einen Sprung als von-nach mit Feldern a1..f6, z. B. c1-a1",
    ),
    (
        "abraeumen.straight",
        "a jump goes exactly two squares straight along a rank or a file, over one stone",
        "ein Sprung geht genau zwei Felder gerade entlang einer Reihe oder Linie, über einen Stein",
    ),
    ("abraeumen.no_stone", "there is no stone on {m}", "auf {m} liegt kein Stein"),
    (
        "abraeumen.no_stone_over",
        "there is no stone on {m} to jump over",
        "auf {m} liegt kein Stein zum Überspringen",
    ),
    ("abraeumen.not_free", "{m} is not free", "{m} ist nicht frei"),
    # ------------------------------------------------------------- Zahlenpoker
    ("zahlenpoker.chose", "{p}: chose", "{p}: hat gewählt"),
    ("zahlenpoker.steal", "{p}: steal {p2}", "{p}: steal {p2}"),
    ("zahlenpoker.most", "{ps} won the most stones ({n})", "{ps} hat die meisten Steine gewonnen ({n})"),
    (
        "zahlenpoker.sum",
        "{ps} won {n} stones each; {p} has the highest sum of values ({n2})",
        "{ps} haben je {n} Steine gewonnen; {p} hat die höchste Augensumme ({n2})",
    ),
    (
        "zahlenpoker.draw",
        "draw: {ps} won {n} stones each",
        "Unentschieden: {ps} haben je {n} Steine gewonnen",
    ),
    (
        "zahlenpoker.draw_sum",
        "draw: {ps} won {n} stones each with the same sum of values ({n2})",
        "Unentschieden: {ps} haben je {n} Steine mit derselben Augensumme ({n2}) gewonnen",
    ),
    (
        "zahlenpoker.syntax",
        "write a value 1-4, 'empty' for the empty hand, or 'steal P2'",
        "schreibe einen Wert 1-4, 'empty' für die leere Hand oder 'steal P2'",
    ),
    (
        "zahlenpoker.no_player",
        "there is no {p} in a {n}-player game",
        "in einer Partie zu {n} gibt es keinen {p}",
    ),
    ("zahlenpoker.not_shown", "{p} did not show a {n}", "{p} hat keine {n} gezeigt"),
    (
        "zahlenpoker.steal_when",
        "a stone can be stolen only after a reveal with exactly one empty hand",
        "ein Stein kann nur gestohlen werden, wenn genau eine leere Hand aufgedeckt wurde",
    ),
    ("zahlenpoker.self", "you cannot steal from yourself", "du kannst nicht bei dir selbst stehlen"),
    ("zahlenpoker.no_stone", "{p} did not show a stone", "{p} hat keinen Stein gezeigt"),
    (
        "zahlenpoker.thief_first",
        "{p} first chooses which shown stone to steal",
        "{p} wählt zuerst, welcher gezeigte Stein gestohlen wird",
    ),
    (
        "zahlenpoker.empty_used",
        "you have already shown your empty hand (once per game)",
        "du hast deine leere Hand schon gezeigt (einmal pro Partie)",
    ),
    ("zahlenpoker.none_left", "you have no {n} left in your hand", "du hast keine {n} mehr in der Hand"),
    # ------------------------------------------------------------- Cambio
    ("cambio.place", "{p}: {m} on {m2}", "{p}: {m} auf {m2}"),
    ("cambio.line", "{ps} made a line with {m}", "{ps} hat mit {m} eine Linie gebildet"),
    (
        "cambio.line_for",
        "{m} by {p} made a line for {ps} only",
        "{m} von {p} bildete nur eine Linie für {ps}",
    ),
    (
        "cambio.draw_lines",
        "draw: {m} made lines for {ps} at once",
        "Unentschieden: {m} bildete zugleich Linien für {ps}",
    ),
    (
        "cambio.shared",
        "shared win: {m} made lines for {ps} at once",
        "geteilter Sieg: {m} bildete zugleich Linien für {ps}",
    ),
    (
        "cambio.repetition",
        "draw: the same tray with the same player to move occurred for the third time",
        "Unentschieden: dieselbe Stellung mit demselben Spieler am Zug kam zum dritten Mal vor",
    ),
    ("cambio.pushes", "draw: {n} pushes were made", "Unentschieden: {n} Schübe wurden gemacht"),
    (
        "cambio.all_passed",
        "draw: every player passed in succession (nobody has a legal push)",
        "Unentschieden: alle haben nacheinander gepasst (niemand hat einen erlaubten Schub)",
    ),
    ("cambio.segment", "{w} {m}", "{w} {m}"),
    (
        "cambio.syntax_setup",
        "place a cube by naming a square a1..e5, e.g. c3",
        "setze einen Würfel, indem du ein Feld a1..e5 nennst, z. B. c3",
    ),
    (
        "cambio.syntax_push",
        "write a push as the entry square and the direction (> < ^ v), e.g. a3> or c5v, or 'pass'",
        "schreibe einen Schub als Eintrittsfeld und Richtung (> < ^ v), z. B. a3> oder c5v, oder 'pass'",
    ),
    (
        "cambio.enters_file",
        "a push {m} enters on file {m2} (the end of its line)",
        "ein Schub {m} beginnt auf Linie {m2} (am Ende seiner Linie)",
    ),
    (
        "cambio.enters_rank",
        "a push {m} enters on rank {n} (the end of its line)",
        "ein Schub {m} beginnt auf Reihe {n} (am Ende seiner Linie)",
    ),
    ("cambio.no_pass_setup", "there is no passing during the setup", "beim Aufbau wird nicht gepasst"),
    (
        "cambio.pass_only",
        "you may pass only when no push is legal",
        "du darfst nur passen, wenn kein Schub erlaubt ist",
    ),
    (
        "cambio.setup_unfinished",
        "the setup is not finished: place a cube by naming a free square",
        "der Aufbau ist nicht fertig: setze einen Würfel, indem du ein freies Feld nennst",
    ),
    (
        "cambio.push_off",
        "{m} would push the {w} ({m2}) on {m3} off the tray; you may only push off neutral cubes or cubes "
        "of your own symbol",
        "{m} würde das {w} ({m2}) auf {m3} aus dem Rahmen schieben; du darfst nur neutrale Würfel oder "
        "Würfel mit deinem Symbol hinausschieben",
    ),
    (
        "cambio.other_only",
        "{m} would make a line for another player only (own_line_rule=forbidden)",
        "{m} würde nur für einen anderen Spieler eine Linie bilden (own_line_rule=forbidden)",
    ),
    (
        "cambio.setup_over",
        "the setup is over: a move is a push, e.g. a3> or c5v",
        "der Aufbau ist vorbei: ein Zug ist ein Schub, z. B. a3> oder c5v",
    ),
    (
        "cambio.corner",
        "{m} is a corner: the four corners hold neutral cubes",
        "{m} ist eine Ecke: in den vier Ecken liegen neutrale Würfel",
    ),
    (
        "cambio.occupied",
        "{m} already holds a cube showing the {w} ({m2})",
        "auf {m} liegt schon ein Würfel mit dem {w} ({m2})",
    ),
    (
        "cambio.advice",
        "{m} would put three or more {m2} in {x} (setup_advice=enforce)",
        "{m} würde drei oder mehr {m2} in {x} bringen (setup_advice=enforce)",
    ),
    # ------------------------------------------------------------- Torris
    ("torris.blocked", "({p} is blocked and passes) {t}", "({p} ist blockiert und passt) {t}"),
    (
        "torris.blocked_again",
        "{p} is blocked and passes; {p2} moves again",
        "{p} ist blockiert und passt; {p2} zieht noch einmal",
    ),
    ("torris.points", "{p} wins on points, {n} to {n2}", "{p} gewinnt nach Punkten, {n} zu {n2}"),
    (
        "torris.highest",
        "equal points ({n} each); {p} has the highest tower",
        "Punktgleichstand ({n} je Seite); {p} hat den höchsten Turm",
    ),
    (
        "torris.kth_highest",
        "equal points ({n} each); {p} has the {o} highest tower",
        "Punktgleichstand ({n} je Seite); {p} hat den {o}-höchsten Turm",
    ),
    (
        "torris.draw",
        "a draw: equal points ({n} each) and equal highest towers",
        "Unentschieden: gleiche Punkte ({n} je Seite) und gleich hohe höchste Türme",
    ),
    (
        "torris.syntax",
        "write a move as from-to with squares a1..h4, e.g. c3-e3",
        "schreibe einen Zug als von-nach mit Feldern a1..h4, z. B. c3-e3",
    ),
    (
        "torris.straight_to",
        "a stone moves in a straight line along a rank or a file to another square",
        "ein Stein zieht gerade entlang einer Reihe oder Linie auf ein anderes Feld",
    ),
    (
        "torris.straight",
        "a stone moves in a straight line along a rank or a file",
        "ein Stein zieht gerade entlang einer Reihe oder Linie",
    ),
    (
        "torris.chance_outcome",
        "that is a chance outcome, not a move",
        "das ist ein Zufallsergebnis, kein Zug",
    ),
    ("torris.no_stone", "there is no stone on {m}", "auf {m} liegt kein Stein"),
    ("torris.not_yours", "the top stone on {m} is {p}'s", "der oberste Stein auf {m} gehört {p}"),
    (
        "torris.too_few",
        "the {w} on {m} moves exactly {n} step, counting only occupied spaces, and there are fewer stones "
        "than that {d}",
        "das {w} auf {m} zieht genau {n} Schritt, nur besetzte Felder gezählt, und {d} liegen weniger Steine",
    ),
    (
        "torris.too_few_n",
        "the {w} on {m} moves exactly {n} steps, counting only occupied spaces, and there are fewer stones "
        "than that {d}",
        "das {w} auf {m} zieht genau {n} Schritte, nur besetzte Felder gezählt, und {d} liegen "
        "weniger Steine",
    ),
    (
        "torris.lands",
        "the {w} on {m} moves exactly {n} step, counting only occupied spaces: {d} it lands on {m2}",
        "das {w} auf {m} zieht genau {n} Schritt, nur besetzte Felder gezählt: {d} landet es auf {m2}",
    ),
    (
        "torris.lands_n",
        "the {w} on {m} moves exactly {n} steps, counting only occupied spaces: {d} it lands on {m2}",
        "das {w} auf {m} zieht genau {n} Schritte, nur besetzte Felder gezählt: {d} landet es auf {m2}",
    ),
    (
        "torris.climb",
        "the stone on {m} stands at level {n} and must climb, but the tower on {m2} has only {n2} stone(s)",
        "der Stein auf {m} steht auf Höhe {n} und muss aufsteigen, aber der Turm auf {m2} hat nur "
        "{n2} Stein(e)",
    ),
    # ------------------------------------------------------------- Fünf gewinnt
    ("fuenf.row", "{p} formed a row of {n}", "{p} hat eine Reihe aus {n} gebildet"),
    (
        "fuenf.repetition",
        "the same position occurred for the {o} time",
        "dieselbe Stellung kam zum {o} Mal vor",
    ),
    ("fuenf.both_few", "neither player has five stones left", "keiner hat noch fünf Steine"),
    ("fuenf.few", "{p} has fewer than five stones left", "{p} hat weniger als fünf Steine übrig"),
    (
        "fuenf.limit",
        "the afterplay limit of {n} turns was reached",
        "die Grenze von {n} Zügen im Nachspiel ist erreicht",
    ),
    (
        "fuenf.syntax",
        "write a placement as x,y (e.g. 0,0 or 1,-2), a move as from>to (e.g. 1,0>2,1), or pass",
        "schreibe ein Setzen als x,y (z. B. 0,0 oder 1,-2), einen Zug als von>nach (z. B. 1,0>2,1) oder pass",
    ),
    (
        "fuenf.all_placed",
        "all stones are placed: in the afterplay move a stone, written from>to (e.g. 1,0>2,1)",
        "alle Steine sind gesetzt: im Nachspiel wird ein Stein gezogen, geschrieben von>nach (z. B. 1,0>2,1)",
    ),
    (
        "fuenf.first_middle",
        "the first stone goes to the middle of the surface, 0,0",
        "der erste Stein kommt in die Mitte der Fläche, 0,0",
    ),
    ("fuenf.not_free", "{m} is not free", "{m} ist nicht frei"),
    (
        "fuenf.no_contact",
        "{m} touches no stone along a side (corner contact is not enough)",
        "{m} berührt keinen Stein mit einer Seite (Eckkontakt genügt nicht)",
    ),
    (
        "fuenf.place_now",
        "stones are moved only in the afterplay; now place a stone, written x,y",
        "Steine werden erst im Nachspiel gezogen; setze jetzt einen Stein, geschrieben x,y",
    ),
    ("fuenf.no_own_stone", "there is no {w} stone on {m}", "auf {m} liegt kein {w} Stein"),
    (
        "fuenf.no_free_side",
        "the stone on {m} has no free side and cannot be lifted",
        "der Stein auf {m} hat keine freie Seite und kann nicht angehoben werden",
    ),
    (
        "fuenf.elsewhere",
        "the stone must be placed at another position",
        "der Stein muss an eine andere Stelle gesetzt werden",
    ),
    (
        "fuenf.cut_off",
        "{m} does not touch the playing area along a side once {m2} is lifted (cut-off stones are captured)",
        "{m} berührt die Spielfläche mit keiner Seite, sobald {m2} angehoben ist (abgeschnittene Steine "
        "werden geschlagen)",
    ),
    (
        "fuenf.pass_only",
        "you may pass only when you cannot move",
        "du darfst nur passen, wenn du nicht ziehen kannst",
    ),
    # ------------------------------------------------------------- Make 5
    ("make5.bag", "bag: {w}", "Beutel: {w}"),
    ("make5.lot", "lot: p{n} sorts first", "Los: P{n} sortiert zuerst"),
    ("make5.roll", "{p} (Chaot): {w} into {m}", "{p} (Chaot): {w} in {m}"),
    (
        "make5.make_five",
        "MAKE FIVE: {p} sorted all five rows in game {n}",
        "MAKE FIVE: {p} hat in Spiel {n} alle fünf Reihen sortiert",
    ),
    (
        "make5.higher_1",
        "{p} has the higher total after 1 game ({n} to {n2})",
        "{p} hat nach 1 Spiel die höhere Summe ({n} zu {n2})",
    ),
    (
        "make5.higher",
        "{p} has the higher total after {n3} games ({n} to {n2})",
        "{p} hat nach {n3} Spielen die höhere Summe ({n} zu {n2})",
    ),
    (
        "make5.tied_1",
        "the match is tied after 1 game ({n} each): a draw",
        "nach 1 Spiel steht es gleich ({n} je Spieler): unentschieden",
    ),
    (
        "make5.tied",
        "the match is tied after {n2} games ({n} each): a draw",
        "nach {n2} Spielen steht es gleich ({n} je Spieler): unentschieden",
    ),
    (
        "make5.places",
        "a runway has places 1-{n} (1 is the lowest)",
        "eine Bahn hat die Plätze 1-{n} (1 ist der unterste)",
    ),
    ("make5.runways", "the runways are a-e, left to right", "die Bahnen heißen a-e, von links nach rechts"),
    (
        "make5.syntax",
        "the sorter writes token-runway, e.g. b2-e (the token on runway b, place 2, rolls into runway e), "
        "or pass; the Chaot writes the runway, e.g. c",
        "der Ordnungsfreak schreibt Stein-Bahn, z. B. b2-e (der Stein auf Bahn b, Platz 2, rollt in Bahn e), "
        "oder pass; der Chaot schreibt die Bahn, z. B. c",
    ),
    (
        "make5.chaot_rolls",
        "the Chaot must roll the drawn token into a runway (write its letter, e.g. c)",
        "der Chaot muss den gezogenen Stein in eine Bahn rollen (schreibe ihren Buchstaben, z. B. c)",
    ),
    ("make5.full", "runway {m} is full (five tokens)", "Bahn {m} ist voll (fünf Steine)"),
    (
        "make5.sorter_moves",
        "the sorter moves a token (e.g. b2-e) or passes; only the Chaot rolls in new tokens",
        "der Ordnungsfreak bewegt einen Stein (z. B. b2-e) oder passt; nur der Chaot rollt neue Steine ein",
    ),
    ("make5.no_token", "there is no token on {m}", "auf {m} liegt kein Stein"),
    (
        "make5.top_token",
        "it is the top token of its runway: it would roll back to the same place (pass)",
        "das ist der oberste Stein seiner Bahn: er würde an denselben Platz zurückrollen (pass)",
    ),
    ("make5.not_role", "it is not the {w}'s move now", "der {w} ist jetzt nicht am Zug"),
    # ------------------------------------------------------------- Hütchenspieler
    ("huetchen.most", "{ps} shows the most stones ({n})", "{ps} hat die meisten Steine ({n})"),
    (
        "huetchen.share",
        "{ps} share the win with {n} stones each",
        "{ps} teilen sich den Sieg mit je {n} Steinen",
    ),
    ("huetchen.starts", "{p} starts (drawn by lot)", "{p} beginnt (ausgelost)"),
    ("huetchen.asks", "{p} asks for the {w}", "{p} fragt nach dem {w}"),
    (
        "huetchen.shuffle_left",
        "{p} shuffles {m} (stone {n} to the left end)",
        "{p} schiebt {m} (Stein {n} ans linke Ende)",
    ),
    (
        "huetchen.shuffle_right",
        "{p} shuffles {m} (stone {n} to the right end)",
        "{p} schiebt {m} (Stein {n} ans rechte Ende)",
    ),
    (
        "huetchen.shuffle_between",
        "{p} shuffles {m} (stone {n} between stones {n2} and {n3})",
        "{p} schiebt {m} (Stein {n} zwischen die Steine {n2} und {n3})",
    ),
    ("huetchen.turn_down", "{p} turns the four stones face down", "{p} dreht die vier Steine um"),
    ("huetchen.lays", "{p} lays out {ws}", "{p} legt aus: {ws}"),
    ("huetchen.lays_hidden", "{p} lays out four stones face up", "{p} legt vier Steine offen aus"),
    (
        "huetchen.turns",
        "{p} turns stone {n}: {w} ({v}, asked for the {w2})",
        "{p} dreht Stein {n} um: {w} ({v}, gefragt war der {w2})",
    ),
    ("huetchen.goes", "it goes to {p}", "er geht an {p}"),
    ("huetchen.both", "stone {n} is the {w}: both go to {p}", "Stein {n} ist der {w}: beide gehen an {p}"),
    (
        "huetchen.shuffle_syntax",
        "a shuffle move is stone>gap with a stone 1-4 and a gap 0-4",
        "ein Schiebezug ist Stein>Lücke mit einem Stein 1-4 und einer Lücke 0-4",
    ),
    (
        "huetchen.noop",
        "gaps {n} and {n2} are beside stone {n3}: the row would not change",
        "die Lücken {n} und {n2} liegen neben Stein {n3}: die Reihe bliebe gleich",
    ),
    (
        "huetchen.positions",
        "the positions of the row are 1 to 4, from the left",
        "die Plätze der Reihe sind 1 bis 4, von links",
    ),
    ("huetchen.players", "the players are P1 to P{n}", "die Spieler sind P1 bis P{n}"),
    (
        "huetchen.symbols",
        "the symbols are dot, line, triangle and square",
        "die Symbole sind dot (Punkt), line (Strich), triangle (Dreieck) und square (Quadrat)",
    ),
    (
        "huetchen.layout_names",
        "a layout names the four symbols dot, line, triangle, square",
        "eine Auslage nennt die vier Symbole dot, line, triangle, square (Punkt, Strich, Dreieck, Quadrat)",
    ),
    (
        "huetchen.layout_once",
        "a layout shows each of the four symbols exactly once",
        "eine Auslage zeigt jedes der vier Symbole genau einmal",
    ),
    (
        "huetchen.syntax",
        "write a layout as four symbols (dot line triangle square, or dlts), 'turn', a shuffle move as "
        "stone>gap (e.g. 2>0), 'ask triangle', or the position of the stone to turn (1-4)",
        "schreibe eine Auslage als vier Symbole (dot line triangle square oder dlts), 'turn', einen "
        "Schiebezug als Stein>Lücke (z. B. 2>0), 'ask triangle' oder den Platz des umzudrehenden "
        "Steins (1-4)",
    ),
    ("huetchen.not_now", "not now: {t}", "jetzt nicht: {t}"),
    (
        "huetchen.need_lay",
        "the shuffler lays out four stones (e.g. dot line triangle square)",
        "der Hütchenspieler legt vier Steine aus (z. B. dot line triangle square)",
    ),
    (
        "huetchen.need_memo",
        "the seekers are memorising; the shuffler ends it with 'turn'",
        "die Sucher prägen sich die Reihe ein; der Hütchenspieler beendet das mit 'turn'",
    ),
    (
        "huetchen.need_shuffle",
        "the shuffler makes shuffle move {n} of {n2}",
        "der Hütchenspieler macht Schiebezug {n} von {n2}",
    ),
    (
        "huetchen.need_ask",
        "the shuffler asks for a symbol not yet revealed (e.g. ask triangle)",
        "der Hütchenspieler fragt nach einem noch nicht aufgedeckten Symbol (z. B. ask triangle)",
    ),
    (
        "huetchen.need_pick",
        "{p} turns a face-down stone (its position)",
        "{p} dreht einen verdeckten Stein um (seinen Platz)",
    ),
    ("huetchen.need_over", "the game is over", "die Partie ist vorbei"),
    (
        "huetchen.revealed",
        "the {w} has already been revealed in this turn",
        "der {w} wurde in dieser Runde schon aufgedeckt",
    ),
    (
        "huetchen.turned",
        "the stone at position {n} has already been turned",
        "der Stein auf Platz {n} ist schon umgedreht",
    ),
    (
        "huetchen.lacks",
        "{p} lacks a stone of their own colour for some symbol",
        "{p} fehlt für ein Symbol ein Stein der eigenen Farbe",
    ),
    # ------------------------------------------------------------- All Fives
    ("allfives.draws", "{p} draws {m}", "{p} zieht {m}"),
    ("allfives.draws_hidden", "{p} draws a tile", "{p} zieht einen Stein"),
    ("allfives.receives", "{p} receives {m}", "{p} erhält {m}"),
    ("allfives.receives_hidden", "{p} receives a tile", "{p} erhält einen Stein"),
    ("allfives.opens_after", "{p} opens after the domino", "{p} eröffnet nach dem Domino"),
    (
        "allfives.opens_highest",
        "{p} holds the highest tile and opens with it",
        "{p} hat den höchsten Stein und eröffnet damit",
    ),
    ("allfives.opens_lot", "{p} opens round {n} by lot", "{p} eröffnet Runde {n} durch das Los"),
    ("allfives.play", "{p}: {m} (ends {n})", "{p}: {m} (Enden {n})"),
    ("allfives.play_scores", "{p}: {m} (ends {n}, scores {n2})", "{p}: {m} (Enden {n}, {n2} Punkte)"),
    (
        "allfives.round_domino",
        "round {n} won by {ps}: domino by {p}",
        "Runde {n} gewinnt {ps}: Domino von {p}",
    ),
    (
        "allfives.round_blocked",
        "round {n} won by {ps}: the round is blocked",
        "Runde {n} gewinnt {ps}: die Runde ist blockiert",
    ),
    ("allfives.domino_by", "domino by {p}", "Domino von {p}"),
    ("allfives.blocked", "the round is blocked", "die Runde ist blockiert"),
    ("allfives.side_scores", "{ps} scores {n}", "{ps} erhält {n} Punkte"),
    ("allfives.no_points", "no hand points", "keine Handpunkte"),
    ("allfives.over", "the match is over", "die Partie ist vorbei"),
    ("allfives.target", "{ps} reached the target of {n}", "{ps} hat das Ziel von {n} erreicht"),
    (
        "allfives.limit_equal",
        "the round limit of {n} was reached with all scores equal",
        "die Grenze von {n} Runden ist erreicht, alle Punktstände sind gleich",
    ),
    (
        "allfives.limit",
        "the round limit of {n} was reached; {ps} had the most points",
        "die Grenze von {n} Runden ist erreicht; {ps} hat die meisten Punkte",
    ),
    (
        "allfives.chance_syntax",
        "a chance outcome is a tile such as 3-6, or 'lot P2'",
        "ein Zufallsergebnis ist ein Stein wie 3-6 oder 'lot P2'",
    ),
    (
        "allfives.syntax",
        "write a play as tile@end, e.g. 6-2@E (ends W, E, N, S; the opening is just 3-6), or draw, or pass",
        "schreibe einen Zug als Stein@Ende, z. B. 6-2@E (Enden W, E, N, S; die Eröffnung ist nur 3-6), "
        "oder draw oder pass",
    ),
    (
        "allfives.forced",
        "the drawn tile {m} is playable and must be played at once",
        "der gezogene Stein {m} passt und muss sofort gelegt werden",
    ),
    (
        "allfives.must_play",
        "you hold a playable tile, and a player who can play must play",
        "du hast einen passenden Stein, und wer legen kann, muss legen",
    ),
    (
        "allfives.must_draw",
        "you must draw while the boneyard has tiles to draw",
        "du musst ziehen, solange der Vorrat Steine hat",
    ),
    (
        "allfives.no_draw",
        "the boneyard has no tile left to draw; pass",
        "im Vorrat ist kein Stein mehr; passe",
    ),
    ("allfives.not_play", "it is not a play", "das ist kein Anlegen"),
    ("allfives.not_held", "you do not hold {m}", "du hast {m} nicht"),
    (
        "allfives.must_forced",
        "you must play {m} (the tile just drawn, or the highest tile to open)",
        "du musst {m} legen (den eben gezogenen Stein oder den höchsten zur Eröffnung)",
    ),
    (
        "allfives.opening",
        "the first tile opens the layout: write just {m}",
        "der erste Stein eröffnet die Auslage: schreibe nur {m}",
    ),
    ("allfives.name_end", "name the end to play at, e.g. {m}", "nenne das Ende, an das du legst, z. B. {m}"),
    (
        "allfives.no_spinner",
        "there is no spinner yet, so there are no side arms",
        "es gibt noch keinen Spinner, also keine Seitenarme",
    ),
    (
        "allfives.arms",
        "the spinner's side arms open only when both straight sides of it are occupied",
        "die Seitenarme des Spinners öffnen sich erst, wenn beide geraden Seiten belegt sind",
    ),
    (
        "allfives.mismatch",
        "end {m} shows {n}, which {m2} does not match",
        "Ende {m} zeigt {n}, und {m2} passt nicht dazu",
    ),
    # ------------------------------------------------------------- options (the new-game dialog)
    (
        "options.range",
        "option {q}: {x} is not valid; expected a whole number from {n} to {n2}",
        "Option {q}: {x} ist ungültig; erwartet ist eine ganze Zahl von {n} bis {n2}",
    ),
    (
        "options.choice",
        "option {q}: {x} is not valid; expected one of {x2}",
        "Option {q}: {x} ist ungültig; erwartet ist eines von {x2}",
    ),
    (
        "options.bool",
        "option {q}: {x} is not valid; expected true or false",
        "Option {q}: {x} ist ungültig; erwartet ist true (ja) oder false (nein)",
    ),
    (
        "options.number",
        "option {q}: {x} is not valid; expected a whole number",
        "Option {q}: {x} ist ungültig; erwartet ist eine ganze Zahl",
    ),
    (
        "options.tiles",
        "{m} {n} hands of {n2} tiles need more than the 28 tiles of the set",
        "{m} {n} Hände zu je {n2} Steinen brauchen mehr als die 28 Steine des Spiels",
    ),
    (
        "options.first",
        "{m} first={m2} but there are only {n} players",
        "{m} first={m2}, aber es spielen nur {n}",
    ),
    # ------------------------------------------------------------- the server (fives.server)
    ("server.illegal", "{q} is not allowed: {t}", "{q} ist nicht erlaubt: {t}"),
    (
        "server.internal",
        "an unexpected error on the server; it has been logged (incident {m})",
        "ein unerwarteter Fehler auf dem Server; er wurde protokolliert (Vorfall {m})",
    ),
    ("server.not_started", "the game has not started yet", "die Partie hat noch nicht begonnen"),
    (
        "server.wait",
        "the {w} time is not over: {n} of {n2} seconds left",
        "die {w} ist noch nicht um: noch {n} von {n2} Sekunden",
    ),
    (
        "server.taken_over",
        "seat {n} is played by the computer now; rejoin first",
        "Platz {n} spielt jetzt der Computer; übernimm ihn zuerst wieder",
    ),
    (
        "server.taken_over_send",
        "seat {n} is played by the computer now; send rejoin first",
        "Platz {n} spielt jetzt der Computer; übernimm ihn zuerst wieder",
    ),
    (
        "server.stale_moved",
        "seat {n} already moved at move {n2} ({q}); the game is now at move {n3}",
        "Platz {n} hat bei Zug {n2} schon gezogen ({q}); die Partie ist jetzt bei Zug {n3}",
    ),
    (
        "server.stale",
        "the position changed since move {n} (the game is now at move {n2}); look at the new position and "
        "move again",
        "die Stellung hat sich seit Zug {n} geändert (die Partie ist jetzt bei Zug {n2}); sieh dir die neue "
        "Stellung an und ziehe noch einmal",
    ),
    (
        "server.ahead",
        "move number {n} is ahead of the game, which is at move {n2}",
        "Zugnummer {n} liegt vor der Partie, die bei Zug {n2} ist",
    ),
    (
        "server.rematch_finished",
        "the game is over; ask for a rematch",
        "die Partie ist vorbei; schlage eine Revanche vor",
    ),
    (
        "server.not_finished",
        "a rematch can start only when the game is over",
        "eine Revanche kann erst beginnen, wenn die Partie vorbei ist",
    ),
)

#: words that placeholders of kind ``w`` (and player names) stand for
WORDS: dict[str, str] = {
    "White": "Weiß",
    "Black": "Schwarz",
    "white": "weiß",
    "black": "schwarz",
    "chance": "Zufall",
    "red": "rot",
    "yellow": "gelb",
    "green": "grün",
    "blue": "blau",
    "dot": "Punkt",
    "line": "Strich",
    "triangle": "Dreieck",
    "square": "Quadrat",
    "circle": "Kreis",
    "sorter": "Ordnungsfreak",
    "Chaot": "Chaot",
    "row": "Reihe",
    "column": "Spalte",
    "diagonal": "Diagonale",
    "memorize": "Merkzeit",
    "domino": "Domino",
    "blocked": "blockiert",
    "target": "Ziel",
    "limit": "Rundengrenze",
    "unopposed": "ohne Gegner",
    "kept": "behalten",
    "void": "verfallen",
    "next": "nächste",
    "draw": "unentschieden",
    "setup": "Aufbau",
    "play": "Spiel",
    "over": "vorbei",
}

#: ordinals (kind ``o``): German writes them as numbers with a full stop
ORDINALS: dict[str, str] = {"first": "1.", "second": "2.", "third": "3."}

#: directions (kind ``d``) and verdicts (kind ``v``)
DIRECTIONS: dict[str, str] = {"right": "rechts", "left": "links", "up": "oben", "down": "unten"}
VERDICTS: dict[str, str] = {"right": "richtig", "wrong": "falsch"}

#: the keys of the outcome details (score breakdowns), shown as labels
DETAIL_KEYS: dict[str, str] = {
    "afterplay_turns": "Züge im Nachspiel",
    "asked": "gefragt",
    "black": "Schwarz",
    "white": "Weiß",
    "captured": "geschlagen",
    "domino_by": "Domino von",
    "end": "Ende",
    "ended_by": "beendet durch",
    "game": "Spiel",
    "games": "Spiele",
    "group": "Gruppe",
    "hands": "Hände",
    "last": "letzter",
    "left_in_hand": "in der Hand übrig",
    "leftover": "übrige Steine",
    "lines": "Linien",
    "make_five": "Make Five",
    "pips": "Augen",
    "points": "Punkte",
    "position": "Platz",
    "pushes": "Schübe",
    "round": "Runde",
    "rounds": "Runden",
    "row": "Reihe",
    "rows": "Reihen",
    "score": "Punkte",
    "seeker": "Sucher",
    "shuffler": "Hütchenspieler",
    "side_scores": "Punkte der Seiten",
    "solved": "gelöst",
    "sorter": "Ordnungsfreak",
    "stones": "Steine",
    "stones_left": "Steine übrig",
    "sums": "Summen",
    "symbol": "Symbol",
    "taker": "erhält",
    "text": "Text",
    "tiebreak": "Gleichstand",
    "totals": "Summen",
    "towers": "Türme",
    "turn": "Runde",
    "turns": "Runden",
    "winners": "Sieger",
    "won": "gewonnen",
    "colours": "Farben",
    "decider": "Entscheidungsspiel",
    "awards": "Punkte",
}

#: errors of the server by their code, for messages without a template of their own
ERRORS: dict[str, str] = {
    "ahead": "dieser Zug liegt vor der Partie; lade die Seite neu",
    "bad_absence": "die Abwesenheitszeit liegt außerhalb des erlaubten Bereichs (1 Sekunde bis 1 Tag)",
    "bad_clock": "die Bedenkzeit liegt außerhalb des erlaubten Bereichs",
    "bad_hello": "die Anmeldung an der Partie ist ungültig",
    "bad_json": "die Nachricht ist kein gültiges JSON",
    "bad_level": "diese Spielstärke gibt es für dieses Spiel nicht",
    "bad_message": "die Nachricht ist ungültig",
    "bad_move": "diese Zugnummer gibt es in dieser Partie nicht",
    "bad_origin": "eine Seite von einer anderen Adresse darf sich nicht mit diesem Server verbinden",
    "bad_name": "dieser Name ist nicht erlaubt: höchstens 40 sichtbare Zeichen, keine Steuerzeichen",
    "bad_options": "eine Option hat einen ungültigen Wert",
    "bad_seat": "ein Platz ist ungültig angegeben",
    "bad_seats": "die Zahl der Plätze passt nicht zur Zahl der Spieler",
    "bad_token": "der Schlüssel gehört zu keinem Platz dieser Partie",
    "bad_visibility": "eine Partie mit einem Platz für alle steht in der Lobby und kann nicht privat sein; "
    "lade Mitspieler per Link ein",
    "broken_room": "diese Partie lässt sich nicht mehr laden",
    "busy": "der Server ist gerade ausgelastet; versuche es gleich noch einmal",
    "conflict": "die Partie hat sich geändert, während dein Zug gespeichert wurde; versuche es noch einmal",
    "computer_thinking": "der Computer denkt über seinen Zug nach; nimm zurück, sobald er gezogen hat",
    "finished": "die Partie ist vorbei; schlage eine Revanche vor",
    "hello_first": "die erste Nachricht muss die Anmeldung sein",
    "illegal": "dieser Zug ist nicht erlaubt",
    "invitation": "das ist eine Einladung, kein Schlüssel eines Platzes: sie öffnet nur ihren Platz",
    "invite_used": "diese Einladung wurde schon benutzt: sie öffnet ihren Platz einmal, für die erste "
    "Person, die ihr folgt",
    "no_claim": "hier kann niemand den Sieg beanspruchen (nur zwei Menschen ohne Uhr)",
    "no_free_seat": "hier ist kein Platz frei; ein eingeladener Platz braucht seinen Link",
    "no_hint": "für dieses Spiel gibt es keinen Tipp",
    "no_room": "diese Partie gibt es nicht",
    "no_rules": "die Spielregel ist auf diesem Server nicht verfügbar",
    "no_seat": "diesen Platz gibt es in dieser Partie nicht",
    "no_token": "dafür braucht es den Schlüssel eines Platzes",
    "no_timer": "gerade läuft keine Zeit, die früher enden könnte",
    "not_seeker": "die Merkzeit ist für die anderen: warte, bis sie bereit sind",
    "no_undo": "in diesem Spiel kann nicht zurückgenommen werden",
    "not_computer": "diesen Platz spielt nicht mehr der Computer",
    "not_away": "dieser Platz ist noch nicht lange genug verlassen",
    "not_finished": "die Partie läuft noch",
    "not_playing": "die Partie läuft gerade nicht",
    "not_your_seat": "das ist nicht dein Platz",
    "nothing_to_undo": "es gibt keinen Zug zum Zurücknehmen",
    "rematch_started": "aus dieser Partie wurde schon eine Revanche gestartet; sie bleibt, wie sie ist",
    "seat_taken": "dieser Platz ist besetzt; nur ein freier oder verlassener Platz kann übernommen werden",
    "spectator": "Zuschauer können das nicht",
    "stale": "die Stellung hat sich geändert; sieh dir die neue Stellung an und ziehe noch einmal",
    "storage": "der Zug konnte nicht gespeichert werden und gilt nicht; versuche es noch einmal",
    "taken_over": "diesen Platz spielt jetzt der Computer; übernimm ihn zuerst wieder",
    "too_large": "die Nachricht ist zu groß",
    "too_many_attempts": "zu viele Versuche; warte einen Moment",
    "too_many_connections": "zu viele Verbindungen von dieser Adresse",
    "too_many_computer_rooms": (
        "von dieser Adresse laufen schon genug Partien nur zwischen Computern; warte, bis eine endet"
    ),
    "too_many_open_rooms": "von dieser Adresse warten schon zu viele Partien auf Mitspieler",
    "unknown_game": "dieses Spiel gibt es nicht",
    "unknown_type": "unbekannte Nachricht",
    "wait": "die Zeit ist noch nicht um",
    "timeout": "keine Anmeldung innerhalb von 30 Sekunden",
    "not_found": "hier gibt es nichts",
    "method_not_allowed": "diese Anfrage ist hier nicht erlaubt",
    "http_error": "die Anfrage ist fehlgeschlagen",
    "internal": "ein unerwarteter Fehler auf dem Server; er wurde protokolliert",
}
