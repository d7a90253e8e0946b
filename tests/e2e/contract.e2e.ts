// Issue 16: the production build against a backend that keeps SPEC's contract, not against the
// dev API. Every screen of tests/contract/screens.ts is opened in Chromium with each shape of the
// contract fixtures (tests/contract/replies/: numbers and 0/1 flags; numeric strings, "0"/"1" and
// optional fields absent): it must show its main content, never the bad-reply or failure text,
// and complete its main action. Only images and other files the fixtures do not cover come from
// the dev API.
import { describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import { sessionQuery } from '../../scripts/contract/contract-routes';
import { contractEndpoint, contractShapes, type ContractShape } from '../contract/fixtures';
import { contractScreens, type ContractScreen } from '../contract/screens';
import { screenshot, useBrowser } from './browser';

/** Answers every request a fixture covers with that fixture's reply in one shape. */
function fixtureAnswer(shape: ContractShape) {
  return (request: Request) => {
    const path = new URL(request.url).pathname.replace(new RegExp(`/${market.provider}(?=/|$)`, 'g'), '/{provider}');
    const endpoint = contractEndpoint(request.method, path);
    return endpoint ? Response.json(endpoint.shapes[shape]) : undefined;
  };
}

const address = (entry: ContractScreen) => (entry.entry === 'promotion' ? entry.route : `${entry.route}${entry.route.includes('?') ? '&' : '?'}${sessionQuery}`);

describe.each(contractShapes)('production build with the contract fixtures, shape "%s"', (shape) => {
  const browser = useBrowser();

  it.each(contractScreens.map((entry) => [entry.route, entry] as const))('%s: main content and main action', async (_route, entry) => {
    const page = await browser.open(address(entry), undefined, { answer: fixtureAnswer(shape), latencyMs: 0 });
    const sent: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith(`${market.apiBase}/`)) sent.push(`${request.method()} ${url.pathname.slice(market.apiBase.length)}`);
    });
    await page.locator(`[data-screen="${entry.screen}"]`).first().waitFor();
    for (const text of entry.mainText) await page.getByText(text, { exact: false }).first().waitFor({ timeout: 10000 });
    const body = await page.locator('body').innerText();
    for (const failure of [market.messages.badReply, market.messages.blockFailed, market.messages.screenFailed]) expect(body).not.toContain(failure);
    await screenshot(page, `contract-${shape}-${entry.screen}-${entry.route.replace(/[^A-Za-z0-9]+/g, '-').slice(1, 40)}`);

    const action = entry.mainAction;
    if (action) {
      for (const [label, value] of Object.entries(action.fills ?? {})) await page.getByLabel(label).first().fill(value);
      for (const label of action.ticks ?? []) await page.getByRole('checkbox', { name: label }).check();
      for (const tap of action.taps) {
        const [label, scope] = typeof tap === 'string' ? [tap, page.locator('body')] : [tap.inDialog, page.getByRole('dialog')];
        // The control named exactly (it may be in a sheet still opening), else the first whose name contains the label.
        const exact = scope.getByRole('button', { name: label, exact: true }).or(scope.getByRole('link', { name: label, exact: true })).first();
        const named = await exact.waitFor({ timeout: 5000 }).then(() => true, () => false);
        await (named ? exact : scope.getByRole('button', { name: label }).or(scope.getByRole('link', { name: label })).first()).click();
      }
      const call = action.call?.replace(/\{provider\}/g, market.provider);
      if (call) await expect.poll(() => sent, { timeout: 10000 }).toContain(call);
      if (action.navigatesTo) await page.waitForURL((url) => url.pathname === action.navigatesTo || url.hash.startsWith(`#${action.navigatesTo}`), { timeout: 10000 });
    }
    expect(await page.getByText(market.messages.badReply).count()).toBe(0);
    expect(page.errors).toEqual([]);
  });
});
