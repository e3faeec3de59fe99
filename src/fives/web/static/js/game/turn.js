// The game page's turn line above the board: whose turn it is ("Your turn", "Turn of Anna
// (thinking)"), the rules' live time (Hütchenspieler's memorising), the clock, and whose seat
// this page shows; each change read out once to a screen reader (#announce).
import { h, clear } from "../dom.js";
import { t } from "../i18n.js";
import { updateClock } from "./clock.js";
import { heldSeats, isOver, playerName } from "./views.js";

export function renderTurn(page, view) {
  const el = clear(page.els.turn);
  if (!view) return;
  if (isOver(page, view)) {
    // the result panel says "Game over" on the page; the turn line only tells a screen reader
    if (page.announced !== t("gameOver")) page.els.announce.textContent = page.announced = t("gameOver");
    return;
  }
  if (page.room.status === "waiting") {
    el.append(h("span", { text: `${t("waitingFor")} ${page.room.seats.filter((s) => s.status === "waiting").map((s) => playerName(page, s.seat)).join(", ")}` }));
  }
  const sep = () => {
    // parts of the line read apart: "Waiting for P2 · Your turn · ⏱ 0:30"
    if (el.childNodes.length) el.append(h("span", { class: "muted sep", text: " · " }));
  };
  const timer = page.msg?.timer;
  if (timer && timer.what === "memorize") {
    // live time of the rules (Hütchenspieler: the seekers memorise the row): nobody is "to move"
    // and no computer is "thinking"; the line says what the time is for and who is ready
    const ready = (timer.ready || []).map((p) => playerName(page, p));
    sep();
    el.append(h("span", { id: "memorising", text: t("seekersMemorise") }));
    if (ready.length) el.append(h("span", { class: "muted", text: ` (${t("readyNow")}: ${ready.join(", ")})` }));
    if (page.announced !== el.textContent) page.els.announce.textContent = page.announced = el.textContent;
    return;
  }
  const mine = (view.legal || []).length > 0;
  // a chance event (a draw, a deal) is the game's, done at once: nobody is named for it
  if ((mine && !page.covered) || (Array.isArray(view.to_move) && view.to_move.length)) sep();
  if (mine && !page.covered) el.append(h("strong", { class: "your-turn", id: "your-turn", text: heldSeats(page).length > 1 ? `${t("yourTurn")}: ${playerName(page, page.seat)}` : t("yourTurn") }));
  else if (Array.isArray(view.to_move) && view.to_move.length) {
    el.append(h("span", { text: `${t("turnOf")} ${view.to_move.map((p) => playerName(page, p)).join(", ")}` }));
    if (view.to_move.some((p) => page.room.seats?.[p]?.status === "ai")) el.append(h("span", { class: "muted thinking", text: ` (${t("thinking")})` }));
  }
  const said = el.textContent;
  if (said !== page.announced) {
    page.announced = said;
    page.els.announce.textContent = said;
  }
  if (page.msg.clock) {
    sep();
    el.append(h("span", { class: "clock", id: "clock" }));
    updateClock(page);
  }
  if (page.seat === null || page.seat === undefined) {
    el.append(h("span", { class: "muted seat-of", id: "watching", text: ` · ${t("watching")}` }));
  } else if (!page.covered) {
    el.append(h("span", { class: "muted seat-of", text: ` · ${t("seatOf")} ${playerName(page, page.seat)}` }));
  }
}
