import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { indexDefinition } from '../../functions/adapters/aws/opensearch-mapping';
import { specialtyCountsBody } from '../../functions/adapters/aws/opensearch-query';
import { currentPhysicianId } from '../../functions/core/ids';
import { createEvaluator } from '../../test/support/opensearch/dsl-evaluator';
import { queryClasses } from '../bench/search-workload';
import { buildWorkload, serializeWorkload, WORKLOAD_FILE, type Workload } from './build-workload';
import { generateProfileFiles } from './generate-profiles';
import { failedItems, loadProfileFiles } from './load-profiles';
import { LOAD_AS_OF, loadProfileAt } from './profiles';
import { replay, report } from './run-workload';

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

describe('build-workload: the bench query classes as the deployed builder sends them', () => {
  it('covers every class, interleaved, with only _search on the physicians alias', async () => {
    const w = await buildWorkload({ profiles: 40_000, perClass: 2 });
    expect(w.operations.slice(0, queryClasses.length).map((op) => op.class)).toEqual(queryClasses);
    expect(w.operations).toHaveLength(2 * queryClasses.length);
    for (const op of w.operations) {
      expect(op.requests.length).toBeGreaterThan(0);
      for (const r of op.requests) expect([r.method, r.path]).toEqual(['POST', '/physicians/_search']);
    }
    const facets = w.operations.find((op) => op.class === 'facet counts');
    expect(facets?.requests.map((r) => r.body)).toEqual([JSON.parse(JSON.stringify(specialtyCountsBody()))]);
  });

  it('records the count-first step of deep pages, as the adapter runs it at 1M profiles', async () => {
    const w = await buildWorkload({ profiles: 1_000_000, perClass: 5 });
    const deep = w.operations.filter((op) => op.class === 'sorted deep page');
    const counted = deep.filter((op) => op.requests.length === 2);
    expect(counted.length).toBeGreaterThan(0);
    for (const op of counted) expect(op.requests[0]?.body).toMatchObject({ size: 0, track_total_hits: true });
  });

  it('scripts/load/workload.json is what the builder makes today (UPDATE_GOLDEN=1 rewrites it)', async () => {
    const fresh = serializeWorkload(await buildWorkload({ profiles: 1_000_000, perClass: 20 }));
    if (process.env.UPDATE_GOLDEN === '1') await writeFile(WORKLOAD_FILE, fresh);
    expect(JSON.parse(await readFile(WORKLOAD_FILE, 'utf8'))).toEqual(JSON.parse(fresh));
  });
});

describe('run-workload: open-loop replay and the per-class report', () => {
  const workload: Workload = {
    description: 'test',
    index: 'physicians',
    profiles: 10,
    seed: 1,
    operations: [
      { class: 'facet counts', requests: [{ method: 'POST', path: '/physicians/_search', body: { q: 1 } }] },
      { class: 'select-all ids', requests: [{ method: 'POST', path: '/physicians/_search', body: { q: 2 } }, { method: 'POST', path: '/physicians/_search', body: { q: 3 } }] },
    ],
  };

  it('starts rate x duration operations on schedule, sends each request to its index, and reports took and errors', async () => {
    let clock = 0;
    const started: number[] = [];
    const sent: [string, object][] = [];
    const results = await replay({
      workload,
      rate: 10,
      durationMs: 1_000,
      now: () => clock,
      sleep: async (t) => {
        clock += t;
      },
      send: async (index, body) => {
        started.push(clock);
        sent.push([index, body]);
        if ((body as { q: number }).q === 3 && clock >= 500) throw new Error('rejected');
        return { took: 4 };
      },
    });
    expect(results).toHaveLength(10);
    expect(sent.every(([index]) => index === 'physicians')).toBe(true);
    // One operation every 100 ms of the fake clock.
    expect([...new Set(started)]).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
    const rows = report(results);
    expect(rows.map((r) => [r.class, r.n, r.errors, r.tookP95])).toEqual([
      ['facet counts', 5, 0, 4],
      ['select-all ids', 5, 3, 8],
    ]);
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
