// The game page's Resign (issue 35): a button for the seat shown, if this page holds it and the
// game runs, and the confirmation in the page (no browser dialog) before anything is sent.  Two
// players: the other wins at once; three or more: the computer plays the seat to the end, where it
// counts as lost (fives.server.resign).
import { api } from "../api.js";
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { heldSeats, isOver } from "./views.js";

/** The seat this page may resign now (the shown one, else its only seat), or null. */
export function resignableSeat(page, view) {
  const held = heldSeats(page);
  if (!held.length || page.room?.status !== "playing" || isOver(page, view)) return null;
  const seat = held.includes(page.seat) ? page.seat : held.length === 1 ? held[0] : null;
  const row = page.room.seats?.[seat];
  if (seat === null || !row || row.resigned || row.kind === "ai") return null;
  return seat;
}

/** The Resign button under the seats; it asks first (`confirmBar`). */
export function resignButton(page, view) {
  const seat = resignableSeat(page, view);
  if (seat === null) return null;
  return h("button", {
    type: "button",
    class: "btn small danger",
    id: "resign",
    text: t("resign"),
    onclick: () => {
      page.notice = { kind: "resign", seat };
      page.renderNotice();
      document.getElementById("resign-yes")?.focus();
    },
  });
}

/** "Resign this game?" with Yes and Cancel (drawn by `GamePage.renderNotice`). */
export function confirmBar(page) {
  const seat = page.notice.seat;
  const many = (page.room?.seats || []).length > 2;
  return h("div", { class: "confirm-bar resign-bar", id: "resign-bar", role: "alertdialog", "aria-labelledby": "resign-question" }, [
    h("span", { id: "resign-question", text: t(many ? "resignQuestionMany" : "resignQuestion") }),
    " ",
    h("button", { type: "button", class: "btn primary danger", id: "resign-yes", text: t("resignYes"), onclick: () => resign(page, seat) }),
    " ",
    h("button", {
      type: "button",
      class: "btn",
      id: "resign-cancel",
      text: t("cancel"),
      onclick: () => {
        page.notice = null;
        page.renderNotice();
      },
    }),
  ]);
}

async function resign(page, seat) {
  page.notice = null;
  page.renderNotice();
  await page.act(async () => {
    const data = await api.resign(page.roomId, page.tokens[seat]);
    page.room = data.room;
    page.render();
  });
}
