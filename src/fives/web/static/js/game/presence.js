// The game page's presence: who is here and who is away (the room's `connected`/`away`, then
// `presence` messages), how long a seat has been away, and the choice the players still here get
// about an away seat (keep waiting, let the computer play it, claim the win).  Its state lives in
// `page.presence` ({connected, away, at, back, live}), `page.waitUntil` (seat -> seconds away
// until which "Keep waiting" hides the offer) and `page.presenceKey`.
import { api } from "../api.js";
import { h, clear } from "../dom.js";
import { t } from "../i18n.js";
import { formatSeconds } from "./clock.js";
import { heldSeats, isOver, playerName, shownView, viewOf } from "./views.js";

const LEVELS = ["random", "easy", "medium", "hard", "max"];

/** Who is here and who is away (from a room or presence message); a seat that comes back
 * shows "back" for a few seconds. */
export function setPresence(page, data, live = true) {
  const now = performance.now();
  const before = page.presence;
  const back = { ...(before?.back || {}) };
  for (const seat of data.connected || []) {
    // "back" only for another person whose return this page saw happen
    if (before?.live && String(seat) in before.away && !heldSeats(page).includes(seat)) back[seat] = now;
  }
  for (const seat of Object.keys(data.away || {})) {
    delete back[seat];
    delete page.waitUntil[seat];
  }
  page.presence = { connected: data.connected || [], away: data.away || {}, at: now, back, live };
}

/** Seconds the seat has been away now, or null when it is here. */
export function awayFor(page, seat) {
  const since = page.presence?.away?.[String(seat)];
  if (since === undefined) return null;
  return since + (performance.now() - page.presence.at) / 1000;
}

/** What the seat list shows of a seat: here, back, away (or nothing for computer seats). */
export function presenceOf(page, seat) {
  if (seat.kind === "ai" || seat.status === "waiting" || !page.presence) return null;
  if (awayFor(page, seat.seat) !== null) return "away";
  const back = page.presence.back[seat.seat];
  return back !== undefined && performance.now() - back < 10000 ? "back" : "here";
}

/** The choice the players still here get about an away seat: none, "takeover" (after the
 * room's grace time, in a room without a clock) or "claim" (two players, after the claim time). */
function offerFor(page, seat) {
  const held = heldSeats(page);
  const room = page.room;
  if (!held.length || held.includes(seat.seat) || room.status !== "playing" || seat.status !== "joined") return null;
  if (room.clock_seconds || room.game_clock_seconds) return null; // the clock decides
  const away = awayFor(page, seat.seat);
  if (away === null || away < (room.away_grace_seconds ?? 60)) return null;
  const claim = room.seats.length === 2 && away >= (room.claim_win_seconds ?? 300);
  if (!claim && away < (page.waitUntil[seat.seat] ?? 0)) return null; // "keep waiting"
  return claim ? "claim" : "takeover";
}

/** Once a second: the away times count up; the seat list is drawn again when what it offers
 * changes (not on every tick, so a button is not replaced under the pointer). */
export function updatePresence(page, force = false) {
  if (!page.room || !page.msg) return;
  const key = JSON.stringify((page.room.seats || []).map((s) => [s.status, presenceOf(page, s), offerFor(page, s)]));
  if (force || key !== page.presenceKey) {
    page.presenceKey = key;
    const view = shownView(page, viewOf(page, page.seat));
    if (view) {
      page.renderSide(view);
      renderAway(page, view);
    }
    return;
  }
  for (const el of page.root.querySelectorAll(".away-for")) {
    const away = awayFor(page, Number(el.dataset.seat));
    if (away !== null) el.textContent = formatSeconds(away);
  }
}

/** Above the board, where a phone shows it too: the choice about each away seat. */
export function renderAway(page, view) {
  const box = clear(page.els.away);
  const held = heldSeats(page);
  if (!view || !held.length || isOver(page, view)) return;
  const token = page.tokens[held[0]] || Object.values(page.tokens)[0];
  for (const seat of page.room.seats || []) {
    const offer = offerFor(page, seat);
    if (offer) box.append(awayOffer(page, seat, offer, token));
  }
}

/** The choice about a seat away for longer than the grace time: keep waiting, let the
 * computer play it at a level the players pick, or (two players, after the claim time) claim
 * the win. */
function awayOffer(page, seat, offer, token) {
  const away = awayFor(page, seat.seat) || 0;
  const level = h("select", { id: "away-level", class: "seat-level", "aria-label": t("level") }, LEVELS.map((l) => h("option", { value: l, text: t(l), selected: l === "easy" })));
  const box = h("div", { class: "away-offer", id: "away-offer", role: "group", dataset: { seat: seat.seat } }, [
    h("p", {}, [`${playerName(page, seat.seat)} ${t("awayOffer")} `, h("span", { class: "away-for", dataset: { seat: seat.seat }, text: formatSeconds(away) }), "."]),
    h("div", { class: "actions" }, [
      h("button", {
        type: "button",
        class: "btn small",
        id: "keep-waiting",
        text: t("keepWaiting"),
        onclick: () => {
          page.waitUntil[seat.seat] = (awayFor(page, seat.seat) || 0) + (page.room.away_grace_seconds ?? 60);
          updatePresence(page, true);
        },
      }),
      level,
      h("button", {
        type: "button",
        class: "btn small primary",
        id: "away-takeover",
        text: t("letComputerPlay"),
        onclick: () => page.act(() => api.takeover(page.roomId, seat.seat, level.value, token)),
      }),
      offer === "claim" ? h("button", { type: "button", class: "btn small", id: "claim-win", text: t("claimWin"), onclick: () => claimWin(page) }) : null,
    ]),
  ]);
  return box;
}

async function claimWin(page) {
  const held = heldSeats(page);
  await page.act(async () => {
    const data = await api.claim(page.roomId, page.tokens[held[0]]);
    page.room = data.room;
    page.render();
  });
}
