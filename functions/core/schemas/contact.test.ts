import { describe, expect, it } from 'vitest';
import { contactMessageInput, singleLine } from './contact';

const valid = { name: 'Ada Recruiter', email: 'ada@example.com', subject: 'Enterprise plans', message: 'How do enterprise plans work?' };

describe('singleLine', () => {
  it.each([
    ['Ada\r\nBcc: victim@example.com', 'Ada Bcc: victim@example.com'],
    ['  Ada \r\n\r\n Lovelace  ', 'Ada Lovelace'],
    ['Ada\rLovelace', 'Ada Lovelace'],
    ['Ada\nLovelace', 'Ada Lovelace'],
    ['Ada\tLovelace\u0000\u007f\u0085x', 'Ada Lovelace x'],
    ['Ada\u2028Lovelace\u2029x', 'Ada Lovelace x'],
    ['Zoë  Ångström', 'Zoë Ångström'],
  ])('%j → %j', (raw, clean) => {
    expect(singleLine(raw)).toBe(clean);
  });
});

describe('contactMessageInput', () => {
  it('makes name and subject one line and keeps the message paragraphs', () => {
    const out = contactMessageInput.parse({
      ...valid,
      name: 'Ada\r\nBcc: victim@example.com',
      subject: 'Hello\r\nX-Injected: yes\n',
      message: 'First line.\r\nSecond line.\n\nThird paragraph.',
    });
    expect(out.name).toBe('Ada Bcc: victim@example.com');
    expect(out.subject).toBe('Hello X-Injected: yes');
    expect(out.message).toBe('First line.\r\nSecond line.\n\nThird paragraph.');
    expect(`${out.name}${out.subject}`).not.toMatch(/[\r\n]/);
  });

  it('checks the lengths of the cleaned text: line breaks do not make a name long enough', () => {
    const res = contactMessageInput.safeParse({ ...valid, name: '\r\nA\r\n', subject: 'Hi\r\n\r\n\r\n' });
    expect(res.success).toBe(false);
    const fields = res.error?.issues.map((i) => i.path.join('.')).sort();
    expect(fields).toEqual(['name', 'subject']);
  });
});
