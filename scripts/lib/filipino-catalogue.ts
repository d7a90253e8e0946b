// The Filipino catalogue (locales/fil.json) of a project copy, as the trials edit it the way an
// author would: read, change its texts, write back in the file's own layout.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueEntryPointer } from '../../src/compiler/2-translate/translate-texts';
import { catalogueFile } from '../../src/compiler/1-parse/catalogues';
import { compileProject } from '../../src/compiler/compile-project';

/** Runs `edit` on the texts of `root`'s locales/fil.json (English key → Filipino) and writes the file again. */
export function editFilipinoTexts(root: string, edit: (texts: Record<string, string>) => void): void {
  const path = join(root, 'locales/fil.json');
  const catalogue = JSON.parse(readFileSync(path, 'utf8')) as { texts: Record<string, string> };
  edit(catalogue.texts);
  writeFileSync(path, `${JSON.stringify(catalogue, null, 2)}\n`);
}

/**
 * Removes the entries of these English keys that no text says any more (the check calls them
 * stale), as an author tidies up after replacing words; a key still said elsewhere (a shared
 * "Cancel") keeps its entry.
 */
export function dropStaleEntries(root: string, keys: Iterable<string>): void {
  const replaced = new Set(keys);
  if (!replaced.size) return;
  const stale = new Set(compileProject(root).problems.filter((p) => p.file === catalogueFile('fil')).map((p) => p.pointer));
  editFilipinoTexts(root, (texts) => {
    for (const key of replaced) if (stale.has(catalogueEntryPointer(key))) delete texts[key];
  });
}
