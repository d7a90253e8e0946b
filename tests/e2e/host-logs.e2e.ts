// Issue 41: behind nginx, the access log keeps no personal data. The host app opens every page with
// its session values in the query (sessionId, deviceId, gps_adid) and the app sends them on each
// API call; nginx's default log writes whole query strings. Pages and their API calls are viewed
// through the build's own site, then every log nginx wrote but its error log is read.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { useOwnHost } from './own-host';

const own = useOwnHost();

/** Values found nowhere else, so a hit in a log can only be the query's. */
const session = { appVersion: '1.0.0', deviceName: 'Pixel 7', deviceId: 'dev-q41-7731', osVersion: '14', sessionId: 'sess-q41-5e0c9a', gps_adid: '41414141-8cf0-11bd-b23e-10b96e4aa41d' };
const secret = [session.deviceId, session.sessionId, session.gps_adid];
const query = new URLSearchParams(session).toString();

/** Every log nginx wrote for this host but its error log, as text. */
function accessLogs(): { file: string; text: string }[] {
  const dir = join(own.host.prefix, 'logs');
  return readdirSync(dir)
    .filter((file) => file !== 'error.log')
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}

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
    const logs = accessLogs();
    const all = logs.map((log) => log.text).join('');
    for (const value of secret) expect(all, `${value} in ${logs.map((log) => log.file).join(', ')}`).not.toContain(value);
    const lines = readFileSync(own.host.accessLog, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const version = (JSON.parse(readFileSync(join(inject('outDir'), 'version.json'), 'utf8')) as { version: string }).version;
    expect(lines.find((line) => line.path === '/complaintList')).toMatchObject({ method: 'GET', status: 200, version });
    expect(lines.find((line) => line.path === '/no/such/page')).toMatchObject({ status: 404 });
    const api = lines.find((line) => String(line.path).startsWith('/stations/'));
    expect(api).toMatchObject({ status: 200, upstream_status: '200' });
    expect(typeof api?.request_time).toBe('number');
  });
});
