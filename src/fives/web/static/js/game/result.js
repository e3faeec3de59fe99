// The game page's result panel: who won and why in the game's own words (its web/results.js), or the
// page's words for a game that ended early (a claimed win, a turn-based player's days ran out);
// the rematch, the guided first game after a loss to the computer, the replay and the record.
import { api } from "../api.js";
import { h } from "../dom.js";
import { getLang, t } from "../i18n.js";
import { renderDetails } from "../details.js";
import { gameTitle } from "../gameinfo.js";
import { guideOffer } from "../howto.js";
import { headlineOf, renderResult, whenCatalog } from "../results/index.js";
import { endedReason } from "./ended.js";
import { rematchButton, rematchOffer } from "./rematch.js";
import { claimed as claimedOf, heldSeats, playerName, resignedSeats, texts as textsOf } from "./views.js";

/** One person alone against the computer lost (the guided first game is offered then). */
function lostToComputer(page, winners) {
  const held = heldSeats(page);
  if (held.length !== 1 || !winners.length || winners.includes(held[0])) return false;
  return (page.room?.seats || []).every((x) => x.seat === held[0] || x.kind === "ai");
}

export function resultPanel(page, view) {
  const claimed = view.terminal ? null : claimedOf(page);
  const out = view.outcome || claimed || {};
  const texts = textsOf(page, view);
  const name = (p) => playerName(page, p);
  if (claimed) {
    // the page's own words, so it reads in both languages
    texts.reason = endedReason(claimed, name);
    texts.details = {};
  }
  // three or more players: a resigned seat, which the computer played on, counts as lost
  const resigned = claimed ? [] : resignedSeats(page);
  const winners = (out.winners || []).filter((w) => !resigned.includes(w));
  const n = view.scores.length;
  // the game's own words (its web/results.js, via js/results/index.js): names for seats, sentences and tables for the details
  if (!claimed) whenCatalog(getLang(), () => page.render()); // the words come from the catalog
  const words = claimed ? null : renderResult(page.room.game, out, {
    lang: getLang(),
    name,
    seats: n,
    fallbackReason: texts.reason,
  });
  // the game may say it itself (Abräumen: solved, or stones left)
  const headline = (!resigned.length && words?.headline) || headlineOf(winners, n, name, t);
  const reason = words ? words.reason : texts.reason;
  const you = personal(page, winners, n, resigned);
  const panel = h("section", { class: "result", id: "result" }, [
    h("h2", { text: t("gameOver") }),
    you ? h("p", { class: `you ${you.kind}`, id: "result-you", text: you.text }) : null,
    h("p", { class: "big", id: "result-headline", text: headline }),
    h("p", { id: "result-reason" }, [h("strong", { text: `${t("reason")}: ` }), String(reason || "")]),
  ]);
  if (resigned.length) {
    panel.append(h("p", { id: "result-resigned", text: t("resignedMany", { names: resigned.map(name).join(", ") }) }));
  }
  const changes = ratingLines(page, name);
  if (changes) panel.append(changes);
  if (words?.body) {
    if (words.body.length) panel.append(h("div", { class: "result-details", id: "result-details" }, words.body));
  } else if (out.details && Object.keys(out.details).length) {
    panel.append(h("details", { open: true }, [h("summary", { text: t("details") }), renderDetails(out.details, name)]));
  }
  const actions = h("div", { class: "actions" });
  const offered = rematchOffer(page);
  if (offered) panel.append(offered);
  const again = rematchButton(page);
  if (again) actions.append(again);
  const offer = lostToComputer(page, winners) ? guideOffer(page.room.game, gameTitle(page.info || { name_de: page.room.game }), page.roomId) : null;
  if (offer) panel.append(offer);
  actions.append(h("a", { class: "btn", id: "replay", href: `#/replay/${encodeURIComponent(page.roomId)}`, text: t("replay") }));
  actions.append(h("a", { class: "btn", id: "download", href: api.recordUrl(page.roomId), download: `fives-${page.room.game}-${page.roomId}.json`, text: t("download") }));
  panel.append(actions);
  return panel;
}

/** The words for the person at this screen: "You won", "You lost", a draw or a shared win; null
 * for a spectator, or for people of several seats sharing the screen (the neutral headline); a
 * resigned seat lost. */
function personal(page, winners, n, resigned) {
  const held = heldSeats(page);
  if (held.length !== 1) return null;
  const [mine] = held;
  if (resigned.includes(mine)) return { kind: "lost", text: t("youLost") }; // whatever the computer made of it
  // a draw in one word: the headline under it says which kind ("the win is shared")
  if (n > 1 && (!winners.length || winners.length === n)) return { kind: "draw", text: t("youDrew") };
  return winners.includes(mine) ? { kind: "won", text: t("youWon") } : { kind: "lost", text: t("youLost") };
}

/** A rated game's rating changes, asked for once the game is over ("1500 → 1516 (+16)"): the
 * viewer's own, or every player's for a spectator. */
function ratingLines(page, name) {
  if (!page.room?.rated) return null;
  const state = page.ratingChanges;
  if (!state || state.room !== page.roomId) {
    loadRatings(page, 0);
    return null;
  }
  const held = heldSeats(page);
  const shown = held.length === 1 ? state.seats.filter((s) => s.seat === held[0]) : state.seats;
  if (!shown.length) return null;
  const line = (s) => {
    const diff = s.after - s.before;
    return `${s.after === s.before ? s.before : `${s.before} → ${s.after}`} (${diff > 0 ? "+" : diff < 0 ? "−" : "±"}${Math.abs(diff)})`;
  };
  return h("div", { class: "rating-change", id: "rating-change" }, shown.map((s) =>
    h("p", { dataset: { seat: s.seat }, text: held.length === 1 ? `${t("ratingChange")}: ${line(s)}` : `${name(s.seat)}: ${line(s)}` }),
  ));
}

async function loadRatings(page, tries) {
  if (page.ratingLoading) return;
  page.ratingLoading = true;
  try {
    const data = await api.roomRatings(page.roomId);
    // the rating follows the stored result: a moment later when it is not in yet
    if (!data.seats.length && data.rated && tries < 5) {
      setTimeout(() => {
        page.ratingLoading = false;
        loadRatings(page, tries + 1);
      }, 1000);
      return;
    }
    page.ratingChanges = { room: page.roomId, seats: data.seats };
    page.render();
  } catch (e) {
    page.ratingChanges = { room: page.roomId, seats: [] };
  }
  page.ratingLoading = false;
}
