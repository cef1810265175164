// Bundles src/ (and Preact with htm) into dist/app.js, and the service worker into
// dist/sw.js. The output is committed, so that `cargo build` embeds it without Node;
// `node build.mjs --check` fails when the committed bundle and the sources disagree (CI
// runs it). esbuild's output is deterministic for a given version, which
// package-lock.json pins. The message catalogs are checked first (catalogs.mjs), and
// English's message types written to src/i18n/messages.d.ts.
import { build } from "esbuild";
import { checkCatalogs, messageTypes } from "./catalogs.mjs";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const out = here("dist/app.js");
const check = process.argv.includes("--check");

/** One minified bundle of `entry` in `format`, kept in memory. */
async function bundled(/** @type {string} */ entry, /** @type {"esm" | "iife"} */ format) {
  const result = await build({
    entryPoints: [here(entry)],
    bundle: true,
    minify: true,
    format,
    target: "es2020",
    charset: "utf8",
    legalComments: "none",
    write: false,
    logLevel: "warning",
    // English's catalog is built in as the fallback; the others are fetched when chosen.
    loader: { ".ftl": "text" },
  });
  return result.outputFiles[0].contents;
}

/**
 * `entry`'s `firstScreens(texts)`, bundled for Node and run here: the app's own modules
 * read their catalogs through esbuild's loaders, so they are bundled before they run.
 * @param {string} entry @param {Record<string, string>} texts
 */
async function rendered(entry, texts) {
  const result = await build({
    entryPoints: [here(entry)],
    bundle: true,
    format: "esm",
    platform: "node",
    write: false,
    logLevel: "warning",
    loader: { ".ftl": "text" },
  });
  const code = Buffer.from(result.outputFiles[0].contents).toString("base64");
  const { firstScreens } = await import(`data:text/javascript;base64,${code}`);
  return firstScreens(texts);
}

/** Every offered language's catalog text, in languages.json's order. */
function catalogTexts() {
  const offered = Object.keys(JSON.parse(readFileSync(here("locales/languages.json"), "utf8")));
  return Object.fromEntries(offered.map((lang) => [lang, readFileSync(here(`locales/${lang}.ftl`), "utf8")]));
}

const catalogs = checkCatalogs();
if (catalogs.problems.length > 0) {
  console.error(`The message catalogs disagree with locales/en.ftl:\n  ${catalogs.problems.join("\n  ")}`);
  process.exit(1);
}
const bundle = await bundled("src/main.js", "esm");
// The page's own first screens, rendered by the app's components in every language, and
// the inline script that shows them (the server writes both into the page).
const firstScreens = JSON.stringify({
  script: Buffer.from(await bundled("src/first_screen/reveal.js", "iife")).toString("utf8"),
  pages: await rendered("src/first_screen/render.js", catalogTexts()),
});
// The service worker, a classic script at the site's root, with the page list inlined.
const worker = await bundled("src/sw.js", "iife");
// The libraries' licences travel with the bundle (served at /app/third-party-licenses.txt).
// A package that ships no licence file gets the text of the licence it names.
const licenceOf = (/** @type {string} */ name) => {
  try {
    return readFileSync(here(`node_modules/${name}/LICENSE`), "utf8");
  } catch {
    const { license, author } = JSON.parse(readFileSync(here(`node_modules/${name}/package.json`), "utf8"));
    return `${license}, ${author}\n\n${readFileSync(here(`licenses/${license}.txt`), "utf8")}`;
  }
};
const licences = ["preact", "htm", "@fluent/bundle"]
  .map((name) => `${name}\n${"=".repeat(name.length)}\n\n${licenceOf(name)}`)
  .join("\n");
const outputs = [
  [out, Buffer.from(bundle)],
  [here("dist/sw.js"), Buffer.from(worker)],
  [here("dist/first-screens.json"), Buffer.from(firstScreens)],
  [here("dist/third-party-licenses.txt"), Buffer.from(licences)],
  [here("src/i18n/messages.d.ts"), Buffer.from(messageTypes(catalogs.english))],
];

/** @param {string} path */
function committed(path) {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

if (check) {
  const stale = outputs.filter(([path, bytes]) => !committed(path)?.equals(bytes));
  if (stale.length > 0) {
    console.error("web/dist does not match web/src: run `npm run build` in web/ and commit dist/ and src/i18n/messages.d.ts.");
    process.exit(1);
  }
  console.log(`web/dist matches its sources (app.js: ${bundle.length} bytes)`);
} else {
  for (const [path, bytes] of outputs) writeFileSync(path, bytes);
  console.log(`wrote web/dist (app.js: ${bundle.length} bytes)`);
}
