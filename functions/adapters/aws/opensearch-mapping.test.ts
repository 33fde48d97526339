import { describe, expect, it } from 'vitest';
import { contactFields, physicianSummary } from '../../core/schemas/physician';
import { conformanceDocs } from '../../core/search/conformance-cases';
import { containsValues, toDocument } from './opensearch-document';
import { createEvaluator } from '../../../test/support/opensearch/dsl-evaluator';
import { expectGolden } from '../../../test/support/opensearch/golden';
import { CONTAINS_PATHS, CONTAINS_WINDOW, IGNORE_ABOVE, indexDefinition } from './opensearch-mapping';

const mapped = Object.keys(indexDefinition.mappings.properties);

describe('the physicians index definition', () => {
  it('index-definition.json: settings and mappings do not drift', () => {
    expectGolden('index-definition.json', indexDefinition);
  });

  it('maps every summary field, plus only the derived geo point, listed specialty, sort keys and folded copies', () => {
    expect(mapped.filter((k) => !['location_point', 'specialtyKey', 'sort', 'contains'].includes(k)).sort()).toEqual(Object.keys(physicianSummary.shape).sort());
  });

  it('toDocument stores the specialty as a list shows it, so a picked specialty is one exact term', () => {
    const [doc] = conformanceDocs(1);
    expect(['OB/GYN', ' ob-gyn', 'Urology'].map((specialty) => toDocument({ ...doc!, specialty }).specialtyKey)).toEqual(['obgyn', 'obgyn', 'urology']);
    expect(indexDefinition.mappings.properties.specialtyKey).toEqual({ type: 'keyword', ignore_above: IGNORE_ABOVE });
  });

  it('toDocument adds one composite sort key per order, sortable but not searchable', () => {
    const [doc] = conformanceDocs(1);
    const indexed = toDocument({ ...doc!, lastName: 'Lovelace', firstName: 'Ada', city: 'Boston', specialty: 'Cardiology', id: 'c1' });
    expect(indexed.sort).toEqual({ name: 'lovelace\u0000ada\u0000c1', specialty: 'cardiology\u0000lovelace\u0000ada\u0000c1', location: 'boston\u0000lovelace\u0000ada\u0000c1' });
    expect(indexDefinition.mappings.properties.sort).toEqual({ properties: Object.fromEntries(['name', 'specialty', 'location'].map((k) => [k, { type: 'keyword', index: false }])) });
  });

  it('has no contact field, and is strict so none can be added by a document', () => {
    expect(indexDefinition.mappings.dynamic).toBe('strict');
    for (const k of Object.keys(contactFields.shape)) expect(mapped).not.toContain(k);
    const [doc] = conformanceDocs(1);
    expect(() => createEvaluator(indexDefinition, [{ ...doc, personalEmail: 'a@b.c' }])).toThrow(/strict_dynamic_mapping/);
  });

  it('toDocument drops undeclared keys and derives the geo point', () => {
    const [doc] = conformanceDocs(1);
    const record = { ...doc, latitude: 42.36, longitude: -71.06, personalEmail: 'a@b.c', phone: '555' } as unknown as Parameters<typeof toDocument>[0];
    const indexed = toDocument(record);
    expect(indexed).not.toHaveProperty('personalEmail');
    expect(indexed).not.toHaveProperty('phone');
    expect(indexed.location_point).toEqual({ lat: 42.36, lon: -71.06 });
    expect(() => createEvaluator(indexDefinition, [indexed])).not.toThrow();
  });

  it('issue 23: folds the contains copies in Node, and no field that holds them has a normalizer', () => {
    const [doc] = conformanceDocs(1);
    const indexed = toDocument({ ...doc!, firstName: 'İLKER', lastName: 'ΣΩΚΡΑΤΗΣ', skills: ['C++', 'Ärzte'], education: [{ schoolName: 'École', degree: 'MD' }] });
    // Lucene's per-code-point mapping (fold.ts): İ → i (not i + U+0307), final Σ → σ (not ς).
    expect(indexed.contains.firstName).toEqual(['ilker']);
    expect(indexed.contains.lastName).toEqual(['σωκρατησ']);
    expect(indexed.contains.skills).toEqual(['c++', 'ärzte']);
    expect(indexed.contains.education).toEqual({ schoolName: ['école'], degree: ['md'] });
    const json = JSON.stringify(indexDefinition.mappings.properties.contains);
    expect(json).not.toContain('normalizer');
    expect(JSON.stringify(indexDefinition.settings.analysis.analyzer)).not.toContain('lowercase');
    for (const path of CONTAINS_PATHS) expect(json).toContain(`"${path.split('.').at(-1)}":{"type":"text"`);
  });

  it('issue 23: cuts a value longer than the window into overlapping windows, so every needle up to half of it is inside one', () => {
    const long = `${'x'.repeat(300)}NEEDLE${'y'.repeat(300)}`;
    const windows = containsValues([long]);
    expect(windows.every((w) => [...w].length <= CONTAINS_WINDOW)).toBe(true);
    expect(windows.join('|').length).toBeGreaterThan(long.length);
    for (let at = 0; at + CONTAINS_WINDOW / 2 <= long.length; at += 7) {
      const needle = long.slice(at, at + CONTAINS_WINDOW / 2).toLowerCase();
      expect(windows.some((w) => w.includes(needle))).toBe(true);
    }
    expect(containsValues(['Short'])).toEqual(['short']);
  });

  it('issue 23: keyword fields have ignore_above, except the sort keys, which are never queried', () => {
    const keywords: Array<[string, Record<string, unknown>]> = [];
    const walk = (props: Record<string, unknown>, prefix: string) => {
      for (const [k, m] of Object.entries(props) as Array<[string, Record<string, unknown>]>) {
        if (m.properties) walk(m.properties as Record<string, unknown>, `${prefix}${k}.`);
        else if (m.type === 'keyword') keywords.push([prefix + k, m]);
        if (m.fields) walk(m.fields as Record<string, unknown>, `${prefix}${k}.`);
      }
    };
    walk(indexDefinition.mappings.properties, '');
    const without = keywords.filter(([, m]) => m.ignore_above === undefined).map(([p]) => p);
    expect(without.sort()).toEqual(['linkedinUrl', 'sort.location', 'sort.name', 'sort.specialty']);
    // Never refused as an immense term: 32,766 UTF-8 bytes / 4 bytes per character at most.
    expect(IGNORE_ABOVE * 4).toBeLessThanOrEqual(32_766);
  });
});
