# Zug-Benachrichtigungen (Issue 35): der Titel des Tabs, die Benachrichtigung des Browsers,
# Web Push und E-Mail (fives.server.notify, notify_api; js/notify.js).

## Der Server
error-bad_subscription = das Push-Abonnement wurde abgelehnt
error-bad_email = das ist keine E-Mail-Adresse
error-too_many_emails = zu viele Bestätigungs-E-Mails; versuch es später wieder
notify-unavailable = Benachrichtigungen gehen gerade nicht; versuch es gleich noch einmal
notify-too-many-emails = höchstens { $limit } Bestätigungs-E-Mails pro Stunde; versuch es in { $wait } s wieder
notify-bad-email = das ist keine E-Mail-Adresse
notify-bad-endpoint = an diesen Push-Dienst sendet dieser Server nicht
notify-bad-keys = die Schlüssel des Push-Abonnements sind ungültig
notify-turn-title = Du bist dran · { $game }
notify-turn-body = { $game } gegen { $players }: du bist am Zug.
notify-turn-mail =
    Du bist am Zug in { $game } gegen { $players }.

    Zur Partie: { $link }

    Du bekommst diese E-Mail, weil du Zug-Benachrichtigungen per E-Mail eingeschaltet hast.
    Abschalten (ohne Anmeldung): { $off }
notify-push-off-action = Abschalten
notify-confirm-subject = Bestätige deine E-Mail-Adresse für Fives
notify-confirm-body =
    Jemand (hoffentlich du) hat diese Adresse für ein Fives-Konto angegeben, um per E-Mail zu erfahren, wann er am Zug ist.

    Bestätigen: { $link }

    Warst du es nicht, dann übergeh diese E-Mail: an eine unbestätigte Adresse geht nichts.

## Die Seiten, die eine Nachricht öffnet
notify-page-home = Zu Fives
notify-link-bad-title = Dieser Link geht nicht
notify-link-bad = Der Link ist ungültig (vielleicht abgeschnitten, oder für eine inzwischen geänderte Adresse).
notify-off-title = Benachrichtigungen abschalten
notify-off-question = { $channel ->
    [email] Keine E-Mails mehr, wenn du am Zug bist?
    [push] Keine Push-Benachrichtigungen mehr, auf keinem Gerät?
   *[all] Keine Zug-Benachrichtigungen mehr?
}
notify-off-button = Abschalten
notify-off-done = { $channel ->
    [email] Erledigt: keine E-Mails mehr zu deinen Zügen. In den Einstellungen kannst du sie wieder einschalten.
    [push] Erledigt: keine Push-Benachrichtigungen mehr. In den Einstellungen kannst du sie wieder einschalten.
   *[all] Erledigt: keine Zug-Benachrichtigungen mehr. In den Einstellungen kannst du sie wieder einschalten.
}
notify-verify-title = Bestätige deine E-Mail-Adresse
notify-verify-question = Zug-Benachrichtigungen an { $email } senden?
notify-verify-button = Bestätigen
notify-verify-done = Bestätigt: { $email } bekommt eine E-Mail, wenn du in einer Partie mit Tagen pro Zug dran bist.

## Die Seite
ui-notify-title-turn = Du bist dran
ui-notify-browser-body = { $game }: du bist am Zug
ui-notify-browser = Benachrichtige mich, wenn ich dran bin und dieser Tab im Hintergrund ist
ui-notify-denied = Dieser Browser blockiert Benachrichtigungen dieser Seite (in seinen Website-Einstellungen kannst du sie erlauben).
ui-notify-unsupported = Dieser Browser kann keine Benachrichtigungen zeigen.
ui-notify-settings = Einstellungen
ui-notify-settings-title = Benachrichtigungen
ui-notify-settings-browser = In diesem Tab
ui-notify-settings-away = Wenn du weg bist (Partien mit Tagen pro Zug)
ui-notify-sign-in-first = Melde dich an, um per Push-Benachrichtigung oder E-Mail zu erfahren, wann du in einer Partie mit Tagen pro Zug dran bist.
ui-notify-push = Push-Benachrichtigungen auf diesem Gerät
ui-notify-push-hint = Kommen auch an, wenn keine Seite von Fives offen ist.
ui-notify-push-unavailable = Dieser Browser kann von dieser Adresse keine Push-Benachrichtigungen empfangen (dazu braucht es https).
ui-notify-push-devices = Geräte, die sie bekommen: { $count }
ui-notify-email = E-Mail-Adresse
ui-notify-email-hint = Nur du siehst sie. Wir schicken einen Link, um sie zu bestätigen.
ui-notify-email-on = Schick mir eine E-Mail, wenn ich dran bin
ui-notify-email-unverified = Noch nicht bestätigt: öffne den Link, den wir an diese Adresse geschickt haben.
ui-notify-email-verified = Bestätigt.
ui-notify-no-email = Dieser Server verschickt keine E-Mails.
ui-notify-save = Speichern
ui-notify-saved = Gespeichert.
ui-notify-all-off = Alle Benachrichtigungen abschalten
ui-notify-all-off-done = Alle Benachrichtigungen sind aus.
ui-notify-more = Push und E-Mail, wenn du weg bist …
