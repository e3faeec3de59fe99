// The game page's side panel: the invite links, the scores (who is to move, who won, which seat
// is "you"), the seat list and the move log.
import { h, clear } from "../dom.js";
import { t } from "../i18n.js";
import { renderInvites } from "./invites.js";
import { offerButtons } from "./draws.js";
import { logList } from "./log.js";
import { resignButton } from "./resign.js";
import { renderSeats } from "./seats.js";
import { claimed as claimedOf, playerName } from "./views.js";

export function renderSide(page, view) {
  const side = clear(page.els.side);
  renderInvites(page, side);
  if (!view) return;
  const claimed = claimedOf(page);
  const toMove = Array.isArray(view.to_move) && !claimed ? view.to_move : [];
  const winners = (claimed || view.outcome)?.winners || [];
  const table = h("table", { class: "scores", id: "scores" }, [
    h("thead", {}, h("tr", {}, [h("th", { text: t("scoresPlayer") }), h("th", { text: t("score") })])),
  ]);
  const body = h("tbody");
  view.scores.forEach((score, p) => {
    const seat = page.room.seats?.[p];
    const label = [playerName(page, p)];
    if (seat?.kind === "ai" && !/computer/i.test(seat.name || "")) label.push(` (${t("computer")})`);
    if (p === page.seat && !page.covered) label.push(` · ${t("you")}`);
    body.append(
      h("tr", { class: [toMove.includes(p) && "to-move", winners.includes(p) && "winner"] }, [
        h("td", {}, label),
        h("td", { class: "num", text: String(score) }),
      ]),
    );
  });
  table.append(body);
  side.append(h("h2", { text: t("scores") }), table);
  renderSeats(page, side, view);
  const resign = resignButton(page, view);
  const offers = offerButtons(page, view); // a draw, a takeback (draws.js)
  if (resign || offers.length) side.append(h("div", { class: "actions resign-actions" }, [...offers, resign]));
  const log = logList(page, view);
  side.append(h("h2", { text: `${t("moves")} (${view.player_moves ?? (view.log || []).length})` }), log);
  log.scrollTop = log.scrollHeight;
  queueMicrotask(() => {
    log.scrollTop = log.scrollHeight;
  });
}
