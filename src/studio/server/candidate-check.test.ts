import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../compiler/1-parse/files-on-disk';
import { checkCandidate, readForStudio, saveCandidate } from './candidate-check';
import { listStudioScreens, studioPath } from './studio-files';

type Node = Record<string, unknown>;
let root = '';
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const bindBank = () => JSON.parse(read('screens/bind-bank.json')) as { body: Node[] };

beforeEach(() => {
  // The studio writes: each test has its own screens/ and locales/, the rest linked.
  root = mkdtempSync(join(tmpdir(), 'studio-test-'));
  for (const name of ['schemas', 'config', 'docs']) symlinkSync(join(projectRoot, name), join(root, name));
  for (const name of ['screens', 'locales']) cpSync(join(projectRoot, name), join(root, name), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the studio checks an edit as npm run validate does, and saves only what it accepts', () => {
  it('answers no line for the files as they are, and writes nothing for an unchanged document', () => {
    const checked = saveCandidate(root, { edits: [{ file: 'screens/bind-bank.json', document: bindBank() }] });
    expect(checked.lines).toEqual([]);
    expect(checked.files).toEqual([]);
    expect(checked.summary).toMatch(/^32 screens and 20 fragments valid, in English and Filipino/);
  });

  it('refuses an invalid expression with the compiler\'s own line, and leaves the file as it was', () => {
    const before = read('screens/bind-bank.json');
    const document = bindBank();
    document.body[1]!.defaultFrom = 'coalesce(data.init.cardType, 1';
    const saved = saveCandidate(root, { edits: [{ file: 'screens/bind-bank.json', document }] });
    expect(saved.saved).toBe(false);
    expect(saved.lines).toEqual(['screens/bind-bank.json#/body/1/defaultFrom: expected ) at column 31']);
    expect(read('screens/bind-bank.json')).toBe(before);
  });

  it('refuses a new text without its Filipino, naming the text, and saves it with the entry', () => {
    const document = bindBank();
    document.body.splice(0, 0, { type: 'heading', text: 'Where your loan goes' });
    const refused = checkCandidate(root, { edits: [{ file: 'screens/bind-bank.json', document }] });
    expect(refused.lines.join('\n')).toContain('screens/bind-bank.json#/body/0/text');
    const catalogue = read('locales/fil.json');
    const saved = saveCandidate(root, { edits: [{ file: 'screens/bind-bank.json', document }], texts: { fil: { 'Where your loan goes': 'Saan mapupunta ang loan mo' } } });
    expect(saved.lines).toEqual([]);
    expect(saved.saved).toBe(true);
    const end = catalogue.lastIndexOf('\n  }\n}');
    expect(read('locales/fil.json')).toBe(`${catalogue.slice(0, end)},\n    "Where your loan goes": "Saan mapupunta ang loan mo"${catalogue.slice(end)}`);
    expect(read('screens/bind-bank.json')).toContain('  "body": [\n    { "type": "heading", "text": "Where your loan goes" },\n    {\n      "type": "paragraph",');
  });

  it('keys the Filipino of a template as the checks do, its values numbered', () => {
    const document = bindBank();
    document.body.splice(0, 0, { type: 'paragraph', text: 'Product {query.productId} gets this account' });
    const saved = saveCandidate(root, { edits: [{ file: 'screens/bind-bank.json', document }], texts: { fil: { 'Product {1} gets this account': 'Para sa produkto {1} ang account na ito' } } });
    expect(saved.lines).toEqual([]);
    expect(read('locales/fil.json')).toContain('\n    "Product {1} gets this account": "Para sa produkto {1} ang account na ito"\n  }\n}\n');
  });

  it('drops the entry of words an edit replaced when no other text says them', () => {
    const document = bindBank();
    const old = 'Your loan will be sent to this account. Please check that every detail is correct.';
    expect(document.body[0]!.text).toBe(old);
    expect(JSON.parse(read('locales/fil.json')).texts[old]).toBeDefined();
    document.body[0]!.text = 'Your loan goes to this account.';
    const saved = saveCandidate(root, { edits: [{ file: 'screens/bind-bank.json', document }], texts: { fil: { 'Your loan goes to this account.': 'Dito mapupunta ang loan mo.' } } });
    expect(saved.lines).toEqual([]);
    const texts = JSON.parse(read('locales/fil.json')).texts as Record<string, string>;
    expect(texts[old]).toBeUndefined();
    expect(texts['Your loan goes to this account.']).toBe('Dito mapupunta ang loan mo.');
  });

  it('refuses to overwrite a file changed on disk since the studio opened it', () => {
    const base = read('screens/bind-bank.json');
    const document = bindBank();
    document.body.splice(3, 1);
    expect(() => saveCandidate(root, { edits: [{ file: 'screens/bind-bank.json', document, base: base.replace('"Next"', '"Continue"') }] })).toThrow(/changed on disk since the studio opened it/);
    expect(read('screens/bind-bank.json')).toBe(base);
    expect(saveCandidate(root, { edits: [{ file: 'screens/bind-bank.json', document, base }] }).saved).toBe(true);
  });

  it('touches no file outside screens/ and locales/', () => {
    for (const file of ['../package.json', 'screens/../package.json', '/etc/passwd', 'screens/fragments/../../config/market.json', 'config/market.json', 'screens/x.json/../../../etc', 'locales/../schemas/screen.json']) {
      expect(() => studioPath(root, file), file).toThrow(/is not a file the studio edits/);
      expect(() => saveCandidate(root, { edits: [{ file, document: {} }] }), file).toThrow();
    }
    expect(() => readForStudio(root, 'screens/../../package.json')).toThrow(/is not a file the studio edits/);
    expect(() => saveCandidate(root, { edits: [{ file: 'locales/fil.json', document: {} }] })).toThrow(/only screens and fragments/);
  });

  it('lists every screen and fragment with its routes', () => {
    const listed = listStudioScreens(root);
    expect(listed.filter((s) => s.kind === 'screen')).toHaveLength(32);
    expect(listed.find((s) => s.file === 'screens/bind-bank.json')).toMatchObject({ id: 'bind-bank', routes: ['/bindBank'] });
  });
});
