// Motion: what a move changed on the board is animated, so a player can follow it (a stone
// slides from where it was to where it is, a new one drops in, a captured one fades out).
//
// The boards mark what can move, nothing game-specific lives here:
//   data-motion-cell="<key>"  a place on the board (a square, a runway place, the spare cube, a
//                             hand); its key is the same in the old and the new drawing;
//   data-piece="<kind>"       a piece inside a place (or the place itself); pieces of one kind
//                             look alike, so a piece that left one place and one of its kind
//                             that arrived at another are taken to be the same piece;
//   data-motion-from="<key>"  the place a piece came from when the board knows it (the last
//                             move "c6-a6", a pushed row): it slides from there, whatever it
//                             looked like there (a Cambio cube is turned as it is pushed in);
//   data-enter-from="<key>"   where a piece without a match comes from (Make 5's runway entry),
//                             the key of a `data-motion-anchor` element of the new drawing.
// Pieces must not carry an SVG `transform` attribute (the animation sets a CSS transform).
//
// `snapshot(root)` before the board is drawn again, `play(before, root, speed)` after: both on
// the page, so a move made by anyone (the computer, another player) is animated alike.  The
// page does not animate a reconnect, an undo or a jump (see game.js).
import { getMotion } from "./prefs.js";

/** Milliseconds of one slide at each speed ("off": none). */
export const DURATIONS = { slow: 900, normal: 450, fast: 220, off: 0 };

function reducedMotion() {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The speed in effect: the player's choice, else "off" when the system asks for reduced
 * motion, else "normal". */
export function motionSpeed() {
  const chosen = getMotion();
  if (chosen !== "auto") return chosen;
  return reducedMotion() ? "off" : "normal";
}

const LOOK = ["fill", "stroke", "stroke-width", "stroke-dasharray", "opacity", "font-size", "font-weight", "font-family", "text-anchor", "dominant-baseline"];

/** A copy of a piece that looks the same but is none of the board's (no classes, no data, no
 * id): what stays behind for a moment when the piece is gone. */
function ghostCopy(el) {
  const copy = el.cloneNode(true);
  const from = [el, ...el.querySelectorAll("*")];
  const to = [copy, ...copy.querySelectorAll("*")];
  from.forEach((orig, i) => {
    const style = getComputedStyle(orig);
    const target = to[i];
    for (const name of LOOK) target.style.setProperty(name, style.getPropertyValue(name));
    for (const attr of [...target.attributes]) {
      if (attr.name === "class" || attr.name === "id" || attr.name.startsWith("data-") || attr.name === "tabindex" || attr.name === "role") target.removeAttribute(attr.name);
    }
  });
  copy.setAttribute("class", "motion-ghost");
  copy.setAttribute("aria-hidden", "true");
  return copy;
}

function centre(rect) {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/** Every piece under root: its place, kind, order in its place, screen box (and, with ghosts,
 * a look-alike copy for when it is gone). */
export function snapshot(root, ghosts = false) {
  const pieces = [];
  if (!root) return pieces;
  // boxes relative to root: a line of text appearing above the board moves no piece
  const base = root.getBoundingClientRect();
  for (const cell of root.querySelectorAll("[data-motion-cell]")) {
    const own = cell.hasAttribute("data-piece") ? [cell] : [];
    const inner = [...cell.querySelectorAll("[data-piece]")].filter((el) => el.closest("[data-motion-cell]") === cell);
    [...own, ...inner].forEach((el, index) => {
      const r = el.getBoundingClientRect();
      const rect = { left: r.left - base.left, top: r.top - base.top, width: r.width, height: r.height };
      // and within its drawing: the drawing moved down the page (a result above it) moves no piece
      const svg = el.ownerSVGElement?.getBoundingClientRect() || base;
      const local = { x: r.left + r.width / 2 - svg.left, y: r.top + r.height / 2 - svg.top };
      pieces.push({ cell: cell.dataset.motionCell, kind: el.dataset.piece, index, rect, local, el, self: el === cell });
    });
  }
  if (ghosts) for (const p of pieces) if (!p.self) p.node = ghostCopy(p.el);
  pieces.board = boardOffset(root, base);
  return pieces;
}

/** Where the first drawing under root sits within root: a result or a note put above the board
 * moves every drawing down by as much, and a piece slides from its old place in the drawing, not
 * from where that place was on the page. */
function boardOffset(root, base) {
  const svg = [...root.querySelectorAll("svg.board")].find((el) => !el.closest("#result"));
  if (!svg) return { x: 0, y: 0 };
  const r = svg.getBoundingClientRect();
  return { x: r.left - base.left, y: r.top - base.top };
}

/** A screen-pixel offset in the local units of el (SVG user units, or CSS pixels in HTML). */
function localDelta(el, dx, dy) {
  const parent = el.parentNode;
  if (parent && typeof parent.getScreenCTM === "function") {
    const m = parent.getScreenCTM();
    if (m) {
      const inv = m.inverse();
      return { x: inv.a * dx + inv.c * dy, y: inv.b * dx + inv.d * dy };
    }
  }
  return { x: dx, y: dy };
}

const EASE = "cubic-bezier(.2,.7,.3,1)";

function slide(el, from, duration, delay = 0) {
  const to = centre(el.getBoundingClientRect());
  const d = localDelta(el, from.x - to.x, from.y - to.y);
  if (Math.abs(d.x) + Math.abs(d.y) < 0.5) return null;
  el.classList.add("moving");
  const anim = el.animate([{ transform: `translate(${d.x}px, ${d.y}px)` }, { transform: "translate(0px, 0px)" }], { duration, delay, easing: EASE, fill: "backwards" });
  anim.onfinish = () => el.classList.remove("moving");
  return anim;
}

function appear(el, duration) {
  el.style.transformBox = "fill-box";
  el.style.transformOrigin = "center";
  return el.animate([{ transform: "scale(0.2)", opacity: 0 }, { transform: "scale(1.12)", opacity: 1, offset: 0.7 }, { transform: "scale(1)", opacity: 1 }], { duration, easing: "ease-out", fill: "backwards" });
}

function vanish(old, root, duration) {
  // beside its place, not in it: the place holds only the pieces of the new position
  const cell = root.querySelector(`[data-motion-cell="${CSS.escape(old.cell)}"]`);
  if (!cell || !old.node) return null;
  const ghost = old.node;
  cell.after(ghost);
  ghost.style.transformBox = "fill-box";
  ghost.style.transformOrigin = "center";
  ghost.style.pointerEvents = "none";
  const anim = ghost.animate([{ transform: "scale(1)", opacity: 1 }, { transform: "scale(0.3)", opacity: 0 }], { duration, easing: "ease-in", fill: "forwards" });
  anim.onfinish = () => ghost.remove();
  return anim;
}

/** Animate from the pieces `before` (a snapshot) to the drawing now under root; returns the
 * number of animations started. */
export function play(before, root, speed = motionSpeed()) {
  const duration = DURATIONS[speed] ?? DURATIONS.normal;
  if (!duration || !before?.length || !root || typeof Element.prototype.animate !== "function") return 0;
  const now = snapshot(root);
  const base = root.getBoundingClientRect();
  const moved = before.board && now.board ? { x: now.board.x - before.board.x, y: now.board.y - before.board.y } : { x: 0, y: 0 };
  const onScreen = (rect) => ({ x: base.left + moved.x + rect.left + rect.width / 2, y: base.top + moved.y + rect.top + rect.height / 2 });
  // per place, the pieces that stayed (same kind at the same height) are left alone
  const byCell = (list) => {
    const map = new Map();
    for (const p of list) {
      if (!map.has(p.cell)) map.set(p.cell, []);
      map.get(p.cell).push(p);
    }
    return map;
  };
  const oldCells = byCell(before);
  const arrived = [];
  const departed = [];
  const newCells = byCell(now);
  const shifted = []; // stayed, but the drawing moved under it (the table re-centred, the line grew)
  for (const [cell, list] of newCells) {
    const old = oldCells.get(cell) || [];
    list.forEach((p, i) => {
      if (old[i]?.kind !== p.kind) arrived.push(p);
      else if (!p.el.dataset.motionFrom) {
        const [a, b] = [old[i].local, p.local];
        const svg = p.el.ownerSVGElement?.getBoundingClientRect() || base;
        if (Math.hypot(a.x - b.x, a.y - b.y) > 1) shifted.push([p, { x: svg.left + a.x, y: svg.top + a.y }]);
      }
    });
    old.forEach((p, i) => {
      if (list[i]?.kind !== p.kind) departed.push(p);
    });
  }
  for (const [cell, old] of oldCells) if (!newCells.has(cell)) departed.push(...old);
  // the board says where a piece came from (a pushed row): it moves even where the piece that
  // was there looked the same
  for (const p of now) if (p.el.dataset.motionFrom && oldCells.has(p.el.dataset.motionFrom) && !arrived.includes(p)) arrived.push(p);
  if (!arrived.length && !departed.length && !shifted.length) return 0;
  // a piece that arrived is the nearest one of its kind that left
  let count = 0;
  const free = new Set(departed);
  arrived.sort((a, b) => Number(Boolean(b.el.dataset.motionFrom)) - Number(Boolean(a.el.dataset.motionFrom)));
  for (const p of arrived) {
    const at = centre(p.el.getBoundingClientRect());
    let best = null;
    let bestD = Infinity;
    const origin = p.el.dataset.motionFrom;
    if (origin) best = [...free].find((q) => q.cell === origin) || oldCells.get(origin)?.[0] || null;
    for (const q of best ? [] : free) {
      if (q.kind !== p.kind) continue;
      const c = onScreen(q.rect);
      const d = Math.hypot(c.x - at.x, c.y - at.y);
      if (d < bestD) {
        best = q;
        bestD = d;
      }
    }
    let anim = null;
    if (best) {
      free.delete(best);
      anim = slide(p.el, onScreen(best.rect), duration);
    } else {
      const anchor = p.el.dataset.enterFrom && root.querySelector(`[data-motion-anchor="${CSS.escape(p.el.dataset.enterFrom)}"]`);
      anim = anchor ? slide(p.el, centre(anchor.getBoundingClientRect()), duration * 1.4) : appear(p.el, duration);
    }
    if (anim) count++;
  }
  for (const q of free) if (vanish(q, root, duration)) count++;
  for (const [p, from] of shifted) if (slide(p.el, from, duration)) count++;
  if (count) {
    root.dataset.motion = String(count);
    setTimeout(() => {
      if (root.dataset.motion === String(count)) delete root.dataset.motion;
    }, duration * 1.5 + 50);
  }
  return count;
}
