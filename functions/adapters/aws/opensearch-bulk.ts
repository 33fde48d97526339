import type { Client } from './opensearch-http';
import * as z from '../../core/zod';
import type { PhysicianSummary } from '../../core/schemas/physician';
import { toDocument } from './opensearch-document';

/** 500 profiles of ~1-2 KB stay far below the domain's 10 MB request limit. */
export const BULK_CHUNK = 500;

const bulkResponse = z.object({
  errors: z.boolean(),
  items: z.array(
    z.record(
      z.string(),
      z.object({
        _id: z.string().nullish(),
        status: z.number(),
        error: z.object({ type: z.string(), reason: z.string().nullish() }).optional(),
      }),
    ),
  ),
});

type Action = 'index' | 'delete';

/**
 * One bulk request per chunk, without refresh (the index refreshes on its
 * own each second; forcing it per batch would slow a rebuild to a crawl).
 * Throws with the first item that failed, skipping statuses the caller
 * accepts (404 for deletes of documents that are already gone).
 */
const runBulk = async (client: Client, index: string, action: Action, lines: object[], accept: readonly number[] = []) => {
  const { body } = await client.bulk({ index, body: lines, refresh: false });
  const { errors, items } = bulkResponse.parse(body);
  // A bulk request answers 200 even when items fail; `errors` says whether any did (a delete's not_found is not one).
  if (!errors) return;
  const failed = items.flatMap((item) => Object.values(item)).find((i) => (i.error || i.status >= 300) && !accept.includes(i.status));
  if (failed) {
    const why = failed.error ? `${failed.error.type}: ${failed.error.reason ?? ''}` : `status ${failed.status}`;
    throw new Error(`OpenSearch bulk ${action} of ${failed._id ?? '?'} failed (${failed.status}) ${why}`);
  }
};

const chunks = <T>(xs: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(xs.length / BULK_CHUNK) }, (_, i) => xs.slice(i * BULK_CHUNK, (i + 1) * BULK_CHUNK));

export const bulkIndex = async (client: Client, index: string, docs: readonly PhysicianSummary[]): Promise<void> => {
  for (const chunk of chunks(docs)) {
    await runBulk(client, index, 'index', chunk.flatMap((d) => [{ index: { _id: d.id } }, toDocument(d)]));
  }
};

export const bulkDelete = async (client: Client, index: string, ids: readonly string[]): Promise<void> => {
  for (const chunk of chunks(ids)) {
    await runBulk(client, index, 'delete', chunk.map((id) => ({ delete: { _id: id } })), [404]);
  }
};
