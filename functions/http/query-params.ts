import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export type QueryParams = Record<string, string | string[]>;

/**
 * The query as the endpoint schemas read it: a key given once is a string, a
 * repeated key an array of its values in order, so a list filter's values may
 * hold commas (`?organization=Smith%2C%20Jones&organization=Mayo`).
 *
 * Read from `rawQueryString`, never from `queryStringParameters`: with payload
 * format 2.0 (ours) API Gateway HTTP APIs "combine duplicate query strings
 * with commas" there, which cannot be told apart from a comma inside a value
 * (https://docs.aws.amazon.com/apigateway/latest/developerguide/http-api-develop-integrations-lambda.html,
 * "Payload format differences"). URLSearchParams keeps the repeats and
 * decodes `%2C` and `+` as a browser encodes them.
 */
export const queryParamsOf = (event: Pick<APIGatewayProxyEventV2, 'rawQueryString' | 'queryStringParameters'>): QueryParams => {
  if (event.rawQueryString === undefined) {
    // Only a hand-built event lacks the raw string; API Gateway always sends it.
    return Object.fromEntries(Object.entries(event.queryStringParameters ?? {}).filter((e): e is [string, string] => e[1] !== undefined));
  }
  const out: QueryParams = {};
  for (const [key, value] of new URLSearchParams(event.rawQueryString)) {
    const seen = out[key];
    out[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
};
