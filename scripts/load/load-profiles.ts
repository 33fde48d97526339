import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openSearchClient } from '../../functions/adapters/aws/opensearch-client';
import type { Client } from '../../functions/adapters/aws/opensearch-http';

/** Items of a `_bulk` answer that failed (the request itself answers 200 either way). */
export const failedItems = (body: unknown): number => {
  const b = body as { errors?: boolean; items?: Record<string, { status: number }>[] };
  if (!b?.errors) return 0;
  return (b.items ?? []).flatMap((i) => Object.values(i)).filter((i) => i.status >= 300 && i.status !== 409).length;
};

/** Posts every bulk file of `dir` to `index`, `concurrency` at a time; answers the number of failed items. */
export const loadProfileFiles = async (client: Pick<Client, 'bulk'>, dir: string, index: string, concurrency = 2, onFile?: (file: string) => void): Promise<number> => {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.ndjson')).sort();
  let next = 0;
  let failed = 0;
  const worker = async () => {
    for (let i = next++; i < files.length; i = next++) {
      const file = files[i] as string;
      const lines = (await readFile(join(dir, file), 'utf8')).split('\n').filter(Boolean).map((l) => JSON.parse(l) as object);
      failed += failedItems((await client.bulk({ index, body: lines })).body);
      onFile?.(file);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failed;
};

if (process.argv[1]?.endsWith('load-profiles.ts')) {
  // OPENSEARCH_ENDPOINT=... AWS_REGION=... npx tsx scripts/load/load-profiles.ts --index physicians_v900 [--dir .load/profiles] [--concurrency 2]
  const { values } = parseArgs({ options: { index: { type: 'string' }, dir: { type: 'string', default: '.load/profiles' }, concurrency: { type: 'string', default: '2' } } });
  const node = process.env.OPENSEARCH_ENDPOINT;
  const region = process.env.AWS_REGION;
  if (!node || !region || !values.index) throw new Error('Set OPENSEARCH_ENDPOINT and AWS_REGION, and name the test index with --index physicians_v<N>');
  // Never the live alias: a million made-up physicians must not reach the public search.
  if (!/^physicians_v\d+$/.test(values.index)) throw new Error('--index must be a physicians_v<N> index that no alias points to');
  let done = 0;
  const failed = await loadProfileFiles(openSearchClient({ node, region }), values.dir, values.index, Number(values.concurrency), () => {
    if (++done % 50 === 0) console.log(`${done} files loaded`);
  });
  console.log(failed ? `${failed} documents failed` : `Loaded every file of ${values.dir} into ${values.index}.`);
  process.exitCode = failed ? 1 : 0;
}
