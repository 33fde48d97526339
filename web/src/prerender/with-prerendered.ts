const ROOT_TAG = '<div id="root"></div>';

/** The built index.html with `markup` in #root, marked so main.tsx keeps it on screen until the app can show the same. */
export const withPrerendered = (html: string, markup: string): string => {
  if (!html.includes(ROOT_TAG)) throw new Error(`index.html has no ${ROOT_TAG} to prerender into`);
  return html.replace(ROOT_TAG, () => `<div id="root" data-prerendered>${markup}</div>`);
};
