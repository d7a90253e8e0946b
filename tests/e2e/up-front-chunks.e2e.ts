// Issue 44: the fields chunk (react-hook-form, the text field, Mantine's Input: 17.5 kB) had come
// back onto every app page through a small module the plain form shares with the fields
// (src/build/chunk-groups.ts). Read from the built pages, so a new shared import that drags the
// chunk in again fails here, whatever module it is; which pages have fields is the compiler's
// answer (the manifest's `form`), so a screen that gains or loses a field needs no edit here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { isChunkOf } from '../../src/build/chunk-groups';
import { compileProject } from '../../src/compiler/compile-project';

/** The scripts a built page fetches before its first screen: its module scripts and modulepreloads. */
function upFrontScripts(page: string): string[] {
  const html = readFileSync(join(inject('outDir'), page), 'utf8');
  return [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((match) => match[1]!);
}

/** Each built route page of the app's screens, with whether its screen draws fields. */
const pages = compileProject()
  .manifest.filter((screen) => screen.entry === 'app' && !screen.internal)
  .flatMap((screen) => screen.routes.filter((route) => route !== '/').flatMap((route) => ['index.html', 'index.fil.html'].map((name) => ({ page: `${route.slice(1)}/${name}`, form: screen.form }))))
  .filter(({ page }) => existsSync(join(inject('outDir'), page)));

/** Whether the page starts the app at once; a page with the app on use (src/app/load-app-on-use.ts) fetches none of its chunks up front. */
const startsTheApp = (scripts: string[]) => scripts.some((script) => isChunkOf('create-app-services', script));

describe('the chunks a page fetches up front', () => {
  it('cover pages with fields and pages without', () => {
    expect(pages.filter((p) => p.form).length).toBeGreaterThan(0);
    expect(pages.filter((p) => !p.form).length).toBeGreaterThan(0);
  });

  it.each(pages.map((p) => [p.page, p.form] as const))('%s fetches the fields chunk up front only when its screen has fields (%s) and the app starts at once', (page, form) => {
    const scripts = upFrontScripts(page);
    expect(scripts.some((script) => isChunkOf('fields', script))).toBe(form && startsTheApp(scripts));
  });
});
