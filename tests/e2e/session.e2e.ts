// Issue 16 finding 5, in Chromium on the production build: the page's own address holds the
// session (CONTRACT "API"). The test preview opens Customer service with edited device values in
// the address; that page's contact-kf-info call must carry them, not the values the app started with.
import { describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import { screenshot, useBrowser } from './browser';
import { doesStep, fieldLabel, ofType, textOf } from '../support/screen-copy';

const sessionOf = (address: string) => {
  const query = new URL(address).searchParams;
  return Object.fromEntries(market.sessionParams.filter((name) => query.has(name)).map((name) => [name, query.get(name)]));
};

describe('session values from the address (production build)', () => {
  const browser = useBrowser();

  it('Customer service opened from the test preview calls with the edited device values', async () => {
    const page = await browser.open('/testPreview?appVersion=1.0.0&deviceName=Redmi&deviceId=dev-old&osVersion=12&sessionId=sess-old&gps_adid=ad-old');
    const edited = { appVersion: '2.4.0', deviceName: 'Galaxy A15', deviceId: 'dev-new', osVersion: '14', sessionId: 'sess-new', gps_adid: 'ad-new' };
    for (const [name, value] of Object.entries(edited)) await page.getByLabel(fieldLabel('test-preview', name)).fill(value);
    const kfInfo = page.waitForRequest((request) => request.url().includes('/v3/personal-center/contact-kf-info'));
    await page.getByRole('link', { name: textOf('test-preview', 'button to /customerService', doesStep('navigate', { to: '/customerService' }), 'label') }).click();
    await page.locator('[data-screen="customer-service"]').waitFor();
    expect(sessionOf(page.url())).toEqual(edited);
    expect(sessionOf((await kfInfo).url())).toEqual(edited);
    await page.getByRole('heading', { name: textOf('customer-service', 'level-1 heading', ofType('heading', { level: 1 })) }).waitFor();
    await screenshot(page, 'session-customer-service');
  });
});
