import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Figure, scratchDir } from './results';

interface SearchRow {
  class: string;
  engine: { p95: number };
  http: { p50: number; p95: number; p99: number };
}

/** The figures of `npm run bench:search` (.bench/search.json, written by search.ts) in the suite's shape. */
export const searchFigures = (): Figure[] => {
  const result = JSON.parse(readFileSync(join(scratchDir, 'search.json'), 'utf8')) as { count: number; rows: SearchRow[] };
  const classes = result.rows.filter((r) => r.class !== 'mixed');
  const worst = classes.reduce((a, b) => (b.http.p95 > a.http.p95 ? b : a));
  const mixed = result.rows.find((r) => r.class === 'mixed');
  const at = `${result.count.toLocaleString('en-US')} profiles`;
  const target = { op: '<' as const, value: 50 };
  return [
    { metric: `search HTTP p95, slowest query class (${at})`, value: Number(worst.http.p95.toFixed(1)), unit: 'ms', target, note: worst.class },
    { metric: `search HTTP p95, all classes mixed (${at})`, value: Number((mixed?.http.p95 ?? 0).toFixed(1)), unit: 'ms', target },
    { metric: `search engine p95, all classes mixed (${at})`, value: Number((mixed?.engine.p95 ?? 0).toFixed(2)), unit: 'ms' },
  ];
};
