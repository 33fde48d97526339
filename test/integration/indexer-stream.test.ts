import { describe, expect, it } from 'vitest';
import type { PhysicianSearchResult } from '../../functions/core/schemas/physician-search';
import { api } from '../support/stack';
import { seededPhysicianIds } from '../support/physicians';
import { stackDeps } from '../support/users';
import { eventually } from '../support/eventually';

describe('the local indexer follows the DynamoDB stream', () => {
  // Renames an existing profile and back, so counts other tests rely on never change.
  it('makes a change written to DynamoDB searchable, and follows it back', async () => {
    const d = await stackDeps();
    const [id] = await seededPhysicianIds(1);
    const [original] = await d.physicians.getMany([id as string]);
    await d.physicians.putMany([{ ...original!, lastName: 'Indexworth', updatedAt: new Date().toISOString() }]);
    const found = await eventually(() => api<PhysicianSearchResult>('/api/physicians?query=indexworth'), (r) => r.body.total === 1);
    expect(found.body.items.map((p) => p.id)).toEqual([id]);

    await d.physicians.putMany([original!]);
    const gone = await eventually(() => api<PhysicianSearchResult>('/api/physicians?query=indexworth'), (r) => r.body.total === 0);
    expect(gone.body.total).toBe(0);
  });
});
