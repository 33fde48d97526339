import { describe, expect, it } from 'vitest';
import { conformanceDocs } from '../../core/search/conformance-cases';
import { fromSource, summaryFields, toDocument } from './opensearch-document';
import { indexDefinition, IGNORE_ABOVE } from './opensearch-mapping';
import { buildSearchBody } from './opensearch-query';

describe('taxonomy codes in the OpenSearch index (issue 16)', () => {
  it('maps the codes as raw keywords and returns them in _source', () => {
    expect(indexDefinition.mappings.properties.taxonomyCodes).toEqual({ type: 'keyword', ignore_above: IGNORE_ABOVE });
    expect(indexDefinition.mappings.properties.primaryTaxonomy).toEqual({ type: 'keyword', ignore_above: IGNORE_ABOVE });
    expect(summaryFields).toEqual(expect.arrayContaining(['taxonomyCodes', 'primaryTaxonomy']));
  });

  it('indexes the codes and reads a document indexed before them as having none', () => {
    const doc = conformanceDocs(1)[0]!;
    const indexed = toDocument({ ...doc, taxonomyCodes: ['207RC0000X'], primaryTaxonomy: '207RC0000X' });
    expect(indexed.taxonomyCodes).toEqual(['207RC0000X']);
    const { taxonomyCodes: _c, primaryTaxonomy: _p, ...old } = indexed;
    expect(fromSource(old).taxonomyCodes).toEqual([]);
  });

  it('adds one terms clause on the codes, and none for values that name no code', () => {
    const body = (specialty: string[]) => JSON.stringify(buildSearchBody({ sortDirection: 'asc', specialty }, { offset: 0, limit: 25 }));
    expect(body(['ENT'])).toContain('"taxonomyCodes":["207Y00000X"');
    expect(body(['ENT'])).toContain('"prefix":{"contains.specialty":{"value":"ent"}}');
    expect(body(['cardio', 'physician'])).not.toContain('"terms":{"taxonomyCodes"');
  });
});
