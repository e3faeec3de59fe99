// Labels of the games' options in both languages, and German descriptions (the server's are
// English).  Keys: "<game>.<option>" for a game's own meaning, else "<option>".
export const OPTIONS = {
  players: { en: "Players", de: "Spieler", de_desc: "Anzahl der Spieler" },
  first: { en: "Who starts", de: "Wer beginnt", de_desc: "Los (der Zufall entscheidet) oder eine Spielernummer" },
  "make5.first": { en: "Who sorts first", de: "Wer zuerst sortiert", de_desc: "wer im ersten Spiel sortiert: eine Spielernummer oder das Los" },
  setup: { en: "Setup", de: "Aufbau", de_desc: "von Hand: die Spieler setzen die Startwürfel abwechselnd; zufällig: der Zufall setzt sie" },
  setup_advice: { en: "Setup advice", de: "Aufbau-Hinweis", de_desc: "keine drei gleichen Symbole in einer Linie beim Aufbau: warnen (nur Hinweis) oder erzwingen (verboten, solange ein anderer Platz geht)" },
  own_line_rule: { en: "Lines for others only", de: "Nur fremde Linien", de_desc: "ein Schub, der nur Linien anderer Spieler bildet: Gegner gewinnt, oder verboten (außer er bildet auch die eigene Linie)" },
  repetition: { en: "Draw by repetition", de: "Remis durch Wiederholung", de_desc: "dasselbe Tablett mit demselben Spieler am Zug zum dritten Mal ist unentschieden" },
  max_pushes: { en: "Pushes at most", de: "Höchstens Schübe", de_desc: "nach so vielen Schüben ist das Spiel unentschieden" },
  afterplay_limit: { en: "Afterplay turns at most", de: "Höchstens Nachspielzüge", de_desc: "nach so vielen Nachspielzügen (beide Spieler zusammen) ist das Spiel unentschieden" },
  reconnect: { en: "Moved stone reconnects", de: "Versetzter Stein verbindet", de_desc: "der versetzte Stein rettet die Gruppen, die er berührt (sonst zählt, was beim Anheben abgeschnitten wird)" },
  few_stones_lose: { en: "Fewer than five stones lose", de: "Unter fünf Steinen verliert", de_desc: "wer weniger als fünf Steine hat, verliert (sonst spielt er weiter)" },
  closing: { en: "Closing up", de: "Aufschließen", de_desc: "wenn ein einzelner Stein sein Feld verlässt: Reihe (die lückenlose Reihe dahinter rückt eins vor) oder kompakt (alle Türme dahinter rücken auf)" },
  tiebreak: { en: "Tie-break", de: "Gleichstand", de_desc: "gleiche Punkte und gleich hohe höchste Türme: nächster (die nächsthöheren Türme entscheiden) oder unentschieden" },
  memorize_seconds: { en: "Seconds to memorise", de: "Sekunden zum Merken", de_desc: "so lange liegt die Reihe offen, bevor sie umgedreht wird (Spielregel: 10 bis 20)" },
  leftover: { en: "Stones left over", de: "Übrige Steine", de_desc: "wenn die Hände verschieden groß sind: ohne Gegner (wer kann, spielt weiter), behalten (Spielende, übrige zählen als gewonnen) oder verfallen (Spielende, übrige gehen verloren)" },
  empty_without_stones: { en: "Empty hand without stones", de: "Leere Hand ohne Steine", de_desc: "wer keine Steine mehr hat, darf die unbenutzte leere Hand noch zeigen" },
  hand_size: { en: "Tiles per hand", de: "Steine pro Hand", de_desc: "so viele Steine bekommt jeder Spieler" },
  divide_by_five: { en: "Count in fives", de: "In Fünfern zählen", de_desc: "Variante: jede Wertung geteilt durch fünf (Ziel 61)" },
  target: { en: "Target score", de: "Zielpunkte", de_desc: "mit so vielen Punkten ist die Partie gewonnen" },
  highest_double_leads: { en: "Highest double leads", de: "Höchster Pasch beginnt", de_desc: "Variante: statt des Loses beginnt, wer den höchsten Pasch hat, mit ihm" },
  keep_two: { en: "Keep two in the boneyard", de: "Zwei im Vorrat lassen", de_desc: "Variante: die letzten zwei Steine des Vorrats dürfen nicht gezogen werden" },
  round_limit: { en: "Rounds at most", de: "Höchstens Runden", de_desc: "nach so vielen Runden endet die Partie spätestens (die meisten Punkte gewinnen)" },
  games: { en: "Games in the match", de: "Spiele der Partie", de_desc: "nach jedem Spiel wechseln die Rollen (eine gerade Zahl gibt beiden gleich viele)" },
  tie: { en: "Tied match", de: "Gleichstand", de_desc: "unentschieden, oder Entscheidung (noch ein Spielpaar; wieder gleich: unentschieden)" },
};

export const CHOICES = {
  lot: { en: "lot", de: "Los" },
  manual: { en: "by hand", de: "von Hand" },
  random: { en: "random", de: "zufällig" },
  warn: { en: "warn", de: "warnen" },
  enforce: { en: "enforce", de: "erzwingen" },
  opponent_wins: { en: "they win", de: "die anderen gewinnen" },
  forbidden: { en: "forbidden", de: "verboten" },
  run: { en: "run", de: "Reihe" },
  compact: { en: "compact", de: "kompakt" },
  next: { en: "next towers", de: "nächste Türme" },
  draw: { en: "draw", de: "unentschieden" },
  unopposed: { en: "unopposed", de: "ohne Gegner" },
  kept: { en: "kept", de: "behalten" },
  void: { en: "void", de: "verfallen" },
  decider: { en: "decider", de: "Entscheidung" },
};

export function optionText(game, name) {
  return OPTIONS[`${game}.${name}`] || OPTIONS[name] || null;
}
