// Issue 42: the API on its own origin, as a lender may host it. The build behind nginx names the
// API's origin ($kaagapay_api_origin), the stand-in API (npm run api) answers there with CORS for the
// site's origin, and Chromium sends a complaint with a photo. The preflights Chromium sends must be
// exactly the calls the built API document marks (dist/openapi.json, src/contract/cors-rule.ts), so
// the document's CORS sentence cannot drift from the browser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import market from '../../config/market.json' with { type: 'json' };
import { startDevApiUpstream, type DevApiUpstream } from '../../scripts/lib/dev-api-upstream';
import { freePort } from '../../scripts/lib/nginx-host';
import { preflightedCalls } from '../../src/contract/cors-rule';
import { actionLabelAt, fieldLabel, ofType, pointerOf, screenCopy, textAt } from '../support/screen-copy';
import { cameraPhoto } from './camera-photo';
import { useOwnHost } from './own-host';

let api: DevApiUpstream;
let siteOrigin = '';
let sitePort = 0;
beforeAll(async () => {
  sitePort = await freePort();
  siteOrigin = `http://127.0.0.1:${sitePort}`;
  api = await startDevApiUpstream({ corsOrigins: [siteOrigin] });
});
afterAll(() => api?.close());
// Registered after the hook above, so the API's origin is known when the host starts.
const own = useOwnHost(() => ({ port: sitePort, values: { kaagapay_api_origin: api.url } }));

const sendComplaint = textAt('complaint-form', actionLabelAt('complaint-form', 'send'));
const sentHeading = screenCopy('complaint-form').dialog('sent').firstText('heading');
const uploadFailed = textAt('complaint-form', `${pointerOf('complaint-form', 'photo upload', ofType('image-upload'))}/failedLabel`);
const apiPath = (url: string) => new URL(url, 'http://x').pathname.slice(market.apiBase.length);

/** The complaint form of order 10180 (SPEC screen 3), reached through its type and sub-type, in a fresh context. */
async function openComplaintForm(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${own.host.url}/complaint?orderId=10180&sessionId=s-42`);
  await page.getByRole('button', { name: 'Collection' }).click();
  await page.getByRole('link', { name: 'Contacting my family or references' }).click();
  await page.waitForURL(/\/complainPageNext\?/);
  await page.getByLabel(fieldLabel('complaint-form', 'detail')).fill('They call my references every day.');
  return page;
}

describe('the API on another origin than the site (issue 42)', () => {
  it('sends a complaint with a photo, and Chromium preflights exactly the calls the API document names', async () => {
    const context = await own.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await openComplaintForm(context);
      const complaintsBefore = ((await (await fetch(`${api.url}/stations/dev-api/state`)).json()) as { complaints: unknown[] }).complaints.length;
      await page.getByTestId('images-input').setInputFiles([await cameraPhoto(page, 'a.jpg')]);
      await page.locator('.upload-tile[data-status="done"]').waitFor({ timeout: 20000 });
      await page.getByRole('button', { name: sendComplaint }).click();
      await page.getByText(sentHeading).waitFor();

      const document = JSON.parse(readFileSync(join(inject('outDir'), 'openapi.json'), 'utf8')) as Parameters<typeof preflightedCalls>[0];
      const named = preflightedCalls(document).map((call) => `${call.method} ${call.path}`).sort();
      const preflights = api.seen.filter((request) => request.method === 'OPTIONS');
      const sent = [...new Set(preflights.map((request) => `${String(request.headers['access-control-request-method'])} ${apiPath(request.url)}`))].sort();
      expect(sent, 'the preflights Chromium sent, against the calls the API document marks x-kaagapay-cors-preflight').toEqual(named);
      // Only the method was asked for: every header the app sends is safelisted (Accept-Language, Content-Type).
      for (const request of preflights) {
        expect(request.headers.origin).toBe(siteOrigin);
        expect(request.headers['access-control-request-headers']).toBeUndefined();
      }

      // The page above spoke English; the market's every language value is safelisted too, on a GET
      // and a form POST as src/api/request.ts sends them (Chromium would preflight otherwise).
      const preflightCount = preflights.length;
      for (const { acceptLanguage } of market.languages.choices)
        await page.evaluate(
          async ({ base, language }) => {
            await fetch(`${base}/user-problem/problem-init?type=1`, { headers: { 'Accept-Language': language } });
            await fetch(`${base}/user-problem/problem-list`, { method: 'POST', headers: { 'Accept-Language': language, 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' }, body: 'status=0' });
          },
          { base: `${api.url}${market.apiBase}`, language: acceptLanguage },
        );
      expect(api.seen.filter((request) => request.method === 'OPTIONS')).toHaveLength(preflightCount);

      const calls = api.seen.filter((request) => request.method !== 'OPTIONS').map((request) => `${request.method} ${apiPath(request.url)}`);
      expect(calls).toEqual(expect.arrayContaining(['POST /user-problem/upload-problem-img', 'POST /user-problem/problem-save']));
      // Every call went to the API's origin, none through the site's own /stations (the dev API's
      // pictures are paths of the page's origin, docs/dev-api.md, so nginx still serves those).
      const throughSite = own.upstream.seen.filter((request) => !request.url.startsWith(`${market.apiBase}/dev-assets/`));
      expect(throughSite.map((request) => `${request.method} ${request.url}`)).toEqual([]);
      const state = (await (await fetch(`${api.url}/stations/dev-api/state`)).json()) as { complaints: { images: string[] }[]; uploads: unknown[] };
      expect(state.complaints).toHaveLength(complaintsBefore + 1);
      expect(state.complaints.at(-1)?.images).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it("the landing's captcha picture loads from the API's origin as a CORS request, without the cookies the browser holds for it (issue 60), from an http: API as on staging (issue 63)", async () => {
    // Both policies in force, the page's <meta> and nginx's header: this API is plain http, as the
    // docs' staging recipe has it, and the picture must still show (else nobody registers there).
    const context = await own.browser.newContext({ viewport: { width: 390, height: 844 } });
    const blocked: string[] = [];
    try {
      // A cookie the browser holds for the API's host: a plain <img> would send it (the site and the API
      // differ only by port, the same site); the picture's crossorigin="anonymous" must not.
      await context.addCookies([{ name: 'api_visit', value: 'kept-by-the-browser', url: api.url }]);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      const seenBefore = api.seen.length;
      await page.goto(`${own.host.url}/promotion/#/?id=1&app_from=fb`);
      await page.waitForFunction(() => {
        const picture = document.querySelector<HTMLImageElement>('img[src*="get-captcha"]');
        return Boolean(picture?.complete && picture.naturalWidth > 0);
      }, undefined, { timeout: 20000 });
      expect(await page.locator('img[src*="get-captcha"]').getAttribute('src')).toMatch(new RegExp(`^${api.url}${market.apiBase}/`));
      const captcha = api.seen.slice(seenBefore).filter((request) => request.method === 'GET' && apiPath(request.url).endsWith('/promotion/get-captcha'));
      expect(captcha.length, 'the picture asked of the API origin').toBeGreaterThan(0);
      for (const request of captcha) {
        expect(request.headers.cookie, 'no cookie to the API origin').toBeUndefined();
        expect(request.headers.origin, 'a CORS request, answered with Access-Control-Allow-Origin').toBe(siteOrigin);
      }
      expect(blocked, 'what the page\'s policies refused').toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an API that answers CORS for another origin only: the photo and the send fail, and the page says so', async () => {
    const context = await own.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await openComplaintForm(context);
      api.setCorsOrigins(['https://elsewhere.example.ph']);
      // The save (a simple request) goes, but its reply is withheld from the page: the network error.
      await page.getByRole('button', { name: sendComplaint }).click();
      await page.getByTestId('toast').getByText(market.messages.networkError, { exact: true }).first().waitFor();
      expect(await page.getByText(sentHeading).count()).toBe(0);
      // The photo's preflight is refused: it never leaves, and its tile says so.
      const preflightsBefore = api.seen.filter((request) => request.method === 'OPTIONS').length;
      await page.getByTestId('images-input').setInputFiles([await cameraPhoto(page, 'b.jpg')]);
      const failed = page.locator('.upload-tile[data-status="failed"]');
      await failed.waitFor({ timeout: 20000 });
      await failed.getByRole('alert').getByText(uploadFailed).waitFor();
      await page.getByTestId('toast').getByText(market.messages.networkError, { exact: true }).first().waitFor();
      expect(api.seen.filter((request) => request.method === 'OPTIONS').length).toBe(preflightsBefore + 1);
      const last = api.seen.at(-1);
      expect(`${last?.method} ${apiPath(last?.url ?? '')}`).toBe('OPTIONS /user-problem/upload-problem-img');
    } finally {
      api.setCorsOrigins([siteOrigin]);
      await context.close();
    }
  });
});
