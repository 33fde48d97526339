import type { Route } from '../../functions/routes';
import type { Exchange } from './contract';
import type { Allowance } from './state';

const paramsOf = (route: Route, url: string): Record<string, string> => {
  const pattern = new RegExp(`^${route.path.replace(/\{([^}/]+)\}/g, '(?<$1>[^/]+)')}$`);
  const groups = pattern.exec(url.split('?')[0] ?? '')?.groups ?? {};
  return Object.fromEntries(
    Object.entries(groups).map(([k, v]) => {
      try {
        return [k, decodeURIComponent(v)];
      } catch {
        return [k, v];
      }
    }),
  );
};

const idOfBody = (text: string): string | undefined => {
  try {
    const v = JSON.parse(text) as { id?: unknown };
    return typeof v.id === 'string' ? v.id : undefined;
  } catch {
    return undefined;
  }
};

const countOfBody = (text: string): number => {
  try {
    const v = JSON.parse(text) as { count?: unknown };
    return typeof v.count === 'number' ? v.count : 0;
  } catch {
    return 0;
  }
};

/**
 * What a successful request may change, by route. A route missing here may
 * change nothing the snapshot sees, so a new writing route that succeeds
 * under fuzzing fails until it is described. Refusals are allowed nothing.
 */
const writers: Record<string, (x: Exchange, params: Record<string, string>, allowed: Allowance) => void> = {
  'POST /api/lists': (x, _p, a) => void a.resources.add(`list:${idOfBody(x.response.text)}`),
  'PATCH /api/lists/{id}': (_x, p, a) => void a.resources.add(`list:${p.id}`),
  'DELETE /api/lists/{id}': (_x, p, a) => void a.resources.add(`list:${p.id}`),
  'POST /api/lists/{id}/physicians': (_x, p, a) => void a.resources.add(`list:${p.id}`),
  'DELETE /api/lists/{id}/physicians/{physicianId}': (_x, p, a) => void a.resources.add(`list:${p.id}`),
  'POST /api/saved-searches': (x, _p, a) => void a.resources.add(`savedSearch:${idOfBody(x.response.text)}`),
  'DELETE /api/saved-searches/{id}': (_x, p, a) => void a.resources.add(`savedSearch:${p.id}`),
  'PATCH /api/me/profile': (_x, _p, a) => void a.resources.add('profile'),
  'POST /api/exports': (x, _p, a) => void (a.exported += countOfBody(x.response.text)),
  // Anyone may submit a resume, but it stays out of the pending queue until its mailed link confirms (never under fuzzing).
  'POST /api/submissions': () => undefined,
};

/** Adds the effects of one exchange. Only the fuzzed user's resources are watched, so only their successes count, except submissions. */
export const allow = (allowed: Allowance, x: Exchange): void => {
  const { status } = x.response;
  if (status < 200 || status >= 300) return;
  const key = `${x.route.method} ${x.route.path}`;
  if (x.caller !== 'authorized' && key !== 'POST /api/submissions') return;
  writers[key]?.(x, paramsOf(x.route, x.request.url), allowed);
};
