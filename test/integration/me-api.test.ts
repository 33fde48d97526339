import { describe, expect, it } from 'vitest';
import { me } from '../../functions/core/schemas/me';
import { api, seedUser, tokenOf } from '../support/stack';

describe('GET /api/me', () => {
  it('is 401 without a token', async () => {
    expect((await api('/api/me')).status).toBe(401);
  });

  it('describes a premium recruiter with the Annual Plan and every capability', async () => {
    const res = await api('/api/me', { token: await tokenOf('premium recruiter') });
    expect(res.status).toBe(200);
    const body = me.parse(res.body);
    expect(body.email).toBe(seedUser('premium recruiter').email);
    expect(body.isAdmin).toBe(false);
    expect(body.subscription).toMatchObject({ subscribed: true, tier: 'premium', plan_name: 'Annual Plan' });
    expect(Object.values(body.capabilities).filter((v) => v === false)).toEqual([false]); // only isDemo
  });

  it('marks the admin group as admin, on the free plan', async () => {
    const body = me.parse((await api('/api/me', { token: await tokenOf('admin') })).body);
    expect(body.isAdmin).toBe(true);
    expect(body.subscription).toMatchObject({ subscribed: false, tier: 'free', plan_name: 'Free Plan' });
  });

  it('marks the demo group as demo with every capability off', async () => {
    const body = me.parse((await api('/api/me', { token: await tokenOf('demo') })).body);
    expect(body.isDemo).toBe(true);
    expect(body.capabilities).toEqual({
      isDemo: true,
      canCreateLists: false,
      canSaveLists: false,
      canExport: false,
      canViewContactInfo: false,
      canSaveCandidates: false,
    });
  });

  it('refuses a token signed by someone else', async () => {
    const real = await tokenOf('admin');
    const [h, p] = real.split('.');
    const forged = `${h}.${p}.${Buffer.from('not the signature').toString('base64url')}`;
    expect((await api('/api/me', { token: forged })).status).toBe(401);
  });
});
