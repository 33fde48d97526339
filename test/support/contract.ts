import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * The contract check: does a response the API gave match what the served
 * OpenAPI document promises for that operation (status, content type,
 * documented headers, body)? An independent validator (Ajv, JSON Schema
 * 2020-12, which OpenAPI 3.1 uses) rather than the zod schemas the document
 * was generated from, so a fault in the generation shows too. test/support/stack.ts
 * runs it on every response api() receives.
 */

type JsonSchema = Record<string, unknown>;
interface HeaderObject {
  readonly required?: boolean;
  readonly schema?: JsonSchema;
}
interface ResponseObject {
  readonly description?: string;
  readonly headers?: Readonly<Record<string, HeaderObject>>;
  readonly content?: Readonly<Record<string, { readonly schema?: JsonSchema }>>;
}
type Responses = Readonly<Record<string, ResponseObject | { readonly $ref: string }>>;
export interface OpenApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, { readonly responses: Responses }>>>>;
  readonly components: { readonly schemas?: Readonly<Record<string, JsonSchema>>; readonly responses?: Readonly<Record<string, ResponseObject>> };
}

/** One request and what came back, as the checker needs them. */
export interface Exchange {
  readonly method: string;
  /** The path only: no origin, no query. */
  readonly path: string;
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The document's component refs, pointed at `$defs` of the schema being compiled, so each compiles on its own. */
const withDefsRefs = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', '"#/$defs/')) as T;

const mediaTypeOf = (contentType: string | null): string => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/** A header is text; a numeric schema means its digits. */
const headerValue = (raw: string, schema: JsonSchema | undefined): unknown =>
  schema && (schema.type === 'integer' || schema.type === 'number') && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;

export type ContractCheck = (x: Exchange) => string[];

/** Builds the checker for one document: returns what is wrong with an exchange, [] when it matches. */
export const contractChecker = (doc: OpenApiDocument): ContractCheck => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const defs = withDefsRefs(doc.components.schemas ?? {});
  const compiled = new WeakMap<object, ValidateFunction>();
  const validatorOf = (schema: JsonSchema): ValidateFunction => {
    let v = compiled.get(schema);
    if (!v) {
      v = ajv.compile({ ...withDefsRefs(schema), $defs: defs });
      compiled.set(schema, v);
    }
    return v;
  };
  const templates = Object.keys(doc.paths).map((template) => ({
    template,
    regex: new RegExp(`^${template.replace(/\{[^}/]+\}/g, '[^/]+')}$`),
    // A literal segment wins over a parameter (`/api/physicians/ids` over `/api/physicians/{id}`), as in the route table.
    params: (template.match(/\{/g) ?? []).length,
  }));
  const resolve = (r: ResponseObject | { readonly $ref: string }): ResponseObject => {
    if (!('$ref' in r)) return r;
    const found = doc.components.responses?.[r.$ref.replace('#/components/responses/', '')];
    if (!found) throw new Error(`Unresolvable ${r.$ref}`);
    return found;
  };

  const expected = (x: Exchange): { where: string; response: ResponseObject | undefined; documented: string[] } => {
    const method = x.method.toLowerCase();
    const matching = templates.filter((t) => t.regex.test(x.path)).sort((a, b) => a.params - b.params);
    // No operation: only the answers the document gives before routing (components.responses).
    const beforeRouting = (where: string, byStatus: Record<number, string>) => ({
      where,
      response: byStatus[x.status] === undefined ? undefined : doc.components.responses?.[byStatus[x.status]!],
      documented: Object.keys(byStatus),
    });
    if (!matching.length) return beforeRouting(`unknown path ${x.path}`, { 404: 'NotFound', 413: 'TooLarge' });
    const op = matching.map((t) => ({ t, op: doc.paths[t.template]![method] })).find((m) => m.op);
    if (!op?.op) return beforeRouting(`${x.method} ${matching[0]!.template} (no such operation)`, { 405: 'MethodNotAllowed', 413: 'TooLarge' });
    const { responses } = op.op;
    const hit = responses[String(x.status)] ?? responses[`${Math.floor(x.status / 100)}XX`] ?? responses.default;
    return { where: `${x.method} ${op.t.template}`, response: hit && resolve(hit), documented: Object.keys(responses) };
  };

  return (x) => {
    if (!OPERATION_METHODS.includes(x.method.toLowerCase())) return [];
    const { where, response, documented } = expected(x);
    if (!response) return [`${where}: status ${x.status} is not documented (documented: ${documented.join(', ')})`];
    const problems: string[] = [];
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const raw = x.headers.get(name);
      if (raw === null) {
        if (header.required) problems.push(`${where} ${x.status}: header ${name} is missing`);
        continue;
      }
      if (header.schema && !validatorOf(header.schema)(headerValue(raw, header.schema))) problems.push(`${where} ${x.status}: header ${name}: ${JSON.stringify(raw)} does not match its schema`);
    }
    const content = response.content ?? {};
    if (!Object.keys(content).length) {
      if (x.text !== '') problems.push(`${where} ${x.status}: a body where none is documented`);
      return problems;
    }
    const type = mediaTypeOf(x.headers.get('content-type'));
    const media = content[type];
    if (!media) return [...problems, `${where} ${x.status}: content type ${type || '(none)'} is not documented (documented: ${Object.keys(content).join(', ')})`];
    if (!media.schema) return problems;
    let body: unknown = x.text;
    if (type === 'application/json') {
      try {
        body = JSON.parse(x.text);
      } catch {
        return [...problems, `${where} ${x.status}: the body is not JSON`];
      }
    }
    const validate = validatorOf(media.schema);
    if (!validate(body)) {
      const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`);
      problems.push(`${where} ${x.status}: body does not match: ${errors.join('; ')}`);
    }
    return problems;
  };
};
