import { describe, expect, it } from 'vitest';
import { identityKey, importedPhysicianId } from './identity';

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

  it('gives the same id for the same person however the row spells them', () => {
    const a = importedPhysicianId({ ...base, personalEmail: 'ada@example.com' });
    expect(importedPhysicianId({ ...base, firstName: 'Augusta', personalEmail: ' ADA@example.com ' })).toBe(a);
    expect(a).toMatch(/^imp_[0-9a-f]{20}$/);
    expect(importedPhysicianId({ ...base, personalEmail: 'other@example.com' })).not.toBe(a);
  });
});
