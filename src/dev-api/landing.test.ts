// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db, REGISTERED_PHONE } from './db';
import { LANDING_BASE } from './landing';
import { get, getQuery, post, useDevApiServer } from './test-client';

useDevApiServer();

// A Philippine mobile number in the form the landing sends (config/market.json mobile.sendFormat).
const NEW_PHONE = '09171234567';

async function session(): Promise<{ sid: string; captcha: string }> {
  const sid = (await get<{ sid: string }>(`${LANDING_BASE}/promotion/get-sid`)).data.sid;
  const image = await getQuery(`${LANDING_BASE}/promotion/get-captcha`, { sid, t: 1762300000000 });
  expect(image.headers.get('content-type')).toBe('image/svg+xml');
  expect(await image.text()).toMatch(/^<svg .*<\/svg>$/);
  return { sid, captcha: image.headers.get('x-dev-captcha') ?? '' };
}

function smsFields(phone: string, sid: string, capcode: string) {
  return { phone, capcode, sid, deviceId: sid, appName: 'Kaagapay', app_from: 'fb', user_from: 'promo2026', utm_tag: 'nov' };
}

function registerFields(phone: string, sid: string, capcode: string, smsCode: string) {
  return { ...smsFields(phone, sid, capcode), merchantNumber: 0, userName: phone, smsCode, invite_code: 'JUAN2026', id: '1' };
}

describe('landing', () => {
  it('serves the channel template with code 00, and a message for an unknown one', async () => {
    const reply = await get<{ id: number; title: string; banner: string }>(`${LANDING_BASE}/service/channel/channel-template`, { templateId: 2 });
    expect(reply).toMatchObject({ code: '00', data: { id: 2, title: 'Payday Promo' } });
    expect(reply.data.banner).toMatch(/^\/stations\/dev-assets\/banner-.+\.svg$/);
    expect((await get(`${LANDING_BASE}/service/channel/channel-template`)).code).toBe('00');
    expect(await get(`${LANDING_BASE}/service/channel/channel-template`, { templateId: 77 })).toMatchObject({ code: '01', message: 'Channel template 77 not found.' });
  });

  it('records visit and click tracking', async () => {
    const query = { page_id: 1, user_from: 'promo2026', client_type: 'android', page_type: 1, utm_tag: 'nov', app_from: 'fb' };
    expect((await get(`${LANDING_BASE}/promotion/track-visit`, query)).code).toBe(0);
    await get(`${LANDING_BASE}/promotion/track-click`, { ...query, phone: NEW_PHONE });
    expect(db.trackVisits[0]).toMatchObject({ page_id: '1', client_type: 'android' });
    expect(db.trackClicks[0]).toMatchObject({ phone: NEW_PHONE });
    expect((await get(`${LANDING_BASE}/promotion/track-conversion`, { UC: 'uc-77', event: 'register' })).code).toBe(0);
    expect(db.trackConversions).toEqual([expect.objectContaining({ UC: 'uc-77', event: 'register' })]);
  });

  it('remembers a 4-character captcha per sid and replaces it on refresh', async () => {
    const { sid, captcha } = await session();
    expect(captcha).toMatch(/^[A-Z2-9]{4}$/);
    expect(db.captchas.get(sid)).toBe(captcha);
    await getQuery(`${LANDING_BASE}/promotion/get-captcha`, { sid, t: 2 });
    expect(db.captchas.get(sid)).not.toBe(captcha);
    expect((await getQuery(`${LANDING_BASE}/promotion/get-captcha`)).status).toBe(400);
  });

  it('sends the SMS (0) when the captcha matches, then registers (0), after which the phone counts as registered (11)', async () => {
    const { sid, captcha } = await session();
    expect(await post(`${LANDING_BASE}/promotion/get-sms`, smsFields(NEW_PHONE, sid, captcha.toLowerCase()))).toMatchObject({ code: 0, message: 'The code has been sent. Please check your phone.' });
    expect(db.smsSent).toEqual([{ phone: NEW_PHONE, code: '123456', sid }]);
    expect(await post(`${LANDING_BASE}/promotion/register`, registerFields(NEW_PHONE, sid, captcha, '111111'))).toMatchObject({ code: 3, message: 'The SMS code is wrong.' });
    expect(await post(`${LANDING_BASE}/promotion/register`, registerFields(NEW_PHONE, sid, captcha, '123456'))).toMatchObject({ code: 0, message: 'Registration successful' });
    expect((await post(`${LANDING_BASE}/promotion/get-sms`, smsFields(NEW_PHONE, sid, captcha))).code).toBe(11);
  });

  it('answers 101 to a wrong captcha on get-sms and -1 on register', async () => {
    const { sid } = await session();
    expect(await post(`${LANDING_BASE}/promotion/get-sms`, smsFields(NEW_PHONE, sid, 'ZZZZ'))).toMatchObject({ code: 101 });
    expect(await post(`${LANDING_BASE}/promotion/register`, registerFields(NEW_PHONE, sid, 'ZZZZ', '123456'))).toMatchObject({ code: -1 });
    expect((await post(`${LANDING_BASE}/promotion/get-sms`, smsFields(NEW_PHONE, 'sid-never-issued', 'ABCD'))).code).toBe(101);
  });

  it('answers 11 for the seeded registered phone, on get-sms and register', async () => {
    const { sid, captcha } = await session();
    expect(await post(`${LANDING_BASE}/promotion/get-sms`, smsFields(REGISTERED_PHONE, sid, captcha))).toMatchObject({ code: 11, message: 'You are already registered. Please download the app and log in.' });
    expect((await post(`${LANDING_BASE}/promotion/register`, registerFields(REGISTERED_PHONE, sid, captcha, '123456'))).code).toBe(11);
  });

  it('answers another code with a message for a bad phone or a register before any SMS', async () => {
    const { sid, captcha } = await session();
    const badPhone = { code: 1, message: 'Please enter a valid mobile number, e.g. 0917 123 4567' };
    // Not a Philippine mobile number (SPEC's Chinese pattern, a Manila landline), or not the one form the page sends.
    for (const phone of ['13800138000', '0288885240', '0917 123 4567', '+639171234567', '9171234567']) {
      expect(await post(`${LANDING_BASE}/promotion/get-sms`, smsFields(phone, sid, captcha)), phone).toMatchObject(badPhone);
    }
    expect(await post(`${LANDING_BASE}/promotion/register`, registerFields(NEW_PHONE, sid, captcha, '123456'))).toMatchObject({ code: 2, message: 'Please get an SMS code first.' });
  });
});
