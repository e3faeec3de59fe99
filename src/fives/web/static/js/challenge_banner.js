// A challenge waiting for a signed-in player's answer, on every page but the home page (which
// lists them in challenges.js): a bar at the bottom with Accept, Decline and Later.
import { call } from "./api.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { currentAccount } from "./accounts.js";
import { challengeSummary, moveIn } from "./challenges.js";

const BANNER_POLL = 8000;
const later = new Set();

/** On every page but the home page (which lists them): the newest challenge waiting for a
 * signed-in player's answer, in a bar at the bottom with Accept, Decline and Later, so that a
 * player on a profile, a leaderboard or in a game sees it within seconds.  Started once (main.js). */
export function watchChallengeBanner(games) {
  const tick = async () => {
    const home = !location.hash || location.hash === "#/" || location.hash === "#";
    const old = document.getElementById("challenge-banner");
    if (!currentAccount() || home) {
      old?.remove();
      return;
    }
    let data;
    try {
      data = await call("GET", "/api/challenges");
    } catch (e) {
      return;
    }
    const c = data.incoming.find((x) => !later.has(x.id));
    if (old && old.dataset.challenge === c?.id) return;
    old?.remove();
    if (!c) return;
    const error = h("span", { class: "error", role: "alert" });
    const answer = (path, after) => async (event) => {
      event.target.disabled = true;
      try {
        const done = await call("POST", `/api/challenges/${encodeURIComponent(c.id)}/${path}`);
        bar.remove();
        if (after) await after(done);
      } catch (e) {
        error.textContent = e.message;
      }
    };
    const bar = h("aside", { class: "challenge-banner", id: "challenge-banner", role: "status", "aria-live": "polite", dataset: { challenge: c.id } }, [
      h("strong", { text: t("challengeFrom", { name: c.from }) }),
      ` · ${challengeSummary(c, games)} `,
      h("span", { class: "challenge-actions" }, [
        h("button", { type: "button", class: "btn small primary challenge-accept", text: t("challengeAccept"), onclick: answer("accept", (done) => moveIn(done.room, done.ticket, null)) }),
        h("button", { type: "button", class: "btn small challenge-decline", text: t("challengeDecline"), onclick: answer("decline") }),
        h("button", {
          type: "button",
          class: "btn small challenge-later",
          text: t("challengeLater"),
          onclick: () => {
            later.add(c.id);
            bar.remove();
          },
        }),
      ]),
      error,
    ]);
    document.body.append(bar);
  };
  setInterval(tick, BANNER_POLL);
  window.addEventListener("hashchange", () => setTimeout(tick, 300));
}
