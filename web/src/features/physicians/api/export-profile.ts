import { errorBody } from '@core/schemas/error';
import { ApiError } from '../../../lib/api';
import { bearerToken } from '../../../lib/auth/amplify-auth';

const fileNameOf = (disposition: string | null): string | undefined =>
  disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i)?.[1];

const save = (href: string, fileName: string) => {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};

/**
 * GET /api/admin/physicians/{id}/export (admins): the full profile as a CSV
 * download. lib/api.ts reads JSON only, so this one call reads a blob itself.
 */
export const downloadProfileExport = async (id: string): Promise<void> => {
  const token = await bearerToken();
  let response: Response;
  try {
    response = await fetch(`/api/admin/physicians/${encodeURIComponent(id)}/export`, {
      headers: { Accept: 'text/csv, application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    const parsed = errorBody.safeParse(await response.json().catch(() => undefined));
    if (parsed.success) throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
    throw new ApiError(response.status, 'INTERNAL', `Request failed (HTTP ${response.status}).`);
  }
  const fallbackName = `physician-${id}.csv`;
  // Tolerate a signed-URL answer ({url, fileName}) like POST /api/exports gives.
  if (response.headers.get('Content-Type')?.includes('application/json')) {
    const body = (await response.json()) as { url?: unknown; fileName?: unknown };
    if (typeof body.url !== 'string') throw new ApiError(response.status, 'INTERNAL', 'No data was returned from the export function');
    return save(body.url, typeof body.fileName === 'string' ? body.fileName : fallbackName);
  }
  const url = URL.createObjectURL(await response.blob());
  save(url, fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName);
  // Revoked a moment later: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
