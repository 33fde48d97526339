import { describe, expect, it } from 'vitest';
import { physicianRecord } from '../../functions/core/schemas/physician';
import { type VendorRow, vendorColumns } from './columns';
import { validateRow } from './validate-row';

const empty = Object.fromEntries(Object.keys(vendorColumns).map((k) => [k, ''])) as VendorRow;
const good: VendorRow = { ...empty, firstName: 'Ada', lastName: 'Lovelace', specialty: 'ob/gyn', city: 'Boston', state: 'Massachusetts' };

const reasonsOf = (patch: Partial<VendorRow>) => {
  const r = validateRow({ ...good, ...patch });
  return r.ok ? [] : r.reasons;
};

describe('vendor row validation', () => {
  it('accepts the required fields alone and fills the profile from them', () => {
    const r = validateRow(good);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.profile).toMatchObject({ fullName: 'Ada Lovelace', specialty: 'OBGYN', state: 'MA', location: 'Boston, MA', source: 'import', skills: [], education: [] });
    expect(r.profile).toMatchObject({ latitude: 42.36, longitude: -71.06 });
    expect(physicianRecord.parse({ ...r.profile, id: 'imp_x', createdAt: 'now', updatedAt: 'now' })).toBeTruthy();
  });

  it.each([
    [{ firstName: '' }, 'Contactfirstname is required'],
    [{ lastName: '' }, 'Contactlastname is required'],
    [{ specialty: '' }, 'specialty is required'],
    [{ city: '' }, 'Contactcity is required'],
    [{ state: '' }, 'Contactstate is required'],
    [{ state: 'Narnia' }, 'Contactstate is not a US state code or name: Narnia'],
    [{ personalEmail: 'ada.example.com' }, 'Personalemail is not a valid email address'],
    [{ workEmail: 'ada@' }, 'Contactemail is not a valid email address'],
    [{ phone: '555-0101' }, 'Contactphone needs at least 10 digits'],
    [{ directDial: 'ext 12' }, 'Directdialphone needs at least 10 digits'],
    [{ linkedinUrl: 'https://example.com/in/ada' }, 'Contactlinkedinurl is not a LinkedIn URL'],
    [{ linkedinUrl: 'not a url at all' }, 'Contactlinkedinurl is not a LinkedIn URL'],
    [{ npi: '1234567890' }, 'NPI fails its check digit'],
    [{ npi: '12345' }, 'NPI must be 10 digits'],
    [{ zip: '12' }, 'Zip must be a 5-digit ZIP code'],
    [{ graduationYear: '1890' }, 'Graduationyear must be a year between 1940 and this year'],
    [{ licenseStates: 'MA; Atlantis' }, 'Licensestates has unknown states: Atlantis'],
  ])('rejects %j with its reason', (patch, reason) => {
    expect(reasonsOf(patch)).toEqual([reason]);
  });

  it('gives every reason of a row at once', () => {
    expect(reasonsOf({ lastName: '', personalEmail: 'x', npi: '1234567890' })).toEqual([
      'Contactlastname is required',
      'Personalemail is not a valid email address',
      'NPI fails its check digit',
    ]);
  });

  it('normalises what it accepts', () => {
    const r = validateRow({
      ...good,
      state: 'ma',
      linkedinUrl: 'linkedin.com/in/ada',
      npi: '1234-567-893',
      zip: '2138',
      graduationYear: '2004',
      licenseStates: 'Massachusetts, nh',
      companySize: '51-200',
      companyRevenue: '$1M-$10M',
      companyIndustry: 'Hospitals and Health Care',
      phone: '+1 (617) 555-0100',
      languages: 'English; Spanish',
      location: 'Greater Boston Area',
    });
    expect(r.ok && r.profile).toMatchObject({
      state: 'MA',
      linkedinUrl: 'https://linkedin.com/in/ada',
      npi: '1234567893',
      zip: '02138',
      graduationYear: 2004,
      licenseStates: ['MA', 'NH'],
      organizationSize: '51-200',
      organizationRevenue: '$1M to <$10M',
      organizationIndustry: 'Hospital & Health Care',
      phone: '+1 (617) 555-0100',
      languages: ['English', 'Spanish'],
      location: 'Greater Boston Area',
    });
  });
});
