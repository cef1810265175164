// @ts-check
// Templates are tagged strings (htm) turned into Preact elements: no build-time JSX.
import { h } from "preact";
import htm from "htm";

export const html = htm.bind(h);
