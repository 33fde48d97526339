import type * as z from '../core/zod';
import type { Deps } from '../core/deps';
import type { Principal } from '../core/principal';
import type { ErrorCode } from '../core/schemas/error';

export interface EndpointInput<Q = unknown, B = unknown, P = unknown> {
  readonly query: Q;
  readonly body: B;
  readonly params: P;
  readonly principal: Principal | null;
  readonly headers: Readonly<Record<string, string | undefined>>;
  /** The body exactly as received (webhook signatures are computed over it). */
  readonly rawBody: string;
  readonly sourceIp: string;
}

/** The success statuses the API answers with; which ones an endpoint answers is part of its declaration. */
export type SuccessStatus = 200 | 201 | 202 | 204;

export interface Reply<S extends number = number> {
  readonly status: S;
  readonly body?: unknown;
  /** A non-JSON body sent as is (a CSV download); set its Content-Type in `headers`. */
  readonly text?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * What a raw-body route reads (the route table's `rawBody`): the wrapper
 * parses nothing, so the document learns the content type, the body's shape
 * and the headers the route needs from here.
 */
export interface RawRequest {
  readonly contentType: string;
  readonly schema: z.ZodType;
  /** Whether a body must be sent at all. */
  readonly required: boolean;
  readonly headers?: z.ZodType;
}

/**
 * Who may call, for the document (`x-access`): the route table's auth level,
 * or `plan` for a signed-in caller whose subscription (or admin/demo group)
 * the endpoint checks.
 */
export type Access = 'public' | 'user' | 'plan' | 'admin';

/** The declaration the OpenAPI document is generated from (functions/openapi.ts). */
export interface EndpointSpec {
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly params?: z.ZodType;
  /** The success body, for the OpenAPI document only (responses are typed by the handler). */
  readonly response?: z.ZodType;
  readonly summary?: string;
  /** The statuses `run` may succeed with (the first is the usual one); 204 has no body. */
  readonly status: readonly SuccessStatus[];
  /** A file download (`download`): its content type; the body is then text, not JSON. */
  readonly file?: string;
  /** Error codes beyond those the route's shape implies (openapi-operation.ts `errorCodesOf`). */
  readonly errors?: readonly ErrorCode[];
  /** `plan`: the caller needs a subscription (402 otherwise). */
  readonly access?: 'plan';
  readonly raw?: RawRequest;
  /** Request headers the endpoint reads itself (the profile session), for the document; the endpoint checks them. */
  readonly headers?: z.ZodType;
}

export interface Endpoint extends EndpointSpec {
  readonly run: (input: EndpointInput, deps: Deps) => Promise<Reply>;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * Declares an endpoint: the zod schemas the wrapper validates with, the
 * statuses it answers, and the work. `run` may only return a declared status
 * (`NoInfer` keeps the handler from widening it), so the document, which
 * reads `status`, says what the handler does. Who may call it is the route
 * table's business, not the handler's.
 */
export const http = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  S extends SuccessStatus = 200,
>(
  spec: Omit<EndpointSpec, 'query' | 'body' | 'params' | 'status'> & { query?: Q; body?: B; params?: P; status?: S | readonly S[] },
  run: (input: EndpointInput<Out<Q>, Out<B>, Out<P>>, deps: Deps) => Promise<Reply<NoInfer<S>>>,
): Endpoint => {
  const { status, ...rest } = spec;
  const statuses: readonly SuccessStatus[] = status === undefined ? [200] : typeof status === 'number' ? [status] : status;
  return {
    ...(rest as Omit<EndpointSpec, 'status'>),
    status: statuses,
    // The wrapper has validated input against exactly these schemas, so the narrowing is sound.
    run: run as Endpoint['run'],
  };
};

export const ok = (body: unknown): Reply<200> => ({ status: 200, body });
export const created = (body: unknown): Reply<201> => ({ status: 201, body });
export const accepted = (body: unknown): Reply<202> => ({ status: 202, body });
export const noContent = (): Reply<204> => ({ status: 204 });

/** A file the browser saves under `fileName`; declare the endpoint's `file` with the same content type. */
export const download = (text: string, contentType: string, fileName: string): Reply<200> => ({
  status: 200,
  text,
  headers: { 'content-type': contentType, 'content-disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`, 'cache-control': 'no-store' },
});
