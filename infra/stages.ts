import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/** The stages the functions' config accepts that are also deployed to AWS. */
export type StageName = 'dev' | 'prod';

export interface StageSettings {
  readonly name: StageName;
  readonly logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  /** Must be a verified SES identity in the target account and region before deploying. */
  readonly mailDomain: string;
  readonly mailFrom: string;
  readonly supportEmail: string;
  /** Steady-state and burst request rates for the whole HTTP API stage. */
  readonly apiThrottle: { readonly rateLimit: number; readonly burstLimit: number };
  readonly logRetention: RetentionDays;
}

// Placeholder mail addresses: replace with the real verified domain before the first deploy.
const stages: Record<StageName, StageSettings> = {
  dev: {
    name: 'dev',
    logLevel: 'DEBUG',
    mailDomain: 'example.com',
    mailFrom: 'no-reply@example.com',
    supportEmail: 'support@example.com',
    apiThrottle: { rateLimit: 20, burstLimit: 40 },
    logRetention: RetentionDays.ONE_WEEK,
  },
  prod: {
    name: 'prod',
    logLevel: 'INFO',
    mailDomain: 'example.com',
    mailFrom: 'no-reply@example.com',
    supportEmail: 'support@example.com',
    apiThrottle: { rateLimit: 200, burstLimit: 400 },
    logRetention: RetentionDays.THREE_MONTHS,
  },
};

const isStageName = (value: unknown): value is StageName => value === 'dev' || value === 'prod';

/** Unknown stages fail synth instead of silently deploying dev settings under another name. */
export const stageSettings = (value: unknown): StageSettings => {
  const name = value ?? 'dev';
  if (!isStageName(name)) {
    throw new Error(`Unknown stage ${JSON.stringify(name)}: use -c stage=dev or -c stage=prod`);
  }
  return stages[name];
};
