// DOM helpers: every element is built with createElement and textContent; server data never
// is parsed as HTML.
export const SVG_NS = "http://www.w3.org/2000/svg";

function apply(node, attrs, children) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.setAttribute("class", Array.isArray(value) ? value.filter(Boolean).join(" ") : value);
    else if (key === "text") node.textContent = String(value);
    else if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else if (key === "dataset") for (const [k, v] of Object.entries(value)) node.dataset[k] = String(v);
    else if (key === "style" && typeof value === "object") Object.assign(node.style, value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of [children].flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** h("div", {class: "x", onclick: f}, [children]) */
export function h(tag, attrs, children) {
  return apply(document.createElement(tag), attrs, children);
}

/** s("rect", {x: 1}) : an SVG element */
export function s(tag, attrs, children) {
  return apply(document.createElementNS(SVG_NS, tag), attrs, children);
}

export function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
  return node;
}

export function svgRoot(width, height, attrs = {}) {
  // a board holds buttons, so it is a group (an "img" would hide them from assistive technology)
  return s("svg", { viewBox: `0 0 ${width} ${height}`, class: "board", role: "group", ...attrs });
}
