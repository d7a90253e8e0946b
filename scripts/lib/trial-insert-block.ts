// A product person's structural edit (npm run trial:edits -- insert-block): a notice paragraph put
// at the top of every screen's body and at the top of its first group of blocks, with its Filipino.
// Every block after it moves down one place, so a test that finds a text by its position (a JSON
// pointer with an index) reads another block's words, or none. On the company site the notice goes
// under the site's header: above it, the header would no longer lead the page and would be drawn
// inside <main> (src/renderer/page-landmarks.ts), a change an author would not make for a notice.
// The first group is the first that stacks its blocks: a row (the landing's code field beside its
// captcha picture) is no place for a paragraph, and one there wraps and moves the form as the picture
// arrives, a layout shift the landing's test rightly refuses.
//
// The visual baselines are expected to differ (a new paragraph moves what follows it): recording
// them again is part of such an edit (npm run test:visual:update), and not what this trial checks.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { editFilipinoTexts } from './filipino-catalogue';
import { formatScreenJson } from '../../src/compiler/tools/format-json';

/** The notice, in words no screen uses, so a test that happens to read it instead of its own text fails. */
export const insertedNotice = {
  en: 'Our office is closed on public holidays; payments you make online are still credited the same day.',
  fil: 'Sarado ang aming opisina tuwing holiday; ang mga bayad mo online ay naikikredito pa rin sa parehong araw.',
};

const notice = () => ({ type: 'paragraph', text: insertedNotice.en, tone: 'muted', size: 'sm' });

type Block = Record<string, unknown>;

const isSiteHeader = (block: Block) => block.type === 'site-nav' || (block.type === 'fragment' && block.use === 'site-header');

/** Where the notice went in one screen: the pointers of the two new blocks (the second absent when no block groups others). */
export interface InsertedBlock {
  file: string;
  at: string[];
}

/** Inserts the notice into every screens/*.json with a body in the project at `root` (a copy: the trial's); returns where. */
export function insertNoticeBlocks(root: string): InsertedBlock[] {
  const inserted: InsertedBlock[] = [];
  for (const name of readdirSync(join(root, 'screens')).filter((file) => file.endsWith('.json')).sort()) {
    const file = `screens/${name}`;
    const document = JSON.parse(readFileSync(join(root, file), 'utf8')) as { body?: Block[] };
    if (!Array.isArray(document.body)) continue;
    let top = 0;
    while (top < document.body.length && isSiteHeader(document.body[top]!)) top += 1;
    document.body.splice(top, 0, notice());
    const at = [`/body/${top}`];
    const group = document.body.findIndex((block) => Array.isArray(block.children) && block.direction !== 'row');
    if (group >= 0) {
      (document.body[group]!.children as Block[]).unshift(notice());
      at.push(`/body/${group}/children/0`);
    }
    writeFileSync(join(root, file), formatScreenJson(document));
    inserted.push({ file, at });
  }
  editFilipinoTexts(root, (texts) => {
    texts[insertedNotice.en] = insertedNotice.fil;
  });
  return inserted;
}
