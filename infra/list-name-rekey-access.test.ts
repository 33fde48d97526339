import { describe, expect, it } from 'vitest';
import { keys } from '../functions/adapters/aws/dynamo-client';
import { LIST_NAME_REKEY_READ_PREFIXES, LIST_NAME_REKEY_WRITE_PREFIXES } from './list-name-rekey-access';
import { importOf, indexerRoleId, stateful, statementsOfRole } from './stateless-test-kit';

type Conditioned = { Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, unknown>> };
// The event source's own stream reads (DescribeStream, GetRecords...) are on the stream, not on items.
const streamAction = /^dynamodb:(ListStreams|DescribeStream|GetRecords|GetShardIterator)$/;
const dynamo = () =>
  (statementsOfRole(indexerRoleId) as Conditioned[]).filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:') && !streamAction.test(a)));
const startsWithAny = (pk: string, prefixes: readonly string[]) => prefixes.some((p) => pk.startsWith(p));

describe('the indexer writes list partitions only (issue 23, item 8)', () => {
  it('every table write is held to LIST# partitions, named in the request', () => {
    const writes = dynamo().filter((s) => [s.Action].flat().some((a) => /^dynamodb:(\*|Put|Update|Delete|BatchWrite|TransactWrite)/.test(a)));
    expect(writes).toHaveLength(1);
    expect([writes[0]!.Action].flat().sort()).toEqual(['dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']);
    expect(writes[0]!.Resource).toEqual(importOf(stateful.table.tableArn));
    expect(writes[0]!.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['LIST#*'] }, Null: { 'dynamodb:LeadingKeys': 'false' } });
  });

  it('holds no whole-table grant, no Scan, and queries gsi1 for three attributes only', () => {
    const statements = dynamo();
    for (const s of statements) expect(s.Condition, JSON.stringify(s.Action)).toBeDefined();
    expect(statements.flatMap((s) => [s.Action].flat())).not.toContain('dynamodb:Scan');
    const query = statements.filter((s) => [s.Action].flat().includes('dynamodb:Query'));
    expect(query).toHaveLength(1);
    expect(JSON.stringify(query[0]!.Resource)).toContain('/index/gsi1');
    expect(query[0]!.Condition).toEqual({
      'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['type', 'listId', 'physicianId'] },
      StringEquals: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
    });
  });

  it('the prefixes are the partitions of the rows the re-key reads and writes, and no user or team item is writable', () => {
    for (const key of [keys.listMember('l1', 'p1'), keys.listNameRow('l1', 'n')]) expect(startsWithAny(key.pk, LIST_NAME_REKEY_WRITE_PREFIXES)).toBe(true);
    for (const key of [keys.listMember('l1', 'p1'), keys.physician('p1'), keys.list('u1', 'l1')]) expect(startsWithAny(key.pk, LIST_NAME_REKEY_READ_PREFIXES)).toBe(true);
    for (const key of [keys.physician('p1'), keys.subscription('u1'), keys.list('u1', 'l1')]) expect(startsWithAny(key.pk, LIST_NAME_REKEY_WRITE_PREFIXES)).toBe(false);
  });
});
