// The Filipino catalogue (locales/fil.json) of a project copy, as the trials edit it the way an
// author would: read, change its texts, write back in the file's own layout.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Runs `edit` on the texts of `root`'s locales/fil.json (English key → Filipino) and writes the file again. */
export function editFilipinoTexts(root: string, edit: (texts: Record<string, string>) => void): void {
  const path = join(root, 'locales/fil.json');
  const catalogue = JSON.parse(readFileSync(path, 'utf8')) as { texts: Record<string, string> };
  edit(catalogue.texts);
  writeFileSync(path, `${JSON.stringify(catalogue, null, 2)}\n`);
}
