// @vitest-environment node
// check: reads the project documents (npm run check runs this file when screens/, schemas/, config/ or tests/contract/ change)
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { projectRoot } from '../compiler/1-parse/files-on-disk';
import { compileProject } from '../compiler/compile-project';
import { screenModuleId, screensPlugin } from './screens-plugin';

/** A copy of the project's documents, changed by `change` (given the copy's root). */
function projectWith(change: (root: string) => void): string {
  const root = mkdtempSync(join(tmpdir(), 'preview-problems-'));
  for (const dir of ['screens', 'schemas', 'config', 'locales']) cpSync(join(projectRoot, dir), join(root, dir), { recursive: true });
  change(root);
  return root;
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const editJson = (path: string, edit: (json: Record<string, unknown>) => void) => {
  const json = readJson(path);
  edit(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
};

// The FAQ's heading, read from its screen: the text whose Filipino the copy loses.
const faq = readJson(join(projectRoot, 'screens/faq.json')) as { body: { text?: string }[] };
const heading = faq.body[0]!.text!;

/** A text of screens/faq.json without its Filipino. */
const untranslated = () => projectWith((root) => editJson(join(root, 'locales/fil.json'), (catalogue) => delete (catalogue.texts as Record<string, string>)[heading]));

/** The plugin's hooks as Vite calls them, in dev (`served`) or in a build; what it logs and sends to the overlay. */
function plugin(root: string, served: boolean) {
  const screens = screensPlugin({ root }) as Plugin & Record<'configureServer' | 'load', (...args: unknown[]) => unknown>;
  const logged: string[] = [];
  const overlay: { type: string; err: { message: string } }[] = [];
  if (served) {
    const ignore = () => undefined;
    const log = (message: string) => logged.push(message);
    screens.configureServer({ watcher: { on: ignore }, moduleGraph: { getModuleById: ignore }, ws: { on: ignore, send: (payload: never) => overlay.push(payload) }, config: { logger: { warn: log, error: log } } });
  }
  const load = (id: string) => screens.load.call({ addWatchFile: () => undefined }, id) as string;
  return { load, logged, overlay };
}

const manifestId = '\0virtual:screens';
const faqPath = (root: string) => join(root, 'screens/faq.json');
const missingLine = (root: string) => compileProject(root).lines.find((line) => line.startsWith('screens/faq.json#/body/0/text: no Filipino for'));

describe('a text without its translation in the dev server', () => {
  const root = untranslated();

  it('is a problem for npm run validate and the build, naming the file, pointer and the entry to add', () => {
    expect(missingLine(root)).toBe(`screens/faq.json#/body/0/text: no Filipino for "${heading}" (expected an entry "${heading}": "…" in locales/fil.json (texts))`);
    expect(() => plugin(root, false).load(manifestId)).toThrow(missingLine(root)!);
  });

  it('keeps the preview: the manifest and the Filipino screen load, in English where the catalogue lacks the text', () => {
    const dev = plugin(root, true);
    expect(dev.load(manifestId)).toContain(JSON.stringify(screenModuleId(faqPath(root))));
    const filipino = dev.load(screenModuleId(faqPath(root), 'fil'));
    expect(filipino).toContain(JSON.stringify(heading));
  });

  it('shows the problem in the overlay and the terminal', () => {
    const dev = plugin(root, true);
    dev.load(manifestId);
    expect(dev.overlay).toEqual([expect.objectContaining({ type: 'error', err: expect.objectContaining({ message: expect.stringContaining(missingLine(root)!) }) })]);
    expect(dev.logged.join('\n')).toContain(missingLine(root));
  });
});

describe('a broken screen in the dev server', () => {
  // Its first block made an unknown kind: a structural problem.
  const root = projectWith((root) => editJson(faqPath(root), (screen) => ((screen.body as { type: string }[])[0]!.type = 'headnig')));

  it('is left out alone: the other screens stay, and the problem shows in the overlay', () => {
    const dev = plugin(root, true);
    const manifest = dev.load(manifestId);
    expect(manifest).not.toContain(JSON.stringify(screenModuleId(faqPath(root))));
    expect(manifest).toContain(JSON.stringify(screenModuleId(join(root, 'screens/about-us.json'))));
    expect(dev.overlay[0]!.err.message).toMatch(/screens\/faq\.json#\/body\/0\/type: /);
  });
});
