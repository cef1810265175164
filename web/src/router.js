// @ts-check
// The app's addresses, from the one list the server, the service worker and the tests read
// too (pages.json): which page an address is, and the code it carries.
import pages from "./pages.json";

/** A page's pattern as a regular expression: `{code}` is a code of up to 16 letters or digits. @param {string} page */
const pattern = (page) => new RegExp(`^${page.replace("{code}", "([A-Za-z0-9]{1,16})")}/?$`);

const patterns = pages.map((page) => ({ page, re: pattern(page) }));

/**
 * The page `path` is (the home page for any other) and the code in it, upper-cased.
 * @param {string} path
 * @returns {{page: string, code: string}}
 */
export function route(path) {
  for (const { page, re } of patterns) {
    const found = re.exec(path);
    if (found) return { page, code: (found[1] ?? "").toUpperCase() };
  }
  return { page: "/", code: "" };
}
