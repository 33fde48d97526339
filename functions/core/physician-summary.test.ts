import { describe, expect, it } from 'vitest';
import { summaryOf } from './physician';
import type { PhysicianRecord } from './schemas/physician';

const record = (over: Partial<PhysicianRecord>): PhysicianRecord => ({
  id: 'phy_verified01', firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee', title: 'MD', specialty: 'Cardiology', organization: 'Mercy',
  organizationSize: '', organizationRevenue: '', organizationIndustry: '', city: 'Austin', state: 'TX', location: 'Austin, TX', skills: [], education: [],
  licenseStates: [], boardCertifications: [], languages: [], taxonomyCodes: [], source: 'seed', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

/** Issue 24: the table's verified dates come with the summary; the values never do. */
describe('summaryOf verified dates', () => {
  it('gives the newest date of the stored emails and phones, and no contact value', () => {
    const s = summaryOf(record({
      personalEmail: 'ann@example.com', personalEmailVerifiedAt: '2026-03-01T00:00:00.000Z',
      workEmail: 'ann@mercy.example.org', workEmailVerifiedAt: '2026-05-01T00:00:00.000Z',
      phone: '5125550100', phoneVerifiedAt: '2026-02-01T00:00:00.000Z',
    }));
    expect(s).toMatchObject({ emailLastVerifiedAt: '2026-05-01T00:00:00.000Z', phoneLastVerifiedAt: '2026-02-01T00:00:00.000Z', hasEmail: true, hasPhone: true });
    expect(JSON.stringify(s)).not.toMatch(/example\.com|mercy\.example|5125550100/);
  });

  it('leaves a date out when its field is empty or undated', () => {
    const s = summaryOf(record({ workEmailVerifiedAt: '2026-05-01T00:00:00.000Z', directDial: '5125550101' }));
    expect(s).not.toHaveProperty('emailLastVerifiedAt');
    expect(s).not.toHaveProperty('phoneLastVerifiedAt');
  });
});
