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
import { formatSeconds } from "./clock.js";
import { rematchButton, rematchOffer } from "./rematch.js";
import { claimed as claimedOf, heldSeats, playerName, texts as textsOf } from "./views.js";

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
    const absent = name(claimed.absent);
    // a rated claim over a seat whose person never came ends the game unrated (issue 33)
    const key = claimed.ended === "timeout" ? "timeoutText" : claimed.unrated === "never_connected" ? "claimedUnratedText" : "claimedText";
    texts.reason = t(key)
      .replace("{absent}", absent)
      .replace("{time}", formatSeconds(claimed.ended === "timeout" ? claimed.clock_seconds || 0 : claimed.away_seconds || 0))
      .replace("{by}", name(claimed.by));
    texts.details = {};
  }
  const winners = out.winners || [];
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
  const headline = words?.headline || headlineOf(winners, n, name, t);
  const reason = words ? words.reason : texts.reason;
  const panel = h("section", { class: "result", id: "result" }, [
    h("h2", { text: t("gameOver") }),
    h("p", { class: "big", id: "result-headline", text: headline }),
    h("p", { id: "result-reason" }, [h("strong", { text: `${t("reason")}: ` }), String(reason || "")]),
  ]);
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
