import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../compiler/1-parse/files-on-disk';
import { checkCandidate, readForStudio, saveCandidate } from './candidate-check';
import { listStudioScreens, studioPath } from './studio-files';
import { validateProject } from '../../build/validate-project';
import { formatScreenJson } from '../../compiler/tools/format-json';
import { formatProblem } from '../../lib/problem';
import { newScreenDocument, newScreenFile } from '../ui/new-screen';

type Node = Record<string, unknown>;
let root = '';
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/**
 * A screen of the test's own, laid out as the files are, with its Filipino: each test edits it, so a
 * product person's edit of the real screens (a block put first, a text reworded, a new screen) moves
 * nothing the test expects. The whole project is still checked with it, as validate checks it.
 */
const screenFile = 'screens/studio-test.json';
const screenText = `{
  "$schema": "../schemas/screen.json",
  "id": "studio-test",
  "title": "Studio test page",
  "routes": ["/studioTest"],
  "query": { "choice": { "description": "The choice the page opens with.", "default": "1" } },
  "body": [
    { "type": "paragraph", "text": "Words only the studio's test says." },
    {
      "type": "segmented",
      "name": "choice",
      "label": "Studio test choice",
      "options": [{ "label": "Studio test first", "value": 1 }, { "label": "Studio test second", "value": 2 }],
      "defaultFrom": "coalesce(query.choice, 1)"
    }
  ],
  "footer": [{ "type": "button", "label": "Studio test next", "onTap": [{ "type": "navigate", "to": "/faq" }] }]
}
`;
const filipino: Record<string, string> = {
  'Studio test page': 'Pahina ng pagsubok ng studio',
  "Words only the studio's test says.": 'Mga salitang ang pagsubok lang ng studio ang nagsasabi.',
  'Studio test choice': 'Pagpili sa pagsubok ng studio',
  'Studio test first': 'Una sa pagsubok ng studio',
  'Studio test second': 'Ikalawa sa pagsubok ng studio',
  'Studio test next': 'Susunod sa pagsubok ng studio',
};
const screen = () => JSON.parse(read(screenFile)) as { body: Node[] };
/** The catalogue's text with one more entry at the end of texts, as an author adds one. */
const withEntry = (catalogue: string, english: string, wording: string) => {
  const end = catalogue.lastIndexOf('\n  }\n}');
  return `${catalogue.slice(0, end)},\n    ${JSON.stringify(english)}: ${JSON.stringify(wording)}${catalogue.slice(end)}`;
};
const jsonFiles = (folder: string) => readdirSync(join(root, folder)).filter((name) => name.endsWith('.json'));

beforeEach(() => {
  // The studio writes: each test has its own screens/ and locales/, the rest linked.
  root = mkdtempSync(join(tmpdir(), 'studio-test-'));
  for (const name of ['schemas', 'config', 'docs']) symlinkSync(join(projectRoot, name), join(root, name));
  for (const name of ['screens', 'locales']) cpSync(join(projectRoot, name), join(root, name), { recursive: true });
  writeFileSync(join(root, screenFile), screenText);
  let catalogue = read('locales/fil.json');
  for (const [english, wording] of Object.entries(filipino)) {
    expect(JSON.parse(catalogue).texts, `locales/fil.json has "${english}" already: give the test's screen words no file says`).not.toHaveProperty([english]);
    catalogue = withEntry(catalogue, english, wording);
  }
  writeFileSync(join(root, 'locales/fil.json'), catalogue);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the studio checks an edit as npm run validate does, and saves only what it accepts', () => {
  it('answers no line for the files as they are, and writes nothing for an unchanged document', () => {
    for (const name of [screenFile, 'screens/bind-bank.json']) {
      const checked = saveCandidate(root, { edits: [{ file: name, document: JSON.parse(read(name)) }] });
      expect(checked.lines, name).toEqual([]);
      expect(checked.files, name).toEqual([]);
      expect(checked.summary).toBe(`${jsonFiles('screens').length} screens and ${jsonFiles('screens/fragments').length} fragments valid, in English and Filipino (${root}).`);
    }
  });

  it('refuses an invalid expression with the compiler\'s own line, and leaves the file as it was', () => {
    const document = screen();
    document.body[1]!.defaultFrom = 'coalesce(query.choice, 1';
    const saved = saveCandidate(root, { edits: [{ file: screenFile, document }] });
    expect(saved.saved).toBe(false);
    expect(saved.lines).toEqual([`${screenFile}#/body/1/defaultFrom: expected ) at column 25`]);
    expect(read(screenFile)).toBe(screenText);
  });

  it('refuses a new text without its Filipino, naming the text, and saves it with the entry', () => {
    const document = screen();
    document.body.splice(0, 0, { type: 'heading', text: 'Where your loan goes' });
    const refused = checkCandidate(root, { edits: [{ file: screenFile, document }] });
    expect(refused.lines.join('\n')).toContain(`${screenFile}#/body/0/text`);
    const catalogue = read('locales/fil.json');
    const saved = saveCandidate(root, { edits: [{ file: screenFile, document }], texts: { fil: { 'Where your loan goes': 'Saan mapupunta ang loan mo' } } });
    expect(saved.lines).toEqual([]);
    expect(saved.saved).toBe(true);
    expect(read('locales/fil.json')).toBe(withEntry(catalogue, 'Where your loan goes', 'Saan mapupunta ang loan mo'));
    expect(read(screenFile)).toBe(screenText.replace('  "body": [\n', '  "body": [\n    { "type": "heading", "text": "Where your loan goes" },\n'));
  });

  it('keys the Filipino of a template as the checks do, its values numbered', () => {
    const document = screen();
    document.body.splice(0, 0, { type: 'paragraph', text: 'Choice {query.choice} gets this account' });
    const catalogue = read('locales/fil.json');
    const saved = saveCandidate(root, { edits: [{ file: screenFile, document }], texts: { fil: { 'Choice {1} gets this account': 'Para sa pagpili {1} ang account na ito' } } });
    expect(saved.lines).toEqual([]);
    expect(read('locales/fil.json')).toBe(withEntry(catalogue, 'Choice {1} gets this account', 'Para sa pagpili {1} ang account na ito'));
  });

  it('drops the entry of words an edit replaced when no other text says them', () => {
    const document = screen();
    const old = "Words only the studio's test says.";
    expect(document.body[0]!.text).toBe(old);
    document.body[0]!.text = 'Your loan goes to this account.';
    const saved = saveCandidate(root, { edits: [{ file: screenFile, document }], texts: { fil: { 'Your loan goes to this account.': 'Dito mapupunta ang loan mo.' } } });
    expect(saved.lines).toEqual([]);
    const texts = JSON.parse(read('locales/fil.json')).texts as Record<string, string>;
    expect(texts[old]).toBeUndefined();
    expect(texts['Your loan goes to this account.']).toBe('Dito mapupunta ang loan mo.');
    expect(texts['Studio test next']).toBe(filipino['Studio test next']);
  });

  it('refuses to overwrite a file changed on disk since the studio opened it', () => {
    const document = screen();
    document.body.splice(0, 1);
    const opened = screenText.replace('"Studio test next"', '"Studio test onward"');
    expect(() => saveCandidate(root, { edits: [{ file: screenFile, document, base: opened }] })).toThrow(/changed on disk since the studio opened it/);
    expect(read(screenFile)).toBe(screenText);
    expect(saveCandidate(root, { edits: [{ file: screenFile, document, base: screenText }] }).saved).toBe(true);
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
    expect(listed.filter((s) => s.kind === 'screen').map((s) => s.file).sort()).toEqual(jsonFiles('screens').map((name) => `screens/${name}`).sort());
    expect(listed.filter((s) => s.kind === 'fragment').map((s) => s.file).sort()).toEqual(jsonFiles('screens/fragments').map((name) => `screens/fragments/${name}`).sort());
    expect(listed.find((s) => s.file === screenFile)).toEqual({ file: screenFile, kind: 'screen', id: 'studio-test', title: 'Studio test page', routes: ['/studioTest'] });
    expect(listed.find((s) => s.file === 'screens/bind-bank.json')).toMatchObject({ id: 'bind-bank', routes: ['/bindBank'] });
  });
});

describe('a new screen from the studio (src/studio/ui/new-screen.tsx)', () => {
  const fields = { name: 'studio-new', route: '/studioNew', title: 'Studio new page', filipinoTitle: 'Bagong pahina ng studio' };
  const file = newScreenFile(fields.name);
  const create = (document = newScreenDocument(fields), texts: Record<string, string> = { [fields.title]: fields.filipinoTitle }) =>
    saveCandidate(root, { edits: [{ file, document, create: true }], texts: { fil: texts } });

  it('is written in the one layout of screen files, with its title in Filipino, and the project stays valid', () => {
    const catalogue = read('locales/fil.json');
    const saved = create();
    expect(saved.lines).toEqual([]);
    expect(saved.files.map((f) => f.file)).toEqual([file, 'locales/fil.json']);
    expect(read(file)).toBe(formatScreenJson(newScreenDocument(fields)));
    expect(read('locales/fil.json')).toBe(withEntry(catalogue, fields.title, fields.filipinoTitle));
    expect(validateProject(root).problems.map(formatProblem)).toEqual([]);
    expect(listStudioScreens(root).find((s) => s.file === file)).toEqual({ file, kind: 'screen', id: fields.name, title: fields.title, routes: [fields.route] });
  });

  it('never overwrites a file that exists', () => {
    const catalogue = read('locales/fil.json');
    expect(() => saveCandidate(root, { edits: [{ file: screenFile, document: newScreenDocument({ ...fields, name: 'studio-test' }), create: true }] })).toThrow(/already exists/);
    expect(read(screenFile)).toBe(screenText);
    expect(read('locales/fil.json')).toBe(catalogue);
  });

  it('is refused with validate\'s line, and nothing written, when its route is taken or its title has no Filipino', () => {
    const taken = create(newScreenDocument({ ...fields, route: '/studioTest' }));
    expect(taken.saved).toBe(false);
    expect(taken.lines.join('\n')).toContain('/studioTest');
    const untranslated = create(undefined, {});
    expect(untranslated.saved).toBe(false);
    expect(untranslated.lines.join('\n')).toContain(`${file}#/title`);
    expect(existsSync(join(root, file))).toBe(false);
  });
});
