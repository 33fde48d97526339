/**
 * Read at start from /config.json so one build serves every stage; the
 * local server and the CloudFront deployment each write their own. Checked
 * by hand, not with zod: this runs before the first page, and zod is not
 * loaded that early.
 */
export interface WebConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** cognito-local's http endpoint; absent in AWS, where the regional endpoint is used. */
  userPoolEndpoint?: string;
  /** The functions' SUPPORT_EMAIL, where Contact Us messages go; shown on the contact page. */
  supportEmail?: string;
}

const required = ['region', 'userPoolId', 'userPoolClientId'] as const;

const isHttpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Fails with every missing or malformed key at once. */
export const parseWebConfig = (raw: unknown): WebConfig => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error('Invalid /config.json: (root): expected an object');
  const record = raw as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of required) {
    const value = record[key];
    if (typeof value !== 'string' || value === '') problems.push(`${key}: expected a non-empty string`);
  }
  const endpoint = record.userPoolEndpoint;
  if (endpoint !== undefined && (typeof endpoint !== 'string' || !isHttpUrl(endpoint))) problems.push('userPoolEndpoint: expected an http(s) URL');
  const supportEmail = record.supportEmail;
  if (supportEmail !== undefined && (typeof supportEmail !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(supportEmail))) problems.push('supportEmail: expected an email address');
  if (problems.length > 0) throw new Error(`Invalid /config.json: ${problems.join('; ')}`);
  const config: WebConfig = { region: String(record.region), userPoolId: String(record.userPoolId), userPoolClientId: String(record.userPoolClientId) };
  if (typeof endpoint === 'string') config.userPoolEndpoint = endpoint;
  if (typeof supportEmail === 'string') config.supportEmail = supportEmail;
  return config;
};

export const loadWebConfig = async (): Promise<WebConfig> => {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /config.json (HTTP ${response.status}).`);
  return parseWebConfig(await response.json());
};
