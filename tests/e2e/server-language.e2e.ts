import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import market from '../../config/market.json';
import { sessionQuery } from '../../scripts/contract/contract-routes';
import complaintForm from '../../screens/complaint-form.json' with { type: 'json' };
import { COMPLAINT_TYPES } from '../../src/dev-api/complaint-types';
import { SAVE_REFUSALS } from '../../src/dev-api/complaints';
import { CHANNEL_TEMPLATES } from '../../src/dev-api/landing';
import { screenshot, useBrowser, type TestPage } from './browser';
import { inFilipino } from './in-filipino';

// Issue 28: every API call carries the page's language (Accept-Language, src/api/request.ts) and the
// dev API answers its texts in it (src/dev-api/server-language.ts), so a Filipino page shows the
// server's names and messages in Filipino. The browser's own language is English here: only the
// page's (lang=fil) asks for Filipino. Texts come from the dev API's data and the screens' JSON.
const browser = useBrowser();
const choice = (code: string) => market.languages.choices.find((candidate) => candidate.code === code)!;

/** The Accept-Language of every API call the page makes from now on (its pictures under the API base are the browser's own requests). */
function apiLanguages(page: TestPage): Promise<string | undefined>[] {
  const sent: Promise<string | undefined>[] = [];
  page.on('request', (request: Request) => {
    const call = ['fetch', 'xhr'].includes(request.resourceType()) && new URL(request.url()).pathname.startsWith(`${market.apiBase}/`);
    if (call) sent.push(request.headerValue('accept-language').then((value) => value ?? undefined));
  });
  return sent;
}

describe('the server’s texts in the page’s language (production build)', () => {
  it('a Filipino complaint start lists the question types in Filipino, asked for with the Filipino Accept-Language', async () => {
    const page = await browser.open('/faq');
    const sent = apiLanguages(page);
    await page.goto(browser.url(`/complaint?orderId=10180&lang=fil&${sessionQuery}`));
    for (const type of COMPLAINT_TYPES) await page.getByRole('button', { name: type.title.fil, exact: true }).waitFor();
    expect(await page.getByRole('button', { name: COMPLAINT_TYPES[0]!.title.en, exact: true }).count()).toBe(0);
    await screenshot(page, 'server-language-complaint-fil');
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(await Promise.all(sent))).toEqual(new Set([choice('fil').acceptLanguage]));
    expect(page.errors).toEqual([]);
  });

  it('the English page lists them in English, with the English Accept-Language', async () => {
    const page = await browser.open('/faq');
    const sent = apiLanguages(page);
    await page.goto(browser.url(`/complaint?orderId=10180&${sessionQuery}`));
    await page.getByRole('button', { name: COMPLAINT_TYPES[0]!.title.en, exact: true }).waitFor();
    expect(new Set(await Promise.all(sent))).toEqual(new Set([choice('en').acceptLanguage]));
  });

  it('a complaint the server refuses shows its reason in Filipino under the description', async () => {
    const page = await browser.open(`/complainPageNext?orderId=10174&orderNo=KGP2026071000125&problemType=2&lang=fil&${sessionQuery}`);
    const description = page.getByRole('textbox');
    await description.fill('4123 4567 8901 2345');
    await page.getByRole('button', { name: inFilipino(complaintForm.footer[0]!.label), exact: true }).click();
    await expect.poll(() => description.evaluate((field) => (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? ''))).toContain(SAVE_REFUSALS.cardNumber.fil);
    expect(page.errors).toEqual([]);
  });

  it('the promotion landing shows its channel template in Filipino', async () => {
    const template = CHANNEL_TEMPLATES['2']!;
    const page = await browser.open(`/promotion/#/?id=${template.id}&lang=fil`);
    await page.getByText(template.subtitle.fil, { exact: true }).waitFor();
    await page.getByRole('button', { name: template.buttonText.fil, exact: true }).waitFor();
    // Its banner is the one picture of every language (CONTRACT "API": no URL changes with it), and has no words.
    const banner = page.locator(`img[src="${template.banner}"]`);
    expect(await banner.count()).toBe(1);
    const drawn = await banner.evaluate(async (image: HTMLImageElement) => (await (await fetch(image.src)).text()).match(/<text[\s>]/g)?.length ?? 0);
    expect(drawn, 'words drawn in the banner').toBe(0);
    await screenshot(page, 'server-language-landing-fil');
    expect(page.errors).toEqual([]);
  });
});
