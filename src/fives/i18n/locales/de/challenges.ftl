# Herausforderungen (Issue 35): die Ablehnungen des Servers (fives.server.challenges) und die Texte der Seite (js/challenges.js)

challenge-two-players = eine Herausforderung ist eine Partie zu zweit oder mehr
challenge-turn-absence = eine Fernpartie hat keine Abwesenheitsregeln: die Tage pro Zug sind ihre Uhr
challenge-yourself = du kannst dich nicht selbst herausfordern
challenge-refused = { $name } nimmt gerade keine Herausforderungen an
challenge-too-many-out = du hast schon { $limit } offene Herausforderungen: warte auf ihre Antwort oder ziehe eine zurück
challenge-too-many-hour = höchstens { $limit } Herausforderungen pro Stunde; versuche es später noch einmal
challenge-too-many-in = { $name } hat zu viele offene Herausforderungen; versuche es später noch einmal
challenge-too-many-blocks = du hast schon { $limit } Personen blockiert
challenge-pending = deine Herausforderung an { $name } wartet noch auf Antwort
challenge-none = diese Herausforderung gibt es nicht
challenge-not-yours = nur wer herausgefordert ist, beantwortet eine Herausforderung, und nur wer sie geschickt hat, zieht sie zurück
challenge-is-pending = die Herausforderung wartet noch auf Antwort
challenge-is-accepted = die Herausforderung wurde schon angenommen
challenge-is-declined = die Herausforderung wurde abgelehnt
challenge-is-cancelled = die Herausforderung wurde zurückgezogen
challenge-is-expired = die Herausforderung ist abgelaufen
challenge-rate = höchstens { $limit } Herausforderungen pro Adresse und Minute; versuche es in { $wait } s noch einmal

ui-challenge = Herausfordern
ui-challenge-name = { $name } herausfordern
ui-challenge-sign-in = Melde dich an, um { $name } herauszufordern: Herausforderungen gibt es nur zwischen Konten (Gäste können keine schicken und keine bekommen).
ui-challenge-title = { $name } herausfordern
ui-challenge-game = Spiel
ui-challenge-level = Der Computer auf den übrigen Plätzen
ui-challenge-note = { $name } sieht deine Herausforderung auf der Startseite. Eine Live-Herausforderung wartet zehn Minuten auf Antwort, eine Fernpartie einen Tag. Wer zuerst sitzt, entscheidet das Los.
ui-challenge-send = Herausforderung schicken
ui-challenge-withdraw = Herausforderung zurückziehen
ui-challenge-waiting = Warte auf die Antwort von { $name } (noch { $time })
ui-challenge-declined-by = { $name } hat deine Herausforderung abgelehnt.
ui-challenge-expired = { $name } hat nicht rechtzeitig geantwortet: die Herausforderung ist abgelaufen.
ui-challenge-cancelled = Du hast die Herausforderung zurückgezogen.
ui-challenge-accepted-by = { $name } hat angenommen: auf zur Partie!
ui-challenge-players = { $n } Spieler
ui-challenge-days = { $days ->
    [one] ein Tag pro Zug
   *[other] { $days } Tage pro Zug
}
ui-challenge-move-clock = { $seconds } s pro Zug
ui-challenge-game-clock = { $minutes } min pro Partie
ui-challenge-live = live
ui-challenge-rated = gewertet
ui-challenge-casual = ungewertet
ui-challenge-from = { $name } fordert dich heraus
ui-challenge-to = Du hast { $name } herausgefordert
ui-challenge-accept = Annehmen
ui-challenge-decline = Ablehnen
ui-challenge-block = Blockieren
ui-challenge-block-title = Keine Herausforderungen mehr von { $name }
ui-challenge-unblock = Freigeben
ui-challenge-out-pending = wartet auf Antwort
ui-challenge-out-declined = abgelehnt
ui-challenge-out-expired = abgelaufen
ui-challenge-out-cancelled = zurückgezogen
ui-challenge-out-accepted = angenommen
ui-challenges = Herausforderungen
ui-challenges-none = Gerade fordert dich niemand heraus. Fordere andere auf ihrem Profil oder in einer Bestenliste heraus.
ui-challenge-settings = Einstellungen für Herausforderungen
ui-challenges-accepting = Herausforderungen von anderen annehmen
ui-challenges-blocked = Von diesen Personen nimmst du keine Herausforderungen an:

error-bad_challenge = diese Herausforderung kann nicht geschickt werden
error-challenge_refused = diese Person nimmt gerade keine Herausforderungen an
error-not_your_challenge = diese Herausforderung beantwortest oder ziehst nicht du zurück
error-no_challenge = diese Herausforderung gibt es nicht
error-challenge_closed = die Herausforderung wurde schon beantwortet, zurückgezogen oder ist abgelaufen
error-challenge_pending = deine Herausforderung an diese Person wartet noch auf Antwort
error-too_many_challenges = zu viele Herausforderungen; warte eine Weile
ui-challenge-later = Später
