import type { IndexDefinition } from '../../../functions/adapters/aws/opensearch-mapping';
import { createEvaluator } from './dsl-evaluator';

/**
 * Test-only: one concrete index of the stub domain (stub-domain.ts), with
 * OpenSearch's document versioning, tombstones and refresh visibility:
 *
 * - internal versioning (no version_type): each write is the stored version + 1;
 * - version_type=external: a write lands only when its version is strictly
 *   greater than the stored one, else 409 version_conflict_engine_exception
 *   (https://docs.opensearch.org/latest/api-reference/document-apis/index-document/);
 * - a delete leaves its version as a tombstone for `index.gc_deletes`
 *   (default 60s): a write at or below it is still a 409 until it expires,
 *   after which the id is unknown again; a delete of an absent document
 *   answers 404 `not_found` (no error object) and, with an external
 *   version, still records the tombstone;
 * - searches see the documents as of the last refresh: an explicit
 *   _refresh, a request with refresh=wait_for (answered only once visible),
 *   or the index's refresh_interval (1 s unless set) elapsing; `-1` turns
 *   the periodic refresh off, so only an explicit one makes writes visible
 *   (a refresh=wait_for request would then wait for that: stub-domain.ts
 *   refuses it rather than hang);
 * - settings are dynamic (`PUT _settings`, null resets one to its default)
 *   and the mapping grows in place (`PUT _mapping`, stub-domain.ts).
 */
export interface ItemResult {
  _id: string;
  _version?: number;
  result?: 'created' | 'updated' | 'deleted' | 'not_found';
  status: number;
  error?: { type: string; reason: string };
}

export type BulkAction = { kind: 'index'; id: string; source: Record<string, unknown>; version?: number; external: boolean } | { kind: 'delete'; id: string; version?: number; external: boolean };

const REFRESH_INTERVAL_MS = 1000;

/** OpenSearch time units as the settings use them ('60s', '10m', '0s', '500ms'). */
export const parseTimeValue = (v: unknown, fallbackMs: number): number => {
  if (typeof v !== 'string') return fallbackMs;
  const m = /^(\d+)(ms|s|m|h|d)$/.exec(v.trim());
  if (!m) throw new Error(`stub: unsupported time value ${v}`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] as 'ms' | 's' | 'm' | 'h' | 'd'];
  return Number(m[1]) * unit;
};

export class StubIndex {
  readonly docs = new Map<string, { version: number; source: Record<string, unknown> }>();
  readonly tombstones = new Map<string, { version: number; at: number }>();
  private visible = new Map<string, { version: number; source: Record<string, unknown> }>();
  private lastRefresh: number;
  private dirty = false;

  constructor(
    readonly name: string,
    /** Mutable: PUT _mapping adds fields in place. */
    public definition: IndexDefinition | null,
    readonly settings: Record<string, unknown>,
    private readonly now: () => number,
    /** Created by a write to a missing name: a dynamic mapping, the thing require_alias prevents. */
    readonly autoCreated = false,
  ) {
    this.lastRefresh = now();
  }

  /** The dynamic index settings (`settings.index`), created on first write. */
  get indexSettings(): Record<string, unknown> {
    this.settings.index ??= {};
    return this.settings.index as Record<string, unknown>;
  }

  /** `index.refresh_interval`: 1 s by default, never with -1. */
  get refreshIntervalMs(): number {
    const v = this.indexSettings.refresh_interval ?? this.settings['index.refresh_interval'];
    if (v === '-1' || v === -1) return Number.POSITIVE_INFINITY;
    return parseTimeValue(v, REFRESH_INTERVAL_MS);
  }

  get gcDeletesMs(): number {
    const index = (this.settings.index ?? {}) as Record<string, unknown>;
    return parseTimeValue(index.gc_deletes ?? this.settings['index.gc_deletes'], 60_000);
  }

  /** The version that decides a write: the live document's, or a tombstone's while it lives. */
  private currentVersion(id: string): number | undefined {
    const doc = this.docs.get(id);
    if (doc) return doc.version;
    const t = this.tombstones.get(id);
    if (t && this.now() - t.at < this.gcDeletesMs) return t.version;
    this.tombstones.delete(id);
    return undefined;
  }

  apply(a: BulkAction): ItemResult {
    const current = this.currentVersion(a.id);
    if (a.external) {
      if (a.version === undefined || a.version < 0) return { _id: a.id, status: 400, error: { type: 'action_request_validation_exception', reason: 'illegal version value for external versioning' } };
      if (current !== undefined && a.version <= current) {
        return { _id: a.id, status: 409, error: { type: 'version_conflict_engine_exception', reason: `[${a.id}]: version conflict, current version [${current}] is higher or equal to the one provided [${a.version}]` } };
      }
    }
    const version = a.external ? (a.version as number) : (current ?? 0) + 1;
    if (a.kind === 'index') {
      if (this.definition) {
        try {
          createEvaluator(this.definition, [a.source]);
        } catch (e) {
          return { _id: a.id, status: 400, error: { type: 'strict_dynamic_mapping_exception', reason: String(e) } };
        }
      }
      const existed = this.docs.has(a.id);
      this.docs.set(a.id, { version, source: a.source });
      this.tombstones.delete(a.id);
      this.dirty = true;
      return { _id: a.id, _version: version, result: existed ? 'updated' : 'created', status: existed ? 200 : 201 };
    }
    const existed = this.docs.delete(a.id);
    if (!existed && !a.external) return { _id: a.id, _version: 1, result: 'not_found', status: 404 };
    this.tombstones.set(a.id, { version, at: this.now() });
    this.dirty = true;
    return { _id: a.id, _version: version, result: existed ? 'deleted' : 'not_found', status: existed ? 200 : 404 };
  }

  refresh(): void {
    this.visible = new Map(this.docs);
    this.lastRefresh = this.now();
    this.dirty = false;
  }

  /** What a search sees now: the periodic refresh happens when its interval has passed. */
  searchable(): Map<string, { version: number; source: Record<string, unknown> }> {
    if (this.dirty && this.now() - this.lastRefresh >= this.refreshIntervalMs) this.refresh();
    return this.visible;
  }
}
