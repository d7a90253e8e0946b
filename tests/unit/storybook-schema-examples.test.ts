// @vitest-environment node
// A widget no screen uses is shown in Storybook by its schema's first example, compiled as the app
// reads it; a broken example shows its problems instead.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStoryTools } from '../../.storybook/screen-stories';
import { projectRoot } from '../../src/compiler/1-parse/files-on-disk';

// A project with one small screen, so the slider is used by none.
const root = mkdtempSync(join(tmpdir(), 'widget-examples-'));
mkdirSync(join(root, 'screens'));
writeFileSync(join(root, 'screens/faq.json'), JSON.stringify({ id: 'faq', title: 'FAQ', routes: ['/faq'], body: [{ type: 'heading', text: 'Questions' }] }));
cpSync(join(projectRoot, 'schemas'), join(root, 'schemas'), { recursive: true });
symlinkSync(join(projectRoot, 'config'), join(root, 'config'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const slider = join(root, 'schemas/widgets/slider.json');

function load(file: string): string {
  const plugin = createStoryTools(root).storiesPlugin() as unknown as { resolveId(id: string): string; load(id: string): string };
  return plugin.load(plugin.resolveId(file));
}

describe('widget stories from schema examples', () => {
  it('renders the first example of a widget no screen uses, with its expressions compiled', () => {
    const module = load(slider);
    expect(module).toContain('Use 1 (example of schemas/widgets/slider.json)');
    expect(module).toContain('createElement(PreviewScreen');
    expect(module).toContain('"defaultFrom":{"var":"data.offer.amount"}');
    expect(module).not.toContain('No screen uses');
  });

  it('shows the problems of a broken example', () => {
    const schema = JSON.parse(readFileSync(slider, 'utf8')) as { examples: { label: string }[] };
    schema.examples[0]!.label = 'Loan {dat.amount}';
    writeFileSync(slider, JSON.stringify(schema));
    const module = load(slider);
    expect(module).toContain('createElement(ScreenProblems');
    expect(module).toContain('schemas/widgets/slider.json#/examples/0/label: unknown name \\"dat\\"');
  });
});
