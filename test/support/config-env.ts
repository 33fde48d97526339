/** The keys every stage needs, with placeholder values: config tests add STAGE and the Stripe keys they are about. */
export const baseConfigEnv = {
  AWS_REGION: 'us-east-1',
  TABLE_NAME: 't',
  USER_POOL_ID: 'us-east-1_abc',
  USER_POOL_CLIENT_ID: 'c',
  SEARCH_ENGINE: 'local',
  EXPORTS_BUCKET: 'b',
  CV_BUCKET: 'cv',
  MAIL_FROM: 'no-reply@example.com',
  SUPPORT_EMAIL: 'support@example.com',
  SITE_URL: 'https://example.com',
  STRIPE_PRICE_MONTHLY: 'price_m',
  STRIPE_PRICE_ANNUAL: 'price_a',
  ORIGIN_VERIFY_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:origin-verify-AbCdEf',
} as const;
