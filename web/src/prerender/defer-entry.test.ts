import { describe, expect, it } from 'vitest';
import { deferEntry } from './defer-entry';

const built = `<head>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-X.js">
  </head>`;

describe('the app starts after the first paint (issue 24: LCP)', () => {
  it('preloads the entry and runs it from a boot module instead of as a module script', () => {
    const { html, boot } = deferEntry(built, () => '/assets/boot-1.js');
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-AbC123.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-AbC123.js">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot-1.js"></script>');
    expect(html).toContain('/assets/react-X.js');
    expect(boot.file).toBe('/assets/boot-1.js');
  });

  it('the boot module imports the entry after a frame, or at once in a hidden tab', async () => {
    const { boot } = deferEntry(built, (text) => `/assets/boot-${text.length}.js`);
    expect(boot.text).toContain('import("/assets/index-AbC123.js")');
    const started: string[] = [];
    const frames: Array<() => void> = [];
    const run = (visibility: string) =>
      new Function('document', 'requestAnimationFrame', 'setTimeout', 'importer', boot.text.replace('import(', 'importer('))(
        { visibilityState: visibility },
        (f: () => void) => frames.push(f),
        (f: () => void) => f(),
        (url: string) => started.push(url),
      );
    run('hidden');
    expect(started).toEqual(['/assets/index-AbC123.js']);
    run('visible');
    expect(started).toHaveLength(1);
    frames.shift()?.();
    expect(started).toHaveLength(2);
  });

  it('refuses an index.html without the entry script rather than shipping one that never starts', () => {
    expect(() => deferEntry('<head></head>', () => 'x')).toThrow(/no entry module script/);
  });
});
