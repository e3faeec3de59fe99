// One name per seat everywhere (issue 35): the one place that decides how a seat is called on a
// page.  The game page (seats, turn line, clocks, board, log, hint, result), the replay (scores,
// moves, analysis, reason), the how-to guide and the lists of rooms all name a seat through
// `seatNames`, and a message that names a player ({key: "player", args: {n}} or by colour) is
// rendered with these names (messages.js `renderNamed`).
//
// A seat's name: the name its player chose or the account's; an unnamed seat ("P1" from the
// server) "Player 1" ("Spieler 1"); a computer seat "computer (easy)" in the page's language
// (i18n.js `seatName`).  Two seats that would read alike ("computer (easy)" twice, two "Anna")
// get their seat's number after the name ("computer (easy) 2", "computer (easy) 3": the number is
// the seat's, as in "Player 3"), so every name on a page is unique.
import { seatName } from "./i18n.js";

/** The display names of ``seats`` (a room's seats {name} or the names themselves), in seat
 * order, each unique on the page. */
export function seatNames(seats) {
  const raw = (seats || []).map((seat, p) => seatName((typeof seat === "string" ? seat : seat?.name) || `P${p + 1}`));
  const count = new Map();
  for (const name of raw) count.set(name, (count.get(name) || 0) + 1);
  const names = raw.map((name, p) => (count.get(name) > 1 ? `${name} ${p + 1}` : name));
  // a numbered name may meet a chosen one ("Anna 2" beside two "Anna"): the seat's own default
  // name then tells them apart
  const taken = new Map();
  for (const name of names) taken.set(name, (taken.get(name) || 0) + 1);
  return names.map((name, p) => (taken.get(name) > 1 ? `${name} (${seatName(`P${p + 1}`)})` : name));
}

/** ``name(p)``: seat ``p``'s display name among ``seats`` ("Player n" beyond them). */
export function namer(seats) {
  const names = seatNames(seats);
  return (p) => names[p] ?? seatName(`P${p + 1}`);
}
