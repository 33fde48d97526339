import { type DynamoDBDocumentClient, QueryCommand, type QueryCommandInput, type QueryCommandOutput } from './sdk/lib-dynamodb';

/** Every page of a Query: DynamoDB answers at most 1 MB per call, so a partition can span several. */
export async function* queryPages(db: DynamoDBDocumentClient, input: Omit<QueryCommandInput, 'ExclusiveStartKey'>): AsyncGenerator<QueryCommandOutput> {
  let start: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    yield page;
    start = page.LastEvaluatedKey;
  } while (start);
}

/** Every item a Query matches, across pages. */
export const queryAll = async (db: DynamoDBDocumentClient, input: Omit<QueryCommandInput, 'ExclusiveStartKey'>): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  for await (const page of queryPages(db, input)) items.push(...(page.Items ?? []));
  return items;
};
