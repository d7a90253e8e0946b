// @vitest-environment node
// check: reads the project documents (npm run check runs this file when screens/, schemas/, config/ or tests/contract/ change)
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStoryTools } from '../../.storybook/screen-stories';
import { projectRoot } from '../../src/compiler/1-parse/files-on-disk';

// A copy of the project's screens with one more file, as a product person would drop it in.
const root = mkdtempSync(join(tmpdir(), 'stories-'));
cpSync(join(projectRoot, 'screens'), join(root, 'screens'), { recursive: true });
symlinkSync(join(projectRoot, 'schemas'), join(root, 'schemas'));
symlinkSync(join(projectRoot, 'config'), join(root, 'config'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const faq = {
  $schema: '../schemas/screen.json',
  id: 'faq',
  title: 'FAQ',
  routes: ['/faq'],
  body: [
    { type: 'heading', text: 'Frequently asked questions' },
    { type: 'bullet-list', items: ['How long does approval take? Within 1 day.'] },
    { type: 'button', label: 'Contact us', onTap: [{ type: 'navigate', to: '/customerService' }] },
  ],
  scenarios: [{ name: 'From the app', query: { sessionId: 's-1' } }],
};

async function load(tools: ReturnType<typeof createStoryTools>, file: string): Promise<string> {
  const plugin = tools.storiesPlugin() as unknown as { resolveId(id: string, importer?: string): string; load(id: string): string };
  return plugin.load(plugin.resolveId(file));
}

describe('stories from screens/ (no story file needed)', () => {
  it('indexes a new screen file with its scenarios and builds its story module', async () => {
    const file = join(root, 'screens/faq.json');
    writeFileSync(file, JSON.stringify(faq));
    const tools = createStoryTools(root);
    const entries = await tools.screenIndexer.createIndex(file, { makeTitle: (t?: string) => t ?? '' } as never);
    expect(entries.map((e) => [e.title, e.name])).toEqual([
      ['Screens/faq', 'Loaded'],
      ['Screens/faq', 'From the app'],
    ]);
    const module = await load(tools, file);
    expect(module).toContain('export const Loaded =');
    expect(module).toContain('url: "/faq?sessionId=s-1"');
  });

  it('gives a broken screen one story that shows its validation problems', async () => {
    const file = join(root, 'screens/faq-broken.json');
    writeFileSync(file, JSON.stringify({ ...faq, id: 'faq-broken', routes: ['/faqBroken'], body: [{ type: 'buton', label: 'x', onTap: [] }] }));
    const tools = createStoryTools(root);
    const entries = await tools.screenIndexer.createIndex(file, { makeTitle: (t?: string) => t ?? '' } as never);
    expect(entries.map((e) => e.name)).toEqual(['Problems']);
    const module = await load(tools, file);
    expect(module).toContain('ScreenProblems');
    expect(module).toContain('screens/faq-broken.json#/body/0/type: unknown block type \\"buton\\"; did you mean \\"button\\"?');
  });
});
