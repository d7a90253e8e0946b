// Issue 41: behind nginx, no log keeps personal data. The host app opens every page with its session
// values in the query (sessionId, deviceId, gps_adid) and the app sends them on each API call;
// nginx's default access log writes whole query strings, and its error log quotes the request line
// of a request that failed at nginx (an API that does not answer). Pages and their API calls are
// viewed through the build's own site, the API up and then stopped, and every log nginx wrote, its
// error logs included, is read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import market from '../../config/market.json' with { type: 'json' };
import { get } from './host-checks';
import { logLeaks } from './log-leaks';
import { useOwnHost } from './own-host';

const own = useOwnHost();
/** The same site with its error log at nginx's usual level: the failure below then does write the values. */
const usualErrorLog = useOwnHost({ browser: false, siteText: (site) => site.replace(/^(\s*error_log \S+) crit;$/m, '$1 error;') });

/** Values found nowhere else, so a hit in a log can only be the query's. */
const session = { appVersion: '1.0.0', deviceName: 'Pixel 7', deviceId: 'dev-q41-7731', osVersion: '14', sessionId: 'sess-q41-5e0c9a', gps_adid: '41414141-8cf0-11bd-b23e-10b96e4aa41d' };
const secret = [session.deviceId, session.sessionId, session.gps_adid];
const query = new URLSearchParams(session).toString();

const logLines = () => readFileSync(own.host.accessLog, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the access log behind nginx (issue 41)', () => {
  it('logs each page view and API call by path, status and build, and none of the session values of their queries', async () => {
    const context = await own.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      // A data page whose calls go through nginx to the API, with the session in every query.
      await page.goto(`${own.host.url}/complaintList?${query}`);
      await page.locator('[data-screen="complaint-list"]').first().waitFor();
      await page.goto(`${own.host.url}/aboutUs?${query}`);
      await page.goto(`${own.host.url}/no/such/page?${query}`);
    } finally {
      await context.close();
    }
    expect(own.upstream.seen.some((request) => request.url.includes(session.sessionId))).toBe(true);
    expect(logLeaks(own.host.logDir, secret)).toEqual([]);
    const lines = logLines();
    const version = (JSON.parse(readFileSync(join(inject('outDir'), 'version.json'), 'utf8')) as { version: string }).version;
    expect(lines.find((line) => line.path === '/complaintList')).toMatchObject({ method: 'GET', status: 200, version });
    expect(lines.find((line) => line.path === '/no/such/page')).toMatchObject({ status: 404 });
    const api = lines.find((line) => String(line.path).startsWith('/stations/'));
    expect(api).toMatchObject({ status: 200, upstream_status: '200' });
    expect(typeof api?.request_time).toBe('number');
  });

  it('keeps none of them when the API is down and the page\'s call fails at nginx, in the error logs either', async () => {
    await own.upstream.setUp(false);
    const context = await own.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${own.host.url}/complaintList?${query}`);
      await page.locator('.screen-state[role="alert"]').getByText(market.messages.unavailable).waitFor();
    } finally {
      await context.close();
      await own.upstream.setUp(true);
    }
    // The call did fail at nginx (502: the connection was refused), with the session in its query.
    expect(logLines().filter((line) => String(line.path).startsWith('/stations/') && line.status === 502).length).toBeGreaterThan(0);
    expect(logLeaks(own.host.logDir, secret)).toEqual([]);
  });

  it('(the control) would have kept them with the error log at nginx\'s usual level, "error"', async () => {
    await usualErrorLog.upstream.setUp(false);
    try {
      expect((await get(usualErrorLog.host.url, `/stations/user-problem/problem-list?${query}`)).status).toBe(502);
    } finally {
      await usualErrorLog.upstream.setUp(true);
    }
    const leaks = logLeaks(usualErrorLog.host.logDir, secret);
    expect(leaks.join('\n')).toMatch(/^kaagapay\.error\.log:\d+: "dev-q41-7731", "sess-q41-5e0c9a", "41414141-.*", a query, in: .*connect\(\) failed .*request: "GET \/stations\/user-problem\/problem-list\?/m);
  });
});
