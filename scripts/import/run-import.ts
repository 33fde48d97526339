import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { Keyring } from '../../functions/core/ports';
import { boundedPool } from '../seed/batch-pool';
import { type SuppressedAmong, splitSuppressed } from '../seed/suppression-filter';
import { type HeaderMapping, mapHeader, rowOf, vendorColumns } from './columns';
import { identityKey } from './identity';
import type { RejectedRow } from './reject-report';
import { type IdentityStore, type UnidentifiedPhysician, upsertByIdentity } from './upsert-by-identity';
import { type ImportedProfile, validateRow } from './validate-row';

export interface ImportSummary {
  read: number;
  valid: number;
  imported: number;
  updated: number;
  rejected: number;
  suppressed: number;
  ignoredColumns: readonly string[];
}

export interface ImportOptions {
  readonly input: Readable;
  /** All three absent in a dry run: rows are only validated, the table is not read or written. */
  readonly store?: IdentityStore;
  /** Hashes identities (the product's secret); required with a store. */
  readonly keyring?: Keyring;
  readonly suppressedAmong?: SuppressedAmong;
  readonly onHeader?: (header: readonly string[], mapping: HeaderMapping) => void;
  readonly onReject?: (row: RejectedRow) => Promise<void> | void;
  readonly onProgress?: (summary: ImportSummary) => void;
  readonly now?: () => Date;
  readonly concurrency?: number;
}

export class ImportFileError extends Error {}

const BATCH = 25;

/**
 * Streams a vendor CSV into the physician table: validate, drop suppressed
 * emails, upsert by identity (upsert-by-identity.ts: a person seen before
 * keeps their random id, a new one gets one). A profile seen before keeps its createdAt
 * and gets this run's time as updatedAt. A physician repeated within the file
 * waits for the writes in flight, so the later row is the one that stays.
 */
export const runImport = async (o: ImportOptions): Promise<ImportSummary> => {
  const summary: ImportSummary = { read: 0, valid: 0, imported: 0, updated: 0, rejected: 0, suppressed: 0, ignoredColumns: [] };
  const stamp = (o.now ?? (() => new Date()))().toISOString();
  const { store, keyring } = o;
  if (store && !keyring) throw new Error('runImport needs the keyring with the store: identities are keyed hashes');

  const write = async (batch: UnidentifiedPhysician[]) => {
    const { kept, suppressed } = o.suppressedAmong ? await splitSuppressed(o.suppressedAmong, batch) : { kept: batch, suppressed: [] };
    summary.suppressed += suppressed.length;
    if (store && keyring && kept.length) {
      const { created, updated } = await upsertByIdentity(store, keyring, kept);
      summary.updated += updated;
      summary.imported += created;
    }
    o.onProgress?.(summary);
  };
  const pool = boundedPool(write, o.concurrency ?? 8);

  const seen = new Set<string>();
  let pending: UnidentifiedPhysician[] = [];
  const flush = async () => {
    if (pending.length) await pool.add(pending);
    pending = [];
  };
  const accept = async (profile: ImportedProfile) => {
    const key = identityKey(profile);
    if (seen.has(key)) {
      await flush();
      await pool.drain();
    }
    seen.add(key);
    pending.push({ ...profile, createdAt: stamp, updatedAt: stamp });
    if (pending.length >= BATCH) await flush();
  };

  const parser = o.input.pipe(parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true }));
  let mapping: HeaderMapping | undefined;
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    if (!mapping) {
      mapping = mapHeader(record);
      if (mapping.missingRequired.length) {
        throw new ImportFileError(`The file has no ${mapping.missingRequired.map((f) => vendorColumns[f]).join(', ')} column; its header is: ${record.join(', ')}`);
      }
      summary.ignoredColumns = mapping.ignored;
      o.onHeader?.(record, mapping);
      continue;
    }
    summary.read++;
    const result = validateRow(rowOf(record, mapping));
    if (result.ok) {
      summary.valid++;
      await accept(result.profile);
    } else {
      summary.rejected++;
      await o.onReject?.({ line: info.lines, reasons: result.reasons, cells: record });
    }
    if (summary.read % 500 === 0) o.onProgress?.(summary);
  }
  if (!mapping) throw new ImportFileError('The file is empty: expected a header row of vendor columns');
  await flush();
  await pool.drain();
  o.onProgress?.(summary);
  return summary;
};
