import { useQuery } from '@tanstack/react-query';
import { loadWebConfig } from '../../../lib/config';

/**
 * The address Contact Us messages are mailed to (the functions' SUPPORT_EMAIL),
 * from /config.json, so the page never shows another one. Undefined while
 * loading or if the stage's config has none.
 */
export const useSupportEmail = (): string | undefined =>
  useQuery({ queryKey: ['web-config'], queryFn: loadWebConfig, staleTime: Infinity, retry: false }).data?.supportEmail;
