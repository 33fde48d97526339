import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { deps, resetDeps } from '../../functions/adapters/pick';
import { config, resetConfig } from '../../functions/core/config';
import { rebuildSearchIndex } from '../../functions/indexer/rebuild';
import { indexStreamRecords } from '../../functions/indexer/stream-handler';
import { startCognito } from './cognito';
import { ensureTable, startDynamo } from './dynamodb';
import { freePort } from './ports';
import { startS3 } from './s3';
import { allowConnectTo } from './static-files';
import { startSes } from './ses';
import { startStreamPoller } from './stream-poller';
import { startRemovalSweeper } from './removal-sweeper';
import { startAlertTimer } from './alert-timer';
import { startIntentExpiryTimer } from './intent-expiry-timer';
import { localOriginEnv } from './origin-env';
import { localStripeEnv } from './stripe-env';
import { localAppSecret } from './app-secret';
import { migratePhysicianIdsOnce } from './physician-ids';
import { type SeedUser, seedOnce, seedUsers } from './seed';
import { startAppServer } from './server';
import { type PoolIds, ensureUserPool } from './user-pool';
import { provideAllAdapters } from '../../functions/adapters/all-adapters';
import { documentClient } from '../../functions/adapters/aws/dynamo-client';
import { migrateLegacyListsOnce } from '../../functions/adapters/aws/dynamo-list-migration';
import { migrateListPipelineOnce } from '../../functions/adapters/aws/dynamo-list-pipeline-migration';

// One process runs the code of every feature here, so it provides every adapter.
provideAllAdapters();

export interface StackOptions {
  port: number;
  dataDir: string;
  webRoot: string;
  physicians: number;
  /** A fixed port for the SES emulator, so its inbox URL can be known in advance; otherwise a free one. */
  sesPort?: number;
  /** Keep DynamoDB in memory (tests); otherwise it persists under dataDir. */
  ephemeral?: boolean;
}

export interface Stack {
  url: string;
  inboxUrl: string;
  users: SeedUser[];
  seeded: boolean;
  indexed: number;
  env: Record<string, string>;
  stop(): Promise<void>;
}

const TABLE = 'physician-directory';
const BUCKET = 'physician-directory-exports';
const CV_BUCKET = 'physician-directory-cvs';

const closeServer = (s: Server) => new Promise<void>((r) => s.close(() => r()));

/**
 * The whole product on one machine: DynamoDB Local, cognito-local, the SES
 * and S3 emulators, and the app server running the real handlers in-process.
 */
export const startStack = async (o: StackOptions): Promise<Stack> => {
  mkdirSync(o.dataDir, { recursive: true });
  const [dynamoPort, cognitoPort, sesPort, s3Port] = [await freePort(), await freePort(), o.sesPort ?? (await freePort()), await freePort()];
  const stateFile = join(o.dataDir, 'local-stack.json');
  const known = existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as PoolIds) : null;

  const children: ChildProcess[] = [];
  const servers: Server[] = [];
  const closers: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    await Promise.all([...servers.map(closeServer), ...closers.map((c) => c())]);
    for (const c of children) c.kill();
  };
  try {
    const [dynamo, ses, s3] = await Promise.all([
      startDynamo(dynamoPort, o.ephemeral ? null : join(o.dataDir, 'dynamodb')),
      startSes(sesPort),
      startS3(s3Port, join(o.dataDir, 's3'), [BUCKET, CV_BUCKET], [CV_BUCKET]),
    ]);
    children.push(dynamo.process);
    servers.push(ses);
    closers.push(s3.close);
    allowConnectTo([s3.endpoint]);
    const sesEndpoint = `http://127.0.0.1:${sesPort}`;
    const issuerDomain = `http://127.0.0.1:${o.port}/cognito`;
    const mailFrom = process.env.MAIL_FROM ?? 'no-reply@physician-directory.local';
    servers.push(await startCognito({ dataDir: join(o.dataDir, 'cognito'), port: cognitoPort, issuerDomain, sesEndpoint, mailFrom, siteName: 'Physician Directory' }));
    const cognitoEndpoint = `http://127.0.0.1:${cognitoPort}`;
    const pool = await ensureUserPool(cognitoEndpoint, known);
    writeFileSync(stateFile, JSON.stringify(pool, null, 2));
    const table = await ensureTable(dynamo.endpoint, TABLE);

    // 127.0.0.1, not localhost: the server listens there, and Stripe's redirects (success, portal return)
    // must land on the very origin the browser signed in on, or its session is not there.
    const siteUrl = `http://127.0.0.1:${o.port}`;
    const env: Record<string, string> = {
      STAGE: 'local',
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      TABLE_NAME: TABLE,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
      COGNITO_ISSUER: `${issuerDomain}/${pool.userPoolId}`,
      COGNITO_ENDPOINT: cognitoEndpoint,
      SEARCH_ENGINE: 'local',
      EXPORTS_BUCKET: BUCKET,
      CV_BUCKET,
      MAIL_FROM: mailFrom,
      SUPPORT_EMAIL: process.env.SUPPORT_EMAIL ?? 'support@physician-directory.local',
      SITE_URL: siteUrl,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      SES_ENDPOINT: sesEndpoint,
      S3_ENDPOINT: s3.endpoint,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
      // The local engine indexes within a poll: a few seconds of lag are plenty.
      ALERTS_INDEX_LAG_SECONDS: process.env.ALERTS_INDEX_LAG_SECONDS ?? '5',
      APP_SECRET: localAppSecret(o.dataDir),
      ...localStripeEnv(o.dataDir, process.env),
      ...localOriginEnv(o.dataDir),
    };
    // The handlers run in this process and read their configuration from it, as a Lambda would.
    Object.assign(process.env, env);
    resetConfig();
    resetDeps();
    const d = await deps();
    const users = seedUsers(process.env);
    // Profiles written before the email indexes existed get their index keys by being written again.
    if (table === 'migrated') await d.physicians.scanAll((page) => d.physicians.putMany(page));
    const movedIds = await migratePhysicianIdsOnce(config(), d);
    if (movedIds?.profiles) console.log(`Gave ${movedIds.profiles} physicians random ids (npm run migrate:physician-ids).`);
    // Lists from before stored counts get their counts, member index keys and per-user cap counter (once).
    if (table !== 'created') await migrateLegacyListsOnce(documentClient(config()), TABLE);
    // Members from before statuses get status New, their status row and their owner's list mark (once).
    if (table !== 'created') await migrateListPipelineOnce(documentClient(config()), TABLE);
    const seeded = await seedOnce(config(), d, cognitoEndpoint, users, o.physicians);
    // Follow the stream before the rebuild scan, so no change falls between the two.
    const stopPoller = await startStreamPoller(dynamo.endpoint, TABLE, (event) => indexStreamRecords(d.search, event));
    closers.push(async () => stopPoller());
    // Finishes removals left half-way, as the scheduled sweep does in AWS.
    const stopSweeper = startRemovalSweeper(d);
    closers.push(async () => stopSweeper());
    // Runs due saved-search alerts, as the hourly schedule does in AWS.
    const stopAlerts = startAlertTimer(d);
    closers.push(async () => stopAlerts());
    // Expires opted-in intent and mails reminders, as the hourly job does in AWS (issue 25).
    const stopIntentExpiry = startIntentExpiryTimer(d);
    closers.push(async () => stopIntentExpiry());
    const indexed = await rebuildSearchIndex(d);

    servers.push(
      await startAppServer({
        port: o.port,
        origin: siteUrl,
        webRoot: o.webRoot,
        cognitoTarget: cognitoEndpoint,
        webConfig: { region: 'us-east-1', userPoolId: pool.userPoolId, userPoolClientId: pool.userPoolClientId, supportEmail: env.SUPPORT_EMAIL as string },
      }),
    );
    return { url: siteUrl, inboxUrl: sesEndpoint, users, seeded, indexed, env, stop: stopAll };
  } catch (e) {
    await stopAll();
    throw e;
  }
};
