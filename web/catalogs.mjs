// The message catalogs (locales/*.ftl, Fluent syntax): checked against the English one,
// and English's ids and variables written as TypeScript types, so that `tsc` refuses a
// call to a message that does not exist or without the variables it needs. build.mjs
// runs both, and so does `build.mjs --check` (CI).
import { parse } from "@fluent/syntax";
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const PLURAL = new Set(["zero", "one", "two", "few", "many", "other"]);

/** Every variable of a pattern and how it is used: as a number, as a choice, or as text. */
function variablesOf(node, found = new Map()) {
  if (!node || typeof node !== "object") return found;
  if (Array.isArray(node)) {
    node.forEach((child) => variablesOf(child, found));
    return found;
  }
  if (node.type === "SelectExpression") {
    const selector = node.selector;
    const variable = selector.type === "VariableReference" ? selector : selector.arguments?.positional?.[0];
    if (variable?.type === "VariableReference") {
      const keys = node.variants.map((v) => (v.key.type === "NumberLiteral" ? v.key.value : v.key.name));
      const numeric = selector.type === "FunctionReference" || keys.some((k) => (PLURAL.has(k) && k !== "other") || /^\d/.test(k));
      // A choice whose default is `other` takes any value: the default answers the rest.
      const open = node.variants.find((v) => v.default)?.key.name === "other";
      found.set(variable.id.name, numeric ? { number: true } : open ? {} : { choices: keys });
    }
  } else if (node.type === "VariableReference" && !found.has(node.id.name)) {
    found.set(node.id.name, {});
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== "span" && value && typeof value === "object") variablesOf(value, found);
  }
  return found;
}

/** A catalog's messages, id to variables; its syntax errors go to `problems`. */
function messagesOf(lang, problems) {
  const resource = parse(readFileSync(here(`locales/${lang}.ftl`), "utf8"), {});
  const messages = new Map();
  for (const entry of resource.body) {
    if (entry.type === "Junk") {
      const why = entry.annotations.map((a) => a.message).join("; ");
      problems.push(`locales/${lang}.ftl: cannot read "${entry.content.trim().split("\n")[0]}": ${why}`);
    } else if (entry.type === "Message") {
      if (messages.has(entry.id.name)) problems.push(`locales/${lang}.ftl: ${entry.id.name} is written twice`);
      messages.set(entry.id.name, variablesOf(entry.value));
    }
  }
  return messages;
}

/** The languages the app offers (locales/languages.json), each named in itself. */
export function languages() {
  return JSON.parse(readFileSync(here("locales/languages.json"), "utf8"));
}

/**
 * Every catalog is readable and has exactly English's messages, each with the same
 * variables. Returns English's messages, and the list of what is wrong.
 */
export function checkCatalogs() {
  const problems = [];
  const offered = Object.keys(languages());
  const files = readdirSync(here("locales"))
    .filter((name) => name.endsWith(".ftl"))
    .map((name) => name.slice(0, -4));
  for (const lang of files.filter((l) => !offered.includes(l))) problems.push(`locales/${lang}.ftl is not in languages.json`);
  for (const lang of offered.filter((l) => !files.includes(l))) problems.push(`languages.json offers ${lang}, which has no .ftl`);
  const english = messagesOf("en", problems);
  for (const lang of files.filter((l) => l !== "en")) {
    const theirs = messagesOf(lang, problems);
    for (const [id, vars] of english) {
      const their = theirs.get(id);
      if (!their) problems.push(`locales/${lang}.ftl has no ${id}`);
      else if ([...vars.keys()].sort().join() !== [...their.keys()].sort().join()) {
        const list = (m) => [...m.keys()].map((v) => `$${v}`).join(", ") || "none";
        problems.push(`locales/${lang}.ftl: ${id} has variables ${list(their)}; English has ${list(vars)}`);
      } else {
        // A choice by word must offer English's words: the app passes exactly those.
        for (const [name, use] of vars) {
          const words = (u) => (u?.choices ?? []).slice().sort().join(", ");
          if (use.choices && words(use) !== words(their.get(name))) {
            problems.push(`locales/${lang}.ftl: ${id} chooses $${name} by [${words(their.get(name))}]; English by [${words(use)}]`);
          }
        }
      }
    }
    for (const id of theirs.keys()) if (!english.has(id)) problems.push(`locales/${lang}.ftl has ${id}, which English has not`);
  }
  return { english, problems };
}

/** English's messages as the `MessageArgs` type: id to its variables (`undefined`: none). */
export function messageTypes(english) {
  const type = (use) =>
    use.number ? "number" : use.choices ? use.choices.map((c) => JSON.stringify(c)).join(" | ") : "string | number";
  const lines = [...english].map(([id, vars]) => {
    const args = [...vars].map(([name, use]) => `${name}: ${type(use)}`).join("; ");
    return `  ${JSON.stringify(id)}: ${args ? `{ ${args} }` : "undefined"};`;
  });
  return `// Generated by web/build.mjs from locales/en.ftl: do not edit.
/** Each message of the app and the variables it takes. */
export type MessageArgs = {
${lines.join("\n")}
};
export type MessageId = keyof MessageArgs;
/** One message in the chosen language, its variables filled in. */
export type Translate = <K extends MessageId>(
  id: K,
  ...args: MessageArgs[K] extends undefined ? [] : [MessageArgs[K]]
) => string;
`;
}
