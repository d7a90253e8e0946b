/**
 * A page opened with field reports on (issue 27): the host's runtime file sends every view's reports
 * to the dev API's receiver under /stations, and the test keeps each beacon body the page sent.
 */
import { clearTelemetry } from '../../src/dev-api/telemetry';
import { runtimeConfigScript } from '../../src/lib/runtime-config';
import { waitForApp, type TestPage, type useBrowser } from './browser';
import { collectorReady } from './collector-started';

export const telemetryEndpoint = '/stations/dev-api/telemetry';

/** Opens `path` with reports on, recording every beacon body the receiver got. */
export async function openReporting(browser: ReturnType<typeof useBrowser>, path: string, before?: (page: TestPage) => Promise<unknown>): Promise<{ page: TestPage; beacons: string[] }> {
  const beacons: string[] = [];
  const answer = async (request: Request) => {
    if (new URL(request.url).pathname === telemetryEndpoint) beacons.push(await request.text());
    return undefined;
  };
  // A first page for the context, then the host's runtime file, then the page under test.
  const page = await browser.open('/notFound', undefined, { answer, latencyMs: 0 });
  await page.context().route('**/runtime-config.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: runtimeConfigScript({ apiOrigin: '', telemetry: { endpoint: telemetryEndpoint, sampleRate: 1 } }) }),
  );
  await before?.(page);
  beacons.length = 0;
  clearTelemetry();
  await page.goto(browser.url(path));
  await waitForApp(page);
  // The collector comes after the page has loaded, when the browser is idle.
  await collectorReady(page, 15000);
  return { page, beacons };
}

