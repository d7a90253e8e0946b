// @vitest-environment node
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createStoryTools, type ProjectCheck } from '../../.storybook/screen-stories';
import { listScreenFiles, projectRoot } from '../../src/compiler/1-parse/files-on-disk';
import { validateScreens } from '../../src/compiler/compile-screens';

// Validating the project takes about 0.1 s; Storybook asks for screens about 2,000 times in a
// build (every screen module, every widget's examples), so the check must not run per request.
const root = mkdtempSync(join(tmpdir(), 'stories-once-'));
cpSync(join(projectRoot, 'screens'), join(root, 'screens'), { recursive: true });
symlinkSync(join(projectRoot, 'schemas'), join(root, 'schemas'));
symlinkSync(join(projectRoot, 'config'), join(root, 'config'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const context = { makeTitle: (t?: string) => t ?? '' } as never;

function tools() {
  const check = vi.fn<ProjectCheck>((sources, schemas, sessionParams) => ({ problems: validateScreens(sources, schemas, sessionParams) }));
  const made = createStoryTools(root, { check });
  const plugin = made.storiesPlugin() as unknown as { resolveId(id: string): string; load(id: string): string };
  return { ...made, check, load: (file: string) => plugin.load(plugin.resolveId(file)) };
}

const screens = listScreenFiles(root);
const widgets = readdirSync(join(root, 'schemas/widgets')).map((name) => join(root, 'schemas/widgets', name));

describe('Storybook checks the screens once per change of its inputs', () => {
  it('indexes and builds every screen and widget story with one check of the project', async () => {
    const { screenIndexer, widgetIndexer, load, check } = tools();
    expect(screens.length).toBeGreaterThan(5);
    expect(widgets.length).toBeGreaterThan(5);
    for (const file of screens) await screenIndexer.createIndex(file, context);
    for (const file of widgets) await widgetIndexer.createIndex(file, context);
    for (const file of [...screens, ...widgets]) load(file);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('checks again when a screen changes, and its story shows the new problems', async () => {
    const { screenIndexer, load, check } = tools();
    const file = join(root, 'screens/faq.json');
    await screenIndexer.createIndex(file, context);
    const document = JSON.parse(readFileSync(file, 'utf8')) as { body: unknown[] };
    writeFileSync(file, JSON.stringify({ ...document, body: [{ type: 'paragraf', text: 'x' }] }));
    const entries = await screenIndexer.createIndex(file, context);
    expect(entries.map((e) => e.name)).toEqual(['Problems']);
    expect(load(file)).toContain('screens/faq.json#/body/0/type: unknown block type \\"paragraf\\"');
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('uses the documents the check gives (e.g. with expressions compiled) in widget examples', async () => {
    const marked = createStoryTools(root, {
      check: (sources, schemas, sessionParams) => ({
        problems: validateScreens(sources, schemas, sessionParams),
        documents: new Map(sources.map((s) => [s.file, { ...(JSON.parse(s.text) as object), title: 'from the check' }])),
      }),
    });
    const checked = [...marked.checkedScreens().values()].filter((s) => s.document);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.every((s) => s.document?.title === 'from the check')).toBe(true);
  });
});
