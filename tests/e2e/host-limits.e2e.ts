// Issue 41: behind nginx, request limits per client address where abuse is cheap (the landing's SMS
// code and registration, complaint photo uploads, every API call): over a limit's burst nginx answers
// 429 with Retry-After, the API never sees the call, and the landing says to wait and keeps what
// was typed. Calls go through the build's own site to the dev API upstream.
import { describe, expect, it } from 'vitest';
import market from '../../config/market.json' with { type: 'json' };
import { sessionQuery } from '../../scripts/contract/contract-routes';
import { rateLimits, retryAfterS } from '../../src/build/nginx-site';
import { actionLabelAt, filled, screenCopy, startingWith, textAt } from '../support/screen-copy';
import { screenshot } from './browser';
import { useOwnHost } from './own-host';
import { inFilipino } from './in-filipino';

const own = useOwnHost();

const smsPath = `${market.apiBase}/api/v2/${market.provider}/promotion/get-sms`;
const uploadPath = `${market.apiBase}/user-problem/upload-problem-img`;

const askSms = () =>
  fetch(`${own.host.url}${smsPath}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'phone=09171234567&capcode=ABCD&sid=s1' });

const upload = () => {
  const form = new FormData();
  form.append('problemImage', new Blob([new Uint8Array(2048)], { type: 'image/jpeg' }), 'photo.jpg');
  return fetch(`${own.host.url}${uploadPath}?${sessionQuery}`, { method: 'POST', body: form });
};

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('request limits behind nginx (issue 41)', () => {
  it('answers 429 with Retry-After to SMS code requests past the burst: 30 in 10 s from one address', async () => {
    const { burst, perMinute } = rateLimits.sms;
    const seen = () => own.upstream.seen.filter((request) => request.url.startsWith(smsPath)).length;
    const before = seen();
    const replies: Response[] = [];
    for (let i = 0; i < 30; i++) {
      replies.push(await askSms());
      await pause(10000 / 30);
    }
    const statuses = replies.map((reply) => reply.status);
    // The first and the burst go through; over 10 s the rate allows at most two more.
    expect(statuses.slice(0, burst + 1)).not.toContain(429);
    expect(statuses[burst + 1]).toBe(429);
    const passed = statuses.filter((status) => status !== 429).length;
    expect(passed).toBeLessThanOrEqual(burst + 1 + Math.ceil((perMinute * 10) / 60));
    expect(seen() - before).toBe(passed);
    const refused = replies.filter((reply) => reply.status === 429);
    for (const reply of refused) expect(reply.headers.get('retry-after')).toBe(String(retryAfterS('sms')));
    expect(refused[0]?.headers.get('cache-control')).toBe('no-store');
  }, 30000);

  /** A text of the landing as a page in `lang` shows it. */
  const inLanguage = (lang: string, english: string) => (lang ? inFilipino(english) : english);
  const getCode = (lang: string) => filled(inLanguage(lang, textAt('promo-register', actionLabelAt('promo-register', 'sendSms'))), { state: { smsLeft: 0 } });

  it.each([
    ['English', ''],
    ['Filipino', '&lang=fil'],
  ])('the landing in %s says to wait before asking again, and keeps the mobile number and code typed', async (_language, lang) => {
    const context = await own.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${own.host.url}/promotion/?app_from=fb&user_from=promo2026&utm_tag=nov&id=1${lang}`);
      const mobile = page.getByLabel(startingWith(inLanguage(lang, screenCopy('promo-register').label('mobile'))));
      const captcha = page.getByLabel(startingWith(inLanguage(lang, screenCopy('promo-register').label('imgValidate'))));
      await mobile.fill('0917 123 4567');
      await captcha.fill('ABCD');
      // Whatever the rate gave back since, this address is over its burst again.
      for (let i = 0; i <= rateLimits.sms.burst + 1; i++) await askSms();
      await page.getByRole('button', { name: getCode(lang), exact: true }).click();
      await page.getByTestId('toast').getByText(inLanguage(lang, market.messages.tooManyRequests), { exact: true }).waitFor();
      await screenshot(page, `landing-too-many-requests${lang ? '-fil' : ''}`);
      expect(await mobile.inputValue()).toBe('0917 123 4567');
      expect(await captcha.inputValue()).toBe('ABCD');
    } finally {
      await context.close();
    }
  });

  it('answers 429 with Retry-After to photo uploads past the burst', async () => {
    const statuses: number[] = [];
    const replies = await Promise.all(Array.from({ length: 30 }, () => upload()));
    for (const reply of replies) statuses.push(reply.status);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(rateLimits.upload.burst + 2);
    const refused = replies.find((reply) => reply.status === 429);
    expect(refused?.headers.get('retry-after')).toBe(String(retryAfterS('upload')));
  });
});
