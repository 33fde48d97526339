import { describe, expect, it } from 'vitest';
import { contactFields, physicianSummary } from '../../core/schemas/physician';
import { conformanceDocs } from '../../core/search/conformance-cases';
import { toDocument } from './opensearch-document';
import { createEvaluator } from '../../../test/support/opensearch/dsl-evaluator';
import { expectGolden } from '../../../test/support/opensearch/golden';
import { indexDefinition } from './opensearch-mapping';

const mapped = Object.keys(indexDefinition.mappings.properties);

describe('the physicians index definition', () => {
  it('index-definition.json: settings and mappings do not drift', () => {
    expectGolden('index-definition.json', indexDefinition);
  });

  it('maps every summary field, plus only the derived geo point, listed specialty and sort keys', () => {
    expect(mapped.filter((k) => !['location_point', 'specialtyKey', 'sort'].includes(k)).sort()).toEqual(Object.keys(physicianSummary.shape).sort());
  });

  it('toDocument stores the specialty as a list shows it, so a picked specialty is one exact term', () => {
    const [doc] = conformanceDocs(1);
    expect(['OB/GYN', ' ob-gyn', 'Urology'].map((specialty) => toDocument({ ...doc!, specialty }).specialtyKey)).toEqual(['obgyn', 'obgyn', 'urology']);
    expect(indexDefinition.mappings.properties.specialtyKey).toEqual({ type: 'keyword' });
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
});
