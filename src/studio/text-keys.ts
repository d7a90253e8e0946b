// The catalogue keys a screen document says: each string as locales/*.json keys it (a template's
// words, its placeholders numbered). Both sides of the studio read it: the server to drop entries an
// edit left unsaid, the page to send only the Filipino of texts the document still says.
import { templateKey } from '../compiler/2-translate/catalogue-keys';

/** Every string a document holds, as the catalogue keys it. */
export function textKeys(value: unknown, keys = new Set<string>()): Set<string> {
  if (typeof value === 'string') keys.add(templateKey(value)?.key ?? value);
  else if (Array.isArray(value)) value.forEach((item) => textKeys(item, keys));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => textKeys(item, keys));
  return keys;
}
