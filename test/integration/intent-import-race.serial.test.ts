import { describe, expect, it } from 'vitest';
import { type IdentityStore, upsertByIdentity } from '../../scripts/import/upsert-by-identity';
import { locumsInTxAz, optIn, plantPhysician, profileSessionFor } from '../support/intent';

/**
 * Issue 25: an import that read a profile just before the physician saved
 * their intent (or a correction) must not write over it with what it read:
 * its write lands only on the version it read (core/ports.ts readVersion).
 */
describe('intent and a racing import', () => {
  it('import reads, the physician opts in, the import writes: the intent is kept and the import still lands', async () => {
    const { d, id, email } = await plantPhysician('ir');
    const session = await profileSessionFor(email);
    const stored = await d.physicians.get(id);
    const { id: _id, version: _v, intent: _i, ...row } = stored!;
    let reads = 0;
    const racing: IdentityStore = {
      idsOfIdentities: (h) => d.physicians.idsOfIdentities(h),
      putWithIdentities: (e) => d.physicians.putWithIdentities(e),
      // The first read returns the profile as it was, then the physician opts in before the import writes.
      getMany: async (ids) => {
        const got = await d.physicians.getMany(ids);
        if (reads++ === 0) expect((await optIn(session)).status).toBe(200);
        return got;
      },
    };
    const out = await upsertByIdentity(racing, d.keyring, [{ ...row, organization: 'Vendor Health', source: 'import' }]);
    expect(out).toMatchObject({ created: 0, updated: 1 });
    // Refused once on the version, read again, written over the profile with the intent.
    expect(reads).toBe(2);
    const after = await d.physicians.get(id);
    expect(after?.organization).toBe('Vendor Health');
    expect(after?.intent).toMatchObject({ status: locumsInTxAz.status, preferredStates: ['TX', 'AZ'], employmentTypes: ['locums'] });
  });

  it('an import that read nothing new writes at once (no extra read)', async () => {
    const { d, id } = await plantPhysician('ir');
    const { id: _id, version: _v, ...row } = (await d.physicians.get(id))!;
    let reads = 0;
    const counting: IdentityStore = { ...d.physicians, getMany: (ids) => (reads++, d.physicians.getMany(ids)) };
    await upsertByIdentity(counting, d.keyring, [{ ...row, organization: 'Vendor Again', source: 'import' }]);
    expect(reads).toBe(1);
    expect((await d.physicians.get(id))?.organization).toBe('Vendor Again');
  });
});
