// Node-only: an edit the studio sends is checked as `npm run validate` checks the project, on a
// copy of screens/ and locales/ holding it (the rest of the project linked), and written only when
// that copy has no problem: a refused save leaves every file as it was and answers validate's lines.
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateProject } from '../../build/validate-project';
import { textKeys } from '../text-keys';
import { catalogueEntryPointer } from '../../compiler/2-translate/translate-texts';
import { formatProblem } from '../../lib/problem';
import { formatScreenJson } from '../../compiler/tools/format-json';
import { keepLayout } from './keep-layout';
import { catalogueTexts, readStudioFile, studioPath, StudioRefusal } from './studio-files';

/** What the studio sends: documents as edited, and catalogue entries to set (language → English key → wording). */
export interface Candidate {
  /**
   * Each document as edited, with the file's text it was opened from (`base`): a file changed on disk
   * since is refused, not overwritten. `create` makes a new screen file: refused when the file exists,
   * written in the one layout of screen files (formatScreenJson), as a hand-made new file would be.
   */
  edits: { file: string; document: unknown; base?: string; create?: boolean }[];
  texts?: Record<string, Record<string, string>>;
}

export interface CandidateFile {
  file: string;
  before: string;
  after: string;
}

export interface Checked {
  /** Each file the candidate changes, as it is and as it would be written. */
  files: CandidateFile[];
  /** validate's lines for the project with the candidate in it; none when it may be saved. */
  lines: string[];
  summary: string;
}

/** What validate reads besides screens/ and locales/: linked into the copy, never copied. */
const linked = ['schemas', 'config', 'docs'];

function candidateFiles(root: string, candidate: Candidate, dropped: Set<string>): CandidateFile[] {
  if (!Array.isArray(candidate.edits) || !candidate.edits.length) throw new StudioRefusal('nothing to check (expected edits: [{ file, document }])');
  const files = candidate.edits.map(({ file, document, base, create }) => {
    if (!file.startsWith('screens/')) throw new StudioRefusal(`${file}: only screens and fragments are edited as documents (expected screens/…; catalogue entries go in texts)`);
    if (create) {
      if (existsSync(studioPath(root, file))) throw new StudioRefusal(`${file} already exists (expected a new file name: open ${file} to edit it)`, 409);
      return { file, before: '', after: formatScreenJson(document) };
    }
    const before = readStudioFile(root, file);
    if (base !== undefined && base !== before) throw new StudioRefusal(`${file} changed on disk since the studio opened it (expected the file as opened: open it again, and make the edit again, to keep both)`, 409);
    return { file, before, after: keepLayout(before, document) };
  });
  for (const [language, entries] of Object.entries(candidate.texts ?? {})) {
    const file = `locales/${language}.json`;
    const before = readStudioFile(root, file);
    const catalogue = JSON.parse(before) as { texts: Record<string, string> };
    for (const [key, wording] of Object.entries(entries)) {
      if (typeof wording !== 'string') throw new StudioRefusal(`${file}: the wording of "${key}" is not a text`);
      catalogue.texts[key] = wording;
    }
    for (const key of dropped) if (!Object.hasOwn(entries, key)) delete catalogue.texts[key];
    files.push({ file, before, after: keepLayout(before, catalogue) });
  }
  return files;
}

/** validate's result for the project at `root` with these files in place of its own. */
function validateWith(root: string, files: CandidateFile[]): { lines: string[]; summary: string; stale: string[] } {
  const copy = mkdtempSync(join(tmpdir(), 'studio-check-'));
  try {
    for (const name of linked) symlinkSync(join(root, name), join(copy, name));
    cpSync(join(root, 'screens'), join(copy, 'screens'), { recursive: true });
    cpSync(join(root, 'locales'), join(copy, 'locales'), { recursive: true });
    for (const { file, after } of files) writeFileSync(join(copy, file), after);
    const { problems, summary } = validateProject(copy);
    const stale = problems.filter((p) => p.file.startsWith('locales/') && p.content && p.message.startsWith('no screen, fragment or market message says')).map((p) => p.pointer);
    return { lines: problems.map(formatProblem), summary: summary.replace(copy, root), stale };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * The candidate checked as validate checks the project. Words the edit replaced leave their
 * entries unsaid (validate calls them stale): those the edited documents alone said are dropped
 * with them, as an author tidies the catalogue after rewording; any other stale entry is refused.
 */
export function checkCandidate(root: string, candidate: Candidate): Checked {
  let files = candidateFiles(root, candidate, new Set());
  let result = validateWith(root, files);
  const before = new Set(files.filter((f) => f.file.startsWith('screens/') && f.before).flatMap((f) => [...textKeys(JSON.parse(f.before))]));
  const after = new Set(files.filter((f) => f.file.startsWith('screens/')).flatMap((f) => [...textKeys(JSON.parse(f.after))]));
  const replaced = [...before].filter((key) => !after.has(key) && result.stale.includes(catalogueEntryPointer(key)));
  if (replaced.length) {
    const texts = { ...candidate.texts };
    // Each catalogue that has a replaced key loses it (a catalogue the edit did not touch is read as it is).
    for (const language of Object.keys(catalogueTexts(root))) texts[language] ??= {};
    files = candidateFiles(root, { ...candidate, texts }, new Set(replaced)).filter((f) => f.before !== f.after);
    result = validateWith(root, files);
  }
  return { files: files.filter((f) => f.before !== f.after), lines: result.lines, summary: result.summary };
}

/** Writes the candidate's files when validate accepts the project with them; otherwise writes nothing. */
export function saveCandidate(root: string, candidate: Candidate): Checked & { saved: boolean } {
  const checked = checkCandidate(root, candidate);
  if (checked.lines.length) return { ...checked, saved: false };
  for (const { file, after } of checked.files) writeFileSync(studioPath(root, file), after);
  return { ...checked, saved: true };
}

/** A screen or fragment as the studio opens it: its text, its document, and each catalogue's texts by language code (English key → wording). */
export interface OpenedFile {
  file: string;
  text: string;
  document: unknown;
  texts: Record<string, Record<string, string>>;
}

/** Reads a screen or fragment for the studio; one that is not JSON is refused with how to fix it. */
export function readForStudio(root: string, file: string): OpenedFile {
  const text = readStudioFile(root, file);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new StudioRefusal(`${file}#: not valid JSON: ${(error as Error).message} (expected a JSON object; fix it in an editor, then open it here)`);
  }
  return { file, text, document, texts: catalogueTexts(root) };
}
