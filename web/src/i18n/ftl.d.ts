// Catalogs are imported as text (esbuild's text loader; build.mjs).
declare module "*.ftl" {
  const text: string;
  export default text;
}
