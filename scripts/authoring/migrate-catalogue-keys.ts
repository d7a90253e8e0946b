// npx tsx scripts/authoring/migrate-catalogue-keys.ts [locales/fil.json …]: rewrites a catalogue keyed by
// whole English templates to keys with numbered value placeholders (src/compiler/2-translate/catalogue-keys.ts):
// "Amount due: {money(param.amount)}": "Halaga: {money(param.amount)}" becomes
// "Amount due: {1}": "Halaga: {1}". A placeholder of the wording that is not one of the English's
// values (a translated fallback) stays written out. Two entries that come to one key keep the
// first, and are printed: decide between them by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { joinTemplate, templateParts, type TemplatePart } from '../../src/compiler/shared/expression-parser';
import { templateKey } from '../../src/compiler/2-translate/catalogue-keys';
import { projectRoot } from '../../src/compiler/1-parse/files-on-disk';

/** The wording with each of the English's value expressions replaced by its number. */
function numberedWording(wording: string, values: readonly string[]): string {
  return joinTemplate(
    templateParts(wording).map((part): TemplatePart => {
      if ('text' in part) return part;
      const index = values.indexOf(part.source.trim());
      return index < 0 ? part : { source: String(index + 1), column: part.column };
    }),
  );
}

const files = process.argv.slice(2);
for (const file of files.length ? files : ['locales/fil.json']) {
  const path = resolve(projectRoot, file);
  const catalogue = JSON.parse(readFileSync(path, 'utf8')) as { texts: Record<string, string> };
  const texts: Record<string, string> = {};
  let renamed = 0;
  for (const [english, wording] of Object.entries(catalogue.texts)) {
    const keyed = templateKey(english);
    const key = keyed?.key ?? english;
    const value = keyed && key !== english ? numberedWording(wording, keyed.values) : wording;
    if (key !== english) renamed++;
    if (Object.hasOwn(texts, key)) {
      if (texts[key] !== value) console.log(`${file}: "${english}" comes to "${key}", already "${texts[key]}"; kept that, not "${value}"`);
      continue;
    }
    texts[key] = value;
  }
  writeFileSync(path, `${JSON.stringify({ ...catalogue, texts }, null, 2)}\n`);
  console.log(`${file}: ${renamed} key(s) renumbered, ${Object.keys(catalogue.texts).length - Object.keys(texts).length} merged.`);
}
