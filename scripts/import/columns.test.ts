import { describe, expect, it } from 'vitest';
import { mapHeader, rowOf } from './columns';

describe('vendor header mapping', () => {
  it('matches the spec column names case-insensitively, trimmed, ignoring spaces and underscores; the first of a repeated column wins', () => {
    const m = mapHeader([' CONTACTFIRSTNAME ', 'contactlastname', 'Specialty', 'company_industry', 'Company Industry', 'ContactCity', 'contactstate', 'npi', 'Notes', 'id']);
    expect(Object.fromEntries(m.index)).toEqual({ firstName: 0, lastName: 1, specialty: 2, companyIndustry: 3, city: 5, state: 6, npi: 7 });
    expect(m.ignored).toEqual(['Company Industry', 'Notes', 'id']);
    expect(m.missingRequired).toEqual([]);
  });

  it('lists the required columns a file lacks', () => {
    expect(mapHeader(['Contactfirstname', 'specialty', 'Contactstate']).missingRequired).toEqual(['lastName', 'city']);
  });

  it('reads a record into trimmed fields, absent and short cells as empty text', () => {
    const m = mapHeader(['Contactfirstname', 'Contactlastname', 'specialty', 'Contactcity', 'Contactstate']);
    const row = rowOf([' Ada ', 'Lovelace', 'Cardiology'], m);
    expect(row).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', specialty: 'Cardiology', city: '', state: '', personalEmail: '', npi: '' });
  });
});
