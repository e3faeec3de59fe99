// A small Markdown renderer for the rules texts (games/<id>/texts/rules.*.md): headings, paragraphs, lists,
// tables, code blocks, `code`, **bold**, *italics*.  It builds elements with textContent only,
// so any HTML in the text is shown as text, never parsed.
import { h } from "./dom.js";

/** Inline markup of one piece of text, as a list of nodes. */
export function inline(text) {
  const out = [];
  const pattern = /(`+)(.+?)\1|\*\*(.+?)\*\*|__(.+?)__|\*(?!\s)(.+?)\*|\[([^\]]+)\]\([^)]*\)/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    if (m[2] !== undefined) out.push(h("code", { text: m[2] }));
    else if (m[3] !== undefined) out.push(h("strong", {}, inline(m[3])));
    else if (m[4] !== undefined) out.push(h("strong", {}, inline(m[4])));
    else if (m[5] !== undefined) out.push(h("em", {}, inline(m[5])));
    else if (m[6] !== undefined) out.push(m[6]); // links: their text only
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

function cells(line) {
  return line.trim().replace(/^\|/, "").replace(/\|$/, "").split("|").map((c) => c.trim());
}

export function renderMarkdown(source) {
  const root = h("div", { class: "markdown" });
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  let i = 0;
  let para = [];
  const flush = () => {
    if (para.length) root.append(h("p", {}, inline(para.join(" "))));
    para = [];
  };
  while (i < lines.length) {
    const line = lines[i];
    if (/^```/.test(line)) {
      flush();
      const code = [];
      i += 1;
      while (i < lines.length && !/^```/.test(lines[i])) code.push(lines[i++]);
      i += 1;
      // a wide block scrolls sideways: focusable, so a keyboard can scroll it too (axe)
      root.append(h("pre", { tabindex: "0" }, h("code", { text: code.join("\n") })));
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const level = Math.min(6, heading[1].length + 1);
      root.append(h(`h${level}`, {}, inline(heading[2])));
      i += 1;
      continue;
    }
    if (/^\s*\|/.test(line)) {
      flush();
      const rows = [];
      while (i < lines.length && /^\s*\|/.test(lines[i])) rows.push(lines[i++]);
      const body = rows.filter((r) => !cells(r).every((c) => /^:?-{2,}:?$/.test(c)));
      const [head, ...rest] = body;
      const table = h("table", { class: "details-table" }, [
        h("thead", {}, h("tr", {}, cells(head).map((c) => h("th", {}, inline(c))))),
        h("tbody", {}, rest.map((r) => h("tr", {}, cells(r).map((c) => h("td", {}, inline(c)))))),
      ]);
      root.append(h("div", { class: "table-scroll" }, table));
      continue;
    }
    const item = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      flush();
      const ordered = /\d/.test(item[2]);
      const list = h(ordered ? "ol" : "ul");
      while (i < lines.length) {
        const m = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/.exec(lines[i]);
        if (m && /\d/.test(m[2]) === ordered && m[1].length <= item[1].length) {
          list.append(h("li", {}, inline(m[3])));
          i += 1;
        } else if (m || (lines[i].trim() && /^\s+/.test(lines[i]))) {
          // a nested item or a continuation line: part of the item before
          const li = list.lastChild;
          li.append(" ", ...inline(lines[i].trim().replace(/^([-*+]|\d+[.)])\s+/, "")));
          i += 1;
        } else break;
      }
      root.append(list);
      continue;
    }
    if (!line.trim()) {
      flush();
      i += 1;
      continue;
    }
    para.push(line.trim());
    i += 1;
  }
  flush();
  return root;
}
