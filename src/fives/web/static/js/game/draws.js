// The game page's draw offers and takeback requests (issue 35; fives.server.draws): "Offer a draw"
// and "Ask to take back" beside Resign, for the seat shown, where the room allows them (the room's
// `offers`: the game knows a draw; takebacks in casual games without hidden information); the bar
// above the board with the pending offer (Accept / Decline for a seat asked, Withdraw for the
// asker); and the words when an offer was declined or a move taken back.
import { api } from "../api.js";
import { h, clear } from "../dom.js";
import { t } from "../i18n.js";
import { resignableSeat } from "./resign.js";
import { playerName, viewOf } from "./views.js";

/** The offer that waits for answers in the position shown (a move since lapsed it), or null. */
export function pendingOffer(page) {
  const offer = page.room?.offer;
  if (!offer || page.room.status !== "playing" || offer.move_number !== page.msg?.move_number) return null;
  return offer;
}

/** "Offer a draw" and "Ask to take back", for the seat this page may act for (as Resign). */
export function offerButtons(page, view) {
  const seat = resignableSeat(page, view);
  const allowed = page.room?.offers || {};
  if (seat === null || pendingOffer(page) || page.room.seats?.[seat]?.status === "ai") return [];
  const button = (kind, id, key) =>
    h("button", { type: "button", class: "btn small", id, text: t(key), onclick: () => send(page, () => api.offer(page.roomId, page.tokens[seat], kind)) });
  const buttons = [];
  if (allowed.draw) buttons.push(button("draw", "offer-draw", "offerDraw"));
  // a takeback needs a move of this seat (the server also refuses one across chance)
  const moved = viewOf(page, seat)?.own_moves;
  if (allowed.takeback && moved > 0) buttons.push(button("takeback", "ask-takeback", "askTakeback"));
  return buttons;
}

/** The pending offer above the board: who offers what, and the buttons of this page's seats. */
export function renderOffer(page) {
  const el = page.els.offer;
  if (!el) return;
  clear(el);
  const said = page.notice?.offer; // "declined", "taken back": about the position they name
  if (said !== undefined && page.msg?.move_number === said) page.notice.seen = true;
  else if (said !== undefined && page.notice.seen) {
    page.notice = null; // the game has left that position
    page.renderNotice();
  }
  const offer = pendingOffer(page);
  if (!offer) return;
  const name = (p) => playerName(page, p);
  const draw = offer.kind === "draw";
  const mine = (offer.waiting || []).find((p) => page.tokens[p]);
  const buttons = [];
  let text;
  if (mine !== undefined) {
    text = t(draw ? "drawOffered" : "takebackAsked", { name: name(offer.by) });
    buttons.push(
      h("button", { type: "button", class: "btn primary", id: "offer-accept", text: t("offerAccept"), onclick: () => send(page, () => api.answerOffer(page.roomId, page.tokens[mine], true)) }),
      h("button", { type: "button", class: "btn", id: "offer-decline", text: t("offerDecline"), onclick: () => send(page, () => api.answerOffer(page.roomId, page.tokens[mine], false)) }),
    );
  } else if (page.tokens[offer.by]) {
    text = t(draw ? "drawOfferedYou" : "takebackAskedYou", { names: (offer.waiting || []).map(name).join(", ") });
    buttons.push(
      h("button", {
        type: "button",
        class: "btn",
        id: "offer-withdraw",
        text: t("offerWithdraw"),
        onclick: () => {
          page.withdrew = true;
          send(page, () => api.answerOffer(page.roomId, page.tokens[offer.by], false));
        },
      }),
    );
  } else {
    text = t(draw ? "drawOffered" : "takebackAsked", { name: name(offer.by) });
  }
  const bar = h("div", { class: "confirm-bar offer-bar", id: "offer-bar", role: "group", "aria-labelledby": "offer-text" }, [h("span", { id: "offer-text", text })]);
  for (const b of buttons) bar.append(" ", b);
  el.append(bar);
}

/** A new room message: the offer this page made was declined, or a takeback happened. */
export function noteOffer(page, before, after) {
  // the words of an earlier offer go once anything happened since (a new offer, a move, the end)
  if (page.notice?.offer !== undefined && (after?.offer || after?.status !== "playing" || after?.move_number !== before?.move_number)) page.notice = null;
  const had = before?.offer;
  if (!had || after?.offer || after?.status !== "playing") return;
  if (had.kind === "takeback" && after.move_number < had.move_number) {
    page.notice = { kind: "info", text: t("takenBack"), offer: after.move_number };
  } else if (page.tokens[had.by] && after.move_number === had.move_number && !page.withdrew) {
    page.notice = { kind: "info", text: t("offerDeclined"), offer: after.move_number };
  }
  page.withdrew = false;
}

async function send(page, request) {
  await page.act(async () => {
    const data = await request();
    page.room = data.info;
    page.render();
  });
}
