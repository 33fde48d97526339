import { describe, expect, it } from 'vitest';
import { buildSearchBody } from '../../functions/adapters/aws/opensearch-query';
import { PAGE_SIZE } from '../../functions/core/schemas/physician';
import { keywordWords } from '../../functions/core/search/matcher';
import { BROAD_SHARE, buildSessions, distinctSessions } from './build-workload';
import { broadWords } from './needles';
import { LOAD_AS_OF, loadProfileAt } from './profiles';
import { FOLLOW_UPS, MIX, SEARCH_CLASSES } from './query-mix';

describe('build-workload: thousands of distinct sessions in the product mix, from the generated profiles', () => {
  const sessions = buildSessions({ profiles: 1_000_000, sessions: 6_000, seed: 42 });
  const share = (pred: (s: (typeof sessions)[number]) => boolean) => sessions.filter(pred).length / sessions.length;

  it('draws over 5,000 distinct filter sets, and as many distinct first-page bodies; only the filterless browse repeats', () => {
    expect(distinctSessions(sessions)).toBeGreaterThan(5_000);
    const nonBrowse = sessions.filter((s) => s.class !== 'browse');
    expect(distinctSessions(nonBrowse)).toBe(nonBrowse.length);
    const bodies = new Set(sessions.map((s) => JSON.stringify(buildSearchBody(s.filters, { offset: 0, limit: PAGE_SIZE }))));
    expect(bodies.size).toBe(distinctSessions(sessions));
  });

  it('keeps the mix: each class within 1.5 points of its share, follow-ups at their rates', () => {
    expect(SEARCH_CLASSES.reduce((n, c) => n + MIX[c], 0)).toBeCloseTo(1, 9);
    for (const c of SEARCH_CLASSES) expect(Math.abs(share((s) => s.class === c) - MIX[c])).toBeLessThan(0.015);
    expect(Math.abs(share((s) => s.nextPages > 0) - FOLLOW_UPS.nextPage)).toBeLessThan(0.015);
    expect(Math.abs(share((s) => s.selectAll) - FOLLOW_UPS.selectAll)).toBeLessThan(0.01);
    expect(Math.abs(share((s) => s.jumpTo > 0) - FOLLOW_UPS.pageJump)).toBeLessThan(0.01);
    // Page numbers stay within the web's first window; deeper reading goes by cursor.
    for (const s of sessions) expect(s.jumpTo === 0 || (s.jumpTo >= 2 && s.jumpTo <= 5)).toBe(true);
  });

  it('has short needles of 1 and 2 characters and broad words most profiles contain', () => {
    const short = sessions.filter((s) => s.class === 'short needle').map((s) => s.filters.query ?? '');
    expect(new Set(short.map((q) => q.length))).toEqual(new Set([1, 2]));
    const sample = Array.from({ length: 1_000 }, (_, i) => loadProfileAt(42, i * 997, LOAD_AS_OF));
    const broad = broadWords(sample, BROAD_SHARE);
    expect(broad.map((b) => b.word)).toEqual(expect.arrayContaining(['care', 'medicine']));
    const broadSet = new Set(broadWords(sample, BROAD_SHARE / 2).map((b) => b.word));
    const needles = sessions.filter((s) => s.class === 'broad needle').flatMap((s) => keywordWords(s.filters.query ?? ''));
    // Drawn on another sample, so compared with a looser bar: every broad needle is in over 5% of profiles.
    for (const w of needles) expect(broadSet.has(w)).toBe(true);
  });

  it('is deterministic for a seed', () => {
    expect(buildSessions({ profiles: 1_000_000, sessions: 50, seed: 42 })).toEqual(sessions.slice(0, 50));
  });
});
