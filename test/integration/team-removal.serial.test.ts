import { randomInt, randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient, keys } from '../../functions/adapters/aws/dynamo-client';
import { config } from '../../functions/core/config';
import { npiIdentity } from '../../functions/core/profile-access';
import type { TeamActivityPage } from '../../functions/core/schemas/team-activity';
import { deletePhysiciansEverywhere } from '../../functions/removal/delete-everywhere';
import { physicianAt } from '../../scripts/seed/physicians';
import { newNpi } from '../support/physicians';
import { api } from '../support/stack';
import { matrixTeam } from '../support/team-fixtures';
import { stackDeps } from '../support/users';

/**
 * Issue 26 item 6: a physician's removal takes them out of the teams'
 * activity log and the team's marks. The entries are redacted, not deleted:
 * each entry's count is what the pool drew, so the log still adds up to it,
 * and who exported how much stays auditable without naming the person.
 */

const plant = async (): Promise<string> => {
  const d = await stackDeps();
  const tag = randomUUID().slice(0, 8);
  const npi = newNpi();
  const record = { ...physicianAt(31, randomInt(100_000)), id: `tr_${tag}`, npi, personalEmail: `team-removal-${tag}@hospital.org`, state: 'NY' };
  expect(await d.physicians.putWithIdentities([{ record, identity: await npiIdentity(d.keyring, npi), claim: true }])).toBe(true);
  return record.id;
};

describe("a physician's removal and the teams' log", () => {
  it('redacts them from reveal and export entries, keeps the counts, and deletes the team mark', async () => {
    const [gone, stays] = await Promise.all([plant(), plant()]);
    const team = await matrixTeam();
    expect((await api(`/api/physicians/${gone}/contact`, { method: 'POST', token: team.member.token })).status).toBe(200);
    expect((await api('/api/exports', { method: 'POST', token: team.target.token, body: { physicianIds: [gone, stays], format: 'csv' } })).status).toBe(200);

    const d = await stackDeps();
    await deletePhysiciansEverywhere(d, [gone]);
    // Idempotent: a rerun after a crash finds nothing left to change.
    await deletePhysiciansEverywhere(d, [gone]);

    const log = (await api<TeamActivityPage>('/api/team/activity', { token: team.owner.token })).body.items;
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ kind: 'export', count: 2, physicianIds: [stays], redacted: 1 });
    expect(log[1]).toMatchObject({ kind: 'reveal', count: 1, physicianIds: [], redacted: 1 });
    expect(JSON.stringify(log)).not.toContain(gone);
    const csv = (await api<string>('/api/team/activity/export', { token: team.owner.token })).body;
    expect(csv).not.toContain(gone);
    expect(csv).toContain(stays);

    const db = documentClient(config());
    const mark = async (id: string) => (await db.send(new GetCommand({ TableName: config().TABLE_NAME, Key: keys.teamExportMark(team.teamId, id), ConsistentRead: true }))).Item;
    expect(await mark(gone)).toBeUndefined();
    expect(await mark(stays)).toBeDefined();
    await deletePhysiciansEverywhere(d, [stays]);
  });
});
