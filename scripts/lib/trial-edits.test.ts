// @vitest-environment node
// The edits npm run trial:edits makes must stay edits the checks accept (validate clean), or the
// trial would prove nothing; and every text they reword must read as new words to a test.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileProject as checkProject } from '../../src/compiler/compile-project';
import { copyOfHeadAuthoring } from './project-copy';
import { rotateWords, rewordScreen } from './reword-screen';
import { bindBankRewording, rewordBindBank } from './trial-bindbank-copy';
import { insertedNotice, insertNoticeBlocks } from './trial-insert-block';
import { addNewScreen, newScreen } from './trial-new-screen';
import { relabelled, relabelServerField } from './trial-server-field-label';
import { dropStaleEntries, editFilipinoTexts } from './filipino-catalogue';

const copies: string[] = [];
/** The files checkProject reads, as committed (scripts/lib/project-copy.ts). */
function copyOfProject(): string {
  const root = copyOfHeadAuthoring('trial-edits');
  copies.push(root);
  return root;
}
afterAll(() => {
  for (const root of copies) rmSync(root, { recursive: true, force: true });
});

describe('rotateWords, the rule for a text the table does not know', () => {
  it.each([
    ['Payment account saved', 'Account saved payment'],
    ['Your loan will be sent.', 'Loan will be sent your.'],
    ['Pay {money(x)} on {date(d, "MMM D")}!', '{money(x)} on {date(d, "MMM D")} pay!'],
    ['{1} days left', '{1} left days'],
    ['({law}): The penalty is capped.', '({law}): Penalty is capped the.'],
  ])('%s → %s', (before, after) => expect(rotateWords(before)).toBe(after));

  it('has nothing to move in a single word', () => expect(rotateWords('Next')).toBeUndefined());
  it('leaves alone what the screens quote of it', () => expect(rotateWords('{item.title}')).toBeUndefined());
});

// Each test compiles the whole project two or three times (a few seconds on a quiet machine); the
// default 20 s ran out on a machine busy with other test runs, which says nothing of the edits.
describe('npm run trial:edits edits', { timeout: 60_000 }, () => {
  it('bindbank-copy and new-screen leave a project npm run validate accepts, stale Filipino removed', () => {
    const root = copyOfProject();
    const changed = rewordBindBank(root);
    addNewScreen(root);
    expect(checkProject(root).lines).toEqual([]);
    expect(changed.length).toBeGreaterThan(0);
    const texts = (JSON.parse(readFileSync(join(root, 'locales/fil.json'), 'utf8')) as { texts: Record<string, string> }).texts;
    expect(texts['Plan your loan']).toBeDefined();
    expect(JSON.parse(readFileSync(join(root, `screens/${newScreen.id}.json`), 'utf8'))).toEqual(newScreen);
  });

  // The table knows today's words; after a copy edit (in the trial's own copy, for one) the rule
  // rewords the rest, twice over if need be. Only a lone word the rule does not know needs the table.
  it('rewords by rule every text of /bindBank the table leaves out, again after a first edit, the result still valid', () => {
    const root = copyOfProject();
    const loneWords = Object.fromEntries(Object.entries(bindBankRewording).filter(([english]) => !/\s/.test(english.trim())));
    expect(rewordScreen(root, '/bindBank', loneWords).filter((c) => c.by === 'rule').length).toBeGreaterThan(3);
    expect(checkProject(root).lines).toEqual([]);
    rewordScreen(root, '/bindBank', loneWords);
    expect(checkProject(root).lines).toEqual([]);
  });

  // The trial proves something only if the notice lands where it moves other blocks: before the
  // first block of a body (under the company site's header), and before the first child of a group.
  it('insert-block puts the notice first in every body and in a group of blocks, the result still valid', () => {
    const root = copyOfProject();
    const inserted = insertNoticeBlocks(root);
    expect(checkProject(root).lines).toEqual([]);
    expect(inserted.filter((i) => i.at.length === 2).length).toBeGreaterThan(10);
    expect(inserted.filter((i) => i.at[0] === '/body/0').length).toBeGreaterThan(20);
    expect(inserted.find((i) => i.file === 'screens/site-about.json')?.at[0]).toBe('/body/1');
    for (const { file, at } of inserted) {
      const document = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;
      for (const pointer of at) {
        const block = pointer.split('/').slice(1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
        expect(block, `${file}#${pointer}`).toMatchObject({ type: 'paragraph', text: insertedNotice.en });
      }
    }
    const texts = (JSON.parse(readFileSync(join(root, 'locales/fil.json'), 'utf8')) as { texts: Record<string, string> }).texts;
    expect(texts[insertedNotice.en]).toBe(insertedNotice.fil);
  });
});

describe('npm run trial:edits -- server-field-label', { timeout: 60_000 }, () => {
  it('gives the account-number field its own label and required message with their Filipino, the result still valid', () => {
    const root = copyOfProject();
    expect(relabelServerField(root)).toBe('screens/bind-bank.json');
    expect(checkProject(root).lines).toEqual([]);
    const document = readFileSync(join(root, 'screens/bind-bank.json'), 'utf8');
    expect(document).toContain(JSON.stringify(relabelled.label.en));
    const texts = (JSON.parse(readFileSync(join(root, 'locales/fil.json'), 'utf8')) as { texts: Record<string, string> }).texts;
    expect([texts[relabelled.label.en], texts[relabelled.required.en]]).toEqual([relabelled.label.fil, relabelled.required.fil]);
  });
});

describe('npm run trial:edits -- server-field-label, after a product person labelled the field', { timeout: 60_000 }, () => {
  it('replaces their words and drops the Filipino no text says any more', () => {
    const root = copyOfProject();
    const file = join(root, 'screens/bind-bank.json');
    const document = JSON.parse(readFileSync(file, 'utf8')) as { body: Record<string, unknown>[] };
    document.body.find((block) => block.type === 'server-fields')!.overrides = { [relabelled.code]: { label: 'Account no.', required: 'Type your account no.' } };
    writeFileSync(file, JSON.stringify(document));
    editFilipinoTexts(root, (texts) => Object.assign(texts, { 'Account no.': 'Numero ng account', 'Type your account no.': 'I-type ang numero ng account mo' }));
    expect(checkProject(root).lines).toEqual([]);
    relabelServerField(root);
    expect(checkProject(root).lines).toEqual([]);
    const texts = (JSON.parse(readFileSync(join(root, 'locales/fil.json'), 'utf8')) as { texts: Record<string, string> }).texts;
    expect([texts['Account no.'], texts[relabelled.label.en]]).toEqual([undefined, relabelled.label.fil]);
  });
});

// npm run build:diff's edit (scripts/perf/build-diff.ts): one text, the screen's first, whatever the screen says today.
describe("npm run build:diff's one-text edit", { timeout: 60_000 }, () => {
  const textsOf = (root: string) => (JSON.parse(readFileSync(join(root, 'locales/fil.json'), 'utf8')) as { texts: Record<string, string> }).texts;

  it("rewords only the screen's first text and its Filipino, the result still valid", () => {
    const root = copyOfProject();
    const before = readFileSync(join(root, 'screens/faq.json'), 'utf8');
    const changed = rewordScreen(root, '/faq', {}, { first: 1 });
    expect(changed).toHaveLength(1);
    const [{ place, before: old, after }] = changed as [(typeof changed)[0]];
    expect(place.startsWith('screens/faq.json#/')).toBe(true);
    expect(readFileSync(join(root, 'screens/faq.json'), 'utf8').split(JSON.stringify(after)).join(JSON.stringify(old))).toBe(before);
    expect(textsOf(root)[after]).toBeDefined();
    expect(checkProject(root).lines).toEqual([]);
  });

  it('passes over a first text the rule cannot reword (a one-word title) for the next one', () => {
    const root = copyOfProject();
    const file = join(root, 'screens/bind-bank.json');
    const document = JSON.parse(readFileSync(file, 'utf8')) as { title: string };
    const title = document.title;
    document.title = 'Payout';
    writeFileSync(file, JSON.stringify(document));
    editFilipinoTexts(root, (texts) => Object.assign(texts, { Payout: 'Payout' }));
    dropStaleEntries(root, new Set([title]));
    expect(checkProject(root).lines).toEqual([]);
    const changed = rewordScreen(root, '/bindBank', {}, { first: 1 });
    expect(changed.map((c) => c.before)).not.toContain('Payout');
    expect(changed).toHaveLength(1);
    expect(checkProject(root).lines).toEqual([]);
  });
});
