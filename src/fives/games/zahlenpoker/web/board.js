// Zahlenpoker: every player's hand of stones, the empty hand, the secret choice (face down for
// the others), and the last round's stones revealed all at once.
import { h, s, svgRoot } from "/static/js/dom.js";
import { t } from "/static/js/i18n.js";
import { clickable, legalMap } from "/static/js/boards/common.js";
import { motionSpeed } from "/static/js/motion.js";

function stone(value, x, y, cls, label, size = SIZES.desk) {
  const g = s("g", { class: `zp-stone ${cls}` });
  g.append(s("rect", { x, y, width: size.sw, height: size.sh, rx: 5, class: "zp-face" }));
  if (label !== null) g.append(s("text", { x: x + size.sw / 2, y: y + size.sh / 2 + 8, class: "zp-num", text: label }));
  return g;
}

/** The board's measures: a desk's, and a phone's, where the board is drawn narrower (420 units
 * on a screen about 380 px wide, not 640) so that a stone is at least 24 px wide there and no
 * text smaller than 11 px; the stones won go in a strip under a player's hand. */
const SIZES = {
  desk: { W: 640, rowH: 86, step: 38, sw: 34, sh: 46, emptyGap: 10, choiceGap: 60, charW: 10.5 },
  phone: { W: 420, rowH: 106, step: 40, sw: 36, sh: 48, emptyGap: 2, choiceGap: 52, charW: 7.5 },
};

export function render(view, ctx) {
  const pos = view.position;
  const legal = legalMap(view);
  const n = pos.players;
  // a phone draws the board narrower, its stones and words larger on the screen
  const phone = Boolean(window.matchMedia?.("(max-width: 600px)").matches);
  const size = phone ? SIZES.phone : SIZES.desk;
  const { W, rowH } = size;
  const H = n * rowH + 150;
  const svg = svgRoot(W, H, { class: "board zahlenpoker", "aria-label": "Zahlenpoker" });
  const last = pos.rounds.at(-1) || null;
  // the stones of a round just revealed turn over (not with motion off)
  const fresh = ctx.ui.seenRounds !== undefined && pos.rounds.length > ctx.ui.seenRounds && motionSpeed() !== "off";
  ctx.ui.seenRounds = pos.rounds.length;
  // the table: the last revealed round (or the reveal waiting for the thief)
  const shown = pos.reveal || last?.shown || null;
  svg.append(s("rect", { x: 0, y: 0, width: W, height: 130, rx: 12, class: "felt" }));
  // the felt names the round whose stones it shows (before: the round being played, so it said
  // "Round 4" over round 3's stones); the round being played is named beside it
  const shownRound = pos.reveal || !last ? pos.round : pos.rounds.length;
  // a long name is pressed into its stone's share of the felt on a phone
  svg.append(s("text", { x: 14, y: 24, class: ["felt-label", phone && "phone"], id: "zp-round", text: `${t("round")} ${shownRound}` }));
  if (shownRound !== pos.round && !view.terminal) {
    svg.append(s("text", { x: W - 14, y: 24, class: ["felt-label end", phone && "phone"], id: "zp-next", text: t("roundNow", { n: pos.round }) }));
  }
  if (shown) {
    shown.forEach((value, p) => {
      const x = 60 + p * (W - 80) / n;
      const keeper = last && !pos.reveal && last.keeper === p;
      const stealable = legal.get(`steal p${p + 1}`);
      const label = value === null ? "–" : value === "empty" ? "∅" : String(value);
      const g = stone(value, x, 40, [fresh && "flip", keeper && "keeper", stealable && "legal-target"].filter(Boolean).join(" "), label);
      g.dataset.seat = p;
      // revealed: the stone comes up from its player's row (motion.js)
      g.dataset.motionCell = `shown:${p}`;
      g.dataset.piece = "stone";
      const name = s("text", { x: x + 17, y: phone ? 116 : 112, class: ["felt-label small", phone && "phone"], text: ctx.playerName(p) });
      const share = (W - 80) / n - 10; // the room of one stone's name
      if (phone && ctx.playerName(p).length * size.charW > share) {
        name.setAttribute("textLength", String(share));
        name.setAttribute("lengthAdjust", "spacingAndGlyphs");
      }
      g.append(name);
      if (stealable) {
        g.dataset.move = stealable;
        clickable(g, () => ctx.submit(stealable), ctx.moveLabel?.(stealable) ?? stealable);
      }
      svg.append(g);
    });
  }
  // one row per player: hand, empty hand, choice, stones won
  for (let p = 0; p < n; p++) {
    const y = 140 + p * rowH;
    const me = p === ctx.seat;
    svg.append(s("text", { x: 6, y: y + 16, class: ["label-left", me && "me"], text: `${ctx.playerName(p)}${me ? ` (${t("you")})` : ""}` }));
    const hand = pos.hands[p];
    hand.forEach((value, i) => {
      const text = me ? legal.get(String(value)) : null;
      const g = stone(value, 6 + i * size.step, y + 24, text ? "legal-target" : "", String(value), size);
      g.dataset.motionCell = `hand:${p}:${value}`;
      g.dataset.piece = String(value);
      if (text) {
        g.dataset.move = text;
        clickable(g, () => ctx.submit(text), String(value));
      }
      svg.append(g);
    });
    // the empty hand
    const ex = 6 + 8 * size.step + size.emptyGap;
    const emptyMove = me ? legal.get("empty") : null;
    const eg = s("g", { class: ["zp-empty", pos.empty_used[p] && "used", emptyMove && "legal-target"], dataset: emptyMove ? { move: emptyMove } : {} });
    eg.append(s("rect", { x: ex, y: y + 24, width: 46, height: 46, rx: 23, class: "zp-hand" }));
    eg.append(s("text", { x: ex + 23, y: y + 53, class: "zp-num small", text: "∅" }));
    if (emptyMove) clickable(eg, () => ctx.submit(emptyMove), ctx.moveLabel?.(emptyMove) ?? emptyMove);
    svg.append(eg);
    // the choice made this round: face up for oneself, face down for the others
    const cx = ex + size.choiceGap;
    if (pos.chosen[p]) {
      const label = me && pos.my_choice ? (pos.my_choice === "empty" ? "∅" : pos.my_choice) : null;
      const chosen = stone(null, cx, y + 24, me ? "chosen mine" : "chosen facedown", label, size);
      // its accessible name: the value for oneself only (label is null for the others)
      chosen.setAttribute("role", "img");
      chosen.dataset.motionCell = `chosen:${p}`;
      chosen.dataset.piece = "stone";
      chosen.setAttribute("aria-label", label === null ? `${ctx.playerName(p)} ${t("hasChosen")}` : `${ctx.playerName(p)} ${t("chose")} ${label}`);
      svg.append(chosen);
    } else if (pos.participants.includes(p) && pos.phase === "choose") {
      svg.append(s("text", { x: cx, y: y + 52, class: "label-left muted-svg", text: "…" }));
    }
    // stones won
    const won = pos.won[p];
    svg.append(s("text", { x: W - 8, y: y + 16, class: "label-right", text: `${won.length} · Σ ${won.reduce((a, b) => a + b, 0)}` }));
    won.forEach((value, i) => {
      // a phone: from the left in the strip under the hand; a desk: from the right beside it
      const [wx, wy] = phone ? [6 + i * 20, y + 78] : [W - 26 - i * 22, y + 30];
      svg.append(s("rect", { x: wx, y: wy, width: phone ? 18 : 20, height: phone ? 24 : 26, rx: 3, class: "zp-won" }));
      svg.append(s("text", { x: wx + (phone ? 9 : 10), y: wy + 18, class: "zp-num tiny", text: String(value) }));
    });
  }
  const wrap = h("div", { class: "board-wrap" }, [svg]);
  if (pos.phase === "steal") wrap.append(h("p", { class: "board-note", text: t("loneEmptyHand") }));
  if (pos.my_choice) wrap.append(h("p", { class: "board-note", id: "my-choice", text: t("youChose", { choice: pos.my_choice }) }));
  return wrap;
}

/** The small picture of the game on its card on the home page. */
export function picture() {
  const svg = svgRoot(120, 90, { class: "pic", role: "img", "aria-hidden": "true" });
  [1, 4, 2, 3].forEach((n, i) => {
    svg.append(s("rect", { x: 10 + i * 26, y: 24 + (i % 2) * 8, width: 22, height: 30, rx: 4, class: "tile white" }));
    svg.append(s("text", { x: 21 + i * 26, y: 45 + (i % 2) * 8, class: "pic-num", text: String(n) }));
  });
  return svg;
}
