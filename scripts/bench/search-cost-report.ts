import { pathToFileURL } from 'node:url';
import type { PhysicianSummary } from '../../functions/core/schemas/physician';
import { numberArg } from './args';
import { summarize } from './percentiles';
import { bodyOf, type Cost, type CostClass, createCostCounter, extraClasses, VERIFIED_BUDGET } from './search-cost';
import { legacyQuery } from './search-cost-legacy';
import { type WorkItem, queryClasses, workload } from './search-workload';

/**
 * The cost model's report (issue 23): every class's queries counted before
 * and after over the given profiles, printed as a table against the verified
 * budget. The counting itself is search-cost.ts.
 */

export interface CostRow {
  class: string;
  before: { postings: { p50: number; p95: number }; verified: { p50: number; p95: number }; maxClauses: number };
  after: { postings: { p50: number; p95: number }; verified: { p50: number; p95: number }; maxClauses: number };
}

const k = (n: number) => (n >= 10_000 ? `${Math.round(n / 1000).toLocaleString('en-US')}k` : n.toLocaleString('en-US'));

/** The cost of every class's queries, before and after, printed as a table; returns the rows and whether every class is within budget. */
export const runSearchCost = (docs: readonly PhysicianSummary[], perClass = 100): { rows: CostRow[]; withinBudget: boolean } => {
  const t = performance.now();
  const cost = createCostCounter(docs);
  const work = new Map<CostClass, WorkItem[]>([...workload(docs, perClass, 23)].filter(([cls]) => queryClasses.includes(cls)));
  for (const [cls, items] of extraClasses(docs, perClass)) work.set(cls, items);
  const rows: CostRow[] = [];
  for (const [cls, items] of work) {
    const before: Cost[] = [];
    const after: Cost[] = [];
    for (const w of items) {
      const query = bodyOf(w).query ?? { match_all: {} };
      after.push(cost(query));
      before.push(cost(legacyQuery(query)));
    }
    const side = (cs: Cost[]) => {
      const p = summarize(cs.map((c) => c.postingsRead));
      const v = summarize(cs.map((c) => c.verified));
      return { postings: { p50: p.p50, p95: p.p95 }, verified: { p50: v.p50, p95: v.p95 }, maxClauses: Math.max(...cs.map((c) => c.clauses)) };
    };
    rows.push({ class: cls, before: side(before), after: side(after) });
  }
  const withinBudget = rows.every((r) => r.after.verified.p95 <= VERIFIED_BUDGET);
  console.log(`\nOpenSearch query cost model, ${docs.length.toLocaleString('en-US')} profiles, ${perClass} queries per class (${((performance.now() - t) / 1000).toFixed(0)} s)`);
  console.log('before: `*needle*` on wildcard subfields (issue 15); after: grams term / suffix prefix on contains.* (issue 23)\n');
  console.log('| query class | postings read p50 / p95, before -> after | verified p50 / p95, before -> after | max clauses, before -> after |');
  console.log('|---|---|---|---|');
  for (const r of rows) {
    const over = r.after.verified.p95 > VERIFIED_BUDGET ? '  <-- OVER BUDGET' : '';
    console.log(
      `| ${r.class} | ${k(r.before.postings.p50)} / ${k(r.before.postings.p95)} -> ${k(r.after.postings.p50)} / ${k(r.after.postings.p95)} | ${k(r.before.verified.p50)} / ${k(r.before.verified.p95)} -> ${k(r.after.verified.p50)} / ${k(r.after.verified.p95)}${over} | ${r.before.maxClauses} -> ${r.after.maxClauses} |`,
    );
  }
  console.log(`\nbudget: verified p95 <= ${VERIFIED_BUDGET.toLocaleString('en-US')} in every class: ${withinBudget ? 'met' : 'NOT MET'}`);
  return { rows, withinBudget };
};

// Run alone: generate the profiles the way search.ts does and count.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { generatePhysicians } = await import('../seed/physicians');
  const { summaryOf } = await import('../../functions/core/physician');
  const { newPhysicianId } = await import('../../functions/core/ids');
  const count = numberArg('count', 250_000);
  const docs: PhysicianSummary[] = [];
  for (let start = 0; start < count; start += 10_000) docs.push(...generatePhysicians(Math.min(10_000, count - start), 42, start).map((p) => summaryOf({ ...p, id: newPhysicianId() })));
  const { withinBudget } = runSearchCost(docs, numberArg('per-class', 100));
  process.exit(withinBudget ? 0 : 1);
}
