// Build-time only: how a text template is looked up in a catalogue (locales/<code>.json). The key
// is the template's words with each value placeholder numbered in the order written: "You repay
// {money(data.x * 1.1)} on {date(data.due, 'MMM D')}" is "You repay {1} on {2}". So a changed
// formula keeps its translation, and changed words show up as missing instead of keeping a stale
// one. A placeholder whose expression holds words a reader sees (coalesce(x, 'Loan')) stays written
// out in the key: its words are translated with it, so its wording cannot outlive them.
import { ExpressionSyntaxError, joinTemplate, templateParts, type TemplatePart } from '../shared/expression-parser.ts';
import { shownLiterals } from './shown-words.ts';

/** An address (/images/site/logo.svg, https://…): the same in every language. */
const isAddress = (text: string) => /^(\/|https?:)\S*$/.test(text.trim());

/** Whether a text is words a translator writes: a letter, and not an address. */
export const readsAsWords = (text: string) => /\p{L}/u.test(text) && !isAddress(text);

/** Whether an expression may show a reader words of its own ('Loan' in coalesce(data.title, 'Loan')). */
export const holdsWords = (source: string) => shownLiterals(source).some(readsAsWords);

export interface TemplateKey {
  /** The catalogue key: "You repay {1} on {2}". */
  key: string;
  /** The expression each numbered placeholder stands for: values[0] is {1}'s. */
  values: string[];
}

/** The catalogue key of a template, or undefined when it is not one (compileExpressions says why). */
export function templateKey(template: string): TemplateKey | undefined {
  let parts: TemplatePart[];
  try {
    parts = templateParts(template);
  } catch {
    return undefined;
  }
  const values: string[] = [];
  const keyed = parts.map((part): TemplatePart => {
    if ('text' in part || holdsWords(part.source)) return part;
    values.push(part.source.trim());
    return { source: String(values.length), column: part.column };
  });
  return { key: joinTemplate(keyed), values };
}

/** Says which expression each placeholder of a key stands for: ` ({1} is money(data.x), {2} is …)`. */
export const placeholderLegend = (values: readonly string[]) => (values.length ? ` (${values.map((value, i) => `{${i + 1}} is ${value}`).join(', ')})` : '');

const numbered = /^\s*(\d+)\s*$/;

/**
 * A catalogue's wording as a template of the English's expressions: each {n} becomes the
 * expression it stands for. Throws ExpressionSyntaxError for a number the key has not, or a
 * placeholder the wording leaves out (its value would vanish from the sentence).
 */
export function wordingTemplate(wording: string, values: readonly string[]): string {
  const used = new Set<number>();
  const legend = values.length ? `the placeholders of the key, ${values.map((_, i) => `{${i + 1}}`).join(', ')}` : 'no numbered placeholder: this text has none';
  const parts = templateParts(wording).map((part): TemplatePart => {
    if ('text' in part) return part;
    const n = numbered.exec(part.source)?.[1];
    if (n === undefined) return part;
    const value = values[Number(n) - 1];
    if (value === undefined) throw new ExpressionSyntaxError({ message: `{${n}} is not a placeholder of the English`, column: part.column - 1, expected: legend });
    used.add(Number(n));
    return { source: value, column: part.column };
  });
  const missing = values.findIndex((_, i) => !used.has(i + 1));
  if (missing >= 0) throw new ExpressionSyntaxError({ message: `{${missing + 1}} (${values[missing]}) is left out`, column: 1, expected: `each of ${legend}, in the order the sentence needs` });
  return joinTemplate(parts);
}
