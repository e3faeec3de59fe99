// Cambio: the 5 x 5 tray of cubes with the spare cube, arrows at every row and column end.
import { h, s, svgRoot } from "/static/js/dom.js";
import { catalogText, getLang, t } from "/static/js/i18n.js";
import { renderMessage } from "/static/js/messages.js";
import { clickable, legalMap, norm, symbol } from "/static/js/boards/common.js";

const FILES = "abcde";
const C = 64; // cell size
const M = 56; // margin for the arrows

function cellXY(file, rank) {
  return [M + file * C, M + (5 - rank) * C];
}

function lineCells(name) {
  // "row a2-e2", "column c1-c5", "diagonal a1-e5": every square between the two ends
  const m = /([a-e])([1-5])-([a-e])([1-5])/.exec(name);
  if (!m) return [];
  const f0 = FILES.indexOf(m[1]);
  const r0 = Number(m[2]);
  const f1 = FILES.indexOf(m[3]);
  const r1 = Number(m[4]);
  const n = Math.max(Math.abs(f1 - f0), Math.abs(r1 - r0));
  const out = [];
  for (let i = 0; i <= n; i++) {
    out.push(`${FILES[f0 + Math.sign(f1 - f0) * i]}${r0 + Math.sign(r1 - r0) * i}`);
  }
  return out;
}

function cube(ch, x, y, size, extra = "") {
  const g = s("g", { class: `cube ${extra}` });
  if (ch === "-") {
    g.append(s("rect", { x: x + 4, y: y + 4, width: size - 8, height: size - 8, rx: 6, class: "slot" }));
    return g;
  }
  // the cube itself: what slides when a row is pushed (motion.js)
  const piece = s("g", { class: "cube-piece", dataset: { piece: ch } });
  piece.append(s("rect", { x: x + 4, y: y + 4, width: size - 8, height: size - 8, rx: 8, class: "cube-face" }));
  if (ch !== ".") piece.append(symbol(ch, x + size / 2, y + size / 2, size * 0.42, `sym cambio-${ch}`));
  g.append(piece);
  return g;
}

/** A push in words, as the log says it: "a3>" is "row 3 from the left" (the notation while the
 * catalog loads). */
function pushWords(notation) {
  const [file, rank, dir] = [notation[0], notation[1], notation[2]];
  const args = dir === ">" || dir === "<"
    ? { kind: "row", line: rank, side: dir === ">" ? "left" : "right" }
    : { kind: "column", line: file, side: dir === "^" ? "bottom" : "top" };
  return renderMessage({ key: "cambio-push-line", args }, getLang()) || notation;
}

function arrow(x, y, dir, notation, legal, last, ctx) {
  const rot = { ">": 0, "<": 180, "^": -90, v: 90 }[dir];
  const key = norm(notation);
  const isLegal = legal.has(key);
  const g = s("g", {
    class: ["arrow", isLegal && "legal-target", last === key && "last"],
    transform: `translate(${x} ${y}) rotate(${rot})`,
    dataset: isLegal ? { move: legal.get(key), arrow: notation } : { arrow: notation },
  });
  g.append(s("circle", { cx: 0, cy: 0, r: 22, class: "arrow-hit" }));
  g.append(s("path", { d: "M -14 -9 L 4 -9 L 4 -17 L 17 0 L 4 17 L 4 9 L -14 9 Z", class: "arrow-shape" }));
  // read in words ("row 3 from the left"), the notation in the tooltip
  const words = pushWords(notation);
  if (isLegal) clickable(g, () => ctx.submit(legal.get(key)), words);
  else if (legal.size) {
    // not legal now: the server explains why (e.g. it would push off another player's cube)
    g.classList.add("illegal");
    g.append(s("title", { text: `${t("notation")}: '${notation}'` }));
    clickable(g, () => ctx.submit(notation), words);
  }
  return g;
}

/** Where each cube of the last push came from: "a3>" moves a3 to b3 ... d3 to e3, the cube on e3
 * leaves to the spare place and the spare goes in on a3 (for motion.js). */
export function pushOrigins(last) {
  const m = /^([a-e])([1-5])\s*([<>^v])$/.exec(last || "");
  if (!m) return new Map();
  const [df, dr] = { ">": [1, 0], "<": [-1, 0], "^": [0, 1], v: [0, -1] }[m[3]];
  const line = [];
  for (let f = FILES.indexOf(m[1]), r = Number(m[2]); f >= 0 && f < 5 && r >= 1 && r <= 5; f += df, r += dr) line.push(`${FILES[f]}${r}`);
  const from = new Map([[line[0], "spare"], ["spare", line.at(-1)]]);
  for (let i = 1; i < line.length; i++) from.set(line[i], line[i - 1]);
  return from;
}

export function render(view, ctx) {
  const pos = view.position;
  const legal = legalMap(view);
  const last = pos.last ? norm(pos.last) : null;
  const origins = pos.phase === "play" || pos.phase === "over" ? pushOrigins(last) : new Map();
  const W = M * 2 + C * 5;
  const svg = svgRoot(W, W, { class: "board cambio", "aria-label": t("cambioTray") });
  const won = new Set();
  for (const names of Object.values(pos.lines || {})) for (const n of names) for (const c of lineCells(n)) won.add(c);
  svg.append(s("rect", { x: M - 10, y: M - 10, width: C * 5 + 20, height: C * 5 + 20, rx: 14, class: "tray" }));
  for (let rank = 5; rank >= 1; rank--) {
    const row = pos.rows[rank - 1];
    for (let file = 0; file < 5; file++) {
      const sq = `${FILES[file]}${rank}`;
      const [x, y] = cellXY(file, rank);
      const ch = row[file];
      const placeable = legal.has(sq);
      const g = cube(ch, x, y, C, [won.has(sq) && "won", last === sq && "last", placeable && "legal-target"].filter(Boolean).join(" "));
      g.dataset.square = sq;
      g.dataset.motionCell = sq;
      const piece = g.querySelector("[data-piece]");
      if (piece && origins.has(sq)) piece.dataset.motionFrom = origins.get(sq);
      if (placeable) {
        g.dataset.move = legal.get(sq);
        clickable(g, () => ctx.submit(legal.get(sq)), sq);
      }
      svg.append(g);
    }
  }
  // coordinates
  for (let i = 0; i < 5; i++) {
    svg.append(s("text", { x: M + i * C + C / 2, y: W - 4, class: "coord", text: FILES[i] }));
    svg.append(s("text", { x: 8, y: M + (4 - i) * C + C / 2 + 4, class: "coord", text: String(i + 1) }));
  }
  if (pos.phase === "play" || pos.phase === "over") {
    for (let rank = 1; rank <= 5; rank++) {
      const y = M + (5 - rank) * C + C / 2;
      svg.append(arrow(M / 2 - 2, y, ">", `a${rank}>`, legal, last, ctx));
      svg.append(arrow(W - M / 2 + 2, y, "<", `e${rank}<`, legal, last, ctx));
    }
    for (let file = 0; file < 5; file++) {
      const x = M + file * C + C / 2;
      svg.append(arrow(x, W - M / 2 + 2, "^", `${FILES[file]}1^`, legal, last, ctx));
      svg.append(arrow(x, M / 2 - 2, "v", `${FILES[file]}5v`, legal, last, ctx));
    }
  }
  // the spare cube and who plays which symbol, beside the tray (below it on a phone)
  const side = svgRoot(250, 130 + pos.symbols.length * 44, { class: "board cambio-side", "aria-label": t("spare") });
  side.append(s("text", { x: 20 + C / 2, y: 20, class: "label", text: t("spare") }));
  const spare = cube(pos.spare || ".", 20, 28, C, "spare");
  spare.dataset.motionCell = "spare";
  const sparePiece = spare.querySelector("[data-piece]");
  if (sparePiece && origins.has("spare")) sparePiece.dataset.motionFrom = origins.get("spare");
  side.append(spare);
  pos.symbols.forEach((sym, i) => {
    const y = C + 70 + i * 44;
    const name = ctx.playerName(i);
    side.append(symbol(sym, 36, y, 16, `sym cambio-${sym}`));
    side.append(s("text", { x: 60, y: y + 5, class: "label-left", text: name.length > 24 ? `${name.slice(0, 23)}…` : name }));
  });
  const wrap = h("div", { class: "board-wrap" }, [h("div", { class: "board-row" }, [svg, side])]);
  if (pos.phase === "setup" && pos.setup) {
    // names and the symbol's picture, not "computer (easy)'s symbol (A)"
    const who = pos.setup.placer === "chance" ? t("chance") : ctx.playerName(pos.setup.placer);
    const owner = ctx.playerName(pos.setup.owner);
    const sym = pos.setup.symbol;
    const named = catalogText(["symbol"], { symbol: SYMBOL_NAMES[sym] || sym }) ?? sym;
    const glyph = svgRoot(24, 24, { class: "inline-sym", role: "img", "aria-label": named });
    glyph.append(symbol(sym, 12, 12, 11, `sym cambio-${sym}`));
    wrap.append(
      h("p", { class: "board-note", id: "cambio-setup" }, [
        `${t("setupPlaces", { who, left: pos.setup.left, owner })} `,
        glyph,
        ` ${named}`,
      ]),
    );
  }
  for (const w of pos.warnings || []) wrap.append(h("p", { class: "board-note warn", text: warning(w) }));
  const pass = legal.get("pass");
  if (pass) wrap.append(h("button", { type: "button", class: "btn", dataset: { move: pass }, text: t("pass"), onclick: () => ctx.submit(pass) }));
  return wrap;
}

// the symbols by their letter, named by the catalog (message "symbol")
const SYMBOL_NAMES = { O: "circle", A: "triangle", S: "square" };

/** The setup advice (three of a symbol in a line): its message in the page's language. */
function warning(w) {
  if (typeof w !== "object" || w === null) return String(w);
  return (getLang() !== "en" && renderMessage(w.message, getLang())) || w.text || `${w.count} × ${w.symbol} in ${w.line}`;
}

/** The small picture of the game on its card on the home page. */
export function picture() {
  const svg = svgRoot(120, 90, { class: "pic", role: "img", "aria-hidden": "true" });
  svg.append(s("rect", { x: 18, y: 4, width: 84, height: 84, rx: 8, class: "tray" }));
  const rows = ["O.A.O", "AOOA.", ".AOA.", "O.A.O", "A.O.A"];
  rows.forEach((row, r) =>
    [...row].forEach((ch, c) => {
      svg.append(s("rect", { x: 22 + c * 16, y: 8 + r * 16, width: 14, height: 14, rx: 3, class: "cube-face" }));
      if (ch !== ".") svg.append(symbol(ch, 29 + c * 16, 15 + r * 16, 6, `sym cambio-${ch}`));
    }),
  );
  return svg;
}
