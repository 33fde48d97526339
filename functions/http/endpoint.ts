import type * as z from '../core/zod';
import type { Deps } from '../core/deps';
import type { Principal } from '../core/principal';

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

export interface Reply {
  readonly status: number;
  readonly body?: unknown;
  /** A non-JSON body sent as is (a CSV download); set its Content-Type in `headers`. */
  readonly text?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Endpoint {
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly params?: z.ZodType;
  /** The success body, for the OpenAPI document only (responses are typed by the handler). */
  readonly response?: z.ZodType;
  readonly summary?: string;
  readonly run: (input: EndpointInput, deps: Deps) => Promise<Reply>;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * Declares an endpoint: the zod schemas the wrapper validates with, and the
 * work. Who may call it is the route table's business, not the handler's.
 */
export const http = <Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined, P extends z.ZodType | undefined = undefined>(
  spec: { query?: Q; body?: B; params?: P; response?: z.ZodType; summary?: string },
  run: (input: EndpointInput<Out<Q>, Out<B>, Out<P>>, deps: Deps) => Promise<Reply>,
): Endpoint => ({
  ...(spec as Omit<Endpoint, 'run'>),
  // The wrapper has validated input against exactly these schemas, so the narrowing is sound.
  run: run as Endpoint['run'],
});

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const created = (body: unknown): Reply => ({ status: 201, body });
export const accepted = (body: unknown): Reply => ({ status: 202, body });

/** A file the browser saves under `fileName`. */
export const download = (text: string, contentType: string, fileName: string): Reply => ({
  status: 200,
  text,
  headers: { 'content-type': contentType, 'content-disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`, 'cache-control': 'no-store' },
});
