import { describe, expect, it } from 'vitest';
import data from '../../functions/core/taxonomy/nucc-physicians.json';
import { physicianRows, taxonomyJson } from './nucc-from-csv';

const header = '"Code","Grouping","Classification","Specialization","Definition","Notes","Display Name","Section"';
const row = (cells: string[]) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(',');
/** NUCC's CSV shape: every cell quoted, definitions with commas, quotes and line breaks, other groupings mixed in. */
const csvOf = (codes: typeof data.codes) =>
  [
    header,
    row(['101Y00000X', 'Behavioral Health & Social Service Providers', 'Counselor', '', 'A provider, "trained"\nand educated', '', 'Counselor', 'Individual']),
    ...codes.map((c) => row([c.code, 'Allopathic & Osteopathic Physicians', c.classification, c.specialization, 'Def, with "quotes"', '', c.displayName, 'Individual'])),
  ].join('\r\n');

describe('nucc-from-csv', () => {
  it('keeps only the physician grouping and the four columns the product reads', () => {
    const rows = physicianRows(`\ufeff${csvOf(data.codes.slice(0, 3))}`);
    expect(rows).toEqual(data.codes.slice(0, 3));
  });

  it('regenerates the committed file from a CSV holding its rows', () => {
    const json = JSON.parse(taxonomyJson(csvOf(data.codes), data.version, 'nucc_taxonomy_250.csv')) as typeof data;
    expect(json).toEqual(data);
  });
});
