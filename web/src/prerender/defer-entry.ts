const ENTRY_TAG = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/**
 * The built index.html starts the app after the prerendered page has been
 * shown instead of as soon as its module is parsed: it is run from a small
 * boot module once the browser reports the first contentful paint. Run
 * earlier, the app's modules and hydration held up the first presented
 * frame, and Lighthouse's mobile simulation charged the whole JavaScript
 * chain to the FCP and LCP (issue 24). A frame alone was not enough: the
 * compositor could still be waiting to present it when the app started.
 *
 * It starts at once where waiting would gain nothing or could stall: the
 * empty shell of a page that is not prerendered, a hidden tab (no paint
 * comes), a browser without paint timing (after a frame instead), the first
 * key or pointer press, and after 3 s whatever happened.
 *
 * Until the entry runs, the boot module holds the clicks on the prerendered page's buttons and boxes, for the entry
 * to play once the app has drawn (early-taps.ts): the first pointer press starts the app, and the click that follows
 * it comes long before the app can hear it. If the entry cannot load, the clicks are let go.
 *
 * The prerendered pages carry no module preloads (`withoutModulePreloads`):
 * Lighthouse's simulation counts every request a page starts before its first
 * paint, and the app's 100 KB of modules put the FCP and LCP of / and /search
 * at 1.9 s instead of 1.1 s. The boot module asks for them when it starts the
 * app, so they still come in parallel, not one import after another.
 *
 * `nameOf` names the boot module from its text (web/prerender-plugin.ts: a
 * content hash, so it is cacheable for good, as Vite's own assets are).
 */
const bootText = (entry: string, preloads: readonly string[]): string =>
  [
    // All at once, and only where the page has none (the prerendered pages): one insertion into the head.
    `const preloads=${JSON.stringify(preloads)};`,
    `const preload=()=>{if(document.querySelector('link[rel="modulepreload"]'))return;const f=document.createDocumentFragment();for(const href of preloads){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=href;f.append(l)}document.head.append(f)};`,
    // Clicks on the prerendered page's buttons and boxes are held until the entry takes them (web/src/prerender/early-taps.ts).
    `const root=document.getElementById("root");const prerendered=!!root&&root.hasAttribute("data-prerendered");let release=()=>{};`,
    `if(prerendered){const held=[];const isBox=(i)=>!!i&&(i.type==="checkbox"||i.type==="radio");`,
    `const hold=(e)=>{const t=e.target;const c=t&&t.closest&&!t.closest("a[href]")&&t.closest("button,input,label");`,
    `if(!c||(c.tagName!=="BUTTON"&&!isBox(c.tagName==="LABEL"?c.control:c)))return;e.preventDefault();e.stopPropagation();held.push(t)};`,
    `addEventListener("click",hold,true);release=()=>removeEventListener("click",hold,true);self.__heldTaps={held,stop:release}}`,
    `let started=false;const go=()=>{if(!started){started=true;preload();import(${JSON.stringify(entry)}).catch((e)=>{release();throw e})}};`,
    `if(document.visibilityState==="hidden"||!prerendered)go();`,
    `else if(!(self.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).includes("paint")))requestAnimationFrame(()=>setTimeout(go,0));`,
    `else{new PerformanceObserver((list,o)=>{if(list.getEntries().some((e)=>e.name==="first-contentful-paint")){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true});`,
    `for(const t of["keydown","pointerdown","visibilitychange"])addEventListener(t,go,{once:true,capture:true});setTimeout(go,3000)}`,
  ].join('') + '\n';

export const deferEntry = (html: string, nameOf: (text: string) => string): { html: string; boot: { file: string; text: string } } => {
  const m = ENTRY_TAG.exec(html);
  if (!m) throw new Error('index.html has no entry module script to defer');
  const entry = m[1] as string;
  const text = bootText(entry, [entry, ...[...html.matchAll(PRELOAD_TAG)].map((p) => p[1] as string)]);
  const file = nameOf(text);
  const tags = `<link rel="modulepreload" crossorigin href="${entry}">\n    <script type="module" crossorigin src="${file}"></script>`;
  return { html: html.replace(ENTRY_TAG, () => tags), boot: { file, text } };
};

/** A prerendered page's copy of index.html: the boot module preloads the modules once the page has painted. */
export const withoutModulePreloads = (html: string): string => html.replace(new RegExp(`[ \\t]*${PRELOAD_TAG.source}\\n?`, 'g'), '');
