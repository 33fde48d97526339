import { describe, expect, it } from 'vitest';
import { identityKey, physicianIdentity } from '../../scripts/import/identity';
import { maskEmail, maskPhone, npiIdentity, TOKEN_PATTERN } from './profile-access';
import { newMailedToken } from './mailed-token';
import type { Keyring } from './ports';
import { profileAccessRequest } from './schemas/profile';

const keyring: Keyring = { hmac: async (purpose, value) => `${purpose}|${value}` };

describe('profile access rules', () => {
  it('masks an email to its first letters and the top-level domain, a phone to its last two digits', () => {
    expect(maskEmail('jane.doe@hospital.org')).toBe('j***@h***.org');
    expect(maskEmail('J@X.CO.UK')).toBe('J***@X***.UK');
    expect(maskPhone('(617) 555-0142')).toBe('•••• 42');
    expect(maskPhone('7')).toBe('•••• •7');
  });

  it('finds an NPI by the same identity item the importer and the seed write', async () => {
    const profile = { npi: '1234567893', firstName: 'A', lastName: 'B', city: 'C', state: 'MA' };
    expect(identityKey(profile)).toBe('npi:1234567893');
    expect(await npiIdentity(keyring, '1234567893')).toBe(await physicianIdentity(keyring, profile));
  });

  it('accepts exactly one of email and NPI, with field errors', () => {
    expect(profileAccessRequest.safeParse({ email: 'a@b.org' }).success).toBe(true);
    expect(profileAccessRequest.safeParse({ npi: '1234567893' }).success).toBe(true);
    expect(profileAccessRequest.safeParse({}).success).toBe(false);
    expect(profileAccessRequest.safeParse({ email: 'a@b.org', npi: '1234567893' }).success).toBe(false);
    expect(profileAccessRequest.safeParse({ npi: '1234567890' }).error?.issues[0]?.path).toEqual(['npi']);
  });

  it('makes tokens of the shape the session header check accepts', () => {
    expect(newMailedToken()).toMatch(TOKEN_PATTERN);
  });
});
