import { type IncomingMessage, type ServerResponse, request } from 'node:http';
import { readBody } from './read-body';
import * as z from '../../functions/core/zod';

/**
 * The app origin's `/cognito`: what the browser may ask of cognito-local, and
 * nothing more. cognito-local checks no credentials, so a plain forward let any
 * signed-up user (or any web page, given its wildcard CORS) call AdminAddUserToGroup.
 * Only the actions the web's Amplify calls pass, with their bodies checked;
 * seeding and tests talk to cognito-local directly, never through here.
 */

const LIMIT = 64 * 1024;
const text = (max: number) => z.string().min(1).max(max);
const client = { ClientId: text(128) };
const user = { ...client, Username: text(128) };
const code = text(2048);
// The CDK app client's write attributes are `email` only; role and demo_account are for admins.
const attributes = z.array(z.object({ Name: z.literal('email', { error: 'Only the email attribute may be written' }), Value: text(2048) })).max(1);

const actions: Record<string, z.ZodType> = {
  SignUp: z.looseObject({ ...user, Password: text(256), UserAttributes: attributes.optional() }),
  ConfirmSignUp: z.looseObject({ ...user, ConfirmationCode: code }),
  InitiateAuth: z.discriminatedUnion('AuthFlow', [
    z.looseObject({ ...client, AuthFlow: z.literal('USER_PASSWORD_AUTH'), AuthParameters: z.looseObject({ USERNAME: text(128), PASSWORD: text(256) }) }),
    z.looseObject({ ...client, AuthFlow: z.enum(['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']), AuthParameters: z.looseObject({ REFRESH_TOKEN: text(8192) }) }),
  ]),
  ForgotPassword: z.looseObject(user),
  ResendConfirmationCode: z.looseObject(user),
  ConfirmForgotPassword: z.looseObject({ ...user, ConfirmationCode: code, Password: text(256) }),
  RevokeToken: z.looseObject({ ...client, Token: text(8192) }),
};
/** Called by the web (global sign-out) but not implemented by cognito-local: a clear 4xx, not its 500. */
const unsupported = new Set(['GlobalSignOut']);
const discovery = /^\/[\w-]{1,64}\/\.well-known\/(jwks\.json|openid-configuration)$/;

const refuse = (res: ServerResponse, status: number, type: string, message: string): void => {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'cache-control': 'no-store' }).end(JSON.stringify({ __type: type, message }));
};

/** The app is same-origin; a request a browser marks as coming from another origin is not the app's. */
const foreignOrigin = (req: IncomingMessage): boolean => {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
};

const parseJson = (body: Buffer): unknown => {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
};

/** Forwards with only the headers cognito-local needs, and answers without its `Access-Control-Allow-Origin: *`. */
const forward = (target: string, method: string, path: string, call: { action: string; body: Buffer } | null, res: ServerResponse): void => {
  const headers: Record<string, string> = { host: new URL(target).host };
  const body = call?.body;
  if (call) Object.assign(headers, { 'x-amz-target': `AWSCognitoIdentityProviderService.${call.action}`, 'content-type': 'application/x-amz-json-1.1', 'content-length': String(call.body.length) });
  const upstream = request(`${target}${path}`, { method, headers }, (up) => {
    const kept = Object.entries(up.headers).filter(([name]) => !name.startsWith('access-control-') && name !== 'x-powered-by');
    res.writeHead(up.statusCode ?? 502, Object.fromEntries(kept));
    up.on('error', () => res.destroy());
    up.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) refuse(res, 502, 'InternalErrorException', 'The local Cognito emulator did not answer');
    else res.destroy();
  });
  upstream.end(body);
};

/** `path` is what follows `/cognito`, query string included. */
export const handleCognitoProxy = async (target: string, path: string, req: IncomingMessage, res: ServerResponse): Promise<void> => {
  // A preflight is answered, and grants nothing: no Access-Control-* header at all.
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  if (foreignOrigin(req)) return refuse(res, 403, 'AccessDeniedException', 'Requests from other origins are refused');
  const pathname = path.split('?')[0] ?? '';
  if ((req.method === 'GET' || req.method === 'HEAD') && discovery.test(pathname)) return forward(target, req.method, pathname, null, res);
  if (pathname !== '/' && pathname !== '') return refuse(res, 404, 'ResourceNotFoundException', 'Not found');
  if (req.method !== 'POST') return refuse(res, 405, 'MethodNotAllowedException', 'Method not allowed');
  const header = req.headers['x-amz-target'];
  const action = typeof header === 'string' && header.startsWith('AWSCognitoIdentityProviderService.') ? header.slice(header.indexOf('.') + 1) : '';
  const schema = Object.hasOwn(actions, action) ? actions[action] : undefined;
  if (unsupported.has(action)) return refuse(res, 400, 'UnsupportedOperationException', `${action} is not available in the local Cognito emulator`);
  if (!schema) return refuse(res, 403, 'AccessDeniedException', 'This action is not available through the app');
  const body = await readBody(req, LIMIT);
  if (body === null) return refuse(res, 413, 'InvalidParameterException', 'Request body is too large');
  const parsed = schema.safeParse(parseJson(body));
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
    // Real Cognito answers a write to an attribute the app client may not write with NotAuthorizedException.
    const type = parsed.error.issues.some((i) => i.path.includes('UserAttributes')) ? 'NotAuthorizedException' : 'InvalidParameterException';
    return refuse(res, 400, type, fields);
  }
  forward(target, 'POST', '/', { action, body: Buffer.from(JSON.stringify(parsed.data)) }, res);
};
