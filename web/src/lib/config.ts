import * as z from '@core/zod';

/**
 * Read at start from /config.json so one build serves every stage; the
 * local server and the CloudFront deployment each write their own.
 */
const webConfig = z.object({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** cognito-local's http endpoint; absent in AWS, where the regional endpoint is used. */
  userPoolEndpoint: z.url().optional(),
});
export type WebConfig = z.infer<typeof webConfig>;

/** Fails with every missing or malformed key at once. */
export const parseWebConfig = (raw: unknown): WebConfig => {
  const result = webConfig.safeParse(raw);
  if (!result.success) {
    const keys = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`Invalid /config.json: ${keys.join('; ')}`);
  }
  return result.data;
};

export const loadWebConfig = async (): Promise<WebConfig> => {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /config.json (HTTP ${response.status}).`);
  return parseWebConfig(await response.json());
};
