import { describe, expect, it } from 'vitest';
import { npiOf, nppesCells, physicianRow } from './generate-nppes';
import { NppesHeaderError, nppesColumns } from './nppes-columns';
import { NPPES_HEADER } from './nppes-header';
import { classifyNppesRow } from './nppes-row';
import { titleCase } from './title-case';

const columns = nppesColumns(NPPES_HEADER);
const classify = (fields: Record<string, string>) => classifyNppesRow(nppesCells(fields), columns);

describe('the NPPES header', () => {
  it('has the documented 330 columns, in the documented places', () => {
    expect(NPPES_HEADER).toHaveLength(330);
    expect(new Set(NPPES_HEADER).size).toBe(330);
    expect(NPPES_HEADER.slice(0, 3)).toEqual(['NPI', 'Entity Type Code', 'Replacement NPI']);
    expect(NPPES_HEADER[47]).toBe('Healthcare Provider Taxonomy Code_1');
    expect(NPPES_HEADER.at(-1)).toBe('Certification Date');
  });

  it('finds columns by name, so the newer "Provider Sex Code" file reads the same; a file of other columns is refused', () => {
    const renamed = NPPES_HEADER.map((h) => (h === 'Provider Gender Code' ? 'Provider Sex Code' : h));
    expect(nppesColumns(renamed).at.npi).toBe(0);
    expect(() => nppesColumns(['Firstname', 'Lastname'])).toThrow(NppesHeaderError);
    expect(() => nppesColumns(['Firstname', 'Lastname'])).toThrow(/no NPI, Entity Type Code/);
  });
});

describe('classifyNppesRow', () => {
  it('keeps individual physicians and maps the registry fields', () => {
    const row = classify(
      physicianRow(7, {
        'Provider Last Name (Legal Name)': "O'BRIEN-MCDONALD",
        'Provider First Name': 'MARY-ANN',
        'Provider Business Practice Location Address City Name': 'SAINT LOUIS',
        'Provider Business Practice Location Address State Name': 'MO',
        'Healthcare Provider Taxonomy Code_1': '163W00000X',
        'Healthcare Provider Primary Taxonomy Switch_1': 'N',
        'Healthcare Provider Taxonomy Code_2': '207RC0000X',
        'Provider License Number_2': 'MO-1',
        'Provider License Number State Code_2': 'mo',
        'Healthcare Provider Primary Taxonomy Switch_2': 'Y',
        'Healthcare Provider Taxonomy Code_3': '207R00000X',
        'Provider License Number_3': 'IL-9',
        'Provider License Number State Code_3': 'IL',
        'Provider License Number State Code_4': 'CA',
      }),
    );
    expect(row).toEqual({
      kind: 'physician',
      registry: {
        npi: npiOf(7),
        firstName: 'Mary-Ann',
        lastName: "O'Brien-McDonald",
        credential: 'M.D.',
        city: 'Saint Louis',
        state: 'MO',
        zip: '02115',
        phone: '(617) 555-0100',
        // Only the physician codes; the one switched primary leads the specialty.
        taxonomyCodes: ['207RC0000X', '207R00000X'],
        primaryTaxonomy: '207RC0000X',
        specialty: 'Cardiology',
        // License states of licenses that have a number (the license of slot 1 is MA), deduplicated and sorted.
        licenseStates: ['IL', 'MA', 'MO'],
        enumeratedAt: '2005-05-23',
        lastUpdatedAt: '2024-07-08',
      },
    });
  });

  it('skips organizations, non-physician individuals and practices outside the U.S.', () => {
    expect(classify(physicianRow(1, { 'Entity Type Code': '2' }))).toEqual({ kind: 'skip', why: 'organization' });
    expect(classify(physicianRow(1, { 'Healthcare Provider Taxonomy Code_1': '363L00000X' }))).toEqual({ kind: 'skip', why: 'not-physician' });
    expect(classify(physicianRow(1, { 'Provider Business Practice Location Address Country Code (If outside U.S.)': 'CA' }))).toEqual({ kind: 'skip', why: 'outside-us' });
  });

  it('rejects a physician row it cannot use, with every reason', () => {
    const row = classify(physicianRow(1, { NPI: '1234567890', 'Provider First Name': '', 'Provider Business Practice Location Address State Name': 'ZZ' }));
    expect(row).toEqual({
      kind: 'reject',
      reasons: ['NPI is not 10 digits with a valid check digit', 'Provider First Name is empty', 'Practice location state is not a US state code'],
    });
  });

  it('reads a deactivated NPI (other fields blank, as CMS writes it) as deactivated, and a later reactivation as active', () => {
    expect(classify({ NPI: npiOf(3), 'NPI Deactivation Date': '03/15/2024' })).toEqual({ kind: 'deactivated', npi: npiOf(3) });
    expect(classify(physicianRow(3, { 'NPI Deactivation Date': '03/15/2024', 'NPI Reactivation Date': '01/02/2023' }))).toEqual({ kind: 'deactivated', npi: npiOf(3) });
    expect(classify(physicianRow(3, { 'NPI Deactivation Date': '03/15/2024', 'NPI Reactivation Date': '04/01/2024' })).kind).toBe('physician');
  });
});

describe('titleCase', () => {
  it('writes capitals as names are written and leaves mixed case alone', () => {
    expect(titleCase('DE LA CRUZ')).toBe('De la Cruz');
    expect(titleCase('MCDONALD')).toBe('McDonald');
    expect(titleCase('  NEW   YORK ')).toBe('New York');
    expect(titleCase('MÜLLER')).toBe('Müller');
    expect(titleCase('van Buren')).toBe('van Buren');
  });
});
