import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testKeyring } from '../../test/support/memory-physician-store';
import { identityKey, physicianIdentity } from './identity';

const base = { firstName: 'Ada', lastName: 'Lovelace', city: 'Boston', state: 'MA' };

describe('imported physician identity', () => {
  it('prefers the NPI, then the personal email, the work email, the LinkedIn URL, then name and place', () => {
    const all = { ...base, npi: '1234567893', personalEmail: 'Ada@Example.com', workEmail: 'al@clinic.example.org', linkedinUrl: 'https://www.linkedin.com/in/ada/' };
    expect(identityKey(all)).toBe('npi:1234567893');
    expect(identityKey({ ...all, npi: undefined })).toBe('email:ada@example.com');
    expect(identityKey({ ...all, npi: undefined, personalEmail: undefined })).toBe('email:al@clinic.example.org');
    expect(identityKey({ ...base, linkedinUrl: 'https://www.linkedin.com/in/Ada/?trk=x' })).toBe('linkedin:linkedin.com/in/ada');
    expect(identityKey({ ...base, firstName: ' ADA ', lastName: 'lovelace' })).toBe('name:ada|lovelace|boston|ma');
  });

  it('hashes the same person to the same identity however the row spells them, under the product key only', async () => {
    const keyring = testKeyring();
    const a = await physicianIdentity(keyring, { ...base, personalEmail: 'ada@example.com' });
    expect(await physicianIdentity(keyring, { ...base, firstName: 'Augusta', personalEmail: ' ADA@example.com ' })).toBe(a);
    expect(await physicianIdentity(keyring, { ...base, personalEmail: 'other@example.com' })).not.toBe(a);
    // Without the key a guessed address cannot be confirmed: the plain hash the old ids used is not it, and another key gives another identity.
    expect(a).not.toBe(createHash('sha256').update('email:ada@example.com').digest('hex'));
    expect(await physicianIdentity(testKeyring('another-key-of-at-least-thirty-two-chars'), { ...base, personalEmail: 'ada@example.com' })).not.toBe(a);
  });
});
