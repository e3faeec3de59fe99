// A game's options as form fields, in the catalogs' words: the new-game dialog (newgame.js) and
// the challenge dialog (challenges.js) show the same fields and read them the same way (a value
// equal to the option's default is left out, so the server's default applies).
import { h } from "./dom.js";
import { catalogText, messageText, seatName, t } from "./i18n.js";

/** An option's text in words (the dialog's): its own help text, else its description. */
function optionText(game, name, suffix, args) {
  return catalogText([`option-${game}-${name}-${suffix}`, `option-${name}-${suffix}`], args);
}

function choiceLabel(c, game, name) {
  if (typeof c === "boolean") return t(c ? "yes" : "no");
  const value = String(c).replaceAll("_", "-");
  if (/^\d+$/.test(value)) return optionText(game, name, "is-seat", { player: seatName(`P${value}`) }) ?? seatName(`P${value}`);
  return optionText(game, name, `is-${value}`) ?? catalogText([`option-choice-${value}`]) ?? String(c);
}

export function optionInput(spec, game) {
  const id = `opt-${spec.name}`;
  const name = spec.name.replaceAll("_", "-");
  const label = catalogText([`option-${game}-${name}`, `option-${name}`]) ?? spec.name.replaceAll("_", " ");
  const desc = optionText(game, name, "help") ?? messageText(spec.description_message, spec.description);
  let input;
  if (spec.choices && spec.choices.length) {
    input = h("select", { id, name: spec.name }, spec.choices.map((c) => h("option", { value: String(c), text: choiceLabel(c, game, name), selected: String(c) === String(spec.default) })));
  } else if (spec.type === "bool") {
    input = h("input", { id, name: spec.name, type: "checkbox", checked: spec.default === true });
  } else if (spec.type === "int") {
    const computed = typeof spec.default !== "number";
    input = h("input", {
      id,
      name: spec.name,
      type: "number",
      min: spec.minimum ?? null,
      max: spec.maximum ?? null,
      value: computed ? "" : String(spec.default),
      placeholder: computed ? messageText(spec.default_message, String(spec.default)) : null,
    });
  } else {
    input = h("input", { id, name: spec.name, type: "text", value: spec.default ?? "" });
  }
  const help = h("small", { class: "muted", id: `${id}-help`, text: desc ? desc[0].toUpperCase() + desc.slice(1) : "" });
  input.setAttribute("aria-describedby", help.id);
  if (spec.type === "bool" && input.type === "checkbox") return h("div", { class: "field check" }, [input, h("label", { for: id, text: label }), help]);
  // the words before the choice: a help that ends in a colon reads into the choices below it
  return h("div", { class: "field" }, [h("label", { for: id, text: label }), help, input]);
}

export function readOption(spec, form) {
  const el = form.querySelector(`[name="${spec.name}"]`);
  if (!el) return undefined;
  if (spec.type === "bool") {
    const value = el.tagName === "SELECT" ? el.value === "true" : el.checked;
    return value === spec.default ? undefined : value;
  }
  if (spec.type === "int") {
    if (el.value === "") return undefined;
    const value = Number(el.value);
    return value === spec.default ? undefined : value;
  }
  return el.value === String(spec.default) ? undefined : el.value;
}
