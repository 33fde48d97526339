import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, THEME_SCRIPT_HASH } from './security-headers';

const html = readFileSync(new URL('../web/index.html', import.meta.url), 'utf8');
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');

describe('the CSP and the inline theme script', () => {
  it("allows index.html's only inline script by its exact hash, and nothing inline besides", () => {
    expect(inlineScripts).toHaveLength(1);
    const hash = createHash('sha256').update(inlineScripts[0] ?? '').digest('base64');
    expect(THEME_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
    expect(contentSecurityPolicy()).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(contentSecurityPolicy()).not.toMatch(/script-src[^;]*'unsafe-/);
  });
});
