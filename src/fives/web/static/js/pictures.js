// A small picture of each game for the home page, drawn in SVG.
import { s, svgRoot } from "./dom.js";
import { symbol } from "./boards/common.js";

function cambio() {
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

function abraeumen() {
  const svg = svgRoot(120, 90, { class: "pic", role: "img", "aria-hidden": "true" });
  svg.append(s("rect", { x: 24, y: 2, width: 86, height: 86, rx: 6, class: "wood" }));
  for (let r = 0; r < 6; r++)
    for (let c = 0; c < 6; c++) {
      const corner = (r === 0 || r === 5) && (c === 0 || c === 5);
      const edge = r === 0 || r === 5 || c === 0 || c === 5;
      if (!corner) svg.append(s("circle", { cx: 32 + c * 14, cy: 10 + r * 14, r: 5.5, class: edge ? "stone black" : "stone white" }));
    }
  return svg;
}

function fuenf() {
  const svg = svgRoot(120, 90, { class: "pic", role: "img", "aria-hidden": "true" });
  const stones = [[0, 0, "W"], [1, 0, "B"], [1, 1, "W"], [2, 1, "B"], [-1, 0, "B"], [0, 1, "W"], [0, 2, "W"], [1, 2, "B"], [-1, -1, "W"], [2, 0, "W"], [3, 1, "B"], [-2, 0, "B"]];
  for (const [x, y, c] of stones) svg.append(s("rect", { x: 48 + x * 14, y: 40 - y * 14, width: 13, height: 13, rx: 2, class: c === "W" ? "tile white" : "tile black" }));
  return svg;
}

function torris() {
  const svg = svgRoot(120, 90, { class: "pic", role: "img", "aria-hidden": "true" });
  for (let r = 0; r < 4; r++) for (let c = 0; c < 8; c++) svg.append(s("rect", { x: 4 + c * 14, y: 8 + r * 18, width: 13, height: 17, class: "grid-cell" }));
  const towers = [[1, 2, 3, "W"], [4, 1, 2, "B"], [6, 3, 4, "W"], [2, 0, 1, "B"]];
  for (const [c, r, n, col] of towers)
    for (let k = 0; k < n; k++) svg.append(s("rect", { x: 5 + c * 14, y: 20 + r * 18 - k * 4, width: 11, height: 5, rx: 1, class: col === "W" ? "tile white" : "tile black" }));
  return svg;
}

function huetchen() {
  const svg = svgRoot(120, 90, { class: "pic", role: "img", "aria-hidden": "true" });
  ["dot", "line", "triangle", "square"].forEach((name, i) => {
    svg.append(s("rect", { x: 6 + i * 28, y: 30, width: 24, height: 24, rx: 4, class: i === 1 ? "tile white" : "tile facedown" }));
    if (i === 1) svg.append(symbol(name, 18 + i * 28, 42, 9, "sym dark"));
  });
  svg.append(s("path", { d: "M 34 66 Q 60 84 86 66", class: "swap-arrow" }));
  return svg;
}

function zahlenpoker() {
  const svg = svgRoot(120, 90, { class: "pic", role: "img", "aria-hidden": "true" });
  [1, 4, 2, 3].forEach((n, i) => {
    svg.append(s("rect", { x: 10 + i * 26, y: 24 + (i % 2) * 8, width: 22, height: 30, rx: 4, class: "tile white" }));
    svg.append(s("text", { x: 21 + i * 26, y: 45 + (i % 2) * 8, class: "pic-num", text: String(n) }));
  });
  return svg;
}

function allFives() {
  const svg = svgRoot(120, 90, { class: "pic", role: "img", "aria-hidden": "true" });
  const domino = (x, y, a, b, vertical) => {
    const g = s("g", { transform: `translate(${x} ${y}) rotate(${vertical ? 90 : 0})` });
    g.append(s("rect", { x: -14, y: -7, width: 28, height: 14, rx: 2, class: "domino" }));
    g.append(s("line", { x1: 0, y1: -6, x2: 0, y2: 6, class: "domino-bar" }));
    g.append(s("text", { x: -7, y: 3.5, class: "pip-num", text: String(a) }));
    g.append(s("text", { x: 7, y: 3.5, class: "pip-num", text: String(b) }));
    return g;
  };
  svg.append(domino(60, 45, 5, 5, true), domino(36, 45, 3, 5), domino(84, 45, 5, 0), domino(60, 17, 2, 5, true), domino(12, 45, 6, 3));
  return svg;
}

function make5() {
  const svg = svgRoot(120, 90, { class: "pic", role: "img", "aria-hidden": "true" });
  const colours = ["R", "Y", "G", "B", "W"];
  svg.append(s("polygon", { points: "10,80 110,80 95,8 25,8", class: "tilt" }));
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 5; c++) {
      if ((r + c) % 3 === 2) continue;
      svg.append(s("circle", { cx: 30 + c * 15 + (4 - r) * 1.5, cy: 18 + r * 14, r: 5.5, class: `token tok-${colours[(r * 2 + c) % 5]}` }));
    }
  return svg;
}

const PICTURES = { cambio, abraeumen, fuenf_gewinnt: fuenf, torris, huetchenspieler: huetchen, zahlenpoker, all_fives: allFives, make5 };

export function picture(id) {
  const fn = PICTURES[id];
  return fn ? fn() : svgRoot(120, 90, { class: "pic", role: "img", "aria-hidden": "true" });
}
