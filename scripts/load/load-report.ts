import { ms, summarize } from '../bench/percentiles';
import type { RequestRecord } from './measured-client';
import { REQUEST_KINDS, SEARCH_CLASSES } from './query-mix';

export interface ReportRow {
  readonly name: string;
  readonly requests: number;
  /** Requests that failed, plus bulk items that failed inside a 200. */
  readonly errors: number;
  readonly timedOut: number;
  /** Round trip from the load client, ms. */
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  /** The domain's own `took`, ms; null when no answer carried one. */
  readonly tookP50: number | null;
  readonly tookP95: number | null;
  readonly tookP99: number | null;
}

const rowOf = (name: string, mine: readonly RequestRecord[]): ReportRow => {
  const ok = mine.filter((r) => !r.error);
  const wall = summarize(ok.map((r) => r.ms));
  const tooks = ok.flatMap((r) => (r.tookMs === undefined ? [] : [r.tookMs]));
  const took = summarize(tooks);
  return {
    name,
    requests: mine.length,
    errors: mine.filter((r) => r.error).length + mine.reduce((n, r) => n + (r.failedItems ?? 0), 0),
    timedOut: mine.filter((r) => r.timedOut).length,
    p50: wall.p50,
    p95: wall.p95,
    p99: wall.p99,
    tookP50: tooks.length ? took.p50 : null,
    tookP95: tooks.length ? took.p95 : null,
    tookP99: tooks.length ? took.p99 : null,
  };
};

/**
 * Two cuts of the same requests: per search class (all of a session's
 * requests: page 1, facets, next pages, select-all), and per request kind
 * across classes; the write stream is a row of each, so write latency and
 * errors sit beside the searches they ran with. Every class and kind has a
 * row, with 0 requests when the run had none.
 */
export const report = (records: readonly RequestRecord[]): { byClass: ReportRow[]; byKind: ReportRow[] } => ({
  byClass: [...SEARCH_CLASSES, 'writes' as const].map((c) => rowOf(c, records.filter((r) => r.class === c))),
  byKind: [...REQUEST_KINDS, 'bulk' as const].map((k) => rowOf(k === 'bulk' ? 'bulk writes' : k, records.filter((r) => r.kind === k))),
});

const orDash = (n: number | null) => (n === null ? '–' : ms(n));

export const markdownTable = (title: string, rows: readonly ReportRow[]): string =>
  [
    `| ${title} | requests | errors | timed out | round trip p50 / p95 / p99 ms | took p50 / p95 / p99 ms |`,
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.requests} | ${r.errors} | ${r.timedOut} | ${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)} | ${orDash(r.tookP50)} / ${orDash(r.tookP95)} / ${orDash(r.tookP99)} |`),
  ].join('\n');
