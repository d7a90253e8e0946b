// check: names each generated case by its screen file (npm run check runs a changed screen's cases when no end-to-end file names its routes)
/**
 * Issue 9, bad replies for the calls a user sends only after filling a form or picking something
 * (tests/unit/bad-replies.test.tsx reaches every other endpoint in jsdom, but cannot fill these
 * forms). For each such call: bring the page to the tap (the double-submit cases), then for each
 * bad reply, make the dev API send it, tap, and check what the user sees: a message, the control
 * usable again, no loading left, still on the same page, nothing crashed, nothing typed lost.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appErrors, recordFigures, setOverridesLive, toastCount, useRobustBrowser } from './robustness-kit';
import { allSendingCases } from './generated-cases';

const browser = useRobustBrowser();

/** The bad replies a flaky network or a broken server gives (the 60 s time-out is covered in jsdom, with a shortened time-out). */
const badReplies: Record<string, Record<string, unknown>> = {
  'HTTP 500': { status: 500 },
  'HTML error page': { status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>', contentType: 'text/html' },
  'invalid JSON': { body: '{"code": 0, "data": {', contentType: 'application/json' },
  'empty body': { body: '', contentType: 'application/json' },
  'unknown code': { json: { code: 987654, message: 'Unexpected server state 987654' } },
  'connection lost': { networkError: true },
};

const sendingCases = allSendingCases();

/**
 * The sends that only a filled form or a pick reaches: every generated case that fills a field (a
 * new form screen is one), and these hand-written ones (named as in sending-cases.ts).
 */
const gated = [
  ...Object.entries(sendingCases).filter(([, c]) => c.generated && c.fields).map(([name]) => name),
  'bind card',
  'bind card from the order page',
  'rate a complaint reply',
  'legacy pay (commit)',
  'legacy pay (confirm the SMS code)',
  'legacy pay (pay online)',
  'send the landing SMS code',
  'register on the landing',
];

/** Values in the page's inputs, to check none is lost after a failed send. */
const typedValues = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('main input:not([type=radio]):not([type=file]), main textarea')].map((el) => el.value));

const figures: { case: string; endpoint: string; tried: string[]; passed: number }[] = [];

afterAll(() => {
  recordFigures('bad-replies-on-tap', { cases: figures.length, tried: figures.reduce((n, f) => n + f.tried.length, 0), passed: figures.reduce((n, f) => n + f.passed, 0), results: figures });
});

describe('bad replies to sends behind a form (issue 9)', () => {
  it('covers every case it names', () => {
    expect(gated.filter((name) => !(name in sendingCases))).toEqual([]);
  });

  it.each(gated)('%s', async (name) => {
    const c = sendingCases[name]!;
    const page = await browser.open(c.url, { overrides: c.overrides });
    const target = await c.prepare(page);
    await target.waitFor();
    const url = page.url();
    const typed = await typedValues(page);
    const tried: string[] = [];
    for (const [kind, override] of Object.entries(badReplies)) {
      await setOverridesLive(page, { ...c.overrides, [c.path]: override });
      const before = await toastCount(page);
      await target.click();
      // A message comes: a toast that is not a loading one ("Sending..."), or an alert on the page.
      await page.waitForFunction(
        (since) =>
          (window as unknown as { toastLog: string[] }).toastLog.slice(since).some((text) => !/\.\.\.$/.test(text)) || document.querySelector('main [role="alert"]') !== null,
        before,
        { timeout: 15000 },
      ).catch(() => {
        throw new Error(`${name}, ${kind}: no message shown after the failed send`);
      });
      // Loading is over: no busy or disabled control, no loading toast.
      await page.waitForFunction(
        (el) => !el?.hasAttribute('data-loading') && !el?.hasAttribute('disabled') && el?.getAttribute('aria-busy') !== 'true' && ![...document.querySelectorAll('[data-testid="toast"]')].some((t) => /\.\.\.$/.test(t.textContent ?? '')),
        await target.elementHandle(),
        { timeout: 15000 },
      ).catch(() => {
        throw new Error(`${name}, ${kind}: the control stayed busy or a loading toast stayed`);
      });
      expect(page.url(), `${name}, ${kind}: still on the same page`).toBe(url);
      expect(await typedValues(page), `${name}, ${kind}: nothing typed is lost`).toEqual(typed);
      tried.push(kind);
    }
    expect(appErrors(page), `${name}: no page error`).toEqual([]);
    figures.push({ case: name, endpoint: c.path, tried, passed: tried.length });
  });
});
