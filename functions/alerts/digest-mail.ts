import type { OutgoingMail } from '../core/public-form-ports';
import { type DigestPhysician, digestLineOf } from './digest-details';

/** What a digest shows per saved search: at most DIGEST_NAMES_MAX names. */
export const DIGEST_NAMES_MAX = 20;

export interface DigestSection {
  readonly name: string;
  /** /search?... of the saved search. */
  readonly searchPath: string;
  readonly total: number;
  readonly physicians: readonly DigestPhysician[];
  readonly unsubscribeToken: string;
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** /search?… of a saved search: lists as repeated parameters, as the search page reads them. */
export const searchPathOf = (params: Record<string, unknown>): string => {
  const url = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (Array.isArray(v)) for (const item of v) url.append(k, String(item));
    else if (v !== undefined && v !== null && v !== '') url.set(k, String(v));
  }
  const qs = url.toString();
  return qs ? `/search?${qs}` : '/search';
};

const unsubscribePage = (site: string, token: string) => `${site}/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * One mail for all of a user's alerts that found something: text and HTML,
 * and RFC 8058 one-click headers whose POST turns off every alert in it.
 */
export const digestMail = (input: { to: string; siteUrl: string; sections: readonly DigestSection[]; allToken: string }): OutgoingMail => {
  const site = input.siteUrl.replace(/\/$/, '');
  const total = input.sections.reduce((n, s) => n + s.total, 0);
  const subject = `${total} new ${total === 1 ? 'physician matches' : 'physicians match'} your saved search${input.sections.length === 1 ? '' : 'es'}`;
  const text = [
    subject,
    '',
    ...input.sections.flatMap((s) => [
      `${s.name}: ${s.total} new`,
      ...s.physicians.slice(0, DIGEST_NAMES_MAX).map((p) => `- ${digestLineOf(p)}: ${site}/physicians/${p.id}`),
      ...(s.total > DIGEST_NAMES_MAX ? [`...and ${s.total - DIGEST_NAMES_MAX} more`] : []),
      `See the search: ${site}${s.searchPath}`,
      `Stop alerts for this search: ${unsubscribePage(site, s.unsubscribeToken)}`,
      '',
    ]),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(subject)}</p>`,
    ...input.sections.map(
      (s) =>
        `<h2>${escapeHtml(s.name)}: ${s.total} new</h2><ul>${s.physicians
          .slice(0, DIGEST_NAMES_MAX)
          .map((p) => `<li><a href="${escapeHtml(`${site}/physicians/${p.id}`)}">${escapeHtml(p.fullName)}</a>${escapeHtml(digestLineOf(p).slice(p.fullName.length))}</li>`)
          .join('')}</ul>${s.total > DIGEST_NAMES_MAX ? `<p>…and ${s.total - DIGEST_NAMES_MAX} more</p>` : ''}` +
        `<p><a href="${escapeHtml(site + s.searchPath)}">See the search</a> · <a href="${escapeHtml(unsubscribePage(site, s.unsubscribeToken))}">Stop alerts for this search</a></p>`,
    ),
  ].join('\n');
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${site}/api/alerts/unsubscribe?token=${encodeURIComponent(input.allToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
};
