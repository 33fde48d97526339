const ENTRY_TAG = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * The built index.html starts the app after the first paint instead of as
 * soon as its module is parsed: the entry is fetched at once (modulepreload,
 * beside the HTML's other preloads) but run from a one-line boot module once
 * a frame has painted. Run first, Chrome painted the prerendered page only
 * after the app's modules had executed, and Lighthouse's mobile simulation
 * charged the whole JavaScript chain to the LCP (issue 24). A hidden tab
 * paints no frame, so it starts at once.
 *
 * `nameOf` names the boot module from its text (web/prerender-plugin.ts: a
 * content hash, so it is cacheable for good, as Vite's own assets are).
 */
export const deferEntry = (html: string, nameOf: (text: string) => string): { html: string; boot: { file: string; text: string } } => {
  const m = ENTRY_TAG.exec(html);
  if (!m) throw new Error('index.html has no entry module script to defer');
  const entry = m[1] as string;
  const text = `const start=()=>import(${JSON.stringify(entry)});document.visibilityState==="hidden"?start():requestAnimationFrame(()=>setTimeout(start,0));\n`;
  const file = nameOf(text);
  const tags = `<link rel="modulepreload" crossorigin href="${entry}">\n    <script type="module" crossorigin src="${file}"></script>`;
  return { html: html.replace(ENTRY_TAG, () => tags), boot: { file, text } };
};
