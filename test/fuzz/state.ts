import { exportSummary } from '../../functions/core/schemas/exports';
import { type ListDetail, listDetail, physicianLists } from '../../functions/core/schemas/lists';
import { me } from '../../functions/core/schemas/me';
import { physicianSearchResult } from '../../functions/core/schemas/physician-search';
import { savedSearches } from '../../functions/core/schemas/saved-searches';
import { submissionPage } from '../../functions/core/schemas/submissions';
import { viewerHeaders } from '../support/clients';
import { api } from '../support/stack';

/**
 * What a route can write, read back through the API: the fuzzed user's own
 * resources (one entry per list, saved search, profile, subscription) and
 * the counters (exports, physicians in the directory, pending submissions).
 */
export interface Snapshot {
  readonly resources: ReadonlyMap<string, string>;
  readonly exported: number;
  readonly physicians: number;
  readonly pending: number;
}

export interface Observers {
  readonly userToken: string;
  readonly adminToken: string;
}

const get = async <T>(path: string, token: string | undefined, parse: (v: unknown) => T): Promise<T> => {
  const res = await api(path, { ...(token ? { token } : {}), headers: viewerHeaders() });
  if (res.status !== 200) throw new Error(`Snapshot read ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return parse(res.body);
};

const membersOf = async (token: string, listId: string, count: number): Promise<string[]> => {
  if (count === 0) return [];
  const ids: string[] = [];
  for (let cursor: string | null = ''; cursor !== null && ids.length < count; ) {
    const detail: ListDetail = await get(`/api/lists/${listId}${cursor ? `?cursor=${cursor}` : ''}`, token, (v) => listDetail.parse(v));
    ids.push(...detail.physicians.items.map((p) => p.id));
    cursor = detail.physicians.nextCursor;
  }
  return ids.sort();
};

export const snapshot = async ({ userToken, adminToken }: Observers): Promise<Snapshot> => {
  const [lists, searches, account, exportsSummary, directory, pending] = await Promise.all([
    get('/api/lists', userToken, (v) => physicianLists.parse(v)),
    get('/api/saved-searches', userToken, (v) => savedSearches.parse(v)),
    get('/api/me', userToken, (v) => me.parse(v)),
    get('/api/exports', userToken, (v) => exportSummary.parse(v)),
    get('/api/physicians', undefined, (v) => physicianSearchResult.parse(v)),
    get('/api/admin/submissions?status=pending', adminToken, (v) => submissionPage.parse(v)),
  ]);
  const resources = new Map<string, string>();
  const members = await Promise.all(lists.map((l) => membersOf(userToken, l.id, l.physicianCount)));
  lists.forEach((l, i) => resources.set(`list:${l.id}`, JSON.stringify({ name: l.name, description: l.description, physicianCount: l.physicianCount, members: members[i] })));
  for (const s of searches) resources.set(`savedSearch:${s.id}`, JSON.stringify({ name: s.name, searchParams: s.searchParams }));
  resources.set('profile', JSON.stringify(account.profile));
  resources.set('subscription', JSON.stringify(account.subscription));
  return { resources, exported: exportsSummary.totalExported, physicians: directory.total, pending: pending.total };
};

/** What the successful requests of a batch were allowed to change. */
export interface Allowance {
  readonly resources: Set<string>;
  exported: number;
  pending: number;
}

export const noAllowance = (): Allowance => ({ resources: new Set(), exported: 0, pending: 0 });

/** Differences between two snapshots that the allowance does not explain; empty when nothing was written without a success. */
export const unexplainedChanges = (before: Snapshot, after: Snapshot, allowed: Allowance): string[] => {
  const problems: string[] = [];
  const keys = new Set([...before.resources.keys(), ...after.resources.keys()]);
  for (const key of keys) {
    const [was, now] = [before.resources.get(key), after.resources.get(key)];
    if (was !== now && !allowed.resources.has(key)) problems.push(`${key} changed without a 2xx that may change it: ${was ?? '(absent)'} -> ${now ?? '(absent)'}`);
  }
  if (after.exported - before.exported !== allowed.exported) problems.push(`exports total went ${before.exported} -> ${after.exported}, successful exports account for +${allowed.exported}`);
  if (after.pending - before.pending !== allowed.pending) problems.push(`pending submissions went ${before.pending} -> ${after.pending}, successful submissions account for +${allowed.pending}`);
  if (after.physicians !== before.physicians) problems.push(`directory total went ${before.physicians} -> ${after.physicians}`);
  return problems;
};
