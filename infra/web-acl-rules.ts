import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { WafLimits } from './stages';

/** Every rule's name is also its CloudWatch metric, with sampled requests, so each can be watched and tuned. */
const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

/** The body of a rate-limited answer: the API's own error shape (DESIGN, API contract), so the web shows its usual message. */
export const RATE_LIMITED_BODY_KEY = 'rate-limited';
export const customResponseBodies: Record<string, CfnWebACL.CustomResponseBodyProperty> = {
  [RATE_LIMITED_BODY_KEY]: {
    contentType: 'APPLICATION_JSON',
    content: JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many requests from this connection. Please try again in a few minutes.' } }),
  },
};

/** The window of every rate-based rule; WAF also offers 60, 120 and 600 s. */
export const RATE_WINDOW_SECONDS = 300;

/** Paths of the public forms: contact, resume submission and removal, each with its confirmation. */
export const publicWritePaths = ['/api/contact-messages', '/api/submissions', '/api/removal-requests'] as const;
/** Profile pages and their contact reveal; the search (/api/physicians?…) has no slash after physicians. */
export const profileReadPath = '/api/physicians/';

const uriStartsWith = (path: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: path,
    // A percent-encoded path must not slip past the count.
    textTransformations: [{ priority: 0, type: 'URL_DECODE' }],
  },
});

const methodIs = (method: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: { fieldToMatch: { method: {} }, positionalConstraint: 'EXACTLY', searchString: method, textTransformations: [{ priority: 0, type: 'NONE' }] },
});

const rateRule = (name: string, priority: number, limit: number, scopeDownStatement?: CfnWebACL.StatementProperty): CfnWebACL.RuleProperty => ({
  name,
  priority,
  action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: RATE_LIMITED_BODY_KEY } } },
  statement: {
    rateBasedStatement: { limit, aggregateKeyType: 'IP', evaluationWindowSec: RATE_WINDOW_SECONDS, ...(scopeDownStatement ? { scopeDownStatement } : {}) },
  },
  visibilityConfig: visibility(name),
});

const managedRule = (name: string, priority: number, ruleActionOverrides?: CfnWebACL.RuleActionOverrideProperty[]): CfnWebACL.RuleProperty => ({
  name: `AWS-${name}`,
  priority,
  overrideAction: { none: {} },
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ...(ruleActionOverrides ? { ruleActionOverrides } : {}) } },
  visibilityConfig: visibility(`AWS-${name}`),
});

/**
 * The rules of the web ACL, cheapest first: known bad sources, then the
 * per-IP rates (WAF counts by the connecting IP, which a viewer cannot
 * forge), then the content inspections.
 */
export const webAclRules = (limits: WafLimits): CfnWebACL.RuleProperty[] => [
  managedRule('AWSManagedRulesAmazonIpReputationList', 0),
  rateRule('RateAll', 1, limits.all),
  rateRule(
    'RatePublicWrites',
    2,
    limits.publicWrites,
    { andStatement: { statements: [methodIs('POST'), { orStatement: { statements: publicWritePaths.map(uriStartsWith) } }] } },
  ),
  rateRule('RateProfileReads', 3, limits.profileReads, { andStatement: { statements: [methodIs('GET'), uriStartsWith(profileReadPath)] } }),
  managedRule('AWSManagedRulesKnownBadInputsRuleSet', 4),
  // SizeRestrictions_BODY blocks bodies over 8 KB: a resume submission or a list add of 500 ids is
  // larger, and the API caps bodies itself (256 KB, 413). Counted, so it still shows in the metrics.
  managedRule('AWSManagedRulesCommonRuleSet', 5, [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }]),
];

export const webAclVisibility = visibility;
