// @vitest-environment node
import { describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import { post, useDevApiServer } from './test-client';

useDevApiServer();

describe('customer service', () => {
  it('serves the company email and phone from the market config', async () => {
    const reply = await post<{ email: string; smWa: string; tip: string }>('/v3/personal-center/contact-kf-info', { overall: 30 });
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({ email: market.company.email, smWa: market.company.phone });
    expect(reply.data.tip).toMatch(/Monday to Saturday/);
  });

  it('refuses another overall value', async () => {
    const reply = await post('/v3/personal-center/contact-kf-info', { overall: 31 });
    expect(reply.code).not.toBe(0);
    expect(reply.message).toContain('overall must be 30');
  });
});
