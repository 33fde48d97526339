import { mkdirSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { ResendConfirmationCode } from './cognito-resend';
import { refusedForeignHost } from './host-guard';

/**
 * cognito-local composed in-process, like its own `createDefaultServer`, with
 * one change: confirmation codes are mailed through the local SES (as real
 * Cognito mails them) instead of printed, so people and browser tests read
 * them from the inbox, and one addition: ResendConfirmationCode, which it lacks
 * (cognito-resend.ts). Its internals are CommonJS without an exports map,
 * hence the require of lib paths; the version is pinned in package-lock.
 */
const require = createRequire(import.meta.url);
/* eslint-disable @typescript-eslint/no-require-imports */
const lib = (path: string) => require(`cognito-local/lib/${path}`);

interface Message {
  __code?: string;
  emailSubject?: string;
  emailMessage?: string;
}

export interface CognitoOptions {
  dataDir: string;
  port: number;
  /** The issuer's scheme+host, e.g. the app's `/cognito` proxy, so tokens survive emulator port changes. */
  issuerDomain: string;
  sesEndpoint: string;
  mailFrom: string;
  siteName: string;
}

type TriggerHandler = (event: unknown) => Promise<unknown>;

/** The SAME trigger Lambdas CDK wires to the user pool, loaded on first use (after the stack has set the environment). */
const triggerHandlers: Record<string, () => Promise<TriggerHandler>> = {
  PostConfirmation: async () => (await import('../../functions/account/post-confirmation')).handler,
  PostAuthentication: async () => (await import('../../functions/account/post-authentication')).handler,
};

/** What cognito-local's LambdaService needs of aws-sdk v2's Lambda client: invoke(...).promise(), run in-process. */
const inProcessLambda = {
  invoke: ({ FunctionName, Payload }: { FunctionName: string; Payload: string }) => ({
    promise: async () => {
      const load = triggerHandlers[FunctionName];
      if (!load) throw new Error(`No local trigger ${FunctionName}`);
      try {
        const result = await (await load())(JSON.parse(Payload));
        return { StatusCode: 200, Payload: JSON.stringify(result) };
      } catch (e) {
        // cognito-local logs trigger failures at a level nobody sees; say it here.
        console.error(`cognito trigger ${FunctionName} failed:`, e);
        throw e;
      }
    },
  }),
};

const mailer = (o: CognitoOptions) => {
  const ses = new SESv2Client({ endpoint: o.sesEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const send = async (destination: string, { __code, emailSubject, emailMessage }: Message) => {
    const subject = emailSubject ?? `Your ${o.siteName} verification code`;
    const text = emailMessage ?? `Your verification code is ${__code ?? ''}`;
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: o.mailFrom,
        Destination: { ToAddresses: [destination] },
        Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: text } } } },
      }),
    );
  };
  return {
    sendEmail: (_ctx: unknown, _user: unknown, destination: string, message: Message) => send(destination, message),
    sendSms: (_ctx: unknown, _user: unknown, destination: string, message: Message) => send(destination, message),
  };
};

export const startCognito = async (o: CognitoOptions): Promise<Server> => {
  mkdirSync(`${o.dataDir}/db`, { recursive: true });
  const pino = require('pino') as (opts: { level: string }) => unknown;
  const logger = pino({ level: process.env.COGNITO_LOG_LEVEL ?? 'silent' });
  const ctx = { logger };
  const { StormDBDataStoreFactory } = lib('services/dataStore/stormDb');
  const { loadConfig } = lib('server/config');
  const services = lib('services');
  const { CognitoServiceFactoryImpl } = lib('services/cognitoService');
  const { UserPoolServiceFactoryImpl } = lib('services/userPoolService');
  const { CryptoService } = lib('services/crypto');
  const { MessageDeliveryService } = lib('services/messageDelivery/messageDelivery');
  const { otp } = lib('services/otp');
  const { JwtTokenGenerator } = lib('services/tokenGenerator');
  const { Router } = lib('server/Router');
  const { createServer } = lib('server/server');

  const config = await loadConfig(ctx, new StormDBDataStoreFactory(o.dataDir));
  config.TokenConfig = { IssuerDomain: o.issuerDomain };
  config.ServerConfig = { port: o.port, hostname: '127.0.0.1', development: false, https: false };
  const clock = new services.DateClock();
  const stores = new StormDBDataStoreFactory(`${o.dataDir}/db`);
  const cognito = await new CognitoServiceFactoryImpl(`${o.dataDir}/db`, stores, new UserPoolServiceFactoryImpl(clock, stores)).create(ctx, config.UserPoolDefaults);
  // Trigger name -> "function name"; the in-process client maps the name back to the handler.
  const lambda = new services.LambdaService({ PostConfirmation: 'PostConfirmation', PostAuthentication: 'PostAuthentication' }, inProcessLambda);
  const triggers = new services.TriggersService(clock, cognito, lambda, new CryptoService(config.KMSConfig));
  const all = {
    clock,
    cognito,
    config,
    messages: new services.MessagesService(triggers, new MessageDeliveryService(mailer(o))),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const route = Router(all) as (target: string) => unknown;
  const resend = ResendConfirmationCode(all);
  const router = (target: string) => (target === 'ResendConfirmationCode' ? resend : route(target));
  const { application } = createServer(router, logger, config.ServerConfig, all) as { application: (req: IncomingMessage, res: ServerResponse) => void };
  // cognito-local answers every origin with `*` and checks no credentials: any web page could
  // call its Admin* actions. Browsers mark their requests with Origin; only the app's /cognito
  // proxy (which drops that header after its own checks), the seeding and the tests get in,
  // and only by this port's own loopback names (host-guard.ts).
  const server = createHttpServer((req, res) => {
    if (refusedForeignHost(req, res, o.port)) return;
    if (req.headers.origin === undefined) return application(req, res);
    res.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ __type: 'AccessDeniedException', message: 'Browsers reach Cognito through the app' }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, '127.0.0.1', () => resolve(server));
  });
};
