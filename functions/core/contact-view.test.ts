import { describe, expect, it } from 'vitest';
import { hasContactToReveal, revealOf, withoutInvalid } from './contact-view';
import { contactReportRequest, emptyCounts } from './schemas/contact-reports';
import type { PhysicianRecord } from './schemas/physician';

const record = (patch: Partial<PhysicianRecord> = {}): PhysicianRecord =>
  ({
    id: 'phy_1',
    personalEmail: 'ana@example.com',
    personalEmailVerifiedAt: '2026-03-04T00:00:00.000Z',
    workEmail: 'ana@clinic.example.org',
    workEmailVerifiedAt: '2025-12-01T00:00:00.000Z',
    phone: '555-0100',
    directDial: '555-0199',
    directDialVerifiedAt: '2026-01-02T00:00:00.000Z',
    ...patch,
  }) as PhysicianRecord;

describe('revealOf', () => {
  it('dates every field on its own, null when unknown, and names the stored field behind email and phone', () => {
    const r = revealOf(record(), undefined);
    expect(r).toMatchObject({ email: 'ana@example.com', emailField: 'personalEmail', emailVerifiedAt: '2026-03-04T00:00:00.000Z', phone: '555-0100', phoneField: 'phone', phoneVerifiedAt: null });
    expect(r.verifiedAt).toEqual({ personalEmail: '2026-03-04T00:00:00.000Z', workEmail: '2025-12-01T00:00:00.000Z', phone: null, directDial: '2026-01-02T00:00:00.000Z' });
    expect(r.reported).toEqual([]);
  });

  it('leaves out a field marked invalid, value and date, and falls back to the next one', () => {
    const r = revealOf(record(), { invalid: ['personalEmail', 'phone'], counts: emptyCounts() });
    expect(r).toMatchObject({ email: 'ana@clinic.example.org', emailField: 'workEmail', phone: '555-0199', phoneField: 'directDial', phoneVerifiedAt: '2026-01-02T00:00:00.000Z' });
    expect(r.verifiedAt?.personalEmail).toBeNull();
    expect(JSON.stringify(r)).not.toContain('ana@example.com');
  });

  it('flags a field as reported from three open reports, not two, and never a field it does not show', () => {
    expect(revealOf(record(), { invalid: [], counts: { ...emptyCounts(), phone: 2 } }).reported).toEqual([]);
    expect(revealOf(record(), { invalid: [], counts: { ...emptyCounts(), phone: 3, workEmail: 5 } }).reported).toEqual(['workEmail', 'phone']);
    expect(revealOf(record(), { invalid: ['phone'], counts: { ...emptyCounts(), phone: 3 } }).reported).toEqual([]);
  });

  it('withoutInvalid returns the record itself when nothing is invalid', () => {
    const r = record();
    expect(withoutInvalid(r, undefined)).toBe(r);
    expect(withoutInvalid(r, { invalid: ['workEmail'], counts: emptyCounts() })).not.toHaveProperty('workEmail');
  });

  it('leaves out the fields the physician hid (issue 25), value and date, like invalid ones', () => {
    const out = withoutInvalid(record(), { invalid: [], hidden: ['phone', 'directDial'], counts: emptyCounts() });
    expect(out).not.toHaveProperty('phone');
    expect(out).not.toHaveProperty('directDial');
    expect(out).not.toHaveProperty('directDialVerifiedAt');
    expect(revealOf(record(), { invalid: ['personalEmail'], hidden: ['phone'], counts: emptyCounts() })).toMatchObject({ email: 'ana@clinic.example.org', phone: '555-0199', phoneField: 'directDial' });
  });
});

describe('hasContactToReveal', () => {
  const none = { personalEmail: undefined, workEmail: undefined, phone: undefined, directDial: undefined };

  it('is false with no email and no phone on file, or with every stored one marked invalid: such a reveal spends nothing', () => {
    expect(hasContactToReveal(revealOf(record(none), undefined))).toBe(false);
    expect(hasContactToReveal(revealOf(record(), { invalid: ['personalEmail', 'workEmail', 'phone', 'directDial'], counts: emptyCounts() }))).toBe(false);
  });

  it('is true with any one email or phone left to hand out', () => {
    expect(hasContactToReveal(revealOf(record({ ...none, directDial: '555-0199' }), undefined))).toBe(true);
    expect(hasContactToReveal(revealOf(record({ ...none, workEmail: 'a@b.example.org' }), undefined))).toBe(true);
    expect(hasContactToReveal(revealOf(record(), { invalid: ['personalEmail', 'workEmail', 'phone'], counts: emptyCounts() }))).toBe(true);
  });
});

describe('contactReportRequest', () => {
  it('accepts the reasons that fit the field, trims the note and refuses the rest by field', () => {
    expect(contactReportRequest.parse({ field: 'workEmail', reason: 'bounced', note: '  no such mailbox ' })).toEqual({ field: 'workEmail', reason: 'bounced', note: 'no such mailbox' });
    expect(contactReportRequest.safeParse({ field: 'directDial', reason: 'not_this_person' }).success).toBe(true);
    const issues = (body: unknown) => contactReportRequest.safeParse(body).error?.issues.map((i) => i.path.join('.'));
    expect(issues({ field: 'phone', reason: 'bounced' })).toEqual(['reason']);
    expect(issues({ field: 'personalEmail', reason: 'wrong_number' })).toEqual(['reason']);
    expect(issues({ field: 'phone', reason: 'wrong_number', note: 'a\r\nb' })).toEqual(['note']);
    expect(issues({ field: 'phone', reason: 'wrong_number', note: 'x'.repeat(501) })).toEqual(['note']);
    expect(issues({ field: 'phone', reason: 'wrong_number', note: 'x'.repeat(500) })).toBeUndefined();
  });
});
