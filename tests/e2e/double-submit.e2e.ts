// check: names each generated case by its screen file (npm run check runs a changed screen's cases when no end-to-end file names its routes)
/**
 * Issue 9, double submits: every step that sends something to the server ignores taps while its
 * call is pending. Each case delays one endpoint's reply (a dev-API override), taps the control
 * twice in one frame, double-clicks it, presses Enter on it when it has the focus, taps it again
 * while the reply is still pending, and counts the requests that reached the server: exactly one.
 *
 * The cases come from the screens: every non-GET endpoint called by a step of a screens/*.json has
 * a case generated from its document (tests/e2e/generated-cases.ts), so a screen added as JSON is
 * covered with no line here; a hand-written case (sending-cases.ts) replaces it where the walk
 * needs what no document says. The guard is the renderer's, so it holds for any screen.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { appErrors, recordFigures, requestsTo, toastText, useRobustBrowser } from './robustness-kit';
import { allSendingCases, notTapped } from './generated-cases';
import { actionLabelAt, fieldLabel, textAt } from '../support/screen-copy';
import { sendingCallsIn } from '../support/sending-calls';
import { formatProblem } from '../../src/lib/problem';

const browser = useRobustBrowser();
/** Long enough for the second tap and the Enter to land while the first call is pending. */
const PENDING_MS = 2500;
const cases = allSendingCases();

const figures: { case: string; endpoint: string; taps: string[]; requests: number; pendingShown: boolean }[] = [];

afterAll(() => {
  recordFigures('double-submit', { cases: figures.length, oneRequestEach: figures.filter((f) => f.requests === 1).length, results: figures });
});

describe('double submits (issue 9): one request per tap burst', () => {
  it('every sending call found in screens/ has a case that reaches its tap', () => {
    const calls = sendingCallsIn();
    expect(calls.length, 'the screens have sending calls').toBeGreaterThan(0);
    const covered = new Set(Object.values(cases).flatMap((c) => [c.endpoint, ...Object.keys(c.alsoOnce ?? {})].map((e) => `${c.screen} ${e}`)));
    expect(calls.map((c) => `${c.screen} ${c.endpoint}`).filter((key) => !covered.has(key) && !(key in notTapped))).toEqual([]);
    // What a generated case cannot walk is named with the JSON that would let it (the case itself fails the same way).
    const unreachable = Object.values(cases).flatMap((c) => {
      const call = c.generated ? calls.find((k) => k.screen === c.screen && k.endpoint === c.endpoint) : undefined;
      if (!call) return [];
      return [...('missing' in call.control ? [call.control.missing] : []), ...call.unfillable.map(formatProblem)];
    });
    expect(unreachable).toEqual([]);
  });

  it.each(Object.entries(cases))('%s', async (name, c) => {
    const delayed = [c.path, ...Object.values(c.alsoOnce ?? {})];
    const page = await browser.open(c.url, { overrides: { ...c.overrides, ...Object.fromEntries(delayed.map((p) => [p, { delayMs: PENDING_MS }])) } });
    const target = await c.prepare(page);
    await target.waitFor();
    const box = await target.boundingBox();
    if (!box) throw new Error(`${name}: the control to tap has no box`);
    const before = requestsTo(page, c.path).length;
    const reply = page.waitForResponse((r) => new URL(r.url()).pathname === `/stations${c.path}`, { timeout: 15000 });
    const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // Two taps in the same frame (as a phone delivers a quick double tap while busy rendering):
    // the second comes before React has re-rendered the control as busy, so only the guard can
    // stop it. Then a real double-click and Enter on the control, which the busy state must stop.
    await target.evaluate((el: HTMLElement) => {
      el.click();
      el.click();
    });
    const taps = ['two taps in one frame'];
    // While the reply is pending: the control shows it (loading or disabled) or a loading toast does.
    const handle = await target.elementHandle({ timeout: 1000 }).catch(() => null);
    const pendingShown = await page
      .waitForFunction(
        (el) =>
          Boolean(el && (el.hasAttribute('data-loading') || el.hasAttribute('disabled') || el.getAttribute('aria-busy') === 'true')) ||
          [...document.querySelectorAll('[data-testid="toast"]')].some((t) => /\.\.\.$/.test(t.textContent ?? '')),
        handle,
        { timeout: 2000 },
      )
      .then(() => true, () => false);
    // A control that goes away at once (a dialog closing first) is not tapped again: the tap would
    // land on whatever is under it.
    const stillThere = () => target.isVisible().catch(() => false);
    if (await stillThere()) {
      await page.mouse.dblclick(center.x, center.y);
      taps.push('double-click');
    }
    if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 1000 }).catch(() => false)) {
      await page.keyboard.press('Enter');
      taps.push('Enter');
    }
    if (await stillThere()) {
      await page.mouse.click(center.x, center.y);
      taps.push('tap while pending');
    }
    await reply;
    // Give a second request, if one were on its way, the time to be sent (the dev API answers in 0 ms now).
    await page.waitForTimeout(300);
    const requests = requestsTo(page, c.path).length - before;
    figures.push({ case: name, endpoint: c.path, taps, requests, pendingShown });
    expect(requests, `${name}: requests to ${c.path} after ${taps.join(' + ')}`).toBe(1);
    for (const other of Object.values(c.alsoOnce ?? {})) expect(requestsTo(page, other).length, `${name}: requests to ${other}`).toBe(1);
    if (!c.pendingNotShown) expect(pendingShown, `${name}: the pending state is shown`).toBe(true);
    expect(appErrors(page)).toEqual([]);
  });

  it('a second tap after the reply sends again (the guard is only for the pending window)', async () => {
    const page = await browser.open('/complainPageNext?orderId=10174&orderNo=KGP2026071000125&problemType=5&typeTitle=Other', {
      overrides: { '/user-problem/problem-save': { json: { code: '01', message: 'Please try again later' } } },
    });
    await page.getByLabel(fieldLabel('complaint-form', 'detail')).fill('Second try after a failure');
    const send = page.getByRole('button', { name: textAt('complaint-form', actionLabelAt('complaint-form', 'send')) });
    await send.click();
    await toastText(page, 'Please try again later');
    await send.and(page.locator(':not([data-loading])')).waitFor();
    await send.click();
    await expect.poll(() => requestsTo(page, '/user-problem/problem-save').length).toBe(2);
  });
});
