import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Client } from '../../functions/adapters/aws/opensearch-http';
import { indexDefinition } from '../../functions/adapters/aws/opensearch-mapping';
import { specialtyCountsBody } from '../../functions/adapters/aws/opensearch-query';
import { currentPhysicianId } from '../../functions/core/ids';
import { PAGE_SIZE } from '../../functions/core/schemas/physician';
import { createEvaluator } from '../../test/support/opensearch/dsl-evaluator';
import { createStubDomain, type StubDomain } from '../../test/support/opensearch/stub-domain';
import { type RecordedRequest, type StubReply, useStubs } from '../../test/support/opensearch/stub-server';
import { buildSessions, distinctSessions } from './build-workload';
import { generateProfileFiles } from './generate-profiles';
import { markdownTable, type ReportRow, report } from './load-report';
import { failedItems, loadProfileFiles } from './load-profiles';
import { measuredClient, type RequestRecord } from './measured-client';
import { LOAD_AS_OF, loadProfileAt } from './profiles';
import { REQUEST_KINDS, SEARCH_CLASSES } from './query-mix';
import { facetFiltersOf } from './run-session';
import { runLoad } from './run-workload';

const index = 'physicians_v900';
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

const linesOf = async (file: string) => (await readFile(file, 'utf8')).split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);

describe('generate-profiles: 1M-profile bulk files, tried at small sizes', () => {
  it('splits the profiles into _bulk bodies of perFile profiles: an action line, then the document', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'load-profiles-'));
    dirs.push(dir);
    const result = await generateProfileFiles({ count: 1_050, perFile: 500, outDir: dir, seed: 7 });
    expect(result.files.map((f) => f.slice(dir.length + 1))).toEqual(['profiles-00001.ndjson', 'profiles-00002.ndjson', 'profiles-00003.ndjson']);
    const lines = (await Promise.all(result.files.map(linesOf))).map((l) => l.length);
    expect(lines).toEqual([1_000, 1_000, 100]);

    const all = (await Promise.all(result.files.map(linesOf))).flat();
    const actions = all.filter((_, i) => i % 2 === 0) as { index: { _id: string; version: number; version_type: string } }[];
    const docs = all.filter((_, i) => i % 2 === 1);
    // Written as the indexer writes: external version, the id in the action, the document in the index's shape.
    for (const a of actions) expect(a.index).toMatchObject({ version: 1, version_type: 'external', _id: expect.stringMatching(currentPhysicianId) });
    expect(new Set(actions.map((a) => a.index._id)).size).toBe(1_050);
    expect(docs.map((d) => d.id)).toEqual(actions.map((a) => a.index._id));
    // The strict mapping accepts every document (no unmapped or contact field).
    expect(() => createEvaluator(indexDefinition, docs)).not.toThrow();
    expect(JSON.stringify(docs)).not.toMatch(/personalEmail|workEmail|"phone"|directDial/);
    expect(result.meanDocumentBytes).toBeGreaterThan(500);
  });

  it('is deterministic: profile #i is the same in every run and in the workload', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'load-profiles-'));
    dirs.push(dir);
    const [file] = (await generateProfileFiles({ count: 3, outDir: dir, seed: 42 })).files;
    const docs = (await linesOf(file ?? '')).filter((_, i) => i % 2 === 1);
    expect(docs.map((d) => [d.id, d.fullName])).toEqual([0, 1, 2].map((i) => [loadProfileAt(42, i, LOAD_AS_OF).id, loadProfileAt(42, i, LOAD_AS_OF).fullName]));
  });
});

/**
 * The stub domain, with the evaluator built once per refresh of the index
 * instead of once per search: the replay sends hundreds. Anything else, and
 * any body the evaluator refuses, goes to the domain as it is.
 */
const withCachedSearch = (domain: StubDomain) => {
  const built = new WeakMap<object, ReturnType<typeof createEvaluator>>();
  return (req: RecordedRequest): StubReply => {
    const name = /^\/([^/?]+)\/_search/.exec(req.path)?.[1];
    const stored = name ? domain.indices.get(decodeURIComponent(name)) : undefined;
    const body = req.json as Record<string, unknown>;
    if (!stored?.definition || body.version === true) return domain.handle(req);
    const visible = stored.searchable();
    const evaluator = built.get(visible) ?? createEvaluator(stored.definition, [...visible.values()].map((d) => d.source));
    built.set(visible, evaluator);
    try {
      return { status: 200, body: evaluator.search(body) };
    } catch {
      return domain.handle(req);
    }
  };
};

describe('run-workload: the mix through the deployed adapter, with writes, against the stub domain', () => {
  const stubs = useStubs();
  const profiles = 150;

  /** A stub domain holding `profiles` generated profiles in a test index, loaded as load-profiles.ts loads them. */
  const loadedDomain = async () => {
    const domain = createStubDomain();
    const { stub, client } = await stubs(withCachedSearch(domain));
    await client.indices.create({ index, body: indexDefinition });
    const dir = await mkdtemp(join(tmpdir(), 'load-profiles-'));
    dirs.push(dir);
    await generateProfileFiles({ count: profiles, outDir: dir, perFile: 100 });
    expect(await loadProfileFiles(client, dir, index)).toBe(0);
    await client.indices.refresh({ index });
    stub.requests.length = 0;
    return { domain, stub, client };
  };

  it('sends every session as the web does (page 1 and its facet call, cursors, select-all) beside bulk writes, and reports every class', async () => {
    const { domain, stub, client } = await loadedDomain();
    // The follow-ups are rare in the mix (2-15%); the browse sessions take them all, so 160 sessions show every kind.
    const sessions = buildSessions({ profiles, sessions: 160, seed: 42 }).map((s) => (s.class === 'browse' ? { ...s, nextPages: 2, jumpTo: 3, selectAll: true } : s));
    const traced: { kind: string; body: unknown }[] = [];
    const records = await runLoad({
      client,
      index,
      sessions,
      rate: 400,
      durationMs: 400,
      writes: { rate: 10, batch: 6, deleteShare: 0.3 },
      profiles,
      seed: 42,
      trace: (tag, body) => traced.push({ kind: tag.kind, body }),
    });
    const count = (kind: string) => records.filter((r) => r.kind === kind).length;

    // Every session ran, each with one page-1 search and one facet call, and no request failed.
    expect(count('page 1')).toBe(160);
    expect(count('facets')).toBe(160);
    for (const c of SEARCH_CLASSES) expect(records.filter((r) => r.kind === 'page 1' && r.class === c)).toHaveLength(sessions.filter((s) => s.class === c).length);
    expect(records.filter((r) => r.error)).toEqual([]);
    // The facet calls are the filtered specialty counts the web asks for, session by session.
    const facetBodies = traced.filter((t) => t.kind === 'facets').map((t) => JSON.stringify(t.body));
    expect(facetBodies.sort()).toEqual(sessions.map((s) => JSON.stringify(specialtyCountsBody(facetFiltersOf(s.filters)))).sort());
    // Distinct page-1 bodies: one per distinct filter set.
    const firstPages = new Set(traced.filter((t) => t.kind === 'page 1').map((t) => JSON.stringify(t.body)));
    expect(firstPages.size).toBe(distinctSessions(sessions));
    // Next pages go by cursor: the anchor's sort key, then search_after; no page past the web's window of 5.
    const nextBodies = traced.filter((t) => t.kind === 'next page').map((t) => t.body as Record<string, unknown>);
    expect(nextBodies.some((b) => 'search_after' in b)).toBe(true);
    for (const t of traced.filter((x) => x.kind !== 'bulk' && x.kind !== 'select-all ids')) expect(((t.body as { from?: number }).from ?? 0) + ((t.body as { size?: number }).size ?? 0)).toBeLessThanOrEqual(5 * PAGE_SIZE);
    expect(count('select-all ids')).toBe(sessions.filter((s) => s.selectAll).length);

    // Writes ran during the replay, between searches: 4 bulks of external-version edits and removals, to the concrete test index.
    const bulks = stub.requests.filter((r) => r.path.includes('/_bulk'));
    expect(bulks).toHaveLength(4);
    const searchAt = stub.requests.flatMap((r, i) => (r.path.includes('/_search') ? [i] : []));
    const firstBulkAt = stub.requests.indexOf(bulks[0] as RecordedRequest);
    expect(firstBulkAt).toBeGreaterThan(searchAt[0] ?? Infinity);
    expect(firstBulkAt).toBeLessThan(searchAt[searchAt.length - 1] ?? -1);
    expect(count('bulk')).toBe(4);
    for (const b of bulks) expect(b.path).not.toContain('require_alias');
    const actions = bulks.flatMap((b) => b.json as Record<string, { _id: string; version: number; version_type: string }>[]).filter((l) => l.index || l.delete);
    expect(actions.map((a) => Object.values(a)[0]?.version_type)).toEqual(actions.map(() => 'external'));
    const removed = actions.flatMap((a) => (a.delete ? [a.delete._id] : []));
    const edited = actions.flatMap((a) => (a.index ? [a.index._id] : []));
    expect(removed.length).toBeGreaterThan(0);
    expect(edited.length).toBeGreaterThan(0);
    const stored = domain.indices.get(index);
    for (const id of removed.filter((x) => !edited.includes(x))) expect(stored?.docs.has(id)).toBe(false);
    for (const id of edited.filter((x) => !removed.includes(x))) expect(stored?.docs.get(id)?.version).toBeGreaterThan(1);

    // The report: a row for every search class and the writes, and for every request kind.
    const { byClass, byKind } = report(records);
    expect(byClass.map((r) => r.name)).toEqual([...SEARCH_CLASSES, 'writes']);
    for (const row of byClass) expect(row.requests).toBeGreaterThan(0);
    expect(byKind.map((r) => r.name)).toEqual([...REQUEST_KINDS, 'bulk writes']);
    for (const row of byKind) expect(row.requests).toBeGreaterThan(0);
    expect(markdownTable('session class', byClass).split('\n')).toHaveLength(2 + SEARCH_CLASSES.length + 1);
  }, 60_000); // A few hundred signed requests through the real client and the evaluator: seconds on a busy machine.
});

describe('load-report: round trip against took, timeouts and errors per class', () => {
  it('records took, timed_out, failed requests and failed bulk items, and reports them by class and kind', async () => {
    const sink: RequestRecord[] = [];
    let clock = 0;
    const answers: unknown[] = [{ took: 7, timed_out: true }, { took: 3 }, { errors: true, took: 2, items: [{ index: { status: 201 } }, { delete: { status: 409 } }, { index: { status: 429 } }] }];
    const fake = {
      search: async () => {
        clock += 10;
        const body = answers.shift();
        if (body === undefined) throw new Error('refused');
        return { statusCode: 200, body };
      },
      bulk: async () => {
        clock += 4;
        return { statusCode: 200, body: answers.shift() };
      },
    } as unknown as Client;
    const now = () => clock;
    const searching = measuredClient(fake, { class: 'broad needle', kind: 'page 1' }, sink, now);
    await searching.search({ index, body: {} });
    await searching.search({ index, body: {} });
    await measuredClient(fake, { class: 'writes', kind: 'bulk' }, sink, now).bulk({ index, body: [] });
    await expect(measuredClient(fake, { class: 'name', kind: 'facets' }, sink, now).search({ index, body: {} })).rejects.toThrow('refused');

    const { byClass, byKind } = report(sink);
    const row = (rows: ReportRow[], name: string) => rows.find((r) => r.name === name);
    expect(row(byClass, 'broad needle')).toMatchObject({ requests: 2, errors: 0, timedOut: 1, p50: 10, tookP50: 3, tookP99: 7 });
    expect(row(byClass, 'writes')).toMatchObject({ requests: 1, errors: 1, p50: 4, tookP50: 2 });
    expect(row(byClass, 'name')).toMatchObject({ requests: 1, errors: 1, tookP50: null });
    expect(row(byKind, 'facets')).toMatchObject({ requests: 1, errors: 1 });
    expect(row(byClass, 'NPI')).toMatchObject({ requests: 0, errors: 0 });
  });
});

describe('load-profiles: the bulk files into a test index', () => {
  it('posts each file whole to the named index and counts failed items (409, a newer version, is not one)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'load-profiles-'));
    dirs.push(dir);
    await generateProfileFiles({ count: 5, perFile: 2, outDir: dir });
    const calls: [string, number][] = [];
    const failed = await loadProfileFiles(
      {
        bulk: async ({ index, body }) => {
          calls.push([index, body.length]);
          const items = [{ index: { status: 201 } }, { index: { status: calls.length === 1 ? 400 : 409 } }];
          return { statusCode: 200, body: { errors: true, items } };
        },
      },
      dir,
      'physicians_v900',
    );
    expect(calls.map(([index]) => index)).toEqual(['physicians_v900', 'physicians_v900', 'physicians_v900']);
    expect(calls.map(([, n]) => n).sort()).toEqual([2, 4, 4]);
    expect(failed).toBe(1);
    expect(failedItems({ errors: false, items: [{ index: { status: 500 } }] })).toBe(0);
  });
});
