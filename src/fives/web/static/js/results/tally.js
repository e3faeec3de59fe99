// All Fives' paper tally sheet as the rulebook draws it (rulebook 001, "Aufschreiben"): a stroke
// is 5 points; 50 points are a big X in the middle with a small x in each of the four fields
// around it (the four triangles the big X cuts its square into). A rest below 5 (a half point
// of a three-player tie) stays a number beside the sheet.
import { s } from "../dom.js";

const FIGURE = 44; // the square of one 50-figure
const GAP = 8;
const STROKE = 7; // distance between strokes

/** How the sheet writes ``points``: {fifties, strokes, rest}. */
export function tallyCount(points) {
  const p = Math.max(0, Number(points) || 0);
  const fifties = Math.floor(p / 50);
  const strokes = Math.floor((p - fifties * 50) / 5);
  return { fifties, strokes, rest: Math.round((p - fifties * 50 - strokes * 5) * 100) / 100 };
}

/** The marks of the sheet for ``points``: {kind: "big-x" | "small-x" | "stroke", ...coordinates}, and its size. */
export function tallyMarks(points) {
  const { fifties, strokes } = tallyCount(points);
  const marks = [];
  let x = 0;
  for (let i = 0; i < fifties; i++) {
    marks.push({ kind: "big-x", x, y: 0, size: FIGURE });
    const c = FIGURE / 2;
    const q = FIGURE * 0.32; // from the middle into each of the four fields between the arms of the X
    for (const [dx, dy] of [[0, -q], [q, 0], [0, q], [-q, 0]]) marks.push({ kind: "small-x", x: x + c + dx, y: c + dy, size: 6 });
    x += FIGURE + GAP;
  }
  for (let i = 0; i < strokes; i++) {
    marks.push({ kind: "stroke", x: x + 3, y: 4, size: FIGURE - 8 });
    x += STROKE + (i % 5 === 4 ? GAP : 0);
  }
  return { marks, width: Math.max(x, 1), height: FIGURE };
}

function cross(cx, cy, half) {
  return [
    s("line", { x1: cx - half, y1: cy - half, x2: cx + half, y2: cy + half }),
    s("line", { x1: cx - half, y1: cy + half, x2: cx + half, y2: cy - half }),
  ];
}

/** The sheet as SVG, labelled with its points for assistive technology. */
export function tallySvg(points, label) {
  const { marks, width, height } = tallyMarks(points);
  const svg = s("svg", { viewBox: `-2 -2 ${width + 4} ${height + 4}`, class: "tally", role: "img", "aria-label": label, width: width + 4, height: height + 4 });
  for (const m of marks) {
    if (m.kind === "big-x") svg.append(s("g", { class: "big-x" }, cross(m.x + m.size / 2, m.size / 2, m.size / 2 - 2)));
    else if (m.kind === "small-x") svg.append(s("g", { class: "small-x" }, cross(m.x, m.y, m.size / 2)));
    else svg.append(s("line", { x1: m.x, y1: m.y, x2: m.x, y2: m.y + m.size, class: "stroke" }));
  }
  return svg;
}
