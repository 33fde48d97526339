import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { bulkLinesOf, LOAD_AS_OF, loadProfileAt } from './profiles';

export interface GenerateOptions {
  readonly count: number;
  readonly outDir: string;
  readonly seed?: number;
  /** Profiles per file: one `_bulk` request each. 2,000 profiles are about 4 MB, under the 10 MiB request limit of the smallest domains. */
  readonly perFile?: number;
  readonly asOf?: Date;
}

export interface GenerateResult {
  readonly files: string[];
  readonly profiles: number;
  readonly bytes: number;
  /** Mean JSON size of one indexed document (`_source`), for sizing. */
  readonly meanDocumentBytes: number;
}

/**
 * Writes `count` profiles as NDJSON `_bulk` bodies (`profiles-00001.ndjson`,
 * ...), one profile at a time: memory stays flat whatever the count, and a
 * slow disk holds the generator back (it waits for the stream to drain).
 */
export const generateProfileFiles = async (o: GenerateOptions): Promise<GenerateResult> => {
  const { count, outDir, seed = 42, perFile = 2_000, asOf = LOAD_AS_OF } = o;
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(perFile) || perFile < 1) throw new Error('count and perFile must be positive integers');
  await mkdir(outDir, { recursive: true });
  const files: string[] = [];
  let bytes = 0;
  let documentBytes = 0;
  for (let start = 0; start < count; start += perFile) {
    const file = join(outDir, `profiles-${String(files.length + 1).padStart(5, '0')}.ndjson`);
    const out = createWriteStream(file);
    for (let i = start; i < Math.min(start + perFile, count); i++) {
      const [action, doc] = bulkLinesOf(loadProfileAt(seed, i, asOf));
      const source = JSON.stringify(doc);
      const chunk = `${JSON.stringify(action)}\n${source}\n`;
      documentBytes += Buffer.byteLength(source);
      bytes += Buffer.byteLength(chunk);
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'close');
    files.push(file);
  }
  return { files, profiles: count, bytes, meanDocumentBytes: documentBytes / count };
};

const isMain = process.argv[1]?.endsWith('generate-profiles.ts');
if (isMain) {
  // `npx tsx scripts/load/generate-profiles.ts --count 1000000 --out .load/profiles [--seed 42] [--per-file 2000]`
  const { values } = parseArgs({
    options: { count: { type: 'string', default: '1000000' }, out: { type: 'string', default: '.load/profiles' }, seed: { type: 'string', default: '42' }, 'per-file': { type: 'string', default: '2000' } },
  });
  const started = Date.now();
  const result = await generateProfileFiles({ count: Number(values.count), outDir: values.out, seed: Number(values.seed), perFile: Number(values['per-file']) });
  console.log(
    `Wrote ${result.profiles.toLocaleString('en-US')} profiles in ${result.files.length} files to ${values.out} ` +
      `(${(result.bytes / 2 ** 20).toFixed(1)} MiB, mean document ${Math.round(result.meanDocumentBytes)} B) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
