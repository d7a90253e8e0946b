/**
 * Issue 66: a new screen made in the studio (/__studio on `npm run dev`), in Chromium, on a copy of
 * the project: created from its name, route and title in both languages, given a block from the
 * palette, then drawn at its route by the same dev server (watching files, as `npm run dev` does)
 * and listed by Storybook's screen indexer. Each file written is compared with the one a person
 * would type, and the project must pass npm run validate's checks after each save, and npm run check,
 * pressed in the studio, once it has its block (studio-session.ts). The screen's
 * words are the test's own, so no edit of the real screens changes what it expects.
 *
 * check: runs npm run check itself, so the check never runs this file (scripts/lib/e2e-selection.ts).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoryTools } from '../../.storybook/screen-stories';
import { axeFindings, findingTable, isBlocking } from './axe-audit';
import { checkTimeout, openStudio, type StudioSession } from './studio-session';

const screen = { name: 'studio-made', route: '/studioMade', title: 'A screen made by sight', filipinoTitle: 'Isang screen na ginawa sa pagtingin' };
const file = `screens/${screen.name}.json`;
const paragraph = { text: 'Drawn from the palette, not typed in a file.', filipino: 'Iginuhit mula sa palette, hindi itinipa sa file.' };

describe('a new screen made in the studio (issue 66)', () => {
  let studio: StudioSession;
  let page: Page;
  const read = (name: string) => studio.read(name);
  const validateLines = () => studio.validateLines();
  /** A catalogue with entries added after its last, as an author types them. */
  const withEntries = (catalogue: string, entries: [string, string][]) => {
    const end = catalogue.lastIndexOf('\n  }\n}');
    return catalogue.slice(0, end) + entries.map(([english, wording]) => `,\n    ${JSON.stringify(english)}: ${JSON.stringify(wording)}`).join('') + catalogue.slice(end);
  };
  const save = () => studio.save();

  beforeAll(async () => {
    // Watching files, as npm run dev does: the new screen's route is served once its file is written.
    studio = await openStudio({ prefix: 'studio-new-e2e', watch: true });
    page = studio.page;
    await page.getByRole('button', { name: 'New screen' }).click({ timeout: 60_000 });
  }, 180_000);
  afterAll(async () => {
    await studio?.close();
  });

  it('is axe clean with the new screen\'s form open', async () => {
    await page.getByLabel('File name').waitFor();
    const blocking = (await axeFindings(page)).filter(isBlocking);
    expect(blocking, findingTable(blocking)).toEqual([]);
  });

  it('refuses a route another screen has with validate\'s line, and writes nothing', async () => {
    const catalogue = read('locales/fil.json');
    // Any screen's route will do: the first file's, whatever screens there are.
    const [first] = readdirSync(join(studio.root, 'screens')).filter((name) => name.endsWith('.json')).sort();
    const taken = (JSON.parse(read(`screens/${first}`)) as { routes: string[] }).routes[0]!;
    await page.getByLabel('File name').fill(screen.name);
    await page.getByLabel('Route').fill(taken);
    await page.getByLabel('Title in English').fill(screen.title);
    await page.getByLabel('Title in Filipino').fill(screen.filipinoTitle);
    await page.getByRole('button', { name: 'Create screen' }).click();
    expect(await page.getByTestId('new-screen-lines').textContent({ timeout: 30_000 })).toContain(taken);
    expect(() => read(file)).toThrow(/ENOENT/);
    expect(read('locales/fil.json')).toBe(catalogue);
  });

  it('creates it, gives it a block from the palette, and each file is the one typed by hand', async () => {
    const catalogue = read('locales/fil.json');
    await page.getByLabel('Route').fill(screen.route);
    await page.getByRole('button', { name: 'Create screen' }).click();
    await page.getByTestId('outcome-lines').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('outcome-lines').textContent()).toBe(`Written: ${file}, locales/fil.json`);
    const typed = [
      '{',
      '  "$schema": "../schemas/screen.json",',
      `  "id": "${screen.name}",`,
      `  "title": "${screen.title}",`,
      `  "routes": ["${screen.route}"],`,
      '  "body": []',
      '}',
      '',
    ].join('\n');
    expect(read(file)).toBe(typed);
    expect(read('locales/fil.json')).toBe(withEntries(catalogue, [[screen.title, screen.filipinoTitle]]));
    expect(validateLines()).toEqual([]);

    await page.getByLabel('Block type').selectOption('paragraph');
    await page.getByRole('button', { name: 'Insert before' }).click();
    await page.locator('[data-pointer="/body/0"]').click();
    await page.getByLabel('text (required)', { exact: true }).fill(paragraph.text);
    await page.getByLabel(`Filipino for "${paragraph.text}"`).fill(paragraph.filipino);
    await save();
    expect(await page.getByTestId('outcome-lines').textContent()).toBe(`Written: ${file}, locales/fil.json`);
    // The first block of an empty list typed on a line of its own, as the screens' bodies are.
    expect(read(file)).toBe(typed.replace('"body": []', `"body": [\n    { "type": "paragraph", "text": "${paragraph.text}" }\n  ]`));
    expect(read('locales/fil.json')).toBe(withEntries(catalogue, [[screen.title, screen.filipinoTitle], [paragraph.text, paragraph.filipino]]));
    expect(validateLines()).toEqual([]);
    // npm run check, pressed in the studio: for a screen no test names, the cases generated for it.
    const { title, output } = await studio.runCheck();
    expect(title, output).toBe(`npm run check -- ${file}: green`);
  }, checkTimeout);

  it('is drawn at its route in English and Filipino, and listed in Storybook', async () => {
    const visitor = await studio.browser.newPage();
    try {
      for (const [lang, heading, text] of [['en', screen.title, paragraph.text], ['fil', screen.filipinoTitle, paragraph.filipino]]) {
        await visitor.goto(`${studio.origin}${screen.route}?lang=${lang}`, { timeout: 90_000 });
        await visitor.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
        expect(await visitor.getByText(text!, { exact: true }).count(), `${lang}: the palette's paragraph`).toBe(1);
      }
    } finally {
      await visitor.close();
    }
    const tools = createStoryTools(studio.root);
    const stories = await tools.screenIndexer.createIndex(join(studio.root, file), { makeTitle: (title?: string) => title ?? '' } as never);
    expect(stories.map((story) => [story.title, story.name])).toEqual([[`Screens/${screen.name}`, 'Loaded']]);
  });

  it('sends no Filipino for a text an undo took away, and brings it back with a redo', async () => {
    const before = read(file);
    const words = 'Words undone before any save.';
    await page.getByRole('button', { name: 'Insert after' }).click();
    await page.getByLabel('text (required)', { exact: true }).fill(words);
    await page.getByLabel(`Filipino for "${words}"`).fill('Mga salitang binawi bago i-save.');
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await expect.poll(() => undo.isEnabled()).toBe(true);
    // Back to the file as saved: its Filipino was for words the screen no longer says.
    while (await page.getByRole('button', { name: 'Save', exact: true }).isEnabled()) await undo.click();
    expect(read(file)).toBe(before);
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('live-lines').count(), 'no line about an entry nothing says').toBe(0);
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await page.locator('[data-pointer="/body/1"]').click();
    expect(await page.getByLabel(`Filipino for "${words}"`).inputValue()).toBe('Mga salitang binawi bago i-save.');
  });
});
