// Hütchenspieler: the row of four stones.  Face-down stones show no symbol (no view has one, the
// shuffler's neither: everyone watches the same face-down shuffle); each shuffle move is animated
// stone by stone at a readable pace, with a caption naming the move, so seekers can follow it.
// The pace follows the player's motion speed (Settings: slow, normal, fast); with motion off
// (and by default with prefers-reduced-motion) the stones do not slide: each move is a slower
// step (the moved stone jumps to its new place, lifted out of the row for a moment), captioned
// the same way, because following the shuffle is the game.
import { h, s, svgRoot } from "/static/js/dom.js";
import { catalogText, t } from "/static/js/i18n.js";
import { clickable, legalMap, symbol } from "/static/js/boards/common.js";
import { motionSpeed } from "/static/js/motion.js";

const SYMBOLS = ["dot", "line", "triangle", "square"];
/** Milliseconds per shuffle move at each motion speed ("off": steps instead of slides). */
export const STEP_MS = { slow: 1600, normal: 1100, fast: 700, off: 1800 };
const X0 = 70;
const DX = 120;
const Y = 96;
const SIZE = 84;

const xOf = (position) => X0 + (position - 1) * DX; // position 1..4

/** The row after shuffle move "i>g" (stone at position i into gap g), as a list of stone ids. */
export function shuffle(arr, move) {
  const m = /^(\d)>(\d)$/.exec(move);
  if (!m) return arr;
  const i = Number(m[1]);
  const g = Number(m[2]);
  const moving = arr[i - 1];
  const out = g === 0 ? [moving] : [];
  for (let k = 1; k <= arr.length; k++) {
    if (k !== i) out.push(arr[k - 1]);
    if (k === g) out.push(moving);
  }
  return out;
}

function reducedMotion() {
  return motionSpeed() === "off";
}

/** How long one shuffle move is shown. */
export function stepMs() {
  return STEP_MS[motionSpeed()] ?? STEP_MS.normal;
}

/** A shuffle move in words: "stone 2 to the left end". */
function moveWords(move) {
  const m = /^(\d)>(\d)$/.exec(move);
  if (!m) return move;
  const [i, g] = [Number(m[1]), Number(m[2])];
  if (g === 0) return t("stoneToLeftEnd", { i });
  if (g === 4) return t("stoneToRightEnd", { i });
  return t("stoneBetween", { i, g, next: g + 1 });
}

function symbolName(name) {
  return catalogText(["symbol"], { symbol: name }) ?? name;
}

function animate(svg, groups, moves, ui) {
  // positions of every stone (by its position before the chain) after each move of the chain
  let arr = [1, 2, 3, 4];
  const steps = [arr];
  for (const mv of moves) {
    arr = shuffle(arr, mv);
    steps.push(arr);
  }
  const final = steps.at(-1);
  const K = moves.length;
  const elapsed = performance.now() - ui.animStart;
  const reduced = reducedMotion();
  final.forEach((id, index) => {
    const group = groups[index];
    if (!group) return;
    const frames = [];
    for (let k = 0; k <= K; k++) {
      const pos = steps[k].indexOf(id) + 1;
      const dx = xOf(pos) - xOf(index + 1);
      if (k > 0) {
        const moved = /^(\d)>/.exec(moves[k - 1]);
        const wasMoved = moved && steps[k - 1][Number(moved[1]) - 1] === id;
        const prev = xOf(steps[k - 1].indexOf(id) + 1) - xOf(index + 1);
        if (reduced) {
          // no sliding: the moved stone steps up out of the row, then every stone jumps to its place
          frames.push({ transform: `translate(${prev}px, 0px)`, offset: (k - 1 + 0.2) / K });
          frames.push({ transform: `translate(${prev}px, ${wasMoved ? -60 : 0}px)`, offset: (k - 1 + 0.2) / K });
          frames.push({ transform: `translate(${prev}px, ${wasMoved ? -60 : 0}px)`, offset: (k - 1 + 0.5) / K });
          frames.push({ transform: `translate(${dx}px, ${wasMoved ? -60 : 0}px)`, offset: (k - 1 + 0.5) / K });
          frames.push({ transform: `translate(${dx}px, ${wasMoved ? -60 : 0}px)`, offset: (k - 1 + 0.8) / K });
          frames.push({ transform: `translate(${dx}px, 0px)`, offset: (k - 1 + 0.8) / K });
        } else {
          frames.push({ transform: `translate(${prev}px, ${wasMoved ? -60 : 0}px)`, offset: (k - 1 + 0.25) / K });
          frames.push({ transform: `translate(${dx}px, ${wasMoved ? -60 : 0}px)`, offset: (k - 1 + 0.75) / K });
        }
      }
      frames.push({ transform: `translate(${dx}px, 0px)`, offset: k / K });
    }
    const anim = group.animate(frames, { duration: K * stepMs(), easing: "linear", fill: "backwards" });
    anim.currentTime = Math.max(0, elapsed);
  });
}

export function render(view, ctx) {
  const pos = view.position;
  const legal = legalMap(view);
  const ui = ctx.ui;
  const W = 2 * X0 + 3 * DX;
  const H = 280;
  const svg = svgRoot(W, H, { class: "board huetchen", "aria-label": "Hütchenspieler" });
  svg.append(s("rect", { x: 0, y: 0, width: W, height: H, rx: 14, class: "felt" }));
  const shuffler = pos.shuffler;
  svg.append(
    s("text", {
      x: 16,
      y: 26,
      class: "felt-label",
      text: shuffler === null || shuffler === undefined ? "" : `${t("round")} ${pos.round} · ${t("shuffler", { name: ctx.playerName(shuffler) })}${pos.seeker !== null && pos.seeker !== undefined ? ` · ${t("seeker", { name: ctx.playerName(pos.seeker) })}` : ""}`,
    }),
  );
  // the shuffle moves of this turn that were not animated yet
  const key = `${pos.turn}`;
  if (ui.turnKey !== key) {
    ui.turnKey = key;
    ui.seen = pos.moves.length; // a page opened mid-turn shows the row as it is
    ui.animFrom = null;
  }
  let chain = null;
  if (pos.moves.length > ui.seen) {
    const now = performance.now();
    if (ui.animFrom === null || ui.animFrom === undefined || now > ui.animEnd) {
      ui.animFrom = ui.seen;
      ui.animStart = now;
    }
    ui.seen = pos.moves.length;
    ui.animEnd = ui.animStart + (ui.seen - ui.animFrom) * stepMs();
    chain = pos.moves.slice(ui.animFrom);
  } else if (ui.animFrom !== null && ui.animFrom !== undefined && performance.now() < ui.animEnd) {
    chain = pos.moves.slice(ui.animFrom, ui.seen);
  }
  const shuffleMoves = [...legal.values()].filter((m) => /^\d>\d$/.test(m));
  const movable = new Set(shuffleMoves.map((m) => m[0]));
  if (ui.selected && !movable.has(ui.selected)) ui.selected = null;
  const groups = [];
  const row = pos.row || [];
  if (!row.length) {
    // laying out: four places, filled with the symbols chosen so far
    const chosen = pos.phase === "lay" ? ui.layout || [] : [];
    for (let p = 1; p <= 4; p++) {
      const x = xOf(p);
      svg.append(s("rect", { x: x - SIZE / 2, y: Y, width: SIZE, height: SIZE, rx: 10, class: chosen[p - 1] ? "hs-face up" : "hs-slot" }));
      if (chosen[p - 1]) svg.append(symbol(chosen[p - 1], x, Y + SIZE / 2, 30, "sym dark"));
    }
  }
  row.forEach((item) => {
    const p = item.position;
    const x = xOf(p);
    const pick = legal.get(String(p));
    const g = s("g", { class: ["hs-stone", item.taker !== null && "taken", pick && "legal-target", ui.selected === String(p) && "selected", movable.has(String(p)) && "movable"], dataset: { position: p } });
    const inner = s("g", { class: "hs-inner" });
    inner.append(s("rect", { x: x - SIZE / 2, y: Y, width: SIZE, height: SIZE, rx: 10, class: item.symbol ? "hs-face up" : "hs-face down" }));
    if (item.symbol) inner.append(symbol(item.symbol, x, Y + SIZE / 2, 30, "sym dark"));
    g.append(inner);
    g.append(s("text", { x, y: Y + SIZE + 22, class: "felt-label small", text: item.taker !== null ? ctx.playerName(item.taker) : String(p) }));
    if (pick) {
      g.dataset.move = pick;
      // the seeker picks once the shuffle has been shown to the end
      clickable(g, () => {
        if (performance.now() < (ui.animEnd || 0)) return;
        ctx.submit(pick);
      }, String(p));
    } else if (movable.has(String(p))) {
      clickable(g, () => {
        ui.selected = ui.selected === String(p) ? null : String(p);
        ctx.rerender();
      }, String(p));
    }
    // its accessible name: the symbol only when the view shows it (face up)
    g.setAttribute("aria-label", `${t("stone")} ${p}, ${item.symbol ? `${t("faceUp")}: ${symbolName(item.symbol)}` : t("faceDown")}${item.taker !== null ? ` (${ctx.playerName(item.taker)})` : ""}`);
    if (!g.getAttribute("role")) g.setAttribute("role", "img");
    groups.push(inner);
    svg.append(g);
  });
  // gaps: where a selected stone can go
  if (ui.selected) {
    for (let gap = 0; gap <= 4; gap++) {
      const text = legal.get(`${ui.selected}>${gap}`);
      if (!text) continue;
      const gx = X0 - DX / 2 + gap * DX;
      const g = s("g", { class: "hs-gap legal-target", dataset: { move: text, gap } });
      g.append(s("rect", { x: gx - 14, y: Y - 6, width: 28, height: SIZE + 12, rx: 8, class: "gap-shape" }));
      clickable(g, () => {
        ui.selected = null;
        ctx.submit(text);
      }, `gap ${gap}`);
      svg.append(g);
    }
  }
  const animating = Boolean(chain && chain.length);
  let caption = null;
  if (animating) {
    animate(svg, groups, chain, ui);
    // the move being shown, in words; the page is drawn again at each step's end
    const step = stepMs();
    const now = performance.now();
    const k = Math.min(chain.length - 1, Math.max(0, Math.floor((now - ui.animStart) / step)));
    const number = ui.animFrom + k + 1;
    // seen, not read: the move itself only for a screen reader (as at a table, the seekers follow it with their eyes)
    caption = [`${t("shuffleMove")} ${number}/${pos.moves_required}`, h("span", { class: "sr-only", text: `: ${chain[k]} (${moveWords(chain[k])})` })];
    const next = Math.min(ui.animEnd, ui.animStart + (k + 1) * step);
    clearTimeout(ui.timer);
    ui.timer = setTimeout(() => ctx.rerender(), Math.max(0, next - now) + 50);
  }
  const wrap = h("div", { class: "board-wrap" }, [svg]);
  if (animating) wrap.append(h("p", { class: "board-note big", id: "shuffling", "aria-live": "polite" }, caption));
  if (pos.moves.length) {
    wrap.append(
      h("p", { class: "board-note", id: "shuffled" }, [
        `${t("shuffled")}: ${pos.moves.length}/${pos.moves_required}`,
        h("span", { class: "sr-only", text: ` (${pos.moves.map(moveWords).join(", ")})` }),
      ]),
    );
  }
  if (pos.asked) wrap.append(h("p", { class: "board-note big", id: "asked", text: `${t("asked")}: ${symbolName(pos.asked)}` }));
  // laying out: click the four symbols in the order of the row
  if (pos.phase === "lay" && [...legal.keys()].length) {
    ui.layout = ui.layout || [];
    const box = h("div", { class: "lay", id: "lay" }, [h("span", { text: `${t("layOut")} ` })]);
    for (const name of SYMBOLS) {
      const used = ui.layout.includes(name);
      box.append(
        h("button", {
          type: "button",
          class: "btn lay-btn",
          disabled: used,
          dataset: { symbol: name },
          "aria-label": symbolName(name),
          onclick: () => {
            ui.layout = ui.layout || [];
            ui.layout.push(name);
            if (ui.layout.length === 3) ui.layout.push(SYMBOLS.find((x) => !ui.layout.includes(x)));
            if (ui.layout.length === 4) {
              const text = legal.get(ui.layout.join(" "));
              ui.layout = [];
              if (text) ctx.submit(text);
            }
            ctx.rerender();
          },
        }, [s("svg", { viewBox: "0 0 24 24", class: "lay-icon", "aria-hidden": "true" }, [symbol(name, 12, 12, 10, "sym dark")]), " ", symbolName(name)]),
      );
    }
    if (ui.layout.length) box.append(h("span", { class: "muted", text: ` ${ui.layout.map(symbolName).join(" · ")}` }));
    wrap.append(box);
  }
  const asks = [...legal.values()].filter((m) => m.startsWith("ask "));
  if (asks.length) {
    wrap.append(
      h("div", { class: "ask" }, [
        h("span", { text: `${t("askFor")} ` }),
        // the question waits until everyone has seen the whole shuffle (on a shared screen
        // the next person takes the device after it)
        ...asks.map((m) => h("button", { type: "button", class: "btn", disabled: animating, dataset: { move: m }, text: symbolName(m.slice(4)), onclick: () => ctx.submit(m) })),
      ]),
    );
  }
  const turn = legal.get("turn");
  const memorising = ctx.timer && ctx.timer.what === "memorize";
  if (memorising) {
    // the server turns the stones when the memorising time is over
    wrap.append(
      h("p", { class: "board-note big", id: "memorize" }, [
        `${t("memorise")} `,
        h("span", { id: "game-timer", text: String(Math.ceil(ctx.timer.remaining)) }),
        " s",
      ]),
    );
  } else if (turn) wrap.append(h("button", { type: "button", class: "btn primary", id: "turn-down", dataset: { move: turn }, text: t("turnDown"), onclick: () => ctx.submit(turn) }));
  if (ui.selected) wrap.append(h("p", { class: "board-note", text: t("selectTarget") }));
  // stones in front of each player
  const list = h("ul", { class: "hs-stones" });
  (pos.stones || []).forEach((st, p) => list.append(h("li", { text: `${ctx.playerName(p)}: ${st.total}` })));
  wrap.append(list);
  return wrap;
}

/** A line of the log said otherwise (`GamePage.logLines`): while a round is shuffled, asked and
 * picked, its shuffle moves are not written out ("Anna moves a stone"), as nobody at a table
 * writes them down; after the round, and in the replay, they are. */
export function logMessage(message, index, view) {
  if (message?.key !== "huetchen-shuffles" || view.terminal) return null;
  if (!["shuffle", "ask", "pick"].includes(view.position?.phase)) return null;
  const messages = view.messages || [];
  const start = messages.findLastIndex((m) => m?.key === "huetchen-turn-down");
  return index > start ? { key: "huetchen-shuffles-unseen", args: { player: message.args?.player } } : null;
}

/** The small picture of the game on its card on the home page. */
export function picture() {
  const svg = svgRoot(120, 90, { class: "pic", role: "img", "aria-hidden": "true" });
  ["dot", "line", "triangle", "square"].forEach((name, i) => {
    svg.append(s("rect", { x: 6 + i * 28, y: 30, width: 24, height: 24, rx: 4, class: i === 1 ? "tile white" : "tile facedown" }));
    if (i === 1) svg.append(symbol(name, 18 + i * 28, 42, 9, "sym dark"));
  });
  svg.append(s("path", { d: "M 34 66 Q 60 84 86 66", class: "swap-arrow" }));
  return svg;
}
