// The game page's seats and views: which seat's view is shown, what the panels around the board
// may show (hot-seat privacy), how a seat is named, and whether the game is over.  Read-only
// questions about the page's state (`page.room`, `page.msg`, `page.seat`, `page.info`).
import { serverTexts } from "../i18n.js";
import { namer } from "../names.js";

/** The seats this page holds a token of (from the last state message). */
export function heldSeats(page) {
  return (page.msg?.views || []).filter((v) => v.seat !== null).map((v) => v.seat);
}

function hiddenInfo(page) {
  return Boolean(page.info?.hidden_information);
}

/** The seat to show: the first held seat that must act, else the one shown before. */
export function chooseSeat(page) {
  const views = page.msg?.views || [];
  if (!views.length) return null;
  const acting = page.msg.acting_seats || [];
  if (acting.length) return acting.includes(page.seat) ? page.seat : acting[0];
  const held = heldSeats(page);
  if (held.includes(page.seat)) return page.seat;
  return views[0].seat;
}

export function viewOf(page, seat) {
  const view = (page.msg?.views || []).find((v) => v.seat === seat)?.view || null;
  const timer = page.msg?.timer;
  // while live time of the rules runs (Hütchenspieler's memorising) the action that ends it is
  // the server's to play: not offered (it came back "Move rejected: wait"), not "Your turn"
  if (view && timer?.action && timer.seat === seat && (view.legal || []).includes(timer.action)) {
    return { ...view, legal: view.legal.filter((m) => m !== timer.action) };
  }
  return view;
}

/** The public view (a spectator's): sent beside the seats' views on a hot-seat connection. */
function publicView(page) {
  return viewOf(page, null);
}

/** What the panels around the board may show: the seat's view, or on the hand-over screen of
 * a shared one only the public view (hot-seat privacy). */
export function shownView(page, view) {
  return page.covered ? publicView(page) : view;
}

/** The server's texts of a view (log, result) in the page's language. */
export function texts(page, view) {
  return serverTexts(view, (page.msg?.views || []).find((v) => v.view === view)?.i18n);
}

/** Several people share this screen in a game with hidden information. */
export function needsCover(page, seat) {
  return hiddenInfo(page) && heldSeats(page).length > 1 && seat !== null && seat !== page.revealedSeat;
}

/** A seat's name as every place of the page shows it ("Anna", "computer (hard)"; two alike
 * numbered: names.js). */
export function playerName(page, p) {
  return namer(page.room?.seats)(p);
}

/** The game ended early: a player claimed the win over an absent one, a turn-based player's
 * days ran out, a player of two resigned, or the players agreed a draw (no rules ending). */
export function claimed(page) {
  const ended = page.room?.result?.ended;
  const early = ended === "claimed" || ended === "timeout" || ended === "resigned" || ended === "draw_agreed";
  return page.room?.status === "finished" && early ? page.room.result : null;
}

/** The seats whose people resigned (three or more players: the computer played them on). */
export function resignedSeats(page) {
  return (page.room?.seats || []).filter((s) => s.resigned).map((s) => s.seat);
}

export function isOver(page, view) {
  return Boolean(view?.terminal || claimed(page));
}
