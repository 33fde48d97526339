import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DAILY_CAPS } from '../functions/core/fair-use-caps';

/** The stages the functions' config accepts that are also deployed to AWS. */
export type StageName = 'dev' | 'prod';

/** Size of the OpenSearch domain. Zone awareness follows from the data node count (2+ nodes: spread over 2 AZs). */
export interface SearchDomainSettings {
  readonly dataNodes: number;
  readonly dataNodeInstanceType: string;
  /** gp3 volume per data node. */
  readonly volumeGiB: number;
  /** Dedicated cluster managers; absent means the data nodes elect the cluster manager among themselves. */
  readonly dedicatedMasters?: { readonly count: 3 | 5; readonly instanceType: string };
  /**
   * Replica copies of each shard (OPENSEARCH_REPLICAS of the ops commands, set on the index they create).
   * At most dataNodes - 1: OpenSearch never puts a replica on its primary's node, so more would stay
   * unassigned and the cluster yellow. 0 on a single node; 1+ where a node failure must not lose search.
   */
  readonly replicas: number;
}

/**
 * Requests one client IP may make per 5 minutes before the WAF answers 429 (infra/README.md, "Edge protection").
 * Per 5 minutes because WAF counts fewer than that per window poorly (it checks about every 10 s).
 */
export interface WafLimits {
  /** Every request to the distribution: pages, assets, API. */
  readonly all: number;
  /** POST to the public forms (contact, resume submission, removal) and their confirmations. */
  readonly publicWrites: number;
  /** GET /api/physicians/…: profile pages, the thing a scraper wants. */
  readonly profileReads: number;
}

export interface StageSettings {
  readonly name: StageName;
  readonly logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  /** The SES identity the stateful stack creates; verified by adding its DKIM records (output MailDkimRecords) to DNS. */
  readonly mailDomain: string;
  readonly mailFrom: string;
  readonly supportEmail: string;
  /** Steady-state and burst request rates for the whole HTTP API stage. */
  readonly apiThrottle: { readonly rateLimit: number; readonly burstLimit: number };
  readonly logRetention: RetentionDays;
  readonly search: SearchDomainSettings;
  /** Contact reveals one user may make per UTC day before 429 (CONTACT_REVEAL_DAILY_CAP). */
  readonly contactRevealDailyCap: number;
  /** CSV rows one user may export per UTC day before 429 (EXPORT_DAILY_CAP). */
  readonly exportDailyCap: number;
  /** Requests per client address and hour on the public forms before 429 (RATE_LIMIT_*_PER_HOUR). */
  readonly rateLimitsPerHour: { readonly contact: number; readonly submissions: number; readonly removals: number };
  /** Rate-based rules of the web ACL in front of CloudFront. */
  readonly waf: WafLimits;
  /** Stripe price ids behind the spec's price_monthly and price_annual (not secrets; the Stripe keys are). */
  /** `team`: the per-seat yearly price with the volume tiers of functions/core/team-pricing.ts (infra/README.md). */
  readonly stripePrices: { readonly monthly: string; readonly annual: string; readonly team: string };
}

// Placeholder mail addresses and Stripe price ids: replace with the real values before the first deploy.
const stages: Record<StageName, StageSettings> = {
  dev: {
    name: 'dev',
    logLevel: 'DEBUG',
    mailDomain: 'example.com',
    mailFrom: 'no-reply@example.com',
    supportEmail: 'support@example.com',
    apiThrottle: { rateLimit: 20, burstLimit: 40 },
    logRetention: RetentionDays.ONE_WEEK,
    // The smallest domain AWS offers: enough for the 1,000 seeded profiles and a few testers.
    search: { dataNodes: 1, dataNodeInstanceType: 't3.small.search', volumeGiB: 10, replicas: 0 },
    // The caps the plan copy states (functions/core/fair-use-caps.ts): change them there, not per stage.
    contactRevealDailyCap: DAILY_CAPS.reveals,
    exportDailyCap: DAILY_CAPS.exportRows,
    // Testers share office addresses: looser than prod.
    rateLimitsPerHour: { contact: 20, submissions: 20, removals: 20 },
    // Testers share an office address and reload often.
    waf: { all: 5000, publicWrites: 100, profileReads: 1000 },
    stripePrices: { monthly: 'price_dev_monthly_placeholder', annual: 'price_dev_annual_placeholder', team: 'price_dev_team_placeholder' },
  },
  prod: {
    name: 'prod',
    logLevel: 'INFO',
    mailDomain: 'example.com',
    mailFrom: 'no-reply@example.com',
    supportEmail: 'support@example.com',
    apiThrottle: { rateLimit: 200, burstLimit: 400 },
    logRetention: RetentionDays.THREE_MONTHS,
    // One shard plus one replica of up to 1M profiles (README, "Sizing for 1,000,000 physicians"): two
    // memory-optimized Graviton nodes in two AZs, each holding the whole index (and a rebuild's second
    // copy) in page cache. Three dedicated cluster managers keep the quorum through any single node
    // failure and through maintenance; surviving the loss of a whole AZ would take 3 AZs (and 3 data nodes).
    search: {
      dataNodes: 2,
      dataNodeInstanceType: 'r7g.large.search',
      volumeGiB: 20,
      dedicatedMasters: { count: 3, instanceType: 'm7g.large.search' },
      // One copy per AZ: either node serves every search alone while the other is replaced.
      replicas: 1,
    },
    // The caps the plan copy states (functions/core/fair-use-caps.ts): change them there, not per stage.
    contactRevealDailyCap: DAILY_CAPS.reveals,
    exportDailyCap: DAILY_CAPS.exportRows,
    rateLimitsPerHour: { contact: 5, submissions: 5, removals: 5 },
    waf: { all: 3000, publicWrites: 30, profileReads: 300 },
    stripePrices: { monthly: 'price_prod_monthly_placeholder', annual: 'price_prod_annual_placeholder', team: 'price_prod_team_placeholder' },
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
