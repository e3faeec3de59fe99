// English and German texts; the choice is remembered in localStorage.
import { loadCatalog, renderMessage } from "./messages.js";

const KEY = "fives.lang";

const TEXT = {
  en: {
    title: "Fives: eight tabletop games",
    tagline: "Eight games to play by clicking: alone, with a friend on this screen or online, or against the computer.",
    players: "players",
    player: "player",
    play: "Play",
    rules: "Rules",
    close: "Close",
    noRules: "The rules text is not available from this server.",
    home: "All games",
    newGame: "New game",
    seats: "Seats",
    seat: "Seat",
    me: "Me",
    local: "Another person on this screen",
    invite: "Invite by link",
    lobbySeat: "Anyone (open seat in the lobby)",
    computer: "Computer",
    level: "Level",
    easy: "easy",
    medium: "medium",
    hard: "hard",
    max: "max",
    random: "random",
    options: "Options",
    start: "Start",
    cancel: "Cancel",
    yes: "yes",
    no: "no",
    language: "Deutsch",
    languageTitle: "Auf Deutsch umschalten",
    connecting: "Connecting…",
    reconnecting: "Connection lost: reconnecting…",
    connected: "Connected",
    yourTurn: "Your turn",
    turnOf: "To move:",
    chance: "chance",
    thinking: "thinking…",
    waitingFor: "Waiting for",
    gameOver: "Game over",
    winner: "Winner",
    winners: "Winners",
    draw: "Draw: nobody wins",
    noWinner: "Nobody wins",
    reason: "Reason",
    details: "Details",
    scores: "Scores",
    score: "Score",
    moves: "Moves",
    legalMoves: "Your moves",
    notation: "Notation",
    noMoves: "No moves for you right now.",
    rematch: "Rematch",
    download: "Download record",
    replay: "Replay",
    finishedGames: "Finished games",
    openGames: "Open games: join a free seat",
    runningGames: "Games being played: watch",
    watch: "Watch",
    join: "Join",
    myGames: "My games",
    resume: "Resume",
    finished: "Finished",
    visibility: "Who may see this game",
    visibilityPrivate: "Private: only people with a link",
    visibilityOpen: "Open: listed in the lobby, anyone may watch",
    visibilityForced: "A seat for anyone makes the game open: the lobby offers it.",
    inviteLocalOnly: "This link works only on this computer: the server listens on 127.0.0.1. To play with a friend on your network, start it with make run HOST=0.0.0.0 and open the page at this computer's network address.",
    clock: "Time left",
    clockTitle: "Clock (optional): when it runs out, the computer moves",
    clockMove: "Seconds per move",
    clockGame: "Minutes per player for the whole game",
    inviteLinks: "Invitation links",
    copy: "Copy",
    copied: "Copied",
    error: "Error",
    moveRejected: "Move rejected",
    loading: "Loading…",
    notFound: "This game does not exist (or the link is no longer valid).",
    handOver: "Hand the device to",
    show: "Show my view",
    hideInfo: "Hidden information: only the player to move should look now.",
    spectator: "spectator",
    name: "Name (optional)",
    status_joined: "here",
    status_waiting: "not here yet",
    status_left: "left",
    status_ai: "computer",
    computerPlays: "Let the computer play this seat",
    leave: "Leave (the computer plays on)",
    takeBack: "Take my seat back",
    presence_here: "here",
    presence_away: "away",
    presence_back: "back",
    awayFor: "away for",
    spectators: "watching",
    awayOffer: "has been away for",
    keepWaiting: "Keep waiting",
    letComputerPlay: "Let the computer play",
    claimWin: "Claim the win",
    claimedText: "{absent} was away for {time}; {by} claimed the win",
    watching: "Watching (you have no seat in this game)",
    you: "you",
    undo: "Undo",
    hint: "Hint",
    options_none: "This game has no options.",
    lastMove: "Last move",
    seatOf: "Playing as",
    players_option: "Players",
    pass: "Pass",
    stonesLeft: "stones left",
    round: "Round",
    gameNo: "Game",
    rematchJoin: "Join the rematch",
    rematchOffer: "offers a rematch",
    rematchWaiting: "A rematch is waiting for you",
    phase: "Phase",
    bag: "Bag",
    spare: "Spare cube",
    hand: "Hand",
    boneyard: "Boneyard",
    ends: "Open ends",
    total: "Total",
    selectTarget: "Now choose where it goes.",
    undo: "Undo",
    undone: "Move taken back",
    hint: "Hint",
    hintThinking: "Looking for a hint…",
    hintSolvable: "Still solvable, best jump",
    hintHopeless: "No longer solvable",
    hintSolved: "Solved: one stone is left",
    illegal: "Not a legal move here.",
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    centre: "Centre",
    tower: "Tower",
    chose: "chose",
    hasChosen: "has chosen",
    stone: "stone",
    faceUp: "face up",
    faceDown: "face down",
    shuffleMove: "Shuffle move",
    asked: "Asked for",
    // issue 24 (interaction, fixes, accessibility): kept together for the message-key rewrite
    undoTitle: "Take back your last move and the computer's reply",
    deselected: "Selection cleared",
    roundNow: "Now: round {n}",
    readyButton: "I have memorised it: ready",
    readyWaiting: "Ready: waiting for the others",
    settings: "Settings",
    confirmMoves: "Confirm moves",
    soundsOn: "Sounds",
    // issue 24 (motion): the speed of the board's animations
    motionSpeed: "Motion",
    motion_auto: "Automatic",
    motion_slow: "Slow",
    motion_normal: "Normal",
    motion_fast: "Fast",
    motion_off: "Off",
    confirmQuestion: "Play this move?",
    confirmYes: "Play it",
  },
  de: {
    title: "Fives: acht Brettspiele",
    tagline: "Acht Spiele zum Anklicken: allein, zu zweit an diesem Bildschirm oder online, oder gegen den Computer.",
    players: "Spieler",
    player: "Spieler",
    play: "Spielen",
    rules: "Regeln",
    close: "Schließen",
    noRules: "Der Regeltext ist auf diesem Server nicht verfügbar.",
    home: "Alle Spiele",
    newGame: "Neues Spiel",
    seats: "Plätze",
    seat: "Platz",
    me: "Ich",
    local: "Eine weitere Person an diesem Bildschirm",
    invite: "Per Link einladen",
    lobbySeat: "Irgendwer (freier Platz in der Lobby)",
    computer: "Computer",
    level: "Stufe",
    easy: "leicht",
    medium: "mittel",
    hard: "schwer",
    max: "maximal",
    random: "zufällig",
    options: "Optionen",
    start: "Starten",
    cancel: "Abbrechen",
    yes: "ja",
    no: "nein",
    language: "English",
    languageTitle: "Switch to English",
    connecting: "Verbinde…",
    reconnecting: "Verbindung unterbrochen: verbinde neu…",
    connected: "Verbunden",
    yourTurn: "Du bist am Zug",
    turnOf: "Am Zug:",
    chance: "Zufall",
    thinking: "überlegt…",
    waitingFor: "Warte auf",
    gameOver: "Spiel zu Ende",
    winner: "Sieger",
    winners: "Sieger",
    draw: "Unentschieden: niemand gewinnt",
    noWinner: "Niemand gewinnt",
    reason: "Grund",
    details: "Einzelheiten",
    scores: "Punkte",
    score: "Punkte",
    moves: "Züge",
    legalMoves: "Deine Züge",
    notation: "Notation",
    noMoves: "Gerade hast du keinen Zug.",
    rematch: "Revanche",
    download: "Partie herunterladen",
    replay: "Nachspielen",
    finishedGames: "Beendete Partien",
    openGames: "Offene Partien: freien Platz nehmen",
    runningGames: "Laufende Partien: zuschauen",
    watch: "Zuschauen",
    join: "Mitspielen",
    myGames: "Meine Partien",
    resume: "Weiterspielen",
    finished: "Beendet",
    visibility: "Wer diese Partie sehen darf",
    visibilityPrivate: "Privat: nur wer einen Link hat",
    visibilityOpen: "Offen: in der Lobby gelistet, alle dürfen zuschauen",
    visibilityForced: "Ein Platz für alle macht die Partie offen: die Lobby bietet ihn an.",
    inviteLocalOnly: "Dieser Link funktioniert nur auf diesem Computer: der Server hört auf 127.0.0.1. Um mit jemandem in deinem Netzwerk zu spielen, starte ihn mit make run HOST=0.0.0.0 und öffne die Seite unter der Netzwerkadresse dieses Computers.",
    clock: "Restzeit",
    clockTitle: "Uhr (freiwillig): läuft sie ab, zieht der Computer",
    clockMove: "Sekunden pro Zug",
    clockGame: "Minuten pro Spieler für das ganze Spiel",
    inviteLinks: "Einladungslinks",
    copy: "Kopieren",
    copied: "Kopiert",
    error: "Fehler",
    moveRejected: "Zug abgelehnt",
    loading: "Lade…",
    notFound: "Dieses Spiel gibt es nicht (oder der Link gilt nicht mehr).",
    handOver: "Gib das Gerät weiter an",
    show: "Meine Ansicht zeigen",
    hideInfo: "Verdeckte Information: jetzt sollte nur der Spieler am Zug hinsehen.",
    spectator: "Zuschauer",
    name: "Name (freiwillig)",
    status_joined: "da",
    status_waiting: "noch nicht da",
    status_left: "gegangen",
    status_ai: "Computer",
    computerPlays: "Den Computer auf diesem Platz spielen lassen",
    leave: "Gehen (der Computer spielt weiter)",
    takeBack: "Meinen Platz zurücknehmen",
    presence_here: "da",
    presence_away: "weg",
    presence_back: "wieder da",
    awayFor: "weg seit",
    spectators: "schauen zu",
    awayOffer: "ist weg seit",
    keepWaiting: "Weiter warten",
    letComputerPlay: "Den Computer spielen lassen",
    claimWin: "Den Sieg beanspruchen",
    claimedText: "{absent} war {time} lang weg; {by} hat den Sieg beansprucht",
    watching: "Zuschauen (du hast keinen Platz in diesem Spiel)",
    you: "du",
    undo: "Zurück",
    hint: "Tipp",
    options_none: "Dieses Spiel hat keine Optionen.",
    lastMove: "Letzter Zug",
    seatOf: "Du spielst",
    players_option: "Spieler",
    pass: "Passen",
    stonesLeft: "Steine übrig",
    round: "Runde",
    gameNo: "Spiel",
    rematchJoin: "Zur Revanche",
    rematchOffer: "bietet eine Revanche an",
    rematchWaiting: "Eine Revanche wartet auf dich",
    phase: "Phase",
    bag: "Beutel",
    spare: "Ersatzwürfel",
    hand: "Hand",
    boneyard: "Vorrat",
    ends: "Offene Enden",
    total: "Summe",
    selectTarget: "Jetzt das Ziel wählen.",
    undo: "Zurücknehmen",
    undone: "Zug zurückgenommen",
    hint: "Tipp",
    hintThinking: "Suche einen Tipp…",
    hintSolvable: "Noch lösbar, bester Sprung",
    hintHopeless: "Nicht mehr lösbar",
    hintSolved: "Gelöst: ein Stein ist übrig",
    illegal: "Hier kein erlaubter Zug.",
    zoomIn: "Vergrößern",
    zoomOut: "Verkleinern",
    centre: "Zentrieren",
    tower: "Turm",
    chose: "wählte",
    hasChosen: "hat gewählt",
    stone: "Stein",
    faceUp: "offen",
    faceDown: "verdeckt",
    shuffleMove: "Mischzug",
    asked: "Gefragt nach",
    // issue 24 (interaction, fixes, accessibility): kept together for the message-key rewrite
    undoTitle: "Deinen letzten Zug und die Antwort des Computers zurücknehmen",
    deselected: "Auswahl aufgehoben",
    roundNow: "Jetzt: Runde {n}",
    readyButton: "Gemerkt: bereit",
    readyWaiting: "Bereit: warte auf die anderen",
    settings: "Einstellungen",
    confirmMoves: "Züge bestätigen",
    soundsOn: "Töne",
    // issue 24 (motion): the speed of the board's animations
    motionSpeed: "Bewegung",
    motion_auto: "Automatisch",
    motion_slow: "Langsam",
    motion_normal: "Normal",
    motion_fast: "Schnell",
    motion_off: "Aus",
    confirmQuestion: "Diesen Zug spielen?",
    confirmYes: "Spielen",
  },
};

/** German one-line descriptions (the server sends the English ones). */
export const DESCRIPTIONS_DE = {
  cambio: "Würfel in ein 5×5-Tablett schieben, bis eine Reihe nur dein Symbol zeigt (zu dritt: vier).",
  abraeumen: "Stein über Stein springen, bis nur einer übrig ist: ein Solitärspiel auf einem 6×6-Feld.",
  fuenf_gewinnt: "16 Steine Kante an Kante auf den freien Tisch legen und fünf in eine Reihe bringen; sonst Steine versetzen, abschneiden und erobern.",
  torris: "Steine so weit ziehen, wie ihr Symbol sagt, immer aufwärts, und die höchsten Türme besitzen.",
  huetchenspieler: "Vier Steine merken, dem Mischen mit den Augen folgen und das gefragte Symbol finden.",
  zahlenpoker: "Bluffen mit Steinen 1–4: alle zeigen gleichzeitig; der höchste Wert, den nur einer zeigt, gewinnt.",
  all_fives: "Domino mit Doppel-Sechs und einem Spinner: punkten, wenn die offenen Enden ein Vielfaches von fünf ergeben.",
  make5: "Einer sortiert farbige Steine in die Reihen eines schrägen Bretts, der andere rollt neue hinein; Rollentausch über sechs Spiele.",
};

let lang = "en";
try {
  const stored = localStorage.getItem(KEY);
  if (stored === "en" || stored === "de") lang = stored;
  else if ((navigator.language || "").toLowerCase().startsWith("de")) lang = "de";
} catch (e) {
  /* storage unavailable: English */
}

const listeners = new Set();

export function getLang() {
  return lang;
}

/** The catalog of a language other than English, fetched once; the page renders again when it is in. */
function loadMessages(value) {
  if (value !== "en") loadCatalog(value).then((ok) => { if (ok && value === lang) for (const fn of listeners) fn(lang); });
}
loadMessages(lang);

export function setLang(value) {
  lang = value === "de" ? "de" : "en";
  loadMessages(lang);
  try {
    localStorage.setItem(KEY, lang);
  } catch (e) {
    /* ignore */
  }
  document.documentElement.lang = lang;
  for (const fn of listeners) fn(lang);
}

export function onLang(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The text for ``key`` in the current language (English, then the key itself, as fallback). */
export function t(key) {
  return TEXT[lang][key] ?? TEXT.en[key] ?? key;
}

/** Pick the text of the current language from {en, de}. */
export function tr(pair) {
  return pair[lang] ?? pair.en;
}

/** Texts made by the server come in English (in the view) with their translations beside it
 * (`i18n.de.log`, `.reason`, `.details`; an error's `i18n.de`): the current language's, else
 * the English text. */
export function serverTexts(view, i18n) {
  const own = lang === "en" ? null : i18n?.[lang];
  const out = view?.outcome || {};
  const english = view?.log || [];
  // a line with a message ({key, args}) is rendered here from the language's catalog
  const log = lang === "en" || !view?.messages ? null : english.map((line, i) => renderMessage(view.messages[i], lang) ?? own?.log?.[i] ?? line);
  const reason = lang === "en" ? null : renderMessage(out.reason_message, lang);
  return {
    log: log || own?.log || english,
    reason: reason ?? own?.reason ?? out.reason ?? "",
    details: own?.details ?? out.details ?? {},
    notes: own?.notes ?? view?.position?.notes ?? [],
  };
}

export function serverText(english, i18n) {
  return (lang !== "en" && i18n?.[lang]) || english;
}

/** A seat's name: computer seats are named by the server "computer (level)". */
export function seatName(name) {
  const found = lang !== "en" && /^computer \((\w+)\)$/.exec(name || "");
  return found ? `${t("computer")} (${t(found[1])})` : name;
}
