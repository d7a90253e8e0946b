/**
 * Issue 9, hostile input. Server-provided URLs are followed only when http(s) or an in-app path:
 * every URL field a screen follows × every hostile URL below is refused with the market's
 * message, without navigating, opening a window or running script. Server text shows as text,
 * images never load a script or data URL, frames are sandboxed, and crafted addresses (script in
 * the query, bad encodings, huge or repeated parameters, path traversal, unknown routes) show a
 * screen, the error state or the not-found screen, never a crash or a blank page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { notFoundRoute } from '../../src/app/prerendered-route';
import type { Page } from 'playwright-core';
import { appErrors, recordFigures, setOverrides, setOverridesLive, toastCount, useRobustBrowser, waitForToastSince, type RobustPage } from './robustness-kit';
import { compileProject } from '../../src/compiler/compile-project';
import { actionLabelAt, doesStep, fieldLabel, textAt, textOf } from '../support/screen-copy';
import { firstAgreementLink, giveConsent } from '../support/loan-consent';
import { sendingCallsIn } from '../support/sending-calls';
import { allSendingCases } from './generated-cases';

const browser = useRobustBrowser();
const root = join(import.meta.dirname, '../..');
const market = JSON.parse(readFileSync(join(root, 'config/market.json'), 'utf8')) as { messages: { unsafeUrl: string; close: string }; languages: { choices: { acceptLanguage: string }[] } };
const provider = 'kaagapay';

interface EndpointDef {
  method: string;
  path: string;
  success: 'int0' | 'str00';
  loadingText?: string;
}
interface ScreenDoc {
  id: string;
  entry?: string;
  routes: string[];
  query?: Record<string, unknown>;
  endpoints?: Record<string, EndpointDef>;
}
// As the app reads them: endpoints a fragment brings belong to each screen using it.
const screens = [...compileProject(root).documents.values()] as unknown as ScreenDoc[];
const screen = (id: string) => screens.find((s) => s.id === id) ?? (() => { throw new Error(`no screen ${id}`); })();
const endpointOf = (id: string, name: string) => {
  const def = screen(id).endpoints?.[name];
  if (!def) throw new Error(`screens/${id}.json has no endpoint "${name}"`);
  return { ...def, path: def.path.replaceAll('{provider}', provider) };
};
const successCode = (def: EndpointDef) => (def.success === 'int0' ? 0 : '00');
const failureCode = (def: EndpointDef) => (def.success === 'int0' ? 1 : '01');

/** URLs a server (or whoever tampers with its replies) could send instead of a web address. */
const hostileUrls = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' \t\n javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/steal',
  'http://',
  'https://exa mple.com/pay',
];

interface UrlField {
  screen: string;
  endpoint: string;
  /** Where the URL is in the reply's data. */
  field: string;
  url: string;
  /** Other overrides the page needs for the control to show. */
  overrides?: Record<string, unknown>;
  /** Once, after the page opens. */
  prepare?(page: Page): Promise<void>;
  /** The tap that calls the endpoint and follows the URL it returns. */
  trigger(page: Page): Promise<void>;
}

/** The channel sheet's pay button, and the footer button of `screen` that opens the sheet. */
const payInSheet = textAt('fragments/repayment-channels', actionLabelAt('fragments/repayment-channels', 'pay'));
const payViaSheet = (screen: string) => async (page: Page) => {
  const pay = page.getByRole('dialog').getByRole('button', { name: payInSheet });
  if (!(await pay.isVisible())) await page.getByRole('button', { name: textOf(screen, 'button that opens the channels', doesStep('open-dialog', { dialog: 'channels' }), 'label') }).click();
  await pay.click();
};
const closePromo = async (page: Page) => {
  await page.getByRole('dialog', { name: textAt('loan-confirm-new', '/dialogs/promo/title') }).getByRole('button', { name: market.messages.close }).click();
};
const productButton = (page: Page, name: string) => page.locator('.block-card').filter({ hasText: name }).getByRole('button').last();
const legacyWay = `/api/v1/${provider}/${provider}-api/service/loan/repayment-way`;

const urlFields: Record<string, UrlField> = {
  'payUrl (instalment)': { screen: 'repayment', endpoint: 'generateVcode', field: 'payUrl', url: '/repayment?productId=1&orderId=10174', trigger: payViaSheet('repayment') },
  'payUrl (extension)': { screen: 'repayment-delay', endpoint: 'generateVcode', field: 'payUrl', url: '/repaymentDelay?productId=1&orderId=10174', trigger: payViaSheet('repayment-delay') },
  lendDetailsUrl: {
    screen: 'loan-confirm', endpoint: 'push', field: 'lendDetailsUrl', url: '/loanConfirm?productId=1',
    prepare: giveConsent,
    trigger: (page) => page.getByRole('button', { name: textAt('loan-confirm', actionLabelAt('loan-confirm', 'loan')), exact: true }).click(),
  },
  contract_url: {
    screen: 'loan-confirm', endpoint: 'contractJump', field: 'contract_url', url: '/loanConfirm?productId=2',
    trigger: (page) => page.getByRole('button', { name: 'Privacy Policy' }).click(),
  },
  'ugnayUrl (variant 2 agreement)': {
    screen: 'loan-confirm-new', endpoint: 'contractJump', field: 'ugnayUrl', url: '/loanConfirmNew?productId=2', prepare: closePromo,
    trigger: (page) => firstAgreementLink(page, '2').click(),
  },
  'ugnayUrl (variant 2 confirm)': {
    screen: 'loan-confirm-new', endpoint: 'push', field: 'ugnayUrl', url: '/loanConfirmNew?productId=2', prepare: async (page) => { await closePromo(page); await giveConsent(page); },
    trigger: (page) => page.locator('footer').getByRole('button').click(),
  },
  'ugnayUrl (order page product)': {
    screen: 'loan-details', endpoint: 'productClick', field: 'ugnayUrl', url: '/order?productId=1&orderId=10021',
    trigger: (page) => productButton(page, 'SariLoan').click(),
  },
  'ugnayUrl (login failure product)': {
    screen: 'login-failure', endpoint: 'productLink', field: 'ugnayUrl', url: '/loginFailure',
    trigger: (page) => productButton(page, 'SariLoan').click(),
  },
  'url (legacy pay online)': {
    screen: 'pay-way', endpoint: 'huichao', field: 'url', url: '/payWay?orderId=10174&amount=1060000&productId=1',
    overrides: { [legacyWay]: { json: { code: '00', message: 'ok', data: { alipay: 1, repayToken: 'tok-1', bankCards: [] } } } },
    trigger: (page) => page.getByRole('button', { name: textAt('pay-way', actionLabelAt('pay-way', 'payOnline')) }).click(),
  },
};

/**
 * Issue 43: every address a sending call's reply gives and a step follows, found in the screens,
 * has a case: the hand-written one above, or one made from the call's own case (generated from
 * the screen, or hand-written for its tap), so a new screen that follows a reply's URL is covered.
 */
const followed = sendingCallsIn().flatMap((call) => call.followedUrls.map((field) => ({ call, field })));
const handUrlKeys = new Set(Object.values(urlFields).map((f) => `${f.screen}.json ${f.endpoint} ${f.field}`));
const sendingCases = allSendingCases();
for (const { call, field } of followed) {
  const key = `${call.screen} ${call.endpoint} ${field}`;
  if (handUrlKeys.has(key)) continue;
  const sending = Object.values(sendingCases).find((c) => c.screen === call.screen && c.endpoint === call.endpoint);
  if (!sending) continue; // the double-submit test names a call without a case
  let control: Awaited<ReturnType<typeof sending.prepare>> | undefined;
  urlFields[`${key} (generated)`] = {
    screen: call.screen.replace(/\.json$/, ''),
    endpoint: call.endpoint,
    field,
    url: sending.url,
    overrides: sending.overrides,
    async prepare(page) {
      control = await sending.prepare(page as RobustPage);
    },
    trigger: async () => control!.click(),
  };
}

/** Reads a real reply of the dev API from inside the page, to change one field of it: asked as the app asks (the contract's headers; issue 60). */
async function realReply(page: Page, path: string, fields: Record<string, string>): Promise<{ data: Record<string, unknown> } & Record<string, unknown>> {
  await page.locator('[data-screen]').first().waitFor(); // the dev API answers once the app has started
  return page.evaluate(
    async ({ path, fields, language }) => {
      const reply = await fetch(`/stations${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': language }, body: new URLSearchParams(fields).toString() });
      return (await reply.json()) as { data: Record<string, unknown> };
    },
    { path, fields, language: market.languages.choices[0]!.acceptLanguage },
  );
}

/** Nothing ran, nothing opened, the address did not change. */
function expectStayed(page: RobustPage, before: string, what: string) {
  expect(page.url(), `${what}: the address changed`).toBe(before);
  expect(page.popups, `${what}: a window opened`).toEqual([]);
  expect(page.alerts, `${what}: script ran`).toEqual([]);
  expect(appErrors(page), `${what}: page errors`).toEqual([]);
}

const figures = { urlCases: 0, urlRefused: 0, onLoadUrlCases: 0, textCases: 0, imageCases: 0, addresses: 0, framesChecked: 0, fields: [] as string[] };
afterAll(() => recordFigures('hostile-input', figures));

describe('hostile URLs from the server are refused with a message (issue 9)', () => {
  it('every URL a sending call follows from its reply has a case', () => {
    expect(followed.length).toBeGreaterThan(0);
    const covered = new Set(Object.values(urlFields).map((f) => `${f.screen}.json ${f.endpoint} ${f.field}`));
    expect(followed.map(({ call, field }) => `${call.screen} ${call.endpoint} ${field}`).filter((key) => !covered.has(key))).toEqual([]);
  });

  it.each(Object.entries(urlFields))('%s × every hostile URL', async (name, f) => {
    const def = endpointOf(f.screen, f.endpoint);
    const page = await browser.open(f.url, { overrides: f.overrides });
    await f.prepare?.(page);
    figures.fields.push(name);
    const failures: string[] = [];
    for (const hostile of hostileUrls) {
      const what = `${name} = ${JSON.stringify(hostile)}`;
      await setOverridesLive(page, { [def.path]: { json: { code: successCode(def), message: 'ok', data: { [f.field]: hostile } } } });
      const since = await toastCount(page);
      const before = page.url();
      await f.trigger(page);
      const refused = await waitForToastSince(page, since, market.messages.unsafeUrl, 5000).then(() => true, () => false);
      figures.urlCases += 1;
      if (!refused) {
        const toasts = await page.evaluate((n) => (window as unknown as { toastLog: string[] }).toastLog.slice(n), since);
        failures.push(`${what}: no refusal message (toasts: ${JSON.stringify([...new Set(toasts)])}; now at ${page.url().slice(0, 100)}; bridge: ${(page.bridgeCalls.at(-1) ?? '').slice(-120)})`);
        if (page.url() !== before) await page.goto(before);
        continue;
      }
      expectStayed(page, before, what);
      // The console line carries the params as JSON: look for the address as JSON writes it.
      expect(page.bridgeCalls.filter((call) => call.includes(JSON.stringify(hostile.trim()).slice(1, -1))), `${what}: handed to the host app`).toEqual([]);
      figures.urlRefused += 1;
      if (!def.loadingText) {
        // No loading toast comes between two taps, and the same message twice changes nothing on
        // the page: show another toast in between (a refused reply, whose text must stay text).
        await setOverridesLive(page, { [def.path]: { json: { code: failureCode(def), message: 'Not <b>now</b>' } } });
        const next = await toastCount(page);
        await f.trigger(page);
        await waitForToastSince(page, next, 'Not <b>now</b>');
      }
    }
    expect(failures).toEqual([]);
  });

  it('playeduL, followed when the order page opens, × each kind of hostile URL', async () => {
    const def = endpointOf('loan-details', 'loanDetails');
    const page = await browser.open('/order?productId=1&orderId=10151');
    await page.waitForURL(/\/loanConfirm\?/); // the seed's playeduL is an in-app path: followed
    const real = await realReply(page, def.path, { productId: '1', orderId: '10151' });
    // One page load each: the kinds of hostile URL, not every spelling (those run on the taps above).
    const kinds = ['javascript:alert(1)', ' \t\n javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/steal', 'https://exa mple.com/pay'];
    for (const [i, hostile] of kinds.entries()) {
      await page.evaluate((o) => sessionStorage.setItem('devapi.overrides', JSON.stringify(o)), { [def.path]: { json: { ...real, data: { ...real.data, playeduL: hostile } } } });
      // A new address each time: a new document, so only this load's toast can show.
      await page.goto(browser.url(`/order?productId=1&orderId=10151&case=${i}`));
      await page.getByTestId('toast').getByText(market.messages.unsafeUrl).waitFor();
      expect(new URL(page.url()).pathname).toBe('/order');
      expectStayed(page, page.url(), `playeduL = ${JSON.stringify(hostile)}`);
      figures.onLoadUrlCases += 1;
    }
  }, 120000);
});

describe('server text is shown as text (issue 9)', () => {
  const payload = '<img src=x onerror=alert(1)><script>alert(2)</script><b>bold</b>';
  const noMarkup = async (page: RobustPage, what: string) => {
    expect(await page.locator('img[src="x"], main script, main b').count(), `${what}: markup from the server became elements`).toBe(0);
    expect(page.alerts, `${what}: script ran`).toEqual([]);
  };

  it('customer service details, a complaint, an order and the landing template', async () => {
    const kf = endpointOf('customer-service', 'kfInfo');
    let page = await browser.open('/customerService', { overrides: { [kf.path]: { json: { code: 0, message: 'ok', data: { email: payload, smWa: `${payload}2`, tip: `${payload}3` } } } } });
    await page.getByText(payload, { exact: true }).waitFor();
    await noMarkup(page, 'customer service');
    figures.textCases += 1;

    const detail = endpointOf('complaint-details', 'detail');
    page = await browser.open('/aboutUs');
    const complaint = await realReply(page, detail.path, { problemId: '302' });
    await setOverrides(page, { [detail.path]: { json: { ...complaint, data: { ...complaint.data, content: payload, disposeDetail: `${payload}!` } } } });
    await page.goto(browser.url('/complainDetails?problemId=302'));
    await page.getByText(payload, { exact: true }).waitFor();
    await noMarkup(page, 'complaint details');
    figures.textCases += 1;

    const order = endpointOf('loan-details', 'loanDetails');
    const real = await realReply(page, order.path, { productId: '1', orderId: '10174' });
    await setOverrides(page, { [order.path]: { json: { ...real, data: { ...real.data, productName: payload } } } });
    await page.goto(browser.url('/order?productId=1&orderId=10174'));
    await page.getByText(payload, { exact: true }).first().waitFor();
    await noMarkup(page, 'order');
    figures.textCases += 1;

    const template = endpointOf('promo-register', 'template');
    page = await browser.open('/promotion/#/?id=1', {
      overrides: { [template.path]: { json: { code: '00', message: 'ok', data: { id: 1, title: payload, subtitle: payload, banner: '/stations/dev-assets/banner-Hi.svg', buttonText: 'Apply now' } } } },
    });
    await page.getByText(payload, { exact: true }).first().waitFor();
    await noMarkup(page, 'landing');
    figures.textCases += 1;
  });

  it('a server failure message in a toast', async () => {
    const save = endpointOf('complaint-form', 'save');
    const page = await browser.open('/complainPageNext?orderId=10174&orderNo=KGP2026071000125&problemType=5&typeTitle=Other', {
      overrides: { [save.path]: { json: { code: '01', message: payload } } },
    });
    await page.getByLabel(fieldLabel('complaint-form', 'detail')).fill('Text');
    await page.getByRole('button', { name: textAt('complaint-form', actionLabelAt('complaint-form', 'send')) }).click();
    await page.getByTestId('toast').getByText(payload, { exact: true }).waitFor();
    await noMarkup(page, 'toast');
    expect(await page.getByTestId('toast').locator('img, b, script').count()).toBe(0);
    figures.textCases += 1;
  });
});

describe('server image URLs never load script, data or another host (issue 9)', () => {
  it('repayment logos and the pay-code picture', async () => {
    const detail = endpointOf('repayment', 'detail');
    const page = await browser.open('/aboutUs');
    const outside: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).hostname === 'evil.example') outside.push(r.url());
    });
    const real = await realReply(page, detail.path, { productId: '1', orderId: '10174' });
    const images = ['javascript:alert(1)', 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', '//evil.example/logo.png'];
    for (const image of images) {
      const list = (real.data.repayList as Record<string, unknown>[]).map((c) => ({ ...c, logo: image }));
      await setOverrides(page, { [detail.path]: { json: { ...real, data: { ...real.data, productLogo: image, repayList: list } } } });
      await page.goto(browser.url('/repayment?productId=1&orderId=10174'));
      await page.getByText('Order No.').waitFor();
      await page.getByRole('button', { name: textOf('repayment', 'button that opens the channels', doesStep('open-dialog', { dialog: 'channels' }), 'label') }).click();
      await page.getByRole('dialog').getByRole('button', { name: payInSheet }).waitFor();
      expect(await page.locator('img[src^="javascript" i], img[src^="data:" i], img[src*="evil.example"]').count(), image).toBe(0);
      figures.imageCases += 1;
    }
    for (const image of images) {
      await page.goto(browser.url(`/repaymentOfCode?showType=2&payCode=123&repayAmount=100&payCodeImg=${encodeURIComponent(image)}`));
      await page.locator('[data-screen="repayment-code"]').waitFor();
      expect(await page.locator('img[src^="javascript" i], img[src^="data:" i], img[src*="evil.example"]').count(), image).toBe(0);
      figures.imageCases += 1;
    }
    expect(outside).toEqual([]);
    expect(page.alerts).toEqual([]);
  });
});

describe('crafted addresses show a screen, the error state or not-found (issue 9)', () => {
  const script = '<script>alert(1)</script>';
  const html = '"><img src=x onerror=alert(1)>';
  // Longer addresses are refused by web servers before the app sees them (HTTP 414/431).
  const huge = 'x'.repeat(6000);
  const badEncoding = '%E0%A4%A';

  /**
   * One crafted query per screen, from the parameters it declares (and a session one): script
   * text, raw HTML, a bad percent-encoding and a huge value spread over them, each parameter
   * repeated, and unknown ones (one address per screen keeps the sweep fast).
   */
  function craftedQuery(doc: ScreenDoc): string {
    const names = [...Object.keys(doc.query ?? {}), 'sessionId', 'deviceId'];
    const values = [encodeURIComponent(script), html, badEncoding, script];
    const pairs = names.map((n, i) => `${n}=${i === 0 ? huge : values[i % values.length]}`);
    return [...pairs, ...names.map((n) => `${n}=2`), `__proto__=x`, `constructor=y`, `zz=${encodeURIComponent(html)}`].join('&');
  }

  const addresses: [string, string][] = screens.map((doc) => {
    const route = doc.routes[0] ?? '/';
    return [doc.id, doc.entry === 'promotion' ? `/promotion/#${route}?${craftedQuery(doc)}` : `${route}?${craftedQuery(doc)}`];
  });
  // Addresses the host has no page for: nginx answers them 404 (400 for a path it cannot make sense
  // of), with the not-found page, as a real host must (no soft 404 a crawler or a CDN would keep).
  const missing = new Set(['path traversal', 'encoded path traversal', 'traversal after a route', 'extra segment', 'double slash host', 'script in the path', 'unknown route', 'wrong case']);
  // The not-found screen's own address is answered 404 as well (issue 63).
  for (const doc of screens) if (doc.routes.includes(notFoundRoute)) missing.add(doc.id);
  addresses.push(
    ['path traversal', '/../../etc/passwd'],
    ['encoded path traversal', '/%2e%2e/%2e%2e/etc/passwd'],
    ['traversal after a route', '/bindBank/..%2f..%2fetc/passwd'],
    ['extra segment', '/bindBank/extra'],
    ['double slash host', '//evil.example/x'],
    ['script in the path', `/${encodeURIComponent(script)}`],
    ['unknown route', '/definitelyNotARoute?x=1'],
    ['wrong case', '/BINDBANK'],
    ['landing unknown hash route', `/promotion/#/nowhere?x=${encodeURIComponent(script)}`],
    ['landing traversal hash', '/promotion/#/../../etc/passwd'],
    ['landing bad encoding', `/promotion/#/?id=${badEncoding}&app_from=${badEncoding}`],
  );

  it(`${addresses.length} addresses`, { timeout: 240000 }, async () => {
    const page = await browser.open('/aboutUs');
    await page.locator('[data-screen]').waitFor();
    const failures: string[] = [];
    for (const [name, address] of addresses) {
      page.errors.length = 0;
      page.alerts.length = 0;
      // From a blank page: a crafted link is opened afresh, never as a hash change of the last one.
      await page.goto('about:blank');
      const reply = await page.goto(browser.url(address), { waitUntil: 'commit' }).catch((error: Error) => {
        failures.push(`${name}: the page did not load: ${error.message.split('\n')[0]?.slice(0, 120)}`);
        return undefined;
      });
      if (reply === undefined) continue;
      const shown = page.locator('[data-screen], .screen-state[role="alert"]').first();
      const ok = await shown.waitFor({ timeout: 10000 }).then(() => true, () => false);
      const text = ok ? await page.waitForFunction(() => document.body.innerText.trim(), undefined, { timeout: 5000 }).then(() => 'shown', () => '') : '';
      const unsandboxed = await page.locator('iframe:not([sandbox])').count();
      figures.framesChecked += await page.locator('iframe').count();
      const broken = await page.locator('.block-failed').count();
      const notFound = missing.has(name);
      const status = reply?.status() ?? 0;
      const shownNotFound = notFound && (await page.locator('[data-screen="not-found"]').count()) > 0;
      const problems = [
        !notFound && status >= 400 ? `HTTP ${status}` : '',
        notFound && status !== 404 && status !== 400 ? `HTTP ${status} (expected 404 or 400: the host has no such page)` : '',
        notFound && ok && !shownNotFound ? 'not the not-found screen' : '',
        ok ? '' : 'no screen, error state or not-found screen',
        ok && text === '' ? 'blank page' : '',
        appErrors(page).length ? `page errors: ${appErrors(page).join(' | ')}` : '',
        page.alerts.length ? `script ran: ${page.alerts.join(' | ')}` : '',
        unsandboxed ? `${unsandboxed} iframe(s) without sandbox` : '',
        broken ? `${broken} block(s) failed` : '',
      ].filter(Boolean);
      if (problems.length) failures.push(`${name} ${address.slice(0, 120)}: ${problems.join('; ')}`);
      figures.addresses += 1;
    }
    expect(failures).toEqual([]);
  });
});
