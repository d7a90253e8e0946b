// Issue 44: the fields chunk (react-hook-form, the text field, Mantine's Input: 17.5 kB) had come
// back onto every app page through a small module the plain form shares with the fields
// (src/build/chunk-groups.ts). Read from the built pages, so a new shared import that drags the
// chunk in again fails here, whatever module it is; which pages have fields is the compiler's
// answer (the manifest's `form`), so a screen that gains or loses a field needs no edit here.
// A dialog's fields and widgets are not its screen's (the manifest's `dialogs`): they load as it opens.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, waitForBridgeCall } from './browser';
import { actionLabelAt, doesStep, fieldLabel, textAt, textOf } from '../support/screen-copy';
import { isChunkOf } from '../../src/build/chunk-groups';
import { compileProject } from '../../src/compiler/compile-project';
import { projectRoot } from '../../src/compiler/1-parse/files-on-disk';

/** The scripts a built page fetches before its first screen: its module scripts and modulepreloads. */
function upFrontScripts(page: string): string[] {
  const html = readFileSync(join(inject('outDir'), page), 'utf8');
  return [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((match) => match[1]!);
}

/** Each built route page of the app's screens, with whether its screen draws fields, and what only its dialogs need. */
const pages = compileProject()
  .manifest.filter((screen) => screen.entry === 'app' && !screen.internal)
  .flatMap((screen) =>
    screen.routes
      .filter((route) => route !== '/')
      .flatMap((route) =>
        ['index.html', 'index.fil.html'].map((name) => ({
          page: `${route.slice(1)}/${name}`,
          form: screen.form,
          dialogForm: Object.values(screen.dialogs).some((dialog) => dialog.form),
          dialogWidgets: [...new Set(Object.values(screen.dialogs).flatMap((dialog) => dialog.widgets))],
        })),
      ),
  )
  .filter(({ page }) => existsSync(join(inject('outDir'), page)));

/** The chunks every page that starts the app fetches before its first screen (src/build/chunk-groups.ts: rolldown's runtime, the market's texts, the page's start, the early calls' code, the app's start). */
const sharedUpFront = ['rolldown-runtime', 'market', 'page-start', 'early', 'create-app-services'];

/** Every built HTML page (the app's routes, the landing, the site) that starts the app at once. */
function appStartingPages(): string[] {
  const outDir = inject('outDir');
  return (readdirSync(outDir, { recursive: true }) as string[]).filter((file) => file.endsWith('.html') && startsTheApp(upFrontScripts(file)));
}

/** Pages whose only fields are in a dialog (the rating pages today). */
const dialogFieldPages = pages.filter((p) => !p.form && p.dialogForm);

/** Whether the page starts the app at once; a page with the app on use (src/app/load-app-on-use.ts) fetches none of its chunks up front. */
const startsTheApp = (scripts: string[]) => scripts.some((script) => isChunkOf('create-app-services', script));

describe('the chunks a page fetches up front', () => {
  it('cover pages with fields and pages without', () => {
    expect(pages.filter((p) => p.form).length).toBeGreaterThan(0);
    expect(pages.filter((p) => !p.form).length).toBeGreaterThan(0);
  });

  it('cover pages whose only fields are in a dialog', () => {
    expect(dialogFieldPages.length).toBeGreaterThan(0);
  });

  it.each(pages.filter((p) => p.dialogWidgets.length).map((p) => [p.page, p.dialogWidgets] as const))('%s fetches no widget up front that only its dialogs draw (%s)', (page, widgets) => {
    const scripts = upFrontScripts(page);
    expect(scripts.filter((script) => widgets.some((widget) => isChunkOf(widget, script)))).toEqual([]);
  });

  it('looks for chunks the build has: TanStack Query and react-hook-form under their own names', () => {
    // Else a renamed chunk would pass the test below on every page without being looked for.
    const assets = readdirSync(join(inject('outDir'), 'assets'));
    expect(['query-runner', 'form-library'].filter((name) => !assets.some((file) => isChunkOf(name, file)))).toEqual([]);
  });

  it.each(pages.map((p) => [p.page] as const))('%s fetches neither TanStack Query nor react-hook-form up front', (page) => {
    expect(upFrontScripts(page).filter((script) => isChunkOf('query-runner', script) || isChunkOf('form-library', script))).toEqual([]);
  });

  it.each(pages.map((p) => [p.page, p.form] as const))('%s fetches the fields chunk up front only when its screen has fields (%s) and the app starts at once', (page, form) => {
    const scripts = upFrontScripts(page);
    expect(scripts.some((script) => isChunkOf('fields', script))).toBe(form && startsTheApp(scripts));
  });

  it('shares only the known chunks among all pages that start the app: no module of the start split off into a chunk of its own', () => {
    // A module the app's start shares with a chunk that loads later is left out of the start's
    // chunk by rolldown, to a chunk of a few hundred bytes: one more request on every page over
    // HTTP/1.1's six connections. src/build/chunk-groups.ts appStartModules claims each such module.
    const starting = appStartingPages().map(upFrontScripts);
    expect(starting.length).toBeGreaterThan(pages.length / 2);
    const common = starting.reduce((shared, scripts) => shared.filter((script) => scripts.includes(script)));
    const unknown = common.filter((script) => !script.endsWith('/runtime-config.js') && !sharedUpFront.some((name) => isChunkOf(name, script)));
    expect(unknown, `every page that starts the app fetches these too: claim their modules in src/build/chunk-groups.ts appStartModules`).toEqual([]);
    expect(sharedUpFront.filter((name) => !common.some((script) => isChunkOf(name, script)))).toEqual([]);
  });

  it.each(appStartingPages().map((page) => [page] as const))('%s asks for its largest script before any other script', (page) => {
    const scripts = upFrontScripts(page);
    const bytes = (script: string) => statSync(join(inject('outDir'), script)).size;
    expect(scripts[0]).toBe([...scripts].sort((a, b) => bytes(b) - bytes(a))[0]);
  });
});

// Issue 62: a product person's new endpoint with its own reply schema grew early.js, which 46 pages
// fetch first, because it held the loader of every reply validator. Each screen document's chunk now
// names its own endpoints' (src/build/screens-plugin.ts), so a JSON-only screen changes no shared chunk.
describe('what an endpoint adds', () => {
  const browser = useBrowser();
  const replySchemas = readdirSync(join(projectRoot, 'schemas/replies')).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -'.json'.length));
  /** A validator's loader as the bundler writes it: "card-init":()=>i(()=>import(`./card-init-k3Wv.js`).then(e=>e.default),[]) (a widget's loader takes a named export). */
  const listsValidator = (code: string, schema: string) => new RegExp(`(?:"${schema}"|[{,]${schema}):\\(\\)=>[^;]{0,30}?import\\(\`\\./${schema}-[\\w-]+\\.js\`\\)\\.then\\(\\w+=>\\w+\\.default\\)`).test(code);
  const chunkFile = (name: string) => readdirSync(join(inject('outDir'), 'assets')).find((file) => isChunkOf(name, file));

  it('finds the reply schemas, and the list of every validator in a chunk of its own', () => {
    expect(replySchemas.length).toBeGreaterThan(10);
    const list = chunkFile('_virtual_reply-schemas');
    expect(list).toBeDefined();
    expect(replySchemas.filter((schema) => !listsValidator(readFileSync(join(inject('outDir'), 'assets', list!), 'utf8'), schema))).toEqual([]);
  });

  it.each(sharedUpFront.map((name) => [name] as const))('%s, which every page that starts the app fetches first, lists no reply validator', (name) => {
    const file = chunkFile(name);
    expect(file).toBeDefined();
    const code = readFileSync(join(inject('outDir'), 'assets', file!), 'utf8');
    expect(replySchemas.filter((schema) => listsValidator(code, schema))).toEqual([]);
  });

  it('a data page fetches its replies’ validators with its early calls, and never the list of every one', async () => {
    const page = await browser.open('/loanDetails?productId=2&orderId=10021');
    await page.locator('[data-screen="loan-details"]').waitFor();
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    const planned = JSON.parse(readFileSync(join(inject('outDir'), 'loanDetails/index.html'), 'utf8').match(/<script type="application\/json" id="early-calls">(.*?)<\/script>/)![1]!) as { replyScripts?: string[] };
    expect(planned.replyScripts?.length).toBeGreaterThan(0);
    for (const script of planned.replyScripts!) expect(scripts.some((url) => url.endsWith(script))).toBe(true);
    expect(scripts.filter((url) => isChunkOf('_virtual_reply-schemas', url))).toEqual([]);
    expect(page.errors).toEqual([]);
  });
});

// The rating dialog of /order (screens/loan-details.json opens it on load for a finished loan the
// borrower has not rated) brings its stars and form with it, and they work.
describe('a dialog with fields, on a page that fetched no form up front', () => {
  const browser = useBrowser();
  const fetchedScripts = () => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js'));

  it('fetches the fields chunk as it opens, and its stars answer', async () => {
    expect(dialogFieldPages.map((p) => p.page)).toContain('order/index.html');
    expect(upFrontScripts('order/index.html').some((script) => isChunkOf('fields', script))).toBe(false);
    const page = await browser.open('/order?productId=2&orderId=10200');
    const dialog = page.getByRole('dialog', { name: textAt('loan-details', '/dialogs/rate/title') });
    await dialog.waitFor();
    const scripts = await page.evaluate(fetchedScripts);
    expect(scripts.some((script) => isChunkOf('fields', script))).toBe(true);
    expect(scripts.some((script) => isChunkOf('star-rating', script))).toBe(true);
    const star = await dialog.getByLabel('5 / 5').getAttribute('id');
    await dialog.locator(`label[for="${star}"]`).click();
    await dialog.getByRole('button', { name: textAt('loan-details', actionLabelAt('loan-details', 'rateApp')) }).click();
    await waitForBridgeCall(page.bridgeCalls, /goRate/);
    expect(page.errors).toEqual([]);
  });
});

/** A lazy chunk's request, held until released: what a page does before the chunk has arrived. */
function heldChunk(name: string) {
  const file = new RegExp(`/${name}-[\\w-]+\\.js$`);
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  const inPage = (source: string) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name));
  return {
    /** For browser.open's `before`. */
    hold: (page: Page) =>
      page.route(file, async (route) => {
        asked = true;
        await arrived;
        await route.continue();
      }),
    release: () => release(),
    asked: () => asked,
    /** When the page asked for the chunk, in its performance timeline (ms), or null if it has not. */
    startedAt: (page: Page) => page.evaluate((source) => performance.getEntriesByType('resource').find((entry) => new RegExp(source).test(entry.name))?.startTime ?? null, file.source),
    /** Whether the page has the chunk (its request ended). */
    fetched: (page: Page) => page.evaluate(inPage, file.source),
    arrived: (page: Page) => page.waitForFunction(inPage, file.source),
  };
}

// A page with fields draws them before react-hook-form has arrived (src/renderer/screen-form.ts):
// the library is held here until the borrower has typed, then let through; what was typed before
// and after it came must both reach the next page's address.
describe('a page with fields, before its form library has arrived', () => {
  const browser = useBrowser();

  it('fetches the library after its first screen, keeps what was typed meanwhile, and hands it over', async () => {
    expect(upFrontScripts('testPreview/index.html').some((script) => isChunkOf('form-library', script))).toBe(false);
    const library = heldChunk('form-library');
    const page = await browser.open('/testPreview', undefined, undefined, { before: library.hold });
    await page.getByLabel(fieldLabel('test-preview', 'deviceName')).fill('Galaxy A15');
    expect(library.asked()).toBe(true);
    expect(await library.fetched(page)).toBe(false);
    library.release();
    await library.arrived(page);
    await page.getByLabel(fieldLabel('test-preview', 'deviceId')).fill('dev-new');
    await page.getByRole('link', { name: textOf('test-preview', 'button to /customerService', doesStep('navigate', { to: '/customerService' }), 'label') }).click();
    await page.locator('[data-screen="customer-service"]').waitFor();
    const query = new URL(page.url()).searchParams;
    expect([query.get('deviceName'), query.get('deviceId')]).toEqual(['Galaxy A15', 'dev-new']);
    expect(page.errors).toEqual([]);
  });
});

// A data page draws its screen from the replies its page asked for (src/renderer/first-replies.ts)
// while TanStack Query is still on its way; the query cache made after takes them over.
describe('a data page, before its query cache', () => {
  const browser = useBrowser();

  it('draws its screen with its data while the library is held, then fetches it without asking its data again', async () => {
    const runner = heldChunk('query-runner');
    const page = await browser.open('/customerService', undefined, undefined, { before: (page) => Promise.all([runner.hold(page), page.addInitScript(notePaintOf, '[data-screen="customer-service"]')]) });
    await page.locator('[data-screen="customer-service"]').waitFor();
    const calls = page.apiCalls.length;
    expect(calls).toBeGreaterThan(0);
    await expect.poll(() => runner.asked()).toBe(true);
    expect(await runner.fetched(page)).toBe(false);
    runner.release();
    await runner.arrived(page);
    // Asked for once the screen is painted (src/renderer/after-paint.ts): a request that ends before
    // the largest paint counts towards it in Lighthouse's simulation of a slow phone. Compared with the
    // main thread's paint of the frame that first showed the screen, not with the largest paint's
    // time: that is when the frame reached the screen, which headless Chromium gave up to 30 ms later
    // on a busy machine, after the request (a CI run failed by 0.3 ms).
    const painted = await page.evaluate(() => (window as unknown as { __painted: Promise<number> }).__painted);
    expect(await runner.startedAt(page)).toBeGreaterThan(painted);
    await page.waitForTimeout(300);
    expect(page.apiCalls.length).toBe(calls);
    expect(await page.locator('[data-screen="customer-service"]').count()).toBe(1);
    expect(page.errors).toEqual([]);
  });
});

/**
 * Runs in the page before its scripts: window.__painted resolves to the time just after the main
 * thread painted the frame in which an element matching `selector` first appeared (a task queued in
 * that frame's animation callbacks runs after its paint).
 */
function notePaintOf(selector: string): void {
  (window as unknown as { __painted: Promise<number> }).__painted = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}
