/**
 * Issue 27, field vitals and errors on the production build: with the host's runtime file turning
 * reports on (every view, to the dev API's receiver under /stations), a page hidden by leaving it
 * sends its vitals (LCP with its element) and its errors (a block that failed behind its boundary)
 * as beacons that fit schemas/telemetry-batch.json, and no beacon holds a query value, a session
 * value, a phone number or an amount.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TelemetryBatch } from '../../src/generated/telemetry-batch';
import { clearTelemetry, receivedTelemetry } from '../../src/dev-api/telemetry';
import { useBrowser, type TestPage } from './browser';
import { leavePage } from './leave-page';
import { fieldLabel } from '../support/screen-copy';
import { openReporting as openReportingWith } from './reporting-page';

const browser = useBrowser();
const openReporting = (path: string, before?: (page: TestPage) => Promise<unknown>) => openReportingWith(browser, path, before);

/** What must never leave the page: the address's values and what the borrower typed. */
const secrets = ['sess-42', 'dev-7f3a9c', '09171234567', '0917 123 4567', '9171234567', '123 4567', '500000', '5000.00', 'L9zq'];

function expectNothingPersonal(beacons: string[]): void {
  for (const body of beacons) for (const secret of secrets) expect(body, `a beacon holds "${secret}": ${body}`).not.toContain(secret);
}

describe('field vitals and errors (issue 27)', () => {
  afterEach(() => clearTelemetry());

  it('sends LCP with its element from /bindBank, with the names of the query values only', async () => {
    const { page, beacons } = await openReporting('/bindBank?productId=1&sessionId=sess-42&deviceId=dev-7f3a9c&mobile=09171234567&amount=500000');
    await page.locator('[data-screen]').first().waitFor();
    const batches = await leavePage(page, beacons);
    expect(batches.length).toBeGreaterThan(0);
    const lcp = batches.flatMap((batch) => batch.entries).find((entry) => entry.kind === 'vital' && entry.name === 'LCP');
    expect(lcp, `an LCP entry in ${JSON.stringify(batches)}`).toBeDefined();
    expect(lcp?.kind === 'vital' && lcp.attribution?.target).toBeTruthy();
    const batch = batches[0] as TelemetryBatch;
    expect(batch.route).toEqual({ path: '/bindBank', query: ['amount', 'deviceId', 'mobile', 'productId', 'sessionId'] });
    expect(batch.build).toMatch(/^\d+\.\d+\.\d+/);
    expect(batch.pageView).toMatch(/^[0-9a-f]{16}$/);
    expectNothingPersonal(beacons);
    const { received, refused } = receivedTelemetry();
    expect(refused).toEqual([]);
    expect(received).toHaveLength(beacons.length);
  });

  it('reports a block that failed behind its boundary, its message scrubbed', async () => {
    // Forces the blocks that format money to throw while drawing, with personal data in the message.
    const { page, beacons } = await openReporting('/loanConfirm?productId=1&sessionId=sess-42&deviceId=dev-7f3a9c', (page) =>
      page.addInitScript(() => {
        // Amounts only (the loan's figures, once its data is in): a block drawing one throws, whether
        // it writes them by hand (src/lib/grouped-number.ts reads their digits with BigInt) or, in a
        // market the build found no marks for, with Intl.
        const failure = () => new RangeError('cannot format 5000.00 of 500000 for 0917 123 4567 in session sess-42');
        const toBigInt = BigInt;
        window.BigInt = ((value: string | number | bigint | boolean) => {
          if (Number(value) >= 1000) throw failure();
          return toBigInt(value);
        }) as BigIntConstructor;
        const formatToParts = Intl.NumberFormat.prototype.formatToParts;
        Intl.NumberFormat.prototype.formatToParts = function (this: Intl.NumberFormat, value: number) {
          if (Number(value) >= 1000) throw failure();
          return formatToParts.call(this, value);
        } as Intl.NumberFormat['formatToParts'];
      }),
    );
    await page.locator('.block-failed').first().waitFor({ timeout: 15000 });
    const batches = await leavePage(page, beacons);
    const failed = batches.flatMap((batch) => batch.entries).filter((entry) => entry.kind === 'error' && entry.source === 'boundary');
    expect(failed.length, `boundary errors in ${JSON.stringify(batches)}`).toBeGreaterThan(0);
    const first = failed[0];
    expect(first).toMatchObject({ name: 'RangeError', message: 'cannot format {number} of {digits} for {phone} in session {value}' });
    expect(first?.kind === 'error' && first.block?.file).toMatch(/^screens\/.+\.json$/);
    expectNothingPersonal(beacons);
    expect(receivedTelemetry().refused).toEqual([]);
  });

  it('keeps a typed phone number out of the landing’s beacons', async () => {
    const { page, beacons } = await openReporting('/promotion/#/?id=1&app_from=fb&links_id=L9zq');
    await page.getByLabel(fieldLabel('promo-register', 'mobile')).fill('0917 123 4567');
    await page.keyboard.press('Tab');
    const batches = await leavePage(page, beacons);
    expect(batches.length).toBeGreaterThan(0);
    expect(batches[0]?.route).toMatchObject({ path: '/promotion/', hashPath: '/', hashQuery: ['app_from', 'id', 'links_id'] });
    expectNothingPersonal(beacons);
  });
});
