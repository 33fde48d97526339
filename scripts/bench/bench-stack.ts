import { type ChildProcess, spawn } from 'node:child_process';
import type { SeedUser } from '../local/seed';
import { descendantsOf, reap } from './process-tree';

export interface StackReady {
  url: string;
  cognitoEndpoint: string;
  clientId: string;
  users: SeedUser[];
  indexed: number;
  /** From the startStack() call to its return, inside the child. */
  readyMs: number;
}

export interface BenchStack extends StackReady {
  /** The child process running the stack (DynamoDB Local and the emulators are its children). */
  pid: number;
  signIn(label: string): Promise<string>;
  stop(): Promise<void>;
}

export interface LaunchOptions {
  physicians: number;
  /** A built web to serve; none by default. */
  webRoot?: string;
  env?: Record<string, string>;
}

const START_TIMEOUT_MS = 180_000;

const waitForReady = (child: ChildProcess): Promise<StackReady> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The local stack did not start within 3 minutes')), START_TIMEOUT_MS);
    child.once('message', (m) => {
      clearTimeout(timer);
      resolve(m as StackReady);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The local stack exited with ${code} before it was ready`));
    });
  });

/** Signs in against cognito-local as the web does (USER_PASSWORD_AUTH) and returns the ID token. */
const signInWith = async (ready: StackReady, label: string): Promise<string> => {
  const user = ready.users.find((u) => u.label === label);
  if (!user) throw new Error(`No seeded user ${label}`);
  const res = await fetch(ready.cognitoEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: ready.clientId, AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!body.AuthenticationResult) throw new Error(`Sign-in failed for ${user.email}: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.IdToken;
};

/** Starts a seeded local stack (in-memory DynamoDB, free ports, throwaway data folder) in a child process. */
export const launchStack = async (o: LaunchOptions): Promise<BenchStack> => {
  const args = ['--import', 'tsx', 'scripts/bench/stack-child.ts', '--physicians', String(o.physicians), ...(o.webRoot ? ['--web-root', o.webRoot] : [])];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, ...o.env } });
  const ready = await waitForReady(child);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    ...ready,
    pid: child.pid ?? 0,
    signIn: (label) => signInWith(ready, label),
    stop: async () => {
      const below = descendantsOf(child.pid ?? 0);
      child.kill('SIGTERM');
      await exited;
      await reap(below);
    },
  };
};

/** A JSON call that must answer 2xx. */
export const apiJson = async <T>(base: string, path: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
};
