// check: names each generated case by its screen file (npm run check runs a changed screen's cases when no end-to-end file names its routes)
/**
 * Issue 43: no text is cut by its control at 390 px, in English or Filipino (a segmented option read
 * "14 na a…"). Every screen of screens/*.json is opened at each of its routes (a screen may draw
 * differently by route) with its Loaded scenario's replies (src/compiler/tools/sending-calls.ts
 * screenAddresses), so a screen added as JSON is checked with no line here; Filipino is asked for as
 * a phone set to it asks (fil-PH).
 */
import { describe, expect, it } from 'vitest';
import { screenAddresses } from '../../src/compiler/tools/sending-calls';
import { screenshot, useBrowser, waitForSettled } from './browser';
import { clippedLabelProblems, cutTextProblems } from './page-checks';

const browser = useBrowser();
const cases = screenAddresses(undefined, { everyRoute: true }).flatMap((screen) => (['en-US', 'fil-PH'] as const).map((locale) => [`${screen.screen} at ${screen.url} in ${locale}`, screen, locale] as const));

describe('texts cut by their control at 390 px (issue 43)', () => {
  it.each(cases)('%s', async (_name, screen, locale) => {
    // The scenario's replies as a test preloads them (docs/dev-api.md), before the app's first request.
    const init = `try { sessionStorage.setItem('devapi.overrides', ${JSON.stringify(JSON.stringify(screen.overrides))}); sessionStorage.setItem('devapi.latencyMs', '0'); } catch {}`;
    const page = await browser.open(screen.url, { width: 390, height: 844 }, {}, { locale, init });
    await waitForSettled(page);
    const route = screen.url.split('?')[0]!.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '');
    await screenshot(page, `cut-texts-${screen.screen.replace(/\.json$/, '')}${route}-${locale}`);
    expect([...(await clippedLabelProblems(page)), ...(await cutTextProblems(page))].join('\n'), `${screen.screen} at ${screen.url} (${locale})`).toBe('');
  });
});
