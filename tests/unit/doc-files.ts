// The files a page of docs/ gives as ```json <path> blocks, written into a copy of the project the
// way its reader would write them, so a test can run the tools on them (issue 62: a guide's example
// passed validate but failed the build).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { projectRoot } from '../../src/compiler/1-parse/files-on-disk';

/** A block that is a file: ```json followed by its path in the project. */
const fileBlock = /```json ([\w./-]+)\n([\s\S]*?)\n```/g;
/** Filipino a page asks its reader to add to the catalogue's texts, not a file of its own. */
const catalogueEntries = /```json locales\/fil\.json \(entries to add\)\n([\s\S]*?)\n```/g;

/** The files a page gives, by path. */
export const docFiles = (markdown: string) => new Map([...markdown.matchAll(fileBlock)].map((m) => [m[1]!, m[2]!]));

/** Whether a page gives anything a reader writes into the project. */
export const givesFiles = (markdown: string) => docFiles(markdown).size > 0 || [...markdown.matchAll(catalogueEntries)].length > 0;

/** A copy of the project's documents (screens, schemas, fixtures, catalogue; config shared) with the page's files and catalogue entries added; the caller removes it. */
export function projectWithDocFiles(markdown: string): string {
  const root = mkdtempSync(join(tmpdir(), 'doc-files-'));
  for (const folder of ['screens', 'schemas', 'tests/contract', 'locales']) cpSync(join(projectRoot, folder), join(root, folder), { recursive: true });
  symlinkSync(join(projectRoot, 'config'), join(root, 'config'));
  for (const [path, text] of docFiles(markdown)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const catalogue = JSON.parse(readFileSync(join(root, 'locales/fil.json'), 'utf8')) as { texts: Record<string, string> };
  for (const [, entries] of markdown.matchAll(catalogueEntries)) Object.assign(catalogue.texts, JSON.parse(entries!));
  writeFileSync(join(root, 'locales/fil.json'), JSON.stringify(catalogue));
  return root;
}
