// The game page's seat list: who is here, back or away; hand an empty seat to the computer,
// leave, or take one's seat back from the computer.
import { api, forgetRoom } from "../api.js";
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { formatSeconds } from "./clock.js";
import { awayFor, presenceOf } from "./presence.js";
import { heldSeats, isOver, playerName } from "./views.js";

/** Seats: who is here; hand an empty seat to the computer, leave, or take one's seat back. */
export function renderSeats(page, side, view) {
  const held = heldSeats(page);
  const seats = page.room.seats || [];
  // only when someone else (a person or the computer) shares the game
  if (!held.length || isOver(page, view) || seats.every((x) => held.includes(x.seat))) return;
  const token = page.tokens[held[0]] || Object.values(page.tokens)[0];
  const list = h("ul", { class: "seat-list", id: "seat-list" });
  (page.room.seats || []).forEach((seat) => {
    const name = playerName(page, seat.seat);
    const here = presenceOf(page, seat);
    let status = seat.status === "ai" && /computer/i.test(name) ? "" : `: ${t(`status_${seat.status}`)}`;
    if (here && seat.status === "joined") status = `: ${t(`presence_${here}`)}`;
    const item = h("li", { dataset: { seat: seat.seat, status: seat.status, presence: here || "" } }, [`${name}${status}`]);
    if (here === "away") {
      const away = awayFor(page, seat.seat);
      item.append(" ", h("span", { class: "muted away-for", dataset: { seat: seat.seat }, text: formatSeconds(away) }));
    }
    if (!held.includes(seat.seat) && (seat.status === "left" || seat.status === "waiting") && seat.kind !== "ai") {
      item.append(" ", h("button", {
        type: "button",
        class: "btn small takeover",
        text: t("computerPlays"),
        onclick: () => page.act(() => api.takeover(page.roomId, seat.seat, "easy", token)),
      }));
    }
    if (held.includes(seat.seat) && seat.status === "ai") {
      item.append(" ", h("button", { type: "button", class: "btn small", id: "take-back", text: t("takeBack"), onclick: () => page.conn.send({ type: "rejoin" }) }));
    }
    list.append(item);
  });
  side.append(list);
  const others = seats.filter((x) => !held.includes(x.seat) && x.status !== "ai");
  if (held.length === 1 && others.length && page.room.status === "playing") {
    side.append(h("button", {
      type: "button",
      class: "btn small",
      id: "leave",
      text: t("leave"),
      onclick: () => page.act(async () => {
        await api.leave(page.roomId, page.tokens[held[0]], "easy");
        forgetRoom(page.roomId); // the token ended: no longer one of "My games"
        location.hash = "#/";
      }),
    }));
  }
}
