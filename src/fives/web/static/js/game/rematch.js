// The game page's rematch: the offer another player made (a `rematch` message sets
// `page.room.rematch` and `page.rematchBy`), and the one button that offers or joins it.
import { api, saveSeatTokens } from "../api.js";
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { heldSeats, playerName } from "./views.js";

/** "Anna offers a rematch" while another player's offer waits for this page's seats, else null. */
export function rematchOffer(page) {
  const held = heldSeats(page);
  if (!page.room.rematch || !held.length || held.includes(page.rematchBy)) return null;
  const text = typeof page.rematchBy === "number" ? `${playerName(page, page.rematchBy)} ${t("rematchOffer")}` : t("rematchWaiting");
  return h("p", { class: "rematch-offer big", id: "rematch-offer", text });
}

/** The Rematch button (join the offer when there is one), for a page that holds a seat. */
export function rematchButton(page) {
  if (!heldSeats(page).length) return null;
  return h("button", { type: "button", class: "btn primary", id: "rematch", text: page.room.rematch ? t("rematchJoin") : t("rematch"), onclick: () => rematch(page) });
}

/** Offer a rematch, or join the one another player offered: one click either way.  Every
 * token of this page carries over; the server says where each seat sits in the new room
 * (Cambio moves everybody one seat on). */
async function rematch(page) {
  const seats = heldSeats(page).length ? heldSeats(page).map(String) : Object.keys(page.tokens);
  const token = page.tokens[seats[0]];
  try {
    const data = await api.rematch(page.roomId, token);
    const id = data.room.id;
    const moved = {};
    for (const [seat, held] of Object.entries(page.tokens)) moved[data.seats?.[seat] ?? seat] = held;
    saveSeatTokens(id, moved);
    location.hash = `#/room/${id}`;
  } catch (e) {
    page.notice = { kind: "error", text: e.message };
    page.renderNotice();
  }
}
