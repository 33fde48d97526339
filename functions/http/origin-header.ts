/** The custom origin header CloudFront adds to every /api request (infra/site.ts); the local server adds it too. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
