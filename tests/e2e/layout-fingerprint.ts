/**
 * What a screen's look is made of in its JSON, as one hash: the screen file and the fragments it
 * uses and includes (src/compiler/tools/files-shown.ts), with every text the Filipino catalogue knows set
 * aside, since the visual baselines draw words as one neutral run (neutral-text.ts).
 *
 * A baseline records the fingerprint of its screen (visual-baselines/layouts.json). When a
 * screenshot differs and the fingerprint has changed too, the difference was authored in JSON (a
 * block added, a variant changed): a product person's fair edit, which the style rules still
 * check, not a regression of the code. When the fingerprint is the same, only code could have
 * changed the look, and the baseline fails.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { filesShown } from '../../src/compiler/tools/files-shown';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every string of a document that is a catalogue text becomes the same mark; everything else stays. */
function neutral(value: Json, texts: ReadonlySet<string>): Json {
  if (typeof value === 'string') return texts.has(value) ? '§text' : value;
  if (Array.isArray(value)) return value.map((item) => neutral(item, texts));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, neutral(item, texts)]));
  return value;
}

/** The fingerprint of `screens/<screen>.json` in the project at `root`; '' when the screen has no file. */
export function layoutFingerprint(root: string, screen: string): string {
  const file = join(root, 'screens', `${screen}.json`);
  if (!existsSync(file)) return '';
  const catalogue = JSON.parse(readFileSync(join(root, 'locales/fil.json'), 'utf8')) as { texts?: Record<string, unknown> };
  const texts = new Set(Object.keys(catalogue.texts ?? {}));
  const hash = createHash('sha256');
  // Each file is named by its place under screens/ (bind-bank, fragments/site-header), as the recorded fingerprints were.
  for (const path of filesShown(root, file)) {
    const name = relative(join(root, 'screens'), path).replace(/\\/g, '/').replace(/\.json$/, '');
    hash.update(`${name}\n${JSON.stringify(neutral(JSON.parse(readFileSync(path, 'utf8')) as Json, texts))}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}
