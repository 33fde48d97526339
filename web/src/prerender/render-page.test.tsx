import { describe, expect, test } from 'vitest';
import { renderPage } from './render-page';
import { withPrerendered } from './with-prerendered';

/** Issue 14 item 9: the public pages' first text is in the built HTML, so it paints before the JavaScript runs. */
describe('prerendering the public pages', () => {
  test('/ renders the shell and the hero text, signed out', async () => {
    const html = await renderPage('/');
    expect(html).toContain('Find and reach the right physicians, fast');
    expect(html).toContain('Skip to content');
    expect(html).toContain('Log in');
  });

  test('/search renders its heading and filters, without results (no data at build time)', async () => {
    const html = await renderPage('/search');
    expect(html).toContain('Search Physicians');
    expect(html).toContain('Search Filters');
  });

  test('the markup goes into #root, marked for main.tsx, with `$` patterns left alone', () => {
    const page = withPrerendered('<body><div id="root"></div></body>', '<p>costs $& and $1</p>');
    expect(page).toBe('<body><div id="root" data-prerendered><p>costs $& and $1</p></div></body>');
    expect(() => withPrerendered('<body></body>', 'x')).toThrow(/no <div id="root">/);
  });
});
