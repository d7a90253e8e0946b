// @vitest-environment node
import { describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import { SUPPORT_TIP } from './customer-service';
import { post, postForm, useDevApiServer, type TestEnvelope } from './test-client';

useDevApiServer();

describe('customer service', () => {
  it('serves the company email and phone from the market config', async () => {
    const reply = await post<{ email: string; smWa: string; tip: string }>('/v3/personal-center/contact-kf-info', { overall: 30 });
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({ email: market.company.email, smWa: market.company.phone });
    expect(reply.data.tip).toBe(SUPPORT_TIP.en);
  });

  it('gives its tip in the language the request asks for', async () => {
    const acceptLanguage = market.languages.choices.find((choice) => choice.code === 'fil')!.acceptLanguage;
    const reply = (await (await postForm('/v3/personal-center/contact-kf-info', { overall: 30 }, { headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': acceptLanguage } })).json()) as TestEnvelope<{ tip: string }>;
    expect(reply.data.tip).toBe(SUPPORT_TIP.fil);
  });

  it('refuses another overall value', async () => {
    const reply = await post('/v3/personal-center/contact-kf-info', { overall: 31 });
    expect(reply.code).not.toBe(0);
    expect(reply.message).toContain('overall must be 30');
  });
});
