import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { alertUnsubscribeToken, readAlertUnsubscribeToken } from '../core/alert-token';
import type { Keyring } from '../core/ports';
import { digestMail, searchPathOf } from './digest-mail';

const keyring = (secret: string): Keyring => ({ hmac: async (purpose, value) => createHmac('sha256', `${secret}-${purpose}`).update(value).digest('hex') });

describe('digest mail', () => {
  const physicians = Array.from({ length: 23 }, (_, i) => ({
    id: `p${i}`,
    fullName: i === 0 ? '<script>alert(1)</script> & Co' : `Doc ${i}`,
    specialty: 'Cardiology',
    location: i === 1 ? '' : 'Austin, TX',
    matched: i === 0 ? ['licensed in TX', 'speaks <b>Spanish</b>'] : [],
  }));
  const mail = digestMail({
    to: 'r@example.com',
    siteUrl: 'https://site.example/',
    allToken: 'u.s.sig',
    sections: [{ name: 'Cardio "TX"', searchPath: searchPathOf({ specialty: ['Cardiology', 'A, B'], state: 'TX' }), total: 23, physicians, unsubscribeToken: 'u.s.sig' }],
  });

  it('names at most 20, says how many more, and escapes names in the HTML', () => {
    expect(mail.text.match(/^- /gm)).toHaveLength(20);
    expect(mail.text).toContain('...and 3 more');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; Co');
    expect(mail.text).toContain('See the search: https://site.example/search?specialty=Cardiology&specialty=A%2C+B&state=TX');
  });

  it('says who, where and what matched for each physician, escaped in the HTML', () => {
    expect(mail.text).toContain('- <script>alert(1)</script> & Co, Cardiology, Austin, TX (licensed in TX; speaks <b>Spanish</b>): https://site.example/physicians/p0');
    expect(mail.text).toContain('- Doc 1, Cardiology: https://site.example/physicians/p1');
    expect(mail.html).toContain('&#38; Co</a>, Cardiology, Austin, TX (licensed in TX; speaks &#60;b&#62;Spanish&#60;/b&#62;)</li>');
  });

  it('carries RFC 8058 one-click headers pointing at the API', () => {
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://site.example/api/alerts/unsubscribe?token=u.s.sig>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('unsubscribe tokens', () => {
  it('read back what they were made for; tampered, foreign-key or malformed ones are null', async () => {
    const k = keyring('one');
    const token = await alertUnsubscribeToken(k, 'user-1', ['s1', 's2']);
    expect(await readAlertUnsubscribeToken(k, token)).toEqual({ userId: 'user-1', searchIds: ['s1', 's2'] });
    expect(await readAlertUnsubscribeToken(k, token.replace('user-1', 'user-2'))).toBeNull();
    expect(await readAlertUnsubscribeToken(k, token.replace('s2', 's3'))).toBeNull();
    expect(await readAlertUnsubscribeToken(keyring('two'), token)).toBeNull();
    for (const bad of ['', 'a.b', 'a.b.c.d', `../x.s1.${token.split('.')[2]}`]) expect(await readAlertUnsubscribeToken(k, bad)).toBeNull();
  });
});
