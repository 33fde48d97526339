import type { Keyring } from '../../../functions/core/ports';
import { emailHash, npiSuppressionKey } from '../../../functions/core/suppression';
import { boundedPool } from '../../seed/batch-pool';
import type { SuppressedAmong } from '../../seed/suppression-filter';
import { physicianIdentity } from '../identity';
import type { RejectedRow } from '../reject-report';
import { type IdentityStore, upsertByIdentity } from '../upsert-by-identity';
import { mergeRegistry, sameProfile } from './merge-registry';
import { type NppesColumns, nppesColumns } from './nppes-columns';
import { classifyNppesRow, type NppesRow, type RegistryFields } from './nppes-row';
import { type CsvProblem, type CsvRecord, QuotedCsvReader, readQuotedCsv } from './quoted-csv';
import { type RetryPolicy, withRetries } from './with-retries';

export interface NppesSummary {
  read: number;
  /** Individual physicians that passed the checks (written, unchanged or suppressed). */
  kept: number;
  created: number;
  updated: number;
  unchanged: number;
  suppressed: number;
  /** Profiles taken out of the directory because the registry deactivated their NPI. */
  deactivated: number;
  rejected: number;
  skipped: { organization: number; notPhysician: number; outsideUs: number };
}

export interface NppesImportOptions {
  readonly input: AsyncIterable<Buffer | string>;
  /** Absent in a dry run (parse and filter only). */
  readonly store?: IdentityStore;
  readonly keyring?: Keyring;
  readonly suppressedAmong?: SuppressedAmong;
  /** Deletes physicians everywhere (functions/removal/delete-everywhere.ts); deactivated NPIs are only counted without it. */
  readonly removeEverywhere?: (ids: readonly string[]) => Promise<void>;
  /** The columns the reject report shows (the ones the importer reads). */
  readonly onHeader?: (columns: readonly string[]) => void;
  readonly onReject?: (row: RejectedRow) => Promise<void> | void;
  readonly onProgress?: (summary: NppesSummary) => void;
  readonly now?: () => Date;
  readonly concurrency?: number;
  readonly retry?: RetryPolicy;
}

const BATCH = 25;

const problemReason = (p: CsvProblem, header: readonly string[]): string => {
  switch (p.kind) {
    case 'not-utf8':
      return 'The row is not valid UTF-8';
    case 'malformed':
      return `The row is not valid CSV: ${p.detail}`;
    case 'too-long':
      return `${header[p.column] ?? `Column ${p.column + 1}`} is longer than ${p.max} characters`;
    case 'oversized':
      return `The row is longer than ${p.max} bytes (a quote never closed?)`;
  }
};

/** A record the reader flagged, or whose column count is not the header's (a shifted row would put names in the wrong fields), is rejected unread. */
const classify = (r: CsvRecord, header: readonly string[], columns: NppesColumns): NppesRow => {
  if (r.problem) return { kind: 'reject', reasons: [problemReason(r.problem, header)] };
  if (r.columns !== header.length) return { kind: 'reject', reasons: [`The row has ${r.columns} columns; the header has ${header.length}`] };
  return classifyNppesRow(r.cells, columns);
};

/**
 * Streams an NPPES file into the directory: individual physicians are
 * merged by NPI into their profiles (merge-registry.ts) and written in
 * batches by identity (upsert-by-identity.ts), skipping suppressed NPIs or
 * emails and profiles the file would not change; deactivated NPIs leave the
 * directory as a removal does, without mail. Running the same file again
 * writes nothing.
 */
export const runNppesImport = async (o: NppesImportOptions): Promise<NppesSummary> => {
  const summary: NppesSummary = { read: 0, kept: 0, created: 0, updated: 0, unchanged: 0, suppressed: 0, deactivated: 0, rejected: 0, skipped: { organization: 0, notPhysician: 0, outsideUs: 0 } };
  const stamp = (o.now ?? (() => new Date()))().toISOString();
  const { store, keyring } = o;
  if (store && !keyring) throw new Error('runNppesImport needs the keyring with the store: identities are keyed hashes');
  const retry = <T>(fn: () => Promise<T>) => withRetries(fn, o.retry);
  const identitiesOf = (regs: readonly Pick<RegistryFields, 'npi'>[], k: Keyring) =>
    Promise.all(regs.map((r) => physicianIdentity(k, { npi: r.npi, firstName: '', lastName: '', city: '', state: '' })));

  const writePhysicians = async (regs: RegistryFields[], s: IdentityStore, k: Keyring) => {
    const identities = await identitiesOf(regs, k);
    const known = await retry(() => s.idsOfIdentities(identities));
    const stored = new Map((await retry(() => s.getMany([...known.values()]))).map((r) => [r.id, r]));
    const merged = regs.map((reg, i) => {
      const id = known.get(identities[i] as string);
      const before = id ? stored.get(id) : undefined;
      return { before, next: mergeRegistry(reg, before, stamp) };
    });
    let blocked = new Set<string>();
    const npiKeys = await Promise.all(regs.map((r) => npiSuppressionKey(k, r.npi)));
    const emailsOf = (m: (typeof merged)[number]) => [m.next.personalEmail, m.next.workEmail].filter((e): e is string => !!e).map(emailHash);
    if (o.suppressedAmong) blocked = await retry(() => (o.suppressedAmong as SuppressedAmong)([...new Set([...npiKeys, ...merged.flatMap(emailsOf)])]));
    const write = merged.filter((m, i) => {
      if (blocked.has(npiKeys[i] as string) || emailsOf(m).some((h) => blocked.has(h))) return (summary.suppressed++, false);
      if (m.before && sameProfile(m.before, m.next)) return (summary.unchanged++, false);
      return true;
    });
    if (!write.length) return;
    const { created, updated } = await retry(() => upsertByIdentity(s, k, write.map((m) => m.next)));
    summary.created += created;
    summary.updated += updated;
  };

  const deactivate = async (npis: string[], s: IdentityStore, k: Keyring) => {
    const identities = await identitiesOf(npis.map((npi) => ({ npi })), k);
    const known = await retry(() => s.idsOfIdentities(identities));
    const ids = [...new Set(known.values())];
    if (!ids.length || !o.removeEverywhere) return;
    await retry(() => (o.removeEverywhere as (ids: readonly string[]) => Promise<void>)(ids));
    summary.deactivated += ids.length;
  };

  type Job = { kind: 'write'; regs: RegistryFields[] } | { kind: 'deactivate'; npis: string[] };
  // NPIs in the pending batch or in a batch being written: one table transaction cannot hold a person twice, and a later row must win.
  const busy = new Set<number>();
  const pool = boundedPool<Job>(async (job) => {
    try {
      if (!store || !keyring) return;
      if (job.kind === 'write') await writePhysicians(job.regs, store, keyring);
      else await deactivate(job.npis, store, keyring);
      o.onProgress?.(summary);
    } finally {
      for (const npi of job.kind === 'write' ? job.regs.map((r) => r.npi) : job.npis) busy.delete(Number(npi));
    }
  }, o.concurrency ?? 8);

  let regs: RegistryFields[] = [];
  let npis: string[] = [];
  const flush = async () => {
    if (regs.length) await pool.add({ kind: 'write', regs });
    if (npis.length) await pool.add({ kind: 'deactivate', npis });
    regs = [];
    npis = [];
  };
  // NPPES has one row per NPI; should a file repeat one while its first row is still being written, that write finishes first.
  // Only NPIs in flight are remembered, so memory does not grow with the file.
  const once = async (npi: string) => {
    const n = Number(npi);
    if (busy.has(n)) {
      await flush();
      await pool.drain();
    }
    busy.add(n);
  };

  const reader = new QuotedCsvReader();
  let columns: NppesColumns | undefined;
  let header: readonly string[] = [];
  for await (const records of readQuotedCsv(o.input, reader)) {
    for (const record of records) {
      const { cells, line } = record;
      if (!columns) {
        // Without a readable header no row can be read: this one stops the file.
        if (record.problem) throw new Error(`Line ${line} (the header): ${problemReason(record.problem, [])}`);
        columns = nppesColumns(cells);
        header = cells;
        reader.only(columns.used);
        o.onHeader?.(columns.used.map((i) => cells[i] as string));
        continue;
      }
      summary.read++;
      const row = classify(record, header, columns);
      if (row.kind === 'skip') {
        summary.skipped[row.why === 'organization' ? 'organization' : row.why === 'not-physician' ? 'notPhysician' : 'outsideUs']++;
      } else if (row.kind === 'reject') {
        summary.rejected++;
        const used = columns.used;
        await o.onReject?.({ line, reasons: row.reasons, cells: used.map((i) => cells[i] ?? '') });
      } else if (row.kind === 'deactivated') {
        await once(row.npi);
        npis.push(row.npi);
        if (npis.length >= BATCH) await flush();
      } else {
        await once(row.registry.npi);
        summary.kept++;
        regs.push(row.registry);
        if (regs.length >= BATCH) await flush();
      }
    }
    o.onProgress?.(summary);
  }
  if (!columns) throw new Error('The file is empty: expected the NPPES header row');
  await flush();
  await pool.drain();
  o.onProgress?.(summary);
  return summary;
};
