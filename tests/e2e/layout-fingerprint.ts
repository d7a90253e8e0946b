/**
 * What a screen's look is made of in its JSON, as one hash: the screen file and the fragments it
 * uses (`"use"`, followed through fragments), with every text the Filipino catalogue knows set
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
import { join } from 'node:path';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every string of a document that is a catalogue text becomes the same mark; everything else stays. */
function neutral(value: Json, texts: ReadonlySet<string>): Json {
  if (typeof value === 'string') return texts.has(value) ? '§text' : value;
  if (Array.isArray(value)) return value.map((item) => neutral(item, texts));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, neutral(item, texts)]));
  return value;
}

/** The fragment names a document uses (`{"use": "site-header"}`), in the order written. */
function usedFragments(value: Json, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) usedFragments(item, found);
  else if (value && typeof value === 'object') {
    if (typeof value.use === 'string') found.push(value.use);
    for (const item of Object.values(value)) usedFragments(item, found);
  }
  return found;
}

/** The fingerprint of `screens/<screen>.json` in the project at `root`; '' when the screen has no file. */
export function layoutFingerprint(root: string, screen: string): string {
  const file = join(root, 'screens', `${screen}.json`);
  if (!existsSync(file)) return '';
  const catalogue = JSON.parse(readFileSync(join(root, 'locales/fil.json'), 'utf8')) as { texts?: Record<string, unknown> };
  const texts = new Set(Object.keys(catalogue.texts ?? {}));
  const hash = createHash('sha256');
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;
  const seen = new Set<string>();
  const add = (name: string, document: Json) => {
    hash.update(`${name}\n${JSON.stringify(neutral(document, texts))}\n`);
    for (const fragment of usedFragments(document)) {
      if (seen.has(fragment)) continue;
      seen.add(fragment);
      const path = join(root, 'screens/fragments', `${fragment}.json`);
      if (existsSync(path)) add(`fragments/${fragment}`, read(path));
    }
  };
  add(screen, read(file));
  return hash.digest('hex').slice(0, 16);
}
